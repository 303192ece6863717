/**
 * Staff's changes to a customer: an edit of its details and contacts, a contact added, and a suggested
 * contact confirmed (linked with its enquiries) or dismissed (made a customer of its own). An e-mail or
 * GSTIN already another customer's is refused (409: the two are one customer, to be merged), and the
 * indexes follow each change. A contact taken off the record (or its e-mail changed) no longer sees the
 * record: its My orders sessions end with the edit; an Admin can end a contact's sessions by themselves.
 */
import type * as v from 'valibot';
import type { Customer } from '../../api/customers.ts';
import { CUSTOMER_MESSAGES as TEXT } from '../../messages/customers.ts';
import type { customerContactSchema, customerUpdateSchema } from '../../schemas/customers.ts';
import { MY_ORDERS_STAFF } from '../../messages/my-orders.ts';
import { HttpError, orConflict } from '../http.ts';
import { endBuyerSessions } from '../my-orders/buyer-session.ts';
import { customerById } from './lookup.ts';
import { linkContact } from './link.ts';
import { customers, emailKey, gstinKey, indexKeysOf, indexed, normalEmail, point, release } from './records.ts';

type CustomerEdit = v.InferOutput<typeof customerUpdateSchema>;
type ContactInput = v.InferOutput<typeof customerContactSchema>;

async function found(id: string): Promise<Customer> {
  const customer = await customerById(id);
  if (!customer) throw new HttpError(404, TEXT.customerNotFound);
  return customer;
}

/** Refuses keys (e-mails, a GSTIN) that name another customer. */
async function refuseTaken(customer: Customer, keys: { key: string; said: (other: string) => string }[]): Promise<void> {
  const holders = await Promise.all(keys.map(({ key }) => indexed(key)));
  for (const [index, holder] of holders.entries()) {
    if (!holder || holder === customer._id) continue;
    const other = await customerById(holder);
    if (other && other._id !== customer._id) throw new HttpError(409, keys[index].said(other.name));
  }
}

/** Points the indexes at the record as saved, and takes out those of what it no longer holds. */
async function reindex(before: Customer, after: Customer): Promise<void> {
  const [old, now] = [indexKeysOf(before), indexKeysOf(after)];
  const oldKeys = [...old.emails, ...(old.gstin ? [old.gstin] : [])];
  const newKeys = [...now.emails, ...(now.gstin ? [now.gstin] : [])];
  await Promise.all([
    ...newKeys.filter((key) => !oldKeys.includes(key)).map((key) => point(key, after._id)),
    ...oldKeys.filter((key) => !newKeys.includes(key)).map((key) => release(key, after._id)),
  ]);
}

const clean = (text: string) => text.trim() || undefined;

/** PUT /api/customers/{id}: over `version` (409 when it moved on). */
export async function updateCustomer(id: string, edit: CustomerEdit, version: number | undefined): Promise<Customer> {
  const customer = await found(id);
  const emails = edit.contacts.map((contact) => normalEmail(contact.email));
  const twice = emails.find((email, index) => emails.indexOf(email) !== index);
  if (twice) throw new HttpError(400, TEXT.duplicateContact(twice), { errors: { contacts: TEXT.duplicateContact(twice) } });
  const known = new Set(customer.contacts.map((contact) => normalEmail(contact.email)));
  const gstin = edit.gstin.trim().toUpperCase();
  await refuseTaken(customer, [
    ...edit.contacts
      .filter((contact) => !known.has(normalEmail(contact.email)))
      .map((contact) => ({ key: emailKey(contact.email), said: (other: string) => TEXT.emailTaken(contact.email.trim(), other) })),
    ...(gstin && gstin !== customer.gstin ? [{ key: gstinKey(gstin), said: (other: string) => TEXT.gstinTaken(gstin, other) }] : []),
  ]);
  const saved = await orConflict(
    'customer',
    customers.update(
      customer._id,
      (current) => ({
        ...current,
        name: edit.name.trim(),
        company: clean(edit.company),
        contacts: edit.contacts.map((contact) => ({
          name: contact.name.trim(),
          email: contact.email.trim(),
          ...(contact.phone.trim() && { phone: contact.phone.trim() }),
        })),
        gstin: gstin || undefined,
        country: clean(edit.country),
        state: clean(edit.state),
        billingAddress: clean(edit.billingAddress),
        shippingAddress: clean(edit.shippingAddress),
        notes: clean(edit.notes),
        tags: [...new Set(edit.tags.map((tag) => tag.trim()).filter(Boolean))],
        // A suggested contact staff added by hand is settled.
        suggestions: current.suggestions?.filter((each) => !emails.includes(normalEmail(each.contact.email))),
        updatedAt: new Date().toISOString(),
      }),
      { ifVersion: version },
    ),
  );
  if (!saved) throw new HttpError(404, TEXT.customerNotFound);
  const kept = new Set(saved.contacts.map((contact) => normalEmail(contact.email)));
  await Promise.all([
    reindex(customer, saved),
    ...[...known].filter((email) => !kept.has(email)).map((email) => endBuyerSessions(email)),
  ]);
  return saved;
}

/** An Admin's "End this buyer's sessions": every My orders session of one of the record's contacts. */
export async function endContactSessions(id: string, email: string): Promise<void> {
  const customer = await found(id);
  const wanted = normalEmail(email);
  if (!customer.contacts.some((contact) => normalEmail(contact.email) === wanted)) {
    throw new HttpError(404, MY_ORDERS_STAFF.notAContact(email.trim()));
  }
  await endBuyerSessions(wanted);
}

/** POST /api/customers/{id}/contacts. */
export async function addContact(id: string, contact: ContactInput): Promise<Customer> {
  const customer = await found(id);
  const email = normalEmail(contact.email);
  if (customer.contacts.some((each) => normalEmail(each.email) === email)) return customer;
  await refuseTaken(customer, [{ key: emailKey(email), said: (other) => TEXT.emailTaken(contact.email.trim(), other) }]);
  const saved = await customers.update(
    customer._id,
    (current) => ({
      ...current,
      contacts: [...current.contacts, { name: contact.name.trim(), email: contact.email.trim(), ...(contact.phone.trim() && { phone: contact.phone.trim() }) }],
      suggestions: current.suggestions?.filter((each) => normalEmail(each.contact.email) !== email),
      updatedAt: new Date().toISOString(),
    }),
    { action: TEXT.activityContactAdded(contact.email.trim()) },
  );
  if (!saved) throw new HttpError(404, TEXT.customerNotFound);
  await point(emailKey(email), saved._id);
  return saved;
}

function suggestionOf(customer: Customer, email: string) {
  const suggestion = customer.suggestions?.find((each) => normalEmail(each.contact.email) === normalEmail(email));
  if (!suggestion) throw new HttpError(404, TEXT.suggestionNotFound(email.trim()));
  return suggestion;
}

/** The suggested contact is this customer's: linked, with every enquiry it sent. */
export async function confirmSuggestion(id: string, email: string): Promise<Customer> {
  const customer = await found(id);
  const suggestion = suggestionOf(customer, email);
  const key = normalEmail(email);
  await refuseTaken(customer, [{ key: emailKey(key), said: (other) => TEXT.emailTaken(email.trim(), other) }]);
  const saved = await customers.update(
    customer._id,
    (current) => {
      const refs = new Set(current.enquiries.map((ref) => `${ref.kind}/${ref.id}`));
      return {
        ...current,
        contacts: current.contacts.some((each) => normalEmail(each.email) === key) ? current.contacts : [...current.contacts, suggestion.contact],
        enquiries: [...current.enquiries, ...suggestion.enquiries.filter((ref) => !refs.has(`${ref.kind}/${ref.id}`))],
        suggestions: current.suggestions?.filter((each) => normalEmail(each.contact.email) !== key),
        updatedAt: new Date().toISOString(),
      };
    },
    { action: TEXT.activitySuggestionConfirmed(email.trim()) },
  );
  if (!saved) throw new HttpError(404, TEXT.customerNotFound);
  await point(emailKey(key), saved._id);
  return saved;
}

/** The suggested contact is not this customer's: it becomes a customer of its own, with its enquiries. */
export async function dismissSuggestion(id: string, email: string): Promise<{ customer: Customer; own: Customer | null }> {
  const customer = await found(id);
  const suggestion = suggestionOf(customer, email);
  const key = normalEmail(email);
  const saved = await customers.update(
    customer._id,
    (current) => ({
      ...current,
      suggestions: current.suggestions?.filter((each) => normalEmail(each.contact.email) !== key),
      updatedAt: new Date().toISOString(),
    }),
    { action: TEXT.activitySuggestionDismissed(email.trim()) },
  );
  if (!saved) throw new HttpError(404, TEXT.customerNotFound);
  let own: Customer | null = null;
  for (const enquiry of suggestion.enquiries.length ? suggestion.enquiries : [undefined]) {
    own = (await linkContact(suggestion.contact, { enquiry }, { suggest: false })).customer;
  }
  return { customer: saved, own };
}
