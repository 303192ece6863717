/** Priced quotations made from enquiries: staff make, read and revise them. */
import { fileIdSchema, quotationMessageSchema } from '../schemas/customer-quotations.ts';
import {
  type Quotation,
  orderStageSchema,
  quotationCreateSchema,
  quotationListSchema,
  quotationSendSchema,
  quotationUpdateSchema,
  recordAcceptanceSchema,
} from '../schemas/quotations.ts';
import * as v from 'valibot';
import { ADMIN_PAGE_SIZE, type EnquiryKind } from '../constants.ts';
import type { OrderStage, QuotationCurrency, QuotationStatus, TaxFree, Turn } from '../quotation.ts';
import type { OrderMoney } from '../payments.ts';
import { type CountedPaged, type Endpoint, type Saved, endpoint } from './define.ts';
import { ORDER_MESSAGES } from '../messages/orders.ts';
import { pageEntries, revisionQuery, wholeNumber, withinListDepth } from './query.ts';

/** An order's money as staff read it beside the order (src/lib/payments.ts's OrderMoney), in the currency's units. */
export type MoneyAnswer = Omit<OrderMoney, 'billedOn'>;

/**
 * A quotation as staff read it: its buyer's page's address (`/q/{secret}`) instead of the bare secret, and
 * its order's money. Every amount is in the currency's units, its payments' and invoices' too (the record
 * keeps those in paise).
 */
/** `total` and `taxFree` as the buyer's page shows them: no tax once the supply is known to be under the LUT. */
export type QuotationAnswer = Omit<Quotation, 'secret'> & { customerUrl: string; money: MoneyAnswer; taxFree: TaxFree | null };

/**
 * A page of the quotations' rows: only those made from one enquiry (`enquiryId`), only the accepted ones
 * (`view=orders`, the Orders screen), by status, stage, whose turn, and words of the number, the customer's
 * name or company.
 */
const quotationListQuery = v.pipe(
  v.object({ ...pageEntries(ADMIN_PAGE_SIZE, 100), ...quotationListSchema.entries }),
  withinListDepth(),
);
export type QuotationListQuery = v.InferInput<typeof quotationListQuery>;

/** The report's months (the last 12 by default, at most 36); `format=csv` answers it as a file. */
const reportQuery = v.object({
  months: wholeNumber(ORDER_MESSAGES.reportMonths, 36, 12, 0),
  format: v.optional(v.string()),
});

/** A quotation's row in the lists that span them all (src/lib/server/quotations/quotation-rows.ts keeps them). */
export interface QuotationRow {
  _id: string;
  number: string;
  version: number;
  customer: string;
  company: string;
  enquiryId: string;
  enquiryKind: EnquiryKind;
  status: QuotationStatus;
  stage: OrderStage | null;
  turn: Turn;
  revision: number;
  total: number;
  currency: QuotationCurrency;
  validUntil: string;
  createdAt: string;
  /** The newest activity of either side. */
  activityAt: string;
  stageAt: string | null;
  /** The first send, the acceptance, the first dispatch, and the close (declined or expired), when they came. */
  sentAt: string | null;
  acceptedAt: string | null;
  dispatchedAt: string | null;
  closedAt: string | null;
  productIds: string[];
  /**
   * The order's money in units (src/lib/payments.ts), so the Payments list and the reminders read rows, not
   * records: what standing invoices bill, what is paid (confirmed), outstanding and reported (waiting for us),
   * the tax invoice's due date and the day of the document that billed it. Missing on rows written before.
   */
  invoiced?: number;
  /** Payments less refunds. */
  paid?: number;
  /** Refunds, when there are any. */
  refunded?: number;
  outstanding?: number;
  /** What was paid beyond the whole (the buyer's credit), when there is any. */
  credit?: number;
  reported?: number;
  dueDate?: string | null;
  billedOn?: string | null;
  /**
   * For the report's money: the standing tax invoice's day, the confirmed payments (their day and amount in
   * units, a refund's negative) and the day the order was paid in full. Each left out when there is none.
   */
  taxInvoicedOn?: string;
  collected?: { date: string; amount: number }[];
  paidInFullOn?: string;
  /** Which reminders of the balance went (each goes once). */
  paymentReminders?: { beforeDispatch?: string; afterDue?: string };
}

export interface ReportLine {
  /** 'YYYY-MM', or a category's id ('' for lines without a product). */
  key: string;
  label: string;
  requests: number | null;
  sent: number;
  accepted: number;
  declined: number;
  expired: number;
  /** Percent, one decimal; null when nothing was answered. */
  conversion: number | null;
  quotedValue: number;
  wonValue: number;
  medianDaysToQuote: number | null;
  medianDaysToDispatch: number | null;
}

/**
 * A month's money, in rupees: its tax invoices' value (cancelled ones left out), the confirmed payments dated
 * in it, and what is still unpaid today of its tax invoices; and the median days from dispatch to the order
 * being paid in full, over the orders paid in full that month (0 for one paid before it left).
 */
export interface ReportMoney {
  invoiced: number;
  collected: number;
  outstanding: number;
  medianDaysToPaidInFull: number | null;
}

export interface QuotationReport {
  months: (ReportLine & ReportMoney)[];
  categories: ReportLine[];
  /** Quotations in another currency than rupees: counted, their value left out. */
  otherCurrency: number;
}

export const quotationsApi = {
  /** From `{ enquiryId }`; without `lines`, a quote request's lines at their tier prices. 201 with `number` and `customerUrl`. */
  create: endpoint<Saved<QuotationAnswer>>()({
    method: 'POST',
    path: '/api/quotations',
    access: 'signed-in',
    body: quotationCreateSchema,
    idempotent: true,
  }),
  /** Each quotation's row, newest activity first; `total` counts every match. */
  list: endpoint<CountedPaged<QuotationRow>>()({
    method: 'GET',
    path: '/api/quotations',
    access: 'signed-in',
    query: quotationListQuery,
  }),
  /** The report: per month (the last `months`, 12 by default) and per category; `format=csv` as a file. */
  report: endpoint<{ data: QuotationReport }>()({
    method: 'GET',
    path: '/api/quotations/report',
    access: 'signed-in',
    query: reportQuery,
  }),
  get: endpoint<{ data: QuotationAnswer }>()({ method: 'GET', path: '/api/quotations/:id', access: 'signed-in' }),
  /** The whole quotation with `If-Match: {version}` (409 when stale, or when it was accepted); after a send, a new revision. */
  replace: endpoint<Saved<QuotationAnswer>>()({
    method: 'PUT',
    path: '/api/quotations/:id',
    access: 'signed-in',
    body: quotationUpdateSchema,
    ifMatch: 'required',
  }),
  /** Mails the customer their page's link and the PDF (with If-Match: a repeated click sends once); the enquiry becomes Quoted. */
  send: endpoint<Saved<QuotationAnswer>>()({
    method: 'POST',
    path: '/api/quotations/:id/send',
    access: 'signed-in',
    body: quotationSendSchema,
    ifMatch: 'optional',
  }),
  /** The PDF: `?revision=n` a sent revision as it was sent; the current draft made now otherwise. */
  pdf: endpoint<Blob>()({ method: 'GET', path: '/api/quotations/:id/pdf', access: 'signed-in', query: revisionQuery }),
  /** The order's next stage (accepted quotations only); the customer is mailed unless `notify` is false. */
  stage: endpoint<Saved<QuotationAnswer>>()({
    method: 'POST',
    path: '/api/quotations/:id/stage',
    access: 'signed-in',
    body: orderStageSchema,
  }),
  /** An acceptance that came by mail or phone: the customer's name and words, and who recorded it. */
  acceptance: endpoint<Saved<QuotationAnswer>>()({
    method: 'POST',
    path: '/api/quotations/:id/acceptance',
    access: 'signed-in',
    body: recordAcceptanceSchema,
  }),
  /** A message to the customer in the quotation's thread (mailed to them). */
  message: endpoint<Saved<QuotationAnswer>>()({
    method: 'POST',
    path: '/api/quotations/:id/messages',
    access: 'signed-in',
    body: quotationMessageSchema,
  }),
  /** An artwork proof uploaded with POST /api/artwork; a file of an earlier proof's name is its next version. */
  proof: endpoint<Saved<QuotationAnswer>>()({
    method: 'POST',
    path: '/api/quotations/:id/proofs',
    access: 'signed-in',
    body: fileIdSchema,
  }),
} satisfies Record<string, Endpoint>;
