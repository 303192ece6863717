/**
 * The four inboxes at scale: a view that answers any page, filter, count or search with a small, bounded
 * number of store requests, whatever the number of enquiries stored.
 *
 * Each enquiry stays one key in its own store (creates never contend; updates are conditional writes).
 * Beside them, in the `inbox-view` store, for each kind:
 *   log/{kind}/{changeId}/{recordId}  one key per change, written before the record: the tail of the log.
 *   seg/{kind}/{segmentId}            a segment: up to SEGMENT_SIZE enquiries as one JSON array, newest
 *                                     first, covering an id range. Written once, never changed.
 *   manifest/{kind}                   the segments (newest first) with their id range and counts by status.
 * A read takes the manifest and lists the tail in parallel (2 requests), reads the tail's records and
 * the segments it needs (cached in memory: their keys never change). The tail is folded into new segments
 * by compaction (after any read that found an old tail, and by the scheduled function), which swaps the
 * manifest with a conditional write, so two compactions at once never lose one another's work.
 *
 * A log entry is folded only once it is GRACE_MS old: its record write has landed or failed by then, and
 * folding reads the record itself, so a change is never folded before it exists. Until then every read
 * applies it from the record.
 */
import { ENQUIRY_STATUSES, type EnquiryStatus, statusOf } from '../constants.ts';
import type { Enquiry } from '../types.ts';
import { idTime, newId } from './ids.ts';
import { type Collection, type Fields, STORE_NAMES, guard, openStore } from './store.ts';

export const SEGMENT_SIZE = 1000;
/** How old a change must be before it is folded (its request has finished by then, whatever happened). */
export const GRACE_MS = 30_000;
const READ_CONCURRENCY = 32;
/** Compaction folds at most this many changes a run, so one run stays well inside a function's time. */
const COMPACT_BATCH = 2000;

export interface InboxFilter {
  status?: EnquiryStatus;
  /** Every word must appear (case-insensitive) in one of the searched fields. */
  q?: string;
  /** ISO instants, inclusive. */
  from?: string;
  to?: string;
}

export interface InboxCounts {
  total: number;
  byStatus: Record<EnquiryStatus, number>;
}

interface SegmentRef {
  key: string;
  /** The smallest id this segment covers; '' for the oldest segment. Newer segments start above it. */
  start: string;
  count: number;
  byStatus: Record<string, number>;
  /** Creation times (ms) of its oldest and newest enquiry, for date filters. */
  oldest: number;
  newest: number;
}

interface Manifest {
  segments: SegmentRef[];
  updatedAt: string;
}

const SEARCHED = [
  'name',
  'email',
  'phone',
  'mobile',
  'company',
  'subject',
  'message',
  'question',
  'productName',
  'address',
  'remark',
];

/** The searched text; the id is in it too, so a mail's link (?q={id}) finds its enquiry. */
function searchText(record: Enquiry): string {
  const values = [record._id, ...SEARCHED.map((field) => (record as unknown as Record<string, unknown>)[field])];
  for (const remark of record.remarks ?? []) values.push(remark.text);
  return values
    .filter((value) => typeof value === 'string' || typeof value === 'number')
    .join('\n')
    .toLowerCase();
}

export function matches(record: Enquiry, filter: InboxFilter): boolean {
  if (filter.status && statusOf(record) !== filter.status) return false;
  const time = Date.parse(record.dateAdded);
  if (filter.from && time < Date.parse(filter.from)) return false;
  if (filter.to && time > Date.parse(filter.to)) return false;
  if (filter.q) {
    const text = searchText(record);
    if (
      !filter.q
        .toLowerCase()
        .split(/\s+/)
        .filter(Boolean)
        .every((word) => text.includes(word))
    )
      return false;
  }
  return true;
}

const emptyCounts = (): InboxCounts => ({
  total: 0,
  byStatus: Object.fromEntries(ENQUIRY_STATUSES.map((status) => [status, 0])) as Record<EnquiryStatus, number>,
});

/** Runs `work` over `items`, at most READ_CONCURRENCY at a time, keeping their order. */
async function mapLimited<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, items.length) }, worker));
  return results;
}

/** The segment of a sorted-newest-first list whose range holds `id`. */
const segmentIndexFor = (segments: SegmentRef[], id: string) => {
  const index = segments.findIndex((segment) => id >= segment.start);
  return index === -1 ? segments.length - 1 : index;
};

function describe(key: string, start: string, records: Enquiry[]): SegmentRef {
  const byStatus: Record<string, number> = {};
  for (const record of records) byStatus[statusOf(record)] = (byStatus[statusOf(record)] ?? 0) + 1;
  const times = records.map((record) => idTime(record._id));
  return {
    key,
    start,
    count: records.length,
    byStatus,
    oldest: times.length ? Math.min(...times) : 0,
    newest: times.length ? Math.max(...times) : 0,
  };
}

/** One inbox's view over its collection of records. */
export class InboxView<T extends Enquiry> {
  readonly kind: string;
  readonly records: Collection<T>;
  /** Segments read by this instance; their keys are never reused, so they never go stale. */
  private segmentCache = new Map<string, Promise<T[]>>();
  private compacting: Promise<void> | null = null;
  private snapshotInFlight: Promise<Snapshot<T>> | null = null;
  private snapshotQueued: Promise<Snapshot<T>> | null = null;

  private readonly segmentSize: number;

  /** Told of every new enquiry once it is stored, alongside the version bump (the notification mails). */
  private readonly onCreated?: (record: Enquiry) => Promise<void>;

  constructor(
    kind: string,
    records: Collection<T>,
    options: { segmentSize?: number; onCreated?: (record: Enquiry) => Promise<void> } = {},
  ) {
    this.kind = kind;
    this.records = records;
    this.segmentSize = options.segmentSize ?? SEGMENT_SIZE;
    this.onCreated = options.onCreated;
  }

  private get store() {
    return openStore(STORE_NAMES.inboxView);
  }

  private get manifestKey() {
    return `manifest/${this.kind}`;
  }

  /** Marks a change of `id` in the log; call before writing the record. */
  private logChange(id: string) {
    return guard(() => this.store.set(`log/${this.kind}/${newId()}/${id}`, ''));
  }

  async create(data: Fields<T>): Promise<T> {
    const id = newId();
    await this.logChange(id);
    return this.records.create(data, id, this.onCreated);
  }

  /** `known`: the caller has just read the record, so it is not read again to see that it exists. */
  async update(id: string, change: (current: T) => Fields<T>, options: { known?: boolean } = {}): Promise<T | null> {
    if (!options.known && !(await this.records.get(id))) return null;
    await this.logChange(id);
    return this.records.update(id, change);
  }

  async remove(id: string): Promise<T | null> {
    if (!(await this.records.get(id))) return null;
    await this.logChange(id);
    return this.records.remove(id);
  }

  get(id: string): Promise<T | null> {
    return this.records.get(id);
  }

  /**
   * The manifest; with `etag`, also its etag for a conditional swap. Netlify answers a read with its etag;
   * the local BlobsServer does not, so the listed one stands in, read before the data (a swap in between
   * then makes the conditional write fail, as it should).
   */
  private async readManifest(options: { etag?: boolean } = {}): Promise<{ manifest: Manifest | null; etag?: string }> {
    const key = this.manifestKey;
    const listed = options.etag
      ? (await guard(() => this.store.list({ prefix: key }))).blobs.find((blob) => blob.key === key)?.etag
      : undefined;
    const found = await guard(() => this.store.getWithMetadata(key, { type: 'json' }));
    if (!found) return { manifest: null };
    return { manifest: found.data as Manifest, etag: found.etag || listed };
  }

  /** The tail: log entries newest first, each with its record id and when it was made. */
  private async readLog(): Promise<{ key: string; id: string; at: number }[]> {
    const entries: { key: string; id: string; at: number }[] = [];
    await guard(async () => {
      for await (const page of this.store.list({ prefix: `log/${this.kind}/`, paginate: true })) {
        for (const blob of page.blobs) {
          const [, , changeId, id] = blob.key.split('/');
          if (changeId && id) entries.push({ key: blob.key, id, at: idTime(changeId) });
        }
      }
    });
    return entries.sort((a, b) => b.key.localeCompare(a.key));
  }

  private segment(ref: SegmentRef): Promise<T[]> {
    let cached = this.segmentCache.get(ref.key);
    if (!cached) {
      // Outside guard(): a segment gone is not a store failure, the caller reads the manifest again.
      cached = guard(() => this.store.get(ref.key, { type: 'json' }) as Promise<T[] | null>).then((records) => {
        if (!records) throw new SegmentGoneError();
        return records;
      });
      this.segmentCache.set(ref.key, cached);
      cached.catch(() => this.segmentCache.delete(ref.key));
    }
    return cached;
  }

  /**
   * The view as it is now: the manifest's segments, with the tail's records (current state, or null when
   * deleted) grouped by the segment whose range holds them. Builds the view from the records the first
   * time (today's layout has no view yet).
   */
  /**
   * The view as it is now, shared by the callers of one instance that ask at the same time: a caller joins
   * the snapshot queued behind the one in flight, never the one in flight, so every caller's snapshot
   * started after it asked and sees every change that landed before. Fifty dashboards at once after a
   * burst of submissions read the tail's records twice, not fifty times.
   */
  private snapshot(): Promise<Snapshot<T>> {
    if (!this.snapshotInFlight) return this.startSnapshot();
    this.snapshotQueued ??= this.snapshotInFlight.then(
      () => this.startSnapshot(),
      () => this.startSnapshot(),
    );
    return this.snapshotQueued;
  }

  private startSnapshot(): Promise<Snapshot<T>> {
    const run = this.takeSnapshot().finally(() => {
      if (this.snapshotInFlight === run) this.snapshotInFlight = null;
    });
    this.snapshotInFlight = run;
    this.snapshotQueued = null;
    return run;
  }

  private async takeSnapshot(): Promise<Snapshot<T>> {
    for (let attempt = 0; ; attempt += 1) {
      const [{ manifest }, log] = await Promise.all([this.readManifest(), this.readLog()]);
      if (!manifest) {
        if (attempt > 0) throw new Error(`inbox view ${this.kind} could not be built`);
        await this.build();
        continue;
      }
      const live = new Set(manifest.segments.map((ref) => ref.key));
      for (const key of this.segmentCache.keys()) if (!live.has(key)) this.segmentCache.delete(key);
      const ids = [...new Set(log.map((entry) => entry.id))];
      const current = await mapLimited(ids, (id) => this.records.get(id));
      const changes = new Map<number, Map<string, T | null>>();
      for (const [index, id] of ids.entries()) {
        const segment = segmentIndexFor(manifest.segments, id);
        if (!changes.has(segment)) changes.set(segment, new Map());
        changes.get(segment)!.set(id, current[index]);
      }
      const oldTail = log.some((entry) => entry.at < Date.now() - GRACE_MS);
      if (oldTail) this.compactSoon();
      return { manifest, changes, attempt };
    }
  }

  /** A segment's records with the tail applied, newest first. */
  private async segmentNow(manifest: Manifest, index: number, changes: Map<number, Map<string, T | null>>): Promise<T[]> {
    const ref = manifest.segments[index];
    const folded = ref.count > 0 ? await this.segment(ref) : [];
    const changed = changes.get(index);
    if (!changed) return folded;
    const merged = new Map(folded.map((record) => [record._id, record] as const));
    for (const [id, record] of changed) {
      if (record) merged.set(id, record);
      else merged.delete(id);
    }
    return [...merged.values()].sort((a, b) => b._id.localeCompare(a._id));
  }

  /** Retries once on a segment removed by a compaction that finished meanwhile. */
  private async withSnapshot<R>(work: (view: Snapshot<T>) => Promise<R>): Promise<R> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await work(await this.snapshot());
      } catch (error) {
        if (!(error instanceof SegmentGoneError) || attempt >= 2) throw error;
      }
    }
  }

  /** How many records of segment `index` match, without reading it when the manifest can tell. */
  private async countIn(
    manifest: Manifest,
    index: number,
    changes: Map<number, Map<string, T | null>>,
    filter: InboxFilter,
  ): Promise<number | null> {
    const ref = manifest.segments[index];
    if (filter.from && ref.count && ref.newest < Date.parse(filter.from)) return 0;
    if (filter.to && ref.count && ref.oldest > Date.parse(filter.to)) return 0;
    if (changes.has(index) || filter.q || filter.from || filter.to) return null;
    return filter.status ? (ref.byStatus[filter.status] ?? 0) : ref.count;
  }

  /** A search or date filter reads every segment it may need: all at once, not one after another. */
  private async prefetch(manifest: Manifest, changes: Map<number, Map<string, T | null>>, filter: InboxFilter) {
    if (!filter.q && !filter.from && !filter.to) return;
    const indexes = manifest.segments.map((_, index) => index);
    const needed = await Promise.all(indexes.map((index) => this.countIn(manifest, index, changes, filter)));
    await mapLimited(
      indexes.filter((index) => needed[index] !== 0 && manifest.segments[index].count > 0),
      (index) => this.segment(manifest.segments[index]),
    );
  }

  /** One page of the records that match, newest first. */
  query(filter: InboxFilter, page: number, limit: number): Promise<T[]> {
    return this.withSnapshot(async ({ manifest, changes }) => {
      await this.prefetch(manifest, changes, filter);
      let skip = (page - 1) * limit;
      const found: T[] = [];
      for (let index = 0; index < manifest.segments.length && found.length < limit; index += 1) {
        const known = await this.countIn(manifest, index, changes, filter);
        if (known !== null && known <= skip) {
          skip -= known;
          continue;
        }
        const matching = (await this.segmentNow(manifest, index, changes)).filter((record) => matches(record, filter));
        found.push(...matching.slice(skip, skip + limit - found.length));
        skip = Math.max(0, skip - matching.length);
      }
      return found;
    });
  }

  /** Every record that matches, newest first, a segment at a time (for exports). */
  async *stream(filter: InboxFilter): AsyncGenerator<T> {
    const { manifest, changes } = await this.snapshot();
    await this.prefetch(manifest, changes, filter);
    for (let index = 0; index < manifest.segments.length; index += 1) {
      if ((await this.countIn(manifest, index, changes, filter)) === 0) continue;
      for (const record of await this.segmentNow(manifest, index, changes)) {
        if (matches(record, filter)) yield record;
      }
    }
  }

  counts(): Promise<InboxCounts> {
    return this.withSnapshot(async ({ manifest, changes }) => {
      const counts = emptyCounts();
      await Promise.all(
        manifest.segments.map(async (ref, index) => {
          if (changes.has(index)) {
            for (const record of await this.segmentNow(manifest, index, changes)) {
              counts.total += 1;
              counts.byStatus[statusOf(record)] += 1;
            }
            return;
          }
          counts.total += ref.count;
          for (const [status, count] of Object.entries(ref.byStatus)) {
            if (status in counts.byStatus) counts.byStatus[status as EnquiryStatus] += count;
          }
        }),
      );
      return counts;
    });
  }

  /** Starts a compaction in the background unless one is running in this instance. */
  compactSoon(): void {
    this.compacting ??= this.compact()
      .then(() => undefined)
      .catch((error) => console.error(`[inbox] ${this.kind}: compaction failed`, error))
      .finally(() => (this.compacting = null));
  }

  /**
   * Folds the settled part of the tail into new segments and swaps the manifest in with a conditional
   * write. Returns how many changes it folded (0 when another compaction got there first).
   */
  async compact(options: { graceMs?: number } = {}): Promise<number> {
    // The segments this compaction wrote: removed again unless its manifest is the one that counts.
    const written: string[] = [];
    let folded = 0;
    try {
      folded = await this.fold(options, written);
      return folded;
    } catch (error) {
      // A segment it needed was replaced by a compaction that finished first: nothing left to do here.
      if (error instanceof SegmentGoneError) return 0;
      throw error;
    } finally {
      if (folded === 0 && written.length > 0) {
        await mapLimited(written, (key) => guard(() => this.store.delete(key))).catch((error) =>
          console.error(`[inbox] ${this.kind}: could not remove segments of a compaction that lost`, error),
        );
      }
    }
  }

  private async fold(options: { graceMs?: number }, written: string[]): Promise<number> {
    const [{ manifest, etag }, log] = await Promise.all([this.readManifest({ etag: true }), this.readLog()]);
    if (!manifest || !etag) return 0;
    const settledBefore = Date.now() - (options.graceMs ?? GRACE_MS);
    const settled = log.filter((entry) => entry.at <= settledBefore).slice(-COMPACT_BATCH);
    if (settled.length === 0) return 0;
    const ids = [...new Set(settled.map((entry) => entry.id))];
    const current = await mapLimited(ids, (id) => this.records.get(id));
    const byIndex = new Map<number, Map<string, T | null>>();
    for (const [position, id] of ids.entries()) {
      const index = segmentIndexFor(manifest.segments, id);
      if (!byIndex.has(index)) byIndex.set(index, new Map());
      byIndex.get(index)!.set(id, current[position]);
    }
    const segments = [...manifest.segments];
    const replaced: string[] = [];
    // From the oldest affected segment to the newest, so indexes of the ones still to do stay put.
    for (const index of [...byIndex.keys()].sort((a, b) => b - a)) {
      const records = await this.segmentNow(manifest, index, byIndex);
      const refs = await this.writeSegments(segments[index].start, records, written);
      replaced.push(segments[index].key);
      segments.splice(index, 1, ...refs);
    }
    const next: Manifest = { segments, updatedAt: new Date().toISOString() };
    const swapped = await guard(() => this.store.setJSON(this.manifestKey, next, { onlyIfMatch: etag }));
    if (!swapped.modified) return 0;
    written.length = 0;
    await mapLimited([...replaced, ...settled.map((entry) => entry.key)], (key) => guard(() => this.store.delete(key)));
    return settled.length;
  }

  /**
   * Writes records (newest first) covering ids from `start` up as segments of at most SEGMENT_SIZE:
   * full ones for the oldest, the rest in the newest. Returns their refs, newest first.
   */
  private async writeSegments(start: string, records: T[], written: string[] = []): Promise<SegmentRef[]> {
    const oldestFirst = [...records].reverse();
    const chunks: T[][] = [];
    for (let at = 0; at < oldestFirst.length; at += this.segmentSize) chunks.push(oldestFirst.slice(at, at + this.segmentSize));
    if (chunks.length === 0) chunks.push([]);
    const refs = await mapLimited(chunks, async (chunk) => {
      const chunkStart = chunk === chunks[0] ? start : chunk[0]._id;
      const key = `seg/${this.kind}/${newId()}`;
      const newestFirst = [...chunk].reverse();
      written.push(key);
      await guard(() => this.store.setJSON(key, newestFirst));
      this.segmentCache.set(key, Promise.resolve(newestFirst));
      return describe(key, chunkStart, newestFirst);
    });
    return refs.reverse();
  }

  /**
   * Builds the view from the records themselves: the first use of a store written by the earlier layout
   * (every record is read once), a seed, or a repair. Only the first manifest written counts.
   */
  async build(options: { records?: T[]; replace?: boolean } = {}): Promise<void> {
    const previous = options.replace ? (await this.readManifest()).manifest : null;
    const all = options.records ?? (await this.records.all());
    const newestFirst = [...all].sort((a, b) => b._id.localeCompare(a._id));
    const written: string[] = [];
    let counted = false;
    try {
      const segments = await this.writeSegments('', newestFirst, written);
      const manifest: Manifest = { segments, updatedAt: new Date().toISOString() };
      const stored = await guard(() =>
        this.store.setJSON(this.manifestKey, manifest, options.replace ? {} : { onlyIfNew: true }),
      );
      counted = stored.modified;
    } finally {
      // The segments of a manifest that does not count (another build won, or this one failed) go again.
      const gone = counted ? (previous?.segments ?? []).map((ref) => ref.key) : written;
      await mapLimited(gone, (key) => guard(() => this.store.delete(key)));
    }
  }
}

/** The manifest and the tail's records (null when deleted) grouped by the segment whose range holds them. */
interface Snapshot<T> {
  manifest: Manifest;
  changes: Map<number, Map<string, T | null>>;
  attempt: number;
}

/** A segment named by a manifest that a newer compaction has removed: read the manifest again. */
class SegmentGoneError extends Error {
  constructor() {
    super('inbox segment removed by a compaction');
  }
}
