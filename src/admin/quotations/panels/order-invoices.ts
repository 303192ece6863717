/** The order's invoices as the panels read them (the order's money comes with it: QuotationAnswer.money, in units). */
import type { QuotationAnswer } from '../../../lib/api/quotations.ts';
import type { InvoiceKind } from '../../../lib/schemas/invoices.ts';

/** The order's invoice of `kind` that is not cancelled, if any: only one of each kind stands at a time. */
export const standingInvoice = (quotation: QuotationAnswer, kind: InvoiceKind) =>
  (quotation.invoices ?? []).find((invoice) => invoice.kind === kind && invoice.status === 'issued');
