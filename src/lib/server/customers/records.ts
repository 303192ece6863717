/**
 * The customer records and their indexes. Records live in the `customers` store (one key each, versioned);
 * the indexes are single keys in the meta store, each naming one customer's id, claimed with a write that
 * succeeds only when the key is new, so two enquiries of one new address arriving at once make one customer:
 *   customer-email/{sha-256 of the lower-cased e-mail}   a contact's e-mail
 *   customer-gstin/{GSTIN}                               the customer's GSTIN
 *   customer-domain/{domain}                             a company e-mail domain (never a free-mail one)
 * The list's rows are kept beside them (customer-rows.ts). Every write of a record writes its row and, when a signed-in
 * person made it, its line in the activity list.
 */
import { createHash } from 'node:crypto';
import type { Customer } from '../../api/customers.ts';
import { followUps } from '../follow-ups.ts';
import { STORE_NAMES, type Collection, collection, guard, openStore } from '../store/index.ts';
import { isFreeMailDomain } from './free-mail.ts';
import { indexCustomer } from './customer-rows.ts';

const activity = followUps<Customer>({
  activity: { kind: 'customers', label: (customer) => customer.name },
});

export const customers: Collection<Customer> = collection<Customer>(STORE_NAMES.customers, {
  versioned: true,
  follow: (change) => Promise.all([activity(change), indexCustomer(change)]).then(() => undefined),
});

export const normalEmail = (email: string) => email.trim().toLowerCase();
export const emailDomain = (email: string) => normalEmail(email).split('@').pop() ?? '';
/** The company domain an e-mail says, or '' for a free-mail one (anyone may hold such an address). */
export const companyDomain = (email: string) => {
  const domain = emailDomain(email);
  return domain && !isFreeMailDomain(domain) ? domain : '';
};

const hashed = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 40);
export const emailKey = (email: string) => `customer-email/${hashed(normalEmail(email))}`;
export const gstinKey = (gstin: string) => `customer-gstin/${gstin.trim().toUpperCase()}`;
// A domain is hashed too: a key stays plain letters whatever the domain (an IDN, odd characters).
export const domainKey = (domain: string) => `customer-domain/${hashed(domain.toLowerCase())}`;

const meta = () => openStore(STORE_NAMES.meta);

/** The customer id an index key names (one request), or null. */
export const indexed = (key: string) => guard(() => meta().get(key, { type: 'text' }));

/** Claims `key` for `id` when it is free: the id that holds it after (this one, or the one there first). */
export async function claim(key: string, id: string): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const written = await guard(() => meta().set(key, id, { onlyIfNew: true }));
    if (written.modified) return id;
    const holder = await indexed(key);
    if (holder) return holder;
  }
  return id;
}

/** Points `key` at `id` whoever held it (a merge, an edit that moves an e-mail). */
export const point = (key: string, id: string) => guard(async () => void (await meta().set(key, id)));

/** Takes `key` out when it still names `id`. */
export async function release(key: string, id: string): Promise<void> {
  if ((await indexed(key)) === id) await guard(() => meta().delete(key));
}

/** Every index key a customer's record holds (its e-mails, GSTIN and company domains). */
export function indexKeysOf(customer: Pick<Customer, 'contacts' | 'gstin'>): { emails: string[]; gstin?: string; domains: string[] } {
  const emails = [...new Set(customer.contacts.map((contact) => emailKey(contact.email)))];
  const domains = [...new Set(customer.contacts.map((contact) => companyDomain(contact.email)).filter(Boolean))].map(domainKey);
  return { emails, ...(customer.gstin && { gstin: gstinKey(customer.gstin) }), domains };
}
