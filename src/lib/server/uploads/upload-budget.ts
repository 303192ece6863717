/**
 * A budget of uploaded artwork bytes per address (docs/hardening.md, "Uploads: what an address can still
 * store"): an anonymous visitor's files are kept 25 hours before anyone claims them, so the form rate limit
 * alone (30 uploads of 4 MB a minute) would let one address fill ~7 GB of private storage an hour.
 *
 * Each upload is counted by a key `upload/{address hash}/{time id}-{bytes}` in the throttle store (no read
 * of a value: one listing sums an address's hour). The size the request declares is counted before its
 * body is read, and settled to the bytes stored once the file is kept (nothing for a refused file). Parallel
 * uploads each write their count before listing, so a burst sees itself.
 */
import { createHash } from 'node:crypto';
import { ARTWORK_MESSAGES } from '../../messages/site.ts';
import { HttpError } from '../http.ts';
import { idTime, newId } from '../ids.ts';
import { STORE_NAMES, deleteKey, listKeys, writeJSON } from '../store.ts';
import { type SweepLimits, sweepKeys } from '../store/sweep.ts';

export const UPLOAD_BUDGET = {
  /** Bytes an address may upload in a window: five requests' worth of files (5 × 4 MB each). */
  bytes: 100 * 1024 * 1024,
  windowMs: 60 * 60 * 1000,
};

const PREFIX = 'upload/';
const prefixOf = (address: string) => `${PREFIX}${createHash('sha256').update(address).digest('hex').slice(0, 40)}/`;
const entry = (key: string, prefix: string) => {
  const [id, bytes] = key.slice(prefix.length).split('-');
  return { key, at: idTime(id), bytes: Number(bytes) || 0 };
};

/** An upload counted against its address's budget; settle it with the bytes kept. */
export interface UploadReservation {
  settle(bytes: number): Promise<void>;
}

/**
 * Counts `declared` bytes (the request's Content-Length, or `ceiling` without one) for `address` before the
 * body is read; 429 with Retry-After when the window's uploads and this one would pass the budget.
 */
export async function reserveUpload(address: string, declared: string | null, ceiling: number, now = Date.now()) {
  const length = Number(declared);
  const bytes = declared !== null && Number.isSafeInteger(length) && length >= 0 ? Math.min(length, ceiling) : ceiling;
  const prefix = prefixOf(address);
  const id = newId(now);
  let key = `${prefix}${id}-${bytes}`;
  await writeJSON(STORE_NAMES.throttle, key, now);
  const recent: ReturnType<typeof entry>[] = [];
  for (const listed of await listKeys(STORE_NAMES.throttle, prefix)) {
    const found = entry(listed, prefix);
    if (now - found.at < UPLOAD_BUDGET.windowMs) recent.push(found);
    else await deleteKey(STORE_NAMES.throttle, listed);
  }
  const others = recent.filter((found) => found.key !== key).sort((a, b) => a.at - b.at);
  let used = others.reduce((sum, found) => sum + found.bytes, 0);
  if (used + bytes > UPLOAD_BUDGET.bytes) {
    await deleteKey(STORE_NAMES.throttle, key);
    // The wait: until enough of the oldest uploads have left the window for this one to fit.
    let freedAt = now + UPLOAD_BUDGET.windowMs;
    for (const found of others) {
      used -= found.bytes;
      if (used + bytes <= UPLOAD_BUDGET.bytes) {
        freedAt = found.at + UPLOAD_BUDGET.windowMs;
        break;
      }
    }
    const retryAfter = Math.max(1, Math.ceil((freedAt - now) / 1000));
    throw new HttpError(429, ARTWORK_MESSAGES.uploadBudget, { headers: { 'retry-after': String(retryAfter) } });
  }
  return {
    async settle(kept: number) {
      const settled = `${prefix}${id}-${kept}`;
      if (settled === key) return;
      if (kept > 0) await writeJSON(STORE_NAMES.throttle, settled, now);
      await deleteKey(STORE_NAMES.throttle, key);
      key = settled;
    },
  } satisfies UploadReservation;
}

/** The housekeeping run: counts older than the window (a sending address removes its own). */
export const sweepUploadBudgets = (now: number, limits: SweepLimits) =>
  sweepKeys(
    STORE_NAMES.throttle,
    PREFIX,
    (key) => now - idTime(key.slice(key.lastIndexOf('/') + 1).split('-')[0]) >= UPLOAD_BUDGET.windowMs,
    limits,
  );
