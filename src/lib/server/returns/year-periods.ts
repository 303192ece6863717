/**
 * The Returns screen's year: each GSTR-1 period (a month, or a quarter under QRMP), what it holds, what the
 * check finds (the first IRN due among its documents too), when it ends and is due, and whether it is filed. Months not yet begun are not read. Store requests: for
 * each month begun, its register and its shipping bills, and each period's filing, all at once (36 for a year
 * gone by, monthly).
 */
import type { ReturnPeriod } from '../../api/returns.ts';
import { filingSettings } from '../../gst/filing.ts';
import { financialYear } from '../../gst/financial-year.ts';
import { periodDue, periodEnd, periodLabel, periodMonths, periodsOfYear } from '../../gst/periods.ts';
import { todayInIndia } from '../../format/dates.ts';
import { RETURNS_MESSAGES } from '../../messages/returns.ts';
import { HttpError } from '../http.ts';
import { registerOf } from '../invoices/register.ts';
import { billingSettings } from '../site/site-settings.ts';
import { findProblems } from './check.ts';
import { type ReturnEntry, isNote, paiseAt, rupeeFactor, rupees } from './entries.ts';
import { filingOf } from './filed-periods.ts';
import { shippingBillsOf } from './shipping-bills.ts';

/** What a period holds, from its months' entries. */
function holdings(entries: ReturnEntry[], bills: Parameters<typeof rupeeFactor>[1]) {
  const taxInvoices = entries.filter((entry) => entry.kind === 'tax');
  let taxable = 0;
  let tax = 0;
  for (const entry of entries) {
    const factor = rupeeFactor(entry, bills);
    if (entry.status === 'cancelled' || !(entry.kind === 'tax' || isNote(entry)) || factor === null) continue;
    const sign = entry.kind === 'credit' ? -1 : 1;
    taxable += sign * paiseAt(entry.totals.taxable, factor);
    tax += sign * paiseAt(entry.totals.cgst + entry.totals.sgst + entry.totals.igst, factor);
  }
  return {
    invoices: taxInvoices.length,
    cancelled: taxInvoices.filter((entry) => entry.status === 'cancelled').length,
    creditNotes: entries.filter((entry) => entry.kind === 'credit').length,
    debitNotes: entries.filter((entry) => entry.kind === 'debit').length,
    taxable: rupees(taxable),
    tax: rupees(tax),
  };
}

/** The periods of a financial year ('2026-27', this one when empty), newest first. */
export async function returnPeriods(yearLabel: string): Promise<{ data: ReturnPeriod[]; year: string }> {
  const year = yearLabel || financialYear(new Date()).label;
  if ((Number(year.slice(0, 4)) + 1) % 100 !== Number(year.slice(5)))
    throw new HttpError(400, RETURNS_MESSAGES.yearFormat, { errors: { year: RETURNS_MESSAGES.yearFormat } });
  const { filing } = filingSettings((await billingSettings()).tax);
  return { data: (await periodsHolding(periodsOfYear(year, filing))).reverse(), year };
}

/** One period as the year lists it (its months' registers and shipping bills, and its filing: 3 store requests a month). */
export async function periodAnswer(period: string): Promise<ReturnPeriod> {
  return (await periodsHolding([period]))[0];
}

async function periodsHolding(list: string[]): Promise<ReturnPeriod[]> {
  const { tax } = await billingSettings();
  const { filing } = filingSettings(tax);
  const thisMonth = todayInIndia().slice(0, 7);
  const periods = list.map((period) => ({ period, months: periodMonths(period, filing)! }));
  const begun = periods.flatMap(({ months }) => months).filter((month) => month <= thisMonth);
  const [registers, bills, filings] = await Promise.all([
    Promise.all(begun.map((month) => registerOf(month))),
    Promise.all(begun.map(shippingBillsOf)),
    Promise.all(periods.map(({ period }) => filingOf(period))),
  ]);
  const entriesOf = new Map(begun.map((month, index) => [month, registers[index] as ReturnEntry[]]));
  const allBills = new Map(bills.flatMap((each) => [...each]));
  const data = periods.map(({ period, months }, index): ReturnPeriod => {
    const entries = months.flatMap((month) => entriesOf.get(month) ?? []);
    const found = tax ? findProblems({ gstin: tax.gstin, turnover: tax.turnover, entries, bills: allBills }, tax) : [];
    const irnDue = found.flatMap((problem) => problem.irnDue ?? []).sort()[0];
    const filed = filings[index];
    return {
      period,
      label: periodLabel(period, filing),
      months,
      ...holdings(entries, allBills),
      problems: found.length,
      ...(irnDue && { irnDue }),
      ends: periodEnd(period, filing),
      due: periodDue(period, filing),
      ...(filed && { filed }),
    };
  });
  return data;
}
