/**
 * The four visitor inboxes (quick quotes, help enquiries, product quotes, contacts), one table:
 * submit, list for staff, remark, delete, page, and each form's validation.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type BodyOf, type Endpoint, contactsApi, helpApi, productsApi, quotesApi } from '../../src/lib/api/index.ts';
import { adminToken, call, callEndpoint, offContract } from '../helpers/api.ts';
import { INBOX_LISTS, ISO_UTC, createProduct, readAll, unique, valid } from './fixtures.ts';

let token: string;
let productId: string;
let inactiveProductId: string;

beforeAll(async () => {
  token = await adminToken();
  productId = (await createProduct(token, { images: ['/api/images/abcdefghij01234567.png'] }))._id;
  inactiveProductId = (await createProduct(token, { status: 'Inactive' }))._id;
});

type InboxList = (typeof INBOX_LISTS)[keyof typeof INBOX_LISTS];
/** The calls of an inbox's group that act on one record. */
type ById = (typeof helpApi | typeof quotesApi | typeof contactsApi)['remark' | 'remove'];
type Submission = { create: Endpoint; body: object };

interface Inbox {
  kind: string;
  list: InboxList;
  /** The other inbox sharing the same create call, where the record must not show. */
  notIn?: InboxList;
  submit: (over: { name: string }) => Submission;
  /** Fields docs/product.md section 3 lists for the admin table. */
  listed: string[];
  remark: ById;
  remove: ById;
}

const INBOXES: Inbox[] = [
  {
    kind: 'quick quote',
    list: INBOX_LISTS.quickQuotes,
    notIn: INBOX_LISTS.helpEnquiries,
    submit: (over) => ({ create: helpApi.create, body: valid.quickQuote(over) }),
    listed: ['name', 'mobile', 'message', 'dateAdded', 'remark', '_id'],
    remark: helpApi.remark,
    remove: helpApi.remove,
  },
  {
    kind: 'help enquiry',
    list: INBOX_LISTS.helpEnquiries,
    notIn: INBOX_LISTS.quickQuotes,
    submit: (over) => ({ create: helpApi.create, body: valid.help(over) }),
    listed: ['name', 'mobile', 'question', 'dateAdded', 'remark', '_id'],
    remark: helpApi.remark,
    remove: helpApi.remove,
  },
  {
    kind: 'product quote',
    list: INBOX_LISTS.productQuotes,
    submit: (over) => ({ create: quotesApi.create, body: valid.productQuote(productId, over) }),
    listed: ['productName', 'quantity', 'image', 'name', 'email', 'dateAdded', 'address', 'phone', 'remark', '_id'],
    remark: quotesApi.remark,
    remove: quotesApi.remove,
  },
  {
    kind: 'contact',
    list: INBOX_LISTS.contacts,
    submit: (over) => ({ create: contactsApi.create, body: valid.contact(over) }),
    listed: ['name', 'email', 'subject', 'message', 'dateAdded', 'remark', '_id'],
    remark: contactsApi.remark,
    remove: contactsApi.remove,
  },
];

/** Submits one record named `name` and answers it as the admin list shows it. */
async function submitNamed(inbox: Inbox, name: string) {
  const { create, body } = inbox.submit({ name });
  const answer = await callEndpoint(create, { body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const record = (await readAll(inbox.list, token)).find((row) => row.name === name);
  expect(record, `${name} listed`).toBeDefined();
  return record;
}

describe.each(INBOXES)('$kind inbox', (inbox) => {
  it('a submission answers 201 { message } and is listed for staff with its fields, an ISO UTC dateAdded, an empty remark and the status New', async () => {
    const name = unique('Visitor');
    const { create, body } = inbox.submit({ name });
    const answer = await callEndpoint(create, { body });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ message: expect.stringMatching(/\S/) });
    const listed = await callEndpoint(inbox.list, { query: { page: 1, limit: 10 }, token });
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ data: expect.any(Array), page: 1, limit: 10 });
    // Found, or the toHaveProperty checks below fail first.
    const record = listed.body.data.find((row: { name: string }) => row.name === name)!;
    for (const field of inbox.listed) expect(record, field).toHaveProperty(field);
    // Every new enquiry starts the sales workflow as New (a product quote's own `status` field included).
    expect(record).toMatchObject({ ...body, remark: '', status: 'New' });
    expect(record.dateAdded).toMatch(ISO_UTC);
    expect(Math.abs(Date.parse(record.dateAdded) - Date.now())).toBeLessThan(60_000);
    if (inbox.notIn) expect((await readAll(inbox.notIn, token)).some((row) => row.name === name)).toBe(false);
  });

  it('a remark round trip: saved, shown in the list, edited, and a blank remark refused with 400', async () => {
    const { _id } = await submitNamed(inbox, unique('Remarked'));
    const remark = (body: BodyOf<ById>) => callEndpoint(inbox.remark, { params: { id: _id }, body, token });
    const remarkOf = async () => (await readAll(inbox.list, token)).find((row) => row._id === _id).remark;

    const saved = await remark({ remark: '  Called back on Monday  ' });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toMatch(/\S/);
    expect(await remarkOf()).toBe('Called back on Monday');

    expect((await remark({ remark: 'Sent samples' })).status).toBe(200);
    expect(await remarkOf()).toBe('Sent samples');

    for (const body of [{ remark: '' }, { remark: '   ' }, { remark: '\n\t' }]) {
      const refused = await remark(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.message, JSON.stringify(body)).toBe('Remark is required');
    }
    expect(await remarkOf()).toBe('Sent samples');
  });

  it('a remark request without the remark field → 400 "Remark is required"', async () => {
    const { _id } = await submitNamed(inbox, unique('No remark'));
    const refused = await callEndpoint(inbox.remark, { params: { id: _id }, body: offContract({}), token });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Remark is required');
  });

  it('delete answers { message }, removes the record, and a second delete is 404', async () => {
    const { _id } = await submitNamed(inbox, unique('Deleted'));
    const first = await callEndpoint(inbox.remove, { params: { id: _id }, token });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: expect.stringMatching(/\S/) });
    expect((await readAll(inbox.list, token)).some((row) => row._id === _id)).toBe(false);
    const second = await callEndpoint(inbox.remove, { params: { id: _id }, token });
    expect(second.status).toBe(404);
    expect(second.body).toEqual({ message: expect.stringMatching(/\S/) });
  });

  it('pages of 10, newest first: with 11 records page 1 has the 10 newest and page 2 the oldest', async () => {
    for (const row of await readAll(inbox.list, token)) {
      expect((await callEndpoint(inbox.remove, { params: { id: row._id }, token })).status).toBe(200);
    }
    const names = [];
    for (let n = 1; n <= 11; n += 1) names.push((await submitNamed(inbox, unique(`Paged ${n}`))).name);
    const page = async (n: number) =>
      (await callEndpoint(inbox.list, { query: { page: n, limit: 10 }, token })).body.data.map(
        (row: { name: string }) => row.name,
      );
    expect(await page(1)).toEqual(names.slice(1).reverse());
    expect(await page(2)).toEqual([names[0]]);
    expect(await page(3)).toEqual([]);
  });
});

/** [case, expected message, fields to change (undefined removes the field; a wrong type sent on purpose)]. */
type Rule = [string, string, Record<string, unknown>];

const RULES: Record<string, { submit: () => Submission; list: InboxList; rules: Rule[] }> = {
  'help dialog': {
    submit: () => ({ create: helpApi.create, body: valid.help() }),
    list: INBOX_LISTS.helpEnquiries,
    rules: [
      ['name empty', 'Name is required', { name: '' }],
      ['name only spaces', 'Name is required', { name: '   ' }],
      ['name missing', 'Name is required', { name: undefined }],
      ['mobile empty', 'Mobile number is required', { mobile: '' }],
      ['question empty', 'Question is required', { question: '' }],
      ['question missing', 'Question is required', { question: undefined }],
      ['an unknown type', 'Type must be Help or Quites', { type: 'Other' }],
    ],
  },
  'quote dialog': {
    submit: () => ({ create: helpApi.create, body: valid.quickQuote() }),
    list: INBOX_LISTS.quickQuotes,
    rules: [
      ['name empty', 'Name is required', { name: '' }],
      ['mobile empty', 'Mobile number is required', { mobile: '' }],
      ['mobile missing', 'Mobile number is required', { mobile: undefined }],
      ['message empty', 'Message is required', { message: '  ' }],
    ],
  },
  'contact form': {
    submit: () => ({ create: contactsApi.create, body: valid.contact() }),
    list: INBOX_LISTS.contacts,
    rules: [
      ['name empty', 'Name is required', { name: '' }],
      ['name missing', 'Name is required', { name: undefined }],
      ['name of 1 character', 'Name should be at least 2 characters', { name: 'A' }],
      ['email empty', 'Email is required', { email: '' }],
      ['email malformed', 'Invalid email address', { email: 'asha.example.com' }],
      ['email without domain dot', 'Invalid email address', { email: 'asha@example' }],
      ['phone empty', 'Phone number is required', { phone: '' }],
      ['phone of 9 digits', 'Phone number must be 10 digits', { phone: '987654321' }],
      ['phone of 11 digits', 'Phone number must be 10 digits', { phone: '98765432101' }],
      ['phone with letters', 'Phone number must be 10 digits', { phone: '98765abcde' }],
      ['company empty', 'Company name is required', { company: '' }],
      ['company of 1 character', 'Company name should be at least 2 characters', { company: 'X' }],
      ['subject empty', 'Subject is required', { subject: '' }],
      ['subject of 4 characters', 'Subject should be at least 5 characters', { subject: 'help' }],
      ['message empty', 'Message is required', { message: '' }],
      ['message of 9 characters', 'Message should be at least 10 characters', { message: 'Need tags' }],
    ],
  },
  'product quote form': {
    submit: () => ({ create: quotesApi.create, body: valid.productQuote(productId) }),
    list: INBOX_LISTS.productQuotes,
    rules: [
      ['name empty', 'Name is required', { name: '' }],
      ['email empty', 'Email is required', { email: '' }],
      ['email malformed', 'Invalid email address', { email: 'karan@' }],
      ['phone empty', 'Phone is required', { phone: '' }],
      ['quantity missing', 'Quantity is required', { quantity: undefined }],
      ['an unknown product', 'The selected product is not available', { productId: '000000000000000000' }],
    ],
  },
};

describe.each(Object.entries(RULES))('%s validation', (_form, { submit, list, rules }) => {
  it.each(rules)('%s → 400 "%s", nothing stored', async (_case, message, change) => {
    const before = (await readAll(list, token)).length;
    const { create, body } = submit();
    const answer = await callEndpoint(create, { body: offContract({ ...body, ...change }) });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    const field = Object.keys(change)[0];
    if (field !== 'productId' && field !== 'type') expect(answer.body.errors?.[field]).toBe(message);
    expect((await readAll(list, token)).length).toBe(before);
  });
});

describe('accepted edge values', () => {
  it.each([
    [
      'the help dialog, with a mobile that is not digits (no format check)',
      helpApi.create,
      () => valid.help({ mobile: 'call after 6' }),
    ],
    [
      'the contact form at every minimum length',
      contactsApi.create,
      () => valid.contact({ name: 'Al', company: 'AB', subject: 'other', message: '0123456789' }),
    ],
    ['a product quote without address', quotesApi.create, () => valid.productQuote(productId, { address: undefined })],
  ])('%s', async (_case, create, body) => {
    expect((await callEndpoint(create, { body: body() })).status).toBe(201);
  });

  // The wire spelling itself: a create path is served with a trailing slash too (the contract sends none).
  it.each([
    ['a contact posted with a trailing slash', '/api/contacts/', () => valid.contact({ name: 'With Slash' })],
    ['a product quote posted with a trailing slash', '/api/quotes/', () => valid.productQuote(productId)],
  ])('%s', async (_case, path, body) => {
    expect((await call('POST', path, { body: body() })).status).toBe(201);
  });

  it('a product quote for an Inactive product is refused and not stored', async () => {
    const before = (await readAll(INBOX_LISTS.productQuotes, token)).length;
    const answer = await callEndpoint(quotesApi.create, { body: valid.productQuote(inactiveProductId) });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The selected product is not available');
    expect((await readAll(INBOX_LISTS.productQuotes, token)).length).toBe(before);
  });

  it('a product quote keeps the product name and first image for the admin list', async () => {
    const name = unique('Buyer');
    expect((await callEndpoint(quotesApi.create, { body: valid.productQuote(productId, { name }) })).status).toBe(201);
    const product = (await callEndpoint(productsApi.get, { params: { id: productId } })).body;
    const quote = (await readAll(INBOX_LISTS.productQuotes, token)).find((row) => row.name === name);
    expect(quote).toMatchObject({ productName: product.name, image: product.images[0], quantity: 500 });
  });
});

describe('100 concurrent contact submissions', () => {
  it('all answer 201 and the admin list then holds exactly those 100 distinct records', { timeout: 120_000 }, async () => {
    const before = await readAll(INBOX_LISTS.contacts, token);
    const marker = unique('Burst');
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, n) =>
        callEndpoint(contactsApi.create, { body: valid.contact({ message: `${marker} message ${n}` }) }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(201));
    const after = await readAll(INBOX_LISTS.contacts, token);
    expect(after.length).toBe(before.length + 100);
    const burst = after.filter((row) => row.message.startsWith(marker));
    expect(new Set(burst.map((row) => row.message)).size).toBe(100);
    expect(new Set(after.map((row) => row._id)).size).toBe(after.length);
  });
});
