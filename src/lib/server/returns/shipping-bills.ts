/**
 * An export's shipping bill (port code, number, date) and, for an invoice in a foreign currency, the exchange
 * rate its rupee value is taken at: what GSTR-1's `exp` table needs and customs give after the invoice. Kept
 * beside the invoice, never in it (an issued invoice is not edited): one record per month of the invoices'
 * dates (`shipping-bills/{YYYY-MM}` in meta, by invoice id), so a month's GSTR-1 reads them in one request.
 * Recorded again, a bill replaces the one before (a typing mistake mended).
 */
import type { ShippingBill } from '../../api/returns.ts';
import { ACTIVITY_RETURNS, RETURNS_MESSAGES } from '../../messages/returns.ts';
import type { ShippingBillInput } from '../../schemas/returns.ts';
import { recordAction } from '../follow-ups.ts';
import { HttpError } from '../http.ts';
import { readInvoice } from '../invoices/issue.ts';
import { paiseAt, shippingBillsKey as billsKey } from '../rupee-value.ts';
import { STORE_NAMES, guard, openStore, readWithEtag } from '../store/index.ts';
import { rupees } from './entries.ts';

export { shippingBillsOf } from '../rupee-value.ts';

type MonthBills = Record<string, ShippingBill>;

/** How many times the month's write is tried again when other writes keep getting there first. */
const ATTEMPTS = 20;

/** Records an export's shipping bill: refused for an invoice that is not a standing export tax invoice. */
export async function recordShippingBill(invoiceId: string, input: ShippingBillInput, by: string) {
  const invoice = await readInvoice(invoiceId);
  if (invoice.kind !== 'tax' || invoice.supply !== 'export')
    throw new HttpError(409, RETURNS_MESSAGES.shippingBillNotExport(invoice.number));
  if (invoice.status === 'cancelled') throw new HttpError(409, RETURNS_MESSAGES.shippingBillCancelled(invoice.number));
  const foreign = invoice.currency !== 'INR';
  if (foreign && input.exchangeRate === undefined)
    throw new HttpError(400, RETURNS_MESSAGES.exchangeRateRequired(invoice.currency), {
      errors: { exchangeRate: RETURNS_MESSAGES.exchangeRateRequired(invoice.currency) },
    });
  if (input.date < invoice.date)
    throw new HttpError(400, RETURNS_MESSAGES.shippingBillBeforeInvoice, {
      errors: { date: RETURNS_MESSAGES.shippingBillBeforeInvoice },
    });
  const factor = foreign ? input.exchangeRate! : 1;
  const bill: ShippingBill = {
    invoiceId,
    portCode: input.portCode,
    number: input.number,
    date: input.date,
    ...(foreign && { exchangeRate: input.exchangeRate }),
    valueInRupees: rupees(paiseAt(invoice.totals.total, factor)),
    by,
    at: new Date().toISOString(),
  };
  const store = openStore(STORE_NAMES.meta);
  const key = billsKey(invoice.date.slice(0, 7));
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const found = await guard(() => readWithEtag<MonthBills>(store, key));
    const next = { ...found?.value, [invoiceId]: bill };
    const written = await guard(() =>
      found ? store.setJSON(key, next, { onlyIfMatch: found.etag }) : store.setJSON(key, next, { onlyIfNew: true }),
    );
    if (written.modified) {
      await recordAction(ACTIVITY_RETURNS.shippingBillRecorded(bill.number, bill.portCode), {
        kind: 'invoices',
        id: invoice._id,
        label: invoice.number,
      });
      return { message: RETURNS_MESSAGES.shippingBillRecorded(invoice.number), bill };
    }
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * Math.min(attempt + 1, 10)));
  }
  throw new Error(`The shipping bills of ${key} kept changing while ${invoiceId}'s was written`);
}
