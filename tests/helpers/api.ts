/**
 * Calls the real function handlers, routed by their own `config.path` exactly as the local runtime
 * routes them, against the test file's real Blobs store. Ordinary calls go through the API contract
 * (`callEndpoint`); `call` takes a method and a literal path, for the requests whose address is the
 * point of the test (wrong methods, trailing slashes, malformed or unknown paths).
 */
import path from 'node:path';
import { loadFunctions, localBackgroundStarter, matchFunction, runInBackground } from '../../scripts/runtime/functions.ts';
import { useLocalBackgroundFunctions } from '../../src/lib/server/background-functions.ts';
import {
  type AnswerOf,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  loginApi,
  pathOf,
} from '../../src/lib/api/index.ts';
import { createAccount, findAccount } from '../../src/lib/server/team/accounts.ts';
import type { RefusalCode } from '../../src/lib/api/refusal-codes.ts';

const routes = await loadFunctions(path.resolve('netlify/functions'));
// Background functions a call starts (an export job) run in this process, as the local runtime runs them.
useLocalBackgroundFunctions(localBackgroundStarter(routes, () => ({ params: {}, ip: '127.0.0.1' })));

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
  /** The body's bytes as sent (a byte-order mark included). */
  bytes: Uint8Array;
}

// per run: promises, not values of a store; each leaves the set as it settles, whichever file's call started it.
/** The work each answer left going (its mails, its links), kept as Netlify's waitUntil keeps it. */
const following = new Set<Promise<unknown>>();
function follow(work: Promise<unknown>): void {
  following.add(work);
  void work.finally(() => following.delete(work));
}

/** Waits until the work every answer so far left going is done, work it started in turn included. */
export async function afterAnswersSettled(): Promise<void> {
  while (following.size) await Promise.allSettled([...following]);
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
  if (!match)
    return { status: 404, body: { message: 'No function at this path' } as T, headers: new Headers(), bytes: new Uint8Array() };
  const context = { params: match.params, ip: options.ip ?? '203.0.113.10', waitUntil: follow };
  const response = match.background ? runInBackground(match, request, context) : await match.handler(request, context);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed as T, headers: response.headers, bytes };
}

/**
 * A body the contract does not describe, sent on purpose: a wrong type, a missing or unknown field, a
 * body for a call that takes none. The server must refuse it cleanly (or drop what it does not know), and
 * the test says so where it sends it: `callEndpoint(call, { body: offContract({ ...good, price: 'ten' }) })`.
 * Every other body is checked by the compiler against the call's body schema.
 */
export class OffContract {
  readonly #sent: unknown;
  constructor(sent: unknown) {
    this.#sent = sent;
  }
  get sent(): unknown {
    return this.#sent;
  }
}
export const offContract = (sent: unknown) => new OffContract(sent);

/**
 * The path parameters a call takes: exactly its own, or any when the call is only known as an `Endpoint`
 * (a table of calls); `pathOf` then throws for a missing one.
 */
type ParamsOption<E extends Endpoint> = string extends E['path']
  ? { params?: Record<string, string> }
  : keyof ParamsOf<E> extends never
    ? { params?: undefined }
    : { params: ParamsOf<E> };

/**
 * What a call of the contract takes: its path parameters, query and body as the contract types them
 * (the body its schema's input; a body sent against it on purpose wrapped in `offContract`), and
 * everything else `call` takes.
 */
export type EndpointOptions<E extends Endpoint> = Omit<CallOptions, 'body'> & {
  body?: BodyOf<E> | OffContract;
  query?: QueryOf<E>;
} & ParamsOption<E>;

/** Calls without path parameters may leave the options out. */
type EndpointArgs<E extends Endpoint> = undefined extends ParamsOption<E>['params']
  ? [options?: EndpointOptions<E>]
  : [options: EndpointOptions<E>];

/** The error answer's fields; a test reads them from the same body whatever the status. */
interface ErrorFields {
  message?: string;
  /** A refusal's stable kind (src/lib/api/refusal-codes.ts). */
  code?: RefusalCode;
  errors?: Record<string, string>;
}

/**
 * Makes one call of the contract (src/lib/api) with its own method and address. The body is typed as
 * the call's answer, with the fields of an error answer beside it.
 */
export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  ...[options]: EndpointArgs<E>
): Promise<ApiAnswer<AnswerOf<E> & ErrorFields>> {
  const { params, query, body, ...rest } = (options ?? {}) as CallOptions & { params?: Record<string, string>; query?: object };
  return call(endpoint.method, pathOf(endpoint, params, query), {
    ...rest,
    body: body instanceof OffContract ? body.sent : body,
  });
}

export const ADMIN = { email: 'staff@example.com', password: 'correct horse battery staple' };

/** Signs in the test admin (created on first use) and returns a token. */
export async function adminToken(): Promise<string> {
  if (!(await findAccount(ADMIN.email))) await createAccount({ ...ADMIN, name: 'Asha', role: 'Admin' });
  const answer = await callEndpoint(loginApi.signIn, { body: ADMIN, ip: '198.51.100.1' });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.token;
}

export const STAFF = { email: 'staff.person@example.com', password: 'a long staff password' };

/** Signs in a Staff member of the team (not an Admin; created on first use) and returns a token. */
export async function staffToken(): Promise<string> {
  if (!(await findAccount(STAFF.email))) await createAccount({ ...STAFF, name: 'Staff Person', role: 'Staff' });
  const answer = await callEndpoint(loginApi.signIn, { body: STAFF, ip: '198.51.100.2' });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.token;
}
