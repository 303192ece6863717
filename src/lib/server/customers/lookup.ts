/**
 * Finding a customer: by id (a merged customer's id leads to the one kept) and by a contact's e-mail,
 * whatever its case. What My orders and the privacy requests call. Two store requests for an e-mail.
 */
import type { Customer } from '../../api/customers.ts';
import { isId } from '../store.ts';
import { customers, emailKey, indexed } from './records.ts';

/** Merges chained one into another are followed this far (a loop is never made, but a bound costs nothing). */
const MAX_HOPS = 10;

/** The customer of `id`, following merges to the record kept; null when there is none. */
export async function customerById(id: string): Promise<Customer | null> {
  let current = isId(id) ? await customers.get(id) : null;
  for (let hop = 0; current?.mergedInto && hop < MAX_HOPS; hop += 1) current = await customers.get(current.mergedInto);
  return current?.mergedInto ? null : current;
}

/** The customer with a contact of this e-mail (a suggested contact is not one yet); null when none. */
export async function customerOfEmail(email: string): Promise<Customer | null> {
  if (!email.includes('@')) return null;
  const id = await indexed(emailKey(email));
  return id ? customerById(id) : null;
}
