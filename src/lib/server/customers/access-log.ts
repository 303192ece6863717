/**
 * Who read or exported a customer's data, and when: personal data's own log, beside the activity list in
 * its store, under keys that list newest first:
 *   customer-access/{customerId}/{newest-first id}
 * Kept ACCESS_LOG_KEEP_MONTHS (at least the year DPDP Rules 2025, rule 8(3) asks; the privacy notice names it),
 * then removed by the housekeeping run, once a day. Writing it never fails the read it records (logged instead).
 */
import type { Customer, CustomerAccessEntry } from '../../api/customers.ts';
import { ACCESS_LOG_KEEP_MONTHS } from '../../privacy/keeping.ts';
import { idTime, newId, newestFirst } from '../ids.ts';
import type { SignedInMember } from '../signed-in-member.ts';
import { oncePerDay } from '../privacy/daily.ts';
import { STORE_NAMES, guard, openStore } from '../store/index.ts';
import { sweepKeys } from '../store/sweep.ts';
import { withMerged } from './lookup.ts';

export type CustomerAccess = CustomerAccessEntry;

export async function recordAccess(member: SignedInMember, what: CustomerAccess['what'], customer: Customer): Promise<void> {
  const entry: CustomerAccess = {
    at: new Date().toISOString(),
    userId: member.id,
    userName: member.name,
    what,
    customerId: customer._id,
  };
  try {
    await guard(() => openStore(STORE_NAMES.activity).setJSON(`customer-access/${customer._id}/${newestFirst(newId())}`, entry));
  } catch (error) {
    console.error(`[customers] could not log that ${member.email} ${what} ${customer._id}`, error);
  }
}

/** The newest accesses of one customer (a page of up to `limit`). */
export async function accessLog(customerId: string, limit = 50): Promise<CustomerAccess[]> {
  const store = openStore(STORE_NAMES.activity);
  const keys = await guard(async () => {
    const found: string[] = [];
    for await (const page of store.list({ prefix: `customer-access/${customerId}/`, paginate: true })) {
      found.push(...page.blobs.map((blob) => blob.key));
      if (found.length >= limit) break;
    }
    return found.sort().slice(0, limit);
  });
  const entries = await Promise.all(
    keys.map((key) => guard(() => store.get(key, { type: 'json' }) as Promise<CustomerAccess | null>)),
  );
  return entries.filter((entry): entry is CustomerAccess => entry !== null);
}

/**
 * A customer's accesses with those of the records merged into it, however many merges deep (their log stays
 * under their own id), newest first.
 */
export async function accessLogOf(customer: Customer, limit = 100): Promise<CustomerAccess[]> {
  const records = await withMerged([customer]);
  const logs = await Promise.all(records.map((each) => accessLog(each._id, limit)));
  return logs
    .flat()
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, limit);
}

/** When an access log key's entry was written (its last part is its id, complemented to list newest first). */
const writtenAt = (key: string) => idTime(newestFirst(key.slice(key.lastIndexOf('/') + 1)));

/**
 * The housekeeping run's part: entries older than the months kept are deleted (one listing request per 1,000
 * entries and a delete each, once a day).
 */
export const sweepAccessLog = oncePerDay('customer-access', (now, limits) => {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - ACCESS_LOG_KEEP_MONTHS);
  return sweepKeys(STORE_NAMES.activity, 'customer-access/', (key) => writtenAt(key) < cutoff.getTime(), limits);
});
