/**
 * "Record a refund" under the order's payments: money staff sent back by hand (a bank refund, UPI, a cheque or
 * cash) with its reason, never more than is paid (the server says so at once). Folded away until opened: a
 * refund is rare, and the form stays out of the way of recording payments.
 */
import { type SubmitEvent, useRef, useState } from 'react';
import * as v from 'valibot';
import { paymentsApi } from '../../../lib/api/payments.ts';
import { ApiError, callApi } from '../../../lib/client/api.ts';
import { MONEY_TEXTS as T } from '../../../lib/messages/payments-screen.ts';
import { todayInIndia } from '../../../lib/quotation.ts';
import { fieldErrors } from '../../../lib/schemas/parts.ts';
import { REFUND_METHODS, REFUND_REASON_MAX, paymentRefundSchema } from '../../../lib/schemas/payments.ts';
import { ChoiceField, TextField } from '../../components/Field.tsx';
import { type PanelProps, Submit } from './action.tsx';

type RefundMethod = (typeof REFUND_METHODS)[number];
const EMPTY = { amount: '', date: '', method: 'Bank transfer' as RefundMethod, reference: '', reason: '' };

export function RefundPayment({ quotationId, action }: { quotationId: string; action: PanelProps['action'] }) {
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);
  const focusFirstError = () =>
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  const change = (next: Partial<typeof EMPTY>) => setDraft({ ...draft, ...next });

  async function refund(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { ...draft, amount: draft.amount.trim() === '' ? Number.NaN : Number(draft.amount) };
    const checked = v.safeParse(paymentRefundSchema, body);
    if (!checked.success) {
      setErrors(fieldErrors(checked.issues));
      return focusFirstError();
    }
    setErrors({});
    const done = await action.run('record-refund', async () => {
      try {
        return await callApi(paymentsApi.refund, { params: { id: quotationId }, body });
      } catch (error) {
        if (error instanceof ApiError && error.errors) {
          setErrors(error.errors);
          focusFirstError();
        }
        throw error;
      }
    });
    if (done) setDraft(EMPTY);
  }

  return (
    <details className="money-panel__refund">
      <summary>{T.refundTitle}</summary>
      <form ref={form} onSubmit={refund} noValidate aria-label={T.refundTitle}>
        <p className="money-panel__note">{T.refundLead}</p>
        <div className="quotation-actions__grid money-panel__form">
          <TextField
            id="refund-amount"
            label={T.amount}
            inputMode="decimal"
            required
            value={draft.amount}
            error={errors.amount}
            onChange={(amount) => change({ amount })}
          />
          <TextField
            id="refund-date"
            label={T.date}
            type="date"
            value={draft.date || todayInIndia()}
            error={errors.date}
            onChange={(date) => change({ date })}
          />
          <ChoiceField
            id="refund-method"
            label={T.method}
            error={errors.method}
            value={draft.method}
            options={REFUND_METHODS}
            onChange={(method) => change({ method })}
          />
          <TextField
            id="refund-reference"
            label={T.reference}
            hint={T.referenceHint}
            maxLength={100}
            value={draft.reference}
            error={errors.reference}
            onChange={(reference) => change({ reference })}
          />
          <div className="quotation-editor__wide">
            <TextField
              id="refund-reason"
              label={T.refundReason}
              required
              maxLength={REFUND_REASON_MAX}
              value={draft.reason}
              error={errors.reason}
              onChange={(reason) => change({ reason })}
            />
          </div>
          <div className="quotation-editor__wide">
            <Submit action={action} name="record-refund" label={T.refundSubmit} look="secondary" />
          </div>
        </div>
      </form>
    </details>
  );
}
