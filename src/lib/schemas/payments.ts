/**
 * Money paid for an order (src/lib/api/payments.ts): staff's record of a payment or of a refund, the customer's
 * report of a payment, and Razorpay's webhook as far as it is read. Amounts are in the currency's units (rupees, not paise),
 * at most two decimals. Client-safe and small (parts, texts, the quotation's day), so the buyer's page can carry the report's.
 * A payment as an order stores it is derived from these at the end.
 */
import * as v from 'valibot';
import { PAYMENT_MESSAGES as TEXT } from '../messages/payments.ts';
import { todayInIndia } from '../format/dates.ts';
import { form, optionalText, requiredText } from './parts.ts';

export const PAYMENT_METHODS = ['UPI', 'Bank transfer', 'Online', 'Cheque', 'Cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The largest amount one payment can be (the quotation's own lines stop at the same figure). */
const MAX_AMOUNT = 1_000_000_000;

/** An amount paid: more than 0, at most two decimals. */
export const paidAmount = v.pipe(
  v.number(TEXT.paymentAmountNumber),
  v.check((value) => Number.isFinite(value) && value > 0, TEXT.paymentAmountPositive),
  v.maxValue(MAX_AMOUNT, TEXT.paymentAmountMax),
  v.check((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, TEXT.paymentAmountDecimals),
);

/** A day it was paid (YYYY-MM-DD, New Delhi), not after today; empty: today. */
const paidOn = v.optional(
  v.pipe(
    v.string(TEXT.paymentDateFormat),
    v.check(
      (value) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))),
      TEXT.paymentDateFormat,
    ),
    v.check((value) => value === '' || value <= todayInIndia(), TEXT.paymentDateFuture),
  ),
  '',
);

/** POST /api/quotations/{id}/payments: what staff saw arrive (a partial payment is fine). */
export const paymentRecordSchema = form({
  amount: paidAmount,
  date: paidOn,
  method: v.picklist(PAYMENT_METHODS, TEXT.paymentMethod(PAYMENT_METHODS)),
  /** The UTR, cheque or transaction number ('' for cash). */
  reference: optionalText(100, 'Reference'),
  /** Staff checked that a payment with the reference of one already on the order is another payment. */
  confirmDifferent: v.optional(v.boolean(TEXT.confirmDifferent), false),
});

/** How staff give money back by hand; an online payment's refund is made at Razorpay and its webhook records it. */
export const REFUND_METHODS = PAYMENT_METHODS.filter((method) => method !== 'Online');

/** The longest reason a refund gives. */
export const REFUND_REASON_MAX = 500;

/** POST /api/quotations/{id}/refunds: money staff sent back (a bank refund), with why. */
export const paymentRefundSchema = form({
  amount: paidAmount,
  date: paidOn,
  method: v.picklist(REFUND_METHODS, TEXT.refundMethod(REFUND_METHODS)),
  reference: optionalText(100, 'Reference'),
  reason: requiredText(TEXT.refundReasonRequired, REFUND_REASON_MAX, 'Reason'),
});

/** POST /api/quotations/{id}/payments/{paymentId}/confirm: the amount as it reached the account, when it differs from the report's. */
export const paymentConfirmSchema = form({ amount: v.optional(paidAmount) });

/** A UTR (12 digits) or a bank's reference: letters and digits, as the buyer's bank shows it. */
export const REFERENCE_PATTERN = /^[A-Za-z0-9]{6,35}$/;

/** POST /api/q/{secret}/payment-report: "I have paid", with the reference, the amount and a receipt if they like. */
export const paymentReportSchema = form({
  reference: v.pipe(
    v.string(TEXT.paymentReferenceRequired),
    v.check((value) => value.trim() !== '', TEXT.paymentReferenceRequired),
    v.check((value) => REFERENCE_PATTERN.test(value.trim()), TEXT.paymentReferenceFormat),
  ),
  amount: v.optional(paidAmount),
  /** A receipt uploaded with POST /api/artwork. */
  fileId: optionalText(64, 'Receipt'),
});

export const PAYMENT_LIST_STATUSES = ['outstanding', 'overdue', 'paid', 'all'] as const;

/** GET /api/payments: which orders (outstanding by default). */
export const paymentListSchema = v.object({
  status: v.optional(v.picklist(PAYMENT_LIST_STATUSES, TEXT.paymentStatusFilter), 'outstanding'),
});

/** Razorpay's `notes`: an object, or `[]` when there are none (as its API writes an empty one). */
const notes = v.optional(v.union([v.record(v.string(), v.unknown()), v.array(v.unknown())]));

const providerId = v.pipe(v.string(), v.maxLength(64));
const minorAmount = v.pipe(v.number(), v.integer(), v.minValue(0));
/** Razorpay's times: unix seconds. */
const unixSeconds = v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)));

const razorpayPayment = v.looseObject({
  id: providerId,
  amount: minorAmount,
  currency: v.pipe(v.string(), v.maxLength(3)),
  status: v.optional(v.string()),
  notes,
  created_at: unixSeconds,
});

const razorpayLink = v.looseObject({
  id: providerId,
  reference_id: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100)))),
  notes,
});

const razorpayRefund = v.looseObject({
  id: providerId,
  payment_id: providerId,
  amount: minorAmount,
  currency: v.pipe(v.string(), v.maxLength(3)),
  status: v.optional(v.string()),
  created_at: unixSeconds,
});

/**
 * POST /api/payments/razorpay: an event as Razorpay delivers it; only the fields read are checked (the rest of
 * its payload is kept loose, so an event with a field added later still reads).
 */
export const razorpayEventSchema = v.looseObject({
  event: v.pipe(v.string('The event is required'), v.maxLength(100)),
  payload: v.optional(
    v.looseObject({
      payment: v.optional(v.looseObject({ entity: razorpayPayment })),
      payment_link: v.optional(v.looseObject({ entity: razorpayLink })),
      refund: v.optional(v.looseObject({ entity: razorpayRefund })),
    }),
    {},
  ),
});

/**
 * Money paid for an order, or given back (a refund: `kind: 'refund'`, its amount as positive as a payment's and
 * taken off what is paid): the method, reference, refund's reason and receipt as the forms parse them, with the
 * amount in minor units (paise, cents) and the day it was paid (YYYY-MM-DD, New Delhi).
 */
export type Payment = Pick<v.InferOutput<typeof paymentRecordSchema>, 'method' | 'reference'> &
  Partial<Pick<v.InferOutput<typeof paymentRefundSchema>, 'reason'>> &
  Partial<Pick<v.InferOutput<typeof paymentReportSchema>, 'fileId'>> & {
    _id: string;
    /** 'refund' for money given back; a payment says nothing. */
    kind?: 'refund';
    amount: number;
    date: string;
    /** A customer's report waits for staff to confirm it against the bank; staff's own records are confirmed. */
    status: 'reported' | 'confirmed' | 'rejected';
    source: 'customer' | 'staff' | 'online';
    /** The payment provider's id (Razorpay's `pay_…`): a webhook delivered twice records one payment. */
    providerPaymentId?: string;
    /** A refund's provider id (Razorpay's `rfnd_…`): a webhook delivered twice records one refund. */
    providerRefundId?: string;
    at: string;
    by: string;
    confirmedAt?: string;
    confirmedBy?: string;
  };
