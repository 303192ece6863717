/**
 * The request/answer conventions every function shares: parse → validate → authorize → act → answer,
 * with one error shape `{ message, errors? }` and never a 5xx for anything a client sent.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Context } from '@netlify/functions';
import * as v from 'valibot';
import { fieldErrors } from '../schemas.ts';
import { API_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '../security-headers.ts';
import { StoreUnavailableError, withinStoreBudget } from './store.ts';

export type Handler = (request: Request, context: Context) => Promise<Response>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export class HttpError extends Error {
  readonly status: number;
  readonly errors?: Record<string, string>;
  readonly headers?: Record<string, string>;
  constructor(
    status: number,
    message: string,
    options: { errors?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.errors = options.errors;
    this.headers = options.headers;
  }
}

const BASE_HEADERS: Record<string, string> = {
  ...SECURITY_HEADERS,
  'content-security-policy': API_CONTENT_SECURITY_POLICY,
  'cache-control': 'no-store',
};

/** Every answer of a function carries the security headers, whatever built it. */
function secured(response: Response): Response {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  if (!response.headers.has('content-security-policy'))
    response.headers.set('content-security-policy', API_CONTENT_SECURITY_POLICY);
  return response;
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...BASE_HEADERS, 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** A JSON answer encoded once (bytes, gzip, ETag) and sent many times, e.g. the 1,000-product list. */
export interface PreparedJson {
  body: Uint8Array<ArrayBuffer>;
  gzipped: Uint8Array<ArrayBuffer>;
  etag: string;
}

export function prepareJson(value: unknown): PreparedJson {
  const body = new TextEncoder().encode(JSON.stringify(value));
  return {
    body,
    gzipped: new Uint8Array(gzipSync(body, { level: 6 })),
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  };
}

/** Sends a prepared answer: 304 when the client has it, gzip when the client accepts it. */
export function sendPrepared(request: Request, prepared: PreparedJson): Response {
  const headers: Record<string, string> = {
    ...BASE_HEADERS,
    'cache-control': 'no-cache',
    'content-type': 'application/json; charset=utf-8',
    etag: prepared.etag,
    vary: 'Accept-Encoding, Authorization',
  };
  if (request.headers.get('if-none-match') === prepared.etag) return new Response(null, { status: 304, headers });
  if (/\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')) {
    return new Response(prepared.gzipped, { headers: { ...headers, 'content-encoding': 'gzip' } });
  }
  return new Response(prepared.body, { headers });
}

export const message = (text: string, status = 200) => json({ message: text }, status);

export const notFound = (what: string) => new HttpError(404, `${what} not found`);

const MAX_JSON_BYTES = 256 * 1024;

/** Reads the body up to `limit` bytes; a larger body is refused before it is all read. */
export async function readBytes(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function tooLarge(limit: number) {
  return new HttpError(413, `Request body is too large (at most ${Math.round(limit / 1024)} KB)`);
}

/**
 * The body as a plain object: JSON, or an HTML form post (so forms work without JavaScript; its values
 * are all text). Anything else is a 400 or 415 with a clear message.
 */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  const text = new TextDecoder('utf-8', { fatal: false }).decode(await readBytes(request, MAX_JSON_BYTES));
  if (type === 'application/x-www-form-urlencoded') {
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (type !== '' && type !== 'application/json' && !type.endsWith('+json')) {
    throw new HttpError(415, 'Send the request body as JSON (Content-Type: application/json)');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Malformed JSON in request body');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new HttpError(400, 'The request body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

/** Validates with a shared schema; the first message leads, every field's first message follows. */
export function validate<TSchema extends v.GenericSchema>(schema: TSchema, data: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const errors = fieldErrors(result.issues);
  throw new HttpError(400, result.issues[0].message, { errors });
}

/** Trims every text field of validated input; stored text never starts or ends with spaces. */
export function trimmed<T extends Record<string, unknown>>(input: T): T {
  return Object.fromEntries(
    Object.entries(input).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as T;
}

/** page and limit of an admin list: whole numbers, limit at most `maxLimit`. */
export function pageParams(url: URL, defaults: { limit: number; maxLimit: number }): { page: number; limit: number } {
  const read = (name: string, fallback: number, max: number) => {
    const raw = url.searchParams.get(name);
    if (raw === null || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > max) {
      throw new HttpError(400, `${name} must be a whole number from 1 to ${max}`);
    }
    return value;
  };
  return { page: read('page', 1, 100_000), limit: read('limit', defaults.limit, defaults.maxLimit) };
}

/**
 * Dispatches on the method; any other method is a 405 with Allow. Errors become their answers:
 * HttpError as it says, an unreachable store as 503 (within the store budget), anything unexpected as a
 * logged 500 without detail.
 */
export function methods(handlers: Partial<Record<Method, Handler>>): Handler {
  const allowed = Object.keys(handlers).join(', ');
  return async (request, context) => {
    const method = (request.method === 'HEAD' ? 'GET' : request.method) as Method;
    const handler = handlers[method];
    try {
      if (!handler) throw new HttpError(405, `Method ${request.method} is not allowed here`, { headers: { allow: allowed } });
      const response = secured(await withinStoreBudget(() => handler(request, context)));
      return request.method === 'HEAD' ? new Response(null, response) : response;
    } catch (error) {
      return secured(errorResponse(error));
    }
  };
}

export function errorResponse(error: unknown): Response {
  if (error instanceof HttpError) {
    return json({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) }, error.status, error.headers);
  }
  if (error instanceof StoreUnavailableError) {
    console.error('[store]', error.cause);
    return json({ message: error.message }, 503, { 'retry-after': '5' });
  }
  console.error('[api] unexpected error', error);
  return json({ message: 'Something went wrong on our side. Please try again.' }, 500);
}

/** One function file serves a collection path and its `/{param}` record path. */
export function resource(routes: { collection: Handler; record: Handler; param?: string }): Handler {
  const name = routes.param ?? 'id';
  return (request, context) => (context.params?.[name] ? routes.record(request, context) : routes.collection(request, context));
}

/** A path parameter, URL-decoded ('' when absent or undecodable). */
export function param(context: Context, name = 'id'): string {
  try {
    return decodeURIComponent(String(context.params?.[name] ?? ''));
  } catch {
    return '';
  }
}

/** The caller's address: Netlify's context.ip, which the local runtime fills in the same way. */
export function clientAddress(context: Context): string {
  return context?.ip || 'unknown';
}
