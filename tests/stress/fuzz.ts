/**
 * (Over 300 lines: one property run, its request generators beside it.)
 * Generated requests over every route and method of the API, run in-process through the real handlers
 * (tests/helpers/api.ts) against the test file's real Blobs store. fast-check draws each request from
 * the seed: method, path (real ids, bad ids, path tricks), query, token, headers and body (near-valid
 * forms with wild fields, random JSON, wrong types, boundary and 1 MB strings, 1,000-deep nesting,
 * prototype keys, content-type lies, broken multipart). The same seed replays the same requests.
 *
 * Every answer must be below 500; every error answer a JSON `{ message, errors? }` with no stack, secret
 * or path in it.
 */
import fc from 'fast-check';
import { call } from '../helpers/api.ts';
import { formWith, smallPng, valid } from '../api/fixtures.ts';
import { leaks } from './leaks.ts';

export interface FuzzIds {
  product: string;
  blog: string;
  blogSlug: string;
  testimonial: string;
  quickQuote: string;
  help: string;
  productQuote: string;
  contact: string;
  image: string;
}

interface FuzzRequest {
  method: string;
  path: string;
  token?: string;
  headers: Record<string, string>;
  body:
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; text: string }
    | { kind: 'upload'; bytes: Uint8Array; field: string }
    | { kind: 'none' };
  label: string;
  /** The endpoint, ids left out. */
  route: string;
}

export interface FuzzReport {
  seed: number;
  runs: number;
  requests: number;
  byStatus: Record<number, number>;
  /** Requests per method and route (ids left out). */
  byRoute: Record<string, number>;
  /** Milliseconds spent per route, summed. */
  msByRoute: Record<string, number>;
  failures: string[];
  ms: number;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

// ── Values ─────────────────────────────────────────────────────────────────────────────────────

const MB = 1024 * 1024;
const boundaryStrings = fc.constantFrom(
  '',
  ' ',
  '   \t\n',
  'a',
  'ab',
  'x'.repeat(9),
  'x'.repeat(10),
  'x'.repeat(100),
  'x'.repeat(101),
  'x'.repeat(150),
  'x'.repeat(151),
  'x'.repeat(2000),
  'x'.repeat(2001),
  'x'.repeat(5001),
  '\u0000',
  '\uFEFF',
  '\uD800',
  '🧵🏷️',
  'नमस्ते',
  '<script>alert(1)</script>',
  '"; DROP TABLE x; --',
  '../../etc/passwd',
  '%00',
  'javascript:alert(1)',
  '//evil.example/x.png',
  '/api/images/000000000000000000.png',
  'https://example.com/a.png',
  'data:image/png;base64,AAAA',
  '__proto__',
  'constructor',
  '9876543210',
  'a@b.co',
  'Active',
  'Inactive',
  'Help',
  'Quites',
  'Published',
  'Draft',
  'woven and printed labels',
);
const numbers = fc.oneof(
  fc.constantFrom(0, -0, 1, -1, 0.005, 0.01, 1.005, 2.5, 1e7, 1e7 + 0.01, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, 5e-324),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);
const leaf = fc.oneof(
  { weight: 4, arbitrary: boundaryStrings },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 3, arbitrary: numbers },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);
/** Any JSON value a client could send in a field. */
const wild: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: leaf },
  { weight: 1, arbitrary: fc.array(leaf, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), leaf, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

// Built once: making a stringMatching arbitrary parses its pattern, far slower than drawing from it.
const suffixes = fc.stringMatching(/^[a-z0-9]{1,6}$/);
const anyId = fc.stringMatching(/^[0-9a-z]{18}$/);

/** The same form under another name or title, so creates of unique names can succeed again and again. */
function renamed(base: Record<string, unknown>) {
  return suffixes.map((suffix) => ({
    ...base,
    ...('category' in base ? { name: `${String(base.name)} ${suffix}` } : {}),
    ...('title' in base ? { title: `${String(base.title)} ${suffix}` } : {}),
  }));
}

/** A valid form with some fields replaced, removed or added. */
function mutated(form: Record<string, unknown>) {
  const keys = Object.keys(form);
  return fc
    .record({
      base: renamed(form),
      replace: fc.dictionary(fc.constantFrom(...keys), wild, { maxKeys: 3 }),
      drop: fc.subarray(keys, { maxLength: Math.min(2, keys.length) }),
      extra: fc.dictionary(fc.constantFrom('_id', 'dateAdded', 'remark', 'slug', 'website', 'role', 'admin', 'status'), wild, {
        maxKeys: 2,
      }),
    })
    .map(({ base, replace, drop, extra }) => {
      const value: Record<string, unknown> = { ...base, ...extra, ...replace };
      for (const key of drop) delete value[key];
      return value;
    });
}

function deep(depth: number, kind: 'array' | 'object') {
  return kind === 'array' ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Bodies as raw text: what JSON.stringify cannot or would not make. */
const rawBodies = (base: Record<string, unknown>) =>
  fc.oneof(
    fc.constantFrom(
      '',
      '{',
      '{"name":',
      'null',
      '[]',
      '"text"',
      '1e999',
      'true',
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      '\uFEFF{}',
      '{"a":1,"a":2}',
    ),
    fc.constantFrom(1000, 5000).chain((depth) => fc.constantFrom(deep(depth, 'array'), deep(depth, 'object'))),
    fc.constantFrom(1000).map((depth) => JSON.stringify({ ...base, name: JSON.parse(deep(depth, 'array')) })),
    // Prototype keys inside an otherwise valid form.
    fc
      .constantFrom('__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString')
      .map((key) => JSON.stringify(base).replace(/}$/, `,"${key}":{"polluted":true,"remark":"x","status":"Active"}}`)),
    // A megabyte in one field, and a body just under the 256 KB limit.
    fc.constantFrom(MB, 250 * 1024).map((size) => JSON.stringify({ ...base, name: 'x'.repeat(size) })),
    // A form post, which the API accepts too.
    fc.dictionary(fc.constantFrom(...Object.keys(base), 'x'), fc.string({ maxLength: 30 }), { maxKeys: 6 }).map((fields) =>
      new URLSearchParams({
        ...(Object.fromEntries(Object.entries(base).map(([k, v]) => [k, String(v)])) as object),
        ...fields,
      }).toString(),
    ),
    fc.string({ maxLength: 200 }),
    fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
  );

// ── Paths ──────────────────────────────────────────────────────────────────────────────────────

const trickyIds = fc.oneof(
  fc.constantFrom(
    '',
    '000000000000000000',
    'zzzzzzzzzzzzzzzzzz',
    '..',
    '.',
    '%2e%2e',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '..%2f..%2fpackage.json',
    '%00',
    'abc%00def',
    '%',
    '%E0%A4%A',
    '%ZZ',
    '__proto__',
    'constructor',
    'prototype',
    'x'.repeat(10_000),
    '%F0%9F%A7%B5',
    'नमस्ते',
    'a/b',
    'a;b',
    'a?b',
    '%3Cscript%3E',
    'ABCDEFGHIJKLMNOPQR',
    '000000000000000000-w320.webp',
    '000000000000000000.png',
    '000000000000000000.svg',
  ),
  fc.string({ maxLength: 30 }).map((text) => encodeURIComponent(text)),
  anyId,
);

const queries = fc.oneof(
  fc.constant(''),
  fc
    .record(
      {
        page: fc.constantFrom('1', '2', '0', '-1', '1.5', 'abc', '', 'NaN', '1e3', '99999999999', '100000', '100001', '%00'),
        limit: fc.constantFrom('10', '1', '0', '100', '101', '1000', '1001', '-5', 'x', ''),
      },
      { requiredKeys: [] },
    )
    .map(
      (params) =>
        `?${Object.entries(params)
          .map(([key, value]) => `${key}=${value}`)
          .join('&')}`,
    ),
  fc.constantFrom('?page=1&page=2', '?limit=1000', '?tab=clothing%20name', '?page[]=1', '?__proto__=1'),
);

// ── Requests ───────────────────────────────────────────────────────────────────────────────────

interface Endpoint {
  path: (id: string) => string;
  methods: string[];
  body?: Record<string, unknown>;
  upload?: boolean;
  ids?: (ids: FuzzIds) => string[];
}

function endpoints(ids: FuzzIds): Endpoint[] {
  const inboxIds = (i: FuzzIds) => [i.quickQuote, i.help, i.productQuote, i.contact];
  return [
    { path: () => '/api/login', methods: ['POST'], body: { email: 'staff@example.com', password: 'not the password' } },
    { path: () => '/api/help/create', methods: ['POST'], body: valid.help() },
    { path: () => '/api/help/create', methods: ['POST'], body: valid.quickQuote() },
    { path: () => '/api/help/get-quites', methods: ['GET'] },
    { path: () => '/api/help/get-help', methods: ['GET'] },
    { path: (id) => `/api/help/delete/${id}`, methods: ['DELETE'], ids: inboxIds },
    { path: (id) => `/api/help/update-remark/${id}`, methods: ['PUT', 'PATCH'], body: { remark: 'Called back' }, ids: inboxIds },
    { path: () => '/api/contacts/', methods: ['GET', 'POST'], body: valid.contact() },
    { path: (id) => `/api/contacts/${id}`, methods: ['PUT', 'PATCH', 'DELETE'], body: { remark: 'Called back' }, ids: inboxIds },
    { path: () => '/api/quotes', methods: ['GET', 'POST'], body: valid.productQuote(ids.product) },
    { path: (id) => `/api/quotes/${id}`, methods: ['PUT', 'PATCH', 'DELETE'], body: { remark: 'Called back' }, ids: inboxIds },
    { path: () => '/api/products/', methods: ['GET', 'POST'], body: valid.product() },
    {
      path: (id) => `/api/products/${id}`,
      methods: ['GET', 'PUT', 'PATCH', 'DELETE'],
      body: valid.product(),
      ids: (i) => [i.product],
    },
    { path: (id) => `/api/products/${id}`, methods: ['PATCH'], body: { status: 'Inactive' }, ids: (i) => [i.product] },
    { path: () => '/api/blogs', methods: ['GET', 'POST'], body: valid.blog() },
    { path: (id) => `/api/blogs/${id}`, methods: ['GET', 'PUT', 'DELETE'], body: valid.blog(), ids: (i) => [i.blog, i.blogSlug] },
    { path: () => '/api/testimonials', methods: ['GET', 'POST'], body: valid.testimonial() },
    {
      path: (id) => `/api/testimonials/${id}`,
      methods: ['GET', 'PUT', 'DELETE'],
      body: valid.testimonial(),
      ids: (i) => [i.testimonial],
    },
    { path: () => '/api/dashboard', methods: ['GET'] },
    { path: () => '/api/site-status', methods: ['GET', 'POST'], body: { state: 'ready', created_at: '2026-01-01T00:00:00Z' } },
    { path: () => '/api/upload', methods: ['POST'], upload: true },
    { path: (id) => `/api/images/${id}`, methods: ['GET'], ids: (i) => [i.image, i.image.replace('.png', '-w320.webp')] },
    // Paths no function serves.
    { path: (id) => `/api/${id}`, methods: METHODS },
    { path: (id) => `/api/help/${id}`, methods: METHODS },
  ];
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/merge-patch+json',
  'application/x-www-form-urlencoded',
  'text/plain',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=x',
  'image/png',
  'APPLICATION/JSON',
  ';;;',
];

function uploads(png: Buffer) {
  const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const bytes = fc.oneof(
    { weight: 1, arbitrary: fc.constant(new Uint8Array(png)) },
    { weight: 3, arbitrary: fc.uint8Array({ maxLength: 300 }) },
    { weight: 2, arbitrary: fc.uint8Array({ maxLength: 200 }).map((tail) => new Uint8Array([...PNG_MAGIC, ...tail])) },
    { weight: 2, arbitrary: fc.uint8Array({ maxLength: 200 }).map((tail) => new Uint8Array([0xff, 0xd8, 0xff, ...tail])) },
    { weight: 1, arbitrary: fc.constant(new Uint8Array(Buffer.from('RIFF\0\0\0\0WEBPVP8 junk'))) },
    {
      weight: 1,
      arbitrary: fc.constant(
        new Uint8Array(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
      ),
    },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 64 }).map((cut) => new Uint8Array(png.subarray(0, png.length - cut))) },
  );
  return fc.record({ bytes, field: fc.constantFrom('file', 'file', 'file', 'image', '') });
}

/** Broken multipart bodies, sent raw with a multipart content type. */
const brokenMultipart = fc.constantFrom(
  '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
  '--x\r\n\r\n--x--',
  '--y\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--y--',
  '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n\r\n--x--\r\n',
  '',
  'not multipart at all',
);

export function requestArbitrary(
  ids: FuzzIds,
  tokens: { valid: string; forged: string },
  png: Buffer,
): fc.Arbitrary<FuzzRequest> {
  const idsOf = (endpoint: Endpoint) =>
    fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...(endpoint.ids?.(ids) ?? ['x'])) }, { weight: 3, arbitrary: trickyIds });
  const token = fc.oneof(
    { weight: 5, arbitrary: fc.constant(tokens.valid) },
    { weight: 3, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constant(tokens.forged) },
    { weight: 1, arbitrary: fc.constantFrom('a.b.c', 'x'.repeat(5000), tokens.valid.slice(0, -3) + 'abc', `${tokens.valid}.x`) },
  );
  return fc.constantFrom(...endpoints(ids)).chain((endpoint) => {
    const method = fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...endpoint.methods) },
      { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
    );
    const base = endpoint.body ?? { name: 'x' };
    const body: fc.Arbitrary<FuzzRequest['body']> = endpoint.upload
      ? fc.oneof(
          { weight: 4, arbitrary: uploads(png).map(({ bytes, field }) => ({ kind: 'upload' as const, bytes, field })) },
          { weight: 1, arbitrary: brokenMultipart.map((text) => ({ kind: 'raw' as const, text })) },
        )
      : fc.oneof(
          { weight: 2, arbitrary: renamed(base).map((value) => ({ kind: 'json' as const, value })) },
          { weight: 6, arbitrary: mutated(base).map((value) => ({ kind: 'json' as const, value })) },
          { weight: 1, arbitrary: wild.map((value) => ({ kind: 'json' as const, value })) },
          { weight: 3, arbitrary: rawBodies(base).map((text) => ({ kind: 'raw' as const, text })) },
          { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
        );
    const headers = fc.oneof(
      { weight: 4, arbitrary: fc.constant({}) },
      { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES).map((type) => ({ 'content-type': type })) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          { 'content-length': '999999999' },
          { 'if-none-match': '"x"' },
          { 'accept-encoding': 'gzip' },
          { authorization: 'Basic YTpi' },
          { authorization: 'Bearer' },
        ),
      },
    ) as fc.Arbitrary<Record<string, string>>;
    return fc
      .record({ method, id: idsOf(endpoint), query: queries, token, headers, body })
      .map(({ method, id, query, token, headers, body }) => {
        const path = endpoint.path(id) + query;
        const kind = body.kind === 'json' ? 'json' : body.kind === 'raw' ? `raw(${body.text.length})` : body.kind;
        return {
          method,
          path,
          token,
          headers,
          body,
          route: endpoint.path(':id'),
          label: `${method} ${path.slice(0, 120)} [${kind}${token ? ', token' : ''}]`,
        };
      });
  });
}

async function send(request: FuzzRequest) {
  const withBody = !['GET', 'HEAD'].includes(request.method);
  const { body } = request;
  const options: Parameters<typeof call>[2] = { token: request.token, headers: { ...request.headers } };
  // A content-length the body does not have is refused by Request itself; the handler sees the real one.
  delete options.headers!['content-length'];
  if (withBody && body.kind === 'json') options.body = body.value;
  if (withBody && body.kind === 'raw') options.rawBody = body.text;
  if (withBody && body.kind === 'upload') options.rawBody = formWith(body.bytes, 'f.png', 'image/png', body.field);
  return call(request.method, request.path, options);
}

/** Checks one answer; answers what is wrong with it. */
function problemsOf(request: FuzzRequest, answer: Awaited<ReturnType<typeof call>>): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 200)}`);
  // A browser's own form post may be answered with a page (the forms work without JavaScript).
  const formPost = /^application\/x-www-form-urlencoded/i.test(request.headers['content-type'] ?? '');
  const page = formPost && /^text\/html/.test(answer.headers.get('content-type') ?? '');
  if (page && answer.status >= 400 && leaks(answer.body).length)
    problems.push(`error page leaks ${leaks(answer.body).join(', ')}`);
  if (answer.status >= 400 && request.method !== 'HEAD' && !page) {
    const body = answer.body as Record<string, unknown> | null;
    const shapeOk =
      body !== null &&
      typeof body === 'object' &&
      !Array.isArray(body) &&
      typeof body.message === 'string' &&
      body.message.length > 0 &&
      Object.keys(body).every((key) => key === 'message' || key === 'errors');
    if (!shapeOk) problems.push(`error body is not { message }: ${JSON.stringify(body)?.slice(0, 200)}`);
    const found = leaks(answer.body);
    if (found.length) problems.push(`error body leaks ${found.join(', ')}: ${JSON.stringify(answer.body).slice(0, 200)}`);
  }
  return problems;
}

/** Runs `runs` generated requests one after another; answers counts and every failure. */
export async function runFuzz(options: {
  seed: number;
  runs: number;
  ids: FuzzIds;
  tokens: { valid: string; forged: string };
  /** Prints a line every 1,000 requests. */
  progress?: boolean;
}): Promise<FuzzReport> {
  const png = await smallPng();
  const byStatus: Record<number, number> = {};
  const byRoute: Record<string, number> = {};
  const msByRoute: Record<string, number> = {};
  const failures: string[] = [];
  let requests = 0;
  const started = performance.now();
  await fc.assert(
    fc.asyncProperty(requestArbitrary(options.ids, options.tokens, png), async (request) => {
      requests += 1;
      const route = `${request.method} ${request.route}`;
      byRoute[route] = (byRoute[route] ?? 0) + 1;
      if (options.progress && requests % 1000 === 0) {
        console.error(`fuzz: ${requests} requests, ${Math.round(performance.now() - started)} ms, ${failures.length} failures`);
      }
      const slow = setTimeout(() => console.error(`fuzz: #${requests} ${request.label} has taken 10 s`), 10_000);
      let answer;
      const sentAt = performance.now();
      try {
        answer = await send(request);
        msByRoute[route] = (msByRoute[route] ?? 0) + performance.now() - sentAt;
      } catch (error) {
        clearTimeout(slow);
        failures.push(`#${requests} ${request.label}: the handler threw ${String(error).slice(0, 200)}`);
        return true;
      }
      clearTimeout(slow);
      byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
      for (const problem of problemsOf(request, answer)) failures.push(`#${requests} ${request.label}: ${problem}`);
      return true;
    }),
    { seed: options.seed, numRuns: options.runs, endOnFailure: true },
  );
  return {
    seed: options.seed,
    runs: options.runs,
    requests,
    byStatus,
    byRoute,
    msByRoute,
    failures,
    ms: performance.now() - started,
  };
}

/** A whole number from the environment; a mistyped one is refused, since it would replay nothing. */
function whole(name: string): number | undefined {
  const text = process.env[name]?.trim();
  if (!text) return undefined;
  if (!/^-?\d+$/.test(text)) throw new Error(`${name} must be a whole number, not "${text}"`);
  return Number(text);
}

/** FUZZ_SEED (a failed run's seed, printed with its failures, replays it) and FUZZ_RUNS, with defaults. */
export function fuzzSettings(defaultRuns: number): { seed: number; runs: number } {
  return { seed: whole('FUZZ_SEED') ?? Math.floor(Math.random() * 2 ** 31), runs: whole('FUZZ_RUNS') ?? defaultRuns };
}
