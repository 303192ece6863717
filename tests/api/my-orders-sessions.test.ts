/**
 * My orders' sessions can be ended, over the real handlers, the local store and a real SMTP server: Sign out
 * ends that session on the server; an Admin's "End this buyer's sessions", staff removing the contact from its
 * record and an erasure end every session of that e-mail at once (and a link mailed before cannot open a new
 * one); the buyer's privacy calls are rate limited like their other writes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { customersApi } from '../../src/lib/api/customers.ts';
import { myOrdersApi } from '../../src/lib/api/my-orders.ts';
import { privacyApi } from '../../src/lib/api/privacy.ts';
import { MY_ORDERS_STAFF } from '../../src/lib/messages/my-orders.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { updateCustomer } from '../../src/lib/server/customers/edit.ts';
import { endBuyerSessions } from '../../src/lib/server/my-orders/buyer-session.ts';
import { useInProcessBlobs } from '../../src/lib/server/store/index.ts';
import { CUSTOMER_WRITE_LIMITS } from '../../src/lib/server/throttle.ts';
import { adminToken, callEndpoint, staffToken } from '../helpers/api.ts';
import { customerEdit } from '../helpers/customer-edit.ts';
import { askLink, buyerRecord, freshEmail, linksTo, readStatus, signIn } from '../helpers/my-orders-buyer.ts';
import { type TestSmtp, withTestMail } from '../helpers/smtp.ts';

let smtp: TestSmtp;
let admin: string;
let network = 0;
const freshIp = () => `203.0.113.${++network}`;

withTestMail((started) => (smtp = started));

beforeAll(async () => {
  admin = await adminToken();
});

describe('Sign out', () => {
  it('costs each call of a session one store request: its record’s read', async () => {
    const email = freshEmail();
    await buyerRecord([email]);
    const session = await signIn(smtp, email, freshIp());
    const seen: string[] = [];
    useInProcessBlobs((input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const path = decodeURIComponent(url.pathname);
      if (/session\/[0-9a-f]{40}\/[0-9a-z]{18}/.test(path)) seen.push(`${(init?.method ?? 'GET').toUpperCase()}`);
      return fetch(input, init);
    });
    try {
      expect(await readStatus(session)).toBe(200);
      expect((await callEndpoint(myOrdersApi.consent, { token: session, body: { marketing: true } })).status).toBe(200);
    } finally {
      useInProcessBlobs(undefined);
    }
    expect(seen).toEqual(['GET', 'GET']);
  });

  it('ends that session on the server, and leaves the buyer’s other sessions', async () => {
    const email = freshEmail();
    await buyerRecord([email]);
    const [phone, laptop] = [await signIn(smtp, email, freshIp()), await signIn(smtp, email, freshIp())];
    const out = await callEndpoint(myOrdersApi.signOut, { token: phone });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(out.body.message).toBe('You are signed out.');
    expect(await readStatus(phone)).toBe(401);
    expect((await callEndpoint(myOrdersApi.consent, { token: phone, body: { marketing: true } })).status).toBe(401);
    expect(await readStatus(laptop)).toBe(200);
    expect((await callEndpoint(myOrdersApi.signOut, { token: phone })).status).toBe(401);
    expect((await callEndpoint(myOrdersApi.signOut)).status).toBe(401);
  });
});

describe('ending all of a buyer’s sessions', () => {
  it('an Admin’s “End this buyer’s sessions” ends every session of that e-mail and no other; Staff get 403', async () => {
    const [email, colleague] = [freshEmail(), freshEmail()];
    const customer = await buyerRecord([email, colleague]);
    const sessions = [await signIn(smtp, email, freshIp()), await signIn(smtp, email, freshIp())];
    const theirs = await signIn(smtp, colleague, freshIp());
    // A link mailed before, not opened yet.
    expect((await askLink(email, freshIp())).status).toBe(200);
    const [pending] = (await linksTo(smtp, email, 3)).slice(2);

    const staff = await staffToken();
    const refused = await callEndpoint(customersApi.endSessions, { token: staff, params: { id: customer._id }, body: { email } });
    expect(refused.status).toBe(403);
    expect(await readStatus(sessions[0])).toBe(200);

    const ended = await callEndpoint(customersApi.endSessions, { token: admin, params: { id: customer._id }, body: { email } });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body.message).toBe(MY_ORDERS_STAFF.sessionsEnded(email));
    expect(await Promise.all(sessions.map(readStatus))).toEqual([401, 401]);
    expect(await readStatus(theirs)).toBe(200);
    expect((await callEndpoint(myOrdersApi.session, { body: { token: pending } })).status).toBe(401);
    // Signing in again afterwards works.
    expect(await readStatus(await signIn(smtp, email, freshIp()))).toBe(200);

    const stranger = await callEndpoint(customersApi.endSessions, {
      token: admin,
      params: { id: customer._id },
      body: { email: freshEmail() },
    });
    expect(stranger.status).toBe(404);
    const bad = await callEndpoint(customersApi.endSessions, {
      token: admin,
      params: { id: customer._id },
      body: { email: 'x' },
    });
    expect(bad.status).toBe(400);
  });

  it('staff removing a contact from its record end that contact’s sessions', async () => {
    const [kept, removed] = [freshEmail(), freshEmail()];
    const customer = await buyerRecord([kept, removed]);
    const [keptSession, removedSession] = [await signIn(smtp, kept, freshIp()), await signIn(smtp, removed, freshIp())];
    const edit = customerEdit(customer, { company: '', gstin: '', contacts: [{ name: 'Meera', email: kept, phone: '' }] });
    await updateCustomer(customer._id, edit, undefined);
    expect(await readStatus(removedSession)).toBe(401);
    expect(await readStatus(keptSession)).toBe(200);
  });

  it('an erasure ends the person’s sessions', async () => {
    const email = freshEmail();
    await buyerRecord([email]);
    const session = await signIn(smtp, email, freshIp());
    const asked = await callEndpoint(myOrdersApi.privacy, { token: session, body: { kind: 'erasure', message: '' } });
    expect(asked.status).toBe(201);
    expect(await readStatus(session)).toBe(200);
    const answered = await callEndpoint(privacyApi.answer, {
      token: admin,
      params: { id: asked.body._id },
      body: { message: 'Done.' },
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(await readStatus(session)).toBe(401);
  });

  it('endBuyerSessions matches the e-mail whatever its case', async () => {
    const email = freshEmail();
    await buyerRecord([email]);
    const session = await signIn(smtp, email, freshIp());
    await endBuyerSessions(`  ${email.toUpperCase()} `);
    expect(await readStatus(session)).toBe(401);
  });
});

describe('the buyer’s privacy calls', () => {
  it(`take ${CUSTOMER_WRITE_LIMITS.short.writes} writes in a short time, then 429 with the usual message, news and data requests alike`, async () => {
    const email = freshEmail();
    await buyerRecord([email]);
    const session = await signIn(smtp, email, freshIp());
    const { writes } = CUSTOMER_WRITE_LIMITS.short;
    for (let write = 0; write < writes; write += 1) {
      const answer =
        write % 2
          ? await callEndpoint(myOrdersApi.consent, { token: session, body: { marketing: write % 4 === 1 } })
          : await callEndpoint(myOrdersApi.privacy, { token: session, body: { kind: 'correction', message: `Fix ${write}` } });
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
    }
    for (const refused of [
      await callEndpoint(myOrdersApi.privacy, { token: session, body: { kind: 'access', message: '' } }),
      await callEndpoint(myOrdersApi.consent, { token: session, body: { marketing: false } }),
    ]) {
      const seconds = Number(refused.headers.get('retry-after'));
      expect(refused.status).toBe(429);
      expect(seconds).toBeGreaterThan(0);
      expect(refused.body.message).toBe(MESSAGES.tooManyCustomerWrites(seconds));
    }
    // Another buyer is not held by this one's writes.
    const other = freshEmail();
    await buyerRecord([other]);
    const theirs = await signIn(smtp, other, freshIp());
    expect((await callEndpoint(myOrdersApi.consent, { token: theirs, body: { marketing: true } })).status).toBe(200);
  });
});
