/**
 * The Returns screen's two forms, each in the one modal dialog (focus kept inside, Escape closes): "Mark
 * filed" with the ARN and date the portal gave, and an export's shipping bill as customs gave it, which the
 * check asks for before GSTR-1's `exp` table is whole. Each checks its fields with the server's own schema and
 * shows the server's refusals at them.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type * as v from 'valibot';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { type ReturnPeriod, returnsApi } from '../../lib/api/returns.ts';
import { callApi } from '../../lib/client/api.ts';
import { todayInIndia } from '../../lib/format/dates.ts';
import { RETURNS_SCREEN_TEXTS as T } from '../../lib/messages/returns-screen.ts';
import { returnFiledSchema, shippingBillSchema } from '../../lib/schemas/returns.ts';
import { DialogForm, useDialogForm } from '../components/DialogForm.tsx';
import { Field } from '../components/Field.tsx';

interface MarkFiledProps {
  period: ReturnPeriod | null;
  onClose: () => void;
  onFiled: (period: ReturnPeriod) => void;
}

/** A dialog about one thing (a period, an invoice): open while there is one, its title and form made for it. */
function DialogAbout<S>({
  subject,
  onClose,
  title,
  description,
  children,
}: {
  subject: S | null;
  onClose: () => void;
  title: (subject: S) => string;
  description?: string;
  children: (subject: S) => ReactNode;
}) {
  return (
    <Dialog open={subject !== null} onClose={onClose} title={subject ? title(subject) : ''} description={description}>
      {subject && children(subject)}
    </Dialog>
  );
}

/** A code the portal or customs gave (the ARN, a port code), typed as written there: no autofill, no spelling marks. */
function CodeField({
  input,
  ...field
}: {
  id: string;
  label: string;
  hint: string;
  error?: string;
  input: UseFormRegisterReturn;
}) {
  return (
    <Field {...field} required>
      {(control) => <input {...control} {...input} type="text" autoComplete="off" spellCheck={false} />}
    </Field>
  );
}

export function MarkFiledDialog({ period, onClose, onFiled }: MarkFiledProps) {
  return (
    <DialogAbout subject={period} onClose={onClose} title={(chosen) => T.filedTitle(chosen.label)} description={T.filedLead}>
      {(chosen) => <MarkFiledForm period={chosen} onCancel={onClose} onFiled={onFiled} />}
    </DialogAbout>
  );
}

function MarkFiledForm({
  period,
  onCancel,
  onFiled,
}: {
  period: ReturnPeriod;
  onCancel: () => void;
  onFiled: MarkFiledProps['onFiled'];
}) {
  const { register, errors, sending } = useDialogForm({
    resolver: valibotResolver(returnFiledSchema),
    defaultValues: { arn: '', date: todayInIndia() },
    first: 'arn',
    send: (values) => callApi(returnsApi.filed, { params: { period: period.period }, body: values }),
    done: (answer) => onFiled(answer.data),
  });
  return (
    <DialogForm sending={sending} submitLabel={T.markFiled} onCancel={onCancel}>
      <CodeField id="return-arn" label={T.arn} hint={T.arnHint} error={errors.arn?.message} input={register('arn')} />
      <Field id="return-filed-date" label={T.filedDate} required error={errors.date?.message}>
        {(control) => <input {...control} {...register('date')} type="date" min={period.ends} max={todayInIndia()} />}
      </Field>
    </DialogForm>
  );
}

/** The export whose shipping bill is recorded: its id and number. */
export interface ExportInvoice {
  invoiceId: string;
  number: string;
  /** An invoice in a foreign currency also asks for the customs exchange rate. */
  foreign: boolean;
}

interface ShippingBillProps {
  invoice: ExportInvoice | null;
  onClose: () => void;
  onRecorded: () => void;
}

/** The form's values as typed: the exchange rate is text until it is sent. */
type ShippingBillFields = Omit<v.InferInput<typeof shippingBillSchema>, 'exchangeRate'> & { exchangeRate: string };

export function ShippingBillDialog({ invoice, onClose, onRecorded }: ShippingBillProps) {
  return (
    <DialogAbout subject={invoice} onClose={onClose} title={(chosen) => T.shippingBillTitle(chosen.number)}>
      {(chosen) => <ShippingBillForm invoice={chosen} onCancel={onClose} onRecorded={onRecorded} />}
    </DialogAbout>
  );
}

const shippingBillBody = ({ exchangeRate, ...rest }: ShippingBillFields) =>
  exchangeRate.trim() === '' ? rest : { ...rest, exchangeRate: Number(exchangeRate) };

/** What the resolver hands the submit is the schema's output: the body to send as it is. */
type ShippingBillBody = v.InferOutput<typeof shippingBillSchema>;

function ShippingBillForm({
  invoice,
  onCancel,
  onRecorded,
}: {
  invoice: ExportInvoice;
  onCancel: () => void;
  onRecorded: () => void;
}) {
  const { register, errors, sending } = useDialogForm({
    // The schema reads the body as sent: the rate as a number, left out when blank.
    resolver: (values, context, options) =>
      valibotResolver(shippingBillSchema)(shippingBillBody(values) as never, context, options as never) as never,
    defaultValues: { portCode: '', number: '', date: '', exchangeRate: '' },
    first: 'portCode',
    send: (values) =>
      callApi(returnsApi.shippingBill, { params: { id: invoice.invoiceId }, body: values as unknown as ShippingBillBody }),
    done: onRecorded,
  });
  return (
    <DialogForm sending={sending} submitLabel={T.recordShippingBill} onCancel={onCancel}>
      <CodeField
        id="shipping-port"
        label={T.portCode}
        hint={T.portCodeHint}
        error={errors.portCode?.message}
        input={register('portCode')}
      />
      <Field id="shipping-number" label={T.shippingBillNumber} required error={errors.number?.message}>
        {(control) => <input {...control} {...register('number')} type="text" inputMode="numeric" autoComplete="off" />}
      </Field>
      <Field id="shipping-date" label={T.shippingBillDate} required error={errors.date?.message}>
        {(control) => <input {...control} {...register('date')} type="date" max={todayInIndia()} />}
      </Field>
      {invoice.foreign && (
        <Field id="shipping-rate" label={T.exchangeRate} hint={T.exchangeRateHint} error={errors.exchangeRate?.message}>
          {(control) => <input {...control} {...register('exchangeRate')} type="text" inputMode="decimal" autoComplete="off" />}
        </Field>
      )}
    </DialogForm>
  );
}
