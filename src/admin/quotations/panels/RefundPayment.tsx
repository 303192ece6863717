/**
 * "Record a refund" under the order's payments: money staff sent back by hand (a bank refund, UPI, a cheque or
 * cash) with its reason, never more than is paid (the server says so at once). A button until asked for, its
 * fields then: a refund is rare, and its fields stay out of the way of recording a payment (and of its labels).
 */
import { type SubmitEvent, useRef, useState } from 'react';
import { paymentsApi } from '../../../lib/api/payments.ts';
import { callApi } from '../../../lib/client/api.ts';
import { MONEY_TEXTS as T } from '../../../lib/messages/payments-screen.ts';
import { REFUND_METHODS, REFUND_REASON_MAX, paymentRefundSchema } from '../../../lib/schemas/payments.ts';
import { TextField } from '../../components/Field.tsx';
import { type PanelProps, Said, Submit } from './action.tsx';
import { useCheckedForm } from './checked-form.ts';
import { MoneyFields } from './MoneyFields.tsx';

type RefundMethod = (typeof REFUND_METHODS)[number];
const EMPTY = { amount: '', date: '', method: 'Bank transfer' as RefundMethod, reference: '', reason: '' };

export function RefundPayment({ quotationId, action }: { quotationId: string; action: PanelProps['action'] }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(EMPTY);
  const { form, errors, setErrors, passes, send } = useCheckedForm();
  const opener = useRef<HTMLButtonElement>(null);
  const change = (next: Partial<typeof EMPTY>) => setDraft({ ...draft, ...next });

  async function refund(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { ...draft, amount: draft.amount.trim() === '' ? Number.NaN : Number(draft.amount) };
    if (!passes(paymentRefundSchema, body)) return;
    const done = await action.run('record-refund', () =>
      send(() => callApi(paymentsApi.refund, { params: { id: quotationId }, body })),
    );
    if (done) close();
  }

  function start() {
    setOpen(true);
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('input')?.focus());
  }

  function close() {
    setDraft(EMPTY);
    setErrors({});
    setOpen(false);
    requestAnimationFrame(() => opener.current?.focus());
  }

  if (!open)
    return (
      <div className="money-panel__refund">
        <button ref={opener} type="button" className="button button--secondary" aria-expanded="false" onClick={start}>
          {T.refundTitle}
        </button>
        <Said text={action.said['record-refund']} />
      </div>
    );
  return (
    <div className="money-panel__refund">
      <form ref={form} onSubmit={refund} noValidate aria-labelledby="record-refund-title">
        <h3 id="record-refund-title" className="money-panel__subtitle">
          {T.refundTitle}
        </h3>
        <p className="money-panel__note">{T.refundLead}</p>
        <div className="quotation-actions__grid money-panel__form">
          <MoneyFields idPrefix="refund" methods={REFUND_METHODS} draft={draft} errors={errors} change={change} />
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
          <div className="quotation-editor__wide money-panel__buttons">
            <button type="button" className="button button--secondary" onClick={close}>
              {T.cancel}
            </button>
            <Submit action={action} name="record-refund" label={T.refundSubmit} />
          </div>
        </div>
      </form>
    </div>
  );
}
