/**
 * The Returns screen's two forms, each in the one modal dialog (focus kept inside, Escape closes): "Mark
 * filed" with the ARN and date the portal gave, and an export's shipping bill as customs gave it, which the
 * check asks for before GSTR-1's `exp` table is whole. Each checks its fields with the server's own schema and
 * shows the server's refusals at them.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { FormFailure, useDialogSubmit, useFirstFocus } from '../../components/ui/form-parts.tsx';
import { type ReturnPeriod, returnsApi } from '../../lib/api/returns.ts';
import { callApi } from '../../lib/client/api.ts';
import { todayInIndia } from '../../lib/format/dates.ts';
import { RETURNS_SCREEN_TEXTS as T } from '../../lib/messages/returns-screen.ts';
import { returnFiledSchema, shippingBillSchema } from '../../lib/schemas/returns.ts';
import { Field } from '../components/Field.tsx';
import { FormActions } from '../components/FormActions.tsx';

type FiledInput = v.InferInput<typeof returnFiledSchema>;

interface MarkFiledProps {
  period: ReturnPeriod | null;
  onClose: () => void;
  onFiled: (period: ReturnPeriod) => void;
}

export function MarkFiledDialog({ period, onClose, onFiled }: MarkFiledProps) {
  return (
    <Dialog
      open={period !== null}
      onClose={onClose}
      title={period ? T.filedTitle(period.label) : T.markFiled}
      description={T.filedLead}
    >
      {period && <MarkFiledForm period={period} onCancel={onClose} onFiled={onFiled} />}
    </Dialog>
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
  const form = useForm<FiledInput>({
    resolver: valibotResolver(returnFiledSchema),
    mode: 'onTouched',
    defaultValues: { arn: '', date: todayInIndia() },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  useFirstFocus(true, form.setFocus, 'arn');
  const { submit, failure } = useDialogSubmit(form, async (values) => {
    const answer = await callApi(returnsApi.filed, { params: { period: period.period }, body: values });
    onFiled(answer.data);
    return answer.message;
  });
  return (
    <form className="content-form" noValidate onSubmit={submit} aria-busy={isSubmitting}>
      <Field id="return-arn" label={T.arn} required hint={T.arnHint} error={errors.arn?.message}>
        {(control) => <input {...control} {...register('arn')} type="text" autoComplete="off" spellCheck={false} />}
      </Field>
      <Field id="return-filed-date" label={T.filedDate} required error={errors.date?.message}>
        {(control) => <input {...control} {...register('date')} type="date" max={todayInIndia()} />}
      </Field>
      <FormFailure failure={failure} />
      <FormActions busy={isSubmitting} submitLabel={T.markFiled} onCancel={onCancel} />
    </form>
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
    <Dialog
      open={invoice !== null}
      onClose={onClose}
      title={invoice ? T.shippingBillTitle(invoice.number) : T.recordShippingBill}
    >
      {invoice && <ShippingBillForm invoice={invoice} onCancel={onClose} onRecorded={onRecorded} />}
    </Dialog>
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
  const form = useForm<ShippingBillFields>({
    // The schema reads the body as sent: the rate as a number, left out when blank.
    resolver: (values, context, options) =>
      valibotResolver(shippingBillSchema)(shippingBillBody(values) as never, context, options as never) as never,
    mode: 'onTouched',
    defaultValues: { portCode: '', number: '', date: '', exchangeRate: '' },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  useFirstFocus(true, form.setFocus, 'portCode');
  const { submit, failure } = useDialogSubmit(form, async (values) => {
    const body = values as unknown as ShippingBillBody;
    const answer = await callApi(returnsApi.shippingBill, { params: { id: invoice.invoiceId }, body });
    onRecorded();
    return answer.message;
  });
  return (
    <form className="content-form" noValidate onSubmit={submit} aria-busy={isSubmitting}>
      <Field id="shipping-port" label={T.portCode} required hint={T.portCodeHint} error={errors.portCode?.message}>
        {(control) => <input {...control} {...register('portCode')} type="text" autoComplete="off" spellCheck={false} />}
      </Field>
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
      <FormFailure failure={failure} />
      <FormActions busy={isSubmitting} submitLabel={T.recordShippingBill} onCancel={onCancel} />
    </form>
  );
}
