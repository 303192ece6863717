/**
 * The quotation's lines as a table: description, quantity, unit price, HSN code and the line's own GST rate
 * typed in place (an empty rate shows the quotation's, which applies), the amount worked out.
 */
import { QUOTATION_TEXTS } from '../../../lib/messages/quotations.ts';
import { lineAmount } from '../../../lib/quotation.ts';
import { MAX_LINE_DESCRIPTION } from '../../../lib/schemas/inboxes.ts';
import { Button } from '../../components/Button.tsx';
import { TableHead } from '../../components/TableHead.tsx';
import { type DraftLine, type DraftPartProps, emptyLine } from './draft.ts';

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
                <td>
                  <input
                    aria-label={`Description, line ${index + 1}`}
                    value={line.description}
                    maxLength={MAX_LINE_DESCRIPTION}
                    onChange={(event) => changeLine(index, 'description', event.target.value)}
                    {...invalid(`lines.${index}.description`)}
                  />
                  {error(`lines.${index}.description`)}
                </td>
                <td>
                  <input
                    aria-label={`Quantity, line ${index + 1}`}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step={1}
                    value={line.quantity}
                    onChange={(event) => changeLine(index, 'quantity', event.target.value)}
                    {...invalid(`lines.${index}.quantity`)}
                  />
                  {error(`lines.${index}.quantity`)}
                </td>
                <td>
                  <input
                    aria-label={`Unit price, line ${index + 1}`}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={0.01}
                    value={line.unitPrice}
                    onChange={(event) => changeLine(index, 'unitPrice', event.target.value)}
                    {...invalid(`lines.${index}.unitPrice`)}
                  />
                  {error(`lines.${index}.unitPrice`)}
                </td>
                <td className="quotation-editor__code">
                  <input
                    aria-label={`HSN code, line ${index + 1}`}
                    inputMode="numeric"
                    maxLength={8}
                    value={line.hsn}
                    onChange={(event) => changeLine(index, 'hsn', event.target.value)}
                    {...invalid(`lines.${index}.hsn`)}
                  />
                  {error(`lines.${index}.hsn`)}
                </td>
                <td className="quotation-editor__code">
                  <input
                    aria-label={`GST rate (%), line ${index + 1}`}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    max={100}
                    step={0.01}
                    placeholder={draft.taxPercent}
                    value={line.taxPercent}
                    onChange={(event) => changeLine(index, 'taxPercent', event.target.value)}
                    {...invalid(`lines.${index}.taxPercent`)}
                  />
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
