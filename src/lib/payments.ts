/**
 * What an order owes, the same on the server, in the admin and on the buyer's page: from the order's
 * total, its standing invoices (and the credit and debit notes on them), its payments, its stage and the advance asked for. Amounts are summed in
 * minor units (paise, cents) and carried as such; `inUnits` turns a figure into the currency's units for an
 * answer. Before production the customer owes the advance; from production on, the whole of what is billed.
 * A refund takes its amount off what is paid; what is paid beyond the whole is the buyer's credit, kept in sight
 * (outstanding stops at 0, so without it an overpayment would vanish from the books).
 */
import { todayInIndia } from './format/dates.ts';
import { ORDER_STAGES, type OrderStage, type QuotationCurrency, type QuotationStatus } from './quotation.ts';
import type { Payment } from './schemas/payments.ts';
import type { InvoiceSummary } from './schemas/invoices.ts';

export const toMinor = (amount: number): number => Math.round(amount * 100);
export const inUnits = (minor: number): number => minor / 100;

/** The advance asked for when Settings say nothing (the terms: 50% with the order). */
export const DEFAULT_ADVANCE_PERCENT = 50;

/** Production has begun: the whole amount is due from here on. */
export const fromProduction = (stage: OrderStage | null | undefined): boolean =>
  !!stage && ORDER_STAGES.indexOf(stage) >= ORDER_STAGES.indexOf('In production');

/** What of an order its money is read from. */
export interface OrderForMoney {
  status: QuotationStatus;
  /** The quotation's total, in the currency's units. */
  total: number;
  currency: QuotationCurrency;
  stage?: OrderStage | null;
  acceptance?: { at: string };
  invoices?: readonly InvoiceSummary[];
  payments?: readonly Payment[];
}

/** An order's money; every amount in minor units. */
export interface OrderMoney {
  currency: QuotationCurrency;
  /** What the order comes to: the tax invoices' total with their credit and debit notes, else the proforma's, else the quotation's. */
  total: number;
  /** What standing documents bill: the tax invoices' less credit notes and plus debit notes, else the proforma's (0 before either). */
  invoiced: number;
  /** The advance asked for before production. */
  advance: number;
  /** Confirmed payments less refunds. */
  paid: number;
  /** Refunds: money given back, by Razorpay or by staff. */
  refunded: number;
  /** What is paid beyond the whole: the buyer's, to refund or to set against another order. */
  credit: number;
  /** Payments the customer reported that staff have not confirmed yet. */
  reported: number;
  /** What is to be paid now: the advance's rest before production, the whole rest from production on. */
  due: number;
  /** What is still unpaid of the whole (never below 0). */
  outstanding: number;
  /** The latest standing tax invoice's due date for the balance (YYYY-MM-DD). */
  dueDate: string | null;
  /** The day of the document that bills the order (the tax invoice's, else the proforma's, else the acceptance's). */
  billedOn: string | null;
  overdue: boolean;
  daysOverdue: number;
}

export const ZERO_MONEY = (currency: QuotationCurrency): OrderMoney => ({
  currency,
  total: 0,
  invoiced: 0,
  advance: 0,
  paid: 0,
  refunded: 0,
  credit: 0,
  reported: 0,
  due: 0,
  outstanding: 0,
  dueDate: null,
  billedOn: null,
  overdue: false,
  daysOverdue: 0,
});

/** Whole days from one New Delhi day (YYYY-MM-DD) to another. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export const isRefund = (payment: Pick<Payment, 'kind'>): boolean => payment.kind === 'refund';

/** A confirmed payment's amount as it counts towards what is paid: a refund's taken off. */
export const signedAmount = (payment: Pick<Payment, 'kind' | 'amount'>): number =>
  isRefund(payment) ? -payment.amount : payment.amount;

const sum = (payments: readonly Payment[], status: Payment['status']) =>
  payments
    .filter((payment) => payment.status === status && !isRefund(payment))
    .reduce((total, payment) => total + payment.amount, 0);

const refundsOf = (payments: readonly Payment[]) =>
  payments
    .filter((payment) => payment.status === 'confirmed' && isRefund(payment))
    .reduce((total, refund) => total + refund.amount, 0);

/**
 * An order's money today (`today` New Delhi's day). A quotation not yet accepted owes nothing. The advance is
 * the proforma's own when it says one, else `advancePercent` of the proforma's total (or the quotation's).
 */
export function orderMoney(
  order: OrderForMoney,
  { advancePercent, today }: { advancePercent: number; today: string },
): OrderMoney {
  const zero = ZERO_MONEY(order.currency);
  const payments = order.payments ?? [];
  const refunded = refundsOf(payments);
  const paid = sum(payments, 'confirmed') - refunded;
  const reported = sum(payments, 'reported');
  if (order.status !== 'Accepted') return { ...zero, paid, refunded, reported };
  const standing = (order.invoices ?? []).filter((invoice) => invoice.status === 'issued');
  const taxInvoices = standing.filter((invoice) => invoice.kind === 'tax');
  const proforma = standing.findLast((invoice) => invoice.kind === 'proforma');
  const lastTax = taxInvoices.at(-1);
  // A credit note lowers what its standing tax invoice billed, a debit note raises it (CGST Act s. 34).
  const billedBy = new Set(taxInvoices.map((invoice) => invoice.number));
  const noted = standing
    .filter((note) => note.original !== undefined && billedBy.has(note.original))
    .reduce((sum, note) => sum + (note.kind === 'debit' ? note.total : note.kind === 'credit' ? -note.total : 0), 0);
  const invoiced = taxInvoices.length
    ? Math.max(0, taxInvoices.reduce((total, invoice) => total + invoice.total, 0) + noted)
    : (proforma?.total ?? 0);
  const total = taxInvoices.length ? invoiced : invoiced || toMinor(order.total);
  const advance = proforma?.advance ?? Math.round(((proforma?.total ?? toMinor(order.total)) * advancePercent) / 100);
  const outstanding = Math.max(0, total - paid);
  const due = fromProduction(order.stage) ? outstanding : Math.max(0, Math.min(advance, total) - paid);
  const dueDate = lastTax?.dueDate ?? null;
  const daysOverdue = dueDate && outstanding > 0 ? Math.max(0, daysBetween(dueDate, today)) : 0;
  return {
    ...zero,
    total,
    invoiced,
    advance,
    paid,
    refunded,
    credit: Math.max(0, paid - total),
    reported,
    due,
    outstanding,
    dueDate,
    billedOn: lastTax?.date ?? proforma?.date ?? (order.acceptance ? todayInIndia(new Date(order.acceptance.at)) : null),
    overdue: daysOverdue > 0,
    daysOverdue,
  };
}

/**
 * The day an order was paid in full: the date of the confirmed payment (oldest first) that brought what is
 * paid up to `total` (minor units); null while anything of it is unpaid (a refund since counts), or when
 * nothing is owed.
 */
export function paidInFullOn(payments: readonly Payment[], total: number): string | null {
  if (total <= 0) return null;
  let paid = 0;
  let on: string | null = null;
  for (const payment of payments.filter((each) => each.status === 'confirmed').sort((a, b) => a.date.localeCompare(b.date))) {
    paid += signedAmount(payment);
    if (paid < total) on = null;
    else on ??= payment.date;
  }
  return on;
}

/** Whether the advance is in: paid in full (or none asked for). */
export const advancePaid = (money: OrderMoney): boolean => money.paid >= Math.min(money.advance, money.total);

export const AGEING_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** How old a balance is, by the days since the document that billed it. */
export function ageingBucket(days: number): AgeingBucket {
  if (days <= 30) return '0-30';
  if (days <= 60) return '31-60';
  if (days <= 90) return '61-90';
  return '90+';
}
