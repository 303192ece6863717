/**
 * Spam screening for the public forms (help, quick quote, product quote, contact):
 * - a per-address limit of FORM_RATE_LIMIT submissions a minute (default 30; 0 turns it off), counted
 *   with one key per submission like the sign-in throttle, so parallel bursts see each other;
 * - a honeypot field that people never see: a filled one marks a bot, which gets the normal success
 *   answer while nothing is stored.
 */
import { createHash } from 'node:crypto';
import { HONEYPOT_FIELD } from '../constants.ts';
import { HttpError } from './http.ts';
import { idTime, newId } from './ids.ts';
import { STORE_NAMES, deleteKey, listKeys, writeJSON } from './store.ts';
import { type SweepLimits, sweepKeys } from './store/sweep.ts';
import { MESSAGES } from '../messages/answers.ts';

const WINDOW_MS = 60_000;

export function formRateLimit(): number {
  const raw = process.env.FORM_RATE_LIMIT;
  if (raw === undefined || raw.trim() === '') return 30;
  const limit = Number(raw);
  return Number.isInteger(limit) && limit >= 0 ? limit : 30;
}

export async function countSubmission(address: string, now: number): Promise<void> {
  const limit = formRateLimit();
  if (limit === 0) return;
  const prefix = `form/${createHash('sha256').update(address).digest('hex').slice(0, 40)}/`;
  await writeJSON(STORE_NAMES.throttle, `${prefix}${newId(now)}`, now);
  const recent: string[] = [];
  for (const key of await listKeys(STORE_NAMES.throttle, prefix)) {
    if (now - idTime(key.slice(prefix.length)) < WINDOW_MS) recent.push(key);
    else await deleteKey(STORE_NAMES.throttle, key);
  }
  if (recent.length <= limit) return;
  const oldest = Math.min(...recent.map((key) => idTime(key.slice(prefix.length))));
  const retryAfter = Math.max(1, Math.ceil((oldest + WINDOW_MS - now) / 1000));
  throw new HttpError(429, MESSAGES.rateLimited, { headers: { 'retry-after': String(retryAfter) } });
}

/**
 * Call with the raw body before validating: throws 429 over the limit, and answers true for a bot
 * (honeypot filled), in which case the caller answers as if it had stored the submission.
 */
export async function screenSubmission(body: unknown, address: string, now = Date.now()): Promise<boolean> {
  await countSubmission(address, now);
  const trap = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[HONEYPOT_FIELD] : undefined;
  return typeof trap === 'string' ? trap.trim() !== '' : trap !== undefined && trap !== null;
}

/** The housekeeping run: counts of addresses that sent nothing since (a sending address removes its own). */
export const sweepFormCounts = (now: number, limits: SweepLimits) =>
  sweepKeys(STORE_NAMES.throttle, 'form/', (key) => now - idTime(key.slice(key.lastIndexOf('/') + 1)) >= WINDOW_MS, limits);
