/**
 * A credit or debit note as a PDF, made from its record with the invoices' PDF kit: every field rule 53 asks
 * for: the title ('Credit note' / 'Debit note'), the supplier's name, address and GSTIN, the note's number and
 * date, the recipient's name, address and GSTIN (or 'Unregistered' and the state), the original tax invoice's
 * number and date, each line's description, HSN, taxable value, rate and tax, the totals, the reason, and the
 * signatory with the signature the invoice was issued with; and a note registered at the IRP, its IRN block.
 */
import { formatDay } from '../../format/dates.ts';
import { formatQuantity } from '../../format/money.ts';
import { INVOICE_PDF_TEXTS as I } from '../../messages/invoices.ts';
import { NOTE_PDF_TEXTS as T, NOTE_REASON_TEXTS } from '../../messages/notes.ts';
import { MUTED, write } from '../pdf/kit.ts';
import * as parts from '../invoices/document-pdf-parts.ts';
import { placeName } from '../invoices/invoice.ts';
import { drawQr } from '../invoices/invoice-pdf.ts';
import { IRN_QR_SIZE, drawIrn } from '../einvoices/einvoice-pdf.ts';
import { readSignature } from '../invoices/signature.ts';
import type { Note, NoteLine } from './note.ts';

type Column = parts.LineColumn<NoteLine>;

/** The note's PDF bytes. */
export async function notePdf(note: Note): Promise<Uint8Array> {
  const signature = await readSignature(note.signatory.imageId);
  const { page, money, figure } = parts.documentPage(`${T.title(note.kind)} ${note.number}`, note);
  const { doc, left, width, rule, room, bytes } = page;

  // The title and the note's own details, right; the supplier, left.
  const meta = [
    I.number(note.number),
    I.date(formatDay(note.date)),
    T.against(note.original.number, formatDay(note.original.date)),
  ];
  const { supplier } = note;
  let y =
    parts.drawHead(page, T.title(note.kind), meta, supplier, [
      I.gstin(supplier.gstin),
      I.state(supplier.state, supplier.stateCode),
    ]) + 8;
  rule(y);

  // The recipient, where the supply went, and why the note is issued.
  const half = parts.partyWidth(page);
  const top = y + 8;
  y = parts.drawRecipient(page, top, T.recipient, note.buyer);
  const side = { width: width - half - 16 };
  let sideY = write(doc, I.placeOfSupply(placeName(note.placeOfSupply)), left + half + 16, top, side);
  sideY = write(doc, I.reverseCharge, left + half + 16, sideY, side);
  sideY = write(doc, `${T.reason}: ${NOTE_REASON_TEXTS[note.reason]}`, left + half + 16, sideY + 4, { ...side, bold: true });
  y = Math.max(y, sideY) + 8;

  // The lines corrected: the tax columns follow the invoice's supply (none under the LUT).
  const fixed = parts.placeAndHsnColumns<NoteLine>();
  const after: Column[] = [
    {
      title: I.columns.quantity,
      width: 54,
      align: 'right',
      cell: (line) => (line.quantity ? `${formatQuantity(line.quantity)} ${line.unit}` : ''),
    },
    { title: I.columns.taxable, width: 66, align: 'right', cell: (line) => figure(line.taxable) },
    { title: I.columns.gst, width: 34, align: 'right', cell: (line) => `${line.ratePercent}%` },
    ...parts.taxColumns<NoteLine>(note, figure, { split: 56, igst: 64 }),
  ];
  y = parts.drawLines(page, y, note.lines, { fixed, description: I.columns.description, after });

  // The totals, and in words.
  y = parts.drawSums(page, y, note, money, { ...T, total: T.total(note.kind) });
  y = write(doc, I.inWords(note.amountInWords), left, y + 6, { width, bold: true });
  if (note.lut) y = write(doc, T.lut, left, room(y + 8, 30), { width, size: 8, color: MUTED });
  // A note registered at the IRP: its IRN, acknowledgement and signed QR code (rule 48(4)), as an invoice's.
  if (note.irn)
    y = drawIrn(doc, note.irn, { x: left, y: room(y + 10, IRN_QR_SIZE + 8), width, drawQr: (...at) => drawQr(doc, ...at) });

  // Who signs.
  parts.drawSignatory(page, room(y + 16, 90), {
    forWhom: T.signatoryFor(note.supplier.legalName),
    signature,
    name: note.signatory.name,
    role: T.signatory,
  });

  parts.drawFeet(page, (pageNumber, count) => T.foot(note.supplier.legalName, note.number, pageNumber, count));
  return bytes();
}

export const notePdfName = (note: Pick<Note, 'number'>) => `${note.number.replaceAll('/', '-')}.pdf`;
