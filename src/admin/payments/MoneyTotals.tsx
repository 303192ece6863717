/**
 * What the company is owed over every order: outstanding, overdue, what buyers paid beyond their orders (their
 * credit, when any) and the customers' payments waiting on us, then how old the outstanding is. Sums are in rupees: orders in other currencies are counted beneath.
 */
import type { PaymentTotals } from '../../lib/api/payments.ts';
import { PAYMENTS_SCREEN_TEXTS as T } from '../../lib/messages/payments-screen.ts';
import { AGEING_BUCKETS } from '../../lib/payments.ts';
import { formatMoney } from '../../lib/format/money.ts';

const rupees = (amount: number) => formatMoney(amount, 'INR');

export function MoneyTotals({ totals }: { totals: PaymentTotals }) {
  return (
    <section className="payments__totals" aria-labelledby="payments-totals">
      <h2 id="payments-totals" className="visually-hidden">
        {T.totals}
      </h2>
      <dl className="payments__figures">
        <div className="payments__figure">
          <dt>{T.outstanding}</dt>
          <dd>{rupees(totals.outstanding)}</dd>
        </div>
        <div className={`payments__figure${totals.overdue > 0 ? ' payments__figure--late' : ''}`}>
          <dt>{T.overdue}</dt>
          <dd>{rupees(totals.overdue)}</dd>
        </div>
        {totals.credit > 0 && (
          <div className="payments__figure">
            <dt>{T.credit}</dt>
            <dd>
              {rupees(totals.credit)}
              <span className="payments__hint">{T.creditHint}</span>
            </dd>
          </div>
        )}
        <div className="payments__figure">
          <dt>{T.waitingOnUs}</dt>
          <dd>
            {totals.waitingOnUs}
            <span className="payments__hint">{T.waitingOnUsHint}</span>
          </dd>
        </div>
      </dl>
      <h3 className="payments__ageing-title">{T.ageing}</h3>
      <dl className="payments__ageing">
        {AGEING_BUCKETS.map((bucket) => (
          <div key={bucket}>
            <dt>{T.ageingBuckets[bucket]}</dt>
            <dd>{rupees(totals.ageing[bucket])}</dd>
          </div>
        ))}
      </dl>
      {totals.otherCurrency > 0 && <p className="payments__hint">{T.otherCurrency(totals.otherCurrency)}</p>}
    </section>
  );
}
