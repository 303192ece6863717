// Over 300 lines, not split: one class: the inbox's view, its log and its segments share private state.
/**
 * The four inboxes at scale: a view that answers any page, filter, count or search with a small, bounded
 * number of store requests, whatever the number of enquiries stored.
 *
 * Each enquiry stays one key in its own store (creates never contend; updates are conditional writes).
 * Beside them, in the `inbox-view` store, for each kind:
 *   log/{kind}/…                      the tail: two keys per change, one before the record write and one
 *                                     once it landed, naming the status (src/lib/server/inbox/inbox-log.ts).
 *   seg/{kind}/{segmentId}            a segment: up to SEGMENT_SIZE enquiries as one JSON array, newest
 *                                     first, covering an id range. Written once, never changed.
 *   manifest/{kind}                   the segments (newest first) with their id range and counts by status,
 *                                     and the log keys already folded into them.
 * A read takes the manifest and lists the tail in parallel (2 requests, one more per 1,000 log keys). The
 * listing alone gives each changed record's status, so counts read nothing more; a page reads the segment
 * it lands in (cached in memory: its key never changes) and only the changed records it shows, from their
 * done entries (cached too). The tail is folded into new segments by compaction (after a read that found
 * a long or old tail, and by the scheduled function), which swaps the manifest with a conditional write,
 * so two compactions at once never lose one another's work.
 *
 * A finished change (done entry) is folded at once; one still under way only once it is GRACE_MS old (its
 * request has answered or failed by then), from the record itself. Folded log keys stay listed in the
 * manifest and are deleted FOLDED_KEEP_MS later, so a read that took the previous manifest still finds
 * them in the log.
 */
import { type EnquiryStatus, statusOf } from '../../constants.ts';
import type { Paged } from '../../api/define.ts';
import type { Enquiry } from '../../schemas/inboxes.ts';
import { idTime, newId } from '../ids.ts';
import { pageStart } from '../paging.ts';
import { type InboxFilter, matches, readsText } from './inbox-filter.ts';
import {
  type TailChange,
  type Changes,
  type InboxCounts,
  type Manifest,
  type Row,
  type SegmentRef,
  type Snapshot,
  describeSegment,
  emptyCounts,
  foldedKeys,
  onlyAdds,
  segmentIndexFor,
} from './inbox-segments.ts';
import { type Outcome, type Tail, type TailState, doneKey, intentKey, logPrefix, readTail } from './inbox-log.ts';
import { currentScope } from '../request-scope.ts';
import { coalesced } from '../store/coalesce.ts';
import { mapLimited } from '../store/concurrency.ts';
import { type SweepLimits, sweepKeys } from '../store/sweep.ts';
import { type Collection, type Fields, RecordExistsError, STORE_NAMES, guard, openStore, readWithEtag } from '../store/index.ts';

export type { InboxCounts, InboxFilter };

export const SEGMENT_SIZE = 1000;
/** How old a change still under way must be before it is folded (its request has answered or failed). */
export const GRACE_MS = 30_000;
/** How long folded log keys stay, for reads that took the manifest before the fold. */
export const FOLDED_KEEP_MS = 10_000;
/** A read that finds this many finished records in the tail starts a compaction. */
const COMPACT_AT = 100;
/** How long a compaction started by a read keeps others from starting (one run takes a few seconds). */
const LEASE_MS = 15_000;
/** Compaction folds at most this many records a run, so one run stays well inside a function's time. */
const COMPACT_BATCH = 1000;

/** One inbox's view over its collection of records. */
export class InboxView<T extends Enquiry> {
  readonly kind: string;
  readonly records: Collection<T>;
  /** Segments and done entries read by this instance; their keys are never reused, so never stale. */
  private segmentCache = new Map<string, Promise<T[]>>();
  private doneCache = new Map<string, Promise<T>>();
  private compacting: Promise<void> | null = null;
  /**
   * The view as it is now, shared by the callers of one instance that ask at the same time; each sees
   * every change that landed before it asked (store/coalesce.ts).
   */
  private readonly snapshot = coalesced(() => this.takeSnapshot());

  private readonly segmentSize: number;

  constructor(kind: string, records: Collection<T>, options: { segmentSize?: number } = {}) {
    this.kind = kind;
    this.records = records;
    this.segmentSize = options.segmentSize ?? SEGMENT_SIZE;
  }

  private get store() {
    return openStore(STORE_NAMES.inboxView);
  }

  private get manifestKey() {
    return `manifest/${this.kind}`;
  }

  /** Marks a change of `id` under way in the log; call before writing the record. Returns its change id. */
  private async logChange(id: string): Promise<string> {
    const changeId = newId();
    await guard(() => this.store.set(intentKey(this.kind, changeId, id), ''));
    return changeId;
  }

  /**
   * Marks the change done, once its record write has landed: its key names the outcome, its value the record.
   * It runs beside the collection's follow-ups (one round trip) and never fails the request: the record is
   * stored, so the caller must hear so; without its done entry the change is read from the record.
   */
  private logDone(changeId: string, id: string, change: Outcome['change']) {
    return async (record: T) => {
      const outcome: Outcome = change === 'deleted' ? { change } : { change, status: statusOf(record) };
      const key = doneKey(this.kind, changeId, id, outcome);
      await guard(() => (change === 'deleted' ? this.store.set(key, '') : this.store.setJSON(key, record))).catch(
        (error: unknown) => console.error(`[inbox] ${this.kind}/${id} is stored but its done entry was not written`, error),
      );
    };
  }

  /**
   * Stores a new enquiry: its intent, the record, then its done entry beside the follow-ups (the mails).
   * A repeated submission (its Idempotency-Key's id, src/lib/server/submissions.ts) whose first try landed
   * stores nothing and answers that first record.
   */
  async create(data: Fields<T>): Promise<T> {
    const id = currentScope()?.submissionId ?? newId();
    const changeId = await this.logChange(id);
    try {
      return await this.records.create(data, { id, alongside: this.logDone(changeId, id, 'created') });
    } catch (error) {
      const first = error instanceof RecordExistsError ? await this.records.get(id) : null;
      if (first) return first;
      throw error;
    }
  }

  /** The enquiry and its etag: what `update` needs to skip its own read (`known`). */
  getWithEtag(id: string): Promise<{ value: T; etag: string } | null> {
    return this.records.getWithEtag(id);
  }

  /**
   * Changes an enquiry: its intent, the conditional write, then its done entry beside the follow-ups (the
   * activity entry). `known`: the record and etag the caller has just read.
   */
  async update(
    id: string,
    change: (current: T) => Fields<T>,
    options: { known?: { value: T; etag: string }; action?: string } = {},
  ): Promise<T | null> {
    const known = options.known ?? (await this.records.getWithEtag(id));
    if (!known) return null;
    const changeId = await this.logChange(id);
    return this.records.update(id, change, {
      known,
      action: options.action,
      alongside: this.logDone(changeId, id, 'updated'),
    });
  }

  async remove(id: string, options: { action?: string } = {}): Promise<T | null> {
    if (!(await this.records.get(id))) return null;
    const changeId = await this.logChange(id);
    return this.records.remove(id, { action: options.action, alongside: this.logDone(changeId, id, 'deleted') });
  }

  get(id: string): Promise<T | null> {
    return this.records.get(id);
  }

  /** The manifest, and its etag for a conditional swap. */
  private async readManifest(): Promise<{ manifest: Manifest | null; etag?: string }> {
    const found = await guard(() => readWithEtag<Manifest>(this.store, this.manifestKey));
    return found ? { manifest: found.value, etag: found.etag } : { manifest: null };
  }

  /** Every key of the log: one request per 1,000. */
  private async listLog(): Promise<string[]> {
    const keys: string[] = [];
    await guard(async () => {
      for await (const page of this.store.list({ prefix: logPrefix(this.kind), paginate: true })) {
        keys.push(...page.blobs.map((blob) => blob.key));
      }
    });
    return keys;
  }

  private segment(ref: SegmentRef): Promise<T[]> {
    return this.cached(this.segmentCache, ref.key);
  }

  /** A segment or done entry, read once per instance. Gone means a compaction moved on: read the view again. */
  private cached<V>(cache: Map<string, Promise<V>>, key: string): Promise<V> {
    let found = cache.get(key);
    if (!found) {
      found = guard(() => this.store.get(key, { type: 'json' }) as Promise<V | null>).then((value) => {
        if (value === null) throw new ViewMovedError();
        return value;
      });
      cache.set(key, found);
      found.catch(() => cache.delete(key));
    }
    return found;
  }

  /** The manifest and the log read in parallel; builds the view from the records the first time. */
  private async readView(): Promise<{ manifest: Manifest; tail: Tail; listed: Set<string> }> {
    for (let attempt = 0; ; attempt += 1) {
      const [{ manifest }, keys] = await Promise.all([this.readManifest(), this.listLog()]);
      if (!manifest) {
        if (attempt > 0) throw new Error(`inbox view ${this.kind} could not be built`);
        await this.build();
        continue;
      }
      const folded = foldedKeys(manifest);
      const tail = readTail(
        keys.filter((key) => !folded.has(key)),
        Date.now() - GRACE_MS,
      );
      return { manifest, tail, listed: new Set(keys) };
    }
  }

  private async takeSnapshot(): Promise<Snapshot<T>> {
    const { manifest, tail, listed } = await this.readView();
    const live = new Set(manifest.segments.map((ref) => ref.key));
    for (const key of this.segmentCache.keys()) if (!live.has(key)) this.segmentCache.delete(key);
    for (const key of this.doneCache.keys()) if (!listed.has(key)) this.doneCache.delete(key);
    const changes: Changes<T> = new Map();
    const unclear = [...tail.states].filter(([, state]) => state.from === 'record').map(([id]) => id);
    const current = new Map(await mapLimited(unclear, async (id) => [id, await this.records.get(id)] as const));
    for (const [id, state] of tail.states) {
      const index = segmentIndexFor(manifest.segments, id);
      if (!changes.has(index)) changes.set(index, new Map());
      changes.get(index)!.set(id, this.changeOf(state, current.get(id) ?? null));
    }
    const due = (manifest.folded ?? []).some(
      (fold) => fold.at <= Date.now() - FOLDED_KEEP_MS && fold.keys.some((key) => listed.has(key)),
    );
    if (tail.old || tail.foldable.size >= COMPACT_AT || due) this.compactSoon();
    return { manifest, changes };
  }

  private changeOf(state: TailState, current: T | null): TailChange<T> {
    if (state.from === 'record') {
      return { status: current ? statusOf(current) : null, created: false, record: async () => current };
    }
    const { key, status, created } = state;
    return { status, created, record: async () => (status === null ? null : this.cached(this.doneCache, key)) };
  }

  /** A segment's rows with the tail applied, newest first; a changed record is read only when asked for. */
  private async rows(manifest: Manifest, index: number, changes: Changes<T>): Promise<Row<T>[]> {
    const ref = manifest.segments[index];
    const folded = ref.count > 0 ? await this.segment(ref) : [];
    const rows = new Map<string, Row<T>>(
      folded.map((record) => [record._id, { id: record._id, status: statusOf(record), record: async () => record }]),
    );
    for (const [id, change] of changes.get(index) ?? []) {
      if (change.status === null) rows.delete(id);
      else rows.set(id, { id, status: change.status, record: change.record as () => Promise<T> });
    }
    return [...rows.values()].sort((a, b) => b.id.localeCompare(a.id));
  }

  /** The rows' records, read in parallel. */
  private static read<T>(rows: Row<T>[]): Promise<T[]> {
    return mapLimited(rows, (row) => row.record());
  }

  /** Retries on a segment or done entry removed by a compaction that finished meanwhile. */
  private async withSnapshot<R>(work: (view: Snapshot<T>) => Promise<R>): Promise<R> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await work(await this.snapshot());
      } catch (error) {
        if (!(error instanceof ViewMovedError) || attempt >= 2) throw error;
      }
    }
  }

  /** How many records of segment `index` match, without reading it when the manifest and log can tell. */
  private countIn(manifest: Manifest, index: number, changes: Changes<T>, filter: InboxFilter): number | null {
    const ref = manifest.segments[index];
    const changed = changes.get(index);
    // The segment's dates say nothing of the tail's records in its range (a new one is newer than all).
    if (!changed && filter.from && ref.count && ref.newest < Date.parse(filter.from)) return 0;
    if (!changed && filter.to && ref.count && ref.oldest > Date.parse(filter.to)) return 0;
    if (readsText(filter)) return null;
    const folded = filter.status ? (ref.byStatus[filter.status] ?? 0) : ref.count;
    if (!changed) return folded;
    if (!onlyAdds(ref, changed)) return null;
    return folded + [...changed.values()].filter((change) => !filter.status || change.status === filter.status).length;
  }

  /** A search or date filter reads every segment it may need: all at once, not one after another. */
  private async prefetch(manifest: Manifest, changes: Changes<T>, filter: InboxFilter) {
    if (!readsText(filter)) return;
    const needed = manifest.segments
      .map((ref, index) => ({ ref, index }))
      .filter(({ ref, index }) => ref.count > 0 && this.countIn(manifest, index, changes, filter) !== 0);
    await mapLimited(needed, ({ ref }) => this.segment(ref));
  }

  /** The rows of segment `index` that match, newest first; a status filter reads no record to tell. */
  private async matching(manifest: Manifest, index: number, changes: Changes<T>, filter: InboxFilter): Promise<Row<T>[]> {
    const rows = (await this.rows(manifest, index, changes)).filter((row) => !filter.status || row.status === filter.status);
    if (!readsText(filter)) return rows;
    const records = await InboxView.read(rows);
    return rows.filter((_, position) => matches(records[position], filter));
  }

  /** One page of the records that match, newest first. */
  async query(filter: InboxFilter, page: number, limit: number): Promise<T[]> {
    return (await this.slice(filter, pageStart(page, limit), limit, false)).data;
  }

  /**
   * One page of the records that match, newest first, and whether more follow: the row after the page is
   * looked for too (its record is not read; a segment more is read only when the page ends a segment).
   */
  async page(filter: InboxFilter, page: number, limit: number): Promise<Paged<T>> {
    return { ...(await this.slice(filter, pageStart(page, limit), limit, true)), page, limit };
  }

  /** `count` records that match from the `start`th on, newest first; with `lookAhead`, whether any follow. */
  private slice(filter: InboxFilter, start: number, count: number, lookAhead: boolean) {
    return this.withSnapshot(async ({ manifest, changes }) => {
      await this.prefetch(manifest, changes, filter);
      const wanted = lookAhead ? count + 1 : count;
      let skip = start;
      const found: Row<T>[] = [];
      for (let index = 0; index < manifest.segments.length && found.length < wanted; index += 1) {
        const known = this.countIn(manifest, index, changes, filter);
        if (known !== null && known <= skip) {
          skip -= known;
          continue;
        }
        const matching = await this.matching(manifest, index, changes, filter);
        found.push(...matching.slice(skip, skip + wanted - found.length));
        skip = Math.max(0, skip - matching.length);
      }
      return { data: await InboxView.read(found.slice(0, count)), hasMore: found.length > count };
    });
  }

  /** Every record that matches, newest first, a segment at a time (for exports). */
  async *stream(filter: InboxFilter): AsyncGenerator<T> {
    const { manifest, changes } = await this.snapshot();
    await this.prefetch(manifest, changes, filter);
    for (let index = 0; index < manifest.segments.length; index += 1) {
      if (this.countIn(manifest, index, changes, filter) === 0) continue;
      const rows = await this.matching(manifest, index, changes, filter);
      yield* await InboxView.read(rows);
    }
  }

  /**
   * How many enquiries came in each period `bucketOf` names (a month, the last 30 days), by the time in
   * their ids; a segment wholly older than `since` (ms) is skipped unread.
   */
  countsBy(bucketOf: (createdMs: number) => string | null, since = 0): Promise<Map<string, number>> {
    return this.withSnapshot(async ({ manifest, changes }) => {
      const counts = new Map<string, number>();
      const wanted = manifest.segments
        .map((ref, index) => ({ ref, index }))
        .filter(({ ref, index }) => changes.has(index) || (ref.count > 0 && ref.newest >= since));
      await mapLimited(wanted, async ({ index }) => {
        for (const row of await this.rows(manifest, index, changes)) {
          const bucket = bucketOf(idTime(row.id));
          if (bucket !== null) counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
        }
      });
      return counts;
    });
  }

  counts(): Promise<InboxCounts> {
    return this.withSnapshot(async ({ manifest, changes }) => {
      const counts = emptyCounts();
      const add = (status: string, count = 1) => {
        counts.total += count;
        if (status in counts.byStatus) counts.byStatus[status as EnquiryStatus] += count;
      };
      await Promise.all(
        manifest.segments.map(async (ref, index) => {
          const changed = changes.get(index);
          if (changed && !onlyAdds(ref, changed)) {
            for (const row of await this.rows(manifest, index, changes)) add(row.status);
            return;
          }
          for (const [status, count] of Object.entries(ref.byStatus)) add(status, count);
          for (const change of changed?.values() ?? []) if (change.status) add(change.status);
        }),
      );
      return counts;
    });
  }

  /**
   * Starts a compaction in the background unless one is running: in this instance, or in another that
   * took the inbox's lease in the last LEASE_MS (fifty cold instances reading after a burst fold it once).
   */
  compactSoon(): void {
    this.compacting ??= this.takeLease()
      .then((taken) => (taken ? this.compact() : 0))
      .then(() => undefined)
      .catch((error) => console.error(`[inbox] ${this.kind}: compaction failed`, error))
      .finally(() => (this.compacting = null));
  }

  /** Takes the lease with a conditional write: new, or over one that has run out. */
  private async takeLease(): Promise<boolean> {
    const key = `lease/${this.kind}`;
    const held = await guard(() => readWithEtag<{ at?: number }>(this.store, key));
    if (held && (held.value.at ?? 0) > Date.now() - LEASE_MS) return false;
    const written = await guard(() =>
      this.store.setJSON(key, { at: Date.now() }, held ? { onlyIfMatch: held.etag } : { onlyIfNew: true }),
    );
    return written.modified;
  }

  /**
   * Folds the finished part of the tail into new segments and swaps the manifest in with a conditional
   * write. Returns how many changes it folded (0 when another compaction got there first).
   * `graceMs`: how old a change still under way must be to be folded; `keepMs`: how long folded log keys stay.
   */
  async compact(options: { graceMs?: number; keepMs?: number } = {}): Promise<number> {
    // The segments this compaction wrote: removed again unless its manifest is the one that counts.
    const written: string[] = [];
    let swapped = false;
    try {
      const folded = await this.fold(options, written);
      swapped = folded !== null;
      return folded ?? 0;
    } catch (error) {
      // A segment or entry it needed was removed by a compaction that finished first: nothing left to do.
      if (error instanceof ViewMovedError) return 0;
      throw error;
    } finally {
      if (!swapped && written.length > 0) {
        await mapLimited(written, (key) => guard(() => this.store.delete(key))).catch((error) =>
          console.error(`[inbox] ${this.kind}: could not remove segments of a compaction that lost`, error),
        );
      }
    }
  }

  /** Returns the changes folded, or null when there was nothing to swap or the swap lost. */
  private async fold(options: { graceMs?: number; keepMs?: number }, written: string[]): Promise<number | null> {
    const [{ manifest, etag }, keys] = await Promise.all([this.readManifest(), this.listLog()]);
    if (!manifest || !etag) return null;
    const now = Date.now();
    const listed = new Set(keys);
    const folded = foldedKeys(manifest);
    const tail = readTail(
      keys.filter((key) => !folded.has(key)),
      now - (options.graceMs ?? GRACE_MS),
    );
    // Earlier folds' keys: those still in the log stay listed until a fold sees them gone.
    const earlier = (manifest.folded ?? [])
      .map((fold) => ({ at: fold.at, keys: fold.keys.filter((key) => listed.has(key)) }))
      .filter((fold) => fold.keys.length > 0);
    const expired = earlier.filter((fold) => fold.at <= now - (options.keepMs ?? FOLDED_KEEP_MS)).flatMap((fold) => fold.keys);
    const ids = [...tail.foldable.keys()].slice(0, COMPACT_BATCH);
    const unchanged =
      earlier.length === (manifest.folded ?? []).length &&
      earlier.every((fold, i) => fold.keys.length === manifest.folded![i].keys.length);
    if (ids.length === 0 && expired.length === 0 && unchanged) return null;

    const byIndex: Changes<T> = new Map();
    const states = await mapLimited(ids, async (id) => {
      const state = tail.states.get(id);
      if (!state || state.from === 'record') return this.changeOf({ from: 'record' }, await this.records.get(id));
      const record = await this.changeOf(state, null).record();
      return { status: record ? statusOf(record) : null, created: false, record: async () => record };
    });
    for (const [position, id] of ids.entries()) {
      const index = segmentIndexFor(manifest.segments, id);
      if (!byIndex.has(index)) byIndex.set(index, new Map());
      byIndex.get(index)!.set(id, states[position]);
    }
    const segments = [...manifest.segments];
    const replaced: string[] = [];
    // From the oldest affected segment to the newest, so indexes of the ones still to do stay put.
    for (const index of [...byIndex.keys()].sort((a, b) => b - a)) {
      const records = await InboxView.read(await this.rows(manifest, index, byIndex));
      const refs = await this.writeSegments(segments[index].start, records, written);
      replaced.push(segments[index].key);
      segments.splice(index, 1, ...refs);
    }
    const foldedNow = ids.flatMap((id) => tail.foldable.get(id)!);
    const next: Manifest = {
      segments,
      updatedAt: new Date(now).toISOString(),
      folded: [...earlier, ...(foldedNow.length ? [{ at: now, keys: foldedNow }] : [])],
    };
    const swap = await guard(() => this.store.setJSON(this.manifestKey, next, { onlyIfMatch: etag }));
    if (!swap.modified) return null;
    written.length = 0;
    await mapLimited([...replaced, ...expired], (key) => guard(() => this.store.delete(key)));
    return ids.reduce((sum, id) => sum + (tail.changes.get(id) ?? 0), 0);
  }

  /**
   * Segments no manifest names, left by a compaction cut off between writing them and swapping its
   * manifest in (a function that ran out of time): removed once older than `olderThanMs`, since a
   * compaction under way has written some it has not swapped in yet.
   */
  async collectOrphans(now: number, olderThanMs: number, limits: SweepLimits): Promise<number> {
    const { manifest } = await this.readManifest();
    if (!manifest) return 0;
    const live = new Set(manifest.segments.map((ref) => ref.key));
    const prefix = `seg/${this.kind}/`;
    return sweepKeys(
      STORE_NAMES.inboxView,
      prefix,
      (key) => !live.has(key) && now - idTime(key.slice(prefix.length)) > olderThanMs,
      limits,
    );
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
      return describeSegment(key, chunkStart, newestFirst);
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
      // Log keys folded before stay skipped: the records read hold their changes.
      const manifest: Manifest = { segments, updatedAt: new Date().toISOString(), folded: previous?.folded };
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

/** A segment or done entry named by a manifest that a newer compaction has removed: read the view again. */
class ViewMovedError extends Error {
  constructor() {
    super('inbox view moved on by a compaction');
  }
}
