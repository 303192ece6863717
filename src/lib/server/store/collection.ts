/**
 * (Over 300 lines: one collection is one closure whose cache, stamp and follow-ups each method shares.)
 * A collection of records: one key per record (a time-sortable id), so concurrent writes never overwrite
 * one another and no list is ever rewritten to add a record. Reads are strongly consistent.
 *
 * Each collection keeps a change stamp in the `meta` store (`stamp/{name}`, a new id after every write);
 * a reader checks that one small key and reuses what it has already read while the stamp is unchanged,
 * which keeps a 1,000-product list cheap to serve. A write's follow-ups (republishing, the activity
 * list, mails) run once the record has landed, beside the stamp's write: one round trip, and never the
 * write's failure (the record is stored; a caller told otherwise would store it again).
 */
import type { StoredRecord } from '../../schemas/parts.ts';
import { idTime, isId, newId } from '../ids.ts';
import { STORE_NAMES, type StoreName, guard, openStore } from './blobs.ts';
import { withinOwnBudget } from './budget.ts';
import { coalesced } from './coalesce.ts';
import { CorruptRecordError, RecordExistsError, VersionConflictError } from './errors.ts';
import { readWithEtag } from './values.ts';

/** What a caller writes: everything but the id, the date added and the edit version, which the store sets. */
export type Fields<T> = Omit<T, '_id' | 'dateAdded' | 'version'>;

/** A write that has landed, as its follow-ups see it. */
export interface Change<T> {
  change: 'created' | 'updated' | 'deleted';
  /** The record as written (as it was, for a delete). */
  record: T;
  /** What was done, in words, when the caller says more than the change (e.g. 'Status changed to Won'). */
  action?: string;
  /** An update's record as it was just before (what its follow-ups compare, e.g. the events it added). */
  before?: T;
  /** What the follow-ups tell the writer back (e.g. whether a mail was queued); the writer's own object. */
  report?: FollowUpReport;
}

/** Filled in by follow-ups for the writer that asked, who reads it once the write has returned. */
export type FollowUpReport = Record<string, unknown>;

export interface WriteOptions<T> {
  /** Said in the activity list instead of the collection's plain 'added' / 'updated' / 'deleted'. */
  action?: string;
  /** The caller's own follow-up of this one write, run with the collection's (it must not throw). */
  alongside?: (record: T) => Promise<void>;
  /** Handed to the follow-ups (Change.report), for what they tell back. */
  report?: FollowUpReport;
}

export interface Collection<T extends StoredRecord> {
  readonly name: StoreName;
  /**
   * Stores a new record, dated from its id (one clock reading: lists sorted by id are sorted by date);
   * `id` may be chosen beforehand (to claim a unique value for it first, or a repeated submission's).
   * RecordExistsError when that id is taken.
   */
  create(data: Fields<T>, options?: WriteOptions<T> & { id?: string }): Promise<T>;
  get(id: string): Promise<T | null>;
  /** The record and its etag, for an update that follows (`known`). */
  getWithEtag(id: string): Promise<{ value: T; etag: string } | null>;
  /**
   * Applies `change` to the current record with a conditional write, read again and retried if another
   * write got there first. `ifVersion` (a versioned collection's) refuses with VersionConflictError when
   * the record has moved past it; `known` is the record and etag the caller has just read.
   */
  update(
    id: string,
    change: (current: T) => Fields<T>,
    options?: WriteOptions<T> & { ifVersion?: number; known?: { value: T; etag: string } },
  ): Promise<T | null>;
  remove(id: string, options?: WriteOptions<T>): Promise<T | null>;
  /** Every record, newest first; `strict` fails on an unreadable record instead of skipping it. */
  all(options?: { strict?: boolean }): Promise<T[]>;
  count(): Promise<number>;
  /** Computes once per change stamp of the collection; for answers derived from every record. */
  derive<R>(key: string, compute: (records: T[]) => R): Promise<R>;
  /** The change stamp as stored: the id of the newest write's stamp, null before any. */
  stamp(): Promise<string | null>;
}

export interface CollectionOptions<T> {
  /** Records carry an edit `version`: 1 when created (and for records stored before versions), +1 a save. */
  versioned?: boolean;
  /** Runs after every create, update and delete has landed, beside the stamp's write; a failure is logged. */
  follow?: (change: Change<T>) => Promise<void>;
}

interface CacheEntry<T> {
  stamp: string | null;
  /** Keys, newest first. */
  keys: string[];
  etags: Map<string, string>;
  records: Map<string, T>;
  /** Answers derived from every record, per stamp (cleared when the stamp changes). */
  memo: Map<string, Promise<unknown>>;
  /** The refresh under way, and the stamp it was started for. */
  refreshing?: { stamp: string | null; done: Promise<void> };
}

const READ_CONCURRENCY = 32;

function parseRecord<T>(text: string): T | null {
  try {
    const value = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as T) : null;
  } catch {
    return null;
  }
}

export function collection<T extends StoredRecord>(name: StoreName, options: CollectionOptions<T> = {}): Collection<T> {
  const cache: CacheEntry<T> = { stamp: null, keys: [], etags: new Map(), records: new Map(), memo: new Map() };
  /** A versioned record as read: one stored before versions reads as version 1. */
  const asRead = (record: T | null): T | null =>
    record && options.versioned && typeof (record as { version?: unknown }).version !== 'number'
      ? { ...record, version: 1 }
      : record;
  const versionOf = (record: T) => (record as { version?: number }).version ?? 1;
  const stampKey = `stamp/${name}`;

  /** Never equal to a stamp read from the store, so the next read lists again. */
  const STALE = '';
  let invalidations = 0;

  /** Concurrent writers share stamp writes: each joins one that starts after its own record write. */
  const writeStamp = coalesced(() => openStore(STORE_NAMES.meta).set(stampKey, newId()));
  /** Concurrent readers share stamp reads the same way: each sees every write that finished before it asked. */
  const readStamp = coalesced(() => openStore(STORE_NAMES.meta).get(stampKey, { type: 'text' }));

  async function refresh(stamp: string | null) {
    const generation = invalidations;
    const store = openStore(name);
    const listed = new Map<string, string>();
    for await (const page of store.list({ paginate: true })) {
      for (const blob of page.blobs) listed.set(blob.key, blob.etag);
    }
    for (const [key, etag] of cache.etags) {
      if (listed.get(key) !== etag) cache.records.delete(key);
    }
    cache.etags = listed;
    cache.keys = [...listed.keys()].sort().reverse();
    cache.memo = new Map();
    // A write whose stamp failed while this listing ran may be missing from it: list again next time.
    cache.stamp = generation === invalidations ? stamp : STALE;
  }

  /**
   * After a record write has landed: the stamp and every follow-up, at once. This instance lists afresh on
   * its next read whatever becomes of the stamp; if the stamp cannot be written now (the store failed just
   * after the write), the write still stands and is answered as done, and other instances see it at the
   * next stamp.
   */
  async function afterWrite(landed: Change<T>, alongside?: (record: T) => Promise<void>) {
    invalidations += 1;
    cache.stamp = STALE;
    const logged = (what: string) => (error: unknown) =>
      console.error(`[store] ${name}: ${what} failed after a write landed`, error);
    await withinOwnBudget(() =>
      Promise.all([
        writeStamp().catch(logged('the change stamp')),
        options.follow?.(landed).catch(logged('a follow-up')),
        alongside?.(landed.record).catch(logged("the caller's follow-up")),
      ]),
    ).catch(logged('the follow-ups'));
  }

  /**
   * Makes the cached key list current for the stamp this caller read (a null stamp, never written, is
   * never trusted). A refresh started for the same stamp is shared: its listing began after that stamp
   * was written, so after every write the stamp covers. One started for another stamp is waited out,
   * then this caller refreshes for its own.
   */
  async function ensureFresh() {
    const stamp = await readStamp();
    for (;;) {
      if (stamp !== null && stamp === cache.stamp) return;
      const running = cache.refreshing;
      if (!running) {
        const started = { stamp, done: refresh(stamp) };
        cache.refreshing = started;
        try {
          await started.done;
        } finally {
          if (cache.refreshing === started) cache.refreshing = undefined;
        }
        return;
      }
      const succeeded = await running.done.then(
        () => true,
        () => false,
      );
      if (succeeded && running.stamp === stamp) return;
    }
  }

  /** Reads in flight, shared by every caller that needs the same record. */
  const reading = new Map<string, Promise<void>>();

  /** Reads records not cached yet. An unreadable record is skipped and logged, or in strict mode fails. */
  async function load(keys: string[], strict = false): Promise<T[]> {
    const store = openStore(name);
    const readOne = (key: string) => {
      let pending = reading.get(key);
      if (!pending) {
        pending = store
          .get(key, { type: 'text' })
          .then((text) => {
            if (text === null) return;
            const record = asRead(parseRecord<T>(text));
            if (record) cache.records.set(key, record);
            else if (strict) throw new CorruptRecordError(name, key);
            else console.error(`[store] skipped unreadable record ${name}/${key}`);
          })
          .finally(() => reading.delete(key));
        reading.set(key, pending);
      }
      return pending;
    };
    const missing = keys.filter((key) => !cache.records.has(key));
    for (let start = 0; start < missing.length; start += READ_CONCURRENCY) {
      await Promise.all(missing.slice(start, start + READ_CONCURRENCY).map(readOne));
    }
    return keys.map((key) => cache.records.get(key)).filter((record): record is T => record !== undefined);
  }

  const getWithEtag = (id: string) =>
    guard(async () => {
      if (!isId(id)) return null;
      const found = await readWithEtag<T>(openStore(name), id);
      return found && { value: asRead(found.value) as T, etag: found.etag };
    });

  return {
    name,

    create: (data, { id = newId(), action, alongside, report } = {}) =>
      guard(async () => {
        const dateAdded = new Date(isId(id) ? idTime(id) : Date.now()).toISOString();
        const record = { ...data, _id: id, dateAdded, ...(options.versioned && { version: 1 }) } as T;
        const written = await openStore(name).setJSON(record._id, record, { onlyIfNew: true });
        if (!written.modified) throw new RecordExistsError(name, id);
        await afterWrite({ change: 'created', record, action, report }, alongside);
        return record;
      }),

    get: (id) =>
      guard(async () => {
        if (!isId(id)) return null;
        return asRead((await openStore(name).get(id, { type: 'json' })) as T | null);
      }),

    getWithEtag,

    update: (id, change, { ifVersion, known, action, alongside, report } = {}) =>
      guard(async () => {
        if (!isId(id)) return null;
        const store = openStore(name);
        let current = known ?? (await getWithEtag(id));
        for (let attempt = 0; attempt < 5 && current; attempt += 1) {
          const existing = current.value;
          if (ifVersion !== undefined && versionOf(existing) !== ifVersion) throw new VersionConflictError(existing);
          const next = {
            ...change(existing),
            _id: existing._id,
            dateAdded: existing.dateAdded,
            ...(options.versioned && { version: versionOf(existing) + 1 }),
          } as T;
          const written = await store.setJSON(id, next, { onlyIfMatch: current.etag });
          if (written.modified) {
            await afterWrite({ change: 'updated', record: next, before: existing, action, report }, alongside);
            return next;
          }
          current = await getWithEtag(id);
        }
        if (!current) return null;
        throw new Error(`Record ${id} kept changing while it was being updated`);
      }),

    remove: (id, { action, alongside } = {}) =>
      guard(async () => {
        if (!isId(id)) return null;
        const store = openStore(name);
        const existing = asRead((await store.get(id, { type: 'json' })) as T | null);
        if (!existing) return null;
        await store.delete(id);
        await afterWrite({ change: 'deleted', record: existing, action }, alongside);
        return existing;
      }),

    all: (options = {}) =>
      guard(async () => {
        await ensureFresh();
        return load(cache.keys, options.strict);
      }),

    count: () =>
      guard(async () => {
        await ensureFresh();
        return cache.keys.length;
      }),

    stamp: () => guard(readStamp),

    derive: (key, compute) =>
      guard(async () => {
        await ensureFresh();
        if (cache.stamp === null) return compute(await load(cache.keys));
        // The computation itself is kept, so concurrent first callers share one.
        let result = cache.memo.get(key) as Promise<ReturnType<typeof compute>> | undefined;
        if (!result) {
          const memo = cache.memo;
          result = load(cache.keys).then(compute);
          memo.set(key, result);
          result.catch(() => memo.delete(key));
        }
        return result;
      }),
  };
}
