/**
 * Record ids: 9 base-36 digits of milliseconds, 3 of a per-process sequence, 6 random. Sorting ids as
 * text sorts records by creation time, which is how every admin list pages newest first.
 */
import { randomInt } from 'node:crypto';

let lastMillis = 0;
let sequence = 0;

export function newId(now = Date.now()): string {
  if (now === lastMillis) {
    sequence += 1;
  } else {
    lastMillis = now;
    sequence = 0;
  }
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
