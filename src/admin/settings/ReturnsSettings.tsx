/**
 * Settings' part of the tax registration that the returns and the books read (companyTaxSchema, through
 * filingSettings): whether e-invoicing applies, how often GSTR-1 is filed, the value above which a consignment
 * needs an e-way bill, and the Tally ledgers the books post to. The form starts from what filingSettings reads,
 * defaults included, so what is shown is what the returns use.
 */
import { filingSettings } from '../../lib/gst/filing.ts';
import { SETTINGS_TEXTS as T } from '../../lib/messages/settings.ts';
import { type CompanyTax, FILING_PERIODS, type FilingPeriod, TALLY_LEDGERS } from '../../lib/schemas/billing.ts';
import { ChoiceField } from '../components/Field.tsx';
import { type Form, NumberInput, Text } from './SettingsFields.tsx';

const LEDGERS = Object.keys(TALLY_LEDGERS) as (keyof typeof TALLY_LEDGERS)[];

/** The form's starting values of these fields: as stored, or the defaults the returns read. */
export const returnsValues = (tax: CompanyTax | undefined) => filingSettings(tax);

export function ReturnsSettings({ form }: { form: Form }) {
  return (
    <fieldset className="settings__list">
      <legend>{T.returnsAndBooks}</legend>
      <p className="field__hint">{T.returnsAndBooksIntro}</p>
      <label className="settings__choice">
        <input type="checkbox" {...form.register('tax.eInvoicing')} />
        {T.eInvoicing}
      </label>
      <ChoiceField<FilingPeriod>
        id="settings-tax-filing"
        label={T.filing}
        hint={T.filingHint}
        value={form.watch('tax.filing') ?? 'monthly'}
        options={FILING_PERIODS.map((value) => ({ value, label: T.filings[value] }))}
        onChange={(value) => form.setValue('tax.filing', value, { shouldDirty: true })}
      />
      <NumberInput form={form} path="tax.ewayBillThreshold" label={T.ewayBillThreshold} hint={T.ewayBillThresholdHint} />
      <fieldset className="settings__list">
        <legend>{T.tallyLedgers}</legend>
        <p className="field__hint">{T.tallyLedgersHint}</p>
        <div className="settings__row settings__row--fields">
          {LEDGERS.map((ledger) => (
            <Text key={ledger} form={form} path={`tax.tally.${ledger}`} label={T.ledgers[ledger]} />
          ))}
        </div>
      </fieldset>
    </fieldset>
  );
}
