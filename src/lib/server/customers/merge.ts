/**
 * Merging two records of one customer: everything linked (contacts, enquiries, quotations and orders,
 * invoices, suggested contacts, tags) moves to the one kept, its empty fields take the other's, and the
 * indexes of the merged one's e-mails, GSTIN and domains point at it. The merged record stays with
 * `mergedInto`, so its id (and the screen's address of it) leads to the one kept, and the one kept lists
 * what each merge brought in (`merges`, the merged one's own merges too), so a merge can be told apart
 * afterwards. Safe to repeat after a failure halfway: the kept record is written first, and taking in the
 * same links twice changes nothing.
 */
import { ACTIVITY_ACTIONS as ACTIVITY } from '../../messages/activity.ts';
import type { Customer, CustomerContact, CustomerMergeNote, EnquiryRef } from '../../api/customers.ts';
import { CUSTOMER_MESSAGES as TEXT } from '../../messages/customers.ts';
import { HttpError } from '../http.ts';
import { currentMember } from '../request-scope.ts';
import { isId } from '../store/index.ts';
import { ACTORS, runAs } from '../follow-ups.ts';
import { customerById } from './lookup.ts';
import { customers, indexKeysOf, normalEmail, point } from './records.ts';

const union = <T>(a: T[], b: T[], key: (item: T) => string) => {
  const seen = new Set(a.map(key));
  return [...a, ...b.filter((item) => !seen.has(key(item)))];
};
const refKey = (ref: EnquiryRef) => `${ref.kind}/${ref.id}`;
const contactKey = (contact: CustomerContact) => normalEmail(contact.email);

/** The kept record with the merged one's links and details taken in. */
export function mergedRecord(into: Customer, from: Customer, note: CustomerMergeNote): Customer {
  const contacts = union(into.contacts, from.contacts, contactKey);
  const emails = new Set(contacts.map(contactKey));
  const suggestions = union(into.suggestions ?? [], from.suggestions ?? [], (each) => contactKey(each.contact)).filter(
    (each) => !emails.has(contactKey(each.contact)),
  );
  // A GSTIN suggestion of either record about the other is settled by the merge itself.
  const gstinSuggestions = union(into.gstinSuggestions ?? [], from.gstinSuggestions ?? [], (each) => each.customer).filter(
    (each) => each.customer !== from._id && each.customer !== into._id,
  );
  const gstinDismissed = [...new Set([...(into.gstinDismissed ?? []), ...(from.gstinDismissed ?? [])])];
  const fill = <K extends 'company' | 'gstin' | 'country' | 'state' | 'billingAddress' | 'shippingAddress'>(key: K) =>
    into[key] || from[key] || undefined;
  const notes = [into.notes, from.notes].filter(Boolean).join('\n\n');
  return {
    ...into,
    company: fill('company'),
    gstin: fill('gstin'),
    country: fill('country'),
    state: fill('state'),
    billingAddress: fill('billingAddress'),
    shippingAddress: fill('shippingAddress'),
    ...(notes && { notes }),
    contacts,
    tags: [...new Set([...into.tags, ...from.tags])],
    enquiries: union(into.enquiries, from.enquiries, refKey),
    quotations: [...new Set([...into.quotations, ...from.quotations])],
    invoices: [...new Set([...into.invoices, ...from.invoices])],
    ...(suggestions.length ? { suggestions } : { suggestions: undefined }),
    gstinSuggestions: gstinSuggestions.length ? gstinSuggestions : undefined,
    gstinDismissed: gstinDismissed.length ? gstinDismissed : undefined,
    // The merged record's own merges come along: the one kept answers for every record behind it (its access
    // log, an erasure), however many merges deep.
    merges: union(into.merges ?? [], [...(from.merges ?? []), note], (each) => each.from),
    updatedAt: note.at,
  };
}

/**
 * Merges customer `fromId` into `intoId`; answers the kept record. 404 for either unknown, 409 for one merged
 * already or a customer into itself. `by` is the person's name ('GSTIN' only in the merges the linking made by
 * itself before it asked an Admin); `gstin` the GSTIN of the suggestion an Admin confirmed by this merge.
 */
export async function mergeCustomers(
  fromId: string,
  intoId: string,
  { by, gstin, action: said }: { by?: string; gstin?: string; action?: string } = {},
): Promise<Customer> {
  const [from, into] = await Promise.all([isId(fromId) ? customers.get(fromId) : null, customerById(intoId)]);
  if (!from || !into) throw new HttpError(404, TEXT.customerNotFound);
  if (from.mergedInto)
    throw new HttpError(409, TEXT.mergedAlready((await customerById(from.mergedInto))?.name ?? from.mergedInto));
  if (from._id === into._id) throw new HttpError(409, TEXT.mergeIntoItself);
  const member = currentMember();
  const note: CustomerMergeNote = {
    from: from._id,
    name: from.name,
    at: new Date().toISOString(),
    by: by ?? member?.name ?? ACTORS.customerLinking.name,
    enquiries: from.enquiries,
    quotations: from.quotations,
    emails: from.contacts.map((contact) => contact.email),
    ...(gstin && { gstin }),
  };
  const action = said ?? (by === 'GSTIN' ? TEXT.activityMergedByGstin(from.name) : TEXT.activityMerged(from.name));
  const merge = async () => {
    const kept = await customers.update(into._id, (current) => mergedRecord(current, from, note), { action });
    if (!kept) throw new HttpError(404, TEXT.customerNotFound);
    await customers.update(from._id, (current) => ({ ...current, mergedInto: kept._id, updatedAt: note.at }), {
      action: ACTIVITY.customerMergedInto(kept.name),
    });
    return kept;
  };
  // A merge the linking made (no one signed in made it) is in the activity list under the linking's name.
  const kept = member ? await merge() : await runAs(ACTORS.customerLinking, merge);
  const keys = indexKeysOf(from);
  await Promise.all([...keys.emails, ...(keys.gstin ? [keys.gstin] : []), ...keys.domains].map((key) => point(key, kept._id)));
  return kept;
}
