/**
 * Calls the real function handlers, routed by their own `config.path` exactly as the local runtime
 * routes them, against the test file's real Blobs store.
 */
import path from 'node:path';
import { loadFunctions, matchFunction } from '../../scripts/runtime/functions.ts';
import { createAdmin, findAdmin } from '../../src/lib/server/auth.ts';

const routes = await loadFunctions(path.resolve('netlify/functions'));

export interface CallOptions {
  body?: unknown;
  /** Sent as is (for malformed bodies and form posts). */
  rawBody?: BodyInit;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export interface ApiAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export async function call<T = any>(method: string, pathname: string, options: CallOptions = {}): Promise<ApiAnswer<T>> {
  const url = new URL(pathname, 'http://localhost:8888');
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const request = new Request(url, { method, headers, body });
  const match = matchFunction(routes, url, method);
  if (!match) return { status: 404, body: { message: 'No function at this path' } as T, headers: new Headers() };
  const response = await match.handler(request, { params: match.params, ip: options.ip ?? '203.0.113.10' });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

export const ADMIN = { email: 'staff@example.com', password: 'correct horse battery staple' };

/** Signs in the test admin (created on first use) and returns a token. */
export async function adminToken(): Promise<string> {
  if (!(await findAdmin(ADMIN.email))) await createAdmin(ADMIN.email, ADMIN.password);
  const answer = await call('POST', '/api/login', { body: ADMIN, ip: '198.51.100.1' });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.token;
}
