/**
 * How an API call is described once and used everywhere: the function that serves it (its route and
 * request schema), the browser's typed client, and the tests. Types only travel with `answer` and
 * `query`; nothing here runs on its own.
 */
import type * as v from 'valibot';
import { fillPath } from './paths.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call (401 without a valid session where a role is needed; 403 for a role the call is not for):
 * anyone; 'member' any team member whatever their role (their own account); 'signed-in' the sales team
 * (Admin and Staff); 'books' the sales team and the Accountant (invoices, notes, payments: reads and their
 * files); 'returns' an Admin and the Accountant (the GST returns and the books' files); 'admin' Admins only;
 * or anyone, with a wider view for the sales team ('public-or-signed-in'). The roles of each are
 * `ROLES_OF_ACCESS` (src/lib/schemas/team.ts).
 */
export type Access = 'public' | 'member' | 'signed-in' | 'books' | 'returns' | 'admin' | 'public-or-signed-in';

/**
 * The limiter's named limits (src/lib/server/throttle.ts LIMITS holds each one's count, window and what it is
 * keyed by). A call declares one keyed by the caller's address (`Endpoint.limit`); the others are counted by
 * the handler that knows their key.
 */
export type LimitName =
  | 'form'
  | 'upload-bytes'
  | 'customer-write'
  | 'reset-address'
  | 'reset-account'
  | 'secret-guess'
  | 'link-address'
  | 'link-pair'
  | 'link-email';

/** Whether a write names the version it was made over (If-Match): see `Endpoint.ifMatch`. */
export type IfMatch = 'required' | 'optional';

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters of a route pattern: `/api/contacts/:id` → `{ id: string }`. */
export type PathParams<P extends string> = { [Name in ParamNames<P>]: string };

export interface Endpoint<
  P extends string = string,
  S extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  Query = unknown,
  Answer = unknown,
  A extends Access = Access,
  Q extends v.GenericSchema | undefined = v.GenericSchema | undefined,
> {
  readonly method: Method;
  /** Also accepted for the same call (older clients); the client always sends `method`. */
  readonly alsoAccepts: readonly Method[];
  /** A route pattern as Netlify's `config.path` writes it. */
  readonly path: P;
  readonly access: A;
  /**
   * The request body's schema; the server validates the body with it before the call's handler runs
   * (text trimmed, but the fields of `keepAsTyped`), and the forms use the same one.
   */
  readonly body: S;
  /** Body fields taken exactly as typed (passwords). */
  readonly keepAsTyped: readonly string[];
  /** What an Admin-only call says to Staff (403); the team's words by default. */
  readonly adminOnlyMessage?: string;
  /**
   * The version a write names in If-Match, checked by serve() and handed to the handler. 'required' on each
   * replace of a versioned record our own API added: refused (428) without it, so a change someone else saved
   * in between is never silently overwritten. 'optional' where a write without it must go on working: the
   * replaces the original API had (docs/product.md section 7; a client written for it sends none, and the
   * last save wins) and a send, which a repeated click makes once when it names the version. Our admin
   * always sends it.
   */
  readonly ifMatch?: IfMatch;
  /**
   * How long an answer may be kept. Never, by default: every answer is `private, no-store` (serve()), but a
   * public list sent with its ETag (`sendPrepared`: `no-cache`, checked each time). 'immutable': a
   * successful answer is kept a year by any cache, for a file whose address never changes content.
   */
  readonly cache?: 'immutable';
  /**
   * A visitor's submission (the public forms): screened by the honeypot, and (being `idempotent`) stored once
   * per `Idempotency-Key` header however often it is sent.
   */
  readonly submission: boolean;
  /**
   * The named limit serve() counts, per the caller's address, before the handler runs: 429 with Retry-After
   * past it (src/lib/server/throttle.ts). Undefined for a call without one.
   */
  readonly limit?: LimitName;
  /**
   * A create made once per `Idempotency-Key` header: serve() claims the key (a day) and hands the handler the
   * id the record is to be stored under, the same for a repeat of the key (422 for the key with another body).
   * Every submission is.
   */
  readonly idempotent: boolean;
  /** The body's bytes exactly as sent are handed to the handler beside the parsed body (a webhook's signature is over them). */
  readonly rawBody?: boolean;
  /**
   * The query string's schema: the server validates the parameters with it before the call's handler runs
   * (400 naming the parameter) and gives the handler its output; undefined for a call that reads none.
   */
  readonly query: Q;
  /** Type carriers only (always undefined at run time): what a caller puts in the query string, and the answer. */
  readonly queryInput?: Query;
  readonly answer?: Answer;
}

export type BodyOf<E> = E extends Endpoint<string, infer S> ? (S extends v.GenericSchema ? v.InferInput<S> : never) : never;
/** The body a handler is given: the schema's output (undefined for a call without a body schema). */
export type ParsedBodyOf<E> =
  E extends Endpoint<string, infer S> ? (S extends v.GenericSchema ? v.InferOutput<S> : undefined) : never;
/** What a caller puts in the query string: the query schema's input (numbers may be given as numbers). */
export type QueryOf<E> = E extends Endpoint<string, v.GenericSchema | undefined, infer Q> ? Q : never;
/** The query a handler is given: the schema's output (undefined for a call without a query schema). */
export type ParsedQueryOf<E> =
  E extends Endpoint<string, v.GenericSchema | undefined, unknown, unknown, Access, infer Q>
    ? Q extends v.GenericSchema
      ? v.InferOutput<Q>
      : undefined
    : never;
export type AnswerOf<E> = E extends Endpoint<string, v.GenericSchema | undefined, unknown, infer A> ? A : never;
export type ParamsOf<E> = E extends Endpoint<infer P> ? PathParams<P> : never;
/** A call marked `ifMatch` carries the mark in its type: its handler is given the version. */
type IfMatchOf<M> = M extends IfMatch ? { readonly ifMatch: M } : unknown;
/** The version a call's handler is given: the one its If-Match names (undefined when optional and not sent). */
export type VersionOf<E> = E extends { readonly ifMatch: 'required' }
  ? number
  : E extends { readonly ifMatch: 'optional' }
    ? number | undefined
    : undefined;

/** A query schema's input, as a caller gives it; undefined for a call without one. */
type QueryInput<Q> = Q extends v.GenericSchema ? v.InferInput<Q> : undefined;

/**
 * Describes one call. The answer type comes first, as a type argument
 * (`endpoint<Paged<ContactEnquiry>>()({ ..., query: inboxListQuery })`), the rest is inferred from the object.
 */
export function endpoint<Answer>() {
  return <
    const P extends string,
    const A extends Access,
    S extends v.GenericSchema | undefined = undefined,
    const M extends IfMatch | undefined = undefined,
    Q extends v.GenericSchema | undefined = undefined,
  >(definition: {
    method: Method;
    path: P;
    access: A;
    body?: S;
    query?: Q;
    alsoAccepts?: readonly Method[];
    keepAsTyped?: readonly string[];
    submission?: boolean;
    limit?: LimitName;
    idempotent?: boolean;
    adminOnlyMessage?: string;
    ifMatch?: M;
    cache?: 'immutable';
    rawBody?: boolean;
  }): Endpoint<P, S, QueryInput<Q>, Answer, A, Q> & IfMatchOf<M> =>
    ({
      alsoAccepts: [],
      body: undefined as S,
      query: undefined as Q,
      keepAsTyped: [],
      submission: false,
      ...definition,
      idempotent: definition.idempotent ?? definition.submission ?? false,
    }) as Endpoint<P, S, QueryInput<Q>, Answer, A, Q> & IfMatchOf<M>;
}

/** Every method the server takes for a call. */
export const methodsOf = (call: Endpoint): Method[] => [call.method, ...call.alsoAccepts];

/** The address of a call: parameters filled in (URL-encoded) and the query appended. */
export function pathOf(call: Endpoint, params: Record<string, string> = {}, query: object = {}): string {
  return fillPath(call.path, params, query);
}

/**
 * The patterns a function must list in its `config.path` to serve a group of calls: each call's path,
 * and a path without parameters also with a trailing slash. Netlify reads `config.path` from the
 * function's source without running it, so the function writes the list out; a test holds the two equal.
 */
export function routePatterns(group: Record<string, Endpoint>): string[] {
  const patterns = new Set<string>();
  for (const call of Object.values(group)) {
    patterns.add(call.path);
    if (!call.path.includes(':')) patterns.add(`${call.path}/`);
  }
  return [...patterns].sort();
}

/** Matches a path against a route pattern (`:name` is one non-empty segment); the decoded parameters, or null. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(have[index]);
      } catch {
        params[part.slice(1)] = '';
      }
    } else if (part !== have[index]) return null;
  }
  return params;
}

// ── Answer shapes the calls share ──────────────────────────────────────────────────────────────

/**
 * Every list's page (docs/decisions.md 'API shapes'; src/lib/server/paging.ts makes it): its items, which page
 * of how many, whether another follows, and `total` where the list counts every match (a list read whole:
 * quotations, customers, payments); an inbox and the activity read only as far as the page, and count none.
 */
export interface Paged<T> {
  data: T[];
  page: number;
  limit: number;
  hasMore: boolean;
  total?: number;
}

/** A list's page that counts every match. */
export type CountedPaged<T> = Paged<T> & { total: number };

export interface MessageAnswer {
  message: string;
}

/** What every write answers: its message and the record as stored. */
export interface Saved<T> {
  message: string;
  data: T;
}
