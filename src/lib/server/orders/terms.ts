/**
 * How the company asks for its money, as Settings say (the advance, whether production waits for it, the
 * reminders, the UPI ID and bank account), and an order's money read with them. Settings are read at most once
 * a minute per instance (billingSettings), so this costs no store request most of the time.
 */
import type { MoneyAnswer } from '../../api/payments.ts';
import { DEFAULT_ADVANCE_PERCENT, type OrderMoney, inUnits, orderMoney } from '../../payments.ts';
import { todayInIndia } from '../../format/dates.ts';
import type { Quotation } from '../../schemas/quotations.ts';
import { billedTotal } from '../invoices/invoice.ts';
import { type BillingSettings, billingSettings } from '../site/site-settings.ts';

export interface PaymentTerms extends BillingSettings {
  advancePercent: number;
}

export async function paymentTerms(): Promise<PaymentTerms> {
  const settings = await billingSettings();
  return { ...settings, advancePercent: settings.tax?.advancePercent ?? DEFAULT_ADVANCE_PERCENT };
}

/** An order's money today (New Delhi's day) under these terms, from its total as the invoices bill it (billedTotal). */
export const moneyOf = (
  quotation: Quotation,
  terms: Pick<PaymentTerms, 'advancePercent' | 'tax'>,
  now = new Date(),
): OrderMoney =>
  orderMoney(
    { ...quotation, total: billedTotal(quotation, terms.tax, now) },
    { advancePercent: terms.advancePercent, today: todayInIndia(now) },
  );

/** An order's money as staff's answers carry it: in the currency's units. */
export const moneyAnswer = ({ billedOn: _, ...money }: OrderMoney): MoneyAnswer => ({
  ...money,
  total: inUnits(money.total),
  invoiced: inUnits(money.invoiced),
  advance: inUnits(money.advance),
  paid: inUnits(money.paid),
  refunded: inUnits(money.refunded),
  credit: inUnits(money.credit),
  reported: inUnits(money.reported),
  due: inUnits(money.due),
  outstanding: inUnits(money.outstanding),
});
