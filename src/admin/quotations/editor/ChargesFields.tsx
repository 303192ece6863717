/** The other charges (artwork, sample, freight…): a label and an amount each, added and removed freely. */
import { QUOTATION_TEXTS } from '../../../lib/messages/quotations.ts';
import { TextField } from '../../components/Field.tsx';
import type { DraftPartProps } from './draft.ts';

export function ChargesFields({ draft, change, errors }: DraftPartProps) {
  const changeCharge = (index: number, field: 'label' | 'amount', value: string) =>
    change({ charges: draft.charges.map((charge, at) => (at === index ? { ...charge, [field]: value } : charge)) });
  return (
    <>
      <h2>{QUOTATION_TEXTS.charges}</h2>
      {draft.charges.map((charge, index) => (
        <div key={index} className="quotation-editor__charge">
          <TextField
            id={`charge-${index}-label`}
            label={`${QUOTATION_TEXTS.chargeLabel} ${index + 1}`}
            value={charge.label}
            maxLength={100}
            placeholder="Artwork, sample, freight…"
            onChange={(value) => changeCharge(index, 'label', value)}
            error={errors[`charges.${index}.label`]}
          />
          <TextField
            id={`charge-${index}-amount`}
            label={QUOTATION_TEXTS.amount}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={charge.amount}
            onChange={(value) => changeCharge(index, 'amount', value)}
            error={errors[`charges.${index}.amount`]}
          />
          <button
            type="button"
            className="button button--secondary button--small"
            aria-label={QUOTATION_TEXTS.removeCharge(index + 1)}
            onClick={() => change({ charges: draft.charges.filter((_, at) => at !== index) })}
          >
            Remove
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => change({ charges: [...draft.charges, { label: '', amount: '' }] })}
      >
        {QUOTATION_TEXTS.addCharge}
      </button>
    </>
  );
}
