/**
 * The local Netlify runtime: one Node process serving the built site, every function at its
 * `config.path` (loaded once), netlify.toml's redirects and headers (parsed by Netlify's own parsers),
 * and a build hook that rebuilds the site in the background.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { RedirectsHandler } from '@netlify/redirects';
import type { SiteBuilder } from './builder.ts';
import { useLocalBackgroundFunctions } from '../../src/lib/server/background-functions.ts';
import { failOnStrayErrors } from './crash-guard.ts';
import { loadFunctions, localBackgroundStarter, matchFunction, runInBackground } from './functions.ts';
import { RequestBody } from './request-body.ts';
import { StaticSite, encodeFor } from './static.ts';

export interface RuntimeOptions {
  projectRoot: string;
  builder: SiteBuilder;
  port: number;
  host: string;
}

export interface Runtime {
  server: Server;
  url: string;
  buildHookUrl: string;
  close(): Promise<void>;
}

interface HeaderRule {
  forRegExp: RegExp;
  values: Record<string, string>;
}

type Rule = ConstructorParameters<typeof RedirectsHandler>[0]['configRedirects'][number];

/**
 * Netlify's docs have special characters in rule paths URL-encoded (`/authors/c%C3%A9line`), and its
 * engine (@netlify/redirects) matches the request path decoded whole, `%2F` included, against the rule
 * as written: a rule is decoded too, so that an encoded one matches as on Netlify.
 */
function decodedRule(rule: Rule): Rule {
  if (!rule.from.startsWith('/')) return rule;
  try {
    return { ...rule, from: decodeURIComponent(rule.from) };
  } catch {
    return rule;
  }
}

const BUILDING_PAGE =
  '<!doctype html><meta charset="utf-8"><title>Building…</title><p>The site is being built. Refresh in a few seconds.</p>';

export async function startRuntime(options: RuntimeOptions): Promise<Runtime> {
  const { projectRoot, builder } = options;
  const configPath = path.join(projectRoot, 'netlify.toml');
  const routes = await loadFunctions(path.join(projectRoot, 'netlify/functions'));
  const parsedHeaders = await parseAllHeaders({
    headersFiles: [],
    netlifyConfigPath: configPath,
    minimal: false,
    configHeaders: [],
  });
  const headerRules = parsedHeaders.headers as HeaderRule[];
  const hookPath = `/.netlify/local/build-hook/${randomBytes(12).toString('hex')}`;

  // Redirects and static files follow the live build folder; they are made again when it changes.
  let site: { statics: StaticSite; redirects: RedirectsHandler; forcedRules: boolean } | null = null;
  const siteFor = async (dir: string) => {
    if (site?.statics.root !== path.resolve(dir)) {
      const { redirects, errors } = await parseAllRedirects({
        redirectsFiles: [path.join(dir, '_redirects')],
        netlifyConfigPath: configPath,
        configRedirects: [],
        minimal: false,
      });
      for (const error of errors) console.error('[runtime] redirects:', error.message);
      site = {
        statics: new StaticSite(dir),
        // Every rule is handed over decoded; the handler's own look for files finds none in projectRoot.
        redirects: new RedirectsHandler({
          configRedirects: (redirects as Rule[]).map(decodedRule),
          jwtRoleClaim: '',
          jwtSecret: '',
          projectDir: projectRoot,
          publicDir: projectRoot,
        }),
        // Only a forced rule can shadow an existing file; without one, files are looked up first.
        forcedRules: (redirects as { force?: boolean }[]).some((rule) => rule.force),
      };
    }
    return site;
  };

  const withHeaders = (pathname: string, answer: Response) => {
    // Answers made elsewhere (e.g. Response.redirect) may have immutable headers: copy first.
    const response = new Response(answer.body, answer);
    for (const rule of headerRules) {
      if (rule.forRegExp.test(pathname)) {
        for (const [key, value] of Object.entries(rule.values)) response.headers.set(key, value);
      }
    }
    return response;
  };

  async function serveSite(request: Request): Promise<Response> {
    if (!builder.current)
      return new Response(BUILDING_PAGE, {
        status: 503,
        headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': '5' },
      });
    const { statics, redirects, forcedRules } = await siteFor(builder.current);
    const pathname = new URL(request.url).pathname;
    try {
      decodeURIComponent(pathname);
    } catch {
      return new Response('Bad request: the address has a malformed %-escape.', {
        status: 400,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    }
    const acceptEncoding = request.headers.get('accept-encoding');
    const fileResponse = async (candidate: Request, status = 200) => {
      const file = await statics.find(new URL(candidate.url).pathname);
      if (!file) return undefined;
      const { body, headers } = encodeFor(file, acceptEncoding);
      return new Response(new Uint8Array(body), { status, headers });
    };
    if (!forcedRules) {
      const file = await fileResponse(request);
      if (file) return withHeaders(pathname, file);
    }
    const match = await redirects.match(request);
    if (match) {
      const response = await redirects.handle(request, match, async (candidate) => {
        const found = await fileResponse(candidate);
        return found ? async () => found : undefined;
      });
      if (response) {
        // A rewrite with a status (e.g. 404 to a custom page) keeps that status, as on Netlify.
        const status = !match.redirect && match.statusCode && response.status === 200 ? match.statusCode : response.status;
        return withHeaders(
          pathname,
          status === response.status ? response : new Response(response.body, { status, headers: response.headers }),
        );
      }
    }
    const found = await fileResponse(request);
    if (found) return withHeaders(pathname, found);
    const notFound = await fileResponse(new Request(new URL('/404.html', request.url)), 404);
    return withHeaders(pathname, notFound ?? new Response('Not found', { status: 404 }));
  }

  /** What Netlify gives a function besides the request (the parts the functions use). */
  const functionContext = (url: URL, ip: string, params: Record<string, string>) => ({
    params,
    ip,
    requestId: randomBytes(8).toString('hex'),
    url,
    geo: {},
    site: { id: 'local', name: 'local', url: `${url.protocol}//${url.host}` },
    deploy: { context: 'dev', id: 'local', published: false },
    server: { region: 'local' },
    account: { id: 'local' },
    waitUntil: (promise: Promise<unknown>) => void promise.catch((error) => console.error(error)),
  });
  // Background functions started by a call run here, as Netlify would run them beside it.
  useLocalBackgroundFunctions(
    localBackgroundStarter(routes, (request) => functionContext(new URL(request.url), '127.0.0.1', {})),
  );

  async function handle(request: Request, ip: string): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === hookPath && request.method === 'POST') {
      void builder.request();
      return Response.json({ message: 'Build requested' });
    }
    const fn = matchFunction(routes, url, request.method);
    if (fn) {
      const context = functionContext(url, ip, fn.params);
      return fn.background ? runInBackground(fn, request, context) : fn.handler(request, context);
    }
    if (url.pathname.startsWith('/api/')) return Response.json({ message: 'Not found' }, { status: 404 });
    return serveSite(request);
  }

  const server = createServer((req, res) => {
    void respond(req, res, handle);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`;
  return {
    server,
    url,
    buildHookUrl: `http://127.0.0.1:${port}${hookPath}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Node request → web Request → handler → Node response. Whatever the handler left of the request body is
 * dropped after the answer, or the answer closes the connection, so that the next request on it is read.
 */
async function respond(req: IncomingMessage, res: ServerResponse, handle: (request: Request, ip: string) => Promise<Response>) {
  const body = new RequestBody(req);
  try {
    await send(req, res, body, await failOnStrayErrors(() => answer(req, body, handle)));
  } catch (error) {
    if (res.headersSent) res.end();
    else await send(req, res, body, failure(error));
  }
  body.discardRest();
}

async function send(req: IncomingMessage, res: ServerResponse, body: RequestBody, response: Response) {
  const bytes = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    headers[key] = key === 'set-cookie' ? response.headers.getSetCookie() : value;
  });
  // A HEAD answer says the length a GET's would have: without it, Node's own client closes the connection.
  if (req.method === 'HEAD' && bytes) headers['content-length'] = String(bytes.byteLength);
  if (!body.drainable) headers.connection = 'close';
  res.writeHead(response.status, headers);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

async function answer(req: IncomingMessage, body: RequestBody, handle: (request: Request, ip: string) => Promise<Response>) {
  let url: URL;
  try {
    url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  } catch {
    return Response.json({ message: 'Bad request address' }, { status: 400 });
  }
  try {
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(url, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: hasBody ? body.stream() : undefined,
      duplex: 'half',
    } as RequestInit);
    return await handle(request, req.socket.remoteAddress ?? '');
  } catch (error) {
    return failure(error);
  }
}

function failure(error: unknown): Response {
  console.error('[runtime]', error);
  return Response.json({ message: 'Something went wrong on our side. Please try again.' }, { status: 500 });
}
