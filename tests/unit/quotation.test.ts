/** A quotation's sums, money and words (src/lib/quotation.ts): what the admin, the customer's page and the PDF print. */
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/lib/format/money.ts';
import {
  amountInWords,
  numberInWords,
  quotationNumber,
  quotationTotals,
  quotationYear,
  taxRatesText,
} from '../../src/lib/quotation.ts';

describe('quotationTotals', () => {
  it('sums lines, charges and tax in paise, so 0.1 + 0.2 is 0.30', () => {
    expect(
      quotationTotals({
        lines: [
          { quantity: 1, unitPrice: 0.1 },
          { quantity: 1, unitPrice: 0.2 },
        ],
        currency: 'USD',
      }),
    ).toEqual({ subtotal: 0.3, charges: 0, tax: 0, roundOff: 0, total: 0.3 });
  });

  it('adds other charges and a tax percentage on both, rounded once to the paisa, the rupee total to the rupee', () => {
    const totals = quotationTotals({
      lines: [
        { quantity: 1000, unitPrice: 3.15 },
        { quantity: 250, unitPrice: 12.5 },
      ],
      charges: [{ amount: 500 }, { amount: 1250.5 }],
      taxPercent: 18,
    });
    // 8025.50 × 18 % = 1444.59; 9470.09 is rounded to 9470.
    expect(totals).toEqual({ subtotal: 6275, charges: 1750.5, tax: 1444.59, roundOff: -0.09, total: 9470 });
  });

  it.each([
    [
      'a line at its own rate beside one at the quotation’s',
      {
        lines: [
          { quantity: 100, unitPrice: 10, taxPercent: 5 },
          { quantity: 10, unitPrice: 100 },
        ],
        taxPercent: 18,
      },
      { subtotal: 2000, charges: 0, tax: 230, roundOff: 0, total: 2230 },
    ],
    [
      "a line at 0% on a quotation at 12%, its charges at the goods' 0% (a composite supply)",
      { lines: [{ quantity: 3, unitPrice: 99.99, taxPercent: 0 }], charges: [{ amount: 250 }], taxPercent: 12 },
      { subtotal: 299.97, charges: 250, tax: 0, roundOff: 0.03, total: 550 },
    ],
    [
      'a line at 0% on a quotation at 12%, a charge at its own 12%',
      { lines: [{ quantity: 3, unitPrice: 99.99, taxPercent: 0 }], charges: [{ amount: 250, taxPercent: 12 }], taxPercent: 12 },
      { subtotal: 299.97, charges: 250, tax: 30, roundOff: 0.03, total: 580 },
    ],
    [
      'the lines of a rate on their whole value, rounded to the paisa once',
      {
        lines: [
          { quantity: 1, unitPrice: 0.05, taxPercent: 5 },
          { quantity: 1, unitPrice: 0.05, taxPercent: 5 },
        ],
      },
      // 0.25 paise each would round to 0; 5 % of the whole 10 paise is 0.5, rounded to 1. 11 paise round to ₹0.
      { subtotal: 0.1, charges: 0, tax: 0.01, roundOff: -0.11, total: 0 },
    ],
    [
      "lines at 12% and 18% with charges on a quotation at 0%, the charges at the main goods' 12%",
      {
        lines: [
          { quantity: 1000, unitPrice: 3.15, taxPercent: 12 },
          { quantity: 250, unitPrice: 12.5, taxPercent: 18 },
        ],
        charges: [{ amount: 500 }],
      },
      // The larger line (3150) is the main goods: (3150 + 500) × 12 % = 438, 3125 × 18 % = 562.50; 7775.50 rounds up to 7776.
      { subtotal: 6275, charges: 500, tax: 1000.5, roundOff: 0.5, total: 7776 },
    ],
  ])('taxes %s', (_case, input, expected) => {
    expect(quotationTotals(input)).toEqual(expected);
  });

  it('is all zeros with no lines', () => {
    expect(quotationTotals({ lines: [], taxPercent: 12 })).toEqual({ subtotal: 0, charges: 0, tax: 0, roundOff: 0, total: 0 });
  });
});

describe('taxRatesText', () => {
  it.each([
    ['one rate for everything', { lines: [{ quantity: 1, unitPrice: 1 }], taxPercent: 18 }, '18%'],
    [
      'lines at their own rates',
      {
        lines: [
          { quantity: 1, unitPrice: 1, taxPercent: 18 },
          { quantity: 1, unitPrice: 1, taxPercent: 5 },
        ],
      },
      '5%, 18%',
    ],
    [
      'charges at the goods’ rate',
      { lines: [{ quantity: 1, unitPrice: 1, taxPercent: 12 }], charges: [{ amount: 5 }], taxPercent: 18 },
      '12%',
    ],
    [
      'a charge at its own rate',
      { lines: [{ quantity: 1, unitPrice: 1, taxPercent: 12 }], charges: [{ amount: 5, taxPercent: 18 }], taxPercent: 18 },
      '12%, 18%',
    ],
    ['nothing taxed', { lines: [{ quantity: 1, unitPrice: 1, taxPercent: 0 }], taxPercent: 0 }, ''],
  ])('names %s', (_case, input, text) => {
    expect(taxRatesText(input)).toBe(text);
  });
});

describe('formatMoney', () => {
  it('writes each currency in its own format', () => {
    expect(formatMoney(120000.5, 'INR')).toBe('₹1,20,000.50');
    expect(formatMoney(120000.5, 'USD')).toBe('$120,000.50');
    expect(formatMoney(120000.5, 'EUR')).toBe('€120,000.50');
    expect(formatMoney(120000.5, 'GBP')).toBe('£120,000.50');
  });
});

describe('amounts in words', () => {
  it.each([
    [0, 'indian', 'Zero'],
    [15, 'indian', 'Fifteen'],
    [101, 'indian', 'One Hundred One'],
    [99_999, 'indian', 'Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [1_20_000, 'indian', 'One Lakh Twenty Thousand'],
    [10_00_00_000, 'indian', 'Ten Crore'],
    [1_00_00_00_000, 'indian', 'One Hundred Crore'],
    [1_200_000, 'international', 'One Million Two Hundred Thousand'],
  ] as const)('%d in the %s system is "%s"', (n, system, words) => {
    expect(numberInWords(n, system)).toBe(words);
  });

  it('says rupees and paise as an Indian invoice does, other currencies in their own units', () => {
    expect(amountInWords(120000.5, 'INR')).toBe('Rupees One Lakh Twenty Thousand and Fifty Paise Only');
    expect(amountInWords(9470.09, 'INR')).toBe('Rupees Nine Thousand Four Hundred Seventy and Nine Paise Only');
    expect(amountInWords(1_200_000, 'USD')).toBe('US Dollars One Million Two Hundred Thousand Only');
    expect(amountInWords(0.99, 'GBP')).toBe('Pounds Sterling Zero and Ninety-Nine Pence Only');
  });

  it('refuses what is not a whole number of units', () => {
    expect(() => numberInWords(-1, 'indian')).toThrow(RangeError);
    expect(() => numberInWords(1.5, 'indian')).toThrow(RangeError);
  });
});

describe('quotation numbers', () => {
  it('are Q-{year}-{four digits at least}', () => {
    expect(quotationNumber(2026, 1)).toBe('Q-2026-0001');
    expect(quotationNumber(2026, 12345)).toBe('Q-2026-12345');
  });

  it('take the year in New Delhi: 31 December 19:00 UTC is already the next year there', () => {
    expect(quotationYear(new Date('2026-12-31T18:29:00Z'))).toBe(2026);
    expect(quotationYear(new Date('2026-12-31T18:31:00Z'))).toBe(2027);
  });
});
