/**
 * The calls the buyer's page makes as it opens (the quotation, its files and PDFs), apart from the
 * answers' calls (./customer-quotations.ts), so the page's first script carries none of their schemas.
 */
import type { OrderStage, QuotationCurrency, TaxFree } from '../quotation.ts';
import type { QuotationEvent, QuotationTerms } from '../schemas/quotations.ts';
import type { DocumentKind } from '../schemas/invoices.ts';
import type { QuotationBilling } from '../schemas/billing.ts';
import { type Endpoint, endpoint } from './define.ts';
import { CUSTOMER_QUOTATION_PATHS } from './paths.ts';
import { revisionQuery } from './query.ts';

/** Where the quotation stands for the customer, and so what they may do. */
export type CustomerState = 'accepted' | 'declined' | 'expired' | 'revising' | 'changes' | 'open';

/**
 * The quotation as its customer reads it: the terms of the revision last sent, never staff's notes, a draft,
 * or who of the staff did what (src/lib/server/quotations/buyer-page.ts makes it).
 */
export interface CustomerQuotation extends Pick<
  QuotationTerms,
  'currency' | 'charges' | 'taxPercent' | 'validUntil' | 'leadTime' | 'terms' | 'notes'
> {
  number: string;
  revision: number;
  state: CustomerState;
  canAccept: boolean;
  customer: { name: string; company: string };
  /** Each line with its HSN code and its own GST rate, when it has them (the totals tax each line at its rate). */
  lines: Pick<QuotationTerms['lines'][number], 'description' | 'quantity' | 'unitPrice' | 'hsn' | 'taxPercent'>[];
  /** Why the order bears no tax, once its supply is known to be under the letter of undertaking; else null. */
  taxFree: TaxFree | null;
  total: number;
  sentAt: string | null;
  earlierRevisions: number[];
  proofs: { id: string; name: string; type: string; size: number; version: number; at: string }[];
  acceptance: { name: string; at: string; revision: number } | null;
  declineReason: string | null;
  stage: OrderStage | null;
  sampleChangesAsked: boolean;
  events: CustomerEvent[];
  /** Once accepted: what is due now and how to pay it (UPI, bank, online). */
  payment: CustomerPayment | null;
  /** The buyer's billing details as given (null until given); `at` changes with every save. */
  billing: Omit<QuotationBilling, 'by'> | null;
  /** Whether they may still be given or corrected here: from the send until a tax invoice stands. */
  billingEditable: boolean;
  /** The order's invoices, oldest first. */
  invoices: CustomerInvoice[];
}

/** One of the order's invoices as the buyer's page lists it; its total in the currency's units. */
export interface CustomerInvoice {
  _id: string;
  number: string;
  /** An invoice's kind, or a credit or debit note's. */
  kind: DocumentKind;
  /** A credit or debit note's: the number of the tax invoice it corrects. */
  original?: string;
  /** A tax invoice whose every line is nil-rated: titled "Bill of supply" (rule 49). */
  billOfSupply?: true;
  /** New Delhi's day (YYYY-MM-DD). */
  date: string;
  currency: QuotationCurrency;
  total: number;
  status: 'issued' | 'cancelled';
  /** Its PDF's address (CUSTOMER_QUOTATION_PATHS.invoicePdf). */
  pdf: string;
}

/** How the customer pays what is due now, on their page (null before the quotation is accepted). */
export interface CustomerPayment {
  currency: QuotationCurrency;
  due: number;
  /** Confirmed payments less refunds. */
  paid: number;
  /** Money given back to them (by Razorpay or by us). */
  refunded: number;
  /** What they paid beyond the order: theirs, to be refunded or set against another order. */
  credit: number;
  /** Reported by the customer, not yet confirmed by us. */
  reported: number;
  outstanding: number;
  /** The document the payment is for (the proforma's or tax invoice's number, else the quotation's). */
  note: string;
  /** `upi://pay?…` for what is due now; null without a UPI ID, in another currency than rupees, or nothing due. */
  upiLink: string | null;
  /** The same link as a QR code (SVG made on the server). */
  upiQrSvg: string | null;
  bank: { holder: string; account: string; ifsc: string; bank: string; branch: string } | null;
  /** "Pay online" is offered (Razorpay set up, something due). */
  payOnline: boolean;
}

/** One entry of the page's timeline; staff appear as `us`, by the company, not by their names. */
export type CustomerEvent = Pick<QuotationEvent, 'kind' | 'at' | 'by' | 'text' | 'revision' | 'stage' | 'tracking' | 'file'>;

export const customerQuotationReads = {
  /** The revision last sent, its state, what the customer may do, the proofs, the timeline and the thread. */
  get: endpoint<{ data: CustomerQuotation }>()({ method: 'GET', path: CUSTOMER_QUOTATION_PATHS.get, access: 'public' }),
  /** A proof, or a file the customer added, as a download. */
  file: endpoint<Blob>()({ method: 'GET', path: CUSTOMER_QUOTATION_PATHS.file, access: 'public' }),
  /** The PDF as sent; `?revision=n` an earlier revision's. */
  pdf: endpoint<Blob>()({ method: 'GET', path: CUSTOMER_QUOTATION_PATHS.pdf, access: 'public', query: revisionQuery }),
} satisfies Record<string, Endpoint>;
