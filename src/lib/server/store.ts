/**
 * All access to Netlify Blobs goes through this module: functions, the build and the scripts alike.
 *
 * One key per record (a time-sortable id), so concurrent writes never overwrite one another and no list
 * is ever rewritten to add a record. Reads are strongly consistent. Each collection keeps a version key
 * in the `meta` store, bumped after every write; a reader checks that one small key and reuses what it
 * has already read while the version is unchanged, which keeps a 1,000-product list cheap to serve.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { getStore, type Store } from '@netlify/blobs';
import { MESSAGES } from '../messages.ts';
import type { StoredRecord } from '../types.ts';
import { newId, isId } from './ids.ts';

export { newId, isId };

/** The store names. A prefix (BLOBS_STORE_PREFIX) lets a deploy preview keep its own data. */
export const STORE_NAMES = {
  products: 'products',
  blogs: 'blogs',
  testimonials: 'testimonials',
  productQuotes: 'product-quotes',
  quickQuotes: 'quick-quotes',
  helpEnquiries: 'help-enquiries',
  contacts: 'contacts',
  users: 'users',
  images: 'images',
  meta: 'meta',
  inboxView: 'inbox-view',
  outbox: 'outbox',
  throttle: 'throttle',
  sessions: 'sessions',
  activity: 'activity',
} as const;

export type StoreName = (typeof STORE_NAMES)[keyof typeof STORE_NAMES];

/** The store could not be reached or failed: the API answers 503 and nothing is half-written. */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super(MESSAGES.storeUnavailable, { cause });
    this.name = 'StoreUnavailableError';
  }
}

let inProcessFetch: typeof fetch | undefined;

/**
 * Local runtime only: reach the BlobsServer running in this same process by calling its handler, with
 * no socket in between. Never set on Netlify.
 */
export function useInProcessBlobs(fetcher: typeof fetch | undefined): void {
  inProcessFetch = fetcher;
}

// ── How long a request may wait for a failing store ────────────────────────────────────────────

/**
 * @netlify/blobs retries a failed store request five times, 5 s apart (1 ms under NODE_ENV=test), so a
 * store that is down held an API request for half a minute: past the browser's 15 s timeout and
 * Netlify's function limit, and the visitor saw a timeout instead of our message. Within an API request
 * (withinStoreBudget) a failed store request is retried only while the answer can still come inside the
 * budget; after that the request answers 503 at once and sends nothing more to the store, so nothing is
 * written after the visitor was told it was not. A store that is slow but answering is waited for.
 */
const DEFAULT_STORE_BUDGET_MS = 8_000;
/** The Blobs client's pause before a retry (its DEFAULT_RETRY_DELAY). */
const CLIENT_RETRY_DELAY_MS = process.env.NODE_ENV === 'test' ? 1 : 5_000;

interface StoreBudget {
  deadline: number;
  /** Set once the budget is spent: every later store request of this API request fails with it. */
  spent?: StoreUnavailableError;
  spend(error: StoreUnavailableError): void;
}
const budgets = new AsyncLocalStorage<StoreBudget>();

function storeBudgetMs(): number {
  const value = Number(process.env.STORE_BUDGET_MS);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_STORE_BUDGET_MS;
}

/** Runs work that goes on after a request has been answered, under no request's budget. */
export const outsideStoreBudget = <T>(work: () => Promise<T>): Promise<T> => budgets.exit(work);

/** Runs one API request's work; it fails with StoreUnavailableError as soon as the store budget is spent. */
export async function withinStoreBudget<T>(work: () => Promise<T>): Promise<T> {
  let reject!: (error: StoreUnavailableError) => void;
  const spent = new Promise<never>((_, fail) => (reject = fail));
  const budget: StoreBudget = {
    deadline: Date.now() + storeBudgetMs(),
    spend(error) {
      budget.spent ??= error;
      reject(budget.spent);
    },
  };
  return Promise.race([budgets.run(budget, work), spent]);
}

/**
 * Every store request goes through here. Failed answers become errors, before the Blobs client reads
 * them: @netlify/blobs 11 reports a conditional write (onlyIfNew, onlyIfMatch) as done whatever the
 * store answered, unless it was 412, so a store answering 500 looked like a stored record (reported
 * upstream as netlify/primitives#741). The client retries them as it retries a failed connection, within
 * the request's budget.
 */
function budgetedFetch(base: typeof fetch, { overNetwork }: { overNetwork: boolean }): typeof fetch {
  return async (input, init) => {
    const budget = budgets.getStore();
    if (budget?.spent) throw budget.spent;
    // A store that accepts the connection and never answers is given up at the deadline too.
    const timeout = budget && overNetwork ? AbortSignal.timeout(Math.max(1, budget.deadline - Date.now())) : undefined;
    const signal = timeout && init?.signal ? AbortSignal.any([init.signal, timeout]) : (timeout ?? init?.signal);
    try {
      const response = await base(input, signal ? { ...init, signal } : init);
      if (response.status >= 400 && response.status !== 404 && response.status !== 412) {
        await response.body?.cancel().catch(() => undefined);
        throw new Error(`The Blobs store answered ${response.status}`);
      }
      return response;
    } catch (error) {
      if (budget && Date.now() + CLIENT_RETRY_DELAY_MS >= budget.deadline) budget.spend(new StoreUnavailableError(error));
      throw error;
    }
  };
}

export function openStore(name: StoreName): Store {
  const prefix = process.env.BLOBS_STORE_PREFIX ?? '';
  // Without Netlify's Blobs context (e.g. a build command not given one), a site id and token may be.
  const siteID = process.env.NETLIFY_BLOBS_CONTEXT ? undefined : (process.env.BLOBS_SITE_ID ?? process.env.SITE_ID);
  const token = siteID ? process.env.BLOBS_TOKEN : undefined;
  return getStore({
    name: `${prefix}${name}`,
    consistency: 'strong',
    ...(siteID && token ? { siteID, token } : {}),
    fetch: inProcessFetch
      ? budgetedFetch(inProcessFetch, { overNetwork: false })
      : budgetedFetch((input, init) => globalThis.fetch(input, init), { overNetwork: true }),
  });
}

/** A stored record that is not a JSON object: the build refuses to publish from it. */
export class CorruptRecordError extends Error {
  readonly storeName: string;
  readonly key: string;
  constructor(storeName: string, key: string) {
    super(`The record ${storeName}/${key} cannot be read`);
    this.name = 'CorruptRecordError';
    this.storeName = storeName;
    this.key = key;
  }
}

function parseRecord<T>(text: string): T | null {
  try {
    const value = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as T) : null;
  } catch {
    return null;
  }
}

/** Runs a store operation, turning transport and server failures into StoreUnavailableError. */
export async function guard<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof StoreUnavailableError || error instanceof CorruptRecordError || error instanceof VersionConflictError) {
      throw error;
    }
    throw new StoreUnavailableError(error);
  }
}

// ── Collections of records ──────────────────────────────────────────────────────────────────────

interface CacheEntry<T> {
  version: string | null;
  /** Keys, newest first. */
  keys: string[];
  etags: Map<string, string>;
  records: Map<string, T>;
  /** Answers derived from every record, per version (cleared when the version changes). */
  memo: Map<string, Promise<unknown>>;
  /** The refresh under way, and the version it was started for. */
  refreshing?: { version: string | null; done: Promise<void> };
}

const READ_CONCURRENCY = 32;

export interface Collection<T extends StoredRecord> {
  readonly name: StoreName;
  /**
   * Stores a new record; `id` may be chosen beforehand (e.g. to claim a unique value for it first).
   * `alongside` runs once the record has landed, at the same time as the version bump (it must not throw).
   */
  create(data: Fields<T>, id?: string, alongside?: (record: T) => Promise<void>): Promise<T>;
  get(id: string): Promise<T | null>;
  /**
   * Applies `change` to the current record; retried if another write got there first. `ifVersion` (a
   * versioned collection's) refuses with VersionConflictError when the record has moved past it.
   */
  update(id: string, change: (current: T) => Fields<T>, options?: { ifVersion?: number }): Promise<T | null>;
  remove(id: string): Promise<T | null>;
  /** Every record, newest first; `strict` fails on an unreadable record instead of skipping it. */
  all(options?: { strict?: boolean }): Promise<T[]>;
  /** One page (1-based), newest first. */
  page(page: number, limit: number): Promise<T[]>;
  count(): Promise<number>;
  /** Computes once per version of the collection; for answers derived from every record. */
  derive<R>(key: string, compute: (records: T[]) => R): Promise<R>;
}

/** What a caller writes: everything but the id, the date added and the version, which the store sets. */
export type Fields<T> = Omit<T, '_id' | 'dateAdded' | 'version'>;

/** A save made over a version older than the stored one; carries the record as stored now. */
export class VersionConflictError<T = unknown> extends Error {
  readonly current: T;
  constructor(current: T) {
    super('The record has changed since that version was read');
    this.name = 'VersionConflictError';
    this.current = current;
  }
}

export interface CollectionOptions {
  /** Records carry a `version`: 1 when created (and for records stored before versions), +1 a save. */
  versioned?: boolean;
  /**
   * Runs after every create, update and delete has landed (e.g. republishing the public site), so no
   * caller can forget it. Its failure fails the call, as the write's own would.
   */
  afterChange?: () => Promise<void>;
}

export function collection<T extends StoredRecord>(name: StoreName, options: CollectionOptions = {}): Collection<T> {
  const cache: CacheEntry<T> = { version: null, keys: [], etags: new Map(), records: new Map(), memo: new Map() };
  /** A versioned record as read: one stored before versions reads as version 1. */
  const asRead = (record: T | null): T | null =>
    record && options.versioned && typeof (record as { version?: unknown }).version !== 'number'
      ? { ...record, version: 1 }
      : record;
  const versionOf = (record: T) => (record as { version?: number }).version ?? 1;
  const versionKey = `version/${name}`;

  /** Never equal to a version read from the store, so the next read lists again. */
  const STALE = '';
  let invalidations = 0;

  /**
   * Marks the collection changed. Concurrent writers share bumps the same way readers share reads: a
   * caller joins the bump queued behind the one in flight, which starts after the caller's own write.
   */
  let bumpInFlight: Promise<unknown> | null = null;
  let bumpQueued: Promise<unknown> | null = null;
  function startBump(): Promise<unknown> {
    const bump: Promise<unknown> = openStore(STORE_NAMES.meta)
      .set(versionKey, newId())
      .finally(() => {
        if (bumpInFlight === bump) bumpInFlight = null;
      });
    bumpInFlight = bump;
    bumpQueued = null;
    return bump;
  }
  async function bumpVersion() {
    if (!bumpInFlight) return startBump();
    bumpQueued ??= bumpInFlight.then(startBump, startBump);
    return bumpQueued;
  }

  /**
   * The collection's version, read from the store. Under load, callers share reads: a caller joins the
   * read queued behind the one in flight, never the one in flight, so every caller's read started after
   * it asked and still sees every write that finished before.
   */
  let versionInFlight: Promise<string | null> | null = null;
  let versionQueued: Promise<string | null> | null = null;
  function startVersionRead(): Promise<string | null> {
    const read: Promise<string | null> = openStore(STORE_NAMES.meta)
      .get(versionKey, { type: 'text' })
      .finally(() => {
        if (versionInFlight === read) versionInFlight = null;
      });
    versionInFlight = read;
    versionQueued = null;
    return read;
  }
  function readVersion(): Promise<string | null> {
    if (!versionInFlight) return startVersionRead();
    versionQueued ??= versionInFlight.then(startVersionRead, startVersionRead);
    return versionQueued;
  }

  async function refresh(version: string | null) {
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
    // A write whose bump failed while this listing ran may be missing from it: list again next time.
    cache.version = generation === invalidations ? version : STALE;
  }

  /**
   * After a record write has landed. If the version cannot be bumped now (the store failed just after
   * the write), the write still stands: it is answered as done, so the caller does not repeat it, and
   * this instance lists afresh on its next read. Other instances see the write at the next bump.
   */
  async function afterWrite() {
    try {
      await bumpVersion();
    } catch (error) {
      invalidations += 1;
      cache.version = STALE;
      console.error(`[store] ${name}: a write landed but its version bump failed`, error);
    }
    await options.afterChange?.();
  }

  /**
   * Makes the cached key list current for the version this caller read (a null version, never written,
   * is never trusted). A refresh started for the same version is shared: its listing began after that
   * version was written, so after every write the version covers. One started for another version is
   * waited out, then this caller refreshes for its own.
   */
  async function ensureFresh() {
    const version = await readVersion();
    for (;;) {
      if (version !== null && version === cache.version) return;
      const running = cache.refreshing;
      if (!running) {
        const started = { version, done: refresh(version) };
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
      if (succeeded && running.version === version) return;
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

  return {
    name,

    create: (data, id = newId(), alongside) =>
      guard(async () => {
        const record = { ...data, _id: id, dateAdded: new Date().toISOString(), ...(options.versioned && { version: 1 }) } as T;
        await openStore(name).setJSON(record._id, record, { onlyIfNew: true });
        await Promise.all([afterWrite(), alongside?.(record)]);
        return record;
      }),

    get: (id) =>
      guard(async () => {
        if (!isId(id)) return null;
        return asRead((await openStore(name).get(id, { type: 'json' })) as T | null);
      }),

    update: (id, change, { ifVersion } = {}) =>
      guard(async () => {
        if (!isId(id)) return null;
        const store = openStore(name);
        for (let attempt = 0; attempt < 5; attempt += 1) {
          let current = await store.getWithMetadata(id, { type: 'json' });
          let etag = current?.etag;
          if (current && !etag) {
            // A store that answers reads without an etag: the listed one, read before the data, so a write
            // in between makes the conditional write fail and retry.
            etag = (await store.list({ prefix: id })).blobs.find((blob) => blob.key === id)?.etag;
            current = etag ? await store.getWithMetadata(id, { type: 'json' }) : null;
          }
          if (!current || !etag) return null;
          const existing = asRead(current.data as T) as T;
          if (ifVersion !== undefined && versionOf(existing) !== ifVersion) throw new VersionConflictError(existing);
          const next = {
            ...change(existing),
            _id: existing._id,
            dateAdded: existing.dateAdded,
            ...(options.versioned && { version: versionOf(existing) + 1 }),
          } as T;
          const written = await store.setJSON(id, next, { onlyIfMatch: etag });
          if (written.modified) {
            await afterWrite();
            return next;
          }
        }
        throw new Error(`Record ${id} kept changing while it was being updated`);
      }),

    remove: (id) =>
      guard(async () => {
        if (!isId(id)) return null;
        const store = openStore(name);
        const existing = (await store.get(id, { type: 'json' })) as T | null;
        if (!existing) return null;
        await store.delete(id);
        await afterWrite();
        return existing;
      }),

    all: (options = {}) =>
      guard(async () => {
        await ensureFresh();
        return load(cache.keys, options.strict);
      }),

    page: (page, limit) =>
      guard(async () => {
        await ensureFresh();
        const start = (page - 1) * limit;
        return load(cache.keys.slice(start, start + limit));
      }),

    count: () =>
      guard(async () => {
        await ensureFresh();
        return cache.keys.length;
      }),

    derive: (key, compute) =>
      guard(async () => {
        await ensureFresh();
        if (cache.version === null) return compute(await load(cache.keys));
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

// ── Single values: meta, users, throttle counters, images ───────────────────────────────────────

export const readJSON = <T>(storeName: StoreName, key: string) =>
  guard(async () => (await openStore(storeName).get(key, { type: 'json' })) as T | null);

/**
 * A value and its etag, for a conditional write after. Netlify answers a read with its etag; the local
 * BlobsServer does not, so the listed one stands in, read before the data (a write in between then makes
 * the conditional write fail, as it should).
 */
export const readJSONWithEtag = <T>(storeName: StoreName, key: string) =>
  guard(async (): Promise<{ value: T; etag: string } | null> => {
    const store = openStore(storeName);
    const found = await store.getWithMetadata(key, { type: 'json' });
    if (found?.etag) return { value: found.data as T, etag: found.etag };
    // A store that answers reads without an etag: the listed one, read before the data.
    const listed = (await store.list({ prefix: key })).blobs.find((blob) => blob.key === key)?.etag;
    const again = listed ? await store.getWithMetadata(key, { type: 'json' }) : null;
    return again && listed ? { value: again.data as T, etag: listed } : null;
  });

export const writeJSON = (storeName: StoreName, key: string, value: unknown) =>
  guard(async () => {
    await openStore(storeName).setJSON(key, value);
  });

export const deleteKey = (storeName: StoreName, key: string) =>
  guard(async () => {
    await openStore(storeName).delete(key);
  });

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
