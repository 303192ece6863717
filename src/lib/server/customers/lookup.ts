/**
 * Finding a customer: by id (a merged customer's id leads to the one kept) and by a contact's e-mail,
 * whatever its case. What My orders and the privacy requests call. Two store requests for an e-mail.
 */
import type { Customer } from '../../api/customers.ts';
import { isId } from '../store/index.ts';
import { customers, emailKey, indexed, normalEmail } from './records.ts';

/** Merges chained one into another are followed this far (a loop is never made, but a bound costs nothing). */
const MAX_HOPS = 10;

/** The customer of `id`, following merges to the record kept; null when there is none. */
export async function customerById(id: string): Promise<Customer | null> {
  let current = isId(id) ? await customers.get(id) : null;
  for (let hop = 0; current?.mergedInto && hop < MAX_HOPS; hop += 1) current = await customers.get(current.mergedInto);
  return current?.mergedInto ? null : current;
}

/**
 * The records given and every record merged into them, however many merges deep (A into B into C): each
 * merged record still holds its contacts, and its own log of who read it. Followed hop by hop, not only from
 * the notes of the records given: a merge made before merges carried their notes along left the earlier
 * ones only on the record merged. One store request a merged record.
 */
export async function withMerged(records: Customer[]): Promise<Customer[]> {
  const all = new Map(records.map((each) => [each._id, each]));
  let next = records;
  for (let hop = 0; hop < MAX_HOPS && next.length; hop += 1) {
    const ids = new Set(next.flatMap((customer) => (customer.merges ?? []).map((merge) => merge.from)));
    const found = await Promise.all([...ids].filter((id) => !all.has(id)).map((id) => customers.get(id)));
    next = found.filter((each): each is Customer => each !== null);
    for (const customer of next) all.set(customer._id, customer);
  }
  return [...all.values()];
}

/**
 * The customer with a contact of this e-mail (a suggested contact is not one yet); null when none. What My
 * orders shows a signed-in buyer, so the record must list the e-mail as its contact: an index left pointing
 * elsewhere (a contact staff removed, a write that stopped halfway) never shows a record to someone not on it.
 */
export async function customerOfEmail(email: string): Promise<Customer | null> {
  if (!email.includes('@')) return null;
  const id = await indexed(emailKey(email));
  const customer = id ? await customerById(id) : null;
  const wanted = normalEmail(email);
  return customer?.contacts.some((contact) => normalEmail(contact.email) === wanted) ? customer : null;
}
