/**
 * Static files of one build folder, looked up the way Netlify does (/about → about.html or
 * about/index.html), with the path URL-decoded. A build folder never changes once built, so answers
 * are kept in memory: a page is read from disk once.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.webmanifest': 'application/manifest+json',
};

export interface StaticFile {
  body: Buffer;
  type: string;
  /** Made on first request from a client that accepts gzip, as Netlify's CDN compresses text. */
  gzipped?: Buffer;
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg)/;

/** The body and headers to send for `file`, compressed when worth it and the client accepts gzip. */
export function encodeFor(file: StaticFile, acceptEncoding: string | null): { body: Buffer; headers: Record<string, string> } {
  const headers: Record<string, string> = { 'content-type': file.type, 'cache-control': 'public, max-age=0, must-revalidate' };
  if (!COMPRESSIBLE.test(file.type) || file.body.byteLength < 1024) return { body: file.body, headers };
  headers.vary = 'Accept-Encoding';
  if (!/\bgzip\b/.test(acceptEncoding ?? '')) return { body: file.body, headers };
  file.gzipped ??= gzipSync(file.body, { level: 9 });
  return { body: file.gzipped, headers: { ...headers, 'content-encoding': 'gzip' } };
}

const MAX_CACHED_BYTES = 200 * 1024 * 1024;
const MAX_CACHED_MISSES = 10_000;

/** Netlify's variations of a URL path: exact, then .html / index.html (pretty URLs). */
function candidates(pathname: string): string[] {
  if (pathname.endsWith('/')) {
    const bare = pathname.slice(0, -1);
    return pathname === '/' ? ['/index.html'] : [`${bare}.html`, `${pathname}index.html`];
  }
  return path.extname(pathname)
    ? [pathname, `${pathname}.html`, `${pathname}/index.html`]
    : [`${pathname}.html`, `${pathname}/index.html`, pathname];
}

export class StaticSite {
  readonly root: string;
  private readonly files = new Map<string, StaticFile>();
  private readonly misses = new Set<string>();
  private cachedBytes = 0;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file for a URL path (still percent-encoded), or null. */
  async find(encodedPath: string): Promise<StaticFile | null> {
    let pathname: string;
    try {
      pathname = decodeURIComponent(encodedPath);
    } catch {
      return null;
    }
    if (pathname.includes('\0')) return null;
    const cached = this.files.get(pathname);
    if (cached) return cached;
    if (this.misses.has(pathname)) return null;
    for (const candidate of candidates(pathname)) {
      const file = path.join(this.root, candidate);
      if (!file.startsWith(this.root + path.sep)) continue;
      const found = await stat(file).catch(() => null);
      if (!found?.isFile()) continue;
      const entry = { body: await readFile(file), type: TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream' };
      if (this.cachedBytes + entry.body.byteLength <= MAX_CACHED_BYTES) {
        this.files.set(pathname, entry);
        this.cachedBytes += entry.body.byteLength;
      }
      return entry;
    }
    if (this.misses.size < MAX_CACHED_MISSES) this.misses.add(pathname);
    return null;
  }
}
