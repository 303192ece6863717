/**
 * The order's money: what it comes to, what is paid (less refunds), due now and outstanding, the buyer's credit
 * when they paid beyond it, and whether it is overdue; each payment with its method, reference and status (a
 * refund as money going back, with its reason), a customer's report with Confirm (it reached the account) and
 * Reject (it did not); "Record a payment" for money that arrived (part of what is due is fine; a reference
 * already on the order is refused until staff say "It is a different payment"), and "Record a refund".
 */
import { type SubmitEvent, useState } from 'react';
import { artworkApi } from '../../../lib/api/artwork.ts';
import { pathOf } from '../../../lib/api/define.ts';
import { paymentsApi } from '../../../lib/api/payments.ts';
import { callApi, refusedWith } from '../../../lib/client/api.ts';
import { MONEY_TEXTS as T } from '../../../lib/messages/payments-screen.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { PAYMENT_METHODS, type Payment, type PaymentMethod, paymentRecordSchema } from '../../../lib/schemas/payments.ts';
import { NUMBER, TableFrame } from '../../components/DataTable.tsx';
import { Panel, type PanelProps, Said, Submit, download } from './action.tsx';
import { useCheckedForm } from './checked-form.ts';
import { MoneyFields } from './MoneyFields.tsx';
import { RefundPayment } from './RefundPayment.tsx';
import './money-panels.css';

/** What staff can say of a payment the customer reported: it reached the account, or it did not. */
const DECISIONS = [
  { decision: 'confirm', label: T.confirm, named: T.confirmLabel, className: 'button button--small' },
  { decision: 'reject', label: T.reject, named: T.rejectLabel, className: 'button button--secondary button--small' },
] as const;

const EMPTY = { amount: '', date: '', method: 'UPI' as PaymentMethod, reference: '' };

export function PaymentsPanel({ quotation, action }: PanelProps) {
  const { money } = quotation;
  const written = (amount: number) => formatMoney(amount, money.currency);
  const payments = quotation.payments ?? [];
  const params = { id: quotation._id };

  const decide = (payment: Payment, decision: 'confirm' | 'reject') =>
    void action.run('payments', () =>
      decision === 'confirm'
        ? callApi(paymentsApi.confirm, { params: { ...params, paymentId: payment._id }, body: {} })
        : callApi(paymentsApi.reject, { params: { ...params, paymentId: payment._id } }),
    );

  const figure = (label: string, amount: string, className?: string) => (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{amount}</dd>
    </div>
  );

  return (
    <Panel id="quotation-payments" title={T.paymentsTitle}>
      <dl className="money-panel__figures">
        {figure(T.total, written(money.total))}
        {figure(T.advance, written(money.advance))}
        {figure(T.paid, written(money.paid))}
        {money.refunded > 0 && figure(T.refundedSum, written(money.refunded))}
        {money.reported > 0 && figure(T.reportedSum, written(money.reported), 'money-panel__waiting')}
        {figure(T.due, written(money.due), 'money-panel__due')}
        {figure(T.outstanding, written(money.outstanding))}
        {money.credit > 0 && figure(T.credit, written(money.credit), 'money-panel__credit')}
        {money.dueDate && figure(T.dueDate, money.dueDate)}
      </dl>
      {money.credit > 0 && <p className="money-panel__note">{T.creditNote(written(money.credit))}</p>}
      {money.overdue && <p className="money-panel__late">{T.overdue(money.daysOverdue)}</p>}
      {quotation.advanceWaived && (
        <p className="money-panel__note">{T.advanceWaived(quotation.advanceWaived.by, quotation.advanceWaived.reason)}</p>
      )}
      {payments.length === 0 ? (
        <p>{T.noPayments}</p>
      ) : (
        <TableFrame
          caption={T.paymentsCaption}
          className="money-panel__table"
          cards
          columns={T.paymentHeadings.map((label, index) => (index === 1 ? { label, className: NUMBER } : label))}
        >
          {payments.map((payment) => {
            const amount = written(payment.amount);
            const refund = payment.kind === 'refund';
            return (
              <tr
                key={payment._id}
                className={refund ? 'money-panel__payment--refund' : `money-panel__payment--${payment.status}`}
              >
                <td data-label={T.paymentHeadings[0]} className="admin-table__date">
                  {payment.date}
                </td>
                <td data-label={T.paymentHeadings[1]} className="admin-table__number">
                  {refund ? T.refundAmount(amount) : amount}
                </td>
                <td data-label={T.paymentHeadings[2]}>{payment.method}</td>
                <td data-label={T.paymentHeadings[3]} className="money-panel__reference">
                  {payment.reference || '—'}
                </td>
                <td data-label={T.paymentHeadings[4]}>
                  {refund ? T.refundStatus(payment.reason ?? '') : T.paymentStatus(payment.status)}
                  {payment.source === 'customer' && <span className="money-panel__source">{T.fromCustomer}</span>}
                </td>
                <td data-label={T.paymentHeadings[5]} className="money-panel__actions">
                  <div>
                    {payment.fileId && (
                      <button
                        type="button"
                        className="link-button"
                        onClick={() => void download(pathOf(artworkApi.download, { id: payment.fileId! }), 'receipt')}
                      >
                        {T.receipt}
                      </button>
                    )}
                    {payment.status === 'reported' &&
                      DECISIONS.map(({ decision, label, named, className }) => (
                        <button
                          key={decision}
                          type="button"
                          className={className}
                          disabled={action.busy === 'payments'}
                          aria-label={named(amount, payment.reference)}
                          onClick={() => decide(payment, decision)}
                        >
                          {label}
                        </button>
                      ))}
                  </div>
                </td>
              </tr>
            );
          })}
        </TableFrame>
      )}
      <Said text={action.said.payments} />
      {money.outstanding > 0 ? (
        <RecordPayment quotationId={quotation._id} action={action} />
      ) : (
        // The payment that settled the order took its form away: what was recorded is still said.
        <Said text={action.said['record-payment']} />
      )}
      {money.paid > 0 && <RefundPayment quotationId={quotation._id} action={action} />}
    </Panel>
  );
}

function RecordPayment({ quotationId, action }: { quotationId: string; action: PanelProps['action'] }) {
  const [draft, setDraft] = useState(EMPTY);
  const { form, errors, passes, send } = useCheckedForm();
  // The server named a payment of the same reference: staff may say this one is another.
  const [sameReference, setSameReference] = useState(false);

  async function record(event: SubmitEvent<HTMLFormElement> | null, confirmDifferent = false) {
    event?.preventDefault();
    const body = { ...draft, amount: draft.amount.trim() === '' ? Number.NaN : Number(draft.amount), confirmDifferent };
    setSameReference(false);
    if (!passes(paymentRecordSchema, body)) return;
    const recorded = await action.run('record-payment', () =>
      send(() => callApi(paymentsApi.record, { params: { id: quotationId }, body })).catch((error: unknown) => {
        if (refusedWith(error, 'same-reference')) setSameReference(true);
        throw error;
      }),
    );
    if (recorded) setDraft(EMPTY);
  }

  const change = (next: Partial<typeof EMPTY>) => {
    setDraft({ ...draft, ...next });
    setSameReference(false);
  };

  return (
    <form ref={form} onSubmit={record} noValidate aria-labelledby="record-payment-title">
      <h3 id="record-payment-title" className="money-panel__subtitle">
        {T.recordTitle}
      </h3>
      <div className="quotation-actions__grid money-panel__form">
        <MoneyFields idPrefix="payment" methods={PAYMENT_METHODS} draft={draft} errors={errors} change={change} />
        <div className="quotation-editor__wide">
          <Submit action={action} name="record-payment" label={T.record} />
          {sameReference && (
            <div className="money-panel__different">
              <p id="different-payment-hint" className="money-panel__note">
                {T.differentPaymentHint}
              </p>
              <button
                type="button"
                className="button button--secondary"
                aria-describedby="different-payment-hint"
                disabled={action.busy === 'record-payment'}
                onClick={() => void record(null, true)}
              >
                {T.differentPayment}
              </button>
            </div>
          )}
        </div>
      </div>
    </form>
  );
}
