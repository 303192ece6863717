/**
 * A visitor's submission is stored once, however often it is sent (a phone that lost the answer and
 * pressed Send again). The public forms send an `Idempotency-Key` header, one per form fill (the IETF
 * draft's header, as Stripe uses it). The first request with a key claims it with a conditional write and
 * chooses the id the submission will be stored under; a repeat within a day takes the same id, and the
 * record's own conditional write (onlyIfNew) lets only one of them store it: the repeat is answered as the
 * first was, and no second record or mail is made. The claim costs no round trip: it is written beside
 * the rate limit's count.
 *
 * In the `throttle` store: idem/{UTC day}/{sha256 of path and key} → { id, body (its hash), at }. A key is
 * looked up under today and the day before (UTC); the housekeeping run removes older days.
 */
import { createHash } from 'node:crypto';
import { MESSAGES } from '../messages/answers.ts';
import { HttpError } from './http.ts';
import { newId } from './ids.ts';
import { STORE_NAMES, guard, openStore } from './store/index.ts';
import { type SweepLimits, sweepKeys } from './store/sweep.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_PREFIX = 'idem/';

interface Claim {
  id: string;
  body: string;
  at: number;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The calendar day before `ms`'s: a claim less than a day old is under one of the two. */
const dayBefore = (ms: number) => dayOf(Date.parse(`${dayOf(ms)}T00:00:00Z`) - 1);
const claimKey = (day: string, hash: string) => `${IDEMPOTENCY_PREFIX}${day}/${hash}`;

/** The header's key: visible ASCII, 1–255 characters (a quoted string is taken without its quotes). */
export function idempotencyKeyOf(request: Request): string | null {
  const raw = request.headers.get('idempotency-key');
  if (raw === null) return null;
  const key = raw.trim().replace(/^"(.*)"$/, '$1');
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) throw new HttpError(400, MESSAGES.badIdempotencyKey);
  return key;
}

/**
 * The id a submission with this key is stored under: new for a first request, the first request's for a
 * repeat within a day. 422 when the key was used with another body.
 */
export async function claimSubmission(path: string, key: string, body: unknown, now = Date.now()): Promise<string> {
  const store = openStore(STORE_NAMES.throttle);
  const hash = sha256(`${path}\n${key}`);
  const mine: Claim = { id: newId(now), body: sha256(JSON.stringify(body)), at: now };
  const [written, yesterday] = await guard(() =>
    Promise.all([
      store.setJSON(claimKey(dayOf(now), hash), mine, { onlyIfNew: true }),
      store.get(claimKey(dayBefore(now), hash), { type: 'json' }) as Promise<Claim | null>,
    ]),
  );
  let claim: Claim | null = yesterday && now - yesterday.at < DAY_MS ? yesterday : null;
  if (!claim && written.modified) return mine.id;
  claim ??= (await guard(() => store.get(claimKey(dayOf(now), hash), { type: 'json' }))) as Claim | null;
  if (!claim) return mine.id;
  if (claim.body !== mine.body) throw new HttpError(422, MESSAGES.idempotencyKeyReused);
  return claim.id;
}

/** The housekeeping run: claims of days before yesterday have run out (a repeat is looked up a day back). */
export function sweepSubmissionClaims(now: number, limits: SweepLimits): Promise<number> {
  const oldest = dayBefore(now);
  return sweepKeys(
    STORE_NAMES.throttle,
    IDEMPOTENCY_PREFIX,
    (key) => key.slice(IDEMPOTENCY_PREFIX.length, IDEMPOTENCY_PREFIX.length + 10) < oldest,
    limits,
  );
}
