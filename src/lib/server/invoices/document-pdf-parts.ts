/**
 * What an invoice's and a credit or debit note's PDFs draw alike (invoice-pdf.ts, notes/note-pdf.ts): the title
 * with the document's own details, the supplier and the recipient, the table of lines (the description taking
 * the width the other columns leave, its head again on each new page), the totals with the taxes the supply
 * bears, who signs, and each page's foot. Each document keeps its own details, columns and what it alone says.
 */
import type { Supply, TaxTotals } from '../../gst/tax.ts';
import { INVOICE_PDF_TEXTS as T } from '../../messages/invoices.ts';
import { formatMinor } from '../../format/money.ts';
import type { QuotationCurrency } from '../../quotation.ts';
import { A4_MARGIN, MUTED, type TableColumn, a4Document, tableRows, write } from '../pdf/kit.ts';
import type { Invoice } from './invoice.ts';

const DARK = '#111827';

/** The A4 page a document is drawn on (pdf/kit.ts). */
export type Page = ReturnType<typeof a4Document>;

/**
 * A document's A4 page, titled and authored by its supplier, and its amounts as it writes them: `money` with the
 * currency's sign, `figure` bare (in the table's columns).
 */
export function documentPage(title: string, document: { supplier: { legalName: string }; currency: QuotationCurrency }) {
  const page = a4Document({ Title: title, Author: document.supplier.legalName });
  const money = (minor: number) => formatMinor(minor, document.currency);
  const figure = (minor: number) => money(minor).replace(/[^\d.,-]/g, '');
  return { page, money, figure };
}

/** How wide the parties' column is, left; the rest of the width, right, holds the supply's details. */
export const partyWidth = (page: Page) => page.width * 0.55;

/** The title and the document's own details, right; the supplier with `details` under its name, left. Returns where they end. */
export function drawHead(
  page: Page,
  title: string,
  meta: readonly string[],
  supplier: Pick<Invoice['supplier'], 'legalName' | 'address'>,
  details: readonly string[],
): number {
  const { doc, left, width } = page;
  const half = partyWidth(page);
  let metaY = write(doc, title, left, A4_MARGIN, { bold: true, size: 16, width, align: 'right', color: DARK });
  for (const line of meta) metaY = write(doc, line, left, metaY, { width, align: 'right', color: MUTED });
  let y = write(doc, T.supplier, left, A4_MARGIN, { bold: true, size: 8, color: MUTED });
  y = write(doc, supplier.legalName, left, y + 1, { bold: true, size: 12, width: half, color: DARK });
  for (const line of [supplier.address, ...details]) y = write(doc, line, left, y, { width: half, color: MUTED });
  return Math.max(y, metaY);
}

/** The recipient under `heading` from `top`: name, address, state (or country abroad) and GSTIN. Returns where it ends. */
export function drawRecipient(page: Page, top: number, heading: string, buyer: Invoice['buyer']): number {
  const { doc, left } = page;
  const half = partyWidth(page);
  let y = write(doc, heading, left, top, { bold: true, size: 8, color: MUTED });
  y = write(doc, buyer.legalName, left, y + 1, { bold: true, size: 11, width: half });
  const where = buyer.stateCode ? T.state(buyer.state, buyer.stateCode) : buyer.country;
  for (const line of [buyer.address, where, T.gstin(buyer.gstin)]) y = write(doc, line, left, y, { width: half, color: MUTED });
  return y;
}

export interface LineColumn<Line> extends TableColumn {
  cell: (line: Line, index: number) => string;
}

/** The table's first columns: the line's place and its HSN. */
export const placeAndHsnColumns = <Line extends { hsn: string }>(): LineColumn<Line>[] => [
  { title: T.columns.index, width: 16, align: 'left', cell: (_, index) => String(index + 1) },
  { title: T.columns.hsn, width: 44, align: 'left', cell: (line) => line.hsn },
];

/**
 * The tax columns the supply bears: CGST and SGST within the state, IGST across, none under the LUT. `widths`
 * are each document's own (its other columns differ).
 */
export function taxColumns<Line extends { cgst: number; sgst: number; igst: number }>(
  document: { supply: Supply; lut?: unknown },
  figure: (minor: number) => string,
  widths: { split: number; igst: number },
): LineColumn<Line>[] {
  if (document.lut) return [];
  if (document.supply === 'intra')
    return [
      { title: T.columns.cgst, width: widths.split, align: 'right', cell: (line) => figure(line.cgst) },
      { title: T.columns.sgst, width: widths.split, align: 'right', cell: (line) => figure(line.sgst) },
    ];
  return [{ title: T.columns.igst, width: widths.igst, align: 'right', cell: (line) => figure(line.igst) }];
}

/** The lines' table from `y`: the `fixed` columns, the description, then `after`. Returns where it ends. */
export function drawLines<Line extends { description: string }>(
  page: Page,
  y: number,
  lines: readonly Line[],
  { fixed, description, after }: { fixed: LineColumn<Line>[]; description: string; after: LineColumn<Line>[] },
): number {
  const { doc, left, width, room, rule } = page;
  const used = [...fixed, ...after].reduce((sum, column) => sum + column.width, 0);
  const descriptionColumn: LineColumn<Line> = {
    title: description,
    width: width - used,
    align: 'left',
    cell: (line) => line.description,
  };
  const columns = [...fixed, descriptionColumn, ...after];
  const { row, head } = tableRows(doc, columns, left, width, { headInset: 5, size: 8 });
  let at = head(y);
  lines.forEach((line, index) => {
    doc.font('latin').fontSize(8);
    const estimate = doc.heightOfString(line.description, { width: descriptionColumn.width - 4 }) * 1.4 + 8;
    const next = room(at, estimate);
    if (next !== at) at = head(next);
    at =
      row(
        columns.map((column) => column.cell(line, index)),
        at + 4,
      ) + 4;
    rule(at);
  });
  return at;
}

/** What the totals are called: the taxable value's label is followed by the currency's code. */
export interface SumLabels {
  taxable: string;
  cgst: string;
  sgst: string;
  igst: string;
  roundOff: string;
  total: string;
}

/**
 * The totals, right, from `y`: the taxable value in the currency (its code said once), CGST and SGST within the
 * state or IGST across (none under the LUT), a round off when there is one, and the total. Returns where they end.
 */
export function drawSums(
  page: Page,
  y: number,
  document: { currency: string; supply: Supply; lut?: unknown; totals: TaxTotals },
  money: (minor: number) => string,
  labels: SumLabels,
): number {
  const { doc, right, room } = page;
  const { totals } = document;
  const sums: [string, string, boolean][] = [[`${labels.taxable} (${document.currency})`, money(totals.taxable), false]];
  if (!document.lut && document.supply === 'intra')
    sums.push([labels.cgst, money(totals.cgst), false], [labels.sgst, money(totals.sgst), false]);
  if (!document.lut && document.supply !== 'intra') sums.push([labels.igst, money(totals.igst), false]);
  if (totals.roundOff) sums.push([labels.roundOff, money(totals.roundOff), false]);
  sums.push([labels.total, money(totals.total), true]);
  let at = room(y, sums.length * 14 + 40) + 8;
  for (const [label, value, bold] of sums) {
    write(doc, label, right - 320, at, { width: 200, align: 'right', bold, size: bold ? 10 : 9 });
    at = write(doc, value, right - 116, at, { width: 116, align: 'right', bold, size: bold ? 10 : 9 }) + 2;
  }
  return at;
}

/** Who signs, right, from `y`: for whom, the signature the document was issued with (or room to sign), the name and role. */
export function drawSignatory(
  page: Page,
  y: number,
  { forWhom, signature, name, role }: { forWhom: string; signature: Buffer | null; name: string; role: string },
): void {
  const { doc, left, width, right } = page;
  const half = partyWidth(page);
  const side = { width: width - half - 16, align: 'right' as const };
  let signY = write(doc, forWhom, left + half + 16, y, side);
  if (signature) {
    doc.image(signature, right - 120, signY + 4, { fit: [120, 40] });
    signY += 46;
  } else signY += 36;
  signY = write(doc, name, left + half + 16, signY, { ...side, bold: true });
  write(doc, role, left + half + 16, signY, { ...side, color: MUTED });
}

/** Each page's foot (`foot` of its number and the count), after `stamp` draws what else every page bears. */
export function drawFeet(page: Page, foot: (pageNumber: number, count: number) => string, stamp?: () => void): void {
  const { doc, left, width } = page;
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    doc.page.margins.bottom = 0;
    stamp?.();
    write(doc, foot(index + 1, range.count), left, doc.page.height - A4_MARGIN + 14, {
      width,
      align: 'center',
      size: 7,
      color: MUTED,
    });
  }
}
