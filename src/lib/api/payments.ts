/**
 * Money paid for orders (netlify/functions/payments.mts): staff record payments and refunds and confirm the
 * customer's reports, the Payments list; the customer reports a payment and asks for an online payment link on their
 * page; Razorpay's webhook. Amounts are in the currency's units (rupees, not paise).
 */
import * as v from 'valibot';
import { ADMIN_PAGE_SIZE } from '../constants.ts';
import type { AgeingBucket } from '../payments.ts';
import type { OrderStage, QuotationCurrency } from '../quotation.ts';
import {
  paymentConfirmSchema,
  paymentListSchema,
  paymentRecordSchema,
  paymentRefundSchema,
  paymentReportSchema,
  razorpayEventSchema,
} from '../schemas/payments.ts';
import type { CustomerQuotation } from './customer-quotation-reads.ts';
import { type CountedPaged, type Endpoint, type MessageAnswer, endpoint } from './define.ts';
import { pageEntries, withinListDepth } from './query.ts';
import type { QuotationAnswer } from './quotations.ts';

export type { MoneyAnswer } from './quotations.ts';

/** A staff write on an order's money: the order as stored, with its money now. */
export interface PaymentWriteAnswer {
  message: string;
  data: QuotationAnswer;
}

/** An order's line on the Payments screen. */
export interface PaymentRow {
  _id: string;
  number: string;
  customer: string;
  company: string;
  currency: QuotationCurrency;
  stage: OrderStage | null;
  invoiced: number;
  /** Payments less refunds. */
  paid: number;
  refunded: number;
  outstanding: number;
  /** Paid beyond the whole: the buyer's credit. */
  credit: number;
  reported: number;
  dueDate: string | null;
  daysOverdue: number;
  /** Days since the document that billed the balance, as a bucket (null with nothing outstanding). */
  ageing: AgeingBucket | null;
}

/** Sums over every matching order in rupees (other currencies are counted, not valued). */
export interface PaymentTotals {
  outstanding: number;
  overdue: number;
  /** What buyers paid beyond their orders: theirs, to refund or to set against another order. */
  credit: number;
  /** Orders with a customer's report waiting for us to confirm. */
  waitingOnUs: number;
  ageing: Record<AgeingBucket, number>;
  otherCurrency: number;
}

const paymentListQuery = v.pipe(
  v.object({ ...pageEntries(ADMIN_PAGE_SIZE, 100), ...paymentListSchema.entries }),
  withinListDepth(),
);

export const paymentsApi = {
  /** Every order's money, overdue first, then the oldest balance; `status` outstanding (default), overdue, paid or all. */
  list: endpoint<CountedPaged<PaymentRow> & { totals: PaymentTotals }>()({
    method: 'GET',
    path: '/api/payments',
    access: 'books',
    query: paymentListQuery,
  }),
  /**
   * `{ amount, date, method, reference }` that arrived: confirmed at once; more than is outstanding is refused
   * (409). A reference already on the order is refused (409, `code: 'same-reference'`, `data: { first: { date,
   * amount, reference } }`) unless `confirmDifferent: true` says staff checked it is another payment.
   */
  record: endpoint<PaymentWriteAnswer>()({
    method: 'POST',
    path: '/api/quotations/:id/payments',
    access: 'signed-in',
    body: paymentRecordSchema,
  }),
  /** `{ amount, date, method, reference, reason }` given back by hand (a bank refund); more than is paid is refused (409). */
  refund: endpoint<PaymentWriteAnswer>()({
    method: 'POST',
    path: '/api/quotations/:id/refunds',
    access: 'signed-in',
    body: paymentRefundSchema,
  }),
  /** A customer's report found in the account: confirmed, at `amount` when it differs. */
  confirm: endpoint<PaymentWriteAnswer>()({
    method: 'POST',
    path: '/api/quotations/:id/payments/:paymentId/confirm',
    access: 'signed-in',
    body: paymentConfirmSchema,
  }),
  /** A customer's report not found in the account. */
  reject: endpoint<PaymentWriteAnswer>()({
    method: 'POST',
    path: '/api/quotations/:id/payments/:paymentId/reject',
    access: 'signed-in',
  }),
  /** "I have paid": `{ reference, amount?, fileId? }`; staff are told by mail. */
  report: endpoint<{ message: string; data: CustomerQuotation }>()({
    method: 'POST',
    path: '/api/q/:secret/payment-report',
    access: 'public',
    body: paymentReportSchema,
  }),
  /** A Razorpay Payment Link for what is due now: one live link per amount, a replaced one cancelled (404 when online payment is not set up). */
  link: endpoint<{ data: { url: string } }>()({ method: 'POST', path: '/api/q/:secret/payment-link', access: 'public' }),
  /** Razorpay's webhook, signed with RAZORPAY_WEBHOOK_SECRET (`X-Razorpay-Signature` over the raw body): `payment_link.paid`, `refund.processed`. */
  razorpay: endpoint<MessageAnswer>()({
    method: 'POST',
    path: '/api/payments/razorpay',
    access: 'public',
    body: razorpayEventSchema,
    rawBody: true,
  }),
} satisfies Record<string, Endpoint>;
