/**
 * India's financial year (1 April to 31 March, by New Delhi's clock) and the invoice and note numbers written
 * in it: a tax invoice's or a note's number is at most 16 characters of letters, digits, '-' and '/', and each
 * year starts a new series (CGST Rules, rules 46 and 53); and the last day a note may be issued for an invoice.
 */

/** New Delhi's offset from UTC; India keeps no summer time. */
const NEW_DELHI_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The financial year an instant falls in: its first calendar year and its label ('2026-27'). */
export function financialYear(at: Date): { start: number; label: string } {
  const local = new Date(at.getTime() + NEW_DELHI_OFFSET_MS);
  if (Number.isNaN(local.getTime())) throw new RangeError('Not a date');
  // getUTCMonth is 0 for January: April is 3.
  const start = local.getUTCMonth() >= 3 ? local.getUTCFullYear() : local.getUTCFullYear() - 1;
  return { start, label: `${start}-${String((start + 1) % 100).padStart(2, '0')}` };
}

/** A proforma invoice, a tax invoice, a credit note or a debit note (CGST Act s. 34): each has its own series. */
export type DocumentSeries = 'proforma' | 'tax' | 'credit' | 'debit';

const PREFIXES: Record<DocumentSeries, string> = { proforma: 'PI', tax: 'INV', credit: 'CN', debit: 'DN' };

/** The most characters rule 46 allows in a tax invoice's number. */
export const MAX_DOCUMENT_NUMBER_LENGTH = 16;

/**
 * 'INV/2026-27/0001', 'PI/2026-27/0001', 'CN/2026-27/0001', 'DN/2026-27/0001': the series, the year and the sequence (four digits at least).
 * From the 10,000th document of a year the year is written short ('INV/26-27/10000') so that the number still
 * fits in 16 characters; beyond what those hold this throws a RangeError.
 */
export function documentNumber(series: DocumentSeries, year: { label: string }, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`Not a document's place in its series: ${sequence}`);
  if (!/^\d{4}-\d{2}$/.test(year.label)) throw new RangeError(`Not a financial year: ${year.label}`);
  const label = sequence >= 10_000 ? year.label.slice(2) : year.label;
  const number = `${PREFIXES[series]}/${label}/${String(sequence).padStart(4, '0')}`;
  if (number.length > MAX_DOCUMENT_NUMBER_LENGTH) {
    throw new RangeError(`The ${series} series holds no more numbers this year: ${number} is over 16 characters`);
  }
  return number;
}

/**
 * The last day (YYYY-MM-DD) a credit note may be issued for an invoice of `financialYearLabel` ('2026-27'):
 * 30 November after that year ends (CGST Act s. 34(2)). Debit notes are held to the same day here, as the
 * accountant files them in the same returns.
 */
export function lastNoteDay(financialYearLabel: string): string {
  const start = Number(financialYearLabel.slice(0, 4));
  if (!/^\d{4}-\d{2}$/.test(financialYearLabel)) throw new RangeError(`Not a financial year: ${financialYearLabel}`);
  return `${start + 1}-11-30`;
}
