/**
 * Record ids: 9 base-36 digits of milliseconds, 3 of a per-process sequence, 6 random. Sorting ids as
 * text sorts records by creation time, which is how every admin list pages newest first.
 */
import { randomInt } from 'node:crypto';

/**
 * The last sequence number given in each of the latest milliseconds ids were made for. Per millisecond, not only
 * the clock's latest: an id dated in the past (a back-dated record, a key of an earlier instant) made between two
 * of this millisecond's must not start its count again, or those two would sort by their random part.
 */
const sequences = new Map<number, number>();
const MILLISECONDS_KEPT = 256;

export function newId(now = Date.now()): string {
  const sequence = (sequences.get(now) ?? -1) + 1;
  // Most recently used last, so the oldest millisecond is the one let go.
  sequences.delete(now);
  sequences.set(now, sequence);
  if (sequences.size > MILLISECONDS_KEPT) sequences.delete(sequences.keys().next().value!);
  const time = now.toString(36).padStart(9, '0');
  const seq = (sequence % 46656).toString(36).padStart(3, '0');
  const random = randomInt(0, 36 ** 6)
    .toString(36)
    .padStart(6, '0');
  return `${time}${seq}${random}`;
}

const ID_PATTERN = /^[0-9a-z]{18}$/;

export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}

/** The creation time (ms) an id carries. */
export function idTime(id: string): number {
  return parseInt(id.slice(0, 9), 36);
}

/** The largest id that could have been made at `ms`: every id made by then sorts at or below it. */
export function latestIdAt(ms: number): string {
  return `${ms.toString(36).padStart(9, '0')}${'z'.repeat(9)}`;
}

/** Ids sort oldest first; their digit-wise complement sorts newest first (for newest-first listings). */
export const newestFirst = (id: string) => [...id].map((char) => (35 - parseInt(char, 36)).toString(36)).join('');
