/**
 * A visitor whose answer was lost (a phone changing networks) and who presses Send again must not store
 * the enquiry twice or be mailed twice: the public forms send an Idempotency-Key, one per form fill, and
 * the same key within a day answers as the first request did and stores nothing new.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contactsApi, helpApi, mailApi, productsApi, quotesApi } from '../../src/lib/api/index.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { anyInbox } from '../../src/lib/server/collections.ts';
import { claimSubmission } from '../../src/lib/server/submissions.ts';
import { adminToken, callEndpoint } from '../helpers/api.ts';
import { unique, valid } from './fixtures.ts';

/** The stored contacts whose name is `name` (the list search matches names). */
async function contactsNamed(name: string) {
  const { body } = await callEndpoint(contactsApi.list, { token: await adminToken(), query: { q: name, limit: 100 } });
  return body.data.filter((record) => record.name === name);
}

async function mailsAbout(enquiryId: string) {
  const { body } = await callEndpoint(mailApi.recent, { token: await adminToken(), query: { limit: 200 } });
  return body.data.filter((mail) => mail.enquiryId === enquiryId);
}

const withKey = (key: string) => ({ headers: { 'idempotency-key': key } });

describe('a submission sent again with its Idempotency-Key', () => {
  it('is answered as the first was and stored once, with one set of mails', async () => {
    const key = randomUUID();
    const body = valid.contact({ name: unique('Asha Retry') });
    const first = await callEndpoint(contactsApi.create, { body, ...withKey(key) });
    const again = await callEndpoint(contactsApi.create, { body, ...withKey(key) });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    const stored = await contactsNamed(body.name);
    expect(stored).toHaveLength(1);
    await expect.poll(async () => (await mailsAbout(stored[0]._id)).length).toBeGreaterThan(0);
    const mails = await mailsAbout(stored[0]._id);
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(mails.length);
  });

  it('sent five times at once is still stored once', async () => {
    const key = randomUUID();
    const body = valid.contact({ name: unique('Asha Burst') });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => callEndpoint(contactsApi.create, { body, ...withKey(key) })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await contactsNamed(body.name)).toHaveLength(1);
  });

  it('works the same for the help and quick-quote dialogs and the product quote form', async () => {
    const token = await adminToken();
    const product = await callEndpoint(productsApi.create, { token, body: valid.product() });
    const forms = [
      [helpApi.create, valid.help({ name: unique('Ravi Retry') }), 'help'],
      [helpApi.create, valid.quickQuote({ name: unique('Meena Retry') }), 'quick'],
      [quotesApi.create, valid.productQuote(product.body.data._id, { name: unique('Karan Retry') }), 'quotes'],
    ] as const;
    for (const [create, body, kind] of forms) {
      const key = randomUUID();
      for (let n = 0; n < 3; n += 1) expect((await callEndpoint(create, { body, ...withKey(key) })).status).toBe(201);
      const found = await anyInbox(kind).query({ q: body.name }, 1, 10);
      expect(found.filter((record) => (record as { name?: string }).name === body.name)).toHaveLength(1);
    }
  });

  it('without a key, or with a new key, each send is its own enquiry (as before)', async () => {
    const body = valid.contact({ name: unique('Asha Twice') });
    await callEndpoint(contactsApi.create, { body });
    await callEndpoint(contactsApi.create, { body });
    await callEndpoint(contactsApi.create, { body, ...withKey(randomUUID()) });
    expect(await contactsNamed(body.name)).toHaveLength(3);
  });

  it('with another body is refused with 422 and stores nothing more', async () => {
    const key = randomUUID();
    const body = valid.contact({ name: unique('Asha Changed') });
    expect((await callEndpoint(contactsApi.create, { body, ...withKey(key) })).status).toBe(201);
    const changed = await callEndpoint(contactsApi.create, {
      body: { ...body, message: 'Something else entirely.' },
      ...withKey(key),
    });
    expect(changed.status).toBe(422);
    expect(changed.body.message).toBe(MESSAGES.idempotencyKeyReused);
    expect(await contactsNamed(body.name)).toHaveLength(1);
  });

  it('is not shared between forms: the same key on another form is another submission', async () => {
    const key = randomUUID();
    const name = unique('Shared Key');
    await callEndpoint(contactsApi.create, { body: valid.contact({ name }), ...withKey(key) });
    await callEndpoint(helpApi.create, { body: valid.help({ name }), ...withKey(key) });
    expect(await contactsNamed(name)).toHaveLength(1);
    expect((await anyInbox('help').query({ q: name }, 1, 10)).length).toBe(1);
  });

  it('a first try refused (the product was not available) does not keep its repeat from being stored', async () => {
    const token = await adminToken();
    const product = await callEndpoint(productsApi.create, { token, body: valid.product({ status: 'Inactive' }) });
    const id = product.body.data._id;
    const key = randomUUID();
    const body = valid.productQuote(id, { name: unique('Karan Later') });
    expect((await callEndpoint(quotesApi.create, { body, ...withKey(key) })).status).toBe(400);
    await callEndpoint(productsApi.setStatus, { token, params: { id }, body: { status: 'Active' } });
    expect((await callEndpoint(quotesApi.create, { body, ...withKey(key) })).status).toBe(201);
    expect((await callEndpoint(quotesApi.create, { body, ...withKey(key) })).status).toBe(201);
    const found = await anyInbox('quotes').query({ q: body.name }, 1, 10);
    expect(found).toHaveLength(1);
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(256)],
    ['not plain text', 'clé-ünïcode'],
    ['with spaces inside', 'two words'],
  ])('a key that is %s is refused with 400 and nothing is stored', async (_what, key) => {
    const body = valid.contact({ name: unique('Bad Key') });
    const answer = await callEndpoint(contactsApi.create, { body, headers: { 'idempotency-key': key } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(MESSAGES.badIdempotencyKey);
    expect(await contactsNamed(body.name)).toHaveLength(0);
  });
});

describe('how long a key holds', () => {
  const hour = 60 * 60 * 1000;
  // Early in a UTC day too: the repeat then falls two calendar days after the day before the first.
  it.each(['00:30', '12:00', '23:59'])(
    'a repeat 23 hours after a first at %s UTC takes its id; 25 hours after, it is new',
    async (time) => {
      const key = randomUUID();
      const start = Date.parse(`2026-11-20T${time}:00Z`);
      const first = await claimSubmission('/api/contacts', key, { a: 1 }, start);
      expect(await claimSubmission('/api/contacts', key, { a: 1 }, start + 23 * hour)).toBe(first);
      expect(await claimSubmission('/api/contacts', key, { a: 1 }, start + 25 * hour)).not.toBe(first);
    },
  );
});
