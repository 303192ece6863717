/**
 * GST on an invoice's lines: where the supply goes decides the taxes (CGST and SGST within the company's
 * state, IGST to another state or abroad, none on an export under a letter of undertaking), each tax is
 * worked out per line and rounded to the paisa, and the HSN summary the accountant files (GSTR-1, table 12)
 * adds the lines up. Every amount is a whole number of minor units (paise, cents), so sums never drift.
 */
import { findState, isIndia } from './states.ts';

/** Within the company's state, to another Indian state, or out of India. */
export type Supply = 'intra' | 'inter' | 'export';

/** The kind of supply from the company's state code and the buyer's state (code or name) and country. */
export function supplyOf(input: { companyStateCode: string; buyerStateCode?: string | null; buyerCountry: string }): Supply {
  if (!isIndia(input.buyerCountry)) return 'export';
  const company = findState(input.companyStateCode)?.code;
  const buyer = input.buyerStateCode ? findState(input.buyerStateCode)?.code : undefined;
  return company !== undefined && company === buyer ? 'intra' : 'inter';
}

export interface TaxableLine {
  description: string;
  hsn: string;
  quantity: number;
  /** The unit the quantity is counted in ('pcs', 'kg'). */
  unit: string;
  /** The line's taxable value, in minor units. */
  taxable: number;
  /** The GST rate, e.g. 18 or 0.25. */
  ratePercent: number;
}

export interface TaxedLine extends TaxableLine {
  cgst: number;
  sgst: number;
  igst: number;
}

export interface TaxTotals {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** cgst + sgst + igst. */
  tax: number;
  /** What rounding the total to the rupee added (negative when it took away); 0 when not rounded. */
  roundOff: number;
  /** taxable + tax + roundOff. */
  total: number;
}

/** n ÷ d to the nearest whole number, halves away from zero, in integers only. */
function divideRounded(n: number, d: number): number {
  const sign = n < 0 ? -1 : 1;
  const whole = Math.floor(Math.abs(n) / d);
  const rest = Math.abs(n) - whole * d;
  return sign * (rest * 2 >= d ? whole + 1 : whole);
}

/** A rate in hundredths of a percent as a whole number (0.25 → 25, 18 → 1800), refusing what GST never has. */
function rateInHundredths(ratePercent: number): number {
  const hundredths = Math.round(ratePercent * 100);
  if (!Number.isFinite(ratePercent) || ratePercent < 0 || ratePercent > 100 || Math.abs(hundredths - ratePercent * 100) > 1e-6) {
    throw new RangeError(`Not a GST rate: ${ratePercent}`);
  }
  return hundredths;
}

/**
 * Each line with its taxes, and the invoice's totals. An export under a letter of undertaking keeps each
 * line's rate (the goods' rate) with no tax on it; an export without one pays IGST like another state.
 */
export function taxLines(
  lines: readonly TaxableLine[],
  supply: Supply,
  options: { exportUnderLut?: boolean; roundToRupee?: boolean } = {},
): { lines: TaxedLine[]; totals: TaxTotals } {
  const taxFree = supply === 'export' && options.exportUnderLut === true;
  const taxed = lines.map((line): TaxedLine => {
    if (!Number.isSafeInteger(line.taxable)) throw new RangeError(`Not a whole number of minor units: ${line.taxable}`);
    const rate = rateInHundredths(line.ratePercent);
    if (taxFree) return { ...line, cgst: 0, sgst: 0, igst: 0 };
    if (supply === 'intra') {
      // Half the rate each, each rounded on its own: how the two taxes are paid to two governments.
      const half = divideRounded(line.taxable * rate, 20_000);
      return { ...line, cgst: half, sgst: half, igst: 0 };
    }
    return { ...line, cgst: 0, sgst: 0, igst: divideRounded(line.taxable * rate, 10_000) };
  });
  const sum = (pick: (line: TaxedLine) => number) => taxed.reduce((total, line) => total + pick(line), 0);
  const taxable = sum((line) => line.taxable);
  const cgst = sum((line) => line.cgst);
  const sgst = sum((line) => line.sgst);
  const igst = sum((line) => line.igst);
  const tax = cgst + sgst + igst;
  const exact = taxable + tax;
  const total = options.roundToRupee ? divideRounded(exact, 100) * 100 : exact;
  return { lines: taxed, totals: { taxable, cgst, sgst, igst, tax, roundOff: total - exact, total } };
}

/** One row of the HSN summary: the lines of one HSN code at one rate and in one unit, added up. */
export interface HsnSummaryRow {
  hsn: string;
  /** The first such line's description. */
  description: string;
  unit: string;
  quantity: number;
  ratePercent: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** The lines grouped by HSN code, rate and unit, in the order each group first appears: GSTR-1's table 12. */
export function hsnSummary(lines: readonly TaxedLine[]): HsnSummaryRow[] {
  const rows = new Map<string, HsnSummaryRow>();
  for (const line of lines) {
    const key = JSON.stringify([line.hsn, rateInHundredths(line.ratePercent), line.unit]);
    const row = rows.get(key);
    if (!row) {
      const { hsn, description, unit, quantity, ratePercent, taxable, cgst, sgst, igst } = line;
      rows.set(key, { hsn, description, unit, quantity, ratePercent, taxable, cgst, sgst, igst });
      continue;
    }
    addToHsnRow(row, line);
  }
  return [...rows.values()];
}

/** Adds a line (or a row) of the same HSN code, rate and unit into a row of the summary. */
export function addToHsnRow(row: HsnSummaryRow, line: Omit<HsnSummaryRow, 'hsn' | 'description' | 'unit'>): void {
  // Quantities may have decimals (kilograms, metres): kept to three places so 0.1 + 0.2 adds up to 0.3.
  row.quantity = Math.round((row.quantity + line.quantity) * 1000) / 1000;
  row.taxable += line.taxable;
  row.cgst += line.cgst;
  row.sgst += line.sgst;
  row.igst += line.igst;
}
