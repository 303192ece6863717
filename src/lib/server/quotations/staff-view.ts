/**
 * A quotation as staff read it (QuotationAnswer): its buyer's page's address instead of the bare secret, and
 * its order's money under the Settings' advance, and its total as the invoices bill it (taxFree). The record keeps payments and invoices in paise; every
 * amount of the answer is in the currency's units, as the calls that record them take them.
 */
import type { QuotationAnswer } from '../../api/quotations.ts';
import { inUnits } from '../../payments.ts';
import type { Quotation } from '../../schemas/quotations.ts';
import { billedTotal, taxFreeOf } from '../invoices/invoice.ts';
import { type PaymentTerms, moneyAnswer, moneyOf, paymentTerms } from '../orders/terms.ts';
import { customerUrl } from './quotation-links.ts';

export async function staffAnswer(
  quotation: Quotation,
  terms?: Pick<PaymentTerms, 'advancePercent' | 'tax'>,
): Promise<QuotationAnswer> {
  const { secret, payments, invoices, ...rest } = quotation;
  const settings = terms ?? (await paymentTerms());
  const money = moneyAnswer(moneyOf(quotation, settings));
  return {
    ...rest,
    // As the buyer's page and the invoices: no tax once the supply is known to be under the LUT.
    taxFree: taxFreeOf(quotation, settings.tax),
    total: billedTotal(quotation, settings.tax),
    ...(payments && { payments: payments.map((payment) => ({ ...payment, amount: inUnits(payment.amount) })) }),
    ...(invoices && {
      invoices: invoices.map((invoice) => ({
        ...invoice,
        total: inUnits(invoice.total),
        ...(invoice.advance !== undefined && { advance: inUnits(invoice.advance) }),
      })),
    }),
    customerUrl: customerUrl({ secret }),
    money,
  };
}
