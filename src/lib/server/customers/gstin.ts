/**
 * A GSTIN is public: anyone can type one in the billing details of their own quotation. So a GSTIN never
 * links or merges records by itself. An order whose billing names a GSTIN another record holds leaves a
 * suggestion on that record; Staff may dismiss it (it is not made again), and only an Admin confirms it, as
 * confirming merges the two records (and the merged record's contacts then see the kept one's orders in My
 * orders). The merges the linking made by GSTIN before it asked anyone are listed for Admins until one has
 * checked each. Each call here: the record (one or two requests), one write, and for a confirm the merge's.
 */
import type { Customer } from '../../api/customers.ts';
import { CUSTOMER_MESSAGES as TEXT } from '../../messages/customers.ts';
import { HttpError } from '../http.ts';
import type { SignedInMember } from '../signed-in-member.ts';
import { customerById } from './lookup.ts';
import { mergeCustomers } from './merge.ts';
import { customers } from './records.ts';
import { uncheckedGstinMerges } from './customer-rows.ts';

const now = () => new Date().toISOString();

/**
 * Suggests `from` (whose order `quotationId` names `gstin`) on `holder`, the record that holds that GSTIN;
 * nothing when staff dismissed it before, or it is suggested with that order already (a repeated run writes nothing).
 */
export async function suggestByGstin(holder: Customer, from: Customer, gstin: string, quotationId: string): Promise<Customer | null> {
  const change = (current: Customer): Customer | null => {
    if (current.gstinDismissed?.includes(from._id)) return null;
    const suggestions = current.gstinSuggestions ?? [];
    const at = suggestions.findIndex((each) => each.customer === from._id);
    if (at === -1) {
      const suggestion = { customer: from._id, name: from.name, gstin, quotations: [quotationId], at: now() };
      return { ...current, gstinSuggestions: [...suggestions, suggestion], updatedAt: now() };
    }
    if (suggestions[at].quotations.includes(quotationId)) return null;
    const more = { ...suggestions[at], quotations: [...suggestions[at].quotations, quotationId] };
    return { ...current, gstinSuggestions: suggestions.with(at, more), updatedAt: now() };
  };
  if (!change(holder)) return holder;
  return customers.update(holder._id, (current) => change(current) ?? current);
}

async function found(id: string): Promise<Customer> {
  const customer = await customerById(id);
  if (!customer) throw new HttpError(404, TEXT.customerNotFound);
  return customer;
}

function suggestionOf(customer: Customer, from: string) {
  const suggestion = customer.gstinSuggestions?.find((each) => each.customer === from.trim());
  if (!suggestion) throw new HttpError(404, TEXT.gstinSuggestionNotFound);
  return suggestion;
}

const without = (current: Customer, from: string) => {
  const left = current.gstinSuggestions?.filter((each) => each.customer !== from);
  return { ...current, gstinSuggestions: left?.length ? left : undefined, updatedAt: now() };
};

/** POST /api/customers/{id}/gstin-suggestions/confirm (Admins only): the suggested record merged into this one. */
export async function confirmGstinSuggestion(id: string, fromId: string, member: SignedInMember): Promise<{ kept: Customer; from: string }> {
  const customer = await found(id);
  const suggestion = suggestionOf(customer, fromId);
  const from = await customerById(suggestion.customer);
  // Merged into this one since, or gone: nothing left to merge, the suggestion only goes.
  if (!from || from._id === customer._id) {
    const saved = await customers.update(customer._id, (current) => without(current, suggestion.customer));
    if (!saved) throw new HttpError(404, TEXT.customerNotFound);
    return { kept: saved, from: suggestion.name };
  }
  const kept = await mergeCustomers(from._id, customer._id, {
    by: member.name,
    gstin: suggestion.gstin,
    action: TEXT.activityGstinConfirmed(from.name),
  });
  return { kept, from: from.name };
}

/** POST /api/customers/{id}/gstin-suggestions/dismiss: not this customer; never suggested again. */
export async function dismissGstinSuggestion(id: string, fromId: string): Promise<{ customer: Customer; from: string }> {
  const customer = await found(id);
  const suggestion = suggestionOf(customer, fromId);
  const saved = await customers.update(
    customer._id,
    (current) => ({
      ...without(current, suggestion.customer),
      gstinDismissed: [...new Set([...(current.gstinDismissed ?? []), suggestion.customer])],
    }),
    { action: TEXT.activityGstinDismissed(suggestion.name) },
  );
  if (!saved) throw new HttpError(404, TEXT.customerNotFound);
  return { customer: saved, from: suggestion.name };
}

/** POST /api/customers/{id}/gstin-merges/check (Admins only): an Admin has looked at a merge the linking made by GSTIN. */
export async function checkGstinMerge(id: string, fromId: string, member: SignedInMember): Promise<{ customer: Customer; from: string }> {
  const customer = await found(id);
  const note = uncheckedGstinMerges(customer).find((each) => each.from === fromId.trim());
  if (!note) throw new HttpError(404, TEXT.gstinMergeNotFound);
  const checked = { by: member.name, at: now() };
  const saved = await customers.update(
    customer._id,
    (current) => ({
      ...current,
      merges: current.merges?.map((each) => (each.from === note.from && each.by === 'GSTIN' ? { ...each, checked } : each)),
      updatedAt: checked.at,
    }),
    { action: TEXT.activityGstinMergeChecked(note.name) },
  );
  if (!saved) throw new HttpError(404, TEXT.customerNotFound);
  return { customer: saved, from: note.name };
}
