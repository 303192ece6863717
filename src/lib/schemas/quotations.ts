/**
 * Quotations and orders, as staff make, send and move them (src/lib/api/quotations.ts, docs/product.md
 * 2.24-2.27). The customer's answers are in ./customer-quotations.ts.
 */
import * as v from 'valibot';
import { MAX_QUOTE_LINES } from '../constants.ts';
import { ORDER_STAGES, QUOTATION_CURRENCIES, QUOTATION_STATUSES } from '../quotation.ts';
import { gstRate } from './billing.ts';
import { optionalGstRate, optionalHsn } from './content.ts';
import { MAX_LINE_DESCRIPTION, pieces } from './inboxes.ts';
import { NOTE_MAX, SEARCH_MAX, form, optionalText, requiredText } from './parts.ts';

/** An amount in the currency's units (rupees, not paise): a number from 0, at most two decimals. */
const amount = (label: string) =>
  v.pipe(
    v.number(`${label} must be a number`),
    v.minValue(0, `${label} cannot be negative`),
    v.maxValue(1_000_000_000, `${label} must be at most 1000000000`),
    v.check((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, `${label} can have at most two decimals`),
  );

export const quotationLineSchema = form({
  productId: optionalText(64, 'Product'),
  description: requiredText('Description is required', MAX_LINE_DESCRIPTION, 'Description'),
  quantity: pieces,
  unitPrice: amount('Unit price'),
  /** For the invoice: the line's HSN code, and its own GST rate (none: the quotation's `taxPercent`). */
  hsn: optionalHsn,
  taxPercent: optionalGstRate,
});

const quotationTerms = {
  charges: v.optional(
    v.pipe(
      v.array(
        form({
          label: requiredText('Charge name is required', 100, 'Charge name'),
          amount: amount('Charge'),
          /** Its own HSN (SAC) code and rate, when it is a supply of its own; none: the goods' (a composite supply). */
          hsn: optionalHsn,
          taxPercent: optionalGstRate,
        }),
        'Charges must be a list',
      ),
      v.maxLength(10, 'At most 10 other charges'),
    ),
    [],
  ),
  currency: v.optional(v.picklist(QUOTATION_CURRENCIES, 'Currency must be INR, USD, EUR or GBP'), 'INR'),
  taxPercent: v.optional(gstRate('Tax'), 0),
  /** A date (YYYY-MM-DD, New Delhi); empty: QUOTATION_VALID_DAYS from today. */
  validUntil: v.optional(
    v.pipe(
      v.string('Valid until must be a date'),
      v.check(
        (value) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))),
        'Valid until must be a date (YYYY-MM-DD)',
      ),
    ),
    '',
  ),
  leadTime: optionalText(200, 'Lead time'),
  terms: optionalText(NOTE_MAX, 'Payment terms'),
  notes: optionalText(NOTE_MAX, 'Notes'),
};

const quotationLines = v.pipe(
  v.array(quotationLineSchema, 'Lines must be a list'),
  v.minLength(1, 'Add at least one line'),
  v.maxLength(MAX_QUOTE_LINES, `At most ${MAX_QUOTE_LINES} lines in a quotation`),
);

/** POST /api/quotations: from an enquiry; without lines, a quote request's lines at their tier prices. */
export const quotationCreateSchema = form({
  enquiryId: requiredText('Enquiry is required', 64, 'Enquiry'),
  lines: v.optional(quotationLines),
  ...quotationTerms,
});

/** PUT /api/quotations/{id}: the whole quotation as staff edited it. */
export const quotationUpdateSchema = form({ lines: quotationLines, ...quotationTerms });

/** POST /api/quotations/{id}/send: optional words above the link in the customer's mail. */
export const quotationSendSchema = form({ message: optionalText(NOTE_MAX, 'Message') });

const tracking = form({
  courier: optionalText(100, 'Courier'),
  number: requiredText('Tracking number is required', 100, 'Tracking number'),
  link: v.optional(
    v.pipe(
      v.string('Tracking link must be text'),
      v.maxLength(500, 'Tracking link must be at most 500 characters'),
      v.check((value) => value === '' || /^https?:\/\/[^\s<>"']+$/.test(value.trim()), 'Tracking link must start with https://'),
    ),
    '',
  ),
});

/** POST /api/quotations/{id}/stage: the order's next stage, told to the customer unless `notify` is false. */
export const orderStageSchema = form({
  stage: v.picklist(ORDER_STAGES, `Stage must be one of: ${ORDER_STAGES.join(', ')}`),
  /** For the customer: on their page, and in the mail when they are told. */
  note: optionalText(1000, 'Note'),
  /** For staff alone. */
  internalNote: optionalText(1000, 'Note for us'),
  tracking: v.optional(tracking),
  notify: v.optional(v.boolean('Tell the customer must be true or false'), true),
  /** Why production starts before the advance is paid (recorded on the order), when Settings make it wait. */
  goAheadReason: optionalText(500, 'Reason to go ahead'),
});

/** POST /api/quotations/{id}/acceptance: an acceptance that came by mail or phone, in the customer's words. */
export const recordAcceptanceSchema = form({
  name: requiredText("The customer's name is required", 100, 'Name'),
  words: requiredText("The customer's words are required", NOTE_MAX, 'Their words'),
});

/** GET /api/quotations: which quotations (`view=orders`: the orders, the accepted ones), by status, stage, whose turn and words. */
export const quotationListSchema = v.object({
  q: v.optional(v.pipe(v.string(), v.maxLength(SEARCH_MAX, `Search must be at most ${SEARCH_MAX} characters`)), ''),
  status: v.optional(
    v.union([v.literal(''), v.picklist(QUOTATION_STATUSES)], `Status must be one of ${QUOTATION_STATUSES.join(', ')}`),
    '',
  ),
  stage: v.optional(v.union([v.literal(''), v.picklist(ORDER_STAGES)], `Stage must be one of ${ORDER_STAGES.join(', ')}`), ''),
  turn: v.optional(v.union([v.literal(''), v.picklist(['ours', 'customer', 'none'])], 'Turn must be ours, customer or none'), ''),
  view: v.optional(v.union([v.literal(''), v.literal('orders')], 'View must be orders'), ''),
  enquiryId: v.optional(v.pipe(v.string(), v.maxLength(64, 'Enquiry must be at most 64 characters')), ''),
});
