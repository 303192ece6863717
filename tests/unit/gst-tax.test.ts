/** GST on an invoice's lines (src/lib/gst/tax.ts): the kind of supply, each tax per line, the totals and the HSN summary. */
import { describe, expect, it } from 'vitest';
import { type TaxableLine, hsnSummary, placeOfSupply, taxLines } from '../../src/lib/gst/tax.ts';
import { quotationTotals } from '../../src/lib/quotation.ts';

const line = (taxable: number, ratePercent: number, more: Partial<TaxableLine> = {}): TaxableLine => ({
  description: 'Woven labels',
  hsn: '5807',
  quantity: 1000,
  unit: 'pcs',
  taxable,
  ratePercent,
  ...more,
});

const GSTIN_27 = '27AAPFU0939F1ZV';
const bill = (more: Partial<{ gstin: string; stateCode: string; country: string }>) => ({
  gstin: '',
  stateCode: '',
  country: 'India',
  ...more,
});

describe('placeOfSupply', () => {
  it.each([
    ['a buyer in Delhi', bill({ stateCode: '07' }), undefined, { supply: 'intra', toConfirm: false }],
    ['a buyer in Delhi, India written IN', bill({ stateCode: '7', country: 'IN' }), undefined, { supply: 'intra' }],
    ['a buyer in Bharat', bill({ stateCode: '07', country: 'Bharat' }), undefined, { supply: 'intra' }],
    ['a buyer in Maharashtra', bill({ stateCode: '27' }), undefined, { supply: 'inter', state: { code: '27' } }],
    ['a buyer in India without a state', bill({}), undefined, { supply: 'inter' }],
    [
      'a GSTIN of Maharashtra, Delhi typed',
      bill({ gstin: GSTIN_27, stateCode: '07' }),
      undefined,
      { supply: 'inter', state: { code: '27' } },
    ],
    [
      'a GSTIN with a country abroad',
      bill({ gstin: GSTIN_27, country: 'United States' }),
      undefined,
      { supply: 'inter', toConfirm: false },
    ],
    ['a buyer abroad, not confirmed', bill({ country: 'United States' }), undefined, { supply: 'export', toConfirm: true }],
    [
      'a buyer abroad, confirmed',
      bill({ country: 'United States' }),
      { treatment: 'export', country: 'United States' },
      { supply: 'export', toConfirm: false },
    ],
    [
      'a buyer abroad, confirmed for another country',
      bill({ country: 'Germany' }),
      { treatment: 'export', country: 'United States' },
      { supply: 'export', toConfirm: true },
    ],
    [
      'an SEZ unit in Delhi, with IGST',
      bill({ gstin: '07AAPFU0939F1ZT', stateCode: '07' }),
      { treatment: 'sez-with-igst' },
      { supply: 'inter', sez: 'with-igst', state: { code: '07' } },
    ],
    [
      'an export staff said of a GSTIN',
      bill({ gstin: GSTIN_27 }),
      { treatment: 'export', country: 'India' },
      { supply: 'inter' },
    ],
  ] as const)('a company in Delhi, %s', (_case, billing, staff, expected) => {
    expect(placeOfSupply('07', billing, staff)).toMatchObject(expected);
  });
});

// ₹100.50 at 18 % and ₹3.33 at 12 %: each tax has half a paisa or less to round.
const LINES = [line(10050, 18), line(333, 12, { hsn: '4821', description: 'Printed tags' })];

describe('taxLines', () => {
  it('splits tax within the state into CGST and SGST: the tax at each rate halved, the odd paisa to CGST', () => {
    const { lines, totals } = taxLines(LINES, 'intra');
    // 10050 × 18 % = 1809 (905 + 904); 333 × 12 % = 39.96 → 40 (20 + 20): the same tax as to another state.
    expect(lines.map(({ cgst, sgst, igst }) => [cgst, sgst, igst])).toEqual([
      [905, 904, 0],
      [20, 20, 0],
    ]);
    expect(totals).toEqual({ taxable: 10383, cgst: 925, sgst: 924, igst: 0, tax: 1849, roundOff: 0, total: 12232 });
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
    expect(lines).toHaveLength(LINES.length);
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
    ['intra', 12232, 12200, -32],
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
    expect(taxLines([line(333, 1.5)], 'intra').totals).toMatchObject({ cgst: 3, sgst: 2 }); // 4.995 → 5
  });

  it('rounds an exact half paisa up', () => {
    expect(taxLines([line(25, 2)], 'inter').totals.igst).toBe(1); // 0.5
    expect(taxLines([line(75, 2)], 'intra').totals).toMatchObject({ cgst: 1, sgst: 1 }); // 1.5 → 2
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

/**
 * The one arithmetic: the quotation (and so the customer's page and its PDF), the proforma and the tax invoice
 * make the same tax and total from the same items, whatever the place of supply. Figures worked out by hand:
 * the tax at each rate on the value at it, rounded to the paisa once; the total rounded to the rupee.
 */
describe('one arithmetic for the quotation and its invoices', () => {
  it.each([
    // 10050 × 18 % = 1809 (905 + 904); 333 × 12 % = 39.96 → 40 (20 + 20). 10383 + 1849 = 12232 → 12200.
    { items: [line(10050, 18), line(333, 12)], tax: 1849, cgst: 925, sgst: 924, total: 12200, roundOff: -32 },
    // Two lines of 25 paise at 18 %: 50 × 18 % = 9 (4.5 each, line by line, would make 10); 1000 × 5 % = 50.
    // 1050 + 59 = 1109 → 1100.
    { items: [line(25, 18), line(25, 18), line(1000, 5)], tax: 59, cgst: 30, sgst: 29, total: 1100, roundOff: -9 },
    // 33333 + 16667 = 50000 at 12 % = 6000; 99 × 28 % = 27.72 → 28. 50099 + 6028 = 56127 → 56100.
    { items: [line(33333, 12), line(16667, 12), line(99, 28)], tax: 6028, cgst: 3014, sgst: 3014, total: 56100, roundOff: -27 },
    // 123457 × 0.25 % = 308.6425 → 309 (155 + 154). 123766 → 123800.
    { items: [line(123457, 0.25)], tax: 309, cgst: 155, sgst: 154, total: 123800, roundOff: 34 },
    // 5050 × 3 % = 151.5 → 152, a half paisa up (76 + 76). 5202 → 5200.
    { items: [line(5050, 3)], tax: 152, cgst: 76, sgst: 76, total: 5200, roundOff: -2 },
    // 8474 × 18 % = 1525.32 → 1525. 9999 → 10000.
    { items: [line(8474, 18)], tax: 1525, cgst: 763, sgst: 762, total: 10000, roundOff: 1 },
    // Nothing taxed: 150 paise is half a rupee over, rounded up to 200.
    { items: [line(150, 0)], tax: 0, cgst: 0, sgst: 0, total: 200, roundOff: 50 },
  ])('$items.length item(s): tax $tax, total $total, round-off $roundOff', ({ items, tax, cgst, sgst, total, roundOff }) => {
    const intra = taxLines(items, 'intra', { roundToRupee: true });
    const inter = taxLines(items, 'inter', { roundToRupee: true });
    expect(intra.totals).toMatchObject({ cgst, sgst, igst: 0, tax, total, roundOff });
    expect(inter.totals).toMatchObject({ cgst: 0, sgst: 0, igst: tax, tax, total, roundOff });
    // Each line shows its share of its rate's tax, in whole paise that add up to the totals.
    for (const { lines, totals } of [intra, inter])
      expect(lines.reduce((sum, each) => sum + each.cgst + each.sgst + each.igst, 0)).toBe(totals.tax);
    // The quotation, in rupees: each item a line of one at its own rate.
    const quotation = quotationTotals({
      lines: items.map((item) => ({ quantity: 1, unitPrice: item.taxable / 100, taxPercent: item.ratePercent })),
      currency: 'INR',
    });
    expect(quotation).toEqual({
      subtotal: items.reduce((sum, item) => sum + item.taxable, 0) / 100,
      charges: 0,
      tax: tax / 100,
      roundOff: roundOff / 100,
      total: total / 100,
    });
  });

  it('shares a rate’s tax among its lines by their value, the paisa left over to the larger remainder', () => {
    // 9 paise over 25 and 25: 4.5 each, the first takes the odd paisa.
    expect(taxLines([line(25, 18), line(25, 18)], 'inter').lines.map((each) => each.igst)).toEqual([5, 4]);
    // 6000 over 33333 and 16667: 3999.96 and 2000.04 → 4000 and 2000.
    expect(taxLines([line(33333, 12), line(16667, 12)], 'inter').lines.map((each) => each.igst)).toEqual([4000, 2000]);
  });

  it('leaves a total in another currency unrounded', () => {
    const quotation = quotationTotals({ lines: [{ quantity: 1, unitPrice: 100.5, taxPercent: 18 }], currency: 'USD' });
    expect(quotation).toMatchObject({ tax: 18.09, roundOff: 0, total: 118.59 });
  });
});
