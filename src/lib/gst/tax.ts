/**
 * GST on an order's lines: where the supply goes decides the taxes (CGST and SGST within the company's
 * state, IGST to another state or abroad, none on an export under a letter of undertaking), the tax at each
 * rate is worked out on the taxable value at it and rounded to the paisa (the quotation's and the invoices'
 * one arithmetic, `taxLines`), and the HSN summary the accountant files (GSTR-1, table 12) adds the lines up. Every amount is a whole number of minor units (paise, cents), so sums never drift.
 */
import { type IndianState, findState, isIndia } from './states.ts';

/** Within the company's state, to another Indian state, or out of India. */
export type Supply = 'intra' | 'inter' | 'export';

/**
 * What staff, never the buyer, say of where an order's goods go: a buyer abroad confirmed as an export (for
 * the country then given), or a supply to an SEZ unit, with IGST paid or without it under the LUT.
 */
export type SupplyTreatment = 'export' | 'sez-with-igst' | 'sez-without-igst';

export interface PlaceDecision {
  supply: Supply;
  /** The Indian state the supply is to (its GST code and name); absent for an export. */
  state?: IndianState;
  /** A buyer abroad without a GSTIN whom staff have not confirmed as an export: the tax invoice waits. */
  toConfirm: boolean;
  /** A supply to an SEZ unit (set by staff): inter-state wherever the unit is, and how its IGST goes. */
  sez?: 'with-igst' | 'without-igst';
}

/**
 * The place of supply of an order, from the buyer's billing details and staff's word on them. A GSTIN is a
 * registered buyer in the state its first two digits name, whatever country or state was typed beside it:
 * never an export. A billing country outside India without one is an export only once staff confirm it for
 * that country; until then it reads as an export (the proforma's terms) `toConfirm`. An SEZ unit is what
 * staff say (IGST Act s. 7(5)(b): inter-state even within the company's state).
 */
export function placeOfSupply(
  companyStateCode: string,
  billing: { gstin: string; stateCode: string; country: string },
  staff?: { treatment: SupplyTreatment; country?: string },
): PlaceDecision {
  const state = findState(billing.gstin ? billing.gstin.slice(0, 2) : billing.stateCode) ?? undefined;
  if (staff?.treatment === 'sez-with-igst' || staff?.treatment === 'sez-without-igst')
    return { supply: 'inter', state, toConfirm: false, sez: staff.treatment === 'sez-with-igst' ? 'with-igst' : 'without-igst' };
  if (!billing.gstin && !isIndia(billing.country)) {
    const confirmed = staff?.treatment === 'export' && staff.country === billing.country;
    return { supply: 'export', toConfirm: !confirmed };
  }
  const company = findState(companyStateCode)?.code;
  return { supply: company !== undefined && company === state?.code ? 'intra' : 'inter', state, toConfirm: false };
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

export interface Taxes {
  cgst: number;
  sgst: number;
  igst: number;
}

export interface TaxedLine extends TaxableLine, Taxes {}

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
 * `total` shared among `weights` in proportion, in whole minor units that add up to it exactly: each share
 * rounded down, the paise left over going one each to the largest remainders (the earliest first on a tie).
 */
function apportion(total: number, weights: readonly number[]): number[] {
  // In big integers: a crore's tax times a crore's value is past what a double holds exactly.
  const whole = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (whole === 0n) return weights.map((_, at) => (at === 0 ? total : 0));
  const products = weights.map((weight) => BigInt(total) * BigInt(weight));
  const shares = products.map((product) => Number(product / whole));
  let left = total - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = products
    .map((product, at) => ({ at, remainder: product % whole }))
    .sort((a, b) => (a.remainder === b.remainder ? a.at - b.at : a.remainder > b.remainder ? -1 : 1));
  for (const { at } of byRemainder) {
    if (left <= 0) break;
    shares[at] += 1;
    left -= 1;
  }
  return shares;
}

/**
 * The one arithmetic of an order's tax, the same on the quotation, the buyer's page, the proforma and the
 * tax invoice: the tax at each rate is that rate on the taxable value at it, rounded to the paisa once
 * (whatever the place of supply, so the accepted total never changes when the buyer's state is known).
 * Within the state it is split into CGST and SGST, the odd paisa (if any) to CGST; each line shows its share
 * of its rate's taxes (in proportion to its value, in whole paise that add up), so the lines, the HSN summary
 * and the totals agree. A rupee total is rounded to the rupee on a round-off line.
 *
 * An export under a letter of undertaking (and a supply to an SEZ unit without IGST) keeps each line's rate
 * (the goods' rate) with no tax on it (`taxFree`); an export without one pays IGST like another state.
 */
export function taxLines<Line extends Pick<TaxableLine, 'taxable' | 'ratePercent'>>(
  lines: readonly Line[],
  supply: Supply,
  options: { exportUnderLut?: boolean; taxFree?: boolean; roundToRupee?: boolean } = {},
): { lines: (Line & Taxes)[]; totals: TaxTotals } {
  const taxFree = options.taxFree === true || (supply === 'export' && options.exportUnderLut === true);
  const taxed = lines.map((line): Line & Taxes => {
    if (!Number.isSafeInteger(line.taxable)) throw new RangeError(`Not a whole number of minor units: ${line.taxable}`);
    rateInHundredths(line.ratePercent);
    return { ...line, cgst: 0, sgst: 0, igst: 0 };
  });
  const byRate = new Map<number, number[]>();
  taxed.forEach((line, at) => {
    const rate = rateInHundredths(line.ratePercent);
    byRate.set(rate, [...(byRate.get(rate) ?? []), at]);
  });
  for (const [rate, ats] of taxFree ? [] : byRate) {
    const values = ats.map((at) => taxed[at].taxable);
    const tax = divideRounded(values.reduce((sum, value) => sum + value, 0) * rate, 10_000);
    const parts: [keyof Taxes, number][] =
      supply === 'intra'
        ? [
            ['cgst', tax - Math.trunc(tax / 2)],
            ['sgst', Math.trunc(tax / 2)],
          ]
        : [['igst', tax]];
    for (const [name, amount] of parts) apportion(amount, values).forEach((share, i) => (taxed[ats[i]][name] = share));
  }
  const sum = (pick: (line: Line & Taxes) => number) => taxed.reduce((total, line) => total + pick(line), 0);
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
