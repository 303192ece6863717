/** What every endpoint shares: 401 on admin calls without a valid token, 405 with Allow, bad bodies, unknown ids. */
import { beforeAll, describe, expect, it } from 'vitest';
import { STORE_NAMES, listKeys } from '../../src/lib/server/store.ts';
import { adminToken, call } from '../helpers/api.ts';
import {
  INBOX_LISTS,
  UNKNOWN_ID,
  badTokens,
  formWith,
  oneOfEach,
  readAll,
  smallPng,
  valid,
  wellFormedToken,
} from './fixtures.ts';

let token: string;
let ids: Awaited<ReturnType<typeof oneOfEach>>;
let png: Buffer;

beforeAll(async () => {
  token = await adminToken();
  ids = await oneOfEach(token);
  png = await smallPng();
});

type Ids = typeof ids;
/** [label, method, path, body]: a body of 'upload' is a multipart form with a real PNG. */
type Case = [string, string, (ids: Ids) => string, unknown?];

const ADMIN_CALLS: Case[] = [
  ['list quick quotes', 'GET', () => '/api/help/get-quites?page=1&limit=10'],
  ['list help enquiries', 'GET', () => '/api/help/get-help?page=1&limit=10'],
  ['list product quotes', 'GET', () => '/api/quotes?page=1&limit=10'],
  ['list contacts', 'GET', () => '/api/contacts?page=1&limit=10'],
  ['remark a quick quote', 'PUT', (i) => `/api/help/update-remark/${i.quickQuote}`, { remark: 'hacked' }],
  ['remark a help enquiry', 'PUT', (i) => `/api/help/update-remark/${i.help}`, { remark: 'hacked' }],
  ['remark a product quote', 'PATCH', (i) => `/api/quotes/${i.productQuote}`, { remark: 'hacked' }],
  ['remark a contact', 'PUT', (i) => `/api/contacts/${i.contact}`, { remark: 'hacked' }],
  ['delete a quick quote', 'DELETE', (i) => `/api/help/delete/${i.quickQuote}`],
  ['delete a help enquiry', 'DELETE', (i) => `/api/help/delete/${i.help}`],
  ['delete a product quote', 'DELETE', (i) => `/api/quotes/${i.productQuote}`],
  ['delete a contact', 'DELETE', (i) => `/api/contacts/${i.contact}`],
  ['create a product', 'POST', () => '/api/products/', 'product'],
  ['update a product', 'PUT', (i) => `/api/products/${i.product}`, 'product'],
  ['change a product status', 'PATCH', (i) => `/api/products/${i.product}`, { status: 'Inactive' }],
  ['delete a product', 'DELETE', (i) => `/api/products/${i.product}`],
  ['create a blog post', 'POST', () => '/api/blogs', 'blog'],
  ['update a blog post', 'PUT', (i) => `/api/blogs/${i.blog}`, 'blog'],
  ['delete a blog post', 'DELETE', (i) => `/api/blogs/${i.blog}`],
  ['create a testimonial', 'POST', () => '/api/testimonials', 'testimonial'],
  ['update a testimonial', 'PUT', (i) => `/api/testimonials/${i.testimonial}`, 'testimonial'],
  ['delete a testimonial', 'DELETE', (i) => `/api/testimonials/${i.testimonial}`],
  ['read the dashboard', 'GET', () => '/api/dashboard'],
  ['upload an image', 'POST', () => '/api/upload', 'upload'],
  ['read the site status', 'GET', () => '/api/site-status'],
];

function send(method: string, path: string, body: unknown, auth?: string) {
  if (body === 'upload') return call(method, path, { rawBody: formWith(png, 'photo.png', 'image/png'), token: auth });
  const bodies: Record<string, () => object> = { product: valid.product, blog: valid.blog, testimonial: valid.testimonial };
  const json = typeof body === 'string' ? bodies[body]() : body;
  return call(method, path, { body: json, token: auth });
}

/** Everything staff could see, read with the genuine token. */
async function snapshot() {
  return {
    inboxes: await Promise.all(Object.values(INBOX_LISTS).map((path) => readAll(path, token))),
    products: (await call('GET', '/api/products/?limit=1000', { token })).body,
    blogs: (await call('GET', '/api/blogs', { token })).body,
    testimonials: (await call('GET', '/api/testimonials')).body,
    images: (await listKeys(STORE_NAMES.images)).length,
    contentVersion: (await call('GET', '/api/site-status', { token })).body.contentVersion,
  };
}

describe('401 on every admin call without a valid token, and nothing changes', () => {
  it("control: a token built like the server's, with the right secret and a future expiry, is accepted", async () => {
    expect((await call('GET', '/api/dashboard', { token: await wellFormedToken() })).status).toBe(200);
  });

  describe.each(['missing', 'forged', 'expired', 'alg none', 'tampered'])('token %s', (kind) => {
    it.each(ADMIN_CALLS)('%s (%s) → 401', async (_label, method, path, body) => {
      const before = await snapshot();
      const bad = (await badTokens(token))[kind];
      const answer = await send(method, path(ids), body, bad);
      expect(answer.status).toBe(401);
      expect(answer.body.message).toEqual(expect.any(String));
      expect(await snapshot()).toEqual(before);
    });
  });
});

describe('405 with an Allow header for a method an endpoint does not take', () => {
  it.each([
    ['GET', () => '/api/login', 'POST'],
    ['PUT', () => '/api/dashboard', 'GET'],
    ['GET', () => '/api/upload', 'POST'],
    ['DELETE', () => '/api/site-status', 'GET, POST'],
    ['GET', () => '/api/help/create', 'POST'],
    ['POST', () => '/api/help/get-quites', 'GET'],
    ['DELETE', () => '/api/help/get-help', 'GET'],
    ['GET', (i: Ids) => `/api/help/delete/${i.help}`, 'DELETE'],
    ['DELETE', (i: Ids) => `/api/help/update-remark/${i.help}`, 'PUT, PATCH'],
    ['DELETE', () => '/api/contacts/', 'GET, POST'],
    ['POST', (i: Ids) => `/api/contacts/${i.contact}`, 'PUT, PATCH, DELETE'],
    ['PUT', () => '/api/quotes', 'GET, POST'],
    ['POST', (i: Ids) => `/api/quotes/${i.productQuote}`, 'PUT, PATCH, DELETE'],
    ['DELETE', () => '/api/products', 'GET, POST'],
    ['POST', (i: Ids) => `/api/products/${i.product}`, 'GET, PUT, PATCH, DELETE'],
    ['PATCH', () => '/api/blogs/', 'GET, POST'],
    ['POST', (i: Ids) => `/api/blogs/${i.blog}`, 'GET, PUT, DELETE'],
    ['DELETE', () => '/api/testimonials', 'GET, POST'],
    ['PATCH', (i: Ids) => `/api/testimonials/${i.testimonial}`, 'GET, PUT, DELETE'],
    ['DELETE', () => `/api/images/${UNKNOWN_ID}.png`, 'GET'],
  ])('%s %s → 405, Allow: %s', async (method, path, allow) => {
    const answer = await call(method, path(ids), { token, body: method === 'GET' ? undefined : {} });
    expect(answer.status).toBe(405);
    expect(answer.body.message).toEqual(expect.any(String));
    const listed = (answer.headers.get('allow') ?? '')
      .split(',')
      .map((name) => name.trim())
      .sort();
    expect(listed).toEqual(allow.split(', ').sort());
  });
});

describe('a body that is not one JSON object → 400, nothing stored', () => {
  const bodies = [
    ['malformed JSON', '{"name": "Asha",'],
    ['a JSON array', '[{"name": "Asha"}]'],
    ['a JSON string', '"Asha"'],
    ['JSON null', 'null'],
    ['an empty body', ''],
  ];
  const endpoints: Case[] = [
    ['login', 'POST', () => '/api/login'],
    ['help or quick quote', 'POST', () => '/api/help/create'],
    ['contact', 'POST', () => '/api/contacts/'],
    ['product quote', 'POST', () => '/api/quotes'],
    ['create product', 'POST', () => '/api/products/'],
    ['update product', 'PUT', (i) => `/api/products/${i.product}`],
    ['product status', 'PATCH', (i) => `/api/products/${i.product}`],
    ['create blog post', 'POST', () => '/api/blogs'],
    ['update blog post', 'PUT', (i) => `/api/blogs/${i.blog}`],
    ['create testimonial', 'POST', () => '/api/testimonials'],
    ['update testimonial', 'PUT', (i) => `/api/testimonials/${i.testimonial}`],
    ['quick quote remark', 'PUT', (i) => `/api/help/update-remark/${i.quickQuote}`],
    ['product quote remark', 'PATCH', (i) => `/api/quotes/${i.productQuote}`],
    ['contact remark', 'PUT', (i) => `/api/contacts/${i.contact}`],
  ];
  describe.each(endpoints)('%s (%s)', (_label, method, path) => {
    it.each(bodies)('%s → 400', async (_case, rawBody) => {
      const before = await snapshot();
      const headers = { 'content-type': 'application/json' };
      const answer = await call(method, path(ids), { rawBody, token, headers });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/JSON/);
      expect(await snapshot()).toEqual(before);
    });
    it('a body sent as text/plain or XML → 415, nothing stored', async () => {
      const before = await snapshot();
      for (const type of ['text/plain', 'application/xml']) {
        const answer = await call(method, path(ids), { rawBody: '{"name": "Asha"}', token, headers: { 'content-type': type } });
        expect(answer.status).toBe(415);
        expect(answer.body.message).toMatch(/JSON/);
      }
      expect(await snapshot()).toEqual(before);
    });
  });
});

describe('an unknown id or slug → 404 { message }', () => {
  const remark = { remark: 'Called back' };
  it.each([
    ['GET', `/api/products/${UNKNOWN_ID}`, undefined, 'Product not found'],
    ['GET', '/api/products/not-an-id', undefined, 'Product not found'],
    ['PUT', `/api/products/${UNKNOWN_ID}`, 'product', 'Product not found'],
    ['PATCH', `/api/products/${UNKNOWN_ID}`, { status: 'Active' }, 'Product not found'],
    ['DELETE', `/api/products/${UNKNOWN_ID}`, undefined, 'Product not found'],
    ['GET', '/api/blogs/no-such-post', undefined, 'Blog not found'],
    ['PUT', `/api/blogs/${UNKNOWN_ID}`, 'blog', 'Blog not found'],
    ['DELETE', `/api/blogs/${UNKNOWN_ID}`, undefined, 'Blog not found'],
    ['GET', `/api/testimonials/${UNKNOWN_ID}`, undefined, 'Testimonial not found'],
    ['PUT', `/api/testimonials/${UNKNOWN_ID}`, 'testimonial', 'Testimonial not found'],
    ['DELETE', `/api/testimonials/${UNKNOWN_ID}`, undefined, 'Testimonial not found'],
    ['PATCH', `/api/quotes/${UNKNOWN_ID}`, remark, 'Enquiry not found'],
    ['DELETE', `/api/quotes/${UNKNOWN_ID}`, undefined, 'Enquiry not found'],
    ['PUT', `/api/contacts/${UNKNOWN_ID}`, remark, 'Enquiry not found'],
    ['DELETE', `/api/contacts/not-an-id`, undefined, 'Enquiry not found'],
    ['PUT', `/api/help/update-remark/${UNKNOWN_ID}`, remark, 'Enquiry not found'],
    ['DELETE', `/api/help/delete/${UNKNOWN_ID}`, undefined, 'Enquiry not found'],
    ['GET', `/api/images/${UNKNOWN_ID}.png`, undefined, 'Image not found'],
  ])('%s %s → 404', async (method, path, body, message) => {
    const answer = await send(method, path, body, token);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message });
  });
});

// Last in the file on purpose: it carries out the deletes the 401 table tried.
describe('control: the same admin calls with the genuine token succeed', () => {
  it.each(ADMIN_CALLS)('%s (%s) → 2xx', async (_label, method, path, body) => {
    const answer = await send(method, path(ids), body, token);
    expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(200);
    expect(answer.status).toBeLessThan(300);
  });
});
