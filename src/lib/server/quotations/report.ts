/**
 * The numbers the owner watches (docs/product.md 2.28): per month and per category, requests,
 * quotations sent, accepted, declined and expired, the conversion rate, the value quoted and won, and the
 * median days from a request to its quotation and from an acceptance to the dispatch. Read from the
 * quotations' rows (quotation-rows.ts) and the two request inboxes' views, never record by record.
 *
 * Each event counts in the month it happened (New Delhi): a quotation sent in March and accepted in April
 * is a March send and an April acceptance. Values are summed in rupees; a quotation in another currency
 * counts but adds no value (the answer says how many). Conversion is accepted ÷ (accepted + declined +
 * expired): of the quotations answered, the share won.
 *
 * Each month also has its money, from the same rows: the tax invoices dated in it, the confirmed payments
 * dated in it, what is still unpaid today of its tax invoices (so a month's figure shrinks as they are
 * paid), and the median days from dispatch to paid in full over the orders paid in full that month.
 */
import { idTime } from '../ids.ts';
import { categories } from '../products/stored-categories.ts';
import { inboxes, products } from '../collections.ts';
import type { QuotationReport, QuotationRow, ReportLine, ReportMoney } from '../../api/quotations.ts';
import { daysBetween } from '../../payments.ts';
import { formatMonth, monthInIndia, todayInIndia } from '../../format/dates.ts';
import { csvFile } from '../files/csv.ts';
import { allRows } from './quotation-rows.ts';

const DAY_MS = 86_400_000;

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return Math.round(value * 10) / 10;
}

/** The last `count` months, oldest first, ending with this one. */
function lastMonths(count: number, now: Date): string[] {
  const months: string[] = [];
  const [year, month] = monthInIndia(now.toISOString()).split('-').map(Number);
  for (let back = count - 1; back >= 0; back -= 1) {
    const at = new Date(Date.UTC(year, month - 1 - back, 15));
    months.push(`${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return months;
}

class Tally {
  sent = 0;
  accepted = 0;
  declined = 0;
  expired = 0;
  quotedValue = 0;
  wonValue = 0;
  toQuote: number[] = [];
  toDispatch: number[] = [];
  line(key: string, label: string, requests: number | null): ReportLine {
    const answered = this.accepted + this.declined + this.expired;
    return {
      key,
      label,
      requests,
      sent: this.sent,
      accepted: this.accepted,
      declined: this.declined,
      expired: this.expired,
      conversion: answered ? Math.round((this.accepted / answered) * 1000) / 10 : null,
      quotedValue: Math.round(this.quotedValue * 100) / 100,
      wonValue: Math.round(this.wonValue * 100) / 100,
      medianDaysToQuote: median(this.toQuote),
      medianDaysToDispatch: median(this.toDispatch),
    };
  }
}

/** A month's money in paise, so sums of rupee amounts do not drift. */
class MoneyTally {
  invoiced = 0;
  collected = 0;
  outstanding = 0;
  toPaidInFull: number[] = [];
  figures(): ReportMoney {
    return {
      invoiced: this.invoiced / 100,
      collected: this.collected / 100,
      outstanding: this.outstanding / 100,
      medianDaysToPaidInFull: median(this.toPaidInFull),
    };
  }
}

const paise = (amount = 0) => Math.round(amount * 100);

/** Adds an order's money to the months it fell in: values in rupees only; the days whatever the currency. */
function countMoney(row: QuotationRow, moneyOf: (month: string) => MoneyTally | undefined) {
  const rupees = row.currency === 'INR';
  if (rupees && row.taxInvoicedOn) {
    const tally = moneyOf(row.taxInvoicedOn.slice(0, 7));
    if (tally) {
      tally.invoiced += paise(row.invoiced);
      tally.outstanding += paise(row.outstanding);
    }
  }
  if (rupees)
    for (const payment of row.collected ?? []) {
      const tally = moneyOf(payment.date.slice(0, 7));
      if (tally) tally.collected += paise(payment.amount);
    }
  if (row.paidInFullOn && row.dispatchedAt)
    moneyOf(row.paidInFullOn.slice(0, 7))?.toPaidInFull.push(
      Math.max(0, daysBetween(todayInIndia(new Date(row.dispatchedAt)), row.paidInFullOn)),
    );
}

/** Adds a quotation's events to the tallies of the months they fell in (and of its categories, if in range). */
function count(row: QuotationRow, tallyOf: (month: string) => Tally[]) {
  const rupees = row.currency === 'INR' ? row.total : 0;
  if (row.sentAt) {
    for (const tally of tallyOf(monthInIndia(row.sentAt))) {
      tally.sent += 1;
      tally.quotedValue += rupees;
      tally.toQuote.push((Date.parse(row.sentAt) - idTime(row.enquiryId)) / DAY_MS);
    }
  }
  if (row.acceptedAt) {
    for (const tally of tallyOf(monthInIndia(row.acceptedAt))) {
      tally.accepted += 1;
      tally.wonValue += rupees;
    }
  }
  if (row.closedAt && (row.status === 'Declined' || row.status === 'Expired')) {
    for (const tally of tallyOf(monthInIndia(row.closedAt))) {
      if (row.status === 'Declined') tally.declined += 1;
      else tally.expired += 1;
    }
  }
  if (row.acceptedAt && row.dispatchedAt) {
    for (const tally of tallyOf(monthInIndia(row.dispatchedAt)))
      tally.toDispatch.push((Date.parse(row.dispatchedAt) - Date.parse(row.acceptedAt)) / DAY_MS);
  }
}

export async function quotationReport(monthCount = 12, now = new Date()): Promise<QuotationReport> {
  const months = lastMonths(monthCount, now);
  const first = Date.parse(`${months[0]}-01T00:00:00+05:30`);
  const byMonth = (ms: number) => (ms >= first ? monthInIndia(new Date(ms).toISOString()) : null);
  const [rows, quoteRequests, quickRequests, categoryOf, stored] = await Promise.all([
    allRows(),
    inboxes.quotes.countsBy(byMonth, first),
    inboxes.quick.countsBy(byMonth, first),
    products.derive('category-of', (records) => new Map(records.map((product) => [product._id, product.category]))),
    categories.read(),
  ]);
  const requests = (month: string) => (quoteRequests.get(month) ?? 0) + (quickRequests.get(month) ?? 0);
  return reportOf({ rows, months, requests, categoryOf, labels: new Map(stored.data.map((each) => [each.id, each.label])) });
}

/** The report of `months` ('YYYY-MM', oldest first) from the rows, without reading anything. */
export function reportOf({
  rows,
  months,
  requests,
  categoryOf,
  labels,
}: {
  rows: readonly QuotationRow[];
  months: readonly string[];
  /** The month's product and quick quote requests. */
  requests: (month: string) => number;
  /** A product's category. */
  categoryOf: ReadonlyMap<string, string>;
  /** A category's label. */
  labels: ReadonlyMap<string, string>;
}): QuotationReport {
  const monthTallies = new Map(months.map((month) => [month, new Tally()]));
  const moneyTallies = new Map(months.map((month) => [month, new MoneyTally()]));
  const categoryTallies = new Map<string, Tally>();
  for (const row of rows) {
    const rowCategories = [...new Set(row.productIds.map((id) => categoryOf.get(id) ?? ''))];
    if (rowCategories.length === 0) rowCategories.push('');
    count(row, (month) => {
      const tally = monthTallies.get(month);
      if (!tally) return [];
      const each = rowCategories.map((category) => {
        if (!categoryTallies.has(category)) categoryTallies.set(category, new Tally());
        return categoryTallies.get(category)!;
      });
      return [tally, ...each];
    });
    countMoney(row, (month) => moneyTallies.get(month));
  }
  return {
    months: months.map((month) => ({
      ...monthTallies.get(month)!.line(month, formatMonth(month), requests(month)),
      ...moneyTallies.get(month)!.figures(),
    })),
    categories: [...categoryTallies]
      .map(([category, tally]) => tally.line(category, category ? (labels.get(category) ?? category) : 'Other', null))
      .sort((a, b) => b.wonValue - a.wonValue || b.sent - a.sent),
    otherCurrency: rows.filter((row) => row.currency !== 'INR').length,
  };
}

const CSV_COLUMNS = [
  'Period',
  'Requests',
  'Quotations sent',
  'Accepted',
  'Declined',
  'Expired',
  'Conversion %',
  'Quoted value (INR)',
  'Won value (INR)',
  'Median days to quotation',
  'Median days to dispatch',
];
const MONEY_COLUMNS = [
  'Invoiced (INR)',
  'Collected (INR)',
  "Outstanding of the month's invoices (INR)",
  'Median days from dispatch to paid in full',
];

/**
 * The report as CSV: the months with their money, then the categories (their requests left empty: a request
 * names no category; their money too: an order's invoices and payments are not split between categories).
 */
export function reportCsv(report: QuotationReport): string {
  const row = (line: ReportLine) => [
    line.label,
    line.requests ?? '',
    line.sent,
    line.accepted,
    line.declined,
    line.expired,
    line.conversion ?? '',
    line.quotedValue,
    line.wonValue,
    line.medianDaysToQuote ?? '',
    line.medianDaysToDispatch ?? '',
  ];
  const money = (line: ReportMoney) => [line.invoiced, line.collected, line.outstanding, line.medianDaysToPaidInFull ?? ''];
  const months = report.months.map((line) => [...row(line), ...money(line)]);
  return csvFile([[...CSV_COLUMNS, ...MONEY_COLUMNS], ...months, [], ['Category'], ...report.categories.map(row)]);
}
