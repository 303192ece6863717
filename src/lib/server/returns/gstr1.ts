/**
 * A period's GSTR-1 from the store: the company's GSTIN and filing (Settings, from their cache), each month's
 * register (one read a month) and shipping bills (one read a month), and, for a note on an invoice of an
 * earlier month, that month's too (its table is its invoice's). A month's GSTR-1 is 2 store requests, a
 * quarter's 6, and 2 more for each earlier month the period's notes reach back to.
 */
import type { ShippingBill } from '../../api/returns.ts';
import { filingSettings } from '../../gst/filing.ts';
import { RETURNS_MESSAGES } from '../../messages/returns.ts';
import type { FilingPeriod } from '../../schemas/billing.ts';
import type { ZipFile } from '../files/zip.ts';
import { HttpError } from '../http.ts';
import { registerOf } from '../invoices/register.ts';
import { billingSettings } from '../site/site-settings.ts';
import { type ReturnEntry, isNote } from './entries.ts';
import { monthsOrRefuse } from './filed-periods.ts';
import { gstr1Csvs } from './gstr1-csv.ts';
import { type Gstr1, buildGstr1 } from './gstr1-tables.ts';
import { shippingBillsOf } from './shipping-bills.ts';

export type { Gstr1 } from './gstr1-tables.ts';

/** What a period's GSTR-1 and its check are made from. */
export interface PeriodBooks {
  period: string;
  gstin: string;
  filing: FilingPeriod;
  turnover: NonNullable<Awaited<ReturnType<typeof billingSettings>>['tax']>['turnover'];
  months: string[];
  entries: ReturnEntry[];
  originals: Map<string, ReturnEntry>;
  bills: Map<string, ShippingBill>;
}

/** The registers and shipping bills of `months`, read at once. */
async function monthsBooks(months: string[]) {
  const [registers, bills] = await Promise.all([
    Promise.all(months.map((month) => registerOf(month))),
    Promise.all(months.map(shippingBillsOf)),
  ]);
  return {
    entries: registers.flat() as ReturnEntry[],
    bills: new Map(bills.flatMap((each) => [...each])),
  };
}

/** The period's entries, the invoices its notes correct and the exports' shipping bills. */
export async function periodBooks(period: string): Promise<PeriodBooks> {
  const { tax } = await billingSettings();
  if (!tax) throw new HttpError(409, RETURNS_MESSAGES.needsTaxSettings);
  const { filing } = filingSettings(tax);
  const months = monthsOrRefuse(period, filing);
  const { entries, bills } = await monthsBooks(months);
  const ids = new Map(entries.map((entry) => [entry._id, entry]));
  const earlier = [
    ...new Set(
      entries
        .filter((entry) => isNote(entry) && entry.original && !ids.has(entry.original._id))
        .map((entry) => entry.original!.date.slice(0, 7))
        .filter((month) => !months.includes(month)),
    ),
  ];
  const before = earlier.length ? await monthsBooks(earlier) : { entries: [], bills: new Map<string, ShippingBill>() };
  const originals = new Map([...before.entries, ...entries].map((entry) => [entry._id, entry]));
  return {
    period,
    gstin: tax.gstin,
    filing,
    turnover: tax.turnover,
    months,
    entries,
    originals,
    bills: new Map([...before.bills, ...bills]),
  };
}

/** The period's GSTR-1 as the offline tool's JSON. */
export async function gstr1Of(period: string): Promise<Gstr1> {
  return buildGstr1(await periodBooks(period));
}

/** The offline tool's CSVs of the period, one per table (the HSN summary's two), for one ZIP. */
export async function gstr1CsvFiles(period: string): Promise<ZipFile[]> {
  return (await gstr1CsvZip(period)).files;
}

/** The CSVs and the name of their ZIP (the GSTIN and the period, as the portal names its own files). */
export async function gstr1CsvZip(period: string): Promise<{ name: string; files: ZipFile[] }> {
  const books = await periodBooks(period);
  const names = new Map(books.entries.filter((entry) => entry.gstin).map((entry) => [entry.gstin, entry.buyer]));
  return { name: gstr1FileName({ gstin: books.gstin, fp: period }, 'zip'), files: gstr1Csvs(buildGstr1(books), names) };
}

/** A download's name: the GSTIN and the period, as the portal names its own files ('GSTR1_07AAACL1234C1Z5_112026.json'). */
export const gstr1FileName = ({ gstin, fp }: Pick<Gstr1, 'gstin' | 'fp'>, extension: 'json' | 'zip' = 'json') =>
  `GSTR1_${gstin}_${fp}.${extension}`;
