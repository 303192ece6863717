/**
 * A function file's default export, and the one path every call takes: routed to the call of the contract
 * (src/lib/api) whose path and method it matches; the token checked (401 before the body is read) and its role (403); on an
 * Admin-only or returns call the current role (403 before anything of the request is judged); a versioned replace's If-Match
 * (428 without it); a declared limit counted per address (429, src/lib/server/throttle.ts); the query string validated with the call's query schema (400 naming the parameter), then
 * the body read and validated with the call's schema, its text trimmed (400 with each field's message), its bytes as sent
 * handed over too on a `rawBody` call (a signed webhook); a visitor's submission screened; the session
 * checked; an idempotent create's Idempotency-Key claimed; then the handler, given the parsed query and body, the version, the record's id and, on signed-in calls, the person. Errors become answers: HttpError as it
 * says, an unreachable store as 503 (within the store budget), anything unexpected as a logged 500.
 */
import type { Context } from '@netlify/functions';
import type * as v from 'valibot';
import {
  type Endpoint,
  type ParamsOf,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type VersionOf,
  matchPath,
  methodsOf,
} from '../api/define.ts';
import { MESSAGES } from '../messages/answers.ts';
import { ROLES_OF_ACCESS, type Role } from '../schemas/team.ts';
import { optionalClaims, sessionOf, tokenClaims } from './team/auth.ts';
import {
  type Handler,
  HttpError,
  bodyFrom,
  clientAddress,
  errorResponse,
  ifMatchVersion,
  readBody,
  readRawBody,
  secured,
  validate,
} from './http.ts';
import type { SignedInMember } from './signed-in-member.ts';
import { type RequestScope, withRequestScope } from './request-scope.ts';
import { isBot } from './spam.ts';
import { withinStoreBudget } from './store/index.ts';
import { claimSubmission, idempotencyKeyOf } from './submissions.ts';
import { countLimit } from './throttle.ts';

/** Who a call's handler is given: the signed-in person on calls for a role, maybe one on mixed calls. */
type PersonOf<E> = E extends { access: 'member' | 'signed-in' | 'books' | 'returns' | 'admin' }
  ? SignedInMember
  : E extends { access: 'public-or-signed-in' }
    ? SignedInMember | null
    : null;

/** What a call's handler is given. */
export interface Call<Params, Body, Who, Version = undefined, Query = undefined> {
  request: Request;
  context: Context;
  /** The path parameters, URL-decoded ('' when undecodable). */
  params: Params;
  /** The body as the call's schema parsed it, text trimmed (undefined for a call without a body schema). */
  body: Body;
  /** The query string as the call's query schema parsed it (undefined for a call without one). */
  query: Query;
  member: Who;
  /** The caller's address (rate limits, sign-in throttling). */
  address: string;
  /** The version a write was made over (its If-Match), on calls marked `ifMatch` (undefined when optional and not sent). */
  version: Version;
  /** The body's bytes exactly as sent, on calls marked `rawBody` (undefined on others). */
  raw?: Uint8Array;
  /**
   * On calls marked `idempotent`: the id the new record is stored under, the same for every repeat of the
   * request's Idempotency-Key (undefined without the header).
   */
  recordId?: string;
}

export type CallOf<E extends Endpoint> = Call<ParamsOf<E>, ParsedBodyOf<E>, PersonOf<E>, VersionOf<E>, ParsedQueryOf<E>>;
export type CallHandler<E extends Endpoint> = (call: CallOf<E>) => Promise<Response>;

/** A visitor's submission (a call marked `submission`): the handler stores it, and says how it is answered. */
export interface SubmissionHandler<E extends Endpoint> {
  store(call: CallOf<E>): Promise<void>;
  /** The answer once stored; a bot's submission (honeypot filled) gets it too, stored nowhere. */
  received(request: Request, raw: Record<string, unknown>): Response;
  /** A refusal's answer when it is not to be JSON (a browser's own form post); undefined for JSON. */
  refused?(request: Request, error: unknown): Promise<Response | undefined>;
}

type AnyHandler = CallHandler<Endpoint> | SubmissionHandler<Endpoint>;

export function serve<G extends Record<string, Endpoint>>(
  group: G,
  handlers: { [K in keyof G]: CallHandler<G[K]> | SubmissionHandler<G[K]> },
): Handler {
  const routes = Object.entries(group).map(([key, endpoint]) => ({ endpoint, handler: handlers[key] as AnyHandler }));

  return async (request, context) => {
    const pathname = new URL(request.url).pathname;
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    let route: (typeof routes)[number] | undefined;
    try {
      const atPath = routes.filter((candidate) => matchPath(candidate.endpoint.path, pathname));
      if (atPath.length === 0) throw new HttpError(404, MESSAGES.notFound);
      route = atPath.find(({ endpoint }) => methodsOf(endpoint).includes(method as Endpoint['method']));
      if (!route) {
        const allow = [...new Set(atPath.flatMap(({ endpoint }) => methodsOf(endpoint)))].join(', ');
        throw new HttpError(405, MESSAGES.methodNotAllowed(request.method), { headers: { allow } });
      }
      const { endpoint, handler } = route;
      const params = matchPath(endpoint.path, pathname) ?? {};
      const scope: RequestScope = { waitUntil: context?.waitUntil?.bind(context) };
      const response = await withRequestScope(scope, () =>
        withinStoreBudget(async () => {
          const claims = await claimsOf(endpoint, request);
          const address = clientAddress(context);
          if (typeof handler !== 'function') {
            const raw = endpoint.body ? await readBody(request) : undefined;
            return submit(endpoint, handler, { request, raw: raw ?? {}, scope, address }, context, params);
          }
          const admin = claims && waitsForRole(endpoint) ? await roleSession(endpoint, claims, scope) : null;
          if (endpoint.limit) await countLimit(endpoint.limit, address);
          const version = versionOf(endpoint, request);
          const query = endpoint.query ? validate(endpoint.query, queryOf(request)) : undefined;
          const raw = endpoint.rawBody ? await readRawBody(request) : undefined;
          const body = endpoint.body ? parse(endpoint, raw ? bodyFrom(request, raw) : await readBody(request)) : undefined;
          // The Idempotency-Key's claim is a write: made within the call, after the write gate as any other.
          const call = async (member: SignedInMember | null) => {
            const recordId = await recordIdOf(endpoint, request, body, scope);
            return handler({ request, context, params, query, body, member, address, version, raw, recordId } as CallOf<Endpoint>);
          };
          if (admin) return call(admin);
          if (!claims) return call(null);
          scope.member = claims;
          return withSession(method, endpoint, claims, scope, call);
        }),
      );
      return secured(request.method === 'HEAD' ? new Response(null, response) : response, route.endpoint.cache);
    } catch (error) {
      const handler = route?.handler;
      const page = handler && typeof handler !== 'function' ? await handler.refused?.(request, error) : undefined;
      return secured(page ?? errorResponse(error));
    }
  };
}

/**
 * Calls for a role need a valid token (401 before the body is read); the role is the session's current one,
 * checked beside the call (`withSession`) or before it (`roleSession`), never the token's, which a change of
 * role outdates. Mixed calls may carry one: a role they give no wider view to (the Accountant's) reads them
 * as anyone does.
 */
async function claimsOf(endpoint: Endpoint, request: Request): Promise<SignedInMember | null> {
  if (endpoint.access === 'public') return null;
  if (endpoint.access === 'public-or-signed-in') {
    const claims = await optionalClaims(request);
    return claims && mayCall(endpoint, claims.role) ? claims : null;
  }
  return tokenClaims(request);
}

const mayCall = (endpoint: Endpoint, role: Role): boolean =>
  endpoint.access === 'public' || (ROLES_OF_ACCESS[endpoint.access] as readonly Role[]).includes(role);

/** 403 for a role the call is not for, in the words of what the call is for. */
function refuseRole(endpoint: Endpoint, role: Role): void {
  if (mayCall(endpoint, role)) return;
  if (endpoint.access === 'admin') throw new HttpError(403, endpoint.adminOnlyMessage ?? MESSAGES.adminOnly);
  throw new HttpError(403, endpoint.access === 'returns' ? MESSAGES.returnsOnly : MESSAGES.salesTeamOnly);
}

/**
 * Calls a role short of the sales team's is refused wait for the session's current role before the request is
 * judged in any other way (Admin-only calls, the returns): Staff are told it is not theirs, never which of its
 * fields they got wrong.
 */
const waitsForRole = (endpoint: Endpoint): boolean => endpoint.access === 'admin' || endpoint.access === 'returns';

/** The query string's parameters by name, each its first value (as `URLSearchParams.get` reads it). */
function queryOf(request: Request): Record<string, string> {
  const search = new URL(request.url).searchParams;
  return Object.fromEntries([...new Set(search.keys())].map((name) => [name, search.get(name) ?? '']));
}

/** The body as the call's schema parses it (400 naming each field), text trimmed but `keepAsTyped`. */
function parse(endpoint: Endpoint, raw: unknown): unknown {
  const parsed = validate(endpoint.body as v.GenericSchema, raw);
  return trimmedDeep(parsed, new Set(endpoint.keepAsTyped));
}

function trimmedDeep(value: unknown, keep: Set<string>, key?: string): unknown {
  if (typeof value === 'string') return key !== undefined && keep.has(key) ? value : value.trim();
  if (Array.isArray(value)) return value.map((item) => trimmedDeep(item, keep));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, trimmedDeep(item, keep, name)]));
  }
  return value;
}

/** The session of a call that `waitsForRole`, waited for (the role must be current) before anything else. */
async function roleSession(endpoint: Endpoint, claims: SignedInMember, scope: RequestScope): Promise<SignedInMember> {
  scope.member = claims;
  const member = await sessionOf(claims);
  scope.member = member;
  refuseRole(endpoint, member.role);
  return member;
}

/**
 * The version a write names in If-Match, on a call marked `ifMatch` (400 when malformed): on a 'required'
 * one 428 without it; on an 'optional' one undefined without it (the write is unconditional).
 */
function versionOf(endpoint: Endpoint, request: Request): number | undefined {
  if (!endpoint.ifMatch) return undefined;
  const version = ifMatchVersion(request);
  if (version === undefined && endpoint.ifMatch === 'required') throw new HttpError(428, MESSAGES.ifMatchRequired);
  return version;
}

/**
 * The session check of a call for a role (one that `waitsForRole` has had it: `roleSession`). A read runs beside it
 * and its answer is given only if the session stands. A write runs beside it too, but the store holds
 * the request's writes until it has answered (the write gate), so the check costs a write no round trip
 * and an ended session writes nothing; the person's current name and role replace the token's then.
 */
async function withSession(
  method: string,
  endpoint: Endpoint,
  claims: SignedInMember,
  scope: RequestScope,
  call: (member: SignedInMember) => Promise<Response>,
): Promise<Response> {
  const member = { ...claims };
  scope.member = member;
  // A role changed since the token was made counts as it now is: its answer is not given, its writes not made.
  const checked = sessionOf(claims).then((current) => {
    refuseRole(endpoint, current.role);
    Object.assign(member, current);
  });
  if (method !== 'GET') scope.writeGate = checked;
  const [answer, session] = await Promise.allSettled([call(member), checked]);
  if (session.status === 'rejected') {
    if (answer.status === 'fulfilled') await answer.value.body?.cancel();
    throw session.reason;
  }
  if (answer.status === 'rejected') throw answer.reason;
  return answer.value;
}

/**
 * The id a new record of an `idempotent` call is stored under: its Idempotency-Key claimed (a day; 422 for the
 * key with another body), so a repeat takes the first request's id. One round trip; none without the header.
 */
async function recordIdOf(endpoint: Endpoint, request: Request, body: unknown, scope: RequestScope): Promise<string | undefined> {
  if (!endpoint.idempotent) return undefined;
  const key = idempotencyKeyOf(request);
  if (key === null) return undefined;
  scope.submissionId = await claimSubmission(endpoint.path, key, body);
  return scope.submissionId;
}

/**
 * A visitor's submission: counted against its declared limit and its Idempotency-Key claimed at once (one
 * round trip, with the body as sent), a bot's answered as stored and dropped, then validated and stored under
 * the key's id, so that a repeat of the key stores nothing new.
 */
async function submit(
  endpoint: Endpoint,
  handler: SubmissionHandler<Endpoint>,
  { request, raw, scope, address }: { request: Request; raw: Record<string, unknown>; scope: RequestScope; address: string },
  context: Context,
  params: Record<string, string>,
): Promise<Response> {
  const key = idempotencyKeyOf(request);
  const [, id] = await Promise.all([
    endpoint.limit ? countLimit(endpoint.limit, address) : undefined,
    key === null ? undefined : claimSubmission(endpoint.path, key, raw),
  ]);
  if (isBot(raw)) return handler.received(request, raw);
  const body = parse(endpoint, raw);
  scope.submissionId = id;
  const query = endpoint.query ? validate(endpoint.query, queryOf(request)) : undefined;
  await handler.store({ request, context, params, query, body, member: null, address, version: undefined, recordId: id } as CallOf<Endpoint>);
  return handler.received(request, raw);
}
