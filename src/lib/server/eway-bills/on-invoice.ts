/**
 * The e-way bill on its tax invoice's PDF: the number and validity kept on the order for that very invoice, and
 * how the goods travel. The order is read from the store by its id (one request, for a tax invoice only): the
 * invoices' folder stands on no quotation module, so this reads the record, not the orders' collection.
 */
import { formatIndiaTime } from '../../format/dates.ts';
import { EWAY_BILL_MESSAGES as T } from '../../messages/eway-bills.ts';
import type { Quotation } from '../../schemas/quotations.ts';
import type { Invoice } from '../invoices/invoice.ts';
import { type Doc, MUTED, write } from '../pdf/kit.ts';
import { STORE_NAMES, isId, readJSON } from '../store/index.ts';
import { transportWords } from './words.ts';

/** The lines the invoice prints of its e-way bill; none for a proforma or an invoice without one. */
export async function ewayBillLines(invoice: Pick<Invoice, '_id' | 'kind' | 'quotationId'>): Promise<string[]> {
  if (invoice.kind !== 'tax' || !isId(invoice.quotationId)) return [];
  const order = await readJSON<Quotation>(STORE_NAMES.quotations, invoice.quotationId);
  const bill = order?.ewayBill;
  if (!bill || bill.invoiceId !== invoice._id) return [];
  return [
    T.pdfLine(bill.number, `${formatIndiaTime(bill.validUntil)} IST`),
    ...(order.transport ? [T.pdfTransport(transportWords(order.transport))] : []),
  ];
}

/** Draws the invoice's e-way bill lines at y (after `room` made space for them); the y to go on at. */
export async function drawEwayBill(
  doc: Doc,
  invoice: Invoice,
  at: { left: number; width: number; y: number; room: (y: number, needed: number) => number },
): Promise<number> {
  const lines = await ewayBillLines(invoice);
  if (lines.length === 0) return at.y;
  let y = at.room(at.y + 8, lines.length * 12 + 4);
  lines.forEach((line, index) => {
    y = write(doc, line, at.left, y, { width: at.width, size: 8, bold: index === 0, color: index === 0 ? undefined : MUTED });
  });
  return y;
}
