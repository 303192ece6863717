/**
 * A credit or debit note against one of the order's tax invoices (CGST Act s. 34): the reason, and for each of
 * the invoice's lines the quantity returned or the taxable amount it corrects (lines left empty are not
 * corrected). The invoice's lines are read when the dialog opens; the server works out the tax and refuses
 * more credit than a line has left, said beside the form.
 */
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { type InvoiceAnswer, invoicesApi, isNoteAnswer } from '../../../lib/api/invoices.ts';
import { callApi } from '../../../lib/client/api.ts';
import { formatMoney, formatQuantity } from '../../../lib/format/money.ts';
import { NOTE_REASON_TEXTS, NOTE_SCREEN_TEXTS as T } from '../../../lib/messages/notes.ts';
import { NOTE_REASONS, type NoteKind, type NoteReason, noteIssueSchema } from '../../../lib/schemas/notes.ts';
import type { InvoiceSummary } from '../../../lib/schemas/invoices.ts';
import type { QuotationCurrency } from '../../../lib/quotation.ts';
import { ChoiceField, TextField } from '../../components/Field.tsx';
import { FormActions } from '../../components/FormActions.tsx';
import { type Action, Said } from './action.tsx';

type By = 'quantity' | 'amount';

export interface NoteFormProps {
  kind: NoteKind;
  invoice: InvoiceSummary;
  currency: QuotationCurrency;
  action: Action;
  send: (body: {
    kind: NoteKind;
    reason: NoteReason;
    lines: { index: number; quantity?: number; amount?: number }[];
  }) => ReturnType<Parameters<Action['run']>[1]>;
  onDone: () => void;
}

export function NoteForm({ kind, invoice, currency, action, send, onDone }: NoteFormProps) {
  const [lines, setLines] = useState<InvoiceAnswer['lines'] | null>(null);
  const [reason, setReason] = useState<NoteReason>(kind === 'credit' ? 'sales-return' : 'correction');
  const [by, setBy] = useState<By>(kind === 'credit' ? 'quantity' : 'amount');
  const [values, setValues] = useState<Record<number, string>>({});
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    callApi(invoicesApi.get, { params: { id: invoice._id }, signal: controller.signal })
      .then(({ data }) => {
        if (!isNoteAnswer(data)) setLines(data.lines);
      })
      .catch(() => action.setSaid({ ...action.said, invoice: T.linesUnread }));
    return () => controller.abort();
    // The invoice's lines are read once, when the dialog opens for it.
  }, [invoice._id]);

  useEffect(() => {
    if (lines) form.current?.querySelector<HTMLElement>('select')?.focus();
  }, [lines]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = {
      kind,
      reason,
      lines: Object.entries(values)
        .filter(([, text]) => text.trim() !== '')
        .map(([index, text]) => ({ index: Number(index), [by]: Number(text) })),
    };
    const refused = action.refusal(noteIssueSchema, body);
    if (refused) return action.setSaid({ ...action.said, invoice: refused });
    if (await action.run('invoice', () => send(body))) onDone();
  }

  if (!lines) return <p>{T.readingLines}</p>;
  return (
    <form ref={form} onSubmit={submit} noValidate>
      <ChoiceField
        id={`note-reason-${invoice._id}`}
        label={T.reason}
        value={reason}
        options={NOTE_REASONS.map((value) => ({ value, label: NOTE_REASON_TEXTS[value] }))}
        onChange={setReason}
      />
      {kind === 'credit' && (
        <ChoiceField
          id={`note-by-${invoice._id}`}
          label={T.by}
          value={by}
          options={[
            { value: 'quantity', label: T.byQuantity },
            { value: 'amount', label: T.byAmount },
          ]}
          onChange={setBy}
        />
      )}
      <fieldset className="money-dialog__lines">
        <legend>{T.linesLegend}</legend>
        {lines.map((line, index) => (
          <TextField
            key={index}
            id={`note-line-${invoice._id}-${index}`}
            label={T.lineLabel(
              line.description,
              by === 'quantity' ? `${formatQuantity(line.quantity)} ${line.unit}` : formatMoney(line.taxable, currency),
              by,
            )}
            type="number"
            inputMode="decimal"
            min={0}
            step={by === 'quantity' ? 1 : 0.01}
            value={values[index] ?? ''}
            onChange={(text) => setValues({ ...values, [index]: text })}
          />
        ))}
      </fieldset>
      <Said text={action.said.invoice} />
      <FormActions busy={action.busy === 'invoice'} onCancel={onDone} cancelLabel={T.cancel} submitLabel={T.issue(kind)} />
    </form>
  );
}
