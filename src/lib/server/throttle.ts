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
import { MESSAGES } from '../messages/answers.ts';
import { afterResponse } from './background.ts';
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

/**
 * Writes on one quotation's customer page: a customer writes a few messages a day; a stolen or leaked
 * link cannot fill the sales inbox and the mailbox.
 */
export const CUSTOMER_WRITE_LIMITS = {
  short: { windowMs: 10 * 60 * 1000, writes: 10 },
  day: { windowMs: 24 * 60 * 60 * 1000, writes: 50 },
};

/** Password-reset requests: per address and per account an hour (an account's are dropped silently). */
export const RESET_LIMITS = { windowMs: 60 * 60 * 1000, perAddress: 20, perAccount: 3 };

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 40);
const LOGIN = 'login/';
const RESET = 'reset/';
const SECRET = 'secret-miss/';
const CUSTOMER_WRITE = 'customer-write/';

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
 * The record of a customer page's secret, its guessing limited per address. The guess is counted before
 * the lookup's answer is known (its key written, then the address's earlier guesses listed, beside the
 * lookup: no round trip of its own), so a burst of parallel guesses sees itself. A right secret goes
 * through whatever the count, and its guess is taken back after the answer: a whole office behind one
 * address keeps reaching its pages while someone there guesses. A wrong one answers null (the caller
 * answers 404), or 429 with Retry-After past the limit, and then it is not counted.
 */
export async function guardedSecretLookup<T>(
  address: string,
  lookup: () => Promise<T | null>,
  now = Date.now(),
): Promise<T | null> {
  const prefix = `${SECRET}${hash(address)}/`;
  const id = newId(now);
  const key = `${prefix}${id}`;
  const written = writeJSON(STORE_NAMES.throttle, key, now);
  const earlier = written.then(async () => (await recent(prefix, now, SECRET_LIMITS.windowMs)).filter((entry) => entry.id < id));
  // A right secret answers without waiting for the count; its failure then is nobody's to hear.
  earlier.catch(() => undefined);
  let found: T | null;
  try {
    found = await lookup();
  } catch (error) {
    takeBack(written, key);
    throw error;
  }
  if (found !== null) {
    takeBack(written, key);
    return found;
  }
  const before = await earlier;
  if (before.length < SECRET_LIMITS.perAddress) return null;
  await forget([key]);
  throw refused(before[before.length - SECRET_LIMITS.perAddress].at + SECRET_LIMITS.windowMs - now, MESSAGES.tooManyGuesses);
}

/** A guess that was no wrong one is removed once written, after the answer (the customer does not wait). */
const takeBack = (written: Promise<unknown>, key: string) =>
  afterResponse(() => written.then(() => deleteKey(STORE_NAMES.throttle, key)));

/**
 * Counts a write on a customer's page (a message, a file, changes asked, an answer, the sample's), per
 * quotation, before it is made; 429 with Retry-After past either of CUSTOMER_WRITE_LIMITS (and then it is
 * not counted). Two store requests: the write's key, then one listing of the quotation's day.
 */
export async function countCustomerWrite(quotationId: string, now = Date.now()): Promise<void> {
  const prefix = `${CUSTOMER_WRITE}${hash(quotationId)}/`;
  const id = newId(now);
  const key = `${prefix}${id}`;
  await writeJSON(STORE_NAMES.throttle, key, now);
  const before = (await recent(prefix, now, CUSTOMER_WRITE_LIMITS.day.windowMs)).filter((entry) => entry.id < id);
  const waits = [CUSTOMER_WRITE_LIMITS.short, CUSTOMER_WRITE_LIMITS.day].map(({ windowMs, writes }) => {
    const within = before.filter((entry) => now - entry.at < windowMs);
    return within.length < writes ? 0 : within[within.length - writes].at + windowMs - now;
  });
  const waitMs = Math.max(...waits);
  if (waitMs <= 0) return;
  await forget([key]);
  throw refused(waitMs, MESSAGES.tooManyCustomerWrites);
}

/** The housekeeping run: attempts, reset requests, secret guesses and customer writes older than their window. */
export async function sweepThrottleKeys(now: number, limits: SweepLimits): Promise<number> {
  const older = (windowMs: number) => (key: string) => now - idTime(key.slice(key.lastIndexOf('/') + 1)) > windowMs;
  const logins = await sweepKeys(STORE_NAMES.throttle, LOGIN, older(LOGIN_LIMITS.windowMs), limits);
  const resets = await sweepKeys(STORE_NAMES.throttle, RESET, older(RESET_LIMITS.windowMs), limits);
  const guesses = await sweepKeys(STORE_NAMES.throttle, SECRET, older(SECRET_LIMITS.windowMs), limits);
  const writes = await sweepKeys(STORE_NAMES.throttle, CUSTOMER_WRITE, older(CUSTOMER_WRITE_LIMITS.day.windowMs), limits);
  return logins + resets + guesses + writes;
}
