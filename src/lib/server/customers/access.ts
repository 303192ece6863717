/**
 * Who read or exported a customer's data, and when: personal data's own log, beside the activity list in
 * its store and never pruned (kept at least a year, as the privacy rules ask), under keys that list newest first:
 *   customer-access/{customerId}/{newest-first id}
 * Writing it never fails the read it records (logged instead).
 */
import type { Customer, CustomerAccessEntry } from '../../api/customers.ts';
import { newId, newestFirst } from '../ids.ts';
import type { Person } from '../person.ts';
import { STORE_NAMES, guard, openStore } from '../store.ts';
import { withMerged } from './lookup.ts';

export type CustomerAccess = CustomerAccessEntry;

export async function recordAccess(person: Person, what: CustomerAccess['what'], customer: Customer): Promise<void> {
  const entry: CustomerAccess = {
    at: new Date().toISOString(),
    userId: person.id,
    userName: person.name,
    what,
    customerId: customer._id,
  };
  try {
    await guard(() => openStore(STORE_NAMES.activity).setJSON(`customer-access/${customer._id}/${newestFirst(newId())}`, entry));
  } catch (error) {
    console.error(`[customers] could not log that ${person.email} ${what} ${customer._id}`, error);
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
