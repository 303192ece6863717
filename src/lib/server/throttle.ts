/**
 * Slowing password guessing without handing a guesser the power to lock the owner out (the OWASP
 * authentication cheat sheet: throttle per address and per account-and-address pair, with delays that
 * grow). Only failed password checks count: a success clears its pair, a refused (429) attempt is not
 * counted at all, and password-reset requests have limits of their own.
 * - Per account and address: 5 failures in 15 minutes go freely; each further attempt waits a delay that
 *   doubles from 30 s (30 s, 1, 2, 4, 8 minutes, at most 15) after the newest failure.
 * - Per address: 100 failures in 15 minutes over any accounts (one address may be a whole office), then
 *   429 until the oldest is 15 minutes old.
 * - Per account, over every address: with 20 failures in 15 minutes the account is under attack, and an
 *   address that itself failed for it waits from its first failure on (30 s, doubling). An address that made
 *   no failed attempt for the account is not held: the owner's right password signs in.
 * IPv6 addresses count by their /64 (src/lib/server/http.ts clientAddress).
 *
 * Each attempt is its own key (there is no atomic counter in Blobs), written before the password is checked,
 * so a burst of parallel guesses sees itself: an attempt counts only the earlier ones (by id), so of a
 * burst the first five are checked and the rest refused. A refused attempt deletes its keys.
 */
import { createHash } from 'node:crypto';
import { MESSAGES } from '../messages.ts';
import { HttpError } from './http.ts';
import { idTime, newId } from './ids.ts';
import { STORE_NAMES, deleteKey, listKeys, writeJSON } from './store.ts';
import { type SweepLimits, sweepKeys } from './store/sweep.ts';

export const LOGIN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  /** Failures per account and address that go without a wait. */
  freePerPair: 5,
  /** The first wait past them, doubling with each failure; at most the window. */
  pairDelayMs: 30_000,
  perAddress: 100,
  /** Failures per account, over every address, that mean it is under attack. */
  underAttack: 20,
  attackDelayMs: 30_000,
};

/** Wrong secrets of customer pages (/q/{secret}): per address in 15 minutes, then 429 until the oldest ages out. */
export const SECRET_LIMITS = { windowMs: 15 * 60 * 1000, perAddress: 30 };

/** Password-reset requests: per address and per account an hour (an account's are dropped silently). */
export const RESET_LIMITS = { windowMs: 60 * 60 * 1000, perAddress: 20, perAccount: 3 };

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 40);
const LOGIN = 'login/';
const RESET = 'reset/';
const SECRET = 'secret-miss/';

export interface LoginAttempt {
  keys: string[];
  pairPrefix: string;
  accountPrefix: string;
  addressPrefix: string;
}

/** The attempts under `prefix` within the window, oldest first, as [id, time]. */
async function recent(prefix: string, now: number, windowMs: number): Promise<{ id: string; at: number }[]> {
  return (await listKeys(STORE_NAMES.throttle, prefix))
    .map((key) => key.slice(prefix.length))
    .map((id) => ({ id, at: idTime(id) }))
    .filter(({ at }) => now - at < windowMs)
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** How long an attempt must wait after `failures` earlier failures (ms; 0 when it may go now). */
function waitAfter(failures: { at: number }[], free: number, baseMs: number, now: number): number {
  const beyond = failures.length - free + 1;
  if (beyond <= 0) return 0;
  const delay = Math.min(LOGIN_LIMITS.windowMs, baseMs * 2 ** (beyond - 1));
  return Math.max(0, failures.at(-1)!.at + delay - now);
}

const refused = (waitMs: number, say: (seconds: number) => string = MESSAGES.signInThrottled) => {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new HttpError(429, say(seconds), { headers: { 'retry-after': String(seconds) } });
};

/**
 * Records an attempt before the password is checked; 429 with Retry-After when it must wait (and then it
 * is not counted). Answers the attempt, for `loginSucceeded` once the password was right.
 */
export async function beginLoginAttempt(email: string, address: string, now = Date.now()): Promise<LoginAttempt> {
  const account = email.trim().toLowerCase();
  const id = newId(now);
  const attempt: LoginAttempt = {
    pairPrefix: `${LOGIN}pair/${hash(`${account}|${address}`)}/`,
    accountPrefix: `${LOGIN}account/${hash(account)}/`,
    addressPrefix: `${LOGIN}address/${hash(address)}/`,
    keys: [],
  };
  attempt.keys = [attempt.pairPrefix, attempt.accountPrefix, attempt.addressPrefix].map((prefix) => `${prefix}${id}`);
  await Promise.all(attempt.keys.map((key) => writeJSON(STORE_NAMES.throttle, key, now)));
  const [pair, perAccount, perAddress] = await Promise.all(
    [attempt.pairPrefix, attempt.accountPrefix, attempt.addressPrefix].map((prefix) =>
      recent(prefix, now, LOGIN_LIMITS.windowMs),
    ),
  );
  // Only the attempts made before this one count against it.
  const before = (list: { id: string; at: number }[]) => list.filter((entry) => entry.id < id);
  const pairBefore = before(pair);
  const addressBefore = before(perAddress);
  const accountOthers = perAccount.filter((entry) => entry.id !== id);
  let waitMs: number;
  if (addressBefore.length >= LOGIN_LIMITS.perAddress) {
    waitMs = addressBefore[addressBefore.length - LOGIN_LIMITS.perAddress].at + LOGIN_LIMITS.windowMs - now;
  } else if (accountOthers.length >= LOGIN_LIMITS.underAttack && pairBefore.length > 0) {
    waitMs = waitAfter(pairBefore, 1, LOGIN_LIMITS.attackDelayMs, now);
  } else {
    waitMs = waitAfter(pairBefore, LOGIN_LIMITS.freePerPair, LOGIN_LIMITS.pairDelayMs, now);
  }
  if (waitMs <= 0) return attempt;
  await forget(attempt.keys);
  throw refused(waitMs);
}

const forget = (keys: string[]) => Promise.all(keys.map((key) => deleteKey(STORE_NAMES.throttle, key)));

/**
 * A right password: the attempt does not count, and this e-mail's failures from this address are
 * cleared. Its failures from other addresses stay counted: they may be someone else's guesses.
 */
export async function loginSucceeded(attempt: LoginAttempt): Promise<void> {
  const ids = (await listKeys(STORE_NAMES.throttle, attempt.pairPrefix)).map((key) => key.slice(attempt.pairPrefix.length));
  await forget([
    ...attempt.keys,
    ...ids.flatMap((id) => [attempt.pairPrefix, attempt.accountPrefix, attempt.addressPrefix].map((prefix) => `${prefix}${id}`)),
  ]);
}

/**
 * Counts a password-reset request: 429 past the address's limit (it says nothing about accounts); false
 * past the account's, when no mail is to be sent (the answer stays the same, so it reveals nothing).
 */
export async function countResetRequest(email: string, address: string, now = Date.now()): Promise<boolean> {
  const id = newId(now);
  const accountPrefix = `${RESET}account/${hash(email.trim().toLowerCase())}/`;
  const addressPrefix = `${RESET}address/${hash(address)}/`;
  const keys = [`${accountPrefix}${id}`, `${addressPrefix}${id}`];
  await Promise.all(keys.map((key) => writeJSON(STORE_NAMES.throttle, key, now)));
  const [perAccount, perAddress] = await Promise.all(
    [accountPrefix, addressPrefix].map((prefix) => recent(prefix, now, RESET_LIMITS.windowMs)),
  );
  const addressBefore = perAddress.filter((entry) => entry.id < id);
  if (addressBefore.length >= RESET_LIMITS.perAddress) {
    await forget(keys);
    throw refused(addressBefore[addressBefore.length - RESET_LIMITS.perAddress].at + RESET_LIMITS.windowMs - now);
  }
  return perAccount.filter((entry) => entry.id < id).length < RESET_LIMITS.perAccount;
}

/**
 * Guesses at customer pages' secrets, like sign-in guesses: `secretGuessesLeft` runs beside the secret's
 * lookup (no round trip of its own) and refuses (429) an address past its limit, right secret or not;
 * `countSecretMiss` records a wrong one.
 */
export async function secretGuessesLeft(address: string, now = Date.now()): Promise<void> {
  const misses = await recent(`${SECRET}${hash(address)}/`, now, SECRET_LIMITS.windowMs);
  if (misses.length >= SECRET_LIMITS.perAddress)
    throw refused(misses[misses.length - SECRET_LIMITS.perAddress].at + SECRET_LIMITS.windowMs - now, MESSAGES.tooManyGuesses);
}

export const countSecretMiss = (address: string, now = Date.now()) =>
  writeJSON(STORE_NAMES.throttle, `${SECRET}${hash(address)}/${newId(now)}`, now);

/** The housekeeping run: attempts and reset requests older than their window. */
export async function sweepThrottleKeys(now: number, limits: SweepLimits): Promise<number> {
  const older = (windowMs: number) => (key: string) => now - idTime(key.slice(key.lastIndexOf('/') + 1)) > windowMs;
  const logins = await sweepKeys(STORE_NAMES.throttle, LOGIN, older(LOGIN_LIMITS.windowMs), limits);
  const resets = await sweepKeys(STORE_NAMES.throttle, RESET, older(RESET_LIMITS.windowMs), limits);
  return logins + resets + (await sweepKeys(STORE_NAMES.throttle, SECRET, older(SECRET_LIMITS.windowMs), limits));
}
