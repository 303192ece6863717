/**
 * The request/answer conventions every function shares: parse → validate → authorize → act → answer,
 * with one error shape `{ message, code?, errors? }` and never a 5xx for anything a client sent.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { isIPv4, isIPv6 } from 'node:net';
import type { Context } from '@netlify/functions';
import * as v from 'valibot';
import type { Endpoint } from '../api/define.ts';
import type { RefusalCode } from '../api/refusal-codes.ts';
import { MESSAGES } from '../messages/answers.ts';
import { RECORD_NAMES } from '../messages/http.ts';
import { fieldErrors } from '../schemas/parts.ts';
import { API_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '../security-headers.ts';
import { StoreUnavailableError, VersionConflictError } from './store/index.ts';

export type Handler = (request: Request, context: Context) => Promise<Response>;

export class HttpError extends Error {
  readonly status: number;
  readonly errors?: Record<string, string>;
  readonly headers?: Record<string, string>;
  /** A record the answer carries beside the message (a 409's current version). */
  readonly data?: unknown;
  /** The refusal's stable kind, for a client to act on (src/lib/api/refusal-codes.ts); the message may be reworded. */
  readonly code?: RefusalCode;
  constructor(
    status: number,
    message: string,
    options: { errors?: Record<string, string>; headers?: Record<string, string>; data?: unknown; code?: RefusalCode } = {},
  ) {
    super(message);
    this.status = status;
    this.errors = options.errors;
    this.headers = options.headers;
    this.data = options.data;
    this.code = options.code;
  }
}

/**
 * What a cache may keep of an answer: nothing, by default (a proxy or a shared computer's browser must never
 * keep a record, a PDF or a CSV of ours); a year, by anyone, for a call the contract marks `cache: 'immutable'`.
 */
const NEVER_KEPT = 'private, no-store';
const KEPT_A_YEAR = 'public, max-age=31536000, immutable';

const BASE_HEADERS: Record<string, string> = {
  ...SECURITY_HEADERS,
  'content-security-policy': API_CONTENT_SECURITY_POLICY,
  'cache-control': NEVER_KEPT,
};

/**
 * Every answer of a function carries the security headers, whatever built it, and says what a cache may keep:
 * a successful answer of an `immutable` call a year, any other nothing unless an answer here said otherwise
 * (`sendPrepared`). No handler sets Cache-Control itself (tests/unit/contract-guard.test.ts).
 */
export function secured(response: Response, cache?: Endpoint['cache']): Response {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  if (!response.headers.has('content-security-policy'))
    response.headers.set('content-security-policy', API_CONTENT_SECURITY_POLICY);
  if (cache === 'immutable' && response.ok) response.headers.set('cache-control', KEPT_A_YEAR);
  else if (!response.headers.has('cache-control')) response.headers.set('cache-control', NEVER_KEPT);
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

export const notFound = (what: keyof typeof RECORD_NAMES) => new HttpError(404, MESSAGES.recordNotFound(RECORD_NAMES[what]));

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
  return new HttpError(413, MESSAGES.bodyTooLarge(Math.round(limit / 1024)));
}

/**
 * The body as a plain object: JSON, or an HTML form post (so forms work without JavaScript; its values
 * are all text). Anything else is a 400 or 415 with a clear message.
 */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  return bodyFrom(request, await readRawBody(request));
}

/** The body's bytes exactly as sent, up to the JSON limit (a signed webhook's signature is over these). */
export const readRawBody = (request: Request): Promise<Uint8Array> => readBytes(request, MAX_JSON_BYTES);

/** The body read from its bytes as `readBody` reads it. */
export function bodyFrom(request: Request, bytes: Uint8Array): Record<string, unknown> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (type === 'application/x-www-form-urlencoded') {
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (type !== '' && type !== 'application/json' && !type.endsWith('+json')) {
    throw new HttpError(415, MESSAGES.bodyNotJson);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, MESSAGES.malformedJson);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new HttpError(400, MESSAGES.bodyNotObject);
  }
  return parsed as Record<string, unknown>;
}

/** Room for the multipart envelope around a file of the largest allowed size. */
const ENVELOPE_BYTES = 16 * 1024;

/**
 * The file of a multipart upload's field `file`, read whole up to `maxBytes` (its envelope aside): 415
 * `missing` for a body that is not a form upload or lacks the file, 413 `tooLarge` past the size.
 */
export async function readUploadedFile(
  request: Request,
  maxBytes: number,
  messages: { missing: string; tooLarge: string },
): Promise<{ bytes: Uint8Array; name: string }> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw new HttpError(415, messages.missing);
  let body: Uint8Array;
  try {
    body = await readBytes(request, maxBytes + ENVELOPE_BYTES);
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) throw new HttpError(413, messages.tooLarge);
    throw error;
  }
  let file: FormDataEntryValue | null;
  try {
    file = (await new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'content-type': type } }).formData()).get('file');
  } catch {
    throw new HttpError(400, MESSAGES.malformedMultipart);
  }
  if (!file || typeof file === 'string') throw new HttpError(400, messages.missing);
  if (file.size > maxBytes) throw new HttpError(413, messages.tooLarge);
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name };
}

/** Validates with a shared schema; the first message leads, every field's first message follows. */
export function validate<TSchema extends v.GenericSchema>(schema: TSchema, data: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const errors = fieldErrors(result.issues);
  throw new HttpError(400, result.issues[0].message, { errors });
}

/**
 * The version a save was made over (`If-Match: 3`, quoted or weak forms too); undefined without the
 * header. A replace that requires it (the contract's `ifMatch: 'required'`) is refused with 428 before its
 * handler runs; where it is optional (a send), a save without it is unconditional.
 */
export function ifMatchVersion(request: Request): number | undefined {
  const header = request.headers.get('if-match');
  if (header === null || header.trim() === '' || header.trim() === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header.trim());
  if (!match) throw new HttpError(400, MESSAGES.badIfMatch);
  return Number(match[1]);
}

/** A save over an old version: 409 with what is stored now, for the admin to show what changed. */
export async function orConflict<T>(what: string, save: Promise<T>): Promise<T> {
  try {
    return await save;
  } catch (error) {
    if (error instanceof VersionConflictError)
      throw new HttpError(409, MESSAGES.editConflict(what), { code: 'version-conflict', data: error.current });
    throw error;
  }
}

export function errorResponse(error: unknown): Response {
  if (error instanceof HttpError) {
    const body = {
      message: error.message,
      ...(error.code && { code: error.code }),
      ...(error.errors && { errors: error.errors }),
      ...(error.data !== undefined && { data: error.data }),
    };
    return json(body, error.status, error.headers);
  }
  if (error instanceof StoreUnavailableError) {
    console.error('[store]', error.cause);
    return json({ message: error.message }, 503, { 'retry-after': '5' });
  }
  console.error('[api] unexpected error', error);
  return json({ message: MESSAGES.serverError }, 500);
}

/**
 * The caller, for rate limits and sign-in throttling: Netlify's context.ip (the local runtime fills it in
 * the same way). An IPv6 client counts as its /64, the block one client is given: keyed by full address,
 * one client would have 2^64 buckets. An IPv4-mapped address counts as the IPv4 address.
 */
export function clientAddress(context: Context): string {
  return networkOf(context?.ip || 'unknown');
}

export function networkOf(address: string): string {
  const ip = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip;
  const mapped = /^(?:0{0,4}:){0,5}ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip.replace(/^::/, '0:'));
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  const [head, tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // A dotted tail (::1.2.3.4) stands for two groups; only the first four groups matter here.
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
