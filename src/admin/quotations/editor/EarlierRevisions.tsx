/** The quotation's earlier revisions, newest first: each one's total, who saved it and when. */
import type { QuotationAnswer } from '../../../lib/api/quotations.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { QUOTATION_TEXTS } from '../../../lib/messages/quotations.ts';
import { formatMoney } from '../../../lib/format/money.ts';

export function EarlierRevisions({ earlier }: { earlier: QuotationAnswer['earlier'] }) {
  if (earlier.length === 0) return null;
  return (
    <section aria-labelledby="quotation-earlier">
      <h2 id="quotation-earlier">{QUOTATION_TEXTS.earlier}</h2>
      <ol className="enquiry-detail__history">
        {[...earlier].reverse().map((revision) => (
          <li key={revision.revision}>
            {QUOTATION_TEXTS.earlierRow(
              revision.revision,
              formatMoney(revision.total, revision.currency),
              revision.savedBy,
              formatDateTime(revision.savedAt),
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
