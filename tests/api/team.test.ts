/**
 * (Over 300 lines: one feature, the team's accounts, a describe for each of its rules, on one SMTP server.)
 * Staff accounts over the real handlers and a real Blobs store: roles, the last-Admin guard,
 * sessions ended by logout, a password change, disabling, removing and resetting; sign-in throttling per
 * account and per IPv6 /64; reset links that work once and for 30 minutes, mailed to a real SMTP server;
 * and the activity list. Versions that stop a save over someone else's are tests/api/if-match.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  accountApi,
  activityApi,
  contactsApi,
  dashboardApi,
  enquiriesApi,
  loginApi,
  logoutApi,
  mailApi,
  passwordResetApi,
  productsApi,
  usersApi,
} from '../../src/lib/api/index.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import type { TeamMember } from '../../src/lib/types.ts';
import { adminToken, callEndpoint } from '../helpers/api.ts';
import { mailDrained } from '../helpers/mail-drained.ts';
import { type TestSmtp, startSmtp } from '../helpers/smtp.ts';
import { unique, valid } from './fixtures.ts';

let admin: string;
let smtp: TestSmtp;
let addresses = 0;
/** A fresh address for each sign-in, so the throttling tests below are the only ones that meet it. */
const freshIp = () => `198.18.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;

beforeAll(async () => {
  smtp = await startSmtp();
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  process.env.URL = 'https://labels.example';
  admin = await adminToken();
});

afterAll(async () => {
  await smtp.close();
});

const signIn = (email: string, password: string, ip = freshIp()) =>
  callEndpoint(loginApi.signIn, { body: { email, password }, ip });

/** Adds a person as the test Admin and signs them in. */
async function person(role: 'Admin' | 'Staff' = 'Staff', name = 'Meera Iyer') {
  const email = `${unique('person').replace(/\W+/g, '.')}@example.com`.toLowerCase();
  const password = 'woven labels since 2008';
  const added = await callEndpoint(usersApi.create, { body: { email, name, role, password }, token: admin });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const login = await signIn(email, password);
  expect(login.status).toBe(200);
  return { ...(added.body.data as TeamMember), password, token: login.body.token as string };
}

const dashboard = (token: string) => callEndpoint(dashboardApi.counts, { token });

describe('people and roles', () => {
  it('an Admin adds a person; the answer never carries the password or its hash', async () => {
    const meera = await person('Staff');
    expect(meera).toMatchObject({ role: 'Staff', name: 'Meera Iyer', disabled: false, lastSignInAt: null });
    expect(JSON.stringify(meera)).not.toMatch(/scrypt|passwordHash/);
    const listed = (await callEndpoint(usersApi.list, { token: admin })).body.data as TeamMember[];
    const again = listed.find((member) => member.id === meera.id)!;
    expect(again.lastSignInAt).toEqual(expect.any(String));
    expect(JSON.stringify(listed)).not.toMatch(/scrypt|passwordHash/);
    expect((await callEndpoint(accountApi.me, { token: meera.token })).body).toEqual({
      id: meera.id,
      email: meera.email,
      name: 'Meera Iyer',
      role: 'Staff',
    });
  });

  it('Staff work the inboxes and content but get 403 with a clear message on every team call', async () => {
    const staff = await person('Staff');
    expect((await dashboard(staff.token)).status).toBe(200);
    expect(
      (await callEndpoint(productsApi.create, { body: valid.product({ name: unique('Staff tag') }), token: staff.token })).status,
    ).toBe(201);
    const calls = [
      callEndpoint(usersApi.list, { token: staff.token }),
      callEndpoint(usersApi.create, {
        body: { email: 'x@example.com', name: 'X Y', role: 'Admin', password: 'woven labels since 2008' },
        token: staff.token,
      }),
      callEndpoint(usersApi.update, { params: { id: staff.id }, body: { role: 'Admin' }, token: staff.token }),
      callEndpoint(usersApi.remove, { params: { id: staff.id }, token: staff.token }),
      callEndpoint(usersApi.reset, { params: { id: staff.id }, token: staff.token }),
    ];
    for (const answer of await Promise.all(calls))
      expect(answer).toMatchObject({ status: 403, body: { message: MESSAGES.adminOnly } });
    expect((await callEndpoint(accountApi.me, { token: staff.token })).body.role).toBe('Staff');
  });

  it('a role change reaches the person’s open session at once', async () => {
    const staff = await person('Staff');
    expect((await callEndpoint(usersApi.list, { token: staff.token })).status).toBe(403);
    expect(
      (await callEndpoint(usersApi.update, { params: { id: staff.id }, body: { role: 'Admin' }, token: admin })).status,
    ).toBe(200);
    expect((await callEndpoint(usersApi.list, { token: staff.token })).status).toBe(200);
  });

  it.each([
    ['shorter than 12 characters', 'short pass1', 'Password must be at least 12 characters'],
    ['a common password', 'Password1234', 'This password is too common. Choose one that is harder to guess'],
    ['a run of digits', '123456789012345', 'This password is too common. Choose one that is harder to guess'],
    ['the e-mail itself', 'rules.test@example.com', 'Password must not be your email address'],
  ])('refuses a password that is %s, under the password field', async (_case, password, message) => {
    const answer = await callEndpoint(usersApi.create, {
      body: { email: 'rules.test@example.com', name: 'Rule Test', role: 'Staff', password },
      token: admin,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.password).toBe(message);
  });

  it('refuses a second account for the same e-mail, whatever its case (409)', async () => {
    const meera = await person('Staff');
    const answer = await callEndpoint(usersApi.create, {
      body: { email: meera.email.toUpperCase(), name: 'Other', role: 'Staff', password: 'another long password' },
      token: admin,
    });
    expect(answer).toMatchObject({ status: 409, body: { message: MESSAGES.accountExists } });
  });

  it('answers 400 for an empty change and 404 for an unknown person', async () => {
    const meera = await person('Staff');
    expect((await callEndpoint(usersApi.update, { params: { id: meera.id }, body: {}, token: admin })).status).toBe(400);
    const unknown = 'f'.repeat(64);
    expect((await callEndpoint(usersApi.update, { params: { id: unknown }, body: { name: 'Xy' }, token: admin })).status).toBe(
      404,
    );
    expect((await callEndpoint(usersApi.remove, { params: { id: '../x' }, token: admin })).status).toBe(404);
  });
});

describe('the team always keeps an Admin', () => {
  it('the last enabled Admin can be neither made Staff, disabled nor removed, and nobody removes or disables themselves', async () => {
    const me = (await callEndpoint(accountApi.me, { token: admin })).body;
    const others = ((await callEndpoint(usersApi.list, { token: admin })).body.data as TeamMember[]).filter(
      (member) => member.id !== me.id && member.role === 'Admin' && !member.disabled,
    );
    // Any Admin another test made is made Staff first, so the test Admin is the last one.
    for (const other of others) {
      await callEndpoint(usersApi.update, { params: { id: other.id }, body: { role: 'Staff' }, token: admin });
    }
    const demote = await callEndpoint(usersApi.update, { params: { id: me.id }, body: { role: 'Staff' }, token: admin });
    expect(demote).toMatchObject({ status: 409, body: { message: MESSAGES.lastAdmin } });
    const disable = await callEndpoint(usersApi.update, { params: { id: me.id }, body: { disabled: true }, token: admin });
    expect(disable.status).toBe(409);
    const remove = await callEndpoint(usersApi.remove, { params: { id: me.id }, token: admin });
    expect(remove.status).toBe(409);
    expect((await callEndpoint(accountApi.me, { token: admin })).body.role).toBe('Admin');

    // With a second Admin, the first may become Staff (and is made Admin again by the second).
    const second = await person('Admin', 'Kabir Das');
    expect(
      (await callEndpoint(usersApi.update, { params: { id: me.id }, body: { role: 'Staff' }, token: second.token })).status,
    ).toBe(200);
    expect(
      (await callEndpoint(usersApi.update, { params: { id: second.id }, body: { role: 'Staff' }, token: second.token })).status,
    ).toBe(409);
    expect(
      (await callEndpoint(usersApi.update, { params: { id: me.id }, body: { role: 'Admin' }, token: second.token })).status,
    ).toBe(200);
  });
});

describe('two Admins at once', () => {
  it('making each other Staff at the same moment: one change is refused, so an enabled Admin always stays', async () => {
    const me = (await callEndpoint(accountApi.me, { token: admin })).body;
    const enabledAdmins = async (token: string) =>
      ((await callEndpoint(usersApi.list, { token })).body.data as TeamMember[]).filter(
        (member) => member.role === 'Admin' && !member.disabled,
      );
    for (let round = 0; round < 5; round += 1) {
      for (const other of await enabledAdmins(admin)) {
        if (other.id !== me.id)
          await callEndpoint(usersApi.update, { params: { id: other.id }, body: { role: 'Staff' }, token: admin });
      }
      const second = await person('Admin', 'Kabir Das');
      const [mine, theirs] = await Promise.all([
        callEndpoint(usersApi.update, { params: { id: second.id }, body: { role: 'Staff' }, token: admin }),
        callEndpoint(usersApi.update, { params: { id: me.id }, body: { role: 'Staff' }, token: second.token }),
      ]);
      expect([mine.status, theirs.status].sort(), `round ${round}`).toEqual([200, 409]);
      expect((mine.status === 409 ? mine : theirs).body.message).toBe(MESSAGES.lastAdmin);
      const [stays, token] = mine.status === 200 ? [me.id, admin] : [second.id, second.token];
      expect((await enabledAdmins(token)).map((member) => member.id)).toEqual([stays]);
      // The test Admin is made Admin again for the tests after this one.
      if (stays !== me.id)
        expect((await callEndpoint(usersApi.update, { params: { id: me.id }, body: { role: 'Admin' }, token })).status).toBe(200);
    }
  });
});

describe('sessions that can be ended', () => {
  it('logout ends the session on the server: the same token answers 401 afterwards', async () => {
    const meera = await person();
    expect((await callEndpoint(logoutApi.logout, { token: meera.token })).body).toEqual({ message: MESSAGES.logout });
    for (const answer of [await dashboard(meera.token), await callEndpoint(accountApi.me, { token: meera.token })]) {
      expect(answer).toMatchObject({ status: 401, body: { message: MESSAGES.sessionEnded } });
    }
  });

  it('a write with an ended session changes nothing', async () => {
    const meera = await person();
    await callEndpoint(logoutApi.logout, { token: meera.token });
    const name = unique('Ghost label');
    const answer = await callEndpoint(productsApi.create, { body: valid.product({ name }), token: meera.token });
    expect(answer.status).toBe(401);
    const listed = (await callEndpoint(productsApi.list, { token: admin })).body as { name: string }[];
    expect(listed.map((product) => product.name)).not.toContain(name);
  });

  it('a password change keeps this session, ends the others, and needs the current password', async () => {
    const meera = await person();
    const elsewhere = (await signIn(meera.email, meera.password)).body.token;
    const wrong = await callEndpoint(accountApi.changePassword, {
      body: { currentPassword: 'not my password', newPassword: 'a brand new passphrase' },
      token: meera.token,
    });
    expect(wrong).toMatchObject({ status: 400, body: { errors: { currentPassword: MESSAGES.currentPasswordWrong } } });
    expect((await dashboard(elsewhere)).status).toBe(200);
    const changed = await callEndpoint(accountApi.changePassword, {
      body: { currentPassword: meera.password, newPassword: 'a brand new passphrase' },
      token: meera.token,
    });
    expect(changed).toMatchObject({ status: 200, body: { message: MESSAGES.passwordChanged } });
    expect((await dashboard(meera.token)).status).toBe(200);
    expect((await dashboard(elsewhere)).status).toBe(401);
    expect((await signIn(meera.email, meera.password)).status).toBe(401);
    expect((await signIn(meera.email, 'a brand new passphrase')).status).toBe(200);
  });

  it('disabling ends every session at once and refuses sign-in; enabling lets the person back in', async () => {
    const meera = await person();
    const second = (await signIn(meera.email, meera.password)).body.token;
    expect(
      (await callEndpoint(usersApi.update, { params: { id: meera.id }, body: { disabled: true }, token: admin })).status,
    ).toBe(200);
    expect((await dashboard(meera.token)).status).toBe(401);
    expect((await dashboard(second)).status).toBe(401);
    expect(await signIn(meera.email, meera.password)).toMatchObject({ status: 403, body: { message: MESSAGES.accountDisabled } });
    // A wrong password still reads as a wrong password: being disabled is said only to the right one.
    expect((await signIn(meera.email, 'not the password at all')).status).toBe(401);
    await callEndpoint(usersApi.update, { params: { id: meera.id }, body: { disabled: false }, token: admin });
    expect((await signIn(meera.email, meera.password)).status).toBe(200);
  });

  it('removing a person ends their sessions and their sign-in', async () => {
    const meera = await person();
    expect(await callEndpoint(usersApi.remove, { params: { id: meera.id }, token: admin })).toMatchObject({
      status: 200,
      body: { message: MESSAGES.personRemoved },
    });
    expect((await dashboard(meera.token)).status).toBe(401);
    expect((await signIn(meera.email, meera.password)).status).toBe(401);
  });
});

describe('password reset', () => {
  const confirm = (token: string, password: string) => callEndpoint(passwordResetApi.confirm, { body: { token, password } });
  const tokenOf = (link: string) => new URL(link).hash.replace('#token=', '');

  it('an Admin’s reset ends the person’s sessions, stops the old password, and gives a link that works once', async () => {
    const meera = await person();
    const reset = await callEndpoint(usersApi.reset, { params: { id: meera.id }, token: admin });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe(MESSAGES.resetLinkMade);
    expect(reset.body.link).toMatch(/^https:\/\/labels\.example\/reset-password#token=[\w-]{40,}$/);
    expect(Date.parse(reset.body.expiresAt) - Date.now()).toBeGreaterThan(29 * 60 * 1000);
    expect((await dashboard(meera.token)).status).toBe(401);
    expect((await signIn(meera.email, meera.password)).status).toBe(401);

    const token = tokenOf(reset.body.link);
    expect((await confirm(token, 'short')).status).toBe(400);
    expect((await confirm(token, meera.email)).body.errors?.password).toBe(MESSAGES.passwordIsEmail);
    expect(await confirm(token, 'a fresh start passphrase')).toMatchObject({
      status: 200,
      body: { message: MESSAGES.passwordSet },
    });
    expect((await signIn(meera.email, 'a fresh start passphrase')).status).toBe(200);
    expect(await confirm(token, 'yet another passphrase')).toMatchObject({
      status: 400,
      body: { message: MESSAGES.resetLinkInvalid },
    });
  });

  it('cannot flood a mailbox: at most 3 reset mails an hour per e-mail, each request answered the same', async () => {
    const meera = await person();
    const answers = [];
    for (let n = 0; n < 6; n += 1) {
      answers.push(await callEndpoint(passwordResetApi.request, { body: { email: meera.email }, ip: freshIp() }));
    }
    expect(answers.map((answer) => answer.body.message)).toEqual(Array(6).fill(MESSAGES.resetRequested));
    const mails = () => smtp.received.filter((mail) => JSON.stringify(mail.to).includes(meera.email)).length;
    await expect.poll(mails).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mails()).toBe(3);
  });

  it('a link older than 30 minutes does not work', async () => {
    const meera = await person();
    const { link } = (await callEndpoint(usersApi.reset, { params: { id: meera.id }, token: admin })).body;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31 * 60 * 1000 });
    try {
      expect(await confirm(tokenOf(link), 'a fresh start passphrase')).toMatchObject({
        status: 400,
        body: { message: MESSAGES.resetLinkInvalid },
      });
    } finally {
      vi.useRealTimers();
    }
    expect((await confirm('made-up-token-that-was-never-issued', 'a fresh start passphrase')).status).toBe(400);
  });

  it('Forgot password mails a link to a known e-mail and answers the same for an unknown one; the Mail screen hides the link', async () => {
    const meera = await person('Staff', unique('Forgetful'));
    const known = await callEndpoint(passwordResetApi.request, { body: { email: meera.email }, ip: freshIp() });
    const unknown = await callEndpoint(passwordResetApi.request, { body: { email: 'nobody@example.com' }, ip: freshIp() });
    expect(known).toMatchObject({ status: 200, body: { message: MESSAGES.resetRequested } });
    expect(unknown.body).toEqual(known.body);
    const [mail] = await smtp.mailsAbout(meera.name, 1);
    expect(mail.to).toMatchObject({ value: [{ address: meera.email }] });
    const link = /https:\/\/labels\.example\/reset-password#token=[\w-]+/.exec(mail.text!)![0];
    expect((await confirm(tokenOf(link), 'remembered it now, long')).status).toBe(200);
    expect((await signIn(meera.email, 'remembered it now, long')).status).toBe(200);
    await mailDrained(smtp);
    expect(smtp.arrived('nobody@example.com')).toHaveLength(0);
    const shown = (await callEndpoint(mailApi.recent, { token: admin })).body.data.find((each: { to: string[] }) =>
      each.to.includes(meera.email),
    );
    expect(shown?.text).toBe(MESSAGES.mailTextHidden);
    expect(JSON.stringify(shown)).not.toContain(tokenOf(link));
  });
});

describe('sign-in throttling', () => {
  it('counts one account’s failures across addresses: those addresses wait and are told how long, a new one signs in', async () => {
    const meera = await person();
    const guessers = Array.from({ length: 20 }, () => freshIp());
    for (const [attempt, ip] of guessers.entries()) {
      expect((await signIn(meera.email, `wrong guess ${attempt}`, ip)).status, `attempt ${attempt}`).toBe(401);
    }
    const held = await signIn(meera.email, meera.password, guessers[0]);
    expect(held.status).toBe(429);
    expect(held.body.message).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ (seconds|minutes)\.$/);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn(meera.email, meera.password)).status).toBe(200);
  });

  it('counts an IPv6 client by its /64: new host parts do not buy new tries', async () => {
    const meera = await person();
    const prefix = '2001:db8:4:7';
    for (let host = 1; host <= 5; host += 1) {
      expect((await signIn(meera.email, 'wrong guess', `${prefix}:${host}::${host}`)).status).toBe(401);
    }
    expect((await signIn(meera.email, 'wrong guess', `${prefix}:ffff:1:2:3`)).status).toBe(429);
    expect((await signIn(meera.email, meera.password, '2001:db8:4:8::1')).status).toBe(200);
  });
});

describe('who did what', () => {
  it('an inbox row carries its last change, and the activity list has it, newest first, filterable by person', async () => {
    const meera = await person('Staff', 'Meera Iyer');
    const name = unique('Activity visitor');
    expect((await callEndpoint(contactsApi.create, { body: valid.contact({ name }) })).status).toBe(201);
    const row = (await callEndpoint(contactsApi.list, { token: admin, query: { q: name } })).body.data[0];
    await callEndpoint(contactsApi.remark, { params: { id: row._id }, body: { remark: 'Called back' }, token: meera.token });
    const changed = await callEndpoint(enquiriesApi.setStatus, {
      params: { id: row._id },
      body: { status: 'Won' },
      token: meera.token,
    });
    expect(changed.body.data.lastChange).toMatchObject({ what: 'Status', by: 'Meera Iyer', byId: meera.id });
    const listed = (await callEndpoint(contactsApi.list, { token: admin, query: { q: name } })).body.data[0];
    expect(listed.lastChange).toMatchObject({ what: 'Status', by: 'Meera Iyer' });

    const mine = await callEndpoint(activityApi.list, { token: admin, query: { user: meera.id } });
    expect(mine.body.data.map((entry: { action: string }) => entry.action)).toEqual(['Status changed to Won', 'Remark added']);
    expect(mine.body.data[0]).toMatchObject({ userName: 'Meera Iyer', target: { kind: 'contacts', id: row._id, label: name } });
    expect(mine.body.hasMore).toBe(false);
    // Staff read the activity list too.
    expect((await callEndpoint(activityApi.list, { token: meera.token })).status).toBe(200);
  });

  it('pages newest first without gaps or repeats, and says when there is more', async () => {
    const kabir = await person('Staff', 'Kabir Das');
    const made: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      const product = await callEndpoint(productsApi.create, {
        body: valid.product({ name: unique(`Paged ${index}`) }),
        token: kabir.token,
      });
      made.push(product.body.data._id);
    }
    const pages = [];
    for (let page = 1; page <= 3; page += 1) {
      pages.push((await callEndpoint(activityApi.list, { token: admin, query: { user: kabir.id, page, limit: 5 } })).body);
    }
    expect(pages.map((page) => page.hasMore)).toEqual([true, true, false]);
    const ids = pages.flatMap((page) => page.data.map((entry: { target: { id: string } }) => entry.target.id));
    expect(ids).toEqual([...made].reverse());
    expect((await callEndpoint(activityApi.list, { token: admin, query: { user: 'not-an-id' } })).status).toBe(400);
    expect((await callEndpoint(activityApi.list, { token: admin, query: { limit: 500 } })).status).toBe(400);
  });

  it('records team changes too', async () => {
    const meera = await person('Staff', 'Meera Iyer');
    await callEndpoint(usersApi.update, { params: { id: meera.id }, body: { disabled: true }, token: admin });
    const recent = (await callEndpoint(activityApi.list, { token: admin, query: { limit: 5 } })).body.data;
    expect(recent[0]).toMatchObject({ action: 'Person disabled', userName: 'Asha', target: { kind: 'team', id: meera.id } });
  });
});
