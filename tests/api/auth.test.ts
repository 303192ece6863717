/** POST /api/login: answers, validation, and failed-attempt throttling (per e-mail and address, per address). */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BodyOf, dashboardApi, loginApi, passwordResetApi } from '../../src/lib/api/index.ts';
import { accountId, createAccount } from '../../src/lib/server/team/accounts.ts';
import { ADMIN, type OffContract, adminToken, callEndpoint, offContract } from '../helpers/api.ts';

const login = (body: BodyOf<typeof loginApi.signIn> | OffContract, ip: string) => callEndpoint(loginApi.signIn, { body, ip });
const wrong = { email: ADMIN.email, password: 'not the password' };

beforeAll(async () => {
  await adminToken(); // creates the admin
});

describe('POST /api/login', () => {
  it('answers a token and "Login Successful" for the right credentials', async () => {
    const answer = await login(ADMIN, '192.0.2.1');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ token: expect.any(String), message: 'Login Successful' });
    const payload = JSON.parse(Buffer.from(answer.body.token.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({ sub: accountId(ADMIN.email), email: ADMIN.email, iss: 'labels-site', aud: 'admin' });
    expect(payload.sid).toEqual(expect.any(String));
    expect(payload.exp * 1000).toBeGreaterThan(Date.now());
  });

  it('issues a token that admin calls accept', async () => {
    const { body } = await login(ADMIN, '192.0.2.2');
    expect((await callEndpoint(dashboardApi.counts, { token: body.token })).status).toBe(200);
  });

  it.each([
    ['a wrong password', wrong],
    ['an unknown e-mail', { email: 'nobody@example.com', password: ADMIN.password }],
  ])('refuses %s with 401 "Invalid email or password" and no token', async (_case, body) => {
    const answer = await login(body, '192.0.2.3');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Invalid email or password' });
  });

  it.each([
    ['email missing', 'Email is required', offContract({ password: ADMIN.password })],
    ['email empty', 'Email is required', { email: '', password: ADMIN.password }],
    ['password missing', 'Password is required', offContract({ email: ADMIN.email })],
    ['password empty', 'Password is required', { email: ADMIN.email, password: '' }],
    ['both missing', 'Email is required', offContract({})],
  ])('refuses a request with %s: 400 "%s"', async (_case, message, body) => {
    const answer = await login(body, '192.0.2.4');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(answer.body.token).toBeUndefined();
  });
});

/**
 * Throttling slows guessing without locking the owner out. Time is moved on with fake clocks (Date only),
 * so the growing delays are tested exactly rather than by waiting.
 */
describe('throttling failed sign-ins', () => {
  let clock = Date.now();
  beforeEach(() => {
    clock += 60 * 60 * 1000;
    vi.useFakeTimers({ toFake: ['Date'], now: clock });
  });
  afterEach(() => vi.useRealTimers());
  const later = (ms: number) => {
    clock = Date.now() + ms;
    vi.setSystemTime(clock);
  };
  const retryAfter = (answer: { headers: Headers }) => Number(answer.headers.get('retry-after'));

  it('5 failures from one address go freely; the next waits 30 s, says so, and then the right password signs in', async () => {
    const ip = '192.0.2.10';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(wrong, ip)).status, `attempt ${attempt}`).toBe(401);
    }
    const held = await login(ADMIN, ip);
    expect(held.status).toBe(429);
    expect(held.body.token).toBeUndefined();
    expect(retryAfter(held)).toBe(30);
    expect(held.body.message).toBe('Too many failed sign-in attempts. Please try again in 30 seconds.');
    later(30_100);
    expect((await login(ADMIN, ip)).status).toBe(200);
  });

  it('each further failure doubles the wait (30 s, 1, 2, 4, 8 minutes), and refused attempts do not count', async () => {
    const ip = '192.0.2.11';
    for (let attempt = 1; attempt <= 5; attempt += 1) await login(wrong, ip);
    for (const wait of [30, 60, 120, 240, 480]) {
      const held = await login(wrong, ip);
      expect(held.status).toBe(429);
      expect(retryAfter(held)).toBe(wait);
      // Pressing again while held changes nothing: the wait is the same.
      for (let again = 0; again < 3; again += 1) expect(retryAfter(await login(wrong, ip))).toBe(wait);
      later(wait * 1000 + 50);
      expect((await login(wrong, ip)).status).toBe(401);
    }
  });

  it('the wait stops growing at 15 minutes, and failures older than 15 minutes are forgotten', async () => {
    const ip = '192.0.2.12';
    for (let attempt = 1; attempt <= 5; attempt += 1) await login(wrong, ip);
    for (let round = 0; round < 12; round += 1) {
      const held = await login(wrong, ip);
      if (held.status === 429) later(retryAfter(held) * 1000 + 50);
      await login(wrong, ip);
    }
    const held = await login(wrong, ip);
    expect(held.status).toBe(429);
    expect(retryAfter(held)).toBeLessThanOrEqual(15 * 60);
    later(16 * 60 * 1000);
    expect((await login(ADMIN, ip)).status).toBe(200);
  });

  it('still lets the right password in from another address', async () => {
    const ip = '192.0.2.13';
    for (let attempt = 1; attempt <= 5; attempt += 1) await login(wrong, ip);
    expect((await login(ADMIN, ip)).status).toBe(429);
    const elsewhere = await login(ADMIN, '192.0.2.99');
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.token).toEqual(expect.any(String));
  });

  it("a success before the limit clears that e-mail's failures from that address", async () => {
    const ip = '192.0.2.15';
    for (let attempt = 1; attempt <= 4; attempt += 1) await login(wrong, ip);
    expect((await login(ADMIN, ip)).status).toBe(200);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(wrong, ip)).status, `attempt ${attempt} after the success`).toBe(401);
    }
  });

  it('a burst of 10 concurrent wrong passwords gets at most 5 password checks, then 429', async () => {
    const ip = '192.0.2.14';
    const answers = await Promise.all(Array.from({ length: 10 }, () => login(wrong, ip)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(5);
    expect((await login(ADMIN, ip)).status).toBe(429);
  });

  it('cannot lock the owner out: 21 wrong passwords from one address, kept up twice a minute, leave other addresses free', async () => {
    const person = { email: 'owner@example.com', password: 'the owners own long password' };
    await createAccount({ ...person, name: 'Owner', role: 'Admin' });
    const attacker = '203.0.113.66';
    let failures = 0;
    for (let minute = 0; failures < 21 && minute < 60; minute += 0.5) {
      const answer = await login({ email: person.email, password: `guess ${minute}` }, attacker);
      if (answer.status === 401) failures += 1;
      later(30_000);
    }
    // The attacker's own address is held, the owner's is not: the right password signs in at once.
    expect((await login(person, attacker)).status).toBe(429);
    for (const ip of ['198.51.100.7', '2001:db8:77::1']) expect((await login(person, ip)).status).toBe(200);
  });

  it('an account guessed at from many addresses holds those addresses, not one that made no failed attempt', async () => {
    const person = { email: 'spread@example.com', password: 'a spread-out guessing target' };
    await createAccount({ ...person, name: 'Spread', role: 'Staff' });
    for (let n = 1; n <= 20; n += 1) {
      expect((await login({ email: person.email, password: `guess ${n}` }, `198.18.7.${n}`)).status).toBe(401);
    }
    const guesser = await login(person, '198.18.7.3');
    expect(guesser.status).toBe(429);
    expect(retryAfter(guesser)).toBeGreaterThanOrEqual(25);
    expect((await login(person, '198.18.8.1')).status).toBe(200);
  });

  it('password-reset requests are not counted as sign-ins', async () => {
    const ip = '192.0.2.30';
    for (let request = 0; request < 10; request += 1) {
      expect((await callEndpoint(passwordResetApi.request, { body: { email: ADMIN.email }, ip })).status).toBe(200);
    }
    expect((await login(ADMIN, ip)).status).toBe(200);
  });

  it(
    'after 100 failures with different e-mails from one address, a new e-mail from there is 429',
    { timeout: 180_000 },
    async () => {
      const ip = '192.0.2.20';
      for (let attempt = 1; attempt <= 100; attempt += 1) {
        const answer = await login({ email: `guess${attempt}@example.com`, password: 'guess' }, ip);
        expect(answer.status, `attempt ${attempt}`).toBe(401);
      }
      const fresh = await login({ email: 'fresh@example.com', password: 'guess' }, ip);
      expect(fresh.status).toBe(429);
      expect(retryAfter(fresh)).toBeGreaterThan(0);
      expect((await login(ADMIN, ip)).status).toBe(429);
      // Another person from another address is not held up by this address's guesses.
      const other = { email: 'meera@example.com', password: 'a long enough password for meera' };
      await createAccount({ ...other, name: 'Meera', role: 'Staff' });
      expect((await login(other, '192.0.2.21')).status).toBe(200);
    },
  );
});
