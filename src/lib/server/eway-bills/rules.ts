/**
 * When an order's consignment needs its e-way bill (rule 138: goods worth more than ₹50,000, or Settings'
 * threshold, move with one), as pure rules on the order as read: the dispatch step's refusal naming what is
 * missing, and the dispatch mail's line. The consignment's value is its tax invoice's total in rupees (tax
 * included, exports too); an order in another currency is valued at the exchange rate staff give with its
 * transport (src/lib/server/rupee-value.ts), and is not dispatched while none is given: it cannot be judged.
 */
import { filingSettings } from '../../gst/filing.ts';
import { formatIndiaTime } from '../../format/dates.ts';
import { formatMoney } from '../../format/money.ts';
import { EWAY_BILL_MESSAGES as T } from '../../messages/eway-bills.ts';
import type { OrderStage } from '../../quotation.ts';
import type { CompanyTax } from '../../schemas/billing.ts';
import type { Quotation } from '../../schemas/quotations.ts';
import { billedTotal, standingOf } from '../invoices/invoice.ts';
import { paiseAt, rupeeRate } from '../rupee-value.ts';
import type { RefusalCode } from '../../api/refusal-codes.ts';
export { transportWords } from './words.ts';

/**
 * The consignment's value in paise: its standing tax invoice's total, or what one would bill now, in another
 * currency at the transport's exchange rate; null while that rate is not given.
 */
export function consignmentValue(order: Quotation, tax: CompanyTax | undefined): number | null {
  const rate = rupeeRate(order.currency, { transport: order.transport });
  if (rate === null) return null;
  const invoice = standingOf(order, 'tax');
  return paiseAt(invoice ? invoice.total : Math.round(billedTotal(order, tax) * 100), rate);
}

/** Whether the consignment travels with an e-way bill: worth more than the threshold (rupees, in Settings). */
export function needsEwayBill(order: Quotation, tax: CompanyTax | undefined): boolean {
  const value = consignmentValue(order, tax);
  return value !== null && value > filingSettings(tax).ewayBillThreshold * 100;
}

/**
 * A refusal as the order's rules make them (orders/refusals.ts `Refusal`), written out here: the tax invoice's PDF
 * draws from this folder, and invoices stand on no order folder.
 */
export interface EwayBillRefusal {
  status: 409;
  message: string;
  code: RefusalCode;
}

/**
 * Goods leaving (Dispatched, or Delivered reached without it) worth more than the threshold without the tax
 * invoice, the transport and the e-way bill made for that invoice: refused before anything is written (no
 * invoice is issued by a refused dispatch), naming each that is missing. Null when it may go.
 */
export function ewayBillRefusal(order: Quotation, tax: CompanyTax | undefined): EwayBillRefusal | null {
  // A quotation not accepted is no consignment yet: the stage's own rules refuse it.
  if (!order.acceptance) return null;
  if (consignmentValue(order, tax) === null)
    return { status: 409, message: T.dispatchNeedsRate(order.currency), code: 'eway-bill-missing' };
  if (!needsEwayBill(order, tax)) return null;
  const invoice = standingOf(order, 'tax');
  const missing = [
    ...(invoice && invoice.number !== '' ? [] : [T.missingTaxInvoice]),
    ...(order.transport ? [] : [T.missingTransport]),
    ...(!order.ewayBill
      ? [T.missingNumber]
      : invoice && order.ewayBill.invoiceId !== invoice._id
        ? [T.staleBill(invoice.number)]
        : []),
  ];
  if (missing.length === 0) return null;
  const value = formatMoney((consignmentValue(order, tax) ?? 0) / 100, 'INR');
  const threshold = formatMoney(filingSettings(tax).ewayBillThreshold, 'INR');
  return { status: 409, message: T.dispatchNeeds(value, threshold, missing), code: 'eway-bill-missing' };
}

/** The dispatch mail's line: the e-way bill the goods travel under, when the order keeps one; none at other stages. */
export function dispatchMailLines(order: Quotation, stage: OrderStage): string[] {
  if (stage !== 'Dispatched' || !order.ewayBill) return [];
  return [T.mailLine(order.ewayBill.number, `${formatIndiaTime(order.ewayBill.validUntil)} IST`)];
}
