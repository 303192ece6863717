/**
 * My orders' session: an HS256 JWT (jose) naming the buyer's e-mail and the session's id, valid 2 hours,
 * answered for a used sign-in link. Its key is derived from AUTH_SECRET for this use alone (HKDF, its own label)
 * and its audience is its own, so a staff token is never a buyer's and a buyer's is never staff's.
 * A session lives only while its record does, so it can be ended before its 2 hours: in the my-orders store,
 *   session/{sha256 of the e-mail}/{id}   one a session (the id carries its time; the sweep removes it after)
 *   sessions-ended/{sha256 of the e-mail} when that e-mail's sessions were last ended: a link made before then
 *                                         opens none (kept the 15 minutes a link lives)
 * Every call of a session reads its record: one store request. Sign out deletes it; an erasure, staff taking
 * the contact off its record and an Admin's "End this buyer's sessions" delete all of the e-mail's
 * (endBuyerSessions).
 */
import { createHash, hkdfSync } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { MY_ORDERS_TEXTS as T } from '../../messages/my-orders.ts';
import { normalEmail } from '../customers/records.ts';
import { HttpError } from '../http.ts';
import { idTime, isId, newId } from '../ids.ts';
import { STORE_NAMES, deleteKey, listKeys, readJSON, writeJSON } from '../store/index.ts';
import { mapLimited } from '../store/concurrency.ts';
import { type SweepLimits, sweepKeys } from '../store/sweep.ts';

export const SESSION_LIFETIME_MS = 2 * 60 * 60 * 1000;
/** A link lives 15 minutes (sign-in-links.ts): an end of sessions need be remembered no longer. */
const ENDED_KEPT_MS = 15 * 60 * 1000;
const SESSION = 'session/';
const ENDED = 'sessions-ended/';
const emailHash = (email: string) => createHash('sha256').update(normalEmail(email)).digest('hex').slice(0, 40);
const sessionKey = (email: string, id: string) => `${SESSION}${emailHash(email)}/${id}`;
const endedKey = (email: string) => `${ENDED}${emailHash(email)}`;
const ISSUER = 'labels-site';
const AUDIENCE = 'my-orders';

let derived: { from: string; key: Uint8Array } | null = null;
function signingKey(): Uint8Array {
  const secret = process.env.AUTH_SECRET;
  if (!secret || secret.length < 32) {
    console.error('[my-orders] AUTH_SECRET is missing or shorter than 32 characters');
    throw new HttpError(503, T.signInNotConfigured);
  }
  if (derived?.from !== secret) {
    derived = { from: secret, key: new Uint8Array(hkdfSync('sha256', secret, 'labels-site', 'my-orders session', 32)) };
  }
  return derived.key;
}

export interface Buyer {
  email: string;
  /** The session's id (its record's key). */
  session: string;
}

/**
 * Opens a session: its record, then its token. `linkMadeAt`: when the sign-in link it comes from was made; a
 * link made before the e-mail's sessions were ended opens none (401). The record is written before the end's
 * mark is read, as endBuyerSessions writes the mark before listing: one of the two always sees the other.
 */
export async function openBuyerSession(
  email: string,
  { now = Date.now(), linkMadeAt }: { now?: number; linkMadeAt?: number } = {},
): Promise<{ token: string; expiresAt: string }> {
  const id = newId(now);
  const expiresAt = new Date(now + SESSION_LIFETIME_MS);
  await writeJSON(STORE_NAMES.myOrders, sessionKey(email, id), { expiresAt: expiresAt.toISOString() });
  if (linkMadeAt !== undefined) {
    const ended = await readJSON<number>(STORE_NAMES.myOrders, endedKey(email));
    if (ended !== null && ended >= linkMadeAt) {
      await deleteKey(STORE_NAMES.myOrders, sessionKey(email, id));
      throw new HttpError(401, T.linkInvalid);
    }
  }
  const token = await new SignJWT({ email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setJti(id)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(signingKey());
  return { token, expiresAt: expiresAt.toISOString() };
}

/**
 * The buyer a call's `Authorization: Bearer` names: 401 without one, or with a forged, staff's, expired or
 * ended one. One store request: the session's record.
 */
export async function buyerOf(request: Request): Promise<Buyer> {
  const match = /^Bearer\s+(\S+)$/i.exec((request.headers.get('authorization') ?? '').trim());
  if (!match) throw new HttpError(401, T.sessionMissing);
  const key = signingKey();
  let buyer: Buyer;
  try {
    const { payload } = await jwtVerify(match[1], key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    if (typeof payload.email !== 'string' || !payload.email || !isId(payload.jti)) throw new Error('claims');
    buyer = { email: payload.email, session: payload.jti };
  } catch {
    throw new HttpError(401, T.sessionExpired);
  }
  if (!(await readJSON(STORE_NAMES.myOrders, sessionKey(buyer.email, buyer.session)))) throw new HttpError(401, T.sessionExpired);
  return buyer;
}

/** Sign out: this session ends (one store request). */
export const endBuyerSession = (buyer: Buyer) => deleteKey(STORE_NAMES.myOrders, sessionKey(buyer.email, buyer.session));

/**
 * Ends every session of `email` at once, and any sign-in link already mailed to it: the mark first, then its
 * sessions listed and deleted. Answers how many were open. Store requests: the mark, a listing, one a session.
 */
export async function endBuyerSessions(email: string, now = Date.now()): Promise<number> {
  await writeJSON(STORE_NAMES.myOrders, endedKey(email), now);
  const keys = await listKeys(STORE_NAMES.myOrders, `${SESSION}${emailHash(email)}/`);
  await mapLimited(keys, (key) => deleteKey(STORE_NAMES.myOrders, key));
  return keys.length;
}

/** The housekeeping run's part: sessions past their 2 hours, and ends of sessions past a link's life. */
export async function sweepSessions(now: number, limits: SweepLimits): Promise<number> {
  const sessions = await sweepKeys(
    STORE_NAMES.myOrders,
    SESSION,
    (key) => now - idTime(key.slice(key.lastIndexOf('/') + 1)) > SESSION_LIFETIME_MS,
    limits,
  );
  let ends = 0;
  for (const key of await listKeys(STORE_NAMES.myOrders, ENDED)) {
    if (Date.now() >= limits.deadline || sessions + ends >= limits.limit) break;
    const at = await readJSON<number>(STORE_NAMES.myOrders, key);
    if (at !== null && now - at <= ENDED_KEPT_MS) continue;
    await deleteKey(STORE_NAMES.myOrders, key);
    ends += 1;
  }
  return sessions + ends;
}
