/**
 * A function file's default export: routes a request to the call of the contract (src/lib/api) whose
 * path and method it matches, checks the caller's access, and turns errors into answers — HttpError as
 * it says, an unreachable store as 503 (within the store budget), anything unexpected as a logged 500.
 */
import type { Context } from '@netlify/functions';
import { type Endpoint, type ParamsOf, matchPath, methodsOf } from '../api/define.ts';
import { MESSAGES } from '../messages.ts';
import { optionalStaff, requireAdmin } from './auth.ts';
import { withRequestContext } from './background.ts';
import { type Handler, HttpError, clientAddress, errorResponse, secured } from './http.ts';
import { withinStoreBudget } from './store.ts';

/** What a call's handler is given. */
export interface Call<Params> {
  request: Request;
  context: Context;
  /** The path parameters, URL-decoded ('' when undecodable). */
  params: Params;
  /** The signed-in staff member's e-mail: always set for staff calls, null for a visitor. */
  staff: string | null;
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
          const staff = await staffOf(route.endpoint, request);
          return route.handler({ request, context, params: route.params, staff, address: clientAddress(context) });
        }),
      );
      return secured(request.method === 'HEAD' ? new Response(null, response) : response);
    } catch (error) {
      return secured(errorResponse(error));
    }
  };
}

/** Staff calls need a valid token (401 before the body is read); others may carry one for a wider view. */
async function staffOf(endpoint: Endpoint, request: Request): Promise<string | null> {
  if (endpoint.access === 'staff') return requireAdmin(request);
  return endpoint.access === 'public-or-staff' ? optionalStaff(request) : null;
}
