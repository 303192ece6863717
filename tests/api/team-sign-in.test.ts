/**
 * A team member's sign-in over the real handlers and a real Blobs store: sessions ended by logout, a password
 * change, disabling and removing; reset links that work once and for 30 minutes, mailed to a real SMTP
 * server; sign-in throttling per account and per IPv6 /64. Roles and the activity list are ./team.test.ts.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { accountApi, logoutApi, mailApi, passwordResetApi, productsApi, teamMembersApi } from '../../src/lib/api/index.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { adminToken, callEndpoint } from '../helpers/api.ts';
import { mailDrained } from '../helpers/mail-drained.ts';
import { type TestSmtp, withTestMail } from '../helpers/smtp.ts';
import { freshSignInIp as freshIp, signIn, teamMember, dashboardFor } from '../helpers/team-members.ts';
import { unique, valid } from './fixtures.ts';

let admin: string;
let smtp: TestSmtp;
withTestMail((started) => (smtp = started));

beforeAll(async () => {
  admin = await adminToken();
});

describe('sessions that can be ended', () => {
  it('logout ends the session on the server: the same token answers 401 afterwards', async () => {
    const meera = await teamMember();
    expect((await callEndpoint(logoutApi.logout, { token: meera.token })).body).toEqual({ message: MESSAGES.logout });
    for (const answer of [await dashboardFor(meera.token), await callEndpoint(accountApi.me, { token: meera.token })]) {
      expect(answer).toMatchObject({ status: 401, body: { message: MESSAGES.sessionEnded } });
    }
  });

  it('a write with an ended session changes nothing', async () => {
    const meera = await teamMember();
    await callEndpoint(logoutApi.logout, { token: meera.token });
    const name = unique('Ghost label');
    const answer = await callEndpoint(productsApi.create, { body: valid.product({ name }), token: meera.token });
    expect(answer.status).toBe(401);
    const listed = (await callEndpoint(productsApi.list, { token: admin })).body as { name: string }[];
    expect(listed.map((product) => product.name)).not.toContain(name);
  });

  it('a password change keeps this session, ends the others, and needs the current password', async () => {
    const meera = await teamMember();
    const elsewhere = (await signIn(meera.email, meera.password)).body.token;
    const wrong = await callEndpoint(accountApi.changePassword, {
      body: { currentPassword: 'not my password', newPassword: 'a brand new passphrase' },
      token: meera.token,
    });
    expect(wrong).toMatchObject({ status: 400, body: { errors: { currentPassword: MESSAGES.currentPasswordWrong } } });
    expect((await dashboardFor(elsewhere)).status).toBe(200);
    const changed = await callEndpoint(accountApi.changePassword, {
      body: { currentPassword: meera.password, newPassword: 'a brand new passphrase' },
      token: meera.token,
    });
    expect(changed).toMatchObject({ status: 200, body: { message: MESSAGES.passwordChanged } });
    expect((await dashboardFor(meera.token)).status).toBe(200);
    expect((await dashboardFor(elsewhere)).status).toBe(401);
    expect((await signIn(meera.email, meera.password)).status).toBe(401);
    expect((await signIn(meera.email, 'a brand new passphrase')).status).toBe(200);
  });

  it('disabling ends every session at once and refuses sign-in; enabling lets the person back in', async () => {
    const meera = await teamMember();
    const second = (await signIn(meera.email, meera.password)).body.token;
    expect(
      (await callEndpoint(teamMembersApi.update, { params: { id: meera.id }, body: { disabled: true }, token: admin })).status,
    ).toBe(200);
    expect((await dashboardFor(meera.token)).status).toBe(401);
    expect((await dashboardFor(second)).status).toBe(401);
    expect(await signIn(meera.email, meera.password)).toMatchObject({ status: 403, body: { message: MESSAGES.accountDisabled } });
    // A wrong password still reads as a wrong password: being disabled is said only to the right one.
    expect((await signIn(meera.email, 'not the password at all')).status).toBe(401);
    await callEndpoint(teamMembersApi.update, { params: { id: meera.id }, body: { disabled: false }, token: admin });
    expect((await signIn(meera.email, meera.password)).status).toBe(200);
  });

  it('removing a person ends their sessions and their sign-in', async () => {
    const meera = await teamMember();
    expect(await callEndpoint(teamMembersApi.remove, { params: { id: meera.id }, token: admin })).toMatchObject({
      status: 200,
      body: { message: MESSAGES.personRemoved },
    });
    expect((await dashboardFor(meera.token)).status).toBe(401);
    expect((await signIn(meera.email, meera.password)).status).toBe(401);
  });
});

describe('password reset', () => {
  const confirm = (token: string, password: string) => callEndpoint(passwordResetApi.confirm, { body: { token, password } });
  const tokenOf = (link: string) => new URL(link).hash.replace('#token=', '');

  it('an Admin’s reset ends the person’s sessions, stops the old password, and gives a link that works once', async () => {
    const meera = await teamMember();
    const reset = await callEndpoint(teamMembersApi.reset, { params: { id: meera.id }, token: admin });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe(MESSAGES.resetLinkMade);
    expect(reset.body.link).toMatch(/^https:\/\/labels\.example\/reset-password#token=[\w-]{40,}$/);
    expect(Date.parse(reset.body.expiresAt) - Date.now()).toBeGreaterThan(29 * 60 * 1000);
    expect((await dashboardFor(meera.token)).status).toBe(401);
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
    const meera = await teamMember();
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
    const meera = await teamMember();
    const { link } = (await callEndpoint(teamMembersApi.reset, { params: { id: meera.id }, token: admin })).body;
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
    const meera = await teamMember('Staff', unique('Forgetful'));
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
    const meera = await teamMember();
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
    const meera = await teamMember();
    const prefix = '2001:db8:4:7';
    for (let host = 1; host <= 5; host += 1) {
      expect((await signIn(meera.email, 'wrong guess', `${prefix}:${host}::${host}`)).status).toBe(401);
    }
    expect((await signIn(meera.email, 'wrong guess', `${prefix}:ffff:1:2:3`)).status).toBe(429);
    expect((await signIn(meera.email, meera.password, '2001:db8:4:8::1')).status).toBe(200);
  });
});
