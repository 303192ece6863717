/**
 * The other charges (artwork, sample, freight…): a label and an amount each, added and removed freely, and
 * for a charge that is a supply of its own (a design service) its HSN (SAC) code and GST rate. Left empty,
 * they are the goods': freight, dies and artwork go with the labels (a composite supply), as the invoice says.
 */
import { QUOTATION_TEXTS } from '../../../lib/messages/quotations.ts';
import { Field, OptionList, TextField } from '../../components/Field.tsx';
import { type DraftCharge, type DraftPartProps, emptyCharge, goodsOf, rateChoices } from './draft.ts';

/** The hint that says what an empty code or rate means, read with each charge's code and rate. */
const HINT_ID = 'quotation-charges-hint';
const withHint = (describedBy?: string) => [describedBy, HINT_ID].filter(Boolean).join(' ');

export function ChargesFields({ draft, change, errors }: DraftPartProps) {
  const changeCharge = (index: number, field: keyof DraftCharge, value: string) =>
    change({ charges: draft.charges.map((charge, at) => (at === index ? { ...charge, [field]: value } : charge)) });
  const goods = goodsOf(draft);
  return (
    <>
      <h2>{QUOTATION_TEXTS.charges}</h2>
      {draft.charges.length > 0 && (
        <p id={HINT_ID} className="field__hint">
          {QUOTATION_TEXTS.chargeAsGoodsHint}
        </p>
      )}
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
          <Field id={`charge-${index}-hsn`} label={QUOTATION_TEXTS.chargeHsn} error={errors[`charges.${index}.hsn`]}>
            {(control) => (
              <input
                {...control}
                aria-describedby={withHint(control['aria-describedby'])}
                inputMode="numeric"
                maxLength={8}
                size={10}
                // Empty: the goods' code, which is the one that applies.
                placeholder={goods.hsn}
                value={charge.hsn}
                onChange={(event) => changeCharge(index, 'hsn', event.target.value)}
              />
            )}
          </Field>
          <Field id={`charge-${index}-tax`} label={QUOTATION_TEXTS.gstRate} error={errors[`charges.${index}.taxPercent`]}>
            {(control) => (
              <select
                {...control}
                aria-describedby={withHint(control['aria-describedby'])}
                value={charge.taxPercent}
                onChange={(event) => changeCharge(index, 'taxPercent', event.target.value)}
              >
                <option value="">{QUOTATION_TEXTS.asGoods(goods.taxPercent)}</option>
                <OptionList options={rateChoices(charge.taxPercent)} />
              </select>
            )}
          </Field>
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
        onClick={() => change({ charges: [...draft.charges, emptyCharge()] })}
      >
        {QUOTATION_TEXTS.addCharge}
      </button>
    </>
  );
}
