/**
 * My orders' sign-in links: 256 random bits, kept only as their SHA-256 hash (`link/{hash}` in the my-orders
 * store, with the e-mail and the expiry), usable once within 15 minutes. Using one writes `used/{hash}` only if
 * new (a conditional write), so two tabs opening the same link cannot both sign in; the link then goes.
 *
 * Asking for links is counted like password-reset requests: per address (20 an hour, then 429, which says
 * nothing about e-mails) and per e-mail (3 an hour; more are answered the same but mail nothing). Each
 * request is its own key, written before the earlier ones are listed, so a burst sees itself.
 */
import { createHash, randomBytes } from 'node:crypto';
import { MY_ORDERS_TEXTS as T } from '../../messages/my-orders.ts';
import { HttpError } from '../http.ts';
import { idTime, newId } from '../ids.ts';
import { STORE_NAMES, deleteKey, guard, listKeys, openStore, readJSON, writeJSON } from '../store.ts';
import { type SweepLimits, sweepKeys } from '../store/sweep.ts';

export const LINK_LIFETIME_MS = 15 * 60 * 1000;
export const LINK_LIMITS = { windowMs: 60 * 60 * 1000, perAddress: 20, perEmail: 3 };

const store = () => openStore(STORE_NAMES.myOrders);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** Counts are keyed by a hash: no e-mail or address is readable in a key. */
const countKey = (text: string) => sha256(text).slice(0, 40);
const linkKey = (token: string) => `link/${sha256(token)}`;
const usedKey = (token: string) => `used/${sha256(token)}`;
const COUNT = 'count/';

export const normalEmail = (email: string) => email.trim().toLowerCase();

interface StoredLink {
  email: string;
  expiresAt: string;
}

/**
 * Counts a request for a link: 429 with Retry-After past the address's limit (and then it is not counted);
 * false past the e-mail's, when no mail is to go. Two round trips: the two keys, then the two listings.
 */
export async function countLinkRequest(email: string, address: string, now = Date.now()): Promise<boolean> {
  const id = newId(now);
  const emailPrefix = `${COUNT}email/${countKey(normalEmail(email))}/`;
  const addressPrefix = `${COUNT}address/${countKey(address)}/`;
  const keys = [`${emailPrefix}${id}`, `${addressPrefix}${id}`];
  await Promise.all(keys.map((key) => writeJSON(STORE_NAMES.myOrders, key, now)));
  const [perEmail, perAddress] = await Promise.all(
    [emailPrefix, addressPrefix].map(async (prefix) =>
      (await listKeys(STORE_NAMES.myOrders, prefix))
        .map((key) => key.slice(prefix.length))
        .filter((earlier) => earlier < id && now - idTime(earlier) < LINK_LIMITS.windowMs)
        .sort(),
    ),
  );
  if (perAddress.length >= LINK_LIMITS.perAddress) {
    await Promise.all(keys.map((key) => deleteKey(STORE_NAMES.myOrders, key)));
    const oldest = idTime(perAddress[perAddress.length - LINK_LIMITS.perAddress]);
    const seconds = Math.max(1, Math.ceil((oldest + LINK_LIMITS.windowMs - now) / 1000));
    throw new HttpError(429, T.tooManyLinks(seconds), { headers: { 'retry-after': String(seconds) } });
  }
  return perEmail.length < LINK_LIMITS.perEmail;
}

/** A new link's token for `email`, stored as its hash alone. */
export async function createLinkToken(email: string, now = Date.now()): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + LINK_LIFETIME_MS).toISOString();
  await writeJSON(STORE_NAMES.myOrders, linkKey(token), { email: normalEmail(email), expiresAt } satisfies StoredLink);
  return { token, expiresAt };
}

/**
 * Uses a link: its e-mail, once. 401 for a token never made (or swept), 410 for one used or expired, each
 * saying to ask for a new link.
 */
export async function useLinkToken(token: string, now = Date.now()): Promise<string> {
  const found = await readJSON<StoredLink>(STORE_NAMES.myOrders, linkKey(token));
  if (!found) {
    const used = await readJSON<string>(STORE_NAMES.myOrders, usedKey(token));
    throw used ? new HttpError(410, T.linkUsed) : new HttpError(401, T.linkInvalid);
  }
  if (Date.parse(found.expiresAt) <= now) throw new HttpError(410, T.linkExpired);
  const claimed = await guard(() => store().setJSON(usedKey(token), found.expiresAt, { onlyIfNew: true }));
  if (!claimed.modified) throw new HttpError(410, T.linkUsed);
  await deleteKey(STORE_NAMES.myOrders, linkKey(token));
  return found.email;
}

/**
 * The housekeeping run's part: counts past their hour (their age is in the key), then links and used marks
 * past their 15 minutes (few: one a mailed link; each value read to tell its expiry).
 */
export async function sweepMyOrdersKeys(now: number, limits: SweepLimits): Promise<number> {
  const counts = await sweepKeys(
    STORE_NAMES.myOrders,
    COUNT,
    (key) => now - idTime(key.slice(key.lastIndexOf('/') + 1)) > LINK_LIMITS.windowMs,
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
  return counts + links;
}
