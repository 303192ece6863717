/**
 * Removing keys that have run out, a bounded amount per run (the housekeeping run: Netlify cuts a scheduled
 * function off after 30 s). Keys are listed 1,000 a request and deleted 20 at a time; a run stops at its
 * deadline or limit and the next run goes on where this one stopped.
 */
import { type StoreName, guard, openStore } from './blobs.ts';

export interface SweepLimits {
  /** Time (ms since the epoch) by which the sweep stops. */
  deadline: number;
  /** At most this many deletes. */
  limit: number;
}

const DELETE_CONCURRENCY = 20;

/** Deletes the keys under `prefix` that `expired` says have run out; answers how many it deleted. */
export async function sweepKeys(
  storeName: StoreName,
  prefix: string,
  expired: (key: string) => boolean,
  { deadline, limit }: SweepLimits,
  /** Run before each key is deleted (what the key stands for goes first). */
  before?: (key: string) => Promise<unknown>,
): Promise<number> {
  const store = openStore(storeName);
  let deleted = 0;
  await guard(async () => {
    for await (const page of store.list({ prefix, paginate: true })) {
      const gone = page.blobs.map((blob) => blob.key).filter(expired);
      for (let start = 0; start < gone.length; start += DELETE_CONCURRENCY) {
        if (Date.now() >= deadline || deleted >= limit) return;
        const batch = gone.slice(start, Math.min(start + DELETE_CONCURRENCY, start + limit - deleted));
        await Promise.all(batch.map(async (key) => (await before?.(key), store.delete(key))));
        deleted += batch.length;
      }
      if (Date.now() >= deadline || deleted >= limit) return;
    }
  });
  return deleted;
}
