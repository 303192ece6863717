/** GET /api/dashboard counts under the keys of docs/product.md section 3, and GET /api/site-status. */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Endpoint,
  blogsApi,
  contactsApi,
  dashboardApi,
  helpApi,
  productsApi,
  quotesApi,
  siteStatusApi,
} from '../../src/lib/api/index.ts';
import { adminToken, callEndpoint } from '../helpers/api.ts';
import { inboxes, products } from '../../src/lib/server/collections.ts';
import { newId } from '../../src/lib/server/ids.ts';
import { withRequestScope } from '../../src/lib/server/request-scope.ts';
import {
  INBOX_LISTS,
  contactFields,
  createBlog,
  createProduct,
  createTestimonial,
  productFields,
  readAll,
  valid,
} from './fixtures.ts';

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

const KEYS = ['Quick_Quotes', 'product_quotes', 'Help_Enquiries', 'contacts', 'products', 'blog'];

async function counts(): Promise<Record<string, number>> {
  const answer = await callEndpoint(dashboardApi.counts, { token });
  expect(answer.status).toBe(200);
  // The counts keep docs/product.md's keys under `data`; the inboxes' New counts, mail health and money sit beside them.
  expect(Object.keys(answer.body)).toEqual(['data', 'newCounts', 'mail', 'trend', 'money']);
  return answer.body.data;
}

const post = async (create: Endpoint, body: object) => expect((await callEndpoint(create, { body })).status).toBe(201);

describe('GET /api/dashboard', () => {
  it('answers { data } with exactly the six count keys, all numbers, and the New counts and mail health beside it', async () => {
    const data = await counts();
    expect(Object.keys(data).sort()).toEqual([...KEYS].sort());
    for (const key of KEYS) expect(Number.isInteger(data[key]), key).toBe(true);
  });

  it('counts exactly what was created, Inactive products and Draft posts included', async () => {
    const before = await counts();
    const active = await createProduct(token);
    await createProduct(token, { status: 'Inactive' });
    await createBlog(token, { status: 'Draft' });
    await createBlog(token, { status: 'Published' });
    await createBlog(token);
    await createTestimonial(token); // testimonials have no count
    for (let n = 0; n < 2; n += 1) await post(helpApi.create, valid.quickQuote());
    for (let n = 0; n < 3; n += 1) await post(helpApi.create, valid.help());
    for (let n = 0; n < 4; n += 1) await post(quotesApi.create, valid.productQuote(active._id));
    for (let n = 0; n < 5; n += 1) await post(contactsApi.create, valid.contact());

    const expected = { Quick_Quotes: 2, Help_Enquiries: 3, product_quotes: 4, contacts: 5, products: 2, blog: 3 };
    const after = await counts();
    for (const [key, added] of Object.entries(expected)) expect(after[key], key).toBe(before[key] + added);
  });

  it("compares each count's last 30 days with the 30 days before, by when each record came", async () => {
    const trend = async () => (await callEndpoint(dashboardApi.counts, { token })).body.trend;
    const before = await trend();
    const day = 24 * 60 * 60 * 1000;
    // Two contact messages that came 40 and 70 days ago (their ids carry the time), and one today.
    const cameAt = (ms: number, index: number) =>
      withRequestScope({ submissionId: newId(ms) }, () => inboxes.contacts.create(contactFields(index)));
    await cameAt(Date.now() - 40 * day, 1);
    await cameAt(Date.now() - 70 * day, 2);
    await post(contactsApi.create, valid.contact());
    await products.create(productFields(), { id: newId(Date.now() - 45 * day) });
    const after = await trend();
    expect(after.contacts).toEqual({ current: before.contacts.current + 1, previous: before.contacts.previous + 1 });
    expect(after.products).toEqual({ current: before.products.current, previous: before.products.previous + 1 });
  });

  it('matches the length of every admin list, and follows deletes', async () => {
    const lists = {
      Quick_Quotes: INBOX_LISTS.quickQuotes,
      Help_Enquiries: INBOX_LISTS.helpEnquiries,
      product_quotes: INBOX_LISTS.productQuotes,
      contacts: INBOX_LISTS.contacts,
      products: productsApi.list,
      blog: blogsApi.list,
    };
    const data = await counts();
    for (const [key, list] of Object.entries(lists)) expect(data[key], key).toBe((await readAll(list, token)).length);

    const [contact] = await readAll(INBOX_LISTS.contacts, token);
    const [product] = await readAll(productsApi.list, token);
    expect((await callEndpoint(contactsApi.remove, { params: { id: contact._id }, token })).status).toBe(200);
    expect((await callEndpoint(productsApi.remove, { params: { id: product._id }, token })).status).toBe(200);
    const after = await counts();
    expect(after).toEqual({ ...data, contacts: data.contacts - 1, products: data.products - 1 });
  });

  it('a refused submission is not counted', async () => {
    const before = await counts();
    expect((await callEndpoint(contactsApi.create, { body: valid.contact({ phone: '123' }) })).status).toBe(400);
    expect((await callEndpoint(helpApi.create, { body: valid.help({ question: '' }) })).status).toBe(400);
    expect(await counts()).toEqual(before);
  });
});

describe('GET /api/site-status', () => {
  it("answers the public site's state and a content version that moves on each content change", async () => {
    const first = await callEndpoint(siteStatusApi.get, { token });
    expect(first.status).toBe(200);
    expect(['live', 'building', 'failed']).toContain(first.body.state);
    expect(first.body).toHaveProperty('liveVersion');
    await createTestimonial(token);
    const second = (await callEndpoint(siteStatusApi.get, { token })).body;
    expect(second.contentVersion).toEqual(expect.any(String));
    expect(second.contentVersion).not.toBe(first.body.contentVersion);
  });

  it('a visitor submission is not a content change', async () => {
    const before = (await callEndpoint(siteStatusApi.get, { token })).body.contentVersion;
    await post(contactsApi.create, valid.contact());
    expect((await callEndpoint(siteStatusApi.get, { token })).body.contentVersion).toBe(before);
  });
});
