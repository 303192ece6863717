/**
 * A person's right to erasure, as far as customer records go: their contact (name, e-mail, phone) leaves
 * every customer record that holds it (the one of their e-mail, customers merged into it, a suggestion on
 * their company's customer, the notes of a merge) and the index of their e-mail goes. The links stay (an
 * order and its invoices are kept as the law asks); a customer named after the person is renamed.
 */
import type { Customer } from '../../api/customers.ts';
import { ERASED_CUSTOMER_NAME } from '../../messages/customers.ts';
import { STORE_NAMES, deleteKey, isId } from '../store.ts';
import { customerById, withMerged } from './lookup.ts';
import { companyDomain, customers, domainKey, emailKey, indexed, normalEmail } from './records.ts';
import { allCustomerRows } from './rows.ts';

export interface ContactErasure {
  /** The customer records changed. */
  customers: string[];
}

const holds = (customer: Customer, email: string) =>
  customer.contacts.some((contact) => normalEmail(contact.email) === email) ||
  (customer.suggestions ?? []).some((each) => normalEmail(each.contact.email) === email) ||
  (customer.merges ?? []).some((merge) => merge.emails.some((each) => normalEmail(each) === email));

/** The record without the person: their contact, suggestion and mention in merge notes gone. */
function erased(customer: Customer, email: string): Customer {
  const gone = customer.contacts.filter((contact) => normalEmail(contact.email) === email);
  const suggested = (customer.suggestions ?? []).filter((each) => normalEmail(each.contact.email) === email).map((each) => each.contact);
  const names = new Set([...gone, ...suggested].map((contact) => contact.name.trim().toLowerCase()));
  const namedAfter = !customer.company && (names.has(customer.name.trim().toLowerCase()) || normalEmail(customer.name) === email);
  const suggestions = (customer.suggestions ?? []).filter((each) => normalEmail(each.contact.email) !== email);
  return {
    ...customer,
    name: namedAfter ? ERASED_CUSTOMER_NAME : customer.name,
    contacts: customer.contacts.filter((contact) => normalEmail(contact.email) !== email),
    suggestions: suggestions.length ? suggestions : undefined,
    merges: customer.merges?.map((merge) => ({
      ...merge,
      name: normalEmail(merge.name) === email || names.has(merge.name.trim().toLowerCase()) ? ERASED_CUSTOMER_NAME : merge.name,
      emails: merge.emails.filter((each) => normalEmail(each) !== email),
    })),
    updatedAt: new Date().toISOString(),
  };
}

/** Removes the person of `email` from customer records and indexes; answers the records changed. */
export async function eraseContact(email: string): Promise<ContactErasure> {
  const wanted = normalEmail(email);
  if (!wanted.includes('@')) return { customers: [] };
  const domain = companyDomain(wanted);
  const [holder, owner, rows] = await Promise.all([
    indexed(emailKey(wanted)),
    domain ? indexed(domainKey(domain)) : null,
    allCustomerRows(),
  ]);
  const ids = new Set<string>([holder, owner].filter((id): id is string => isId(id)));
  for (const row of rows) if (row.emails.some((each) => normalEmail(each) === wanted)) ids.add(row._id);
  const found = (await Promise.all([...ids].map((id) => customerById(id)))).filter((each): each is Customer => each !== null);
  const changed: string[] = [];
  for (const customer of await withMerged(found)) {
    if (!holds(customer, wanted)) continue;
    const saved = await customers.update(customer._id, (current) => erased(current, wanted), { action: 'Contact erased' });
    if (saved) changed.push(saved._id);
  }
  await deleteKey(STORE_NAMES.meta, emailKey(wanted));
  return { customers: changed };
}
