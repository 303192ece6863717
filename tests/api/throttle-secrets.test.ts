/**
 * Guessing customer pages' secrets and writing on a customer's page, limited over the real local store:
 * a guess is counted before its secret is looked up, so a parallel burst sees itself; a right secret goes
 * through whatever its address has guessed; a quotation's page takes a few writes in a short time.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { HttpError } from '../../src/lib/server/http.ts';
import { newId } from '../../src/lib/server/ids.ts';
import { STORE_NAMES, listKeys } from '../../src/lib/server/store/index.ts';
import {
  CUSTOMER_WRITE_LIMITS,
  SECRET_LIMITS,
  countLimit,
  guardedSecretLookup,
  sweepThrottleKeys,
} from '../../src/lib/server/throttle.ts';

const MINUTE = 60_000;
const countCustomerWrite = (quotation: string, now?: number) => countLimit('customer-write', quotation, now);
let addresses = 0;
const freshAddress = () => `192.0.2.${++addresses}`;
const wrong = async () => null;
const record = { id: 'q1', secret: 'right' };
const right = async () => record;

/** The 429 a call threw (its message and Retry-After), or what it answered. */
async function outcome<T>(work: Promise<T>) {
  try {
    return { value: await work };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.status, message: error.message, retryAfter: Number(error.headers?.['retry-after']) };
  }
}

const keysUnder = async (prefix: string) => (await listKeys(STORE_NAMES.throttle, prefix)).length;
/** How old an attempt's key is at `now` (its id carries its time). */
const ageOf = (key: string, now: number) => now - parseInt(key.split('/').at(-1)!.slice(0, 9), 36);
const sweep = (now: number) => sweepThrottleKeys(now, { deadline: Date.now() + 20_000, limit: 10_000 });

describe('guessing customer pages’ secrets', () => {
  it('of 100 wrong guesses made at once, at most the limit are looked up; the rest are 429 with Retry-After', async () => {
    const address = freshAddress();
    const results = await Promise.all(Array.from({ length: 100 }, () => outcome(guardedSecretLookup(address, wrong))));
    const answered = results.filter((result) => 'value' in result);
    const refused = results.filter((result) => !('value' in result));
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.length).toBeLessThanOrEqual(SECRET_LIMITS.perAddress);
    for (const result of answered) expect(result).toEqual({ value: null });
    expect(refused.length).toBe(100 - answered.length);
    for (const result of refused) {
      expect(result).toMatchObject({ status: 429 });
      expect(result.retryAfter).toBeGreaterThan(0);
      expect(result.retryAfter).toBeLessThanOrEqual(SECRET_LIMITS.windowMs / 1000);
      expect(result.message).toBe(MESSAGES.tooManyGuesses(result.retryAfter!));
    }
    // The next wrong guess is refused too, one after another as well as at once.
    expect(await outcome(guardedSecretLookup(address, wrong))).toMatchObject({ status: 429 });
  });

  it('an address past the limit still reaches its right secrets, and right secrets never count', async () => {
    const before = await keysUnder('secret-miss/');
    const address = freshAddress();
    for (let n = 0; n < SECRET_LIMITS.perAddress; n++) expect(await guardedSecretLookup(address, wrong)).toBeNull();
    expect(await outcome(guardedSecretLookup(address, wrong))).toMatchObject({ status: 429 });
    expect(await guardedSecretLookup(address, right)).toBe(record);
    expect(await Promise.all(Array.from({ length: 10 }, () => guardedSecretLookup(address, right)))).toEqual(
      Array(10).fill(record),
    );

    const other = freshAddress();
    for (let n = 0; n < SECRET_LIMITS.perAddress + 10; n++) expect(await guardedSecretLookup(other, right)).toBe(record);
    expect(await guardedSecretLookup(other, wrong)).toBeNull();
    // A right lookup's own count is taken back once it has answered.
    await expect.poll(() => keysUnder('secret-miss/')).toBe(before + SECRET_LIMITS.perAddress + 1);
  });

  it('a lookup that fails is not counted as a wrong guess', async () => {
    const address = freshAddress();
    const broken = async () => {
      throw new Error('store unreachable');
    };
    const before = await keysUnder('secret-miss/');
    await expect(guardedSecretLookup(address, broken)).rejects.toThrow('store unreachable');
    await expect.poll(() => keysUnder('secret-miss/')).toBe(before);
  });

  it('the housekeeping sweep removes guesses older than the window and keeps the recent ones', async () => {
    const now = Date.now();
    const address = freshAddress();
    await guardedSecretLookup(address, wrong, now - SECRET_LIMITS.windowMs - MINUTE);
    await guardedSecretLookup(address, wrong, now - MINUTE);
    const before = await listKeys(STORE_NAMES.throttle, 'secret-miss/');
    expect(before.filter((key) => ageOf(key, now) > SECRET_LIMITS.windowMs).length).toBeGreaterThan(0);
    await sweep(now);
    const left = await listKeys(STORE_NAMES.throttle, 'secret-miss/');
    for (const key of left) expect(ageOf(key, now)).toBeLessThanOrEqual(SECRET_LIMITS.windowMs);
    expect(left.length).toBe(before.filter((key) => ageOf(key, now) <= SECRET_LIMITS.windowMs).length);
  });
});

describe('writes on a customer’s page', () => {
  const { short, day } = CUSTOMER_WRITE_LIMITS;

  it(`takes ${short.writes} writes in ${short.windowMs / MINUTE} minutes, then 429 with Retry-After until the oldest ages out`, async () => {
    const quotation = newId();
    const now = Date.now();
    const results = await Promise.all(
      Array.from({ length: short.writes + 5 }, () => outcome(countCustomerWrite(quotation, now))),
    );
    const taken = results.filter((result) => 'value' in result).length;
    expect(taken).toBeGreaterThan(0);
    expect(taken).toBeLessThanOrEqual(short.writes);
    const refused = results.filter((result) => !('value' in result));
    expect(refused.length).toBe(short.writes + 5 - taken);
    for (const result of refused) {
      expect(result).toMatchObject({ status: 429 });
      expect(result.message).toBe(MESSAGES.tooManyCustomerWrites(result.retryAfter!));
      expect(result.retryAfter).toBeGreaterThan(0);
      expect(result.retryAfter).toBeLessThanOrEqual(short.windowMs / 1000);
    }
    // Another quotation's page is not held by this one's writes.
    expect(await outcome(countCustomerWrite(newId(), now))).toEqual({ value: undefined });
    // Once the window has passed, writes go again (the refused ones were not counted).
    expect(await outcome(countCustomerWrite(quotation, now + short.windowMs + 1000))).toEqual({ value: undefined });
  });

  it(`takes at most ${day.writes} writes in a day, however they are spread`, async () => {
    const quotation = newId();
    const start = Date.now() - day.windowMs + 60 * MINUTE;
    const spacing = short.windowMs / short.writes + 1000;
    for (let n = 0; n < day.writes; n++) await countCustomerWrite(quotation, start + n * spacing);
    const next = start + day.writes * spacing;
    const refused = await outcome(countCustomerWrite(quotation, next));
    expect(refused).toMatchObject({ status: 429, message: MESSAGES.tooManyCustomerWrites(refused.retryAfter!) });
    expect(refused.message).toMatch(/try again in \d+ hours/);
    expect(refused.retryAfter).toBe(Math.ceil((start + day.windowMs - next) / 1000));
  });

  it('the housekeeping sweep removes writes older than a day and keeps the recent ones', async () => {
    const now = Date.now();
    const quotation = newId();
    await countCustomerWrite(quotation, now - day.windowMs - MINUTE);
    await countCustomerWrite(quotation, now - MINUTE);
    const before = await listKeys(STORE_NAMES.throttle, 'customer-write/');
    expect(before.filter((key) => ageOf(key, now) > day.windowMs).length).toBeGreaterThan(0);
    await sweep(now);
    const left = await listKeys(STORE_NAMES.throttle, 'customer-write/');
    for (const key of left) expect(ageOf(key, now)).toBeLessThanOrEqual(day.windowMs);
    expect(left.length).toBe(before.filter((key) => ageOf(key, now) <= day.windowMs).length);
  });
});
