/**
 * The notes' rules as pure functions (src/lib/server/notes/note.ts, gst/financial-year.ts, the register): which
 * invoice takes a note and until when (s. 34(2)), what a quantity or an amount comes to, the cap on credit, the
 * tax by the invoice's supply and its rounding, the series' numbers, the HSN summary's sign, and an order's
 * balance with its notes. Dates are handed in, so nothing here hangs on today.
 */
import { describe, expect, it } from 'vitest';
import { documentNumber, lastNoteDay } from '../../src/lib/gst/financial-year.ts';
import { orderMoney } from '../../src/lib/payments.ts';
import type { Invoice } from '../../src/lib/server/invoices/invoice.ts';
import { entryOf, hsnLines } from '../../src/lib/server/invoices/register.ts';
import { composeNote, creditRefusal, creditedWith, noteRefusal, noteTaxables } from '../../src/lib/server/notes/note.ts';
import type { InvoiceSummary } from '../../src/lib/schemas/invoices.ts';
import { buyerInIndia, lineAt18, storedTaxInvoice } from '../helpers/invoice-record.ts';

/** A tax invoice of 1,000 labels (₹3,150.00) and ₹500.00 of artwork at 18%, within Delhi. */
const INVOICE = storedTaxInvoice('2026-06-10', {
  buyer: buyerInIndia('Okhla Garments', '07AABCO5678D1Z1', 'B-12', '07', 'Delhi'),
  supply: 'intra',
  placeOfSupply: { code: '07', name: 'Delhi' },
  lines: [
    lineAt18(['Woven label', '58071020', 1000, 'PCS'], { taxable: 315_000, cgst: 28_350, sgst: 28_350 }),
    lineAt18(['Artwork', '58071020', 1, 'OTH'], { taxable: 50_000, cgst: 4_500, sgst: 4_500 }),
  ],
  totals: { taxable: 365_000, cgst: 32_850, sgst: 32_850, igst: 0, tax: 65_700, roundOff: 0, total: 430_700 },
});

const at = new Date('2026-07-01T06:00:00Z');
const noteOf = (invoice: Invoice, kind: 'credit' | 'debit', lines: { index: number; quantity?: number; amount?: number }[]) => {
  const taxables = noteTaxables(invoice, { kind, lines });
  if ('status' in taxables) throw new Error(taxables.message);
  return composeNote(invoice, { kind, reason: 'sales-return' }, taxables.lines, { id: 'n1', at, by: 'Staff' });
};

describe('which invoice takes a note, and until when', () => {
  it.each([
    ['a standing tax invoice, the day before the limit', {}, '2027-11-30', null],
    ['the day after 30 November following its year', {}, '2027-12-01', 'note-too-late'],
    ['a proforma', { kind: 'proforma' as const }, '2026-07-01', 'note-not-allowed'],
    ['a cancelled invoice', { status: 'cancelled' as const }, '2026-07-01', 'note-not-allowed'],
  ])('%s', (_case, change, today, code) => {
    expect(noteRefusal({ ...INVOICE, ...change }, today)?.code ?? null).toBe(code);
  });

  it('30 November after the year ends: of 2026-27, 30 November 2027', () => {
    expect(lastNoteDay('2026-27')).toBe('2027-11-30');
    expect(lastNoteDay('2025-26')).toBe('2026-11-30');
  });
});

describe('the note’s figures', () => {
  it('200 of 1,000 labels within the state: ₹630.00, CGST and SGST ₹56.70 each, ₹743.40 rounded to ₹743.00', () => {
    const note = noteOf(INVOICE, 'credit', [{ index: 0, quantity: 200 }]);
    expect(note.lines).toEqual([
      {
        index: 0,
        description: 'Woven label',
        hsn: '58071020',
        unit: 'PCS',
        ratePercent: 18,
        quantity: 200,
        taxable: 63_000,
        cgst: 5_670,
        sgst: 5_670,
        igst: 0,
      },
    ]);
    expect(note.totals).toEqual({
      taxable: 63_000,
      cgst: 5_670,
      sgst: 5_670,
      igst: 0,
      tax: 11_340,
      roundOff: -40,
      total: 74_300,
    });
    expect(note).toMatchObject({
      financialYear: '2026-27',
      date: '2026-07-01',
      original: { _id: 'inv1', number: 'INV/2026-27/0007', date: '2026-06-10' },
    });
  });

  it('an amount to another state: ₹99.99 at 18% = ₹18.00 IGST (17.9982 rounded), ₹117.99 rounded to ₹118.00', () => {
    const note = noteOf({ ...INVOICE, supply: 'inter' }, 'debit', [{ index: 1, amount: 99.99 }]);
    expect(note.totals).toEqual({ taxable: 9_999, cgst: 0, sgst: 0, igst: 1_800, tax: 1_800, roundOff: 1, total: 11_800 });
  });

  it('under the LUT: no tax; a currency abroad is not rounded', () => {
    const note = noteOf(
      { ...INVOICE, supply: 'export', currency: 'USD', lut: { reference: 'L', financialYear: '2026-27', endorsement: '' } },
      'credit',
      [{ index: 0, quantity: 3 }],
    );
    // 3 of 1,000 of 315,000 cents = 945 cents.
    expect(note.totals).toEqual({ taxable: 945, cgst: 0, sgst: 0, igst: 0, tax: 0, roundOff: 0, total: 945 });
  });

  it('a quantity that is a third of a paisa rounds to the nearest paisa: 1 of 3 labels of ₹1.00 = ₹0.33', () => {
    const three = { ...INVOICE, lines: [{ ...INVOICE.lines[0], quantity: 3, taxable: 100 }] };
    expect(noteOf(three, 'credit', [{ index: 0, quantity: 1 }]).lines[0].taxable).toBe(33);
  });

  it('refuses a line the invoice has not, a debit by quantity, more labels than billed', () => {
    expect(noteTaxables(INVOICE, { kind: 'credit', lines: [{ index: 2, amount: 1 }] })).toMatchObject({ status: 400 });
    expect(noteTaxables(INVOICE, { kind: 'debit', lines: [{ index: 0, quantity: 1 }] })).toMatchObject({ status: 400 });
    expect(noteTaxables(INVOICE, { kind: 'credit', lines: [{ index: 0, quantity: 1001 }] })).toMatchObject({
      status: 409,
      code: 'note-over-invoice',
    });
  });

  it('credit never passes a line’s taxable value, with what earlier credit notes took; a debit note is not capped', () => {
    const first = noteOf(INVOICE, 'credit', [{ index: 0, amount: 3000 }]);
    const credited = creditedWith({}, first);
    expect(credited).toEqual({ 0: 300_000 });
    const rest = noteOf(INVOICE, 'credit', [{ index: 0, amount: 150 }]);
    expect(creditRefusal(INVOICE, rest, credited)).toBeNull();
    const over = noteOf(INVOICE, 'credit', [{ index: 0, amount: 150.01 }]);
    expect(creditRefusal(INVOICE, over, credited)?.message).toBe(
      'Line 1 (Woven label): credit notes may take off at most ₹150.00 more of its taxable value',
    );
    expect(creditRefusal(INVOICE, noteOf(INVOICE, 'debit', [{ index: 0, amount: 10_000 }]), credited)).toBeNull();
    expect(creditedWith(credited, noteOf(INVOICE, 'debit', [{ index: 0, amount: 1 }]))).toBe(credited);
  });
});

describe('the series', () => {
  it.each([
    ['credit', 1, 'CN/2026-27/0001'],
    ['debit', 42, 'DN/2026-27/0042'],
    ['credit', 10_000, 'CN/26-27/10000'],
  ] as const)('%s note %i of 2026-27 is %s, at most 16 characters', (kind, sequence, number) => {
    expect(documentNumber(kind, { label: '2026-27' }, sequence)).toBe(number);
    expect(number.length).toBeLessThanOrEqual(16);
  });
});

describe('the register and the HSN summary', () => {
  it('a note’s entry names its invoice and reason with positive amounts; the HSN summary takes a credit off and adds a debit', () => {
    const credit = { ...noteOf(INVOICE, 'credit', [{ index: 0, quantity: 200 }]), number: 'CN/2026-27/0001' };
    const debit = { ...noteOf(INVOICE, 'debit', [{ index: 1, amount: 100 }]), _id: 'n2', number: 'DN/2026-27/0001' };
    const entry = entryOf(credit);
    expect(entry).toMatchObject({
      kind: 'credit',
      original: { _id: 'inv1', number: 'INV/2026-27/0007', date: '2026-06-10' },
      reason: 'sales-return',
      buyer: 'Okhla Garments',
      gstin: '07AABCO5678D1Z1',
      placeCode: '07',
      supply: 'intra',
      rates: [{ ratePercent: 18, taxable: 63_000, cgst: 5_670, sgst: 5_670, igst: 0 }],
      totals: { total: 74_300 },
    });
    const rows = hsnLines([entryOf(INVOICE), entry, entryOf(debit)]);
    // Labels: 1,000 − 200 = 800 pieces, ₹3,150.00 − ₹630.00 = ₹2,520.00, CGST ₹283.50 − ₹56.70 = ₹226.80.
    expect(rows.find((row) => row.unit === 'PCS')).toMatchObject({ quantity: 800, taxable: 252_000, cgst: 22_680, sgst: 22_680 });
    // Artwork: ₹500.00 + ₹100.00 = ₹600.00, CGST ₹45.00 + ₹9.00 = ₹54.00.
    expect(rows.find((row) => row.unit === 'OTH')).toMatchObject({ quantity: 1, taxable: 60_000, cgst: 5_400 });
  });
});

describe('an order’s balance with its notes', () => {
  const summary = (kind: InvoiceSummary['kind'], total: number, extra: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
    _id: `${kind}${total}`,
    number: kind === 'tax' ? 'INV/2026-27/0007' : `${kind}-${total}`,
    kind,
    date: '2026-07-01',
    total,
    status: 'issued',
    ...extra,
  });
  const order = (invoices: InvoiceSummary[]) => ({
    status: 'Accepted' as const,
    total: 4307,
    currency: 'INR' as const,
    stage: 'In production' as const,
    invoices,
    payments: [],
  });
  const terms = { advancePercent: 50, today: '2026-07-02' };

  it.each([
    [
      'a credit note of ₹743.00 lowers ₹4,307.00 to ₹3,564.00',
      [summary('credit', 74_300, { original: 'INV/2026-27/0007' })],
      356_400,
    ],
    ['a debit note of ₹296.00 raises it to ₹4,603.00', [summary('debit', 29_600, { original: 'INV/2026-27/0007' })], 460_300],
    ['a note on another invoice counts nothing', [summary('credit', 74_300, { original: 'INV/2026-27/0099' })], 430_700],
  ])('%s', (_case, notes, owed) => {
    const money = orderMoney(order([summary('tax', 430_700), ...notes]), terms);
    expect(money).toMatchObject({ invoiced: owed, total: owed, outstanding: owed });
  });

  it('a credit note for the whole leaves nothing owed, not the quotation’s total', () => {
    const money = orderMoney(
      order([summary('tax', 430_700), summary('credit', 430_700, { original: 'INV/2026-27/0007' })]),
      terms,
    );
    expect(money).toMatchObject({ invoiced: 0, total: 0, outstanding: 0 });
  });
});
