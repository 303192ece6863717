/**
 * A quotation as a PDF: the company's settings as its letterhead, the customer, the lines, the
 * charges, the totals in figures and in words, validity, lead time, terms, notes and the artwork proofs
 * (an image as a thumbnail, a PDF named). pdfkit lays it out; the text is set in Noto fonts
 * (quotation-pdf-fonts.ts), each run of text in the font that holds its letters, shaped by fontkit.
 */
import PDFDocument from 'pdfkit';
import {
  amountInWords,
  formatDay,
  formatMoney,
  formatQuantity,
  lineAmount,
  quotationTotals,
  taxRatesText,
} from '../../quotation.ts';
import type { SiteSettings } from '../../settings.ts';
import type { Quotation } from '../../types.ts';
import { boundedJpeg } from '../uploads/image-decode.ts';
import { fontRuns, registerFonts } from './pdf-fonts.ts';

/** A proof as the PDF shows it: an image (any bytes sharp decodes) as a thumbnail, any other file by its name. */
export interface PdfProof {
  name: string;
  version: number;
  image?: Uint8Array;
}

export type Doc = InstanceType<typeof PDFDocument>;

export interface TextOptions {
  bold?: boolean;
  size?: number;
  width?: number;
  align?: 'left' | 'right' | 'center';
  color?: string;
}

/** The Latin font's ascent at a size: every run sits on the baseline the Latin text would, whatever its font's own. */
function latinAscent(doc: Doc, size: number): number {
  doc.font('latin');
  // pdfkit's current font; its ascender in font units per 1,000.
  return ((doc as unknown as { _font: { ascender: number } })._font.ascender / 1000) * size;
}

/**
 * Writes text at (x, y) in runs of the font each part needs; answers the y below it. Left-aligned text wraps
 * within `width` across its runs; right-aligned or centred text of several runs (a sum with its ₹) is one
 * line, each run placed after the one before it, since pdfkit aligns each run of a continued text alone.
 * The invoice's PDF (invoices/pdf.ts) writes with it too.
 */
export function write(doc: Doc, text: string, x: number, y: number, options: TextOptions = {}): number {
  const runs = fontRuns(doc, text.replace(/\r\n?/g, '\n') || ' ');
  const size = options.size ?? 9;
  const baseline = -latinAscent(doc, size);
  doc.fontSize(size).fillColor(options.color ?? '#1f2937');
  const fontOf = (run: (typeof runs)[number]) => (options.bold ? run.bold : run.font);
  const align = options.align ?? 'left';
  if (runs.length > 1 && align !== 'left') {
    const widths = runs.map((run) => doc.font(fontOf(run)).widthOfString(run.text));
    const total = widths.reduce((sum, each) => sum + each, 0);
    const room = options.width ?? total;
    let at = x + (align === 'right' ? room - total : (room - total) / 2);
    runs.forEach((run, index) => {
      doc.font(fontOf(run)).text(run.text, at, y, { lineBreak: false, baseline });
      at += widths[index];
    });
    doc.font('latin');
    return y + doc.currentLineHeight(true) + 1;
  }
  runs.forEach((run, index) => {
    doc.font(fontOf(run));
    const layout = { width: options.width, align, continued: index < runs.length - 1, lineGap: 1, baseline };
    if (index === 0) doc.text(run.text, x, y, layout);
    else doc.text(run.text, layout);
  });
  return doc.y;
}

/** A table's columns as both PDFs lay them out: a title, a width in points, the text's alignment. */
export interface TableColumn {
  title: string;
  width: number;
  align: 'left' | 'right';
}

/**
 * Both PDFs' tables: `row` writes the cells, each in its column, and answers the y below the tallest; `head`
 * shades a band and writes the titles in bold `headInset` down in it. The invoice's are smaller (`size`).
 */
export function tableRows(
  doc: Doc,
  columns: readonly TableColumn[],
  left: number,
  width: number,
  options: { headInset: number; size?: number },
) {
  const row = (cells: string[], rowY: number, bold = false) => {
    let x = left;
    let end = rowY;
    cells.forEach((cell, index) => {
      const column = columns[index];
      const text = { width: column.width - 4, align: column.align, bold, size: options.size };
      end = Math.max(end, write(doc, cell, x + 2, rowY, text));
      x += column.width;
    });
    return end;
  };
  const head = (headY: number) => {
    doc.rect(left, headY, width, 18).fill('#f3f4f6');
    return (
      row(
        columns.map((column) => column.title),
        headY + options.headInset,
        true,
      ) + 4
    );
  };
  return { row, head };
}

export const A4_MARGIN = 48;
export const MUTED = '#4b5563';
export const RULE = '#d1d5db';

/**
 * An A4 document with the site's fonts, kept in memory to the end (so every page's foot can say 'Page n of
 * m'), and the measures both the quotation's and the invoices' PDFs lay out by: the text column, a rule across
 * it, and `room` (a new page when `needed` points do not fit below y; answers the y to go on at).
 */
export function a4Document(info: PDFKit.DocumentInfo) {
  const doc = new PDFDocument({ size: 'A4', margin: A4_MARGIN, info, bufferPages: true });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const left = A4_MARGIN;
  const width = doc.page.width - 2 * A4_MARGIN;
  const right = left + width;
  const bottom = () => doc.page.height - A4_MARGIN;
  return {
    doc,
    left,
    width,
    right,
    bottom,
    rule: (y: number) => doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor(RULE).stroke(),
    room: (y: number, needed: number) => {
      if (y + needed <= bottom()) return y;
      doc.addPage();
      return A4_MARGIN;
    },
    /** Ends the document and answers its bytes. */
    bytes: async () => {
      doc.end();
      await ended;
      return new Uint8Array(Buffer.concat(chunks));
    },
  };
}

/**
 * The quotation's PDF bytes. `issuedAt` is the date it carries (its send, or now for a draft's preview).
 * A draft says so in its title, so a preview is never taken for the quotation sent.
 */
export async function quotationPdf(
  quotation: Quotation,
  company: SiteSettings,
  options: { proofs?: PdfProof[]; issuedAt?: string } = {},
): Promise<Uint8Array> {
  // pdfkit never sees the bytes as uploaded: its own PNG decoder throws from a zlib callback on a broken
  // file, which no try can catch. Each picture is decoded and made a bounded JPEG first, or only named.
  const pictures = new Map<PdfProof, Buffer>();
  for (const proof of options.proofs ?? []) {
    const picture = proof.image ? await boundedJpeg(proof.image, 600, 390) : null;
    if (picture) pictures.set(proof, picture);
  }
  const { doc, left, width, right, rule, room, bytes } = a4Document({
    Title: `Quotation ${quotation.number} (revision ${quotation.revision})`,
    Author: company.name,
    Subject: `Quotation for ${quotation.customer.name}`,
  });
  const money = (amount: number) => formatMoney(amount, quotation.currency);

  // The letterhead: the company's name, address and how to reach it.
  const address = [company.address.street, company.address.city, company.address.postalCode, company.address.country]
    .filter(Boolean)
    .join(', ');
  let y = write(doc, company.name, left, A4_MARGIN, { bold: true, size: 16, color: '#111827' });
  y = write(doc, address, left, y + 2, { color: MUTED, width: width * 0.62 });
  y = write(doc, [company.phones.join(', '), company.emails.join(', ')].filter(Boolean).join(' · '), left, y, {
    color: MUTED,
    width: width * 0.62,
  });
  const title = quotation.status === 'Draft' && !options.issuedAt ? 'Quotation (draft)' : 'Quotation';
  let metaY = write(doc, title, left, A4_MARGIN, { bold: true, size: 16, width, align: 'right', color: '#111827' });
  for (const line of [
    `${quotation.number} · Revision ${quotation.revision}`,
    `Date: ${formatDay(options.issuedAt ?? new Date().toISOString())}`,
    `Valid until: ${formatDay(quotation.validUntil)}`,
  ])
    metaY = write(doc, line, left, metaY, { width, align: 'right', color: MUTED });
  y = Math.max(y, metaY) + 10;
  rule(y);

  // The customer.
  y = write(doc, 'For', left, y + 10, { bold: true, color: MUTED, size: 8 });
  y = write(doc, quotation.customer.name, left, y + 1, { bold: true, size: 11 });
  for (const line of [quotation.customer.company, quotation.customer.email, quotation.customer.phone].filter(Boolean))
    y = write(doc, line, left, y, { color: MUTED });

  // The lines: #, description, quantity, unit price, amount; a row that does not fit starts a new page.
  const columns = [
    { title: '#', width: 22, align: 'left' as const },
    { title: 'Description', width: width - 22 - 62 - 88 - 96, align: 'left' as const },
    { title: 'Quantity', width: 62, align: 'right' as const },
    { title: 'Unit price', width: 88, align: 'right' as const },
    { title: 'Amount', width: 96, align: 'right' as const },
  ];
  const { row, head } = tableRows(doc, columns, left, width, { headInset: 4 });
  y = head(y + 14);
  quotation.lines.forEach((line, index) => {
    doc.font('latin').fontSize(9);
    // The line's HSN code and its own GST rate go under its description, for the invoice that follows.
    const tax = [line.hsn && `HSN ${line.hsn}`, line.taxPercent !== undefined && `GST ${line.taxPercent}%`].filter(Boolean);
    const description = tax.length ? `${line.description}\n${tax.join(' · ')}` : line.description;
    const estimate = doc.heightOfString(description, { width: columns[1].width - 4 }) * 1.4 + 8;
    const top = room(y, estimate);
    if (top !== y) y = head(top);
    const end = row(
      [String(index + 1), description, formatQuantity(line.quantity), money(line.unitPrice), money(lineAmount(line))],
      y + 5,
    );
    y = end + 5;
    rule(y);
  });

  // The totals, right-aligned under the amounts.
  const totals = quotationTotals(quotation);
  const sums: [string, string, boolean][] = [['Subtotal', money(totals.subtotal), false]];
  for (const charge of quotation.charges) sums.push([charge.label, money(charge.amount), false]);
  const rates = taxRatesText(quotation);
  if (rates) sums.push([`Tax (${rates})`, money(totals.tax), false]);
  sums.push(['Total', money(totals.total), true]);
  y = room(y, sums.length * 14 + 40) + 8;
  const labelWidth = 200;
  for (const [label, value, bold] of sums) {
    write(doc, label, right - labelWidth - 110, y, { width: labelWidth, align: 'right', bold, size: bold ? 10 : 9 });
    y = write(doc, value, right - 106, y, { width: 106, align: 'right', bold, size: bold ? 10 : 9 }) + 2;
  }
  y = write(doc, `Amount in words: ${amountInWords(totals.total, quotation.currency)}`, left, y + 6, { width, bold: true });

  // The terms.
  const terms: [string, string][] = [
    ['Valid until', formatDay(quotation.validUntil)],
    ['Lead time', quotation.leadTime],
    ['Payment terms', quotation.terms],
    ['Notes', quotation.notes],
  ];
  for (const [label, text] of terms) {
    if (!text) continue;
    y = room(y + 10, 40);
    y = write(doc, label, left, y, { bold: true, size: 8, color: MUTED });
    y = write(doc, text, left, y + 1, { width });
  }

  // The artwork proofs: each image as a thumbnail, any other file named (it is attached beside this PDF).
  const proofs = options.proofs ?? [];
  if (proofs.length) {
    y = room(y + 14, 40);
    y = write(doc, 'Artwork proofs', left, y, { bold: true, size: 11 }) + 4;
    for (const proof of proofs) {
      const label = `${proof.name} (version ${proof.version})`;
      const picture = pictures.get(proof);
      if (picture) {
        y = room(y, 150);
        doc.image(picture, left, y, { fit: [200, 130] });
        write(doc, label, left + 210, y, { width: width - 210 });
        y += 138;
        continue;
      }
      y = room(y, 20);
      const note = proof.image ? 'the picture could not be shown' : 'attached as a file';
      y = write(doc, `${label}: ${note}`, left, y, { width }) + 4;
    }
  }

  // Every page's foot: the quotation and the page.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const footY = doc.page.height - A4_MARGIN + 14;
    // Writing below the bottom margin would start a page of its own: the margin is lifted for the foot.
    doc.page.margins.bottom = 0;
    write(doc, `${company.name} · ${quotation.number} · Page ${index + 1} of ${range.count}`, left, footY, {
      width,
      align: 'center',
      size: 7,
      color: MUTED,
    });
  }
  return bytes();
}
