/**
 * Who the order's invoices are made out to, as the buyer gave them; "Correct" opens them in a form, checked
 * with the server's own schema, until a tax invoice stands (it prints them, so they cannot change under it).
 */
import { type SubmitEvent, useEffect, useState } from 'react';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { invoicesApi } from '../../../lib/api/invoices.ts';
import { callApi } from '../../../lib/client/api.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { COUNTRIES, findCountry } from '../../../lib/gst/countries.ts';
import { INDIAN_STATES, isIndia } from '../../../lib/gst/states.ts';
import { placeOfSupply } from '../../../lib/gst/tax.ts';
import { MONEY_TEXTS as T } from '../../../lib/messages/payments-screen.ts';
import { type QuotationBilling, type SupplyBody, billingDetailsSchema } from '../../../lib/schemas/billing.ts';
import { Field, OptionList, TextField, labelled } from '../../components/Field.tsx';
import { FormActions } from '../../components/FormActions.tsx';
import { type Action, Panel, type PanelProps, Said } from './action.tsx';
import { useCheckedForm } from './checked-form.ts';
import { standingInvoice } from './order-invoices.ts';
import './money-panels.css';

const F = T.billingFields;
type Draft = Record<Exclude<keyof typeof F, 'chooseState'>, string>;

const draftOf = (billing: QuotationBilling | undefined): Draft => ({
  legalName: billing?.legalName ?? '',
  gstin: billing?.gstin ?? '',
  address: billing?.address ?? '',
  state: billing?.state ?? '',
  country: billing?.country || 'India',
  shippingAddress: billing?.shippingAddress ?? '',
  poNumber: billing?.poNumber ?? '',
});

export function BillingPanel({ quotation, action }: PanelProps) {
  const [open, setOpen] = useState(false);
  const billing = quotation.billing;
  const locked = Boolean(standingInvoice(quotation, 'tax'));
  const row = (label: string, value: string) => (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );

  return (
    <Panel id="quotation-billing" title={T.billingTitle}>
      {billing ? (
        <>
          <dl className="money-panel__details">
            {row(F.legalName, billing.legalName)}
            {row(F.gstin, billing.gstin || T.unregistered)}
            {row(F.address, billing.address)}
            {row(
              isIndia(billing.country) ? F.state : F.country,
              isIndia(billing.country) ? `${billing.state} (${billing.stateCode})` : billing.country,
            )}
            {row(F.shippingAddress, billing.shippingAddress || T.sameAddress)}
            {billing.poNumber && row(F.poNumber, billing.poNumber)}
          </dl>
          <p className="money-panel__note">{T.billingBy(billing.by, formatDateTime(billing.at))}</p>
          <SupplyLine quotation={quotation} billing={billing} locked={locked} action={action} />
        </>
      ) : (
        <p>{T.noBilling}</p>
      )}
      {locked ? (
        <p className="money-panel__note">{T.billingLocked}</p>
      ) : (
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => {
            action.setSaid({ ...action.said, billing: '' });
            setOpen(true);
          }}
        >
          {billing ? T.correct : T.enter}
        </button>
      )}
      {!open && <Said text={action.said.billing} />}
      <Dialog open={open} onClose={() => setOpen(false)} title={T.correctTitle} className="money-dialog">
        {open && <BillingForm quotationId={quotation._id} billing={billing} action={action} onDone={() => setOpen(false)} />}
      </Dialog>
    </Panel>
  );
}

/**
 * Where the goods go, as far as staff alone can say it: a buyer abroad without a GSTIN is an export only once
 * confirmed here (their tax invoice waits), and a buyer with a GSTIN may be an SEZ unit, with or without IGST.
 */
function SupplyLine({ quotation, billing, locked, action }: { billing: QuotationBilling; locked: boolean } & PanelProps) {
  const place = placeOfSupply('', billing, quotation.supplyTreatment);
  const set = (treatment: SupplyBody['treatment']) =>
    void action.run('supply', () => callApi(invoicesApi.setSupply, { params: { id: quotation._id }, body: { treatment } }));
  const busy = action.busy === 'supply';
  return (
    <div className="money-panel__supply" role="group" aria-label={T.supplyTitle}>
      {place.supply === 'export' && place.toConfirm && (
        <p className="money-panel__note">
          {T.exportToConfirm(billing.country)}{' '}
          {!locked && (
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={busy}
              onClick={() => set('export')}
            >
              {T.confirmExport}
            </button>
          )}
        </p>
      )}
      {place.supply === 'export' && !place.toConfirm && quotation.supplyTreatment && (
        <p className="money-panel__note">{T.exportConfirmed(billing.country, quotation.supplyTreatment.by)}</p>
      )}
      {billing.gstin && (
        <Field id="billing-sez" label={T.sez}>
          {(control) => (
            <select
              {...control}
              value={quotation.supplyTreatment?.treatment ?? 'ordinary'}
              disabled={locked || busy}
              onChange={(event) => set(event.target.value as SupplyBody['treatment'])}
            >
              <OptionList options={labelled(T.sezChoices)} />
            </select>
          )}
        </Field>
      )}
      <Said text={action.said.supply} />
    </div>
  );
}

function BillingForm({
  quotationId,
  billing,
  action,
  onDone,
}: {
  quotationId: string;
  billing: QuotationBilling | undefined;
  action: Action;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(billing));
  const { form, errors, passes, send } = useCheckedForm();
  const india = isIndia(draft.country);

  useEffect(() => {
    // After the dialog's own focusing: start in the first field.
    const frame = requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('input, textarea')?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { ...draft, state: india ? draft.state : '' };
    if (!passes(billingDetailsSchema, body)) return;
    const saved = await action.run('billing', () =>
      send(() => callApi(invoicesApi.setBilling, { params: { id: quotationId }, body })),
    );
    if (saved) onDone();
  }

  const text = (name: keyof Draft, props: { rows?: number; maxLength: number; hint?: string }) => (
    <TextField
      id={`billing-${name}`}
      label={F[name]}
      value={draft[name]}
      error={errors[name]}
      onChange={(value) => setDraft({ ...draft, [name]: value })}
      {...props}
    />
  );

  return (
    <form ref={form} onSubmit={save} noValidate>
      {text('legalName', { maxLength: 200 })}
      {text('gstin', { maxLength: 15 })}
      {text('address', { rows: 3, maxLength: 500 })}
      <Field id="billing-country" label={F.country} error={errors.country} hint={T.countryHint}>
        {(control) => (
          <select {...control} value={draft.country} onChange={(event) => setDraft({ ...draft, country: event.target.value })}>
            {/* A country an older record wrote its own way, until it is chosen from the list. */}
            {!findCountry(draft.country) && <option value={draft.country}>{draft.country}</option>}
            <OptionList options={COUNTRIES.map((country) => country.name)} />
          </select>
        )}
      </Field>
      {india && (
        <Field id="billing-state" label={F.state} error={errors.state}>
          {(control) => (
            <select {...control} value={draft.state} onChange={(event) => setDraft({ ...draft, state: event.target.value })}>
              <option value="">{F.chooseState}</option>
              <OptionList options={INDIAN_STATES.map((state) => state.name)} />
            </select>
          )}
        </Field>
      )}
      {text('shippingAddress', { rows: 2, maxLength: 500, hint: T.shippingHint })}
      {text('poNumber', { maxLength: 50 })}
      <Said text={action.said.billing} />
      <FormActions
        busy={action.busy === 'billing'}
        onCancel={onDone}
        cancelLabel={T.cancel}
        submitLabel={T.save}
        busyLabel={T.saving}
      />
    </form>
  );
}
