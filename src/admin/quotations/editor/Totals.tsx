/** The totals as they will be printed, worked out as staff type, and the total in words. */
import { QUOTATION_TEXTS } from '../../../lib/messages/quotations.ts';
import { amountInWords } from '../../../lib/quotation.ts';
import { type Draft, liveTotals } from './draft.ts';

export function Totals({ draft, money }: { draft: Draft; money: (amount: number) => string }) {
  const totals = liveTotals(draft);
  return (
    <dl className="quotation-editor__totals" aria-live="polite">
      <div>
        <dt>{QUOTATION_TEXTS.subtotal}</dt>
        <dd>{money(totals.subtotal)}</dd>
      </div>
      <div>
        <dt>{QUOTATION_TEXTS.chargesTotal}</dt>
        <dd>{money(totals.charges)}</dd>
      </div>
      <div>
        <dt>{QUOTATION_TEXTS.tax}</dt>
        <dd>{money(totals.tax)}</dd>
      </div>
      {totals.roundOff !== 0 && (
        <div>
          <dt>{QUOTATION_TEXTS.roundOff}</dt>
          <dd>{money(totals.roundOff)}</dd>
        </div>
      )}
      <div className="quotation-editor__total">
        <dt>{QUOTATION_TEXTS.total}</dt>
        <dd>{money(totals.total)}</dd>
      </div>
      <div className="quotation-editor__words">
        <dt>{QUOTATION_TEXTS.inWords}</dt>
        <dd>{amountInWords(totals.total, draft.currency)}</dd>
      </div>
    </dl>
  );
}
