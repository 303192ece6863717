/**
 * What a tax invoice with an IRN prints of it (rule 48(4)): the IRN, the acknowledgement number and date, and
 * the IRP's signed QR code, which a tax officer's app scans and checks against NIC's signature. Drawn into the
 * invoice's PDF (invoices/invoice-pdf.ts) with its QR drawer, so the invoice's two QR codes are drawn alike.
 */
import { formatIndiaTime } from '../../format/dates.ts';
import { EINVOICE_PDF_TEXTS as T } from '../../messages/einvoices.ts';
import { type Doc, MUTED, write } from '../pdf/kit.ts';
import type { IrnRecord } from './irp-response.ts';

/** The QR code's width in points (about 5 cm): the signed code holds some 700 characters, so its modules are many. */
export const IRN_QR_SIZE = 144;

/** Draws the block at (x, y) across `width`; answers the y below it. */
export function drawIrn(
  doc: Doc,
  irn: IrnRecord,
  {
    x,
    y,
    width,
    drawQr,
  }: { x: number; y: number; width: number; drawQr: (text: string, x: number, y: number, size: number) => void },
): number {
  drawQr(irn.signedQr, x, y, IRN_QR_SIZE);
  const textX = x + IRN_QR_SIZE + 12;
  const textWidth = width - IRN_QR_SIZE - 12;
  let textY = write(doc, T.heading, textX, y + 8, { bold: true, size: 8, color: MUTED });
  textY = write(doc, T.irn(irn.irn), textX, textY + 2, { size: 7.5, width: textWidth });
  textY = write(doc, T.ackNumber(irn.ackNumber), textX, textY + 2, { size: 8, width: textWidth });
  textY = write(doc, T.ackDate(formatIndiaTime(irn.ackDate)), textX, textY, { size: 8, width: textWidth });
  write(doc, T.qrNote, textX, textY + 4, { size: 7, width: textWidth, color: MUTED });
  return y + IRN_QR_SIZE + 4;
}
