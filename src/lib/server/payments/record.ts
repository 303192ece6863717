/**
 * Staff's side of an order's money: a payment recorded as it arrived (partial payments welcome, more than is
 * outstanding refused), and a customer's report confirmed against the bank or marked not received. Each is one
 * conditional write of the quotation whose rule (rules.ts) is checked on the record as it is then, so two staff
 * recording at once can never together take in more than is owed. The activity list names each.
 */
import { MESSAGES } from '../../messages/answers.ts';
import { toMinor } from '../../payments.ts';
import { formatMoney, todayInIndia } from '../../quotation.ts';
import type { Payment, PaymentMethod, Quotation } from '../../types.ts';
import { HttpError } from '../http.ts';
import type { Person } from '../person.ts';
import { quotations } from '../quotations/collection.ts';
import { refused } from '../quotations/sending.ts';
import { newId } from '../store.ts';
import { decisionRefusal, recordRefusal } from './rules.ts';
import { moneyOf, paymentTerms } from './terms.ts';

const written = (quotation: Quotation, minor: number) => formatMoney(minor / 100, quotation.currency);

const found = (quotation: Quotation | null): Quotation => {
  if (!quotation) throw new HttpError(404, MESSAGES.quotationNotFound);
  return quotation;
};

/** Staff record money that reached the account: confirmed at once. */
export async function recordPayment(
  id: string,
  body: { amount: number; date: string; method: PaymentMethod; reference: string },
  person: Person,
) {
  // Read first (the write starts from it, so this costs no extra request): the activity names the amount in its currency.
  const [terms, known] = await Promise.all([paymentTerms(), quotations.getWithEtag(id)]);
  if (!known) throw new HttpError(404, MESSAGES.quotationNotFound);
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
    by: person.name,
    confirmedAt: at,
    confirmedBy: person.name,
  };
  const action = `Payment of ${written(known.value, amount)} recorded (${[body.method, body.reference].filter(Boolean).join(', ')})`;
  const saved = found(
    await quotations.update(
      id,
      (current) => {
        const refusal = recordRefusal(current, amount, moneyOf(current, terms));
        if (refusal) throw refused(refusal);
        return { ...current, payments: [...(current.payments ?? []), payment] };
      },
      { known, action },
    ),
  );
  return { message: MESSAGES.paymentRecorded(written(saved, amount), saved.number), quotation: saved, terms };
}

/** A customer's report confirmed (at the amount that arrived, when staff give one) or marked not received. */
export async function decideReport(
  id: string,
  paymentId: string,
  decision: 'confirm' | 'reject',
  body: { amount?: number } | undefined,
  person: Person,
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
            ? { ...payment!, amount, status: 'confirmed', confirmedAt: at, confirmedBy: person.name }
            : { ...payment!, status: 'rejected' };
        return { ...current, payments: payments.map((each) => (each._id === paymentId ? decided : each)) };
      },
      { action: decision === 'confirm' ? 'Payment report confirmed' : 'Payment report marked not received' },
    ),
  );
  const message =
    decision === 'confirm'
      ? MESSAGES.paymentConfirmed(written(saved, amount), saved.number)
      : MESSAGES.paymentRejected(saved.number);
  return { message, quotation: saved, terms };
}
