/**
 * A function file's default export: routes a request to the call of the contract (src/lib/api) whose
 * path and method it matches, checks the caller's access, and turns errors into answers — HttpError as
 * it says, an unreachable store as 503 (within the store budget), anything unexpected as a logged 500.
 */
import type { Context } from '@netlify/functions';
import { type Endpoint, type ParamsOf, matchPath, methodsOf } from '../api/define.ts';
import { MESSAGES } from '../messages.ts';
import { type Staff, optionalClaims, sessionOf, tokenClaims } from './auth.ts';
import { withRequestContext } from './background.ts';
import { type Handler, HttpError, clientAddress, errorResponse, secured } from './http.ts';
import { withinStoreBudget } from './store.ts';

/** What a call's handler is given. */
export interface Call<Params> {
  request: Request;
  context: Context;
  /** The path parameters, URL-decoded ('' when undecodable). */
  params: Params;
  /** The signed-in person: always set for staff and Admin calls, null for a visitor. */
  staff: Staff | null;
  /** The caller's address (rate limits, sign-in throttling). */
  address: string;
}

export type ParamsHandler<Params> = (call: Call<Params>) => Promise<Response>;
export type CallHandler<E extends Endpoint> = ParamsHandler<ParamsOf<E>>;

export function serve<G extends Record<string, Endpoint>>(group: G, handlers: { [K in keyof G]: CallHandler<G[K]> }): Handler {
  const routes = Object.entries(group).map(([key, endpoint]) => ({
    endpoint,
    handler: handlers[key] as CallHandler<Endpoint>,
  }));

  return async (request, context) => {
    const pathname = new URL(request.url).pathname;
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    try {
      const atPath = routes.flatMap((route) => {
        const params = matchPath(route.endpoint.path, pathname);
        return params ? [{ ...route, params }] : [];
      });
      if (atPath.length === 0) throw new HttpError(404, MESSAGES.notFound);
      const route = atPath.find(({ endpoint }) => methodsOf(endpoint).includes(method as Endpoint['method']));
      if (!route) {
        const allow = [...new Set(atPath.flatMap(({ endpoint }) => methodsOf(endpoint)))].join(', ');
        throw new HttpError(405, MESSAGES.methodNotAllowed(request.method), { headers: { allow } });
      }
      const response = await withRequestContext(context, () =>
        withinStoreBudget(async () => {
          const claims = await claimsOf(route.endpoint, request);
          const handle = (staff: Staff | null) =>
            route.handler({ request, context, params: route.params, staff, address: clientAddress(context) });
          if (!claims) return handle(null);
          if (method === 'GET' && route.endpoint.access !== 'admin') return readWithSession(claims, handle);
          const staff = await sessionOf(claims);
          if (route.endpoint.access === 'admin' && staff.role !== 'Admin') throw new HttpError(403, MESSAGES.adminOnly);
          return handle(staff);
        }),
      );
      return secured(request.method === 'HEAD' ? new Response(null, response) : response);
    } catch (error) {
      return secured(errorResponse(error));
    }
  };
}

/** Staff calls need a valid token (401 before the body is read); others may carry one for a wider view. */
async function claimsOf(endpoint: Endpoint, request: Request): Promise<Staff | null> {
  if (endpoint.access === 'staff' || endpoint.access === 'admin') return tokenClaims(request);
  return endpoint.access === 'public-or-staff' ? optionalClaims(request) : null;
}

/**
 * A read checks its session beside the work, not before it, so the check costs a read no time: the
 * answer is given only when the session still stands (401 otherwise, the answer thrown away). Writes
 * wait for the check first, since they change things.
 */
async function readWithSession(claims: Staff, handle: (staff: Staff) => Promise<Response>): Promise<Response> {
  const [answer, session] = await Promise.allSettled([handle(claims), sessionOf(claims)]);
  if (session.status === 'rejected') {
    if (answer.status === 'fulfilled') await answer.value.body?.cancel();
    throw session.reason;
  }
  if (answer.status === 'rejected') throw answer.reason;
  return answer.value;
}
