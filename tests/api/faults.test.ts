/**
 * (Over 300 lines: one concern, a failing store, as a describe for each way it fails.)
 * The Blobs store unreachable or failing, before or in the middle of a request: the API answers 503 with
 * a clear message (never a 500, never a stack), and leaves no half-done change behind (no record the
 * lists cannot see, no unique-name claim that blocks a retry). Then the runtime restarting loses nothing.
 *
 * Faults are injected at the transport the Blobs client uses: every store request goes through `relay`,
 * which forwards it to this file's real BlobsServer over HTTP, or fails it the way a broken store does.
 * (The client retries each request five times; a fault here lasts, as an outage does.)
 */
import { createServer, type Server } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { blogs, products, testimonials } from '../../src/lib/server/collections.ts';
import { STORE_NAMES, listKeys, useInProcessBlobs } from '../../src/lib/server/store/index.ts';
import { toBlogSlug } from '../../src/lib/slugs.ts';
import {
  blogsApi,
  contactsApi,
  dashboardApi,
  helpApi,
  imagesApi,
  loginApi,
  productsApi,
  quotesApi,
  siteStatusApi,
  testimonialsApi,
  uploadApi,
} from '../../src/lib/api/index.ts';
import { type ApiAnswer, adminToken, callEndpoint } from '../helpers/api.ts';
import { leaks } from '../stress/leaks.ts';
import { INBOX_LISTS, formWith, readAll, smallPng, unique, valid } from './fixtures.ts';

const UNAVAILABLE = 'The data store is unavailable. Please try again in a moment.';

type Fault = 'refused' | 'http500' | 'hang-then-close' | 'slow-http500';
/** How long each store request takes to fail in the 'slow-http500' fault. */
const SLOW_FAILURE_MS = 700;
let slowFailureMs = SLOW_FAILURE_MS;
let fault: Fault | null = null;
/** Store requests since the counter was reset; the fault applies from request number `failFrom` on, for `lasting` requests. */
let seen = 0;
let failFrom = 1;
let lasting = Infinity;
let closedPort = 0;
let hangingPort = 0;
let hanging: Server;
let refusing: Server;

async function relay(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  seen += 1;
  if (!fault || seen < failFrom || seen >= failFrom + lasting) return fetch(input, init);
  const url = new URL(input instanceof Request ? input.url : input);
  if (fault === 'http500') return new Response('Internal Server Error', { status: 500 });
  if (fault === 'slow-http500') {
    await new Promise((resolve) => setTimeout(resolve, slowFailureMs));
    return new Response('Internal Server Error', { status: 500 });
  }
  url.port = String(fault === 'refused' ? closedPort : hangingPort);
  return fetch(url, init);
}

function inject(kind: Fault, from = 1, requests = Infinity) {
  fault = kind;
  seen = 0;
  failFrom = from;
  lasting = requests;
}
function heal() {
  fault = null;
}

let token: string;
let png: Buffer;
let productId: string;

beforeAll(async () => {
  token = await adminToken();
  png = await smallPng();
  productId = (await callEndpoint(productsApi.create, { body: valid.product(), token })).body.data._id;
  // A port nothing listens on (connection refused), and one that accepts, waits, then hangs up.
  refusing = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => refusing.once('listening', resolve));
  closedPort = (refusing.address() as { port: number }).port;
  await new Promise((resolve) => refusing.close(resolve));
  hanging = createServer((socket) => setTimeout(() => socket.destroy(), 50)).listen(0, '127.0.0.1');
  await new Promise((resolve) => hanging.once('listening', resolve));
  hangingPort = (hanging.address() as { port: number }).port;
  useInProcessBlobs(relay);
});

afterEach(heal);

afterAll(async () => {
  useInProcessBlobs(undefined);
  await new Promise((resolve) => hanging.close(resolve));
});

/** One call of each kind the API answers: visitor submissions and reads, sign-in, staff reads and writes. */
const CALLS: [string, () => Promise<ApiAnswer>][] = [
  ['POST /api/help/create (help)', () => callEndpoint(helpApi.create, { body: valid.help() })],
  ['POST /api/help/create (quick quote)', () => callEndpoint(helpApi.create, { body: valid.quickQuote() })],
  ['POST /api/contacts', () => callEndpoint(contactsApi.create, { body: valid.contact() })],
  ['POST /api/quotes', () => callEndpoint(quotesApi.create, { body: valid.productQuote(productId) })],
  ['POST /api/login', () => callEndpoint(loginApi.signIn, { body: { email: 'someone@example.com', password: 'x' } })],
  ['GET /api/products?limit=1000', () => callEndpoint(productsApi.list, { query: { limit: 1000 } })],
  ['GET /api/blogs', () => callEndpoint(blogsApi.list)],
  ['GET /api/testimonials', () => callEndpoint(testimonialsApi.list)],
  ['GET /api/images/…', () => callEndpoint(imagesApi.file, { params: { file: '000000000000000000.png' } })],
  ['GET /api/dashboard', () => callEndpoint(dashboardApi.counts, { token })],
  ['GET /api/help/get-quites', () => callEndpoint(helpApi.listQuickQuotes, { query: { page: 1, limit: 10 }, token })],
  ['GET /api/site-status', () => callEndpoint(siteStatusApi.get, { token })],
  ['POST /api/products', () => callEndpoint(productsApi.create, { body: valid.product(), token })],
  ['POST /api/blogs', () => callEndpoint(blogsApi.create, { body: valid.blog(), token })],
  ['POST /api/testimonials', () => callEndpoint(testimonialsApi.create, { body: valid.testimonial(), token })],
  ['POST /api/upload', () => callEndpoint(uploadApi.image, { rawBody: formWith(png, 'a.png', 'image/png'), token })],
];

describe.each<Fault>(['refused', 'http500', 'hang-then-close'])('store %s from the start → 503 with a clear message', (kind) => {
  it.each(CALLS)('%s', async (_label, send) => {
    inject(kind);
    const answer = await send();
    heal();
    expect(answer.status, JSON.stringify(answer.body)).toBe(503);
    expect(answer.body).toEqual({ message: UNAVAILABLE });
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(leaks(answer.body)).toEqual([]);
  });
});

/** Counts the store requests a call makes when nothing fails. */
async function requestsMade(run: () => Promise<unknown>) {
  inject('refused', Infinity);
  await run();
  const made = seen;
  heal();
  return made;
}

describe('the store failing in the middle of a request leaves nothing half-done', () => {
  it.each<Fault>(['refused', 'http500'])(
    'a visitor submission, store %s: each enquiry is stored whole and listed, or not at all',
    async (kind) => {
      const problems: string[] = [];
      const submit = (marker: string) =>
        callEndpoint(contactsApi.create, { body: valid.contact({ message: `Fault test ${marker}` }) });
      const total = await requestsMade(() => submit(unique('probe')));
      for (let n = 1; n <= total; n += 1) {
        const marker = unique(`n${n}`);
        inject(kind, n);
        const answer = await submit(marker);
        heal();
        const listed = (await readAll(INBOX_LISTS.contacts, token)).filter((row) => row.message === `Fault test ${marker}`);
        const stored = (await listKeys(STORE_NAMES.contacts)).length;
        if (![201, 503].includes(answer.status)) problems.push(`request ${n} failing: answered ${answer.status}`);
        if (listed.length > 1) problems.push(`request ${n} failing: stored ${listed.length} times`);
        if (answer.status === 201 && listed.length !== 1) problems.push(`request ${n} failing: 201 but not listed`);
        if (answer.status === 503 && listed.length === 1)
          problems.push(`request ${n} failing: 503 but stored (a retry duplicates it)`);
        const allListed = (await readAll(INBOX_LISTS.contacts, token)).length;
        if (allListed !== stored) problems.push(`request ${n} failing: ${stored} stored but ${allListed} listed`);
      }
      expect(problems).toEqual([]);
    },
  );

  // A create that fails after claiming its name gives the name back; when the store is still down for
  // that too, the claim lapses after its grace period (src/lib/server/unique.ts). Never a lasting lock.
  it('a product create: after a 503 the same create succeeds (at once, or once a lost claim lapses), never twice', async () => {
    const problems: string[] = [];
    const probe = valid.product();
    const total = await requestsMade(() => callEndpoint(productsApi.create, { body: probe, token }));
    for (let n = 1; n <= total; n += 1) {
      const body = valid.product();
      inject('refused', n);
      const answer = await callEndpoint(productsApi.create, { body, token });
      heal();
      if (answer.status === 201) continue;
      if (answer.status !== 503) {
        problems.push(`request ${n} failing: answered ${answer.status}`);
        continue;
      }
      let retry = await callEndpoint(productsApi.create, { body, token });
      if (retry.status === 409) {
        vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
        retry = await callEndpoint(productsApi.create, { body, token });
        vi.useRealTimers();
      }
      const listed = (
        (await callEndpoint(productsApi.list, { query: { limit: 1000 }, token })).body as { name: string }[]
      ).filter((product) => product.name === body.name);
      if (retry.status !== 201 && listed.length !== 1) {
        problems.push(
          `request ${n} of ${total} failing, then a retry: ${retry.status} ${retry.body.message}; listed ${listed.length}`,
        );
      }
      if (listed.length > 1) problems.push(`request ${n} failing: product stored ${listed.length} times`);
    }
    expect(problems).toEqual([]);
  });

  // A blip: one store request fails, with all the client's retries of it (1 + 5), then the store is back.
  it('a post given a new slug whose write fails in a blip gives the slug back: another post can take it at once', async () => {
    const problems: string[] = [];
    const post = (await callEndpoint(blogsApi.create, { body: valid.blog(), token })).body.data;
    const probeSlug = toBlogSlug({ title: unique('probe slug') });
    /** The post given `slug`, over its version read now (before any fault is made). */
    const move = async (slug: string) => {
      const { version } = (await callEndpoint(blogsApi.get, { params: { key: post._id }, token })).body;
      const headers = { 'if-match': String(version) };
      return () => callEndpoint(blogsApi.replace, { params: { key: post._id }, body: valid.blog({ slug }), token, headers });
    };
    const total = await requestsMade(await move(probeSlug));
    expect(total).toBeGreaterThan(2);
    for (let n = 1; n <= total; n += 1) {
      const slug = toBlogSlug({ title: unique(`moved ${n}`) });
      const replace = await move(slug);
      inject('refused', n, 6);
      const answer = await replace();
      heal();
      if (answer.status === 200) continue;
      if (answer.status !== 503) {
        problems.push(`request ${n} failing: answered ${answer.status}`);
        continue;
      }
      const current = (await callEndpoint(blogsApi.get, { params: { key: post._id }, token })).body;
      if (current.slug === slug) continue; // the write landed before the store failed
      const other = await callEndpoint(blogsApi.create, { body: valid.blog({ slug }), token });
      if (other.body.data?.slug !== slug) problems.push(`request ${n} failing: another post got ${other.body.data?.slug}`);
    }
    expect(problems).toEqual([]);
  });

  it('a remark: the enquiry keeps its old remark or gets the new one, never anything else', async () => {
    await callEndpoint(helpApi.create, { body: valid.help({ question: 'Remark fault test' }) });
    const id = (await callEndpoint(helpApi.listHelp, { query: { page: 1, limit: 1 }, token })).body.data[0]._id;
    const remark = (text: string) => callEndpoint(helpApi.remark, { params: { id }, body: { remark: text }, token });
    const total = await requestsMade(() => remark('probe'));
    let current = 'probe';
    for (let n = 1; n <= total; n += 1) {
      inject('refused', n);
      const answer = await remark(`remark ${n}`);
      heal();
      expect([200, 503]).toContain(answer.status);
      const record = (await readAll(INBOX_LISTS.helpEnquiries, token)).find((row) => row._id === id);
      expect([current, `remark ${n}`]).toContain(record.remark);
      current = record.remark;
    }
  });

  it('after the outage every record written before it is still there and readable', async () => {
    const before = (await products.all()).length;
    inject('refused');
    expect((await callEndpoint(productsApi.list, { query: { limit: 1000 } })).status).toBe(503);
    heal();
    expect((await products.all({ strict: true })).length).toBe(before);
  });
});

// What follows a write (the change stamp, republishing, the activity list) may fail with the store after the
// record has landed, and past the request's budget: the write is answered as done (201), so a retry cannot
// store it twice; a 503 means nothing was stored.
describe('a content write whose follow-ups fail after the record landed', () => {
  const creates = [
    ['product', (name: string) => callEndpoint(productsApi.create, { body: valid.product({ name }), token })],
    ['blog post', (name: string) => callEndpoint(blogsApi.create, { body: valid.blog({ title: name }), token })],
    ['testimonial', (name: string) => callEndpoint(testimonialsApi.create, { body: valid.testimonial({ name }), token })],
  ] as const;
  const storedNamed = async (name: string) =>
    [...(await products.all()), ...(await blogs.all()), ...(await testimonials.all())].filter(
      (record) => ('title' in record ? record.title : record.name) === name,
    ).length;

  it.each(creates)('a %s: 201 and stored once, or 503 and not stored, whichever store request fails', async (_what, create) => {
    // Failures slow enough to spend the request's budget on a follow-up, quick enough for a test.
    process.env.STORE_BUDGET_MS = '400';
    slowFailureMs = 150;
    const problems: string[] = [];
    try {
      const total = await requestsMade(() => create(unique('Probe')));
      for (let n = 1; n <= total; n += 1) {
        const name = unique(`Follow-up ${n}`);
        inject('slow-http500', n);
        const answer = await create(name);
        heal();
        const stored = await storedNamed(name);
        if (answer.status === 201 && stored !== 1) problems.push(`request ${n} failing: 201 but stored ${stored} times`);
        if (answer.status === 503 && stored !== 0) problems.push(`request ${n} failing: 503 but stored (a retry duplicates it)`);
        if (![201, 503].includes(answer.status)) problems.push(`request ${n} failing: answered ${answer.status}`);
      }
    } finally {
      delete process.env.STORE_BUDGET_MS;
      slowFailureMs = SLOW_FAILURE_MS;
    }
    expect(problems).toEqual([]);
  });
});

// The Blobs client retries a failed store request five times; on Netlify 5 s apart (here 1 ms). Within an
// API request it may retry only while the answer still comes inside the store budget (STORE_BUDGET_MS,
// 8 s by default; 2 s here), so the visitor gets our 503 before the browser gives up at 15 s.
describe('a store that fails slowly', () => {
  it('is given up within the budget: 503 at once, and nothing more reaches the store after the answer', async () => {
    process.env.STORE_BUDGET_MS = '2000';
    try {
      const message = `Slow store ${unique('budget')}`;
      inject('slow-http500');
      const started = Date.now();
      const answer = await callEndpoint(contactsApi.create, { body: valid.contact({ message }) });
      const elapsed = Date.now() - started;
      const requestsWhenAnswered = seen;
      // Six slow attempts (about 4 s) would have been made without the budget.
      await new Promise((resolve) => setTimeout(resolve, 6 * SLOW_FAILURE_MS));
      const requestsLater = seen;
      heal();
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ message: UNAVAILABLE });
      expect(elapsed).toBeGreaterThanOrEqual(2000);
      expect(elapsed).toBeLessThan(2000 + 2 * SLOW_FAILURE_MS);
      expect(requestsLater).toBe(requestsWhenAnswered);
      expect((await readAll(INBOX_LISTS.contacts, token)).filter((row) => row.message === message)).toEqual([]);
    } finally {
      delete process.env.STORE_BUDGET_MS;
    }
  });
});
