/**
 * The product's one PDF kit, what the quotation's and the invoices' PDFs are both drawn with (every PDFDocument
 * is made here, tests/unit/kits-guard.test.ts): an A4 document kept in memory, text written
 * in the fonts that hold its letters, and a table's head and rows.
 */
import PDFDocument from 'pdfkit';
import { fontRuns, registerFonts } from './fonts.ts';

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
 * The invoice's PDF (invoices/invoice-pdf.ts) writes with it too.
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
