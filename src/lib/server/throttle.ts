/**
 * Failed sign-in throttling. Counters live in Blobs so every function instance sees them.
 * Per e-mail *and* address after a few failures; per address alone only at a much higher count, since
 * one address may be a whole office. A correct login from another address is never locked out.
 */
import { createHash } from 'node:crypto';
import { HttpError } from './http.ts';
import { STORE_NAMES, deleteKey, readJSON, writeJSON } from './store.ts';

export const LOGIN_LIMITS = { perAccountAndAddress: 5, perAddress: 100, windowMs: 15 * 60 * 1000 };

interface Counter {
  count: number;
  windowStart: number;
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex');
const keysFor = (email: string, address: string) => ({
  pair: `login/pair/${hash(`${email.trim().toLowerCase()}|${address}`)}`,
  address: `login/address/${hash(address)}`,
});

async function current(key: string, now: number): Promise<Counter> {
  const counter = await readJSON<Counter>(STORE_NAMES.throttle, key);
  if (!counter || now - counter.windowStart >= LOGIN_LIMITS.windowMs) return { count: 0, windowStart: now };
  return counter;
}

/** 429 once this e-mail from this address, or this address overall, failed too often lately. */
export async function assertLoginAllowed(email: string, address: string, now = Date.now()): Promise<void> {
  const keys = keysFor(email, address);
  const [pair, perAddress] = await Promise.all([current(keys.pair, now), current(keys.address, now)]);
  const blocked =
    pair.count >= LOGIN_LIMITS.perAccountAndAddress ? pair : perAddress.count >= LOGIN_LIMITS.perAddress ? perAddress : null;
  if (!blocked) return;
  const retryAfter = Math.max(1, Math.ceil((blocked.windowStart + LOGIN_LIMITS.windowMs - now) / 1000));
  throw new HttpError(429, `Too many failed sign-in attempts. Please try again in ${Math.ceil(retryAfter / 60)} minutes.`, {
    headers: { 'retry-after': String(retryAfter) },
  });
}

export async function recordLoginFailure(email: string, address: string, now = Date.now()): Promise<void> {
  const keys = keysFor(email, address);
  await Promise.all(
    [keys.pair, keys.address].map(async (key) => {
      const counter = await current(key, now);
      await writeJSON(STORE_NAMES.throttle, key, { ...counter, count: counter.count + 1 });
    }),
  );
}

export async function clearLoginFailures(email: string, address: string): Promise<void> {
  await deleteKey(STORE_NAMES.throttle, keysFor(email, address).pair);
}
