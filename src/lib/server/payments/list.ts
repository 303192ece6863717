/**
 * The Payments screen and the dashboard's money: every order's invoiced, paid and outstanding amounts, overdue
 * first, with the ageing of its balance, read from the quotations' rows (quotations/quotation-rows.ts carries the money on
 * each row), not from 10,000 records: a warm list costs the rows' one listing request. The sums are in rupees;
 * orders in other currencies are listed and counted, not valued (no exchange rates at run time). What buyers paid
 * beyond their orders is their credit: summed beside what is owed, never netted against it.
 */
import type { PaymentRow, PaymentTotals } from '../../api/payments.ts';
import type { QuotationRow } from '../../api/quotations.ts';
import { AGEING_BUCKETS, type AgeingBucket, ageingBucket, daysBetween, inUnits, toMinor } from '../../payments.ts';
import { todayInIndia } from '../../format/dates.ts';
import type { PAYMENT_LIST_STATUSES } from '../../schemas/payments.ts';
import { allRows } from '../quotations/quotation-rows.ts';
import { pageOf } from '../paging.ts';

type ListStatus = (typeof PAYMENT_LIST_STATUSES)[number];

interface Line extends PaymentRow {
  /** Days since the document that billed the balance (-1 with nothing outstanding). */
  age: number;
  activityAt: string;
}

/** An order's line from its row; a row written before rows carried money reads as nothing paid of its total. */
function lineOf(row: QuotationRow, today: string): Line {
  const outstanding = row.outstanding ?? row.total;
  const billedOn = row.billedOn ?? (row.acceptedAt ? todayInIndia(new Date(row.acceptedAt)) : today);
  const age = outstanding > 0 ? Math.max(0, daysBetween(billedOn, today)) : -1;
  const dueDate = row.dueDate ?? null;
  return {
    _id: row._id,
    number: row.number,
    customer: row.customer,
    company: row.company,
    currency: row.currency,
    stage: row.stage,
    invoiced: row.invoiced ?? 0,
    paid: row.paid ?? 0,
    refunded: row.refunded ?? 0,
    outstanding,
    credit: row.credit ?? 0,
    reported: row.reported ?? 0,
    dueDate,
    daysOverdue: dueDate && outstanding > 0 ? Math.max(0, daysBetween(dueDate, today)) : 0,
    ageing: age < 0 ? null : ageingBucket(age),
    age,
    activityAt: row.activityAt,
  };
}

const MATCHES: Record<ListStatus, (line: Line) => boolean> = {
  outstanding: (line) => line.outstanding > 0,
  overdue: (line) => line.daysOverdue > 0,
  paid: (line) => line.outstanding === 0,
  all: () => true,
};

/** Overdue first (the longest first), then the oldest balance, then the latest activity. */
const byUrgency = (a: Line, b: Line) =>
  b.daysOverdue - a.daysOverdue || b.age - a.age || b.activityAt.localeCompare(a.activityAt) || b._id.localeCompare(a._id);

/** The sums over every order: what is outstanding and overdue, by age, and the reports waiting for us. */
export function paymentTotals(lines: readonly PaymentRow[]): PaymentTotals {
  const ageing = Object.fromEntries(AGEING_BUCKETS.map((bucket) => [bucket, 0])) as Record<AgeingBucket, number>;
  let outstanding = 0;
  let overdue = 0;
  let credit = 0;
  let otherCurrency = 0;
  for (const line of lines) {
    if (line.credit > 0 && line.currency === 'INR') credit += toMinor(line.credit);
    if (line.outstanding <= 0) continue;
    if (line.currency !== 'INR') {
      otherCurrency += 1;
      continue;
    }
    const minor = toMinor(line.outstanding);
    outstanding += minor;
    if (line.daysOverdue > 0) overdue += minor;
    if (line.ageing) ageing[line.ageing] += minor;
  }
  for (const bucket of AGEING_BUCKETS) ageing[bucket] = inUnits(ageing[bucket]);
  return {
    outstanding: inUnits(outstanding),
    overdue: inUnits(overdue),
    credit: inUnits(credit),
    waitingOnUs: lines.filter((line) => line.reported > 0).length,
    ageing,
    otherCurrency,
  };
}

/** Every order's line (accepted quotations only). */
export function paymentLines(rows: readonly QuotationRow[], today: string): Line[] {
  return rows.filter((row) => row.status === 'Accepted').map((row) => lineOf(row, today));
}

/** One page of the orders that match `status`, most urgent first, how many match, and the sums over every order. */
export function paymentPage(rows: readonly QuotationRow[], status: ListStatus, page: number, limit: number, today: string) {
  const lines = paymentLines(rows, today);
  const matching = lines.filter(MATCHES[status]).sort(byUrgency);
  const paged = pageOf(matching, page, limit);
  const data: PaymentRow[] = paged.data.map(({ age: _, activityAt: __, ...line }) => line);
  return { ...paged, data, totals: paymentTotals(lines) };
}

/** GET /api/payments: the rows read (one listing request warm), then paged. */
export async function listPayments(status: ListStatus, page: number, limit: number, now = new Date()) {
  return paymentPage(await allRows(), status, page, limit, todayInIndia(now));
}

/** The dashboard's money: what is outstanding (rupees) and how many customers' reports wait for us. */
export async function dashboardMoney(now = new Date()): Promise<{ outstanding: number; paymentsToConfirm: number }> {
  const totals = paymentTotals(paymentLines(await allRows(), todayInIndia(now)));
  return { outstanding: totals.outstanding, paymentsToConfirm: totals.waitingOnUs };
}
