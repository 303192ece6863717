/**
 * What the returns' tests share: this month's GSTR-1 period, today as GSTR-1's JSON writes a date, and an
 * unregistered buyer in a state (B2CL or B2CS by where and how much).
 */
import { periodOfMonthKey } from '../../src/lib/gst/periods.ts';
import { todayInIndia } from '../../src/lib/format/dates.ts';
import type { BillingBody } from './invoice-orders.ts';

/** This month's period, 'MMYYYY', New Delhi's. */
export const thisPeriod = () => periodOfMonthKey(todayInIndia().slice(0, 7));

/** Last month ('YYYY-MM', New Delhi's): a month that has ended, whose period may be marked filed. */
export function lastMonth(): string {
  const [year, month] = todayInIndia().split('-').map(Number);
  return new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 7);
}

/** The last day of 'YYYY-MM' (a monthly period's end), worked out on the calendar. */
export const lastDayOf = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);

/** Today as GSTR-1's JSON writes a date: dd-mm-yyyy. */
export const todayInGstr1 = () => todayInIndia().split('-').reverse().join('-');

/** A buyer without a GSTIN in `state`. */
export const unregisteredBuyer = (state: string): BillingBody => ({ legalName: 'Ram Kumar', address: '12 Main Road', state });
