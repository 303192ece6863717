/**
 * GSTR-1's return periods: a month, or under the QRMP scheme a quarter (April–June …), named as the portal's
 * `fp` names them (MMYYYY, a quarter by its last month), and when each is due (the 11th of the next month;
 * the 13th after a quarter).
 */
import type { FilingPeriod } from '../schemas/billing.ts';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** '112026' → '2026-11'. */
export const monthOfPeriod = (period: string): string => `${period.slice(2)}-${period.slice(0, 2)}`;

/** '2026-11' → '112026'. */
export const periodOfMonthKey = (month: string): string => `${month.slice(5, 7)}${month.slice(0, 4)}`;

const isQuarterEnd = (monthNumber: number) => monthNumber % 3 === 0;

/** The month `offset` months after 'YYYY-MM'. */
function shiftMonth(month: string, offset: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The months a period covers ('YYYY-MM', oldest first): its own month, or under quarterly filing the quarter
 * it ends. Null for a period that is not one under this filing (a quarterly filer's November).
 */
export function periodMonths(period: string, filing: FilingPeriod): string[] | null {
  const month = monthOfPeriod(period);
  if (filing === 'monthly') return [month];
  if (!isQuarterEnd(Number(period.slice(0, 2)))) return null;
  return [shiftMonth(month, -2), shiftMonth(month, -1), month];
}

/** The period a month ('YYYY-MM') is returned in. */
export function periodOfMonth(month: string, filing: FilingPeriod): string {
  if (filing === 'monthly') return periodOfMonthKey(month);
  const monthNumber = Number(month.slice(5, 7));
  return periodOfMonthKey(shiftMonth(month, (3 - (monthNumber % 3)) % 3));
}

/** 'November 2026', or 'October–December 2026'. */
export function periodLabel(period: string, filing: FilingPeriod): string {
  const months = periodMonths(period, filing) ?? [monthOfPeriod(period)];
  const name = (month: string) => MONTH_NAMES[Number(month.slice(5, 7)) - 1];
  const year = months.at(-1)!.slice(0, 4);
  return months.length === 1 ? `${name(months[0])} ${year}` : `${name(months[0])}–${name(months.at(-1)!)} ${year}`;
}

/** GSTR-1's due date (YYYY-MM-DD): the 11th of the month after a month, the 13th after a quarter. */
export function periodDue(period: string, filing: FilingPeriod): string {
  return `${shiftMonth(monthOfPeriod(period), 1)}-${filing === 'monthly' ? '11' : '13'}`;
}

/** A period's last day (YYYY-MM-DD): the last of its last month. GSTR-1 is filed for a period once it has ended. */
export function periodEnd(period: string, filing: FilingPeriod): string {
  const last = (periodMonths(period, filing) ?? [monthOfPeriod(period)]).at(-1)!;
  const days = new Date(Date.UTC(Number(last.slice(0, 4)), Number(last.slice(5, 7)), 0)).getUTCDate();
  return `${last}-${String(days).padStart(2, '0')}`;
}

/** The periods of a financial year ('2026-27'), April's first. */
export function periodsOfYear(yearLabel: string, filing: FilingPeriod): string[] {
  const start = `${yearLabel.slice(0, 4)}-04`;
  const months = Array.from({ length: 12 }, (_, index) => shiftMonth(start, index));
  return [...new Set(months.map((month) => periodOfMonth(month, filing)))];
}
