/**
 * The month's pack's one-page summary: the taxable value and tax by rate and by place of supply of the standing
 * tax invoices in rupees (credit notes taken off, debit notes added; a supply under the LUT on a line of its own,
 * as it bears no tax), how many invoices were issued and cancelled and how many notes, and what is still owed
 * across every order as the Payments screen sums it (payments/list.ts). Exports billed in another currency are
 * counted, not valued: no exchange rate is kept.
 */
import type { PaymentTotals } from '../../api/payments.ts';
import { formatDay, todayInIndia } from '../../format/dates.ts';
import { formatMinor } from '../../format/money.ts';
import { BOOKS_MESSAGES } from '../../messages/books.ts';
import { toMinor } from '../../payments.ts';
import { A4_MARGIN, MUTED, type TableColumn, a4Document, tableRows, write } from '../pdf/kit.ts';
import type { BookEntry } from './books.ts';

const T = BOOKS_MESSAGES.summary;

/** A row of sums, in paise. */
export interface SummaryRow {
  label: string;
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
}

export interface PeriodSummary {
  byRate: SummaryRow[];
  byState: SummaryRow[];
  total: SummaryRow;
  issued: number;
  cancelled: number;
  creditNotes: number;
  debitNotes: number;
  /** Invoices and notes in another currency, and which. */
  otherCurrency: { count: number; currencies: string[] };
}

const emptyRow = (label: string): SummaryRow => ({ label, taxable: 0, igst: 0, cgst: 0, sgst: 0 });

/** Adds (or, `sign` -1, takes off) a document's amounts at a rate to a row. */
function add(row: SummaryRow, sign: number, amounts: Omit<SummaryRow, 'label'>) {
  row.taxable += sign * amounts.taxable;
  row.igst += sign * amounts.igst;
  row.cgst += sign * amounts.cgst;
  row.sgst += sign * amounts.sgst;
}

/** The row of `label` in `rows`, made when missing. */
function rowIn<Row extends SummaryRow>(rows: Map<string, Row>, label: string, made: () => Row): Row {
  const found = rows.get(label) ?? made();
  rows.set(label, found);
  return found;
}

/** The period's sums from its register entries. */
export function periodSummary(entries: readonly BookEntry[]): PeriodSummary {
  const byRate = new Map<string, SummaryRow & { order: number }>();
  const byState = new Map<string, SummaryRow>();
  const total = emptyRow(T.total);
  const currencies = new Set<string>();
  let otherCurrency = 0;
  for (const entry of entries) {
    if (entry.kind === 'tax' && entry.status === 'cancelled') continue;
    if (entry.currency !== 'INR') {
      otherCurrency += 1;
      currencies.add(entry.currency);
      continue;
    }
    const sign = entry.kind === 'credit' ? -1 : 1;
    for (const rate of entry.rates) {
      const label = entry.underLut ? T.rateUnderLut(rate.ratePercent) : T.rate(rate.ratePercent);
      // A rate's row, then the same rate under the LUT below it.
      const order = rate.ratePercent * 2 + (entry.underLut ? 1 : 0);
      add(
        rowIn(byRate, label, () => ({ ...emptyRow(label), order })),
        sign,
        rate,
      );
      add(
        rowIn(byState, entry.placeName, () => emptyRow(entry.placeName)),
        sign,
        rate,
      );
      add(total, sign, rate);
    }
  }
  const count = (test: (entry: BookEntry) => boolean) => entries.filter(test).length;
  return {
    byRate: [...byRate.values()].sort((a, b) => a.order - b.order).map(({ order: _order, ...row }) => row),
    byState: [...byState.values()].sort((a, b) => b.taxable - a.taxable || a.label.localeCompare(b.label)),
    total,
    issued: count((entry) => entry.kind === 'tax'),
    cancelled: count((entry) => entry.kind === 'tax' && entry.status === 'cancelled'),
    creditNotes: count((entry) => entry.kind === 'credit'),
    debitNotes: count((entry) => entry.kind === 'debit'),
    otherCurrency: { count: otherCurrency, currencies: [...currencies].sort() },
  };
}

const rupees = (minor: number) => formatMinor(minor, 'INR');

/** The summary's one page. */
export async function summaryPdf(
  summary: PeriodSummary,
  { label, company, gstin, owed }: { label: string; company: string; gstin: string; owed: PaymentTotals },
): Promise<Uint8Array> {
  const { doc, left, width, rule, bytes } = a4Document({ Title: T.title(label), Author: company });
  let y = write(doc, T.title(label), left, A4_MARGIN, { bold: true, size: 15 });
  y = write(doc, T.company(company, gstin), left, y + 2, { color: MUTED });
  y = write(doc, T.made(formatDay(todayInIndia())), left, y, { color: MUTED }) + 8;
  rule(y);

  const money = width - 135;
  const columnsOf = (titles: readonly string[]): TableColumn[] =>
    titles.map((title, index) => ({ title, width: index === 0 ? 135 : money / 5, align: index === 0 ? 'left' : 'right' }));
  const cells = (row: SummaryRow) => [
    row.label,
    rupees(row.taxable),
    rupees(row.igst),
    rupees(row.cgst),
    rupees(row.sgst),
    rupees(row.igst + row.cgst + row.sgst),
  ];
  const table = (heading: string, titles: readonly string[], rows: SummaryRow[]) => {
    y = write(doc, heading, left, y + 10, { bold: true, size: 11 }) + 4;
    const { head, row } = tableRows(doc, columnsOf(titles), left, width, { headInset: 5, size: 8.5 });
    y = head(y);
    for (const each of rows) y = row(cells(each), y) + 2;
    y = row(cells({ ...summary.total, label: T.total }), y + 2, true) + 4;
  };
  table(T.byRate, T.rateColumns, summary.byRate);
  table(T.byState, T.stateColumns, summary.byState);
  y = write(doc, T.notesNetted, left, y + 2, { color: MUTED, size: 8 });

  y = write(doc, T.documents, left, y + 12, { bold: true, size: 11 }) + 2;
  for (const line of [
    T.issued(summary.issued),
    T.cancelled(summary.cancelled),
    T.creditNotes(summary.creditNotes),
    T.debitNotes(summary.debitNotes),
    ...(summary.otherCurrency.count
      ? [T.otherCurrency(summary.otherCurrency.count, summary.otherCurrency.currencies.join(', '))]
      : []),
  ])
    y = write(doc, line, left, y);

  y = write(doc, T.owed, left, y + 12, { bold: true, size: 11 }) + 2;
  for (const line of [
    T.outstanding(rupees(toMinor(owed.outstanding))),
    T.overdue(rupees(toMinor(owed.overdue))),
    T.credit(rupees(toMinor(owed.credit))),
  ])
    y = write(doc, line, left, y);
  write(doc, T.owedOn(formatDay(todayInIndia())), left, y + 2, { color: MUTED, size: 8 });
  return bytes();
}
