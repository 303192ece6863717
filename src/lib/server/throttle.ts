/**
 * Failed sign-in throttling. Per e-mail *and* address after a few failures; per address alone only at a
 * much higher count, since one address may be a whole office. A correct login from another address is
 * never locked out.
 *
 * Each attempt is its own key (there is no atomic counter in Blobs), written before the password is
 * checked: a burst of parallel guesses sees itself and cannot slip past the limit.
 */
import { createHash } from 'node:crypto';
import { HttpError } from './http.ts';
import { idTime, newId } from './ids.ts';
import { STORE_NAMES, deleteKey, listKeys, writeJSON } from './store.ts';
import { MESSAGES } from '../messages.ts';

export const LOGIN_LIMITS = { perAccountAndAddress: 5, perAddress: 100, windowMs: 15 * 60 * 1000 };

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 40);

export interface LoginAttempt {
  pairKey: string;
  addressKey: string;
  pairPrefix: string;
}

/** Keys of attempts within the window; older ones are removed on the way. */
async function recentAttempts(prefix: string, now: number): Promise<string[]> {
  const keys = await listKeys(STORE_NAMES.throttle, prefix);
  const recent: string[] = [];
  for (const key of keys) {
    if (now - idTime(key.slice(prefix.length)) < LOGIN_LIMITS.windowMs) recent.push(key);
    else await deleteKey(STORE_NAMES.throttle, key);
  }
  return recent.sort();
}

/**
 * Records an attempt, then answers 429 if this e-mail from this address, or this address overall, has
 * more recent attempts than allowed. Call before checking the password.
 */
export async function beginLoginAttempt(email: string, address: string, now = Date.now()): Promise<LoginAttempt> {
  const pairPrefix = `login/pair/${hash(`${email.trim().toLowerCase()}|${address}`)}/`;
  const addressPrefix = `login/address/${hash(address)}/`;
  const id = newId(now);
  const attempt = { pairKey: `${pairPrefix}${id}`, addressKey: `${addressPrefix}${id}`, pairPrefix };
  await Promise.all([
    writeJSON(STORE_NAMES.throttle, attempt.pairKey, now),
    writeJSON(STORE_NAMES.throttle, attempt.addressKey, now),
  ]);
  const [pair, perAddress] = await Promise.all([recentAttempts(pairPrefix, now), recentAttempts(addressPrefix, now)]);
  const blocking =
    pair.length > LOGIN_LIMITS.perAccountAndAddress ? pair : perAddress.length > LOGIN_LIMITS.perAddress ? perAddress : null;
  if (!blocking) return attempt;
  const oldest = idTime(blocking[0].split('/').pop() ?? '');
  const retryAfter = Math.max(1, Math.ceil((oldest + LOGIN_LIMITS.windowMs - now) / 1000));
  throw new HttpError(429, MESSAGES.signInThrottled(Math.ceil(retryAfter / 60)), {
    headers: { 'retry-after': String(retryAfter) },
  });
}

/** A successful sign-in clears this e-mail's failures from this address and does not count itself. */
export async function loginSucceeded(attempt: LoginAttempt): Promise<void> {
  const keys = await listKeys(STORE_NAMES.throttle, attempt.pairPrefix);
  await Promise.all([...keys, attempt.addressKey].map((key) => deleteKey(STORE_NAMES.throttle, key)));
}
