/**
 * The order's invoices and the credit and debit notes on them: each with its PDF, and Cancel (with a reason,
 * kept on it) while an invoice stands; "Credit note…" and "Debit note…" beside a standing tax invoice (NoteForm);
 * "Issue proforma invoice" and, at dispatch, "Issue tax invoice" while none of that kind stands. An issue or a
 * cancel answers the document, so the order is read again to show it among the others.
 */
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { pathOf } from '../../../lib/api/define.ts';
import { invoicesApi } from '../../../lib/api/invoices.ts';
import { quotationsApi } from '../../../lib/api/quotations.ts';
import { callApi } from '../../../lib/client/api.ts';
import { MONEY_TEXTS as T } from '../../../lib/messages/payments-screen.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { type InvoiceKind, type InvoiceSummary, invoiceCancelSchema, isNoteKind } from '../../../lib/schemas/invoices.ts';
import { NOTE_KINDS, type NoteKind } from '../../../lib/schemas/notes.ts';
import { NOTE_SCREEN_TEXTS as N } from '../../../lib/messages/notes.ts';
import { NoteForm } from './NoteForm.tsx';
import { NUMBER, TableFrame } from '../../components/DataTable.tsx';
import { TextField } from '../../components/Field.tsx';
import { FormActions } from '../../components/FormActions.tsx';
import { type Action, Panel, type PanelProps, Said, download } from './action.tsx';
import { useMe } from '../../me.ts';
import { standingInvoice } from './order-invoices.ts';
import { IrnDue } from './IrnDue.tsx';
import './money-panels.css';

/** A PDF's name on disk: an invoice number's slashes are not allowed in a file name. */
const pdfName = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

export function InvoicesPanel({ quotation, action }: PanelProps) {
  const [cancelling, setCancelling] = useState<InvoiceSummary | null>(null);
  const [noting, setNoting] = useState<{ invoice: InvoiceSummary; kind: NoteKind } | null>(null);
  // Cancelling is an Admin's (the server refuses Staff): Staff are not offered it.
  const isAdmin = useMe()?.role === 'Admin';
  const invoices = quotation.invoices ?? [];
  const params = { id: quotation._id };
  const reread = async (message: string) => ({ message, data: (await callApi(quotationsApi.get, { params })).data });

  const issue = (kind: InvoiceKind) =>
    void action.run('invoice', async () => {
      const issued = await callApi(invoicesApi.issue, { params, body: { kind } });
      return reread(issued.message);
    });

  return (
    <Panel id="quotation-invoices" title={T.invoicesTitle}>
      {invoices.length === 0 ? (
        <p>{T.noInvoices}</p>
      ) : (
        <TableFrame
          caption={T.invoicesCaption}
          className="money-panel__table"
          cards
          columns={T.invoiceHeadings.map((label, index) => (index === 3 ? { label, className: NUMBER } : label))}
        >
          {invoices.map((invoice) => (
            <tr key={invoice._id} className={invoice.status === 'cancelled' ? 'money-panel__cancelled' : undefined}>
              <td data-label={T.invoiceHeadings[0]}>{invoice.number}</td>
              <td data-label={T.invoiceHeadings[1]}>{T.kind(invoice)}</td>
              <td data-label={T.invoiceHeadings[2]} className="admin-table__date">
                {invoice.date}
              </td>
              <td data-label={T.invoiceHeadings[3]} className="admin-table__number">
                {formatMoney(invoice.total, quotation.currency)}
              </td>
              <td data-label={T.invoiceHeadings[4]}>{invoice.status === 'cancelled' ? T.cancelled : T.issued}</td>
              <td data-label={T.invoiceHeadings[5]} className="money-panel__actions">
                <div>
                  <button
                    type="button"
                    className="link-button"
                    aria-label={T.pdfLabel(invoice.number)}
                    onClick={() => void download(pathOf(invoicesApi.pdf, { id: invoice._id }), pdfName(invoice.number))}
                  >
                    {T.pdf}
                  </button>
                  {invoice.kind === 'tax' &&
                    invoice.status === 'issued' &&
                    NOTE_KINDS.map((kind) => (
                      <button
                        key={kind}
                        type="button"
                        className="link-button"
                        aria-label={N.openLabel(kind, invoice.number)}
                        onClick={() => {
                          action.setSaid({ ...action.said, invoice: '' });
                          setNoting({ invoice, kind });
                        }}
                      >
                        {N.open(kind)}
                      </button>
                    ))}
                  {invoice.status === 'issued' && isAdmin && !isNoteKind(invoice.kind) && (
                    <button
                      type="button"
                      className="link-button money-panel__danger"
                      aria-label={T.cancelLabel(invoice.number)}
                      onClick={() => {
                        action.setSaid({ ...action.said, invoice: '' });
                        setCancelling(invoice);
                      }}
                    >
                      {T.cancelInvoice}
                    </button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </TableFrame>
      )}
      <div className="money-panel__buttons">
        {!standingInvoice(quotation, 'proforma') && (
          <button
            type="button"
            className="button button--secondary"
            disabled={action.busy === 'invoice'}
            onClick={() => issue('proforma')}
          >
            {T.issueProforma}
          </button>
        )}
        {!standingInvoice(quotation, 'tax') && (
          <button
            type="button"
            className="button button--secondary"
            disabled={action.busy === 'invoice'}
            aria-describedby="invoice-tax-hint"
            onClick={() => issue('tax')}
          >
            {T.issueTax}
          </button>
        )}
      </div>
      {standingInvoice(quotation, 'tax') && (
        <IrnDue invoiceId={standingInvoice(quotation, 'tax')!._id} number={standingInvoice(quotation, 'tax')!.number} />
      )}
      {!standingInvoice(quotation, 'tax') && (
        <p id="invoice-tax-hint" className="field__hint">
          {T.issueTaxHint}
        </p>
      )}
      {!cancelling && !noting && <Said text={action.said.invoice} />}
      <Dialog
        open={noting !== null}
        onClose={() => setNoting(null)}
        title={noting ? N.dialogTitle(noting.kind, noting.invoice.number) : ''}
        description={noting ? N.dialogLead(noting.kind) : ''}
        className="money-dialog"
      >
        {noting && (
          <NoteForm
            kind={noting.kind}
            invoice={noting.invoice}
            currency={quotation.currency}
            action={action}
            send={async (body) => {
              const issued = await callApi(invoicesApi.issueNote, { params: { id: noting.invoice._id }, body });
              return reread(issued.message);
            }}
            onDone={() => setNoting(null)}
          />
        )}
      </Dialog>
      <Dialog
        open={cancelling !== null}
        onClose={() => setCancelling(null)}
        title={T.cancelTitle(cancelling?.number ?? '')}
        description={T.cancelLead}
        className="money-dialog"
      >
        {cancelling && (
          <CancelForm
            invoice={cancelling}
            action={action}
            send={async (reason) => {
              const cancelled = await callApi(invoicesApi.cancel, { params: { id: cancelling._id }, body: { reason } });
              return reread(cancelled.message);
            }}
            onDone={() => setCancelling(null)}
          />
        )}
      </Dialog>
    </Panel>
  );
}

function CancelForm({
  invoice,
  action,
  send,
  onDone,
}: {
  invoice: InvoiceSummary;
  action: Action;
  send: (reason: string) => ReturnType<Parameters<Action['run']>[1]>;
  onDone: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // After the dialog's own focusing: start in the reason.
    const frame = requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('textarea')?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const refused = action.refusal(invoiceCancelSchema, { reason });
    setError(refused ?? undefined);
    if (refused) return form.current?.querySelector<HTMLElement>('textarea')?.focus();
    if (await action.run('invoice', () => send(reason.trim()))) onDone();
  }

  return (
    <form ref={form} onSubmit={submit} noValidate>
      <TextField
        id={`invoice-cancel-${invoice._id}`}
        label={T.reason}
        rows={3}
        maxLength={500}
        required
        value={reason}
        error={error}
        onChange={setReason}
      />
      <Said text={action.said.invoice} />
      <FormActions busy={action.busy === 'invoice'} onCancel={onDone} cancelLabel={T.keep} submitLabel={T.confirmCancel} danger />
    </form>
  );
}
