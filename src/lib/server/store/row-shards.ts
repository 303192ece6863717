/**
 * A list's rows kept in a few shards of the meta store (each one JSON array under `{prefix}{shard}`), so a
 * list of thousands of records is a handful of reads: the quotations' by month, the customers' by the last
 * character of their id. A record's write puts its row into its shard by a conditional write, read again and
 * retried when another write got there first; a row carries its record's version, so it never goes back to an
 * older state. A read lists the shards (one request, with their etags) and reads only those whose etag
 * changed since this instance last read them, in parallel: warm, one request in all.
 */
import { mapLimited } from './concurrency.ts';
import { STORE_NAMES, guard, openStore, readWithEtag } from './index.ts';

/** How many times a shard's write is tried again when other writes keep getting there first. */
const ATTEMPTS = 40;

export interface ShardedRow {
  _id: string;
  version: number;
}

export interface RowShards<Row extends ShardedRow> {
  /** Puts a row in the shard (or takes the record's out with `null`): a newer version never gives way to an older one. */
  write(shard: string, id: string, row: Row | null): Promise<void>;
  /** Every row of every shard. */
  all(): Promise<Row[]>;
  /** Writes the shards given again, whole (after an import, or to mend rows a failing store missed). */
  rewrite(byShard: Map<string, Row[]>): Promise<void>;
}

/** The rows kept under `prefix`; `name` says whose rows they are when a shard keeps changing under a write. */
export function rowShards<Row extends ShardedRow>(prefix: string, name: string): RowShards<Row> {
  const store = () => openStore(STORE_NAMES.meta);
  /** Shards read by this instance, by key, with the etag they had. */
  const cache = new Map<string, { etag: string; rows: Row[] }>();
  return {
    async write(shard, id, row) {
      const key = `${prefix}${shard}`;
      for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
        const found = await guard(() => readWithEtag<Row[]>(store(), key));
        const rows = found?.value ?? [];
        const at = rows.findIndex((each) => each._id === id);
        if (row && at !== -1 && rows[at].version > row.version) return;
        const next = row ? (at === -1 ? [...rows, row] : rows.with(at, row)) : rows.filter((each) => each._id !== id);
        const written = await guard(() =>
          found ? store().setJSON(key, next, { onlyIfMatch: found.etag }) : store().setJSON(key, next, { onlyIfNew: true }),
        );
        if (written.modified) return;
        // Another write landed first: a moment's wait that grows, so a crowd of writers spreads out.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * Math.min(attempt + 1, 10)));
      }
      throw new Error(`The ${name} rows of ${shard} kept changing while ${id} was written`);
    },
    async all() {
      const listed = await guard(async () => {
        const blobs: { key: string; etag: string }[] = [];
        for await (const page of store().list({ prefix, paginate: true })) blobs.push(...page.blobs);
        return blobs;
      });
      const shards = await mapLimited(listed, async ({ key, etag }) => {
        const known = cache.get(key);
        if (known && known.etag === etag) return known.rows;
        const found = await guard(() => readWithEtag<Row[]>(store(), key));
        const rows = found?.value ?? [];
        if (found) cache.set(key, { etag: found.etag, rows });
        return rows;
      });
      return shards.flat();
    },
    async rewrite(byShard) {
      await mapLimited([...byShard], ([shard, rows]) => guard(() => store().setJSON(`${prefix}${shard}`, rows)));
    },
  };
}
