/**
 * A record that exists once (the site settings, the categories): one key, read whole, saved whole with a
 * conditional write on its etag and an edit version (If-Match), so two people saving at once cannot both
 * pass. Before its first save it reads as its defaults, version 0. Its follow-ups (republishing, the
 * activity list) run as a collection's do, once the write has landed, and never fail it.
 */
import { type StoreName, guard, openStore } from './blobs.ts';
import { withinOwnBudget } from './budget.ts';
import type { Change } from './collection.ts';
import { VersionConflictError } from './errors.ts';
import { readWithEtag } from './values.ts';

export interface Versioned<T> {
  data: T;
  /** The edit version: 0 before the first save, +1 a save. */
  version: number;
}

export interface Singleton<T> {
  read(): Promise<Versioned<T>>;
  /** Saves over `ifVersion` (VersionConflictError carrying what is stored now when it moved on). */
  save(data: T, options: { ifVersion?: number; action?: string }): Promise<Versioned<T>>;
}

export function singleton<T>(
  storeName: StoreName,
  key: string,
  options: {
    defaults: () => T;
    asRead?: (stored: unknown) => T;
    follow?: (change: Change<Versioned<T> & { _id: string }>) => Promise<void>;
  },
): Singleton<T> {
  const asRead = options.asRead ?? ((stored: unknown) => stored as T);
  const read = async () => {
    const found = await guard(() => readWithEtag<Versioned<unknown>>(openStore(storeName), key));
    return {
      found,
      current: found
        ? { data: asRead(found.value.data), version: found.value.version }
        : { data: options.defaults(), version: 0 },
    };
  };
  return {
    read: async () => (await read()).current,
    async save(data, { ifVersion, action }) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const { found, current } = await read();
        if (ifVersion !== undefined && ifVersion !== current.version) throw new VersionConflictError(current);
        const next = { data, version: current.version + 1 };
        const written = await guard(() =>
          openStore(storeName).setJSON(key, next, found ? { onlyIfMatch: found.etag } : { onlyIfNew: true }),
        );
        if (!written.modified) continue;
        await withinOwnBudget(async () => options.follow?.({ change: 'updated', record: { ...next, _id: key }, action })).catch(
          (error: unknown) => console.error(`[store] ${storeName}/${key}: a follow-up failed after a save landed`, error),
        );
        return next;
      }
      throw new Error(`${storeName}/${key} kept changing while it was being saved`);
    },
  };
}
