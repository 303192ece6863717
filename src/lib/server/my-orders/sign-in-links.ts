/**
 * My orders' sign-in links: 256 random bits, kept only as their SHA-256 hash (`link/{hash}` in the my-orders
 * store, with the e-mail and the expiry), usable once within 15 minutes. Using one writes `used/{hash}` only if
 * new (a conditional write), so two tabs opening the same link cannot both sign in; the link then goes.
 *
 * Asking for links is counted so that nobody can keep a buyer from signing in by asking with their e-mail, and
 * nobody can fill a mailbox with links: the named limits of throttle.ts (LINK_LIMITS). Past any of them the
 * answer is 429 with Retry-After, and nothing is mailed: the same for any e-mail, known or not, so it says
 * nothing about who has orders here.
 */
import { createHash, randomBytes } from 'node:crypto';
import { MY_ORDERS_TEXTS as T } from '../../messages/my-orders.ts';
import { HttpError } from '../http.ts';
import { STORE_NAMES, deleteKey, guard, listKeys, openStore, readJSON, writeJSON } from '../store/index.ts';
import type { SweepLimits } from '../store/sweep.ts';
import { sweepCounts } from '../throttle.ts';
import { sweepSessions } from './buyer-session.ts';

export const LINK_LIFETIME_MS = 15 * 60 * 1000;

const store = () => openStore(STORE_NAMES.myOrders);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const linkKey = (token: string) => `link/${sha256(token)}`;
const usedKey = (token: string) => `used/${sha256(token)}`;

export const normalEmail = (email: string) => email.trim().toLowerCase();

interface StoredLink {
  email: string;
  expiresAt: string;
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
 * The housekeeping run's part: the link limits' counts past their window (throttle.ts), then links and used marks past their 15 minutes (few: one a mailed link; each value read to tell
 * its expiry), then sessions past their time.
 */
export async function sweepMyOrdersKeys(now: number, limits: SweepLimits): Promise<number> {
  const counts = await sweepCounts(STORE_NAMES.myOrders, now, limits);
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
