/**
 * An order's money as the panels show it, in the currency's units. A payment's answer carries the server's own
 * figures (under the Settings' advance); a plain read of the quotation is worked out with the same rules
 * (src/lib/payments.ts), the advance being its proforma's, or the usual share before one is issued.
 */
import type { MoneyAnswer } from '../../../lib/api/payments.ts';
import type { QuotationAnswer } from '../../../lib/api/quotations.ts';
import { DEFAULT_ADVANCE_PERCENT, inUnits, orderMoney } from '../../../lib/payments.ts';
import { todayInIndia } from '../../../lib/quotation.ts';
import type { InvoiceKind } from '../../../lib/types.ts';

/** The quotation as a panel holds it: after a payment's write it carries its money. */
export type QuotationWithMoney = QuotationAnswer & { money?: MoneyAnswer };

export function moneyOf(quotation: QuotationWithMoney): MoneyAnswer {
  if (quotation.money) return quotation.money;
  const { billedOn: _, ...money } = orderMoney(quotation, { advancePercent: DEFAULT_ADVANCE_PERCENT, today: todayInIndia() });
  return {
    ...money,
    total: inUnits(money.total),
    invoiced: inUnits(money.invoiced),
    advance: inUnits(money.advance),
    paid: inUnits(money.paid),
    reported: inUnits(money.reported),
    due: inUnits(money.due),
    outstanding: inUnits(money.outstanding),
  };
}

/** The order's invoice of `kind` that is not cancelled, if any: only one of each kind stands at a time. */
export const standingInvoice = (quotation: QuotationAnswer, kind: InvoiceKind) =>
  (quotation.invoices ?? []).find((invoice) => invoice.kind === kind && invoice.status === 'issued');
