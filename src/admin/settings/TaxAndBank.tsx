/**
 * Settings' Tax and bank section, for Admins: the company's tax registration, bank account and UPI ID, which
 * invoices print and the buyer's page offers for payment, and how the order's money is asked for. The
 * server never publishes them (PRIVATE_SETTINGS in src/lib/settings.ts). A part left wholly empty is saved as
 * none, so a company not yet registered can save the rest of its settings. The signature image is a private
 * file of its own (SignatureField.tsx).
 */
import type { Path } from 'react-hook-form';
import { ChoiceField } from '../components/Field.tsx';
import { gstinStateCode } from '../../lib/gst/identifiers.ts';
import { DEFAULT_TURNOVER, TURNOVERS, type Turnover } from '../../lib/gst/rates.ts';
import { findState } from '../../lib/gst/states.ts';
import { SETTINGS_TEXTS as T } from '../../lib/messages/settings.ts';
import { DEFAULT_PAYMENT_SETTINGS, type SettingsAsRead } from '../../lib/settings.ts';
import { type Form, NumberInput, Section, Text, type Values } from './SettingsFields.tsx';
import { ReturnsSettings, returnsValues } from './ReturnsSettings.tsx';
import { SignatureField } from './SignatureField.tsx';

type BillingValues = Required<Pick<Values, 'tax' | 'bank' | 'upi' | 'payments'>>;

/** The form's starting values of the private sections: as stored, or empty fields to fill in. */
export function billingValues(data: SettingsAsRead): BillingValues {
  const tax = data.tax;
  return {
    tax: {
      legalName: tax?.legalName ?? '',
      gstin: tax?.gstin ?? '',
      pan: tax?.pan ?? '',
      lut: { reference: tax?.lut?.reference ?? '', financialYear: tax?.lut?.financialYear ?? '' },
      advancePercent: tax?.advancePercent ?? 50,
      turnover: tax?.turnover ?? DEFAULT_TURNOVER,
      signatory: { name: tax?.signatory.name ?? '', ...(tax?.signatory.imageId && { imageId: tax.signatory.imageId }) },
      ...returnsValues(tax),
    },
    bank: data.bank ?? { holder: '', account: '', ifsc: '', bank: '', branch: '' },
    upi: data.upi ?? { id: '', payee: '' },
    payments: data.payments ?? { ...DEFAULT_PAYMENT_SETTINGS },
  };
}

const hasText = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.trim() !== ''
    : value !== null && typeof value === 'object' && Object.values(value).some(hasText);

/** What the company typed of its registration, without the choices that always have a value. */
const registrationOf = ({
  turnover: _t,
  eInvoicing: _e,
  filing: _f,
  ewayBillThreshold: _w,
  tally: _l,
  ...rest
}: NonNullable<Values['tax']>) => rest;

/** The values as saved: a tax registration, bank account, UPI ID or LUT with nothing typed in it is none. */
export function withoutEmptyParts(values: Values): Values {
  const { tax, bank, upi } = values;
  return {
    ...values,
    // The turnover and the returns' settings always have a value: they alone make no registration.
    tax: tax && hasText(registrationOf(tax)) ? { ...tax, lut: hasText(tax.lut) ? tax.lut : undefined } : undefined,
    bank: hasText(bank) ? bank : undefined,
    upi: hasText(upi) ? upi : undefined,
  };
}

/** The state a GSTIN was registered in, from its first two digits, as it is being typed. */
function RegistrationState({ form }: { form: Form }) {
  const gstin = (form.watch('tax.gstin') ?? '').trim().toUpperCase();
  const state = /^\d{2}/.test(gstin) ? findState(gstinStateCode(gstin)) : null;
  return (
    <div className="field">
      <span id="settings-tax-state-label" className="settings__label">
        {T.stateOfRegistration}
      </span>
      <p aria-labelledby="settings-tax-state-label" aria-live="polite" className="settings__read-out">
        {state ? T.stateFromGstin(state.name, state.code) : T.stateUnknown}
      </p>
    </div>
  );
}

/** A refusal the server placed on a whole part (its `errors` name the part: `bank`), shown above its fields. */
function PartError({ form, part }: { form: Form; part: 'tax' | 'bank' | 'upi' | 'payments' }) {
  const message = (form.formState.errors[part] as { message?: string } | undefined)?.message;
  return message ? (
    <p className="field__error" role="alert">
      {message}
    </p>
  ) : null;
}

/** Last year's turnover, which decides the HSN digits a tax invoice needs. */
function TurnoverChoice({ form }: { form: Form }) {
  return (
    <ChoiceField<Turnover>
      id="settings-tax-turnover"
      label={T.turnover}
      hint={T.turnoverHint}
      value={form.watch('tax.turnover') ?? DEFAULT_TURNOVER}
      options={TURNOVERS.map((value) => ({ value, label: T.turnovers[value] }))}
      onChange={(value) => form.setValue('tax.turnover', value, { shouldDirty: true })}
    />
  );
}

const Check = ({ form, path, label }: { form: Form; path: Path<Values>; label: string }) => (
  <label className="settings__choice">
    <input type="checkbox" {...form.register(path)} />
    {label}
  </label>
);

export function TaxAndBank({ form }: { form: Form }) {
  return (
    <Section title={T.taxAndBank}>
      <p className="field__hint">{T.taxAndBankIntro}</p>
      <fieldset className="settings__list">
        <legend>{T.taxRegistration}</legend>
        <PartError form={form} part="tax" />
        <Text form={form} path="tax.legalName" label={T.legalName} />
        <Text form={form} path="tax.gstin" label={T.gstin} hint={T.gstinHint} />
        <RegistrationState form={form} />
        <Text form={form} path="tax.pan" label={T.pan} hint={T.panHint} />
        <div className="settings__row settings__row--fields">
          <Text form={form} path="tax.lut.reference" label={T.lutReference} hint={T.lutHint} />
          <Text form={form} path="tax.lut.financialYear" label={T.lutYear} hint={T.lutYearHint} />
        </div>
        <NumberInput form={form} path="tax.advancePercent" label={T.advancePercent} />
        <TurnoverChoice form={form} />
        <Text form={form} path="tax.signatory.name" label={T.signatoryName} />
        <SignatureField form={form} />
      </fieldset>
      <ReturnsSettings form={form} />
      <fieldset className="settings__list">
        <legend>{T.bankAccount}</legend>
        <PartError form={form} part="bank" />
        <Text form={form} path="bank.holder" label={T.holder} />
        <Text form={form} path="bank.account" label={T.account} />
        <Text form={form} path="bank.ifsc" label={T.ifsc} hint={T.ifscHint} />
        <div className="settings__row settings__row--fields">
          <Text form={form} path="bank.bank" label={T.bankName} />
          <Text form={form} path="bank.branch" label={T.branch} />
        </div>
      </fieldset>
      <fieldset className="settings__list">
        <legend>{T.upi}</legend>
        <PartError form={form} part="upi" />
        <div className="settings__row settings__row--fields">
          <Text form={form} path="upi.id" label={T.upiId} hint={T.upiIdHint} />
          <Text form={form} path="upi.payee" label={T.payee} />
        </div>
      </fieldset>
      <fieldset className="settings__choices">
        <legend>{T.paymentsRun}</legend>
        <PartError form={form} part="payments" />
        <Check form={form} path="payments.productionWaitsForAdvance" label={T.productionWaitsForAdvance} />
        <NumberInput form={form} path="payments.balanceDueDays" label={T.balanceDueDays} required />
        <Check form={form} path="payments.remindBeforeDispatch" label={T.remindBeforeDispatch} />
        <Check form={form} path="payments.remindAfterDue" label={T.remindAfterDue} />
      </fieldset>
    </Section>
  );
}
