/**
 * Staff's side of an order's money: a payment recorded as it arrived (partial payments welcome, more than is
 * outstanding refused, the reference of one already on the order refused unless staff say it is another
 * payment), a refund given back by hand (a bank refund, with its reason), and a customer's report confirmed
 * against the bank or marked not received. Each is one conditional write of the quotation whose rule (payment-rules.ts)
 * is checked on the record as it is then, so two staff recording at once can never together take in more than
 * is owed, nor give back more than was paid. The activity list names each; a refund is on the order's timeline.
 * Money moved cancels the order's payment links of an amount no longer due (payment-links.ts).
 */
import { ACTIVITY_ACTIONS as ACTIVITY } from '../../messages/activity.ts';
import { MESSAGES } from '../../messages/answers.ts';
import { type OrderMoney, inUnits, toMinor } from '../../payments.ts';
import { formatMinor } from '../../format/money.ts';
import { todayInIndia } from '../../format/dates.ts';
import type { Quotation } from '../../schemas/quotations.ts';
import type { Payment, PaymentMethod } from '../../schemas/payments.ts';
import { HttpError } from '../http.ts';
import type { SignedInMember } from '../signed-in-member.ts';
import { quotations } from '../quotations/quotation-collection.ts';
import { withEvent } from '../orders/events.ts';
import { type Refusal, refused } from '../orders/refusals.ts';
import { newId } from '../store/index.ts';
import { cancelStaleLinks } from './payment-links.ts';
import { decisionRefusal, recordRefusal, refundRefusal, sameReference } from './payment-rules.ts';
import { moneyOf, paymentTerms } from '../orders/terms.ts';

const written = (quotation: Quotation, minor: number) => formatMinor(minor, quotation.currency);

const found = (quotation: Quotation | null): Quotation => {
  if (!quotation) throw new HttpError(404, MESSAGES.quotationNotFound);
  return quotation;
};

/** How money moved, as the activity list names it: 'Bank transfer, UTR123'. */
const how = (body: { method: PaymentMethod; reference: string }) => [body.method, body.reference].filter(Boolean).join(', ');

/** The payment terms and the order as it is (a write starts from it, so this costs no extra request). */
async function termsAndOrder(id: string) {
  const [terms, known] = await Promise.all([paymentTerms(), quotations.getWithEtag(id)]);
  if (!known) throw new HttpError(404, MESSAGES.quotationNotFound);
  return { terms, known };
}

/** One conditional write of an order's money: `rule`, on the record as it is then, refuses it (409) or `change` makes it. */
async function moneyWrite(
  id: string,
  { terms, known }: Awaited<ReturnType<typeof termsAndOrder>>,
  rule: (current: Quotation, money: OrderMoney) => Refusal | null,
  change: (current: Quotation) => Quotation,
  action: string,
): Promise<Quotation> {
  const saved = await quotations.update(
    id,
    (current) => {
      const refusal = rule(current, moneyOf(current, terms));
      if (refusal) throw refused(refusal);
      return change(current);
    },
    { known, action },
  );
  return found(saved);
}

/** Staff record money that reached the account: confirmed at once. */
export async function recordPayment(
  id: string,
  body: { amount: number; date: string; method: PaymentMethod; reference: string; confirmDifferent?: boolean },
  member: SignedInMember,
) {
  // Read first: the activity names the amount in its currency.
  const order = await termsAndOrder(id);
  const { terms, known } = order;
  const amount = toMinor(body.amount);
  const at = new Date().toISOString();
  const payment: Payment = {
    _id: newId(),
    amount,
    date: body.date || todayInIndia(),
    method: body.method,
    reference: body.reference,
    status: 'confirmed',
    source: 'staff',
    at,
    by: member.name,
    confirmedAt: at,
    confirmedBy: member.name,
  };
  // Staff said it is another payment than the one of the same reference: the activity list keeps their word.
  const action = ACTIVITY.paymentRecorded(
    written(known.value, amount),
    how(body),
    Boolean(body.confirmDifferent && sameReference(known.value, body.reference)),
  );
  const saved = await moneyWrite(
    id,
    order,
    (current, money) => recordRefusal(current, amount, money),
    (current) => {
      const first = body.confirmDifferent ? undefined : sameReference(current, body.reference);
      if (first)
        // Its code is the admin's cue to offer "It is a different payment".
        throw new HttpError(409, MESSAGES.sameReference(first.reference, written(current, first.amount), first.date), {
          code: 'same-reference',
          data: { first: { date: first.date, amount: inUnits(first.amount), reference: first.reference } },
        });
      return { ...current, payments: [...(current.payments ?? []), payment] };
    },
    action,
  );
  await cancelStaleLinks(saved, terms);
  return { message: MESSAGES.paymentRecorded(written(saved, amount), saved.number), quotation: saved, terms };
}

/** A refund as the order keeps it: a confirmed entry of kind 'refund', and its line on the timeline. */
export function withRefund(current: Quotation, refund: Omit<Payment, '_id' | 'kind' | 'status' | 'confirmedAt' | 'confirmedBy'>) {
  const entry: Payment = {
    _id: newId(),
    kind: 'refund',
    ...refund,
    status: 'confirmed',
    confirmedAt: refund.at,
    confirmedBy: refund.by,
  };
  const text = MESSAGES.refundText(written(current, refund.amount), refund.reference, refund.reason ?? '');
  return withEvent(
    { ...current, payments: [...(current.payments ?? []), entry] },
    { kind: 'refunded', at: refund.at, by: refund.by, text },
  );
}

/** Staff record money given back by hand (a bank refund): never more than is paid on the order when it is written. */
export async function recordRefund(
  id: string,
  body: { amount: number; date: string; method: PaymentMethod; reference: string; reason: string },
  member: SignedInMember,
) {
  const order = await termsAndOrder(id);
  const amount = toMinor(body.amount);
  const at = new Date().toISOString();
  const saved = await moneyWrite(
    id,
    order,
    (current, money) => refundRefusal(current, amount, money),
    (current) =>
      withRefund(current, {
        amount,
        date: body.date || todayInIndia(),
        method: body.method,
        reference: body.reference,
        reason: body.reason,
        source: 'staff',
        at,
        by: member.name,
      }),
    ACTIVITY.refundRecorded(written(order.known.value, amount), how(body), body.reason),
  );
  await cancelStaleLinks(saved, order.terms);
  return { message: MESSAGES.refundRecorded(written(saved, amount), saved.number), quotation: saved, terms: order.terms };
}

/** A customer's report confirmed (at the amount that arrived, when staff give one) or marked not received. */
export async function decideReport(
  id: string,
  paymentId: string,
  decision: 'confirm' | 'reject',
  body: { amount?: number } | undefined,
  member: SignedInMember,
) {
  const terms = await paymentTerms();
  const at = new Date().toISOString();
  let amount = 0;
  const saved = found(
    await quotations.update(
      id,
      (current) => {
        const payments = current.payments ?? [];
        const payment = payments.find((each) => each._id === paymentId);
        amount = body?.amount !== undefined ? toMinor(body.amount) : (payment?.amount ?? 0);
        const refusal = decisionRefusal(payment, decision, amount, moneyOf(current, terms));
        if (refusal) throw refused(refusal);
        const decided: Payment =
          decision === 'confirm'
            ? { ...payment!, amount, status: 'confirmed', confirmedAt: at, confirmedBy: member.name }
            : { ...payment!, status: 'rejected' };
        return { ...current, payments: payments.map((each) => (each._id === paymentId ? decided : each)) };
      },
      { action: decision === 'confirm' ? ACTIVITY.paymentReportConfirmed : ACTIVITY.paymentReportNotReceived },
    ),
  );
  if (decision === 'confirm') await cancelStaleLinks(saved, terms);
  const message =
    decision === 'confirm'
      ? MESSAGES.paymentConfirmed(written(saved, amount), saved.number)
      : MESSAGES.paymentRejected(saved.number);
  return { message, quotation: saved, terms };
}
