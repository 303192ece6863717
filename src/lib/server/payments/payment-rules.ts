/**
 * The rules of an order's money as pure functions of the record (tests/unit/payment-rules.test.ts): which
 * payment may be recorded, reported or confirmed, and which reminder of a balance the scheduled run sends.
 * They read no store; the writers check them on the record as it is at the conditional write.
 */
import { MESSAGES } from '../../messages/answers.ts';
import { type OrderMoney, isRefund } from '../../payments.ts';
import { formatMinor } from '../../format/money.ts';
import type { Quotation } from '../../schemas/quotations.ts';
import type { Payment } from '../../schemas/payments.ts';
import { type Refusal, refusal } from '../orders/refusals.ts';

const written = (minor: number, money: OrderMoney) => formatMinor(minor, money.currency);

/** Staff record money that arrived: an accepted order's, and never more than is outstanding. */
export function recordRefusal(quotation: Quotation, amount: number, money: OrderMoney): Refusal | null {
  if (quotation.status !== 'Accepted') return refusal(409, MESSAGES.paymentsNeedAnOrder);
  if (amount > money.outstanding)
    return refusal(409, MESSAGES.overpayment(written(amount, money), written(money.outstanding, money)));
  return null;
}

/**
 * A payment already on the order with this reference (its UTR, cheque or bank reference, in any case): a
 * confirmed one or a customer's report waiting for us. Cash without a reference never matches.
 */
export const sameReference = (quotation: Quotation, reference: string): Payment | undefined => {
  const wanted = reference.trim().toUpperCase();
  if (!wanted) return undefined;
  return (quotation.payments ?? []).find(
    (payment) => !isRefund(payment) && payment.status !== 'rejected' && payment.reference.trim().toUpperCase() === wanted,
  );
};

/** Staff give money back: an accepted order's, never more than is paid on it now. */
export function refundRefusal(quotation: Quotation, amount: number, money: OrderMoney): Refusal | null {
  if (quotation.status !== 'Accepted') return refusal(409, MESSAGES.refundsNeedAnOrder);
  if (amount > money.paid)
    return refusal(409, MESSAGES.refundTooLarge(written(amount, money), written(Math.max(0, money.paid), money)));
  return null;
}

/** The customer says they paid: once accepted, with something owed, and not more than that. */
export function reportRefusal(quotation: Quotation, amount: number | undefined, money: OrderMoney): Refusal | null {
  if (quotation.status !== 'Accepted') return refusal(409, MESSAGES.reportNeedsAcceptance);
  if (money.outstanding === 0) return refusal(409, MESSAGES.nothingOwed);
  if (amount !== undefined && amount > money.outstanding)
    return refusal(409, MESSAGES.overpayment(written(amount, money), written(money.outstanding, money)));
  return null;
}

/** A report of a reference already reported (a second click, a second tab): the first stands. */
export const sameReport = (quotation: Quotation, reference: string): Payment | undefined => sameReference(quotation, reference);

/** What a report without an amount is taken for: what the page asked for now, else what is outstanding. */
export const reportedAmount = (money: OrderMoney): number => money.due || money.outstanding;

/** Staff confirm or reject a customer's report: only one still waiting; a confirmation overpays nothing. */
export function decisionRefusal(
  payment: Payment | undefined,
  decision: 'confirm' | 'reject',
  amount: number,
  money: OrderMoney,
): Refusal | null {
  if (!payment) return refusal(404, MESSAGES.paymentNotFound);
  if (payment.status !== 'reported') return refusal(409, MESSAGES.paymentNotWaiting(payment.status));
  if (decision === 'confirm' && amount > money.outstanding)
    return refusal(409, MESSAGES.overpayment(written(amount, money), written(money.outstanding, money)));
  return null;
}

/** Whether a provider's payment is on the order already (a webhook delivered again). */
export const knownProviderPayment = (quotation: Quotation, providerPaymentId: string): boolean =>
  (quotation.payments ?? []).some((payment) => !isRefund(payment) && payment.providerPaymentId === providerPaymentId);

/** Whether a provider's refund is on the order already. */
export const knownProviderRefund = (quotation: Quotation, providerRefundId: string): boolean =>
  (quotation.payments ?? []).some((payment) => payment.providerRefundId === providerRefundId);

export type PaymentReminder = 'beforeDispatch' | 'afterDue';

/** Which reminder steps Settings leave on. */
export interface ReminderSwitches {
  remindBeforeDispatch: boolean;
  remindAfterDue: boolean;
}

/**
 * The reminder the scheduled run sends an order now, each step once: the balance before dispatch (in
 * production, not yet dispatched, something owed), then the overdue one (a tax invoice's due date passed with
 * a balance).
 */
export function reminderDue(quotation: Quotation, money: OrderMoney, switches: ReminderSwitches): PaymentReminder | null {
  if (quotation.status !== 'Accepted' || money.outstanding === 0) return null;
  const sent = quotation.paymentReminders ?? {};
  if (switches.remindAfterDue && money.overdue && !sent.afterDue) return 'afterDue';
  if (switches.remindBeforeDispatch && quotation.stage === 'In production' && !sent.beforeDispatch) return 'beforeDispatch';
  return null;
}
