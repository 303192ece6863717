/**
 * A budget of uploaded artwork bytes per address (docs/hardening.md, "Uploads: what an address can still
 * store"): the named limit 'upload-bytes' (throttle.ts, UPLOAD_BUDGET), each upload counted with its size as
 * the count's weight (no read of a value: one listing sums an address's hour). The size the request declares
 * is counted before its body is read, and settled to the bytes stored once the file is kept (nothing for a
 * refused file). Parallel uploads each write their count before listing, so a burst sees itself.
 */
import { type Counted, countLimits } from '../throttle.ts';

/** An upload counted against its address's budget; settle it with the bytes kept. */
export type UploadReservation = Pick<Counted, 'settle'>;

/**
 * Counts `declared` bytes (the request's Content-Length, or `ceiling` without one) for `address` before the
 * body is read; 429 with Retry-After when the window's uploads and this one would pass the budget. Two
 * store requests, and one or two more to settle.
 */
export async function reserveUpload(address: string, declared: string | null, ceiling: number, now = Date.now()): Promise<UploadReservation> {
  const length = Number(declared);
  const bytes = declared !== null && Number.isSafeInteger(length) && length >= 0 ? Math.min(length, ceiling) : ceiling;
  return countLimits([{ limit: 'upload-bytes', key: address, weight: bytes }], now);
}
