/**
 * What would make the portal refuse a period's GSTR-1 or warn about it, each naming the document to mend: a
 * buyer's GSTIN that fails its check character, an HSN code shorter than the company's turnover asks (4 digits
 * up to ₹5 crore, 6 above) or missing, a place of supply missing, a number over 16 characters, an export
 * without its shipping bill or, in a foreign currency, without the exchange rate its rupee value needs, and a
 * document whose HSN lines do not add up to its rates' totals (its B2B and HSN figures would disagree); and,
 * when e-invoicing applies to a turnover of ₹10 crore or more, each B2B, SEZ or export document still without
 * its IRN, by the IRP's reporting time limit (a warning until it passes, an error after), read from the
 * register's entries, which say when a document has its IRN.
 * `findProblems` is pure (tests/unit/gstr1-check.test.ts); `returnCheck` reads the period's books.
 */
import type { ReturnProblem } from '../../api/returns.ts';
import { MAX_DOCUMENT_NUMBER_LENGTH } from '../../gst/financial-year.ts';
import { isValidGstin } from '../../gst/identifiers.ts';
import { hsnDigitsFor } from '../../gst/rates.ts';
import { formatDay } from '../../format/dates.ts';
import { RETURNS_PROBLEMS } from '../../messages/returns.ts';
import type { CompanyTax } from '../../schemas/billing.ts';
import { reportingLimit } from '../einvoices/irn.ts';
import { billingSettings } from '../site/site-settings.ts';
import { type ReturnEntry, isNote, rupeeFactor, supplyOfEntry } from './entries.ts';
import { type PeriodBooks, periodBooks } from './gstr1.ts';
import { isPlaceCode } from './gstr1-tables.ts';

/**
 * The period's problems, errors first, each document's in the order found; with the company's `tax`, the IRNs
 * due too (as of `now`).
 */
export function findProblems(
  books: Pick<PeriodBooks, 'gstin' | 'turnover' | 'entries' | 'bills'>,
  tax?: CompanyTax,
  now = new Date(),
): ReturnProblem[] {
  const digits = hsnDigitsFor(books.turnover);
  const home = books.gstin.slice(0, 2);
  const problems: ReturnProblem[] = [];
  const standing = books.entries.filter((entry) => entry.status !== 'cancelled' && (entry.kind === 'tax' || isNote(entry)));
  for (const entry of standing) {
    // Said once a document: two of its lines under one short HSN code are one thing to mend.
    const said = new Set<string>();
    const add = (problem: string, severity: ReturnProblem['severity'], irnDue?: string) => {
      if (said.has(problem)) return;
      said.add(problem);
      problems.push({ invoiceId: entry._id, number: entry.number, problem, severity, ...(irnDue && { irnDue }) });
    };
    if (entry.gstin && !isValidGstin(entry.gstin)) add(RETURNS_PROBLEMS.badGstin(entry.gstin), 'error');
    if (!isPlaceCode(entry.placeCode)) add(RETURNS_PROBLEMS.noPlace, 'error');
    if (entry.number.length > MAX_DOCUMENT_NUMBER_LENGTH) add(RETURNS_PROBLEMS.longNumber, 'error');
    for (const line of entry.hsn) {
      if (!line.hsn) add(RETURNS_PROBLEMS.noHsn(line.description), entry.gstin ? 'error' : 'warning');
      else if (line.hsn.length < digits) add(RETURNS_PROBLEMS.shortHsn(line.hsn, digits), entry.gstin ? 'error' : 'warning');
    }
    if (!isNote(entry) && supplyOfEntry(entry, home) === 'export') {
      const bill = books.bills.get(entry._id);
      if (!bill) add(RETURNS_PROBLEMS.noShippingBill, 'warning');
    }
    if (rupeeFactor(entry, books.bills) === null) add(RETURNS_PROBLEMS.noExchangeRate(entry.currency), 'error');
    if (!hsnAgrees(entry)) add(RETURNS_PROBLEMS.hsnDisagrees, 'error');
    const limit = irnLimit(entry, home, tax, now);
    if (limit)
      add(
        limit.daysLeft < 0 ? RETURNS_PROBLEMS.irnLate(formatDay(limit.due)) : RETURNS_PROBLEMS.irnDue(formatDay(limit.due)),
        limit.daysLeft < 0 ? 'error' : 'warning',
        limit.due,
      );
  }
  return problems.sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1));
}

/**
 * The IRP's time limit of a standing tax invoice or note without its IRN that needs one: a registered buyer's,
 * an SEZ unit's or an export (the supplies `supplyTypeOf` types for the IRP); null when it has its IRN or no
 * limit applies.
 */
function irnLimit(entry: ReturnEntry, home: string, tax: CompanyTax | undefined, now: Date) {
  if (!tax || entry.irn || entry.status === 'cancelled' || !(entry.kind === 'tax' || isNote(entry))) return null;
  const needsIrn = Boolean(entry.gstin || entry.sez || supplyOfEntry(entry, home) === 'export');
  return needsIrn ? reportingLimit(entry.date, tax, now) : null;
}

/** Whether a document's HSN lines add up to its rates' taxable value and taxes. */
function hsnAgrees(entry: ReturnEntry): boolean {
  const sum = (rows: { taxable: number; cgst: number; sgst: number; igst: number }[]) =>
    rows.reduce((all, row) => [all[0] + row.taxable, all[1] + row.cgst, all[2] + row.sgst, all[3] + row.igst], [0, 0, 0, 0]);
  const [rates, hsn] = [sum(entry.rates), sum(entry.hsn)];
  return rates.every((value, index) => value === hsn[index]);
}

/** The period's problems, from its books (the store requests of its GSTR-1; Settings come from their cache). */
export async function returnCheck(period: string): Promise<ReturnProblem[]> {
  const [books, { tax }] = await Promise.all([periodBooks(period), billingSettings()]);
  return findProblems(books, tax);
}
