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
}

export interface FunctionMatch {
  name: string;
  handler: FunctionHandler;
  params: Record<string, string>;
}

export async function loadFunctions(directory: string): Promise<Route[]> {
  const files = (await readdir(directory)).filter((file) => /\.(mts|ts|mjs|js)$/.test(file) && !file.startsWith('_'));
  const routes: Route[] = [];
  for (const file of files.sort()) {
    const module = await import(pathToFileURL(path.join(directory, file)).href);
    const paths = module.config?.path;
    if (typeof module.default !== 'function' || !paths) continue;
    const methods = module.config?.method ? [module.config.method].flat() : undefined;
    for (const pathname of [paths].flat() as string[]) {
      routes.push({
        name: path.parse(file).name,
        pattern: new URLPattern({ pathname }),
        handler: module.default,
        methods,
        literal: !/[:*({]/.test(pathname),
      });
    }
  }
  return routes.sort((a, b) => Number(b.literal) - Number(a.literal));
}

export function matchFunction(routes: Route[], url: URL, method: string): FunctionMatch | undefined {
  for (const route of routes) {
    if (route.methods && !route.methods.includes(method)) continue;
    const result = route.pattern.exec({ pathname: url.pathname });
    if (result) {
      const params = Object.fromEntries(
        Object.entries(result.pathname.groups).filter((entry): entry is [string, string] => entry[1] !== undefined),
      );
      return { name: route.name, handler: route.handler, params };
    }
  }
  return undefined;
}
