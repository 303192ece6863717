/**
 * The quotation's lines as a table: description, quantity, unit price and HSN code typed in place, the line's
 * own GST rate chosen from the notified ones (or the quotation's, which applies then), the amount worked out.
 */
import type { InputHTMLAttributes } from 'react';
import { QUOTATION_TEXTS } from '../../../lib/messages/quotations.ts';
import { lineAmount } from '../../../lib/quotation.ts';
import { MAX_LINE_DESCRIPTION } from '../../../lib/schemas/inboxes.ts';
import { Button } from '../../components/Button.tsx';
import { OptionList } from '../../components/Field.tsx';
import { TableHead } from '../../components/TableHead.tsx';
import { type DraftLine, type DraftPartProps, emptyLine, rateChoices } from './draft.ts';

/** The typed cells of a line, in the table's order: what each holds, its name for a screen reader, its input. */
const CELLS: {
  field: Exclude<keyof DraftLine, 'productId' | 'taxPercent'>;
  label: string;
  className?: string;
  input: InputHTMLAttributes<HTMLInputElement>;
}[] = [
  { field: 'description', label: 'Description', input: { maxLength: MAX_LINE_DESCRIPTION } },
  { field: 'quantity', label: 'Quantity', input: { type: 'number', inputMode: 'numeric', min: 1, step: 1 } },
  { field: 'unitPrice', label: 'Unit price', input: { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 } },
  { field: 'hsn', label: 'HSN code', className: 'quotation-editor__code', input: { inputMode: 'numeric', maxLength: 8 } },
];

export function LinesTable({ draft, change, errors, money }: DraftPartProps & { money: (amount: number) => string }) {
  const changeLine = (index: number, field: keyof DraftLine, value: string) =>
    change({ lines: draft.lines.map((line, at) => (at === index ? { ...line, [field]: value } : line)) });
  // A cell's input is named by aria-label (the column's heading is its visible name): its message sits under it.
  const error = (path: string) =>
    errors[path] && (
      <p className="field__error" id={`quotation-${path}-error`}>
        {errors[path]}
      </p>
    );
  const invalid = (path: string) =>
    errors[path] ? { 'aria-invalid': true as const, 'aria-describedby': `quotation-${path}-error` } : {};

  return (
    <>
      <h2>{QUOTATION_TEXTS.lines}</h2>
      <div className="table-scroll" role="region" aria-label={QUOTATION_TEXTS.lines} tabIndex={0}>
        <table className="admin-table quotation-editor__lines">
          <TableHead columns={QUOTATION_TEXTS.lineColumns} />
          <tbody>
            {draft.lines.map((line, index) => (
              <tr key={index}>
                {CELLS.map(({ field, label, className, input }) => (
                  <td key={field} className={className}>
                    <input
                      aria-label={`${label}, line ${index + 1}`}
                      {...input}
                      value={line[field]}
                      onChange={(event) => changeLine(index, field, event.target.value)}
                      {...invalid(`lines.${index}.${field}`)}
                    />
                    {error(`lines.${index}.${field}`)}
                  </td>
                ))}
                <td className="quotation-editor__rate">
                  <select
                    aria-label={`${QUOTATION_TEXTS.gstRate}, line ${index + 1}`}
                    value={line.taxPercent}
                    onChange={(event) => changeLine(index, 'taxPercent', event.target.value)}
                    {...invalid(`lines.${index}.taxPercent`)}
                  >
                    <option value="">{QUOTATION_TEXTS.quotationRate(draft.taxPercent)}</option>
                    <OptionList options={rateChoices(line.taxPercent)} />
                  </select>
                  {error(`lines.${index}.taxPercent`)}
                </td>
                <td className="quotation-editor__amount">
                  {money(lineAmount({ quantity: Number(line.quantity) || 0, unitPrice: Number(line.unitPrice) || 0 }))}
                </td>
                <td>
                  <Button
                    look="secondary"
                    small
                    aria-label={QUOTATION_TEXTS.removeLine(index + 1)}
                    disabled={draft.lines.length === 1}
                    onClick={() => change({ lines: draft.lines.filter((_, at) => at !== index) })}
                  >
                    Remove
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {error('lines')}
      <Button look="secondary" small onClick={() => change({ lines: [...draft.lines, emptyLine()] })}>
        {QUOTATION_TEXTS.addLine}
      </Button>
    </>
  );
}
