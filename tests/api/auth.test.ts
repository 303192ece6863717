/** POST /api/login: answers, validation, and failed-attempt throttling (per e-mail and address, per address). */
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardApi, loginApi } from '../../src/lib/api/index.ts';
import { accountId, createAccount } from '../../src/lib/server/accounts.ts';
import { ADMIN, adminToken, callEndpoint } from '../helpers/api.ts';

const login = (body: unknown, ip: string) => callEndpoint(loginApi.signIn, { body, ip });
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
    ['email missing', 'Email is required', { password: ADMIN.password }],
    ['email empty', 'Email is required', { email: '', password: ADMIN.password }],
    ['password missing', 'Password is required', { email: ADMIN.email }],
    ['password empty', 'Password is required', { email: ADMIN.email, password: '' }],
    ['both missing', 'Email is required', {}],
  ])('refuses a request with %s: 400 "%s"', async (_case, message, body) => {
    const answer = await login(body, '192.0.2.4');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(answer.body.token).toBeUndefined();
  });
});

describe('throttling failed sign-ins', () => {
  it('after 5 failures for one e-mail from one address, the 6th attempt from there is 429 even with the right password', async () => {
    const ip = '192.0.2.10';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(wrong, ip)).status, `attempt ${attempt}`).toBe(401);
    }
    const blocked = await login(ADMIN, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toEqual(expect.any(String));
    expect(blocked.body.token).toBeUndefined();
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('still lets the right password in from another address', async () => {
    const ip = '192.0.2.11';
    for (let attempt = 1; attempt <= 5; attempt += 1) await login(wrong, ip);
    expect((await login(ADMIN, ip)).status).toBe(429);
    const elsewhere = await login(ADMIN, '192.0.2.12');
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.token).toEqual(expect.any(String));
  });

  it("a success before the limit clears that e-mail's failures from that address", async () => {
    const ip = '192.0.2.13';
    for (let attempt = 1; attempt <= 4; attempt += 1) await login(wrong, ip);
    expect((await login(ADMIN, ip)).status).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
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
      expect((await login(ADMIN, ip)).status).toBe(429);
      // Another person from another address is not held up by this address's guesses.
      const other = { email: 'meera@example.com', password: 'a long enough password for meera' };
      await createAccount({ ...other, name: 'Meera', role: 'Staff' });
      expect((await login(other, '192.0.2.21')).status).toBe(200);
    },
  );
});
