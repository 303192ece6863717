/**
 * What the buyer's page shows of an order's billing: the details they gave, whether they may still change
 * them, and the order's invoices with their PDFs' addresses. Kept apart from the staff answers, so the
 * buyer's page's function carries no invoice schema.
 */
import type { CustomerQuotation } from '../../api/customer-quotation-reads.ts';
import { CUSTOMER_QUOTATION_PATHS, fillPath } from '../../api/paths.ts';
import type { Quotation } from '../../schemas/quotations.ts';
import { inUnits } from '../../payments.ts';
import { billingRefusal, documentHead } from './invoice.ts';

export function customerBillingView(quotation: Quotation): Pick<CustomerQuotation, 'billing' | 'billingEditable' | 'invoices'> {
  const { by: _by, ...billing } = quotation.billing ?? { by: '' };
  return {
    billing: quotation.billing ? (billing as NonNullable<CustomerQuotation['billing']>) : null,
    billingEditable: billingRefusal(quotation) === null,
    // Numbered ones only: an invoice being issued has no document yet.
    invoices: (quotation.invoices ?? [])
      .filter((summary) => summary.number)
      .map((summary) => ({
        ...documentHead(summary),
        currency: quotation.currency,
        total: inUnits(summary.total),
        status: summary.status,
        pdf: fillPath(CUSTOMER_QUOTATION_PATHS.invoicePdf, { secret: quotation.secret, id: summary._id }),
      })),
  };
}
