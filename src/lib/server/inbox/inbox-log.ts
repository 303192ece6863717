/**
 * The log of one inbox's changes, and what a read learns from listing it alone (src/lib/server/inbox/inbox.ts).
 *
 *   log/{kind}/{changeId}/{id}            written before the record: a change of `id` is under way.
 *   log/{kind}/{changeId}/{id}.{outcome}  its done entry, written once the record write has landed:
 *                                         `created.{status}`, `updated.{status}` or `deleted`; its value
 *                                         is the record as written. A change id is never reused, so a
 *                                         done entry never changes and may be cached for good.
 *
 * A listing (1,000 keys a request) thus tells each changed record's status without reading it: a read
 * after a burst of 500 submissions reads the records it shows, not the 500. What the keys cannot settle
 * is read from the record itself: a record changed twice (which landed last?), a change without its done
 * entry (under way, or its request failed after the record landed: a stored record is always listed).
 * That takes requests in flight at the moment of the read, a concurrent edit or a failed request: a few
 * reads, not one per change of a burst.
 */
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../../constants.ts';
import { idTime } from '../ids.ts';

export type Outcome = { change: 'created' | 'updated'; status: EnquiryStatus } | { change: 'deleted' };

const slug = (status: EnquiryStatus) => status.toLowerCase().replace(/ /g, '-');

export const logPrefix = (kind: string) => `log/${kind}/`;
export const intentKey = (kind: string, changeId: string, id: string) => `${logPrefix(kind)}${changeId}/${id}`;
// Beside the intent, not under it: the local store keeps keys as files, and a file is no folder.
export const doneKey = (kind: string, changeId: string, id: string, outcome: Outcome) =>
  `${intentKey(kind, changeId, id)}.${outcome.change === 'deleted' ? 'deleted' : `${outcome.change}.${slug(outcome.status)}`}`;

function parseOutcome(text: string): Outcome | null {
  if (text === 'deleted') return { change: 'deleted' };
  const [change, status] = text.split('.', 2);
  const known = ENQUIRY_STATUSES.find((candidate) => slug(candidate) === status);
  return (change === 'created' || change === 'updated') && known ? { change, status: known } : null;
}

/** What the tail says of one changed record. */
export type TailState =
  /** Its one change is done: status from the key (null when deleted), the record from the done entry. */
  | { from: 'done'; key: string; status: EnquiryStatus | null; created: boolean }
  /** The keys cannot settle it: read the record itself. */
  | { from: 'record' };

export interface Tail {
  /** Per changed record. */
  states: Map<string, TailState>;
  /** Per record that compaction may fold now (no change of it under way): its log keys. */
  foldable: Map<string, string[]>;
  /** How many changes (change ids) each foldable record's keys hold. */
  changes: Map<string, number>;
  /** An entry older than the grace period: compaction is due whatever the tail's length. */
  old: boolean;
}

interface Entries {
  keys: string[];
  intents: Map<string, number>;
  done: Map<string, { key: string; outcome: Outcome }>;
}

/** Reads a listing of the log: `keys` without the ones already folded. */
export function readTail(keys: string[], settledBefore: number): Tail {
  const byRecord = new Map<string, Entries>();
  for (const key of keys) {
    const [, , changeId, last, ...rest] = key.split('/');
    if (!changeId || !last || rest.length) continue;
    const dot = last.indexOf('.');
    const id = dot === -1 ? last : last.slice(0, dot);
    const outcomeText = dot === -1 ? undefined : last.slice(dot + 1);
    let entries = byRecord.get(id);
    if (!entries) byRecord.set(id, (entries = { keys: [], intents: new Map(), done: new Map() }));
    entries.keys.push(key);
    if (outcomeText === undefined) entries.intents.set(changeId, idTime(changeId));
    else {
      const outcome = parseOutcome(outcomeText);
      if (outcome) entries.done.set(changeId, { key, outcome });
    }
  }
  const tail: Tail = { states: new Map(), foldable: new Map(), changes: new Map(), old: false };
  for (const [id, { keys: recordKeys, intents, done }] of byRecord) {
    const pending = [...intents].filter(([changeId]) => !done.has(changeId));
    const underWay = pending.filter(([, at]) => at > settledBefore);
    // A done entry whose intent is gone was left by a compaction that stopped halfway: the record decides.
    const orphan = [...done.keys()].some((changeId) => !intents.has(changeId));
    if ([...intents.values()].some((at) => at <= settledBefore)) tail.old = true;
    if (pending.length > 0 || orphan || done.size > 1) tail.states.set(id, { from: 'record' });
    else if (done.size === 1) {
      const [{ key, outcome }] = done.values();
      tail.states.set(id, {
        from: 'done',
        key,
        status: outcome.change === 'deleted' ? null : outcome.status,
        created: outcome.change === 'created',
      });
    }
    if (underWay.length === 0) {
      tail.foldable.set(id, recordKeys);
      tail.changes.set(id, new Set([...intents.keys(), ...done.keys()]).size);
    }
  }
  return tail;
}
