/**
 * The inbox view's data: segments and the manifest naming them, the tail's changes as a read holds them,
 * and the arithmetic over them (src/lib/server/inbox/inbox.ts).
 */
import { ENQUIRY_STATUSES, type EnquiryStatus, statusOf } from '../../constants.ts';
import type { Enquiry } from '../../schemas/inboxes.ts';
import { idTime } from '../ids.ts';

export interface InboxCounts {
  total: number;
  byStatus: Record<EnquiryStatus, number>;
}

export interface SegmentRef {
  key: string;
  /** The smallest id this segment covers; '' for the oldest segment. Newer segments start above it. */
  start: string;
  /** Its newest id (segments written before it was kept have none). */
  last?: string;
  count: number;
  byStatus: Record<string, number>;
  /** Creation times (ms) of its oldest and newest enquiry, for date filters. */
  oldest: number;
  newest: number;
}

export interface Manifest {
  segments: SegmentRef[];
  updatedAt: string;
  /** Log keys folded into the segments, by fold: still in the log until deleted, so a read skips them. */
  folded?: { at: number; keys: string[] }[];
}

/** A changed record as a read sees it: its status at once, the record itself when it is shown. */
export interface TailChange<T> {
  status: EnquiryStatus | null;
  /** Created by a change in the tail, so in no segment unless its id falls inside one's range. */
  created: boolean;
  record: () => Promise<T | null>;
}
export type Changes<T> = Map<number, Map<string, TailChange<T>>>;

/** One row of a segment as it is now. */
export interface Row<T> {
  id: string;
  status: EnquiryStatus;
  record: () => Promise<T>;
}

/** The manifest and the tail's changes, grouped by the segment whose range holds them. */
export interface Snapshot<T> {
  manifest: Manifest;
  changes: Changes<T>;
}

export const emptyCounts = (): InboxCounts => ({
  total: 0,
  byStatus: Object.fromEntries(ENQUIRY_STATUSES.map((status) => [status, 0])) as Record<EnquiryStatus, number>,
});

/** The segment of a sorted-newest-first list whose range holds `id`. */
export const segmentIndexFor = (segments: SegmentRef[], id: string) => {
  const index = segments.findIndex((segment) => id >= segment.start);
  return index === -1 ? segments.length - 1 : index;
};

/** A segment's entry in the manifest. */
export function describeSegment(key: string, start: string, records: Enquiry[]): SegmentRef {
  const byStatus: Record<string, number> = {};
  for (const record of records) byStatus[statusOf(record)] = (byStatus[statusOf(record)] ?? 0) + 1;
  const times = records.map((record) => idTime(record._id));
  return {
    key,
    start,
    ...(records.length > 0 && { last: records[0]._id }),
    count: records.length,
    byStatus,
    oldest: times.length ? Math.min(...times) : 0,
    newest: times.length ? Math.max(...times) : 0,
  };
}

/** Whether segment `ref` holds none of `changed`: each is a new record above its newest id. */
export const onlyAdds = <T>(ref: SegmentRef, changed: Map<string, TailChange<T>>) =>
  [...changed].every(([id, change]) => change.created && (ref.count === 0 || (ref.last !== undefined && id > ref.last)));

export const foldedKeys = (manifest: Manifest) => new Set((manifest.folded ?? []).flatMap((fold) => fold.keys));
