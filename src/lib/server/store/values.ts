/** Single values under their own keys: meta records, accounts, counters, indexes and images. */
import type { Store } from '@netlify/blobs';
import { STORE_NAMES, type StoreName, guard, openStore } from './blobs.ts';

/**
 * A value and its etag, for a conditional write after (onlyIfMatch). Netlify answers a read with the
 * blob's etag, and so does the local store (scripts/runtime/local-blobs.ts); null when there is no value.
 */
export async function readWithEtag<T>(store: Store, key: string): Promise<{ value: T; etag: string } | null> {
  const found = await store.getWithMetadata(key, { type: 'json' });
  if (!found) return null;
  if (!found.etag) throw new Error(`The store answered ${key} without an etag`);
  return { value: found.data as T, etag: found.etag };
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
