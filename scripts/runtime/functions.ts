/**
 * Loads every Netlify Function once and routes requests to it by its `config.path`, matched with
 * URLPattern as Netlify does. No worker or process per request: a call is a function call.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

type FunctionHandler = (request: Request, context: unknown) => Promise<Response> | Response;

interface Route {
  name: string;
  pattern: URLPattern;
  handler: FunctionHandler;
  methods?: string[];
  /** Fixed paths win over paths with parameters. */
  literal: boolean;
  /** A Background Function (name ending `-background`): answered 202 at once, run on. */
  background: boolean;
}

export interface FunctionMatch {
  name: string;
  handler: FunctionHandler;
  params: Record<string, string>;
  background: boolean;
}

export async function loadFunctions(directory: string): Promise<Route[]> {
  const files = (await readdir(directory)).filter((file) => /\.(mts|ts|mjs|js)$/.test(file) && !file.startsWith('_'));
  const routes: Route[] = [];
  for (const file of files.sort()) {
    const module = await import(pathToFileURL(path.join(directory, file)).href);
    const name = path.parse(file).name;
    const background = name.endsWith('-background');
    // Netlify serves a function without a path at /.netlify/functions/{name}; only background ones are called so here.
    const paths = module.config?.path ?? (background ? `/.netlify/functions/${name}` : undefined);
    if (typeof module.default !== 'function' || !paths) continue;
    const methods = module.config?.method ? [module.config.method].flat() : undefined;
    for (const pathname of [paths].flat() as string[]) {
      routes.push({
        name,
        pattern: new URLPattern({ pathname }),
        handler: module.default,
        methods,
        literal: !/[:*({]/.test(pathname),
        background,
      });
    }
  }
  return routes.sort((a, b) => Number(b.literal) - Number(a.literal));
}

/**
 * Runs a Background Function as Netlify does: its caller is answered 202 at once and the function goes on
 * (its failure logged). The local runtime and the API tests start them in-process through this.
 */
export function runInBackground(match: FunctionMatch, request: Request, context: unknown): Response {
  void Promise.resolve()
    .then(() => match.handler(request, context))
    .catch((error) => console.error(`[background] ${match.name}`, error));
  return new Response(null, { status: 202 });
}

/** Starts background functions of `routes` in this process (src/lib/server/background-functions.ts). */
export function localBackgroundStarter(routes: Route[], context: (request: Request) => unknown) {
  return async (name: string, request: Request) => {
    const match = matchFunction(routes, new URL(request.url), request.method);
    if (!match?.background || match.name !== name) throw new Error(`no background function ${name}`);
    runInBackground(match, request, context(request));
  };
}

export function matchFunction(routes: Route[], url: URL, method: string): FunctionMatch | undefined {
  for (const route of routes) {
    if (route.methods && !route.methods.includes(method)) continue;
    const result = route.pattern.exec({ pathname: url.pathname });
    if (result) {
      const params = Object.fromEntries(
        Object.entries(result.pathname.groups).filter((entry): entry is [string, string] => entry[1] !== undefined),
      );
      return { name: route.name, handler: route.handler, params, background: route.background };
    }
  }
  return undefined;
}
