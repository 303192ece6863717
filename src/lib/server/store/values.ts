/** Single values under their own keys: meta records, accounts, counters, indexes and images. */
import type { Store } from '@netlify/blobs';
import { STORE_NAMES, type StoreName, guard, openStore } from './blobs.ts';

/**
 * A value and its etag, for a conditional write after (onlyIfMatch); null when there is no value. Netlify
 * answers a read with the blob's etag, and so does `npm start`'s store (scripts/runtime/local-blobs.ts); the
 * BlobsServer of Netlify's own local tools (@netlify/dev) does not, so there the listed etag stands in,
 * taken before the value is read again: a write in between then makes the conditional write fail, as it should.
 */
export async function readWithEtag<T>(store: Store, key: string): Promise<{ value: T; etag: string } | null> {
  const found = await store.getWithMetadata(key, { type: 'json' });
  if (!found) return null;
  if (found.etag) return { value: found.data as T, etag: found.etag };
  const listed = (await store.list({ prefix: key })).blobs.find((blob) => blob.key === key)?.etag;
  const again = listed ? await store.getWithMetadata(key, { type: 'json' }) : null;
  return again && listed ? { value: again.data as T, etag: listed } : null;
}

export const readJSON = <T>(storeName: StoreName, key: string) =>
  guard(async () => (await openStore(storeName).get(key, { type: 'json' })) as T | null);

export const readJSONWithEtag = <T>(storeName: StoreName, key: string) => guard(() => readWithEtag<T>(openStore(storeName), key));

export const writeJSON = (storeName: StoreName, key: string, value: unknown) =>
  guard(async () => {
    await openStore(storeName).setJSON(key, value);
  });

export const deleteKey = (storeName: StoreName, key: string) =>
  guard(async () => {
    await openStore(storeName).delete(key);
  });

/** Every key under `prefix`: one request per 1,000. */
export const listKeys = (storeName: StoreName, prefix?: string) =>
  guard(async () => {
    const keys: string[] = [];
    for await (const page of openStore(storeName).list({ paginate: true, prefix })) {
      keys.push(...page.blobs.map((blob) => blob.key));
    }
    return keys;
  });

export interface StoredImage {
  data: ArrayBuffer;
  contentType: string;
}

export const writeImage = (key: string, data: ArrayBuffer | Uint8Array, contentType: string) =>
  guard(async () => {
    const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
    await openStore(STORE_NAMES.images).set(key, new Blob([bytes as Uint8Array<ArrayBuffer>]), { metadata: { contentType } });
  });

export const readImage = (key: string) =>
  guard(async (): Promise<StoredImage | null> => {
    const found = await openStore(STORE_NAMES.images).getWithMetadata(key, { type: 'arrayBuffer' });
    if (!found) return null;
    return { data: found.data, contentType: String(found.metadata.contentType ?? 'application/octet-stream') };
  });

/** Empties a store (seed --reset and tests only). */
export const clearStore = (storeName: StoreName) =>
  guard(async () => {
    await openStore(storeName).deleteAll();
  });
