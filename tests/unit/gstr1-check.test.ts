/**
 * The check before GSTR-1's download as a pure function (src/lib/server/returns/check.ts): each thing the
 * portal would refuse or warn about, named on the document to mend, errors before warnings, and nothing on a
 * document that is right or cancelled.
 */
import { describe, expect, it } from 'vitest';
import type { ShippingBill } from '../../src/lib/api/returns.ts';
import { RETURNS_PROBLEMS } from '../../src/lib/messages/returns.ts';
import { findProblems } from '../../src/lib/server/returns/check.ts';
import type { ReturnEntry } from '../../src/lib/server/returns/entries.ts';
import { gstin } from '../helpers/gstin.ts';
import { ENTRY_DEFAULTS } from '../helpers/gstr1.ts';

const COMPANY = gstin('07AAACL1234C1Z');
const BUYER = gstin('27AAFFB9876E1Z');

/** ₹1,000.00 at 18% within Delhi. */
const AMOUNTS = { taxable: 100_000, cgst: 9000, sgst: 9000, igst: 0 };
/** The HSN row of AMOUNTS, agreeing with them. */
const HSN_ROW = { hsn: '58071020', description: 'Woven label', unit: 'PCS', quantity: 100, ratePercent: 18, ...AMOUNTS };

/** AMOUNTS on an invoice, its HSN row agreeing, to `fields`. */
function entry(fields: Partial<ReturnEntry>): ReturnEntry {
  return {
    _id: 'i1',
    number: 'INV/2026-27/0001',
    ...ENTRY_DEFAULTS,
    rates: [{ ratePercent: 18, ...AMOUNTS }],
    hsn: [HSN_ROW],
    totals: { ...AMOUNTS, tax: 18_000, roundOff: 0, total: 118_000 },
    ...fields,
  } as ReturnEntry;
}

const check = (
  entries: ReturnEntry[],
  bills = new Map<string, ShippingBill>(),
  turnover: 'up-to-5-crore' | 'above-10-crore' = 'up-to-5-crore',
) => findProblems({ gstin: COMPANY, turnover, entries, bills });

describe('the check before download', () => {
  it('finds nothing on a right invoice, or on a cancelled one', () => {
    const right = entry({ gstin: BUYER, placeCode: '27', supply: 'inter' });
    expect(check([right])).toEqual([]);
    expect(check([entry({ gstin: 'NOTAGSTIN', status: 'cancelled' })])).toEqual([]);
  });

  it.each([
    ['a GSTIN failing its check character', { gstin: '27AAFFB9876E1Z0' }, RETURNS_PROBLEMS.badGstin('27AAFFB9876E1Z0')],
    ['no place of supply', { placeCode: '' }, RETURNS_PROBLEMS.noPlace],
    ['a number over 16 characters', { number: 'INVOICE/2026-27/00001' }, RETURNS_PROBLEMS.longNumber],
  ] as [string, Partial<ReturnEntry>, string][])('names %s as an error', (_what, fields, problem) => {
    const found = check([entry({ gstin: BUYER, placeCode: '27', supply: 'inter', ...fields })]);
    const number = 'number' in fields ? fields.number : 'INV/2026-27/0001';
    expect(found).toContainEqual({ invoiceId: 'i1', number, problem, severity: 'error' });
  });

  it('asks 6 digits of HSN above ₹5 crore: an error for a registered buyer, a warning for the rest', () => {
    const hsn = [{ ...HSN_ROW, hsn: '5807' }];
    expect(check([entry({ gstin: BUYER, hsn })])).toEqual([]);
    expect(check([entry({ gstin: BUYER, hsn })], new Map(), 'above-10-crore')).toEqual([
      { invoiceId: 'i1', number: 'INV/2026-27/0001', problem: RETURNS_PROBLEMS.shortHsn('5807', 6), severity: 'error' },
    ]);
    expect(check([entry({ gstin: '', hsn })], new Map(), 'above-10-crore')[0].severity).toBe('warning');
  });

  it('names a short HSN code once a document, though two of its lines carry it', () => {
    // Two rows under 5807 (a woven and a printed label), ₹600.00 and ₹400.00: one thing to mend.
    const hsn = [
      { ...HSN_ROW, hsn: '5807', taxable: 60_000, cgst: 5400, sgst: 5400 },
      { ...HSN_ROW, hsn: '5807', description: 'Printed label', taxable: 40_000, cgst: 3600, sgst: 3600 },
    ];
    expect(check([entry({ gstin: BUYER, hsn })], new Map(), 'above-10-crore')).toEqual([
      { invoiceId: 'i1', number: 'INV/2026-27/0001', problem: RETURNS_PROBLEMS.shortHsn('5807', 6), severity: 'error' },
    ]);
  });

  it('names a document whose HSN lines do not add up to its rates', () => {
    // ₹999.00 against the rate's ₹1,000.00.
    const hsn = [{ ...HSN_ROW, taxable: 99_900 }];
    expect(check([entry({ gstin: BUYER, hsn })])).toEqual([
      { invoiceId: 'i1', number: 'INV/2026-27/0001', problem: RETURNS_PROBLEMS.hsnDisagrees, severity: 'error' },
    ]);
  });

  it('names an export without its shipping bill (a warning) and, in dollars, without its exchange rate (an error, first)', () => {
    const exported = entry({ gstin: '', currency: 'USD', placeCode: '96', supply: 'export' });
    expect(check([exported]).map(({ problem, severity }) => [severity, problem])).toEqual([
      ['error', RETURNS_PROBLEMS.noExchangeRate('USD')],
      ['warning', RETURNS_PROBLEMS.noShippingBill],
    ]);
    const bill: ShippingBill = {
      invoiceId: 'i1',
      portCode: 'INDEL4',
      number: '1234567',
      date: '2026-11-06',
      exchangeRate: 83.25,
      valueInRupees: 98_235,
      by: 'Asha',
      at: '',
    };
    expect(check([exported], new Map([['i1', bill]]))).toEqual([]);
  });
});
