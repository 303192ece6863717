/**
 * A Blobs store on local disk for everything that runs off Netlify (the local runtime, builds, scripts,
 * tests). It serves a folder with Netlify's own BlobsServer and points the Blobs environment at it, so
 * the code that reads and writes data is the same as on Netlify.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { useInProcessBlobs } from '../../src/lib/server/store/index.ts';

export const LOCAL_SITE_ID = 'local';

export interface LocalBlobs {
  url: string;
  directory: string;
  /** Store requests served so far, by operation. */
  requests(): Record<StoreOperation, number>;
  stop(): Promise<void>;
}

/** The local data folder: DATA_DIR, else .netlify/local in the project. */
export function dataDir(): string {
  return path.resolve(process.env.DATA_DIR ?? path.join(process.cwd(), '.netlify', 'local'));
}

export function blobsContext(url: string, token: string): string {
  const context = { edgeURL: url, uncachedEdgeURL: url, siteID: LOCAL_SITE_ID, token, primaryRegion: 'us-east-2' };
  return Buffer.from(JSON.stringify(context)).toString('base64');
}

type PutHandler = (request: Request) => Promise<Response>;

/**
 * Netlify's conditional writes (onlyIfNew, onlyIfMatch) are atomic; the local BlobsServer checks and then
 * writes with awaits in between, so two requests could both pass. Conditional writes to one key are
 * queued here so the local store keeps Netlify's guarantee (within this process, which serves all API
 * writes). Unconditional writes (last one wins anyway) are not held up.
 */
function serializeWritesPerKey(server: BlobsServer) {
  const target = server as unknown as { put: PutHandler };
  const put = target.put.bind(server);
  const queues = new Map<string, Promise<unknown>>();
  target.put = (request) => {
    if (!request.headers.get('if-match') && !request.headers.get('if-none-match')) return put(request);
    const key = new URL(request.url ?? '', 'http://blobs').pathname;
    const previous = queues.get(key) ?? Promise.resolve();
    const result = previous.then(() => put(request));
    const settled = result.catch(() => undefined);
    queues.set(key, settled);
    void settled.then(() => {
      if (queues.get(key) === settled) queues.delete(key);
    });
    return result;
  };
}

/**
 * BlobsServer's etag was a hash of the path and the modification time in milliseconds, so two writes of
 * one key in the same millisecond had the same etag, and a conditional write naming the first could
 * overwrite the second. Every write renames a new file into place (a new inode), and the time is kept
 * to the nanosecond: the etag now changes with every write.
 */
function etagsChangeWithEveryWrite() {
  const server = BlobsServer as unknown as { generateETag(filePath: string): Promise<string> };
  server.generateETag = async (filePath) => {
    try {
      const stats = await stat(filePath, { bigint: true });
      return `"${createHash('sha256').update(`${filePath}\0${stats.ino}\0${stats.mtimeNs}\0${stats.size}`).digest('hex')}"`;
    } catch {
      return '';
    }
  };
}

type GetHandler = (request: Request) => Promise<Response>;

/**
 * Netlify answers a read with the blob's etag, which a conditional write (onlyIfMatch) then names; the
 * local BlobsServer answered none, so code that reads and then writes conditionally (the inboxes'
 * compaction swapping their manifest) never could here. The etag is taken before the read: a write
 * landing in between makes a conditional write with it fail and retry, never succeed over data unread.
 */
function readsAnswerTheirEtag(server: BlobsServer) {
  const target = server as unknown as {
    get: GetHandler;
    address: string;
    parseAPIRequest(request: Request): { url: URL; useSignedURL: boolean } | null;
    getLocalPaths(url: URL): { dataPath?: string; key?: string };
  };
  const get = target.get.bind(server);
  const blobsServer = BlobsServer as unknown as { generateETag(filePath: string): Promise<string> };
  target.get = async (request) => {
    const api = target.parseAPIRequest(request);
    const { dataPath, key } = target.getLocalPaths(api?.url ?? new URL(request.url, target.address));
    if (api?.useSignedURL || !dataPath || !key) return get(request);
    const etag = await blobsServer.generateETag(dataPath);
    const answer = await get(request);
    if (answer.status !== 200 || !etag) return answer;
    const headers = new Headers(answer.headers);
    headers.set('etag', etag);
    return new Response(answer.body, { status: answer.status, headers });
  };
}

interface WalkOptions {
  directories: boolean;
  path: string;
  prefix: string;
  rootPath: string;
  result: { blobs?: { etag: string; key: string; last_modified: string; size: number }[]; directories?: string[] };
}
type Walk = (options: WalkOptions) => Promise<void>;

/** The name BlobsServer gives a blob being written, beside it, before renaming it into place. */
const TEMPORARY_FILE = /^\.[0-9a-z]+$/;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * BlobsServer lists a store by reading a folder and then looking at each entry. A write renames its
 * temporary file into place in between, so the look failed, and the server answered the listing cut
 * short at that point (200, some records missing) or listed the temporary file as a key: under load,
 * staff saw inboxes with rows missing, and updates that list a record first answered 404. This walk
 * skips temporary files and entries gone since the folder was read, and lists everything else, with the
 * same keys and etags (tests/api/local-store.test.ts). Netlify's own store lists from its index.
 */
function listingToleratesConcurrentWrites() {
  const server = BlobsServer as unknown as { walk: Walk; generateETag(filePath: string): Promise<string> };
  const walk: Walk = async (options) => {
    const { directories, prefix, result, rootPath } = options;
    let entries: string[];
    try {
      entries = await readdir(options.path);
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (TEMPORARY_FILE.test(entry)) continue;
      const entryPath = path.join(options.path, entry);
      const key = path.relative(rootPath, entryPath).split(path.sep).join('/');
      if (!prefix.startsWith(key.slice(0, prefix.length))) continue;
      let stats;
      try {
        stats = await stat(entryPath);
      } catch (error) {
        if (isMissing(error)) continue;
        throw error;
      }
      if (stats.isDirectory()) {
        if (directories && key.startsWith(prefix)) result.directories?.push(key);
        else await walk({ ...options, path: entryPath });
        continue;
      }
      const etag = await server.generateETag(entryPath);
      // No etag: deleted since it was looked at.
      if (etag) result.blobs?.push({ etag, key, last_modified: stats.mtime.toISOString(), size: stats.size });
    }
  };
  server.walk = walk;
}

/** Netlify lists a store 1,000 keys a page, each page one request; the local server answers one page. */
const LIST_PAGE_SIZE = 1000;
/** How long the rest of a paged listing is kept for its next page. */
const CURSOR_LIFETIME_MS = 5 * 60_000;

interface ListOptions {
  url: URL;
}
type ListHandler = (options: ListOptions) => Promise<Response>;
type Listed = WalkOptions['result'];

/**
 * Lists in pages of LIST_PAGE_SIZE keys, in key order, as Netlify does, so code that lists many keys
 * makes as many requests here as there (and STORE_LATENCY_MS charges each). The folder is walked once
 * per listing; later pages come from what that walk found.
 */
function listingInPages(server: BlobsServer) {
  const target = server as unknown as { listBlobs: ListHandler };
  const listBlobs = target.listBlobs.bind(server);
  const rests = new Map<string, { blobs: NonNullable<Listed['blobs']>; expires: number }>();
  const page = (blobs: NonNullable<Listed['blobs']>, directories: string[]) => {
    const body: Listed & { next_cursor?: string } = { blobs: blobs.slice(0, LIST_PAGE_SIZE), directories };
    if (blobs.length > LIST_PAGE_SIZE) {
      const cursor = randomBytes(12).toString('hex');
      rests.set(cursor, { blobs: blobs.slice(LIST_PAGE_SIZE), expires: Date.now() + CURSOR_LIFETIME_MS });
      body.next_cursor = cursor;
    }
    return Response.json(body);
  };
  target.listBlobs = async (options) => {
    for (const [cursor, rest] of rests) if (rest.expires < Date.now()) rests.delete(cursor);
    const cursor = options.url.searchParams.get('cursor');
    if (cursor) {
      const rest = rests.get(cursor);
      rests.delete(cursor);
      return rest ? page(rest.blobs, []) : new Response(null, { status: 400 });
    }
    const answer = await listBlobs(options);
    if (!answer.ok) return answer;
    const listed = (await answer.json()) as Listed;
    const blobs = (listed.blobs ?? []).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return page(blobs, listed.directories ?? []);
  };
}

export type StoreOperation = 'get' | 'set' | 'list' | 'delete' | 'head';

const decodedOrAsIs = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

const OPERATIONS: Record<string, StoreOperation> = { GET: 'get', PUT: 'set', DELETE: 'delete', HEAD: 'head' };

/** What a store request does, and to which store and key (or list prefix), for the request log. */
function describeRequest(request: Request): { operation: StoreOperation; target: string } {
  const url = new URL(request.url, 'http://blobs');
  const parts = url.pathname.split('/').filter(Boolean).map(decodedOrAsIs);
  if (parts[0]?.startsWith('region:')) parts.shift();
  // Site-wide stores reach the server as `site:{name}`.
  const [, store = '', ...key] = parts;
  const name = store.replace(/^site:/, '');
  if (request.method.toUpperCase() === 'GET' && key.length === 0) {
    const page = url.searchParams.has('cursor') ? ' (next page)' : '';
    return { operation: 'list', target: `${name} prefix=${url.searchParams.get('prefix') ?? ''}${page}` };
  }
  return { operation: OPERATIONS[request.method.toUpperCase()] ?? 'get', target: `${name} ${key.join('/')}` };
}

/** STORE_LATENCY_MS: a whole number of milliseconds, 0 when unset. */
function storeLatencyMs(): number {
  const text = process.env.STORE_LATENCY_MS?.trim() || '0';
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`STORE_LATENCY_MS must be a whole number of milliseconds, not "${text}"`);
  return value;
}

/**
 * Every request, from this process or from a build over HTTP, is counted; with STORE_LATENCY_MS it waits
 * that long before it is served (Netlify Blobs is a network round trip away: this makes the local
 * runtime as slow as the calls' number of store requests makes them there). STORE_REQUEST_LOG=1 prints
 * one line per request (`[store] get inbox-view manifest/contacts`), e.g. to count a call's requests.
 */
function measured(server: BlobsServer, counts: Record<StoreOperation, number>) {
  const target = server as unknown as { handleRequest(request: Request): Promise<Response> };
  const handle = target.handleRequest.bind(server);
  const latencyMs = storeLatencyMs();
  const log = process.env.STORE_REQUEST_LOG === '1';
  target.handleRequest = async (request) => {
    const { operation, target: what } = describeRequest(request);
    counts[operation] += 1;
    if (log) console.log(`[store] ${operation} ${what}`);
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    return handle(request);
  };
}

/**
 * Starts a BlobsServer over `directory` and sets NETLIFY_BLOBS_CONTEXT for this process and its children
 * (builds reach it over HTTP). This process calls the server's handler directly.
 */
export async function startLocalBlobs(directory = path.join(dataDir(), 'blobs')): Promise<LocalBlobs> {
  const token = randomBytes(16).toString('hex');
  listingToleratesConcurrentWrites();
  etagsChangeWithEveryWrite();
  const server = new BlobsServer({ directory, token, logger: () => undefined });
  serializeWritesPerKey(server);
  readsAnswerTheirEtag(server);
  listingInPages(server);
  const counts: Record<StoreOperation, number> = { get: 0, set: 0, list: 0, delete: 0, head: 0 };
  measured(server, counts);
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  process.env.NETLIFY_BLOBS_CONTEXT = blobsContext(url, token);
  const handle = (server as unknown as { handleRequest(request: Request): Promise<Response> }).handleRequest.bind(server);
  useInProcessBlobs((input, init) => handle(new Request(input, init)));
  return {
    url,
    directory,
    requests: () => ({ ...counts }),
    async stop() {
      useInProcessBlobs(undefined);
      await server.stop();
    },
  };
}
