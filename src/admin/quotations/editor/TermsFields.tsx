/** The quotation's terms: currency, tax, validity, lead time, payment terms and notes. */
import { QUOTATION_TEXTS } from '../../../lib/messages/quotations.ts';
import { QUOTATION_CURRENCIES, type QuotationCurrency } from '../../../lib/quotation.ts';
import { Field, TextField } from '../../components/Field.tsx';
import type { DraftPartProps } from './draft.ts';

export function TermsFields({ draft, change, errors }: DraftPartProps) {
  return (
    <div className="quotation-editor__terms">
      <Field id="quotation-currency" label={QUOTATION_TEXTS.currency}>
        {(control) => (
          <select
            {...control}
            value={draft.currency}
            onChange={(event) => change({ currency: event.target.value as QuotationCurrency })}
          >
            {QUOTATION_CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        id="quotation-tax"
        label={QUOTATION_TEXTS.taxPercent}
        type="number"
        inputMode="decimal"
        min={0}
        max={100}
        step={0.01}
        value={draft.taxPercent}
        onChange={(taxPercent) => change({ taxPercent })}
        error={errors.taxPercent}
      />
      <TextField
        id="quotation-valid"
        label={QUOTATION_TEXTS.validUntil}
        type="date"
        value={draft.validUntil}
        onChange={(validUntil) => change({ validUntil })}
        error={errors.validUntil}
      />
      <TextField
        id="quotation-lead"
        label={QUOTATION_TEXTS.leadTime}
        value={draft.leadTime}
        maxLength={200}
        placeholder="15 days after artwork approval"
        onChange={(leadTime) => change({ leadTime })}
      />
      <TextField
        id="quotation-terms"
        label={QUOTATION_TEXTS.terms}
        className="quotation-editor__wide"
        rows={2}
        maxLength={2000}
        value={draft.terms}
        onChange={(terms) => change({ terms })}
      />
      <TextField
        id="quotation-notes"
        label={QUOTATION_TEXTS.notes}
        className="quotation-editor__wide"
        rows={2}
        maxLength={2000}
        value={draft.notes}
        onChange={(notes) => change({ notes })}
      />
    </div>
  );
}
