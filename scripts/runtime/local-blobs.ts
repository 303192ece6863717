/**
 * A Blobs store on local disk for everything that runs off Netlify (the local runtime, builds, scripts,
 * tests). It serves a folder with Netlify's own BlobsServer and points the Blobs environment at it, so
 * the code that reads and writes data is the same as on Netlify.
 */
import { randomBytes } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { useInProcessBlobs } from '../../src/lib/server/store.ts';

export const LOCAL_SITE_ID = 'local';

export interface LocalBlobs {
  url: string;
  directory: string;
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

/**
 * Starts a BlobsServer over `directory` and sets NETLIFY_BLOBS_CONTEXT for this process and its children
 * (builds reach it over HTTP). This process calls the server's handler directly.
 */
export async function startLocalBlobs(directory = path.join(dataDir(), 'blobs')): Promise<LocalBlobs> {
  const token = randomBytes(16).toString('hex');
  listingToleratesConcurrentWrites();
  const server = new BlobsServer({ directory, token, logger: () => undefined });
  serializeWritesPerKey(server);
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  process.env.NETLIFY_BLOBS_CONTEXT = blobsContext(url, token);
  const handle = (server as unknown as { handleRequest(request: Request): Promise<Response> }).handleRequest.bind(server);
  useInProcessBlobs((input, init) => handle(new Request(input, init)));
  return {
    url,
    directory,
    async stop() {
      useInProcessBlobs(undefined);
      await server.stop();
    },
  };
}
