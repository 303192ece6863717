/**
 * No cache on the way (a proxy, a shared computer's browser) keeps an answer of ours: every answer, JSON, PDF,
 * CSV, a file, a page or a redirect, says `private, no-store`, declared once by serve() and the answer helpers.
 * Two kinds are meant to be kept: an uploaded image (its address never changes content: a year, by anyone) and a
 * public list sent with its ETag (kept, but checked each time: `no-cache`).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { contactsApi, customersApi, productsApi, quotationsApi, testimonialsApi, uploadApi } from '../../src/lib/api/index.ts';
import { linksSettled } from '../../src/lib/server/customers/link-later.ts';
import { customerOfEmail } from '../../src/lib/server/customers/lookup.ts';
import { type ApiAnswer, adminToken, call, callEndpoint } from '../helpers/api.ts';
import { UNKNOWN_ID, createProduct, formWith, smallPng, valid } from './fixtures.ts';

const NEVER_KEPT = 'private, no-store';

let token: string;
let quotationId: string;
let customerId: string;

beforeAll(async () => {
  token = await adminToken();
  const email = `cache.${Date.now().toString(36)}@cache-labels.in`;
  const contact = await callEndpoint(contactsApi.create, { body: valid.contact({ name: 'Cache Buyer', email }) });
  expect(contact.status).toBe(201);
  const enquiry = (await callEndpoint(contactsApi.list, { token })).body.data.find(
    (row: { email: string }) => row.email === email,
  );
  expect(enquiry).toBeDefined();
  const made = await callEndpoint(quotationsApi.create, {
    body: { enquiryId: enquiry!._id, lines: [{ description: 'Woven labels', quantity: 200, unitPrice: 3 }] },
    token,
  });
  expect(made.status).toBe(201);
  quotationId = made.body.data._id;
  await linksSettled();
  customerId = (await customerOfEmail(email))!._id;
});

const kinds: [string, () => Promise<ApiAnswer>, string | RegExp][] = [
  [
    'a staff read (JSON)',
    async () => callEndpoint(productsApi.get, { params: { id: (await createProduct(token))._id }, token }),
    /json/,
  ],
  ['a staff write (JSON)', () => callEndpoint(testimonialsApi.create, { body: valid.testimonial(), token }), /json/],
  ['a personal record (JSON)', () => callEndpoint(customersApi.list, { token }), /json/],
  ['a refusal: not found (JSON)', () => callEndpoint(productsApi.get, { params: { id: UNKNOWN_ID }, token }), /json/],
  ['a refusal: not signed in (JSON)', () => callEndpoint(customersApi.list), /json/],
  ['a quotation PDF', () => callEndpoint(quotationsApi.pdf, { params: { id: quotationId }, token }), 'application/pdf'],
  ['the products CSV', () => callEndpoint(productsApi.exportCsv, { token }), /text\/csv/],
  ["a customer's data, a download", () => callEndpoint(customersApi.export, { params: { id: customerId }, token }), /json/],
  [
    "a browser's own form post, redirected to the thank-you page",
    () =>
      call('POST', '/api/contacts', {
        rawBody: new URLSearchParams(valid.contact({ name: 'Form Poster' }) as Record<string, string>).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    '',
  ],
];

describe('what an answer lets a cache keep', () => {
  it.each(kinds)('%s: never kept (private, no-store)', async (_what, ask, type) => {
    const answer = await ask();
    expect(answer.headers.get('content-type') ?? '').toMatch(type);
    expect(answer.headers.get('cache-control')).toBe(NEVER_KEPT);
  });

  it('an uploaded image: kept a year by anyone; its 404 never kept', async () => {
    const uploaded = await callEndpoint(uploadApi.image, { rawBody: formWith(await smallPng(), 'a.png', 'image/png'), token });
    expect(uploaded.status).toBe(201);
    const [address] = uploaded.body as string[];
    const image = await call('GET', address);
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await call('GET', address.replace(/[0-9a-z]{18}/, '0'.repeat(18)));
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe(NEVER_KEPT);
  });

  it('the public products list: kept, but checked against its ETag each time (no-cache)', async () => {
    const list = await callEndpoint(productsApi.list);
    expect(list.status).toBe(200);
    expect(list.headers.get('etag')).toBeTruthy();
    expect(list.headers.get('cache-control')).toBe('no-cache');
  });
});
