/**
 * A person's right to erasure, as far as customer records go: their contact (name, e-mail, phone) leaves
 * every customer record that holds it (the one of their e-mail, customers merged into it, a suggestion on
 * their company's customer, the notes of a merge) and the index of their e-mail goes. The links stay (an
 * order and its invoices are kept as the law asks); a customer named after the person is renamed, and so is a
 * GSTIN suggestion naming them on the record that holds their order's GSTIN.
 */
import { ACTIVITY_ACTIONS as ACTIVITY } from '../../messages/activity.ts';
import type { Customer } from '../../api/customers.ts';
import { ERASED_CUSTOMER_NAME } from '../../messages/customers.ts';
import { STORE_NAMES, deleteKey, isId } from '../store/index.ts';
import { customerById, withMerged } from './lookup.ts';
import { companyDomain, customers, domainKey, emailKey, gstinKey, indexed, normalEmail } from './records.ts';
import { allCustomerRows } from './customer-rows.ts';

export interface ContactErasure {
  /** The customer records changed. */
  customers: string[];
}

const holds = (customer: Customer, email: string) =>
  customer.contacts.some((contact) => normalEmail(contact.email) === email) ||
  (customer.suggestions ?? []).some((each) => normalEmail(each.contact.email) === email) ||
  (customer.merges ?? []).some((merge) => merge.emails.some((each) => normalEmail(each) === email));

const lower = (name: string) => name.trim().toLowerCase();

/** The record without the person (also known by `known` names): their contact, suggestions and mention in merge notes gone. */
function erased(customer: Customer, email: string, known: Set<string>): Customer {
  const gone = customer.contacts.filter((contact) => normalEmail(contact.email) === email);
  const suggested = (customer.suggestions ?? [])
    .filter((each) => normalEmail(each.contact.email) === email)
    .map((each) => each.contact);
  const names = new Set([...known, ...[...gone, ...suggested].map((contact) => lower(contact.name))]);
  const theirName = (name: string) => normalEmail(name) === email || names.has(lower(name));
  const namedAfter = !customer.company && theirName(customer.name);
  const suggestions = (customer.suggestions ?? []).filter((each) => normalEmail(each.contact.email) !== email);
  return {
    ...customer,
    name: namedAfter ? ERASED_CUSTOMER_NAME : customer.name,
    contacts: customer.contacts.filter((contact) => normalEmail(contact.email) !== email),
    suggestions: suggestions.length ? suggestions : undefined,
    merges: customer.merges?.map((merge) => ({
      ...merge,
      name: theirName(merge.name) ? ERASED_CUSTOMER_NAME : merge.name,
      emails: merge.emails.filter((each) => normalEmail(each) !== email),
    })),
    gstinSuggestions: customer.gstinSuggestions?.map((each) =>
      theirName(each.name ?? '') ? { ...each, name: ERASED_CUSTOMER_NAME } : each,
    ),
    updatedAt: new Date().toISOString(),
  };
}

/** The customer records that hold the person of `email` (as a contact, a suggestion or in a merge's notes). */
async function recordsHolding(wanted: string): Promise<Customer[]> {
  const domain = companyDomain(wanted);
  const [holder, owner, rows] = await Promise.all([
    indexed(emailKey(wanted)),
    domain ? indexed(domainKey(domain)) : null,
    allCustomerRows(),
  ]);
  const ids = new Set<string>([holder, owner].filter((id): id is string => isId(id)));
  for (const row of rows) if (row.emails.some((each) => normalEmail(each) === wanted)) ids.add(row._id);
  const found = (await Promise.all([...ids].map((id) => customerById(id)))).filter((each): each is Customer => each !== null);
  return (await withMerged(found)).filter((customer) => holds(customer, wanted));
}

/**
 * The orders of a company the person orders with beside other contacts: their artwork is the company's and
 * stays at the person's erasure. Read before the erasure takes the person off the records.
 */
export async function sharedOrders(email: string): Promise<Set<string>> {
  const wanted = normalEmail(email);
  if (!wanted.includes('@')) return new Set();
  const shared = (await recordsHolding(wanted)).filter((customer) =>
    customer.contacts.some((contact) => normalEmail(contact.email) !== wanted),
  );
  return new Set(shared.flatMap((customer) => customer.quotations));
}

/**
 * Removes the person of `email` from customer records and indexes; answers the records changed. `names` are the
 * person's names on their records, `gstins` those their orders' billing named (whose holders may suggest them).
 */
export async function eraseContact(
  email: string,
  { names = [], gstins = [] }: { names?: string[]; gstins?: string[] } = {},
): Promise<ContactErasure> {
  const wanted = normalEmail(email);
  if (!wanted.includes('@')) return { customers: [] };
  const known = new Set(names.map(lower));
  const own = await recordsHolding(wanted);
  const ownIds = new Set(own.map((customer) => customer._id));
  const holderIds = (await Promise.all([...new Set(gstins)].map((gstin) => indexed(gstinKey(gstin))))).filter(
    (id): id is string => isId(id) && !ownIds.has(id),
  );
  const holders = (await Promise.all([...new Set(holderIds)].map((id) => customerById(id)))).filter(
    (customer): customer is Customer =>
      customer?.gstinSuggestions?.some((each) => ownIds.has(each.customer) || known.has(lower(each.name ?? ''))) ?? false,
  );
  const changed: string[] = [];
  for (const customer of [...own, ...holders]) {
    const saved = await customers.update(customer._id, (current) => erased(current, wanted, known), { action: ACTIVITY.contactErased });
    if (saved) changed.push(saved._id);
  }
  await deleteKey(STORE_NAMES.meta, emailKey(wanted));
  return { customers: changed };
}
