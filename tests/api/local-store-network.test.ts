/**
 * The local store standing for Netlify Blobs over the network (scripts/runtime/local-blobs.ts): it lists
 * 1,000 keys a page and answers a read with its etag as Netlify does, delays every request by
 * STORE_LATENCY_MS, and counts its requests (STORE_REQUEST_LOG=1 prints each), so the local runtime and
 * the benchmarks behave and cost as they would on Netlify.
 */
import { mkdtemp, readdir, rm, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type LocalBlobs, startLocalBlobs } from '../../scripts/runtime/local-blobs.ts';
import { listKeys, openStore, STORE_NAMES } from '../../src/lib/server/store/index.ts';

let running: { blobs: LocalBlobs; directory: string } | null = null;

/** Where the local store keeps a key's data (the folder layout is BlobsServer's). */
async function fileOf(directory: string, key: string): Promise<string> {
  const entries = await readdir(path.join(directory, 'entries'), { recursive: true, withFileTypes: true });
  const found = entries.find((entry) => entry.isFile() && entry.name === key);
  if (!found) throw new Error(`no file for ${key}`);
  return path.join(found.parentPath, found.name);
}

async function start(env: Record<string, string>): Promise<LocalBlobs> {
  const directory = await mkdtemp(path.join(tmpdir(), 'labels-network-'));
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const blobs = await startLocalBlobs(directory);
  running = { blobs, directory };
  return blobs;
}

afterEach(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  if (running) {
    await running.blobs.stop();
    await rm(running.directory, { recursive: true, force: true });
    running = null;
  }
});

describe('the local store as Netlify Blobs', () => {
  it('lists 1,000 keys a page, in key order, each key once', async () => {
    const blobs = await start({ STORE_LATENCY_MS: '0' });
    const store = openStore(STORE_NAMES.throttle);
    const keys = Array.from({ length: 1234 }, (_, n) => `k${String((n * 7919) % 1234).padStart(4, '0')}`);
    for (let at = 0; at < keys.length; at += 64) await Promise.all(keys.slice(at, at + 64).map((key) => store.set(key, '1')));
    const before = blobs.requests().list;

    const listed = await listKeys(STORE_NAMES.throttle);

    expect(listed).toEqual([...keys].sort());
    expect(blobs.requests().list - before).toBe(2);
  });

  it('answers a read with the etag a conditional write takes, until the blob changes', async () => {
    await start({ STORE_LATENCY_MS: '0' });
    const store = openStore(STORE_NAMES.throttle);
    await store.setJSON('swap', { n: 1 });
    const read = await store.getWithMetadata('swap', { type: 'json' });
    expect(read?.etag).toMatch(/^".+"$/);

    expect((await store.setJSON('swap', { n: 2 }, { onlyIfMatch: read!.etag! })).modified).toBe(true);
    expect((await store.setJSON('swap', { n: 3 }, { onlyIfMatch: read!.etag! })).modified).toBe(false);
    expect(await store.get('swap', { type: 'json' })).toEqual({ n: 2 });
  });

  it('gives every write a new etag, even two in the same millisecond', async () => {
    const blobs = await start({ STORE_LATENCY_MS: '0' });
    const store = openStore(STORE_NAMES.throttle);
    const first = await store.set('same-ms', '1');
    const { mtime } = await stat(await fileOf(blobs.directory, 'same-ms'));
    const second = await store.set('same-ms', '2');
    // As if the second write had landed in the first one's millisecond.
    await utimes(await fileOf(blobs.directory, 'same-ms'), mtime, mtime);

    const listed = (await store.list()).blobs.find((blob) => blob.key === 'same-ms');
    expect(second.etag).not.toBe(first.etag);
    expect(listed?.etag).not.toBe(first.etag);
    expect((await store.set('same-ms', '3', { onlyIfMatch: first.etag! })).modified).toBe(false);
  });

  it('delays every request by STORE_LATENCY_MS', async () => {
    const blobs = await start({ STORE_LATENCY_MS: '120' });
    const store = openStore(STORE_NAMES.throttle);
    const timed = async (work: () => Promise<unknown>) => {
      const started = performance.now();
      await work();
      return performance.now() - started;
    };
    // Each call is one request: a set, a get, a listing of a few keys, a delete.
    const times = [
      await timed(() => store.set('slow', 'x')),
      await timed(() => store.get('slow')),
      await timed(() => store.list()),
      await timed(() => store.delete('slow')),
    ];
    for (const ms of times) expect(ms).toBeGreaterThanOrEqual(115);
    expect(blobs.requests()).toMatchObject({ set: 1, get: 1, list: 1, delete: 1 });
  });

  it('refuses a STORE_LATENCY_MS that is not a whole number of milliseconds', async () => {
    vi.stubEnv('STORE_LATENCY_MS', '50ms');
    await expect(startLocalBlobs(path.join(tmpdir(), 'labels-never-started'))).rejects.toThrow(
      'STORE_LATENCY_MS must be a whole number of milliseconds, not "50ms"',
    );
  });

  it('prints each request with STORE_REQUEST_LOG=1', async () => {
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
    await start({ STORE_LATENCY_MS: '0', STORE_REQUEST_LOG: '1' });
    const store = openStore(STORE_NAMES.throttle);
    await store.set('a/b', 'x');
    await store.get('a/b');
    await store.list({ prefix: 'a/' });
    await store.delete('a/b');

    expect(printed).toEqual([
      '[store] set throttle a/b',
      '[store] get throttle a/b',
      '[store] list throttle prefix=a/',
      '[store] delete throttle a/b',
    ]);
  });
});
