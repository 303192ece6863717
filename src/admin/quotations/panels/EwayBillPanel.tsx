/**
 * Transport and e-way bill (an accepted order): the consignment's transport, in a form checked with the
 * server's own schema (react-hook-form over valibot), with the validity the portal would give for its
 * distance; the portal's JSON to download once the tax invoice stands; and the e-way bill's number and
 * validity as the portal gave them. Each save names the order's version (If-Match).
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { pathOf } from '../../../lib/api/define.ts';
import { ewayBillsApi } from '../../../lib/api/eway-bills.ts';
import { callApi } from '../../../lib/client/api.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { EWAY_BILL_MESSAGES as T } from '../../../lib/messages/eway-bills.ts';
import {
  ewayBillNumberSchema,
  pinOf,
  type transportSchema,
  transportSchemaFor,
  validityDays,
} from '../../../lib/schemas/eway-bills.ts';
import { Field, InputField, NumberField, SelectField, labelled } from '../../components/Field.tsx';
import { type Action, Panel, type PanelProps, Submit, download } from './action.tsx';
import { standingInvoice } from './order-invoices.ts';
import './money-panels.css';

type TransportInput = v.InferInput<typeof transportSchema>;
type TransportOutput = v.InferOutput<typeof transportSchema>;
type NumberInput = v.InferInput<typeof ewayBillNumberSchema>;
type NumberOutput = v.InferOutput<typeof ewayBillNumberSchema>;

/** A validity as the form's date-and-time box holds it: New Delhi's clock, to the minute. */
const inIndia = (iso: string) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 16);

/** Which order a save is for, and the version of it the form was filled from (If-Match). */
const theOrder = (quotation: PanelProps['quotation']) => ({
  params: { id: quotation._id },
  headers: { 'If-Match': `"${quotation.version}"` },
});

export function EwayBillPanel({ quotation, action }: PanelProps) {
  const invoice = standingInvoice(quotation, 'tax');
  const bill = quotation.ewayBill;
  const billing = quotation.billing;
  const pin = billing ? pinOf(billing.shippingAddress || billing.address) : '';
  return (
    <Panel id="quotation-eway-bill" title={T.panelTitle}>
      <p className="money-panel__note">{T.panelIntro}</p>
      <p className="money-panel__note">{T.deliveryPin(pin)}</p>
      <TransportForm quotation={quotation} action={action} />
      {invoice && (
        <p>
          <button
            type="button"
            className="button button--secondary button--small"
            aria-describedby="eway-download-hint"
            onClick={() =>
              void download(
                pathOf(ewayBillsApi.json, { id: quotation._id }),
                `eway-bill-${invoice.number.replaceAll('/', '-')}.json`,
              )
            }
          >
            {T.downloadJson}
          </button>{' '}
          <span id="eway-download-hint" className="money-panel__note">
            {T.downloadHint}
          </span>
        </p>
      )}
      {bill && <p role="status">{T.kept(bill.number, formatDateTime(bill.validUntil), bill.invoiceNumber)}</p>}
      {invoice && <NumberForm quotation={quotation} action={action} />}
    </Panel>
  );
}

function TransportForm({ quotation, action }: PanelProps) {
  const kept = quotation.transport;
  const currency = quotation.currency;
  const form = useForm<TransportInput, unknown, TransportOutput>({
    resolver: valibotResolver(transportSchemaFor(currency)),
    mode: 'onTouched',
    defaultValues: {
      transporter: kept?.transporter ?? '',
      transporterId: kept?.transporterId ?? '',
      mode: kept?.mode ?? 'road',
      vehicle: kept?.vehicle ?? '',
      document: kept?.document ?? '',
      documentDate: kept?.documentDate ?? '',
      distanceKm: kept?.distanceKm ?? Number.NaN,
      exchangeRate: kept?.exchangeRate,
    },
  });
  const distance = form.watch('distanceKm');
  const mode = form.watch('mode');
  const submit = form.handleSubmit((body) =>
    action.run('transport', () => callApi(ewayBillsApi.transport, { ...theOrder(quotation), body })),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={T.saveTransport}>
      {!kept && <p className="money-panel__note">{T.noTransport}</p>}
      <InputField form={form} path="transporter" id="eway-transporter" label={T.transporter} required />
      <InputField form={form} path="transporterId" id="eway-transporter-id" label={T.transporterId} />
      <SelectField
        id="eway-mode"
        label={T.mode}
        required
        options={labelled(T.modes)}
        registration={form.register('mode')}
        error={form.formState.errors.mode?.message}
      />
      {mode === 'road' ? (
        <InputField form={form} path="vehicle" id="eway-vehicle" label={T.vehicle} required />
      ) : (
        <>
          <InputField form={form} path="document" id="eway-document" label={T.document} required />
          <InputField form={form} path="documentDate" id="eway-document-date" label={T.documentDate} type="date" />
        </>
      )}
      <NumberField
        form={form}
        path="distanceKm"
        id="eway-distance"
        label={T.distanceKm}
        required
        step="1"
        hint={T.distanceHint}
      />
      {currency !== 'INR' && (
        <Field
          id="eway-exchange-rate"
          label={T.exchangeRate(currency)}
          required
          hint={T.exchangeRateHint}
          error={form.formState.errors.exchangeRate?.message}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="decimal"
              step="0.0001"
              {...form.register('exchangeRate', {
                // Blank is no rate given: the schema names it required.
                setValueAs: (value: string | number | undefined) =>
                  value === '' || value === undefined ? undefined : Number(value),
              })}
            />
          )}
        </Field>
      )}
      <p className="money-panel__note" aria-live="polite">
        {Number.isInteger(distance) && Number(distance) > 0 ? T.validityHint(validityDays(Number(distance))) : T.noValidity}
      </p>
      <Submit action={action} name="transport" label={T.saveTransport} look="secondary" />
    </form>
  );
}

function NumberForm({ quotation, action }: { quotation: PanelProps['quotation']; action: Action }) {
  const bill = quotation.ewayBill;
  const form = useForm<NumberInput, unknown, NumberOutput>({
    resolver: valibotResolver(ewayBillNumberSchema),
    mode: 'onTouched',
    defaultValues: { number: bill?.number ?? '', validUntil: bill ? inIndia(bill.validUntil) : '' },
  });
  const submit = form.handleSubmit((body) =>
    action.run('eway-number', () => callApi(ewayBillsApi.number, { ...theOrder(quotation), body })),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={T.saveNumber}>
      <InputField form={form} path="number" id="eway-number" label={T.number} required />
      <Field
        id="eway-valid-until"
        label={T.validUntil}
        required
        hint={T.validUntilHint}
        error={form.formState.errors.validUntil?.message}
      >
        {(control) => <input {...control} {...form.register('validUntil')} type="datetime-local" />}
      </Field>
      <Submit action={action} name="eway-number" label={T.saveNumber} look="secondary" />
    </form>
  );
}
