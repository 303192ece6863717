/** The quotation's terms: currency, tax (one of the notified GST rates), validity, lead time, payment terms and notes. */
import { QUOTATION_TEXTS } from '../../../lib/messages/quotations.ts';
import { QUOTATION_CURRENCIES } from '../../../lib/quotation.ts';
import { ChoiceField, NoteField, TextField } from '../../components/Field.tsx';
import { type DraftPartProps, rateChoices } from './draft.ts';

export function TermsFields({ draft, change, errors }: DraftPartProps) {
  return (
    <div className="quotation-editor__terms">
      <ChoiceField
        id="quotation-currency"
        label={QUOTATION_TEXTS.currency}
        value={draft.currency}
        options={QUOTATION_CURRENCIES}
        onChange={(currency) => change({ currency })}
      />
      <ChoiceField
        id="quotation-tax"
        label={QUOTATION_TEXTS.taxPercent}
        value={draft.taxPercent}
        options={rateChoices(draft.taxPercent)}
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
      {(['terms', 'notes'] as const).map((key) => (
        <NoteField
          key={key}
          id={`quotation-${key}`}
          label={QUOTATION_TEXTS[key]}
          className="quotation-editor__wide"
          value={draft[key]}
          onChange={(text) => change({ [key]: text })}
        />
      ))}
    </div>
  );
}
