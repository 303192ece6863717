/**
 * Failed sign-in throttling, at three levels: per e-mail *and* address after a few failures; per e-mail
 * across every address at a higher count (a guesser spreading over many addresses); per address alone at
 * a much higher count still, since one address may be a whole office. IPv6 addresses count by their /64
 * (src/lib/server/http.ts clientAddress), since one client holds a whole /64.
 *
 * Each attempt is its own key (there is no atomic counter in Blobs), written before the password is
 * checked: a burst of parallel guesses sees itself and cannot slip past the limit.
 */
import { createHash } from 'node:crypto';
import { HttpError } from './http.ts';
import { idTime, newId } from './ids.ts';
import { STORE_NAMES, deleteKey, listKeys, writeJSON } from './store.ts';
import { MESSAGES } from '../messages.ts';

export const LOGIN_LIMITS = { perAccountAndAddress: 5, perAccount: 20, perAddress: 100, windowMs: 15 * 60 * 1000 };

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 40);

export interface LoginAttempt {
  pairKey: string;
  addressKey: string;
  accountKey: string;
  pairPrefix: string;
  accountPrefix: string;
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
  const account = email.trim().toLowerCase();
  const pairPrefix = `login/pair/${hash(`${account}|${address}`)}/`;
  const accountPrefix = `login/account/${hash(account)}/`;
  const addressPrefix = `login/address/${hash(address)}/`;
  const id = newId(now);
  const attempt = {
    pairKey: `${pairPrefix}${id}`,
    accountKey: `${accountPrefix}${id}`,
    addressKey: `${addressPrefix}${id}`,
    pairPrefix,
    accountPrefix,
  };
  await Promise.all(
    [attempt.pairKey, attempt.accountKey, attempt.addressKey].map((key) => writeJSON(STORE_NAMES.throttle, key, now)),
  );
  const [pair, perAccount, perAddress] = await Promise.all(
    [pairPrefix, accountPrefix, addressPrefix].map((prefix) => recentAttempts(prefix, now)),
  );
  const blocking =
    pair.length > LOGIN_LIMITS.perAccountAndAddress
      ? pair
      : perAccount.length > LOGIN_LIMITS.perAccount
        ? perAccount
        : perAddress.length > LOGIN_LIMITS.perAddress
          ? perAddress
          : null;
  if (!blocking) return attempt;
  const oldest = idTime(blocking[0].split('/').pop() ?? '');
  const retryAfter = Math.max(1, Math.ceil((oldest + LOGIN_LIMITS.windowMs - now) / 1000));
  throw new HttpError(429, MESSAGES.signInThrottled(Math.ceil(retryAfter / 60)), {
    headers: { 'retry-after': String(retryAfter) },
  });
}

/**
 * A successful sign-in clears this e-mail's failures from this address and does not count itself. Its
 * failures from other addresses stay counted: they may be someone else's guesses.
 */
export async function loginSucceeded(attempt: LoginAttempt): Promise<void> {
  const keys = await listKeys(STORE_NAMES.throttle, attempt.pairPrefix);
  const ours = new Set(keys.map((key) => key.slice(attempt.pairPrefix.length)));
  const accountKeys = [...ours].map((id) => `${attempt.accountPrefix}${id}`);
  await Promise.all([...keys, ...accountKeys, attempt.addressKey].map((key) => deleteKey(STORE_NAMES.throttle, key)));
}
