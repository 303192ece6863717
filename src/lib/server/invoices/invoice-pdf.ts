/**
 * An invoice as a PDF, made from its record (a snapshot, so the same bytes' text every time): the title
 * (proforma or tax invoice), the supplier and the recipient with their GSTINs, number, date, PO number, place
 * of supply, "Reverse charge: No", the lines with HSN, quantity, rate, taxable value and CGST and SGST or
 * IGST by the supply, the totals with the round off and the amount in words, the LUT endorsement of an
 * export, the bank details, a proforma's advance with a UPI QR code for it, and the signatory. A cancelled
 * invoice is stamped so on every page. Written with the quotation PDF's fonts and text runs.
 */
import QRCode from 'qrcode';
import { upiLink } from '../../gst/upi.ts';
import { INVOICE_PDF_TEXTS as T } from '../../messages/invoices.ts';
import { formatDay } from '../../format/dates.ts';
import { formatQuantity } from '../../format/money.ts';
import { A4_MARGIN, type Doc, MUTED, write } from '../pdf/kit.ts';
import * as parts from './document-pdf-parts.ts';
import { type Invoice, placeName } from './invoice.ts';
import { readSignature } from './signature.ts';
import { drawEwayBill } from '../eway-bills/on-invoice.ts';
import { IRN_QR_SIZE, drawIrn } from '../einvoices/einvoice-pdf.ts';

const STAMP = '#b91c1c';

/**
 * The signature image the invoice was issued with (its snapshot names the private file's id, which is never
 * overwritten nor deleted: signature.ts), as the PNG stored at upload, already bounded and re-encoded.
 */
const signatureOf = (invoice: Invoice): Promise<Buffer | null> => readSignature(invoice.signatory.imageId);

/** A QR code drawn as squares (no canvas), `size` points wide, its top left at (x, y). */
export function drawQr(doc: Doc, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  // Four modules of quiet zone around it, as readers expect.
  const cell = size / (modules.size + 8);
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row++)
    for (let column = 0; column < modules.size; column++)
      if (modules.get(row, column)) doc.rect(x + (column + 4) * cell, y + (row + 4) * cell, cell, cell);
  doc.fill('#000000');
}

/** The UPI link a proforma's QR code pays: its advance, in rupees, noted with its number; null when it has none. */
export function advanceUpiLink(invoice: Invoice): string | null {
  if (invoice.kind !== 'proforma' || !invoice.upi || invoice.currency !== 'INR' || !invoice.advance) return null;
  return upiLink({ id: invoice.upi.id, payee: invoice.upi.payee, amount: invoice.advance, note: invoice.number });
}

type Line = Invoice['lines'][number];
type Column = parts.LineColumn<Line>;

/** The invoice's PDF bytes. */
export async function invoicePdf(invoice: Invoice): Promise<Uint8Array> {
  const signature = await signatureOf(invoice);
  const { page, money, figure } = parts.documentPage(`${T.title(invoice)} ${invoice.number}`, invoice);
  const { doc, left, width, rule, room, bytes } = page;

  // The title and the invoice's own details, right; the supplier, left.
  const meta = [
    T.number(invoice.number),
    T.date(formatDay(invoice.date)),
    ...(invoice.poNumber ? [T.poNumber(invoice.poNumber)] : []),
    T.quotation(invoice.quotationNumber),
  ];
  const { supplier } = invoice;
  const details = [T.gstin(supplier.gstin), T.pan(supplier.pan), T.state(supplier.state, supplier.stateCode)];
  let y = parts.drawHead(page, T.title(invoice), meta, supplier, details) + 8;
  rule(y);

  // The recipient, and where the goods go.
  const buyer = invoice.buyer;
  const half = parts.partyWidth(page);
  const top = y + 8;
  y = parts.drawRecipient(page, top, T.recipient, buyer);
  let sideY = top;
  if (buyer.shippingAddress) {
    sideY = write(doc, T.shipTo, left + half + 16, sideY, { bold: true, size: 8, color: MUTED });
    sideY = write(doc, buyer.shippingAddress, left + half + 16, sideY + 1, { width: width - half - 16, color: MUTED }) + 6;
  }
  sideY = write(doc, T.placeOfSupply(placeName(invoice.placeOfSupply)), left + half + 16, sideY, { width: width - half - 16 });
  sideY = write(doc, T.reverseCharge, left + half + 16, sideY, { width: width - half - 16 });
  y = Math.max(y, sideY) + 8;

  // The lines: the tax columns follow the supply (none on an export under the LUT).
  const fixed = parts.placeAndHsnColumns<Line>();
  const after: Column[] = [
    { title: T.columns.quantity, width: 50, align: 'right', cell: (line) => `${formatQuantity(line.quantity)} ${line.unit}` },
    { title: T.columns.rate, width: 48, align: 'right', cell: (line) => figure(Math.round(line.taxable / line.quantity)) },
    { title: T.columns.taxable, width: 62, align: 'right', cell: (line) => figure(line.taxable) },
    { title: T.columns.gst, width: 32, align: 'right', cell: (line) => `${line.ratePercent}%` },
    ...parts.taxColumns<Line>(invoice, figure, { split: 52, igst: 60 }),
    {
      title: T.columns.total,
      width: 62,
      align: 'right',
      cell: (line) => figure(line.taxable + line.cgst + line.sgst + line.igst),
    },
  ];
  y = parts.drawLines(page, y, invoice.lines, { fixed, description: T.columns.description, after });

  // The totals, in the currency (its code said once), and in words.
  y = parts.drawSums(page, y, invoice, money, T);
  y = write(doc, T.inWords(invoice.amountInWords), left, y + 6, { width, bold: true });

  // An export under the letter of undertaking says so, in rule 46's words.
  if (invoice.lut) {
    y = room(y + 8, 50);
    y = write(doc, invoice.lut.endorsement, left, y, { width, bold: true, size: 8 });
    y = write(doc, T.lut(invoice.lut.reference, invoice.lut.financialYear), left, y, { width, size: 8, color: MUTED });
  }

  // The e-way bill the goods travel under, kept on the order for this tax invoice (eway-bills/on-invoice.ts).
  y = await drawEwayBill(doc, invoice, { left, width, y, room });

  // What is due: a proforma's advance (with its UPI QR code in rupees), a tax invoice's balance date.
  y += 8;
  if (invoice.kind === 'proforma' && invoice.advance !== undefined) {
    y = write(doc, T.advanceDue(invoice.advancePercent ?? 0, money(invoice.advance)), left, room(y, 20), { bold: true });
    y = write(doc, T.proformaNote, left, y, { width, size: 8, color: MUTED });
  }
  if (invoice.dueDate) y = write(doc, T.balanceDue(formatDay(invoice.dueDate)), left, room(y, 20), { bold: true });

  // A registered e-invoice: its IRN, acknowledgement and the IRP's signed QR code (einvoices/einvoice-pdf.ts).
  if (invoice.irn)
    y = drawIrn(doc, invoice.irn, { x: left, y: room(y + 10, IRN_QR_SIZE + 8), width, drawQr: (...at) => drawQr(doc, ...at) });

  // How to pay, and who signs.
  y = room(y + 10, 120);
  const blockTop = y;
  if (invoice.bank) {
    y = write(doc, T.bank, left, y, { bold: true, size: 8, color: MUTED });
    for (const line of T.bankLines(invoice.bank)) y = write(doc, line, left, y, { width: half });
  }
  const link = advanceUpiLink(invoice);
  if (link && invoice.upi) {
    y = room(y + 8, 110);
    drawQr(doc, link, left, y, 96);
    write(doc, T.upi(invoice.upi.id), left + 104, y + 30, { width: half - 104, size: 8, color: MUTED });
  }
  parts.drawSignatory(page, blockTop, {
    forWhom: T.signFor(invoice.supplier.legalName),
    signature,
    name: invoice.signatory.name,
    role: T.signatory,
  });

  // Every page: a cancelled invoice's stamp, and the foot.
  const stamp = () => {
    if (invoice.status !== 'cancelled') return;
    doc.save().rotate(-30, { origin: [doc.page.width / 2, doc.page.height / 2] });
    write(doc, T.cancelled, 0, doc.page.height / 2 - 30, {
      width: doc.page.width,
      align: 'center',
      size: 64,
      bold: true,
      color: STAMP,
    });
    doc.restore();
    const why = T.cancelledBecause(formatDay(invoice.cancelledAt ?? invoice.date), invoice.cancelReason ?? '');
    write(doc, why, left, doc.page.height - A4_MARGIN, { width, align: 'center', size: 8, color: STAMP });
  };
  parts.drawFeet(page, (pageNumber, count) => T.foot(invoice.supplier.legalName, invoice.number, pageNumber, count), stamp);
  return bytes();
}

export const invoicePdfName = (invoice: Pick<Invoice, 'number'>) => `${invoice.number.replaceAll('/', '-')}.pdf`;
