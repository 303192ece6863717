/**
 * The one limiter: every count of how often someone may do something, in NAMED limits (LIMITS: each one's
 * count, window and what it is keyed by). A call whose limit is keyed by the caller's address declares it in
 * the contract (`limit: 'form'`, src/lib/api/define.ts) and serve() counts it before the handler runs; a limit
 * keyed by what only the handler knows (a quotation found by its secret, an e-mail typed in) is counted by
 * the handler through `countLimits`. Each count is its own key (there is no atomic counter in Blobs),
 * `{prefix}{hash of what it is keyed by}/{time id}` (with `-{weight}` when it counts more than one, as an
 * upload's bytes), written before the earlier ones are listed, so a burst of parallel requests sees itself:
 * a request counts only the earlier ones (by id). A refused one takes its keys back (but a form's: a bot
 * hammering stays held), and answers 429 with Retry-After: until enough of the oldest have left the window.
 *
 * Two rules are more than a count in a window, and live here on the same keys: password guessing, whose
 * waits grow (beginLoginAttempt), and a buyer's page's wrong secrets, counted beside the lookup and taken
 * back when the secret was right (guardedSecretLookup). Over 300 lines for that reason: the limits stay one
 * module, so no second window is written anywhere.
 */
import { createHash } from 'node:crypto';
import type { LimitName } from '../api/define.ts';
import { MESSAGES } from '../messages/answers.ts';
import { MY_ORDERS_TEXTS } from '../messages/my-orders.ts';
import { ARTWORK_MESSAGES } from '../messages/site.ts';
import { afterResponse } from './background.ts';
import { HttpError } from './http.ts';
import { idTime, newId } from './ids.ts';
import { STORE_NAMES, type StoreName, deleteKey, listKeys, writeJSON } from './store/index.ts';
import { type SweepLimits, sweepKeys } from './store/sweep.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface Window {
  /** At most this many (or this much weight) within the window; Infinity for none. */
  count: number;
  windowMs: number;
}

interface Limit {
  /** What one count is kept under (hashed in its key): the caller's address, a quotation, an e-mail… */
  keyedBy: 'address' | 'quotation or buyer' | 'e-mail' | 'e-mail and address';
  prefix: string;
  /** Where the counts are kept: the throttle store unless said. */
  store?: StoreName;
  windows: readonly Window[];
  /** The refusal's words for the seconds to wait; without it, past the limit is answered quietly (`within` false). */
  say?: (seconds: number) => string;
  /** A refused request still counts (and so holds whoever keeps sending). */
  countsRefused?: boolean;
}

/** FORM_RATE_LIMIT submissions a minute per address (default 30; 0 turns the limit off), read on each count. */
function formRateLimit(): number {
  const raw = process.env.FORM_RATE_LIMIT;
  if (raw === undefined || raw.trim() === '') return 30;
  const limit = Number(raw);
  return Number.isInteger(limit) && limit >= 0 ? limit : 30;
}

/**
 * Bytes an address may upload in an hour (docs/hardening.md, "Uploads: what an address can still store"): five
 * requests' worth of files (5 × 4 MB each). An anonymous visitor's files are kept 25 hours before anyone claims
 * them, so the form limit alone (30 uploads of 4 MB a minute) would let one address fill ~7 GB an hour.
 */
export const UPLOAD_BUDGET = { bytes: 100 * 1024 * 1024, windowMs: HOUR };

/** Wrong secrets of buyer pages (/q/{secret}): per address in 15 minutes, then 429 until the oldest ages out. */
export const SECRET_LIMITS = { windowMs: 15 * MINUTE, perAddress: 30 };

/**
 * Writes on one quotation's buyer's page: a customer writes a few messages a day; a stolen or leaked
 * link cannot fill the sales inbox and the mailbox.
 */
export const CUSTOMER_WRITE_LIMITS = {
  short: { windowMs: 10 * MINUTE, writes: 10 },
  day: { windowMs: DAY, writes: 50 },
};

/** Password-reset requests: per address and per account an hour (an account's are dropped silently). */
export const RESET_LIMITS = { windowMs: HOUR, perAddress: 20, perAccount: 3 };

/**
 * My orders' sign-in links (OWASP's advice for password resets): per e-mail and network address together (3
 * an hour: another address's asks never hold the buyer's own), per address over any e-mails (20 an hour: an
 * office behind one address) and per e-mail over every address (10 a day, against mail bombing).
 */
export const LINK_LIMITS = { windowMs: HOUR, perAddress: 20, perPair: 3, dayMs: DAY, perEmailDay: 10 };

/** Every named limit. */
export const LIMITS = {
  /** A visitor's public form or artwork upload (declared on the call). */
  form: {
    keyedBy: 'address',
    prefix: 'form/',
    get windows() {
      return [{ count: formRateLimit() || Infinity, windowMs: MINUTE }];
    },
    say: () => MESSAGES.rateLimited,
    countsRefused: true,
  },
  /** Artwork bytes, counted with each upload's size (uploads/upload-budget.ts). */
  'upload-bytes': {
    keyedBy: 'address',
    prefix: 'upload/',
    get windows() {
      return [{ count: UPLOAD_BUDGET.bytes, windowMs: UPLOAD_BUDGET.windowMs }];
    },
    say: () => ARTWORK_MESSAGES.uploadBudget,
  },
  /** A write on a buyer's page, per quotation; My orders' per buyer's e-mail. */
  'customer-write': {
    keyedBy: 'quotation or buyer',
    prefix: 'customer-write/',
    windows: [
      { count: CUSTOMER_WRITE_LIMITS.short.writes, windowMs: CUSTOMER_WRITE_LIMITS.short.windowMs },
      { count: CUSTOMER_WRITE_LIMITS.day.writes, windowMs: CUSTOMER_WRITE_LIMITS.day.windowMs },
    ],
    say: MESSAGES.tooManyCustomerWrites,
  },
  /** A password-reset or privacy-request link asked for, per address over any accounts. */
  'reset-address': {
    keyedBy: 'address',
    prefix: 'reset/address/',
    windows: [{ count: RESET_LIMITS.perAddress, windowMs: RESET_LIMITS.windowMs }],
    say: MESSAGES.signInThrottled,
  },
  /** The same per account: past it nothing more is mailed, and the answer says the same. */
  'reset-account': {
    keyedBy: 'e-mail',
    prefix: 'reset/account/',
    windows: [{ count: RESET_LIMITS.perAccount, windowMs: RESET_LIMITS.windowMs }],
  },
  /** A wrong buyer's page's secret, per address (guardedSecretLookup). */
  'secret-guess': {
    keyedBy: 'address',
    prefix: 'secret-miss/',
    windows: [{ count: SECRET_LIMITS.perAddress, windowMs: SECRET_LIMITS.windowMs }],
    say: MESSAGES.tooManyGuesses,
  },
  /** My orders' sign-in link asked for, per address over any e-mails (kept in the my-orders store). */
  'link-address': {
    keyedBy: 'address',
    prefix: 'count/address/',
    store: STORE_NAMES.myOrders,
    windows: [{ count: LINK_LIMITS.perAddress, windowMs: LINK_LIMITS.windowMs }],
    say: MY_ORDERS_TEXTS.tooManyLinks,
  },
  'link-pair': {
    keyedBy: 'e-mail and address',
    prefix: 'count/pair/',
    store: STORE_NAMES.myOrders,
    windows: [{ count: LINK_LIMITS.perPair, windowMs: LINK_LIMITS.windowMs }],
    say: MY_ORDERS_TEXTS.tooManyLinksForEmail,
  },
  'link-email': {
    keyedBy: 'e-mail',
    prefix: 'count/email-day/',
    store: STORE_NAMES.myOrders,
    windows: [{ count: LINK_LIMITS.perEmailDay, windowMs: LINK_LIMITS.dayMs }],
    say: MY_ORDERS_TEXTS.tooManyLinksToday,
  },
} satisfies Record<LimitName, Limit>;

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 40);
const longest = (limit: Limit) => Math.max(...limit.windows.map(({ windowMs }) => windowMs));

interface Entry {
  id: string;
  at: number;
  weight: number;
}

/** The counts under `prefix` within `windowMs`, oldest first. */
async function recent(store: StoreName, prefix: string, now: number, windowMs: number): Promise<Entry[]> {
  return (await listKeys(store, prefix))
    .map((key) => {
      const [id, weight] = key.slice(prefix.length).split('-');
      return { id, at: idTime(id), weight: weight === undefined ? 1 : Number(weight) || 0 };
    })
    .filter(({ at }) => now - at < windowMs)
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** How long a count of `weight` must wait after `earlier` (ms; 0 when it may go now): the longest of its windows'. */
function waitFor(limit: Limit, earlier: Entry[], weight: number, now: number): number {
  const waits = limit.windows.map(({ count, windowMs }) => {
    const within = earlier.filter((entry) => now - entry.at < windowMs);
    let used = within.reduce((sum, entry) => sum + entry.weight, 0);
    if (used + weight <= count) return 0;
    for (const entry of within) {
      used -= entry.weight;
      if (used + weight <= count) return entry.at + windowMs - now;
    }
    return windowMs;
  });
  return Math.max(0, ...waits);
}

const refused = (waitMs: number, say: (seconds: number) => string) => {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new HttpError(429, say(seconds), { headers: { 'retry-after': String(seconds) } });
};

/** One count about to be made: its limit, where its key goes. */
interface Placed {
  limit: Limit;
  store: StoreName;
  prefix: string;
  key: string;
  weight: number;
}

function place(name: LimitName, keyedBy: string, id: string, weight: number): Placed {
  const limit: Limit = LIMITS[name];
  const prefix = `${limit.prefix}${hash(keyedBy)}/`;
  return { limit, store: limit.store ?? STORE_NAMES.throttle, prefix, key: weight === 1 ? `${prefix}${id}` : `${prefix}${id}-${weight}`, weight };
}

const forget = (placed: Placed[]) => Promise.all(placed.map(({ store, key }) => deleteKey(store, key)));

/** A count made: whether every quiet limit was within, and how to settle its weight once known. */
export interface Counted {
  within: boolean;
  /** The weight counted becomes `weight` (an upload's bytes kept; 0 takes the count back). */
  settle(weight: number): Promise<void>;
}

interface Hit {
  limit: LimitName;
  /** What it is counted under (LIMITS[limit].keyedBy): an address, a quotation's id, an e-mail… */
  key: string;
  /** How much it counts (an upload's bytes); 1 by default. */
  weight?: number;
}

/**
 * Counts one request against one or more named limits at once (two round trips: every key written, then each
 * listed): 429 with Retry-After from the first limit past (then, but on a limit that `countsRefused`, none of
 * its keys count); past a quiet limit (no `say`) it answers `within: false`. A limit turned off counts nothing.
 */
export async function countLimits(hits: readonly Hit[], now = Date.now()): Promise<Counted> {
  const id = newId(now);
  const placed = hits
    .map(({ limit, key, weight = 1 }) => place(limit, key, id, weight))
    .filter(({ limit }) => limit.windows.some(({ count }) => Number.isFinite(count)));
  await Promise.all(placed.map(({ store, key }) => writeJSON(store, key, now)));
  const earlier = await Promise.all(
    placed.map(async ({ limit, store, prefix }) =>
      (await recent(store, prefix, now, longest(limit))).filter((entry) => entry.id < id),
    ),
  );
  let within = true;
  for (const [index, count] of placed.entries()) {
    const waitMs = waitFor(count.limit, earlier[index], count.weight, now);
    if (waitMs <= 0) continue;
    if (!count.limit.say) {
      within = false;
      continue;
    }
    if (!count.limit.countsRefused) await forget(placed);
    throw refused(waitMs, count.limit.say);
  }
  return {
    within,
    async settle(weight: number) {
      for (const count of placed) {
        const settled = weight === 1 ? `${count.prefix}${id}` : `${count.prefix}${id}-${weight}`;
        if (settled === count.key) continue;
        if (weight > 0) await writeJSON(count.store, settled, now);
        await deleteKey(count.store, count.key);
        count.key = settled;
      }
    },
  };
}

/** Counts one request against one named limit (see countLimits). */
export async function countLimit(limit: LimitName, key: string, now = Date.now()): Promise<void> {
  await countLimits([{ limit, key }], now);
}

// ── Password guessing: waits that grow ──────────────────────────────────────────────────────────

/**
 * Slowing password guessing without handing a guesser the power to lock the owner out (the OWASP
 * authentication cheat sheet: throttle per address and per account-and-address pair, with delays that
 * grow). Only failed password checks count: a success clears its pair, a refused (429) attempt is not
 * counted at all.
 * - Per account and address: 5 failures in 15 minutes go freely; each further attempt waits a delay that
 *   doubles from 30 s (30 s, 1, 2, 4, 8 minutes, at most 15) after the newest failure.
 * - Per address: 100 failures in 15 minutes over any accounts (one address may be a whole office), then
 *   429 until the oldest is 15 minutes old.
 * - Per account, over every address: with 20 failures in 15 minutes the account is under attack, and an
 *   address that itself failed for it waits from its first failure on (30 s, doubling). An address that made
 *   no failed attempt for the account is not held: the owner's right password signs in.
 * IPv6 addresses count by their /64 (src/lib/server/http.ts clientAddress).
 */
export const LOGIN_LIMITS = {
  windowMs: 15 * MINUTE,
  /** Failures per account and address that go without a wait. */
  freePerPair: 5,
  /** The first wait past them, doubling with each failure; at most the window. */
  pairDelayMs: 30_000,
  perAddress: 100,
  /** Failures per account, over every address, that mean it is under attack. */
  underAttack: 20,
  attackDelayMs: 30_000,
};

const LOGIN = 'login/';

export interface LoginAttempt {
  keys: string[];
  pairPrefix: string;
  accountPrefix: string;
  addressPrefix: string;
}

/** How long an attempt must wait after `failures` earlier failures (ms; 0 when it may go now). */
function waitAfter(failures: { at: number }[], free: number, baseMs: number, now: number): number {
  const beyond = failures.length - free + 1;
  if (beyond <= 0) return 0;
  const delay = Math.min(LOGIN_LIMITS.windowMs, baseMs * 2 ** (beyond - 1));
  return Math.max(0, failures.at(-1)!.at + delay - now);
}

const forgetKeys = (keys: string[]) => Promise.all(keys.map((key) => deleteKey(STORE_NAMES.throttle, key)));

/**
 * Records an attempt before the password is checked (its three keys written, so a burst of parallel guesses
 * sees itself: of a burst the first five are checked and the rest refused); 429 with Retry-After when it must
 * wait (and then it is not counted). Answers the attempt, for `loginSucceeded` once the password was right.
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
      recent(STORE_NAMES.throttle, prefix, now, LOGIN_LIMITS.windowMs),
    ),
  );
  // Only the attempts made before this one count against it.
  const before = (list: Entry[]) => list.filter((entry) => entry.id < id);
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
  await forgetKeys(attempt.keys);
  throw refused(waitMs, MESSAGES.signInThrottled);
}

/**
 * A right password: the attempt does not count, and this e-mail's failures from this address are
 * cleared. Its failures from other addresses stay counted: they may be someone else's guesses.
 */
export async function loginSucceeded(attempt: LoginAttempt): Promise<void> {
  const ids = (await listKeys(STORE_NAMES.throttle, attempt.pairPrefix)).map((key) => key.slice(attempt.pairPrefix.length));
  await forgetKeys([
    ...attempt.keys,
    ...ids.flatMap((id) => [attempt.pairPrefix, attempt.accountPrefix, attempt.addressPrefix].map((prefix) => `${prefix}${id}`)),
  ]);
}

// ── A buyer's page's secret: counted beside its lookup ─────────────────────────────────────────

/**
 * The record of a buyer's page's secret, its guessing limited per address ('secret-guess'). The guess is
 * counted before the lookup's answer is known (its key written, then the address's earlier guesses listed,
 * beside the lookup: no round trip of its own), so a burst of parallel guesses sees itself. A right secret goes
 * through whatever the count, and its guess is taken back after the answer: a whole office behind one
 * address keeps reaching its pages while someone there guesses. A wrong one answers null (the caller
 * answers 404), or 429 with Retry-After past the limit, and then it is not counted.
 */
export async function guardedSecretLookup<T>(
  address: string,
  lookup: () => Promise<T | null>,
  now = Date.now(),
): Promise<T | null> {
  const id = newId(now);
  const guess = place('secret-guess', address, id, 1);
  const written = writeJSON(guess.store, guess.key, now);
  const earlier = written.then(async () =>
    (await recent(guess.store, guess.prefix, now, longest(guess.limit))).filter((entry) => entry.id < id),
  );
  // A right secret answers without waiting for the count; its failure then is nobody's to hear.
  earlier.catch(() => undefined);
  let found: T | null;
  try {
    found = await lookup();
  } catch (error) {
    takeBack(written, guess);
    throw error;
  }
  if (found !== null) {
    takeBack(written, guess);
    return found;
  }
  const waitMs = waitFor(guess.limit, await earlier, 1, now);
  if (waitMs <= 0) return null;
  await forget([guess]);
  throw refused(waitMs, guess.limit.say!);
}

/** A guess that was no wrong one is removed once written, after the answer (the customer does not wait). */
const takeBack = (written: Promise<unknown>, guess: Placed) =>
  afterResponse(() => written.then(() => deleteKey(guess.store, guess.key)));

// ── The housekeeping run ────────────────────────────────────────────────────────────────────────

const olderThan = (now: number, windowMs: number) => (key: string) =>
  now - idTime(key.slice(key.lastIndexOf('/') + 1).split('-')[0]) > windowMs;

/** Counts kept in `store` older than their limit's longest window (a store's own sweep calls it for its counts). */
export async function sweepCounts(store: StoreName, now: number, limits: SweepLimits): Promise<number> {
  let swept = 0;
  for (const limit of Object.values(LIMITS) as Limit[]) {
    if ((limit.store ?? STORE_NAMES.throttle) !== store) continue;
    swept += await sweepKeys(store, limit.prefix, olderThan(now, longest(limit)), { ...limits, limit: limits.limit - swept });
  }
  return swept;
}

/** The housekeeping run: sign-in attempts and every named limit's counts in the throttle store, past their window. */
export async function sweepThrottleKeys(now: number, limits: SweepLimits): Promise<number> {
  const logins = await sweepKeys(STORE_NAMES.throttle, LOGIN, olderThan(now, LOGIN_LIMITS.windowMs), limits);
  return logins + (await sweepCounts(STORE_NAMES.throttle, now, { ...limits, limit: limits.limit - logins }));
}
