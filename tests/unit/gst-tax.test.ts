/** GST on an invoice's lines (src/lib/gst/tax.ts): the kind of supply, each tax per line, the totals and the HSN summary. */
import { describe, expect, it } from 'vitest';
import { type TaxableLine, hsnSummary, supplyOf, taxLines } from '../../src/lib/gst/tax.ts';

const line = (taxable: number, ratePercent: number, more: Partial<TaxableLine> = {}): TaxableLine => ({
  description: 'Woven labels',
  hsn: '5807',
  quantity: 1000,
  unit: 'pcs',
  taxable,
  ratePercent,
  ...more,
});

describe('supplyOf', () => {
  it.each([
    ['07', '07', 'India', 'intra'],
    ['07', '7', 'IN', 'intra'],
    ['07', 'Delhi', 'india', 'intra'],
    ['07', '27', 'India', 'inter'],
    ['07', 'Maharashtra', 'India', 'inter'],
    ['07', null, 'India', 'inter'],
    ['07', '07', 'United States', 'export'],
    ['07', undefined, 'DE', 'export'],
  ] as const)('a company in %s, a buyer in %j, %s: %s', (companyStateCode, buyerStateCode, buyerCountry, supply) => {
    expect(supplyOf({ companyStateCode, buyerStateCode, buyerCountry })).toBe(supply);
  });
});

// ₹100.50 at 18 % and ₹3.33 at 12 %: each tax has half a paisa or less to round.
const LINES = [line(10050, 18), line(333, 12, { hsn: '4821', description: 'Printed tags' })];

describe('taxLines', () => {
  it('splits tax within the state into CGST and SGST, half the rate each, rounded to the paisa per line', () => {
    const { lines, totals } = taxLines(LINES, 'intra');
    // 10050 × 9 % = 904.5 → 905; 333 × 6 % = 19.98 → 20.
    expect(lines.map(({ cgst, sgst, igst }) => [cgst, sgst, igst])).toEqual([
      [905, 905, 0],
      [20, 20, 0],
    ]);
    expect(totals).toEqual({ taxable: 10383, cgst: 925, sgst: 925, igst: 0, tax: 1850, roundOff: 0, total: 12233 });
  });

  it('charges IGST at the whole rate to another state', () => {
    const { lines, totals } = taxLines(LINES, 'inter');
    // 10050 × 18 % = 1809; 333 × 12 % = 39.96 → 40.
    expect(lines.map(({ cgst, sgst, igst }) => [cgst, sgst, igst])).toEqual([
      [0, 0, 1809],
      [0, 0, 40],
    ]);
    expect(totals).toEqual({ taxable: 10383, cgst: 0, sgst: 0, igst: 1849, tax: 1849, roundOff: 0, total: 12232 });
  });

  it('keeps the line as it came, its rate included, beside the taxes', () => {
    expect(taxLines([LINES[1]], 'inter').lines[0]).toEqual({ ...LINES[1], cgst: 0, sgst: 0, igst: 40 });
  });

  it('charges no tax on an export under a letter of undertaking', () => {
    const { lines, totals } = taxLines(LINES, 'export', { exportUnderLut: true });
    expect(lines.every((taxed) => taxed.cgst + taxed.sgst + taxed.igst === 0)).toBe(true);
    expect(lines.map((taxed) => taxed.ratePercent)).toEqual([18, 12]);
    expect(totals).toEqual({ taxable: 10383, cgst: 0, sgst: 0, igst: 0, tax: 0, roundOff: 0, total: 10383 });
  });

  it('charges IGST on an export without a letter of undertaking, as to another state', () => {
    expect(taxLines(LINES, 'export')).toEqual(taxLines(LINES, 'inter'));
    expect(taxLines(LINES, 'export', { exportUnderLut: false }).totals.igst).toBe(1849);
  });

  it('ignores a letter of undertaking for a supply within India', () => {
    expect(taxLines(LINES, 'inter', { exportUnderLut: true }).totals.igst).toBe(1849);
  });

  it.each([
    ['intra', 12233, 12200, -33],
    ['inter', 12232, 12200, -32],
  ] as const)('rounds a %s total of %i paise to the rupee, %i, with a round-off of %i', (supply, exact, total, roundOff) => {
    const { totals } = taxLines(LINES, supply, { roundToRupee: true });
    expect(totals.taxable + totals.tax).toBe(exact);
    expect(totals.total).toBe(total);
    expect(totals.roundOff).toBe(roundOff);
  });

  it.each([
    [10050, 18, 11900, 41], // 118.59 → 119.00
    [42373, 18, 50000, 0], // 499.9996: 42373 × 18 % = 7627.14 → 7627; 50000 exactly
    [10000, 12.5, 11300, 50], // 112.50: half a rupee goes up
  ])('rounds %i paise at %s %% with tax to %i, a round-off of %i', (taxable, rate, total, roundOff) => {
    const { totals } = taxLines([line(taxable, rate)], 'inter', { roundToRupee: true });
    expect([totals.total, totals.roundOff]).toEqual([total, roundOff]);
  });

  it('works rates with decimals in whole hundredths: 1500 paise at 2.3 % is 34.5, so 35, where floats make 34.4999…', () => {
    expect(taxLines([line(1500, 2.3)], 'inter').totals.igst).toBe(35);
    expect(taxLines([line(100_000, 0.25)], 'inter').totals.igst).toBe(250);
    expect(taxLines([line(100_000, 0.25)], 'intra').totals).toMatchObject({ cgst: 125, sgst: 125 });
    expect(taxLines([line(333, 1.5)], 'intra').totals).toMatchObject({ cgst: 2, sgst: 2 }); // 2.4975 each
  });

  it('rounds an exact half paisa up', () => {
    expect(taxLines([line(25, 2)], 'inter').totals.igst).toBe(1); // 0.5
    expect(taxLines([line(50, 2)], 'intra').totals).toMatchObject({ cgst: 1, sgst: 1 }); // 0.5 each
  });

  it('is all zeros with no lines', () => {
    expect(taxLines([], 'intra', { roundToRupee: true }).totals).toEqual({
      taxable: 0,
      cgst: 0,
      sgst: 0,
      igst: 0,
      tax: 0,
      roundOff: 0,
      total: 0,
    });
  });

  it.each([
    ['a taxable value in fractions of a paisa', line(100.5, 18)],
    ['a negative rate', line(100, -5)],
    ['a rate over 100 %', line(100, 101)],
    ['a rate with three decimals', line(100, 0.125)],
  ])('refuses %s', (_why, bad) => {
    expect(() => taxLines([bad], 'inter')).toThrow(RangeError);
  });
});

describe('hsnSummary', () => {
  it('adds up lines of one HSN code, rate and unit, in the order each first appears', () => {
    const { lines } = taxLines(
      [
        line(10000, 18, { quantity: 1000 }),
        line(20000, 12, { hsn: '4821', description: 'Printed tags', quantity: 200 }),
        line(5000, 18, { quantity: 500, description: 'Woven labels, satin' }),
        line(3000, 12, { quantity: 300 }),
        line(700, 18, { quantity: 0.1, unit: 'kg' }),
        line(800, 18, { quantity: 0.2, unit: 'kg' }),
      ],
      'intra',
    );
    expect(hsnSummary(lines)).toEqual([
      {
        hsn: '5807',
        description: 'Woven labels',
        unit: 'pcs',
        quantity: 1500,
        ratePercent: 18,
        taxable: 15000,
        cgst: 1350,
        sgst: 1350,
        igst: 0,
      },
      {
        hsn: '4821',
        description: 'Printed tags',
        unit: 'pcs',
        quantity: 200,
        ratePercent: 12,
        taxable: 20000,
        cgst: 1200,
        sgst: 1200,
        igst: 0,
      },
      {
        hsn: '5807',
        description: 'Woven labels',
        unit: 'pcs',
        quantity: 300,
        ratePercent: 12,
        taxable: 3000,
        cgst: 180,
        sgst: 180,
        igst: 0,
      },
      {
        hsn: '5807',
        description: 'Woven labels',
        unit: 'kg',
        quantity: 0.3,
        ratePercent: 18,
        taxable: 1500,
        cgst: 135,
        sgst: 135,
        igst: 0,
      },
    ]);
  });

  it('is empty with no lines', () => {
    expect(hsnSummary([])).toEqual([]);
  });
});
