/**
 * Records as stored and as the API answers them. Every record has a time-sortable `_id`.
 * (Over 300 lines: one table of the stored shapes, so a record's fields are found in one place; each
 * feature's own types beyond its records live in its folder.)
 */
import type * as v from 'valibot';
import type { EnquiryKind } from './constants.ts';
import type { SupplyTreatment } from './gst/tax.ts';
import type { OrderStage, QuotationStatus } from './quotation.ts';
import type { QuotationBilling } from './schemas/billing.ts';
import type { InvoiceSummary } from './schemas/invoices.ts';
import type { Payment } from './schemas/payments.ts';
import type { quotationUpdateSchema } from './schemas/quotations.ts';
import type { StoredRecord, Versioned } from './schemas/parts.ts';

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
  /** The customer's page's secret (256 random bits); never in a list answer or a log. */
  secret: string;
  createdBy: string;
  savedAt: string;
  savedBy: string;
  sentAt?: string;
  sentBy?: string;
  /** The revision the customer's page shows: the latest one sent (0 before the first send). */
  sentRevision?: number;
  /** Artwork proofs: a file of the same name as an earlier one is its next version (both stay readable). */
  proofs?: QuotationProof[];
  /** The acceptance: on the customer's page (their address) or recorded by staff (their words). */
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
}

export interface QuotationProof {
  /** Its id in the artwork store (private: staff read it signed in, the customer through their page). */
  fileId: string;
  name: string;
  type: string;
  size: number;
  version: number;
  at: string;
  by: string;
  /** The revision it was added to: the customer sees it from the first revision sent that holds it. */
  revision?: number;
}

export interface QuotationAcceptance {
  name: string;
  at: string;
  revision: number;
  /** The customer's network address, when they accepted on their page. */
  address?: string;
  /** Staff who recorded an acceptance that came by mail or phone, and the customer's words. */
  recordedBy?: string;
  words?: string;
  /** The proofs approved with the price: those of the accepted revision, each at its latest version. */
  proofs?: string[];
}

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

/** One step of a quotation's story, as the customer's page and the back office show it. */
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
