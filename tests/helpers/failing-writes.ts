/**
 * A store that fails chosen writes: while `failing` says yes to a PUT (its path `/{site}/site:{store}/{key}`,
 * or the path and body), it answers 500, every retry of it too, until the test heals it (null, and after each
 * test). Every store request of this process goes through here and on to the file's real BlobsServer.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { useInProcessBlobs } from '../../src/lib/server/store/index.ts';

export type FailingWrite = RegExp | ((path: string, body: string) => boolean) | null;

export function failingStoreWrites(): { failing: FailingWrite } {
  const store: { failing: FailingWrite } = { failing: null };
  const fails = (path: string, body: string) =>
    store.failing instanceof RegExp ? store.failing.test(path) : (store.failing?.(path, body) ?? false);
  beforeAll(() => {
    useInProcessBlobs(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const method = (init?.method ?? 'GET').toUpperCase();
      if (method === 'PUT' && fails(decodeURIComponent(url.pathname), String(init?.body ?? '')))
        return new Response('Internal Server Error', { status: 500 });
      return fetch(input, init);
    });
  });
  afterEach(() => {
    store.failing = null;
  });
  afterAll(() => useInProcessBlobs(undefined));
  return store;
}
