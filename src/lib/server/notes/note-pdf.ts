/**
 * A credit or debit note as a PDF, made from its record with the invoices' PDF kit: every field rule 53 asks
 * for: the title ('Credit note' / 'Debit note'), the supplier's name, address and GSTIN, the note's number and
 * date, the recipient's name, address and GSTIN (or 'Unregistered' and the state), the original tax invoice's
 * number and date, each line's description, HSN, taxable value, rate and tax, the totals, the reason, and the
 * signatory with the signature the invoice was issued with; and a note registered at the IRP, its IRN block.
 */
import { formatDay } from '../../format/dates.ts';
import { formatMinor, formatQuantity } from '../../format/money.ts';
import { INVOICE_PDF_TEXTS as I } from '../../messages/invoices.ts';
import { NOTE_PDF_TEXTS as T, NOTE_REASON_TEXTS } from '../../messages/notes.ts';
import { A4_MARGIN, MUTED, type TableColumn, a4Document, tableRows, write } from '../pdf/kit.ts';
import { placeName } from '../invoices/invoice.ts';
import { drawQr } from '../invoices/invoice-pdf.ts';
import { IRN_QR_SIZE, drawIrn } from '../einvoices/einvoice-pdf.ts';
import { readSignature } from '../invoices/signature.ts';
import type { Note, NoteLine } from './note.ts';

const DARK = '#111827';

interface Column extends TableColumn {
  cell: (line: NoteLine, index: number) => string;
}

/** The note's PDF bytes. */
export async function notePdf(note: Note): Promise<Uint8Array> {
  const signature = await readSignature(note.signatory.imageId);
  const { doc, left, width, right, rule, room, bytes } = a4Document({
    Title: `${T.title(note.kind)} ${note.number}`,
    Author: note.supplier.legalName,
  });
  const money = (minor: number) => formatMinor(minor, note.currency);
  const figure = (minor: number) => money(minor).replace(/[^\d.,-]/g, '');

  // The title and the note's own details, right; the supplier, left.
  let metaY = write(doc, T.title(note.kind), left, A4_MARGIN, { bold: true, size: 16, width, align: 'right', color: DARK });
  for (const line of [
    I.number(note.number),
    I.date(formatDay(note.date)),
    T.against(note.original.number, formatDay(note.original.date)),
  ])
    metaY = write(doc, line, left, metaY, { width, align: 'right', color: MUTED });
  const half = width * 0.55;
  let y = write(doc, I.supplier, left, A4_MARGIN, { bold: true, size: 8, color: MUTED });
  y = write(doc, note.supplier.legalName, left, y + 1, { bold: true, size: 12, width: half, color: DARK });
  for (const line of [note.supplier.address, I.gstin(note.supplier.gstin), I.state(note.supplier.state, note.supplier.stateCode)])
    y = write(doc, line, left, y, { width: half, color: MUTED });
  y = Math.max(y, metaY) + 8;
  rule(y);

  // The recipient, where the supply went, and why the note is issued.
  const buyer = note.buyer;
  const top = y + 8;
  y = write(doc, T.recipient, left, top, { bold: true, size: 8, color: MUTED });
  y = write(doc, buyer.legalName, left, y + 1, { bold: true, size: 11, width: half });
  const where = buyer.stateCode ? I.state(buyer.state, buyer.stateCode) : buyer.country;
  for (const line of [buyer.address, where, I.gstin(buyer.gstin)]) y = write(doc, line, left, y, { width: half, color: MUTED });
  const side = { width: width - half - 16 };
  let sideY = write(doc, I.placeOfSupply(placeName(note.placeOfSupply)), left + half + 16, top, side);
  sideY = write(doc, I.reverseCharge, left + half + 16, sideY, side);
  sideY = write(doc, `${T.reason}: ${NOTE_REASON_TEXTS[note.reason]}`, left + half + 16, sideY + 4, { ...side, bold: true });
  y = Math.max(y, sideY) + 8;

  // The lines corrected: the tax columns follow the invoice's supply (none under the LUT).
  const taxColumns: Column[] = note.lut
    ? []
    : note.supply === 'intra'
      ? [
          { title: I.columns.cgst, width: 56, align: 'right', cell: (line) => figure(line.cgst) },
          { title: I.columns.sgst, width: 56, align: 'right', cell: (line) => figure(line.sgst) },
        ]
      : [{ title: I.columns.igst, width: 64, align: 'right', cell: (line) => figure(line.igst) }];
  const fixed: Column[] = [
    { title: I.columns.index, width: 16, align: 'left', cell: (_, index) => String(index + 1) },
    { title: I.columns.hsn, width: 44, align: 'left', cell: (line) => line.hsn },
  ];
  const after: Column[] = [
    {
      title: I.columns.quantity,
      width: 54,
      align: 'right',
      cell: (line) => (line.quantity ? `${formatQuantity(line.quantity)} ${line.unit}` : ''),
    },
    { title: I.columns.taxable, width: 66, align: 'right', cell: (line) => figure(line.taxable) },
    { title: I.columns.gst, width: 34, align: 'right', cell: (line) => `${line.ratePercent}%` },
    ...taxColumns,
  ];
  const used = [...fixed, ...after].reduce((sum, column) => sum + column.width, 0);
  const columns: Column[] = [
    ...fixed,
    { title: I.columns.description, width: width - used, align: 'left', cell: (line) => line.description },
    ...after,
  ];
  const { row, head } = tableRows(doc, columns, left, width, { headInset: 5, size: 8 });
  y = head(y);
  note.lines.forEach((line, index) => {
    doc.font('latin').fontSize(8);
    const estimate = doc.heightOfString(line.description, { width: columns[2].width - 4 }) * 1.4 + 8;
    const at = room(y, estimate);
    if (at !== y) y = head(at);
    y =
      row(
        columns.map((column) => column.cell(line, index)),
        y + 4,
      ) + 4;
    rule(y);
  });

  // The totals, and in words.
  const totals = note.totals;
  const sums: [string, string, boolean][] = [[`${T.taxable} (${note.currency})`, money(totals.taxable), false]];
  if (!note.lut && note.supply === 'intra') sums.push([T.cgst, money(totals.cgst), false], [T.sgst, money(totals.sgst), false]);
  if (!note.lut && note.supply !== 'intra') sums.push([T.igst, money(totals.igst), false]);
  if (totals.roundOff) sums.push([T.roundOff, money(totals.roundOff), false]);
  sums.push([T.total(note.kind), money(totals.total), true]);
  y = room(y, sums.length * 14 + 40) + 8;
  for (const [label, value, bold] of sums) {
    write(doc, label, right - 320, y, { width: 200, align: 'right', bold, size: bold ? 10 : 9 });
    y = write(doc, value, right - 116, y, { width: 116, align: 'right', bold, size: bold ? 10 : 9 }) + 2;
  }
  y = write(doc, I.inWords(note.amountInWords), left, y + 6, { width, bold: true });
  if (note.lut) y = write(doc, T.lut, left, room(y + 8, 30), { width, size: 8, color: MUTED });
  // A note registered at the IRP: its IRN, acknowledgement and signed QR code (rule 48(4)), as an invoice's.
  if (note.irn)
    y = drawIrn(doc, note.irn, { x: left, y: room(y + 10, IRN_QR_SIZE + 8), width, drawQr: (...at) => drawQr(doc, ...at) });

  // Who signs.
  let signY = room(y + 16, 90);
  signY = write(doc, T.signatoryFor(note.supplier.legalName), left + half + 16, signY, { ...side, align: 'right' });
  if (signature) {
    doc.image(signature, right - 120, signY + 4, { fit: [120, 40] });
    signY += 46;
  } else signY += 36;
  signY = write(doc, note.signatory.name, left + half + 16, signY, { ...side, align: 'right', bold: true });
  write(doc, T.signatory, left + half + 16, signY, { ...side, align: 'right', color: MUTED });

  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    doc.page.margins.bottom = 0;
    write(doc, T.foot(note.supplier.legalName, note.number, index + 1, range.count), left, doc.page.height - A4_MARGIN + 14, {
      width,
      align: 'center',
      size: 7,
      color: MUTED,
    });
  }
  return bytes();
}

export const notePdfName = (note: Pick<Note, 'number'>) => `${note.number.replaceAll('/', '-')}.pdf`;
