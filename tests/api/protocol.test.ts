/** What every endpoint shares: 401 on admin calls without a valid token, 405 with Allow, bad bodies, unknown ids. */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Endpoint,
  blogsApi,
  contactsApi,
  dashboardApi,
  helpApi,
  imagesApi,
  loginApi,
  pathOf,
  productsApi,
  quotesApi,
  siteStatusApi,
  testimonialsApi,
  uploadApi,
} from '../../src/lib/api/index.ts';
import { STORE_NAMES, listKeys } from '../../src/lib/server/store/index.ts';
import { adminToken, call, callEndpoint } from '../helpers/api.ts';
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
/** Where a call goes: its path parameters (made from the records' ids) and query. */
type Address = (ids: Ids) => { params?: Record<string, string>; query?: object };
/** [label, method, call, address, body]: a body of 'upload' is a multipart form with a real PNG. */
type Case = [string, string, Endpoint, Address, unknown?];

/** A table row: the call's method goes beside its label, for the test's name. */
function row(label: string, endpoint: Endpoint, address: Address = () => ({}), body?: unknown): Case {
  return [label, endpoint.method, endpoint, address, body];
}
const FIRST_PAGE = () => ({ query: { page: 1, limit: 10 } });
/** The address of one record: the id of `record` as the path parameter `name`. */
const id =
  (record: keyof Ids, name = 'id'): Address =>
  (i) => ({ params: { [name]: i[record] } });

const ADMIN_CALLS: Case[] = [
  row('list quick quotes', helpApi.listQuickQuotes, FIRST_PAGE),
  row('list help enquiries', helpApi.listHelp, FIRST_PAGE),
  row('list product quotes', quotesApi.list, FIRST_PAGE),
  row('list contacts', contactsApi.list, FIRST_PAGE),
  row('remark a quick quote', helpApi.remark, id('quickQuote'), { remark: 'hacked' }),
  row('remark a help enquiry', helpApi.remark, id('help'), { remark: 'hacked' }),
  row('remark a product quote', quotesApi.remark, id('productQuote'), { remark: 'hacked' }),
  row('remark a contact', contactsApi.remark, id('contact'), { remark: 'hacked' }),
  row('delete a quick quote', helpApi.remove, id('quickQuote')),
  row('delete a help enquiry', helpApi.remove, id('help')),
  row('delete a product quote', quotesApi.remove, id('productQuote')),
  row('delete a contact', contactsApi.remove, id('contact')),
  row('create a product', productsApi.create, undefined, 'product'),
  row('update a product', productsApi.replace, id('product'), 'product'),
  row('change a product status', productsApi.setStatus, id('product'), { status: 'Inactive' }),
  row('delete a product', productsApi.remove, id('product')),
  row('create a blog post', blogsApi.create, undefined, 'blog'),
  row('update a blog post', blogsApi.replace, id('blog', 'key'), 'blog'),
  row('delete a blog post', blogsApi.remove, id('blog', 'key')),
  row('create a testimonial', testimonialsApi.create, undefined, 'testimonial'),
  row('update a testimonial', testimonialsApi.replace, id('testimonial'), 'testimonial'),
  row('delete a testimonial', testimonialsApi.remove, id('testimonial')),
  row('read the dashboard', dashboardApi.counts),
  row('upload an image', uploadApi.image, undefined, 'upload'),
  row('read the site status', siteStatusApi.get),
];

/** A replace names the version it was made over (If-Match); the records here are replaced at most once, as created. */
const asCreated = (endpoint: Endpoint): Record<string, string> => (endpoint.ifMatch === 'required' ? { 'if-match': '"1"' } : {});

function send(endpoint: Endpoint, address: ReturnType<Address>, body: unknown, auth?: string) {
  const headers = asCreated(endpoint);
  if (body === 'upload') {
    return callEndpoint(endpoint, { ...address, rawBody: formWith(png, 'photo.png', 'image/png'), token: auth, headers });
  }
  const bodies: Record<string, () => object> = { product: valid.product, blog: valid.blog, testimonial: valid.testimonial };
  const json = typeof body === 'string' ? bodies[body]() : body;
  return callEndpoint(endpoint, { ...address, body: json, token: auth, headers });
}

/** Everything staff could see, read with the genuine token. */
async function snapshot() {
  return {
    inboxes: await Promise.all(Object.values(INBOX_LISTS).map((list) => readAll(list, token))),
    products: (await callEndpoint(productsApi.list, { query: { limit: 1000 }, token })).body,
    blogs: (await callEndpoint(blogsApi.list, { token })).body,
    testimonials: (await callEndpoint(testimonialsApi.list)).body,
    images: (await listKeys(STORE_NAMES.images)).length,
    contentVersion: (await callEndpoint(siteStatusApi.get, { token })).body.contentVersion,
  };
}

describe('401 on every admin call without a valid token, and nothing changes', () => {
  it("control: a token built like the server's, with the right secret and a future expiry, is accepted", async () => {
    expect((await callEndpoint(dashboardApi.counts, { token: await wellFormedToken(token) })).status).toBe(200);
  });

  describe.each(['missing', 'forged', 'expired', 'alg none', 'tampered'])('token %s', (kind) => {
    it.each(ADMIN_CALLS)('%s (%s) → 401', async (_label, _method, endpoint, address, body) => {
      const before = await snapshot();
      const bad = (await badTokens(token))[kind];
      const answer = await send(endpoint, address(ids), body, bad);
      expect(answer.status).toBe(401);
      expect(answer.body.message).toEqual(expect.any(String));
      expect(await snapshot()).toEqual(before);
    });
  });
});

// Literal paths: the wrong method at a real address is the point, and Allow lists what that address takes.
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
    row('login', loginApi.signIn),
    row('help or quick quote', helpApi.create),
    row('contact', contactsApi.create),
    row('product quote', quotesApi.create),
    row('create product', productsApi.create),
    row('update product', productsApi.replace, id('product')),
    row('product status', productsApi.setStatus, id('product')),
    row('create blog post', blogsApi.create),
    row('update blog post', blogsApi.replace, id('blog', 'key')),
    row('create testimonial', testimonialsApi.create),
    row('update testimonial', testimonialsApi.replace, id('testimonial')),
    row('quick quote remark', helpApi.remark, id('quickQuote')),
    row('product quote remark', quotesApi.remark, id('productQuote')),
    row('contact remark', contactsApi.remark, id('contact')),
  ];
  describe.each(endpoints)('%s (%s)', (_label, _method, endpoint, address) => {
    it.each(bodies)('%s → 400', async (_case, rawBody) => {
      const before = await snapshot();
      const headers = { 'content-type': 'application/json', ...asCreated(endpoint) };
      const answer = await callEndpoint(endpoint, { ...address(ids), rawBody, token, headers });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/JSON/);
      expect(await snapshot()).toEqual(before);
    });
    it('a body sent as text/plain or XML → 415, nothing stored', async () => {
      const before = await snapshot();
      for (const type of ['text/plain', 'application/xml']) {
        const answer = await callEndpoint(endpoint, {
          ...address(ids),
          rawBody: '{"name": "Asha"}',
          token,
          headers: { 'content-type': type, ...asCreated(endpoint) },
        });
        expect(answer.status).toBe(415);
        expect(answer.body.message).toMatch(/JSON/);
      }
      expect(await snapshot()).toEqual(before);
    });
  });
});

describe('an unknown id or slug → 404 { message }', () => {
  const remark = { remark: 'Called back' };
  /** [method, address (for the test's name), call, path parameters, body, message]. */
  const missing = (endpoint: Endpoint, params: Record<string, string>, body: unknown, message: string) =>
    [endpoint.method, pathOf(endpoint, params), endpoint, params, body, message] as const;
  it.each([
    missing(productsApi.get, { id: UNKNOWN_ID }, undefined, 'Product not found'),
    missing(productsApi.get, { id: 'not-an-id' }, undefined, 'Product not found'),
    missing(productsApi.replace, { id: UNKNOWN_ID }, 'product', 'Product not found'),
    missing(productsApi.setStatus, { id: UNKNOWN_ID }, { status: 'Active' }, 'Product not found'),
    missing(productsApi.remove, { id: UNKNOWN_ID }, undefined, 'Product not found'),
    missing(blogsApi.get, { key: 'no-such-post' }, undefined, 'Blog not found'),
    missing(blogsApi.replace, { key: UNKNOWN_ID }, 'blog', 'Blog not found'),
    missing(blogsApi.remove, { key: UNKNOWN_ID }, undefined, 'Blog not found'),
    missing(testimonialsApi.get, { id: UNKNOWN_ID }, undefined, 'Testimonial not found'),
    missing(testimonialsApi.replace, { id: UNKNOWN_ID }, 'testimonial', 'Testimonial not found'),
    missing(testimonialsApi.remove, { id: UNKNOWN_ID }, undefined, 'Testimonial not found'),
    missing(quotesApi.remark, { id: UNKNOWN_ID }, remark, 'Enquiry not found'),
    missing(quotesApi.remove, { id: UNKNOWN_ID }, undefined, 'Enquiry not found'),
    missing(contactsApi.remark, { id: UNKNOWN_ID }, remark, 'Enquiry not found'),
    missing(contactsApi.remove, { id: 'not-an-id' }, undefined, 'Enquiry not found'),
    missing(helpApi.remark, { id: UNKNOWN_ID }, remark, 'Enquiry not found'),
    missing(helpApi.remove, { id: UNKNOWN_ID }, undefined, 'Enquiry not found'),
    missing(imagesApi.file, { file: `${UNKNOWN_ID}.png` }, undefined, 'Image not found'),
  ])('%s %s → 404', async (_method, _path, endpoint, params, body, message) => {
    const answer = await send(endpoint, { params }, body, token);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message });
  });
});

// Last in the file on purpose: it carries out the deletes the 401 table tried.
describe('control: the same admin calls with the genuine token succeed', () => {
  it.each(ADMIN_CALLS)('%s (%s) → 2xx', async (_label, _method, endpoint, address, body) => {
    const answer = await send(endpoint, address(ids), body, token);
    expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(200);
    expect(answer.status).toBeLessThan(300);
  });
});
