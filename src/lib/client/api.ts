/**
 * The browser's one HTTP client for /api: JSON in and out, the staff token when asked for, a 15 s
 * timeout (docs/product.md departure 11) and error messages as docs/product.md section 8 lists them.
 */
import { type AnswerOf, type BodyOf, type Endpoint, type ParamsOf, type QueryOf, pathOf } from '../api/define.ts';
import type { RefusalCode } from '../api/refusal-codes.ts';
import { REQUEST_TIMEOUT_MS } from '../constants.ts';
import { REQUEST_ERRORS } from '../messages/requests.ts';
import { clearToken, getToken } from './member-token.ts';

export class ApiError extends Error {
  readonly status: number;
  /** Field messages of a 400, when the server sent them. */
  readonly errors?: Record<string, string>;
  /** The record a refusal carries (a 409's version as stored now). */
  readonly data?: unknown;
  /** The refusal's stable kind, when it has one: what a screen branches on, never the message's words. */
  readonly code?: RefusalCode;

  constructor(message: string, status: number, errors?: Record<string, string>, data?: unknown, code?: RefusalCode) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.data = data;
    this.code = code;
  }
}

/** Whether a call was refused with this code (src/lib/api/refusal-codes.ts). */
export const refusedWith = (error: unknown, code: RefusalCode): boolean => error instanceof ApiError && error.code === code;

/** The code of a refusal's JSON body, when it sent one. */
export const codeOf = (payload: unknown): RefusalCode | undefined => {
  const code = (payload as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? (code as RefusalCode) : undefined;
};

/**
 * Fired on window when a staff call answers 401: the token is gone and the admin must sign in again. Its
 * `detail` is the refusal's code, which says whether the session was ended on the server ('session-ended')
 * or the token expired (no code).
 */
export const SESSION_EXPIRED_EVENT = 'session-expired';

/** Drops the token and tells the app why (a 401 of a staff call). */
export function sessionRefused(code: RefusalCode | undefined): void {
  clearToken();
  window.dispatchEvent(new CustomEvent<RefusalCode | undefined>(SESSION_EXPIRED_EVENT, { detail: code }));
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the staff token; a 401 then ends the session. */
  auth?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export type CallOptions<E extends Endpoint> = {
  /** JSON, a form, or a file sent as it is (its type the content type: a CSV import). */
  body?: BodyOf<E> | FormData | Blob;
  query?: QueryOf<E>;
  signal?: AbortSignal;
  /** Extra request headers (`If-Match` on a save over a known version). */
  headers?: Record<string, string>;
} & (keyof ParamsOf<E> extends never ? { params?: undefined } : { params: ParamsOf<E> });

/** Makes one call of the contract (src/lib/api): its method and address, the token unless it is public. */
export function callApi<E extends Endpoint>(endpoint: E, ...[options]: CallArgs<E>): Promise<AnswerOf<E>> {
  const { body, query, signal, params, headers } = (options ?? {}) as CallOptions<Endpoint> & { params?: Record<string, string> };
  return apiRequest<AnswerOf<E>>(pathOf(endpoint, params, query ?? {}), {
    method: endpoint.method,
    body,
    auth: endpoint.access !== 'public',
    signal,
    headers,
  });
}

/** Calls without parameters may leave the options out. */
type CallArgs<E extends Endpoint> = keyof ParamsOf<E> extends never ? [options?: CallOptions<E>] : [options: CallOptions<E>];

async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, auth = false } = options;
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  const token = auth ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const isFile = typeof Blob !== 'undefined' && body instanceof Blob;
  if (isFile) headers['Content-Type'] = (body as Blob).type || 'application/octet-stream';
  else if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : isForm || isFile ? (body as FormData | Blob) : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (timeout.aborted) throw new ApiError(REQUEST_ERRORS.timeout(REQUEST_TIMEOUT_MS), 0);
    if (error instanceof DOMException && error.name === 'AbortError') throw new ApiError(REQUEST_ERRORS.aborted, 0);
    throw new ApiError(REQUEST_ERRORS.network, 0);
  }

  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const payload = (data ?? {}) as { message?: unknown; errors?: Record<string, string>; data?: unknown };
    const message =
      typeof payload.message === 'string' && payload.message ? payload.message : REQUEST_ERRORS.status(response.status);
    if (response.status === 401 && auth) sessionRefused(codeOf(payload));
    throw new ApiError(message, response.status, payload.errors, payload.data, codeOf(payload));
  }
  return data as T;
}

/** The message of anything a call threw, for a toast. */
export const errorMessage = (error: unknown, fallback: string = REQUEST_ERRORS.unknown): string =>
  error instanceof Error && error.message ? error.message : fallback;
