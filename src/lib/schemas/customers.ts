/**
 * Customer records (src/lib/api/customers.ts): the list's search and sort, a staff edit, a contact added,
 * a merge and a suggested contact. The forms of the Customers screen use the same schemas.
 */
import * as v from 'valibot';
import { CUSTOMER_MESSAGES as TEXT } from '../messages/customers.ts';
import { optionalGstinField } from './billing.ts';
import { SEARCH_MAX, email, form, optionalText, requiredText } from './parts.ts';

export const CUSTOMER_SORTS = ['last-order', 'value', 'outstanding', 'name'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/** GET /api/customers: words to find (name, company, e-mail, phone, GSTIN) and the order. */
export const customerListSchema = v.object({
  q: v.optional(v.pipe(v.string(), v.maxLength(SEARCH_MAX, TEXT.searchTooLong)), ''),
  sort: v.optional(v.picklist(CUSTOMER_SORTS, TEXT.sortUnknown(CUSTOMER_SORTS)), 'last-order'),
  /** `gstin`: only the customers the linking merged by GSTIN that no Admin has checked (Admins only). */
  merged: v.optional(v.picklist(['', 'gstin'], TEXT.mergedUnknown), ''),
});

const phone = v.optional(
  v.pipe(
    v.string(TEXT.phoneFormat),
    v.check((value) => value.trim() === '' || /^[+()\d\s-]{3,30}$/.test(value.trim()), TEXT.phoneFormat),
  ),
  '',
);

/** One person at the customer: name and e-mail required, phone if known. */
export const customerContactSchema = form({
  name: requiredText(TEXT.contactNameRequired, 200, 'Contact name'),
  email: email(TEXT.emailRequired),
  phone,
});

/** PUT /api/customers/{id}: what staff edit (the linked records are the links' own, never sent back). */
export const customerUpdateSchema = form({
  name: requiredText(TEXT.nameRequired, 200, 'Name'),
  company: optionalText(200, 'Company'),
  contacts: v.pipe(
    v.array(customerContactSchema, TEXT.contactsList),
    v.minLength(1, TEXT.contactsMin),
    v.maxLength(50, TEXT.contactsMax),
  ),
  gstin: optionalGstinField,
  country: optionalText(60, 'Country'),
  state: optionalText(60, 'State'),
  billingAddress: optionalText(500, 'Billing address'),
  shippingAddress: optionalText(500, 'Shipping address'),
  notes: optionalText(5000, 'Notes'),
  tags: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(TEXT.tagsList), v.maxLength(40, TEXT.tagTooLong)), TEXT.tagsList),
      v.maxLength(30, TEXT.tagsMax),
    ),
    [],
  ),
});

/** POST /api/customers/{id}/merge: the customer to keep; this one is merged into it. */
export const customerMergeSchema = form({ into: requiredText(TEXT.intoRequired, 64, 'Into') });

/** POST /api/customers/{id}/suggestions/confirm and /dismiss: which suggested contact. */
export const customerSuggestionSchema = form({ email: email(TEXT.emailRequired) });

/** POST /api/customers/{id}/gstin-suggestions/confirm and /dismiss: the record whose order named the GSTIN. */
export const customerGstinSuggestionSchema = form({ customer: requiredText(TEXT.suggestedRecordRequired, 64, 'Customer') });

/** POST /api/customers/{id}/gstin-merges/check: the record the linking merged into this one by GSTIN. */
export const customerGstinMergeSchema = form({ from: requiredText(TEXT.mergedRecordRequired, 64, 'From') });
