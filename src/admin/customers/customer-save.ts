/**
 * A customer's edits: the whole record as PUT takes it (the linked records are the links' own and never sent
 * back), saved over the version staff opened (If-Match). A save over someone else's newer version is refused
 * (409) and says so; the form then shows the stored version.
 */
import * as v from 'valibot';
import { type Customer, type CustomerContact, customersApi } from '../../lib/api/customers.ts';
import { ApiError, callApi } from '../../lib/client/api.ts';
import { fieldErrors } from '../../lib/schemas/parts.ts';
import { customerUpdateSchema } from '../../lib/schemas/customers.ts';

export type CustomerEdit = v.InferInput<typeof customerUpdateSchema>;

/** What staff edit of a record, as PUT takes it. */
export const editOf = (customer: Customer): CustomerEdit => ({
  name: customer.name,
  company: customer.company ?? '',
  contacts: customer.contacts.map(({ name, email, phone }): CustomerContact => ({ name, email, phone: phone ?? '' })),
  gstin: customer.gstin ?? '',
  country: customer.country ?? '',
  state: customer.state ?? '',
  billingAddress: customer.billingAddress ?? '',
  shippingAddress: customer.shippingAddress ?? '',
  notes: customer.notes ?? '',
  tags: customer.tags,
});

/** The first message per field when the edit breaks a rule of the server's schema, or null when it passes. */
export function editRefusal(edit: CustomerEdit): Record<string, string> | null {
  const result = v.safeParse(customerUpdateSchema, edit);
  return result.success ? null : fieldErrors(result.issues, { whole: true });
}

/** Saves `edit` over the version staff opened: the message and the record as stored now. */
export async function saveCustomer(customer: Customer, edit: CustomerEdit) {
  return callApi(customersApi.update, {
    params: { id: customer._id },
    body: edit,
    headers: { 'If-Match': String(customer.version) },
  });
}

/** A save refused because someone else saved a newer version in between. */
export const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/** Tags as typed ('woven, export'): trimmed, empty ones and repeats left out. */
export const tagsFrom = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  ),
];
