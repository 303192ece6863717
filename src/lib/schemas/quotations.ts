/**
 * Quotations and orders, as staff make, send and move them (src/lib/api/quotations.ts, docs/product.md
 * 2.24-2.27), and a quotation as stored: its terms as staff's form parses them, with what the server and the
 * customer's answers add. The customer's answers are in ./customer-quotations.ts.
 */
import * as v from 'valibot';
import { type EnquiryKind, MAX_QUOTE_LINES } from '../constants.ts';
import type { SupplyTreatment } from '../gst/tax.ts';
import { ORDER_STAGES, type OrderStage, QUOTATION_CURRENCIES, QUOTATION_STATUSES, type QuotationStatus } from '../quotation.ts';
import { type QuotationBilling, gstRate } from './billing.ts';
import type { fileIdSchema, quotationAcceptSchema } from './customer-quotations.ts';
import type { InvoiceSummary } from './invoices.ts';
import type { OrderEwayBill, OrderTransport } from './eway-bills.ts';
import type { Payment } from './payments.ts';
import { optionalGstRate, optionalHsn } from './content.ts';
import { MAX_LINE_DESCRIPTION, pieces } from './inboxes.ts';
import { NOTE_MAX, SEARCH_MAX, type StoredRecord, type Versioned, form, optionalText, requiredText } from './parts.ts';

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

/** What staff set on a quotation: its lines, charges, tax, currency, validity and words. */
export type QuotationTerms = v.InferOutput<typeof quotationUpdateSchema>;

/** One revision as it stood when a later one replaced it. */
export interface QuotationRevision extends QuotationTerms {
  revision: number;
  total: number;
  savedAt: string;
  savedBy: string;
  sentAt?: string;
}

/** A priced quotation made from an enquiry; the current revision's terms are its own fields. */
export interface Quotation extends StoredRecord, Versioned, QuotationTerms {
  /** 'Q-2026-0001'; '' for the moment between its creation and its number. */
  number: string;
  enquiryId: string;
  enquiryKind: EnquiryKind;
  /** Who it is for, as the enquiry said. */
  customer: { name: string; email: string; phone: string; company: string };
  status: QuotationStatus;
  revision: number;
  total: number;
  /** Earlier revisions, oldest first: each stays readable. */
  earlier: QuotationRevision[];
  /** The buyer's page's secret (256 random bits); never in a list answer or a log. */
  secret: string;
  createdBy: string;
  savedAt: string;
  savedBy: string;
  sentAt?: string;
  sentBy?: string;
  /** The revision the buyer's page shows: the latest one sent (0 before the first send). */
  sentRevision?: number;
  /** Artwork proofs: a file of the same name as an earlier one is its next version (both stay readable). */
  proofs?: QuotationProof[];
  /** The acceptance: on the buyer's page (their address) or recorded by staff (their words). */
  acceptance?: QuotationAcceptance;
  /** The order's stage once accepted. */
  stage?: OrderStage;
  stageAt?: string;
  /** The customer asked for changes to the sample sent (ours to send another). */
  sampleChangesAsked?: boolean;
  /** Why the customer declined. */
  declineReason?: string;
  /** The one reminder before the validity ends, when it went. */
  remindedAt?: string;
  /** Newest activity of any side (the Orders screen's order). */
  activityAt?: string;
  /** What happened, oldest first: sends, answers, messages, stages (the customer's timeline and thread). */
  events?: QuotationEvent[];
  /** The buyer's billing details: given on their page before accepting, corrected by staff until the first tax invoice. */
  billing?: QuotationBilling;
  /**
   * Staff's word on where the goods go, which nothing a buyer types can set: a buyer abroad confirmed as an
   * export (for the country then billed), or a supply to an SEZ unit (src/lib/gst/tax.ts, placeOfSupply).
   */
  supplyTreatment?: { treatment: SupplyTreatment; country?: string; by: string; at: string };
  /** The order's invoices, oldest first; each is kept whole in the invoices store and never edited but to cancel it. */
  invoices?: InvoiceSummary[];
  /** Money the customer said they paid, or staff recorded, oldest first. */
  payments?: Payment[];
  /** Staff started production before the advance was paid, and why. */
  advanceWaived?: { reason: string; by: string; at: string };
  /** When each reminder of a balance due went (each goes once). */
  paymentReminders?: { beforeDispatch?: string; afterDue?: string };
  /** How the consignment travels, and the e-way bill it travels under (src/lib/server/eway-bills/). */
  transport?: OrderTransport;
  ewayBill?: OrderEwayBill;
}

/**
 * An artwork proof: the file staff added (its id in the artwork store, private: staff read it signed in, the
 * customer through their page), its name, type and size, and its version under that name.
 */
export type QuotationProof = v.InferOutput<typeof fileIdSchema> & {
  name: string;
  type: string;
  size: number;
  version: number;
  at: string;
  by: string;
  /** The revision it was added to: the customer sees it from the first revision sent that holds it. */
  revision?: number;
};

/**
 * The acceptance: the name and revision the buyer's page sends, or staff's record of one that came by mail or
 * phone (who recorded it, and the customer's words).
 */
export type QuotationAcceptance = Pick<v.InferOutput<typeof quotationAcceptSchema>, 'name' | 'revision'> &
  Partial<Pick<v.InferOutput<typeof recordAcceptanceSchema>, 'words'>> & {
    at: string;
    /** The customer's network address, when they accepted on their page. */
    address?: string;
    recordedBy?: string;
    /** The proofs approved with the price: those of the accepted revision, each at its latest version. */
    proofs?: string[];
  };

export type QuotationEventKind =
  | 'sent'
  | 'changes'
  | 'accepted'
  | 'declined'
  | 'message'
  | 'file'
  | 'stage'
  | 'sample-approved'
  | 'sample-changes'
  | 'expired'
  | 'reminded'
  | 'payment-reported'
  | 'payment-reminded'
  | 'refunded'
  | 'invoice-cancelled';

/** One step of a quotation's story, as the buyer's page and the back office show it. */
export interface QuotationEvent {
  kind: QuotationEventKind;
  at: string;
  /** Who: 'customer', or the staff member's name ('' for the site's own scheduled run). */
  by: string;
  text?: string;
  revision?: number;
  stage?: OrderStage;
  tracking?: { courier: string; number: string; link: string };
  /** A stage change's mail: false when staff unticked 'Tell the customer'. */
  notified?: boolean;
  /** An artwork file the customer added (its id in the artwork store) and its name. */
  file?: { id: string; name: string; size: number };
  /** A send's PDF as it went out: its key among the private files, unique to this send. */
  pdf?: string;
  /** A stage's note written for the customer (shown on their page whether or not they were mailed). */
  forCustomer?: boolean;
  /** A stage's note for staff alone. */
  internalNote?: string;
  /** A customer's message or file that staff were mailed about (the ones between wait for the next mail). */
  toldStaff?: boolean;
}
