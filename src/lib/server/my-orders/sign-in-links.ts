/**
 * My orders' sign-in links: 256 random bits, kept only as their SHA-256 hash (`link/{hash}` in the my-orders
 * store, with the e-mail and the expiry), usable once within 15 minutes. Using one writes `used/{hash}` only if
 * new (a conditional write), so two tabs opening the same link cannot both sign in; the link then goes.
 *
 * Asking for links is counted so that nobody can keep a buyer from signing in by asking with their e-mail, and
 * nobody can fill a mailbox with links (OWASP's advice for password resets): per e-mail and network address
 * together (3 an hour: another address's asks never hold the buyer's own), per address over any e-mails (20 an
 * hour: an office behind one address) and per e-mail over every address (10 a day, against mail bombing). Past
 * any of them the answer is 429 with Retry-After, and nothing is mailed: the same for any e-mail, known or not,
 * so it says nothing about who has orders here. Each ask is its own key, written before the earlier ones are
 * listed, so a burst sees itself; a refused ask takes its keys back.
 */
import { createHash, randomBytes } from 'node:crypto';
import { MY_ORDERS_TEXTS as T } from '../../messages/my-orders.ts';
import { HttpError } from '../http.ts';
import { idTime, newId } from '../ids.ts';
import { STORE_NAMES, deleteKey, guard, listKeys, openStore, readJSON, writeJSON } from '../store.ts';
import { type SweepLimits, sweepKeys } from '../store/sweep.ts';
import { sweepSessions } from './session.ts';

export const LINK_LIFETIME_MS = 15 * 60 * 1000;
export const LINK_LIMITS = {
  windowMs: 60 * 60 * 1000,
  /** Asks from one network address over any e-mails, an hour. */
  perAddress: 20,
  /** Asks for one e-mail from one network address, an hour. */
  perPair: 3,
  dayMs: 24 * 60 * 60 * 1000,
  /** Asks one e-mail is answered over every address in a day: what it can be sent. */
  perEmailDay: 10,
};

const store = () => openStore(STORE_NAMES.myOrders);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** Counts are keyed by a hash: no e-mail or address is readable in a key. */
const countKey = (text: string) => sha256(text).slice(0, 40);
const linkKey = (token: string) => `link/${sha256(token)}`;
const usedKey = (token: string) => `used/${sha256(token)}`;
const COUNT = 'count/';
/** Under COUNT: the e-mail's asks of the day, kept a day where the others are kept an hour. */
const EMAIL_DAY = `${COUNT}email-day/`;

export const normalEmail = (email: string) => email.trim().toLowerCase();

interface StoredLink {
  email: string;
  expiresAt: string;
}

type Counted = { prefix: string; windowMs: number; limit: number; say: (seconds: number) => string };

/**
 * Counts an ask for a link: 429 with Retry-After past any limit (and then it is not counted), whatever the
 * e-mail. Two round trips: the three keys, then the three listings.
 */
export async function countLinkRequest(email: string, address: string, now = Date.now()): Promise<void> {
  const id = newId(now);
  const wanted = normalEmail(email);
  // The address first: past it, an office's address is told so before any one e-mail's count is looked at.
  const counts: Counted[] = [
    { prefix: `${COUNT}address/${countKey(address)}/`, windowMs: LINK_LIMITS.windowMs, limit: LINK_LIMITS.perAddress, say: T.tooManyLinks },
    {
      prefix: `${COUNT}pair/${countKey(`${wanted}|${address}`)}/`,
      windowMs: LINK_LIMITS.windowMs,
      limit: LINK_LIMITS.perPair,
      say: T.tooManyLinksForEmail,
    },
    { prefix: `${EMAIL_DAY}${countKey(wanted)}/`, windowMs: LINK_LIMITS.dayMs, limit: LINK_LIMITS.perEmailDay, say: T.tooManyLinksToday },
  ];
  const keys = counts.map(({ prefix }) => `${prefix}${id}`);
  await Promise.all(keys.map((key) => writeJSON(STORE_NAMES.myOrders, key, now)));
  const earlier = await Promise.all(
    counts.map(async ({ prefix, windowMs }) =>
      (await listKeys(STORE_NAMES.myOrders, prefix))
        .map((key) => key.slice(prefix.length))
        .filter((before) => before < id && now - idTime(before) < windowMs)
        .sort(),
    ),
  );
  const past = counts.findIndex(({ limit }, index) => earlier[index].length >= limit);
  if (past === -1) return;
  await Promise.all(keys.map((key) => deleteKey(STORE_NAMES.myOrders, key)));
  const { limit, windowMs, say } = counts[past];
  const oldest = idTime(earlier[past][earlier[past].length - limit]);
  const seconds = Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
  throw new HttpError(429, say(seconds), { headers: { 'retry-after': String(seconds) } });
}

/** A new link's token for `email`, stored as its hash alone. */
export async function createLinkToken(email: string, now = Date.now()): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + LINK_LIFETIME_MS).toISOString();
  await writeJSON(STORE_NAMES.myOrders, linkKey(token), { email: normalEmail(email), expiresAt } satisfies StoredLink);
  return { token, expiresAt };
}

/**
 * Uses a link: its e-mail and when it was made, once. 401 for a token never made (or swept), 410 for one used or
 * expired, each saying to ask for a new link.
 */
export async function useLinkToken(token: string, now = Date.now()): Promise<{ email: string; madeAt: number }> {
  const found = await readJSON<StoredLink>(STORE_NAMES.myOrders, linkKey(token));
  if (!found) {
    const used = await readJSON<string>(STORE_NAMES.myOrders, usedKey(token));
    throw used ? new HttpError(410, T.linkUsed) : new HttpError(401, T.linkInvalid);
  }
  if (Date.parse(found.expiresAt) <= now) throw new HttpError(410, T.linkExpired);
  const claimed = await guard(() => store().setJSON(usedKey(token), found.expiresAt, { onlyIfNew: true }));
  if (!claimed.modified) throw new HttpError(410, T.linkUsed);
  await deleteKey(STORE_NAMES.myOrders, linkKey(token));
  return { email: found.email, madeAt: Date.parse(found.expiresAt) - LINK_LIFETIME_MS };
}

/**
 * The housekeeping run's part: counts past their hour (an e-mail's of the day past their day; their age is in
 * the key), then links and used marks past their 15 minutes (few: one a mailed link; each value read to tell
 * its expiry), then sessions past their time.
 */
export async function sweepMyOrdersKeys(now: number, limits: SweepLimits): Promise<number> {
  const counts = await sweepKeys(
    STORE_NAMES.myOrders,
    COUNT,
    (key) =>
      now - idTime(key.slice(key.lastIndexOf('/') + 1)) > (key.startsWith(EMAIL_DAY) ? LINK_LIMITS.dayMs : LINK_LIMITS.windowMs),
    limits,
  );
  let links = 0;
  for (const key of [...(await listKeys(STORE_NAMES.myOrders, 'link/')), ...(await listKeys(STORE_NAMES.myOrders, 'used/'))]) {
    if (Date.now() >= limits.deadline || counts + links >= limits.limit) break;
    const value = await readJSON<StoredLink | string>(STORE_NAMES.myOrders, key);
    const expiresAt = typeof value === 'string' ? value : (value?.expiresAt ?? '');
    if (Date.parse(expiresAt) > now) continue;
    await deleteKey(STORE_NAMES.myOrders, key);
    links += 1;
  }
  return counts + links + (await sweepSessions(now, { ...limits, limit: limits.limit - counts - links }));
}
