/**
 * The invoice's rules as pure functions (src/lib/server/invoices/invoice.ts, register.ts): when an order may
 * be invoiced, the snapshot's financial year and series at the year's turn in New Delhi, the split by the
 * place of supply, the LUT only in its own year, the round off, and the register's and HSN summary's lines.
 */
import { describe, expect, it } from 'vitest';
import {
  type InvoiceSettings,
  billingRefusal,
  composeInvoice,
  issueRefusal,
  summaryOf,
} from '../../src/lib/server/invoices/invoice.ts';
import { entryOf, hsnLines, registerLines } from '../../src/lib/server/invoices/register.ts';
import { invoiceSeries } from '../../src/lib/server/invoices/invoice-storage.ts';
import type { Quotation } from '../../src/lib/schemas/quotations.ts';
import type { QuotationBilling } from '../../src/lib/schemas/billing.ts';
import { gstin } from '../helpers/gstin.ts';

const SETTINGS: InvoiceSettings = {
  tax: {
    legalName: 'Labels & Tags Co. Pvt Ltd',
    gstin: gstin('07AAACL1234C1Z'),
    pan: '',
    lut: { reference: 'AD0703260001', financialYear: '2026-27' },
    advancePercent: 30,
    signatory: { name: 'Asha Verma', imageId: '' },
    turnover: 'up-to-5-crore',
  },
  balanceDueDays: 15,
  address: 'Plot 42, Okhla, New Delhi 110020, India',
};

const billing = (overrides: Partial<QuotationBilling> = {}): QuotationBilling => ({
  legalName: 'Bhiwandi Apparel LLP',
  gstin: gstin('27AAFFB9876E1Z'),
  address: 'Bhiwandi',
  stateCode: '27',
  state: 'Maharashtra',
  country: 'India',
  shippingAddress: '',
  poNumber: 'PO-1',
  at: '2026-11-01T00:00:00.000Z',
  by: 'customer',
  ...overrides,
});

const order = (overrides: Partial<Quotation> = {}): Quotation =>
  ({
    _id: 'q1',
    number: 'Q-2026-0001',
    status: 'Accepted',
    sentRevision: 1,
    currency: 'INR',
    taxPercent: 18,
    lines: [
      { productId: '', description: 'Woven label', quantity: 1000, unitPrice: 3.15, hsn: '58071020', taxPercent: 12 },
      { productId: '', description: 'Hang tag', quantity: 333, unitPrice: 1.11 },
    ],
    // Freight billed as a service of its own (staff gave its rate), not with the goods.
    charges: [{ label: 'Freight', amount: 250, taxPercent: 18 }],
    billing: billing(),
    invoices: [],
    ...overrides,
  }) as Quotation;

const compose = (quotation: Quotation, at: string, kind: 'proforma' | 'tax' = 'tax', settings = SETTINGS) =>
  composeInvoice(quotation, settings, kind, { id: 'i1', at: new Date(at), by: 'Asha' });

describe('the financial year at its turn, New Delhi time', () => {
  it.each([
    ['2027-03-31T18:29:59.999Z', '2027-03-31', '2026-27', 'INV/2026-27/0007'],
    ['2027-03-31T18:30:00.000Z', '2027-04-01', '2027-28', 'INV/2027-28/0007'],
  ])('an invoice made at %s is dated %s, of %s, numbered in its series', (at, date, year, number) => {
    const invoice = compose(order(), at);
    expect(invoice).toMatchObject({ date, financialYear: year });
    const series = invoiceSeries('tax', invoice.financialYear);
    expect(series.keys).toBe(`invoice-numbers/tax/${year}`);
    expect(series.format(7)).toBe(number);
  });

  it('the proforma series is its own', () => {
    expect(invoiceSeries('proforma', '2026-27').format(1)).toBe('PI/2026-27/0001');
    expect(invoiceSeries('proforma', '2026-27').keys).not.toBe(invoiceSeries('tax', '2026-27').keys);
  });
});

describe('an invoice made from an accepted order', () => {
  it("taxes each line at its own rate (else the quotation's), a charge at the quotation's, and rounds to the rupee", () => {
    const invoice = compose(order(), '2026-11-20T06:00:00Z');
    // 3150 at 12% (IGST 378), 369.63 at 18% (66.53), freight 250 at 18% (45): 3769.63 + 489.53 = 4259.16 → 4259.
    expect(invoice.lines.map((line) => [line.hsn, line.unit, line.taxable, line.ratePercent, line.igst])).toEqual([
      ['58071020', 'PCS', 315000, 12, 37800],
      ['', 'PCS', 36963, 18, 6653],
      ['', 'OTH', 25000, 18, 4500],
    ]);
    expect(invoice.totals).toEqual({ taxable: 376963, cgst: 0, sgst: 0, igst: 48953, tax: 48953, roundOff: -16, total: 425900 });
    expect(invoice).toMatchObject({
      supply: 'inter',
      placeOfSupply: { code: '27', name: 'Maharashtra' },
      supplier: { pan: 'AAACL1234C', stateCode: '07', state: 'Delhi' },
      amountInWords: 'Rupees Four Thousand Two Hundred Fifty-Nine Only',
      dueDate: '2026-12-05',
      number: '',
      status: 'issued',
    });
    expect(invoice.buyer).not.toHaveProperty('at');
  });

  it('asks a proforma for the advance of its total', () => {
    expect(compose(order(), '2026-11-20T06:00:00Z', 'proforma')).toMatchObject({ advancePercent: 30, advance: 127770 });
  });

  it('splits CGST and SGST within Delhi', () => {
    const invoice = compose(order({ billing: billing({ gstin: '', stateCode: '07', state: 'Delhi' }) }), '2026-11-20T06:00:00Z');
    expect(invoice.supply).toBe('intra');
    // The tax at each rate halved, the odd paisa (if any) to CGST.
    expect(invoice.totals.cgst - invoice.totals.sgst).toBeOneOf([0, 1]);
    expect(invoice.totals.igst).toBe(0);
  });

  it('exports without tax under the LUT of its year, in its currency, unrounded; with IGST in a year the LUT does not cover', () => {
    const abroad = order({
      currency: 'USD',
      billing: billing({ gstin: '', stateCode: '', state: '', country: 'United States' }),
    });
    const underLut = compose(abroad, '2026-11-20T06:00:00Z');
    expect(underLut).toMatchObject({ supply: 'export', placeOfSupply: { country: 'United States' }, currency: 'USD' });
    expect(underLut.lut?.endorsement).toMatch(/^SUPPLY MEANT FOR EXPORT\/SUPPLY TO SEZ UNIT OR SEZ DEVELOPER/);
    expect(underLut.totals).toMatchObject({ tax: 0, roundOff: 0, total: 376963 });
    const nextYear = compose(abroad, '2027-04-02T06:00:00Z');
    expect(nextYear.lut).toBeUndefined();
    expect(nextYear.totals).toMatchObject({ igst: 48953, roundOff: 0, total: 425916 });
  });
});

describe('when an order may be invoiced', () => {
  it('names what is missing, a standing invoice, a rate that is none', () => {
    expect(issueRefusal(order({ status: 'Sent' }), SETTINGS, 'tax')?.message).toMatch(/Only an accepted quotation/);
    expect(issueRefusal(order({ billing: undefined }), {}, 'tax')?.message).toMatch(
      /billing details are missing.*\. The company's tax details are missing/,
    );
    const standing = order({
      invoices: [{ _id: 'i0', number: 'INV/2026-27/0003', kind: 'tax', date: '2026-11-20', total: 1, status: 'issued' }],
    });
    expect(issueRefusal(standing, SETTINGS, 'tax')?.message).toBe(
      'Tax invoice INV/2026-27/0003 already stands for this order: cancel it first to issue another',
    );
    expect(issueRefusal(standing, SETTINGS, 'proforma')).toBeNull();
    const cancelled = order({ invoices: [{ ...standing.invoices![0], status: 'cancelled' }] });
    expect(issueRefusal(cancelled, SETTINGS, 'tax')).toBeNull();
    expect(issueRefusal(order({ taxPercent: 12.345 }), SETTINGS, 'tax')?.message).toBe(
      '12.345% is not a GST rate: the rates are 0, 0.1, 0.25, 1.5, 3, 5, 12, 18, 28 or 40 (%)',
    );
  });

  it('billing details change until a tax invoice stands', () => {
    const tax = { _id: 'i0', number: 'INV/2026-27/0003', kind: 'tax' as const, date: '2026-11-20', total: 1 };
    expect(billingRefusal(order({ sentRevision: 1 }))).toBeNull();
    expect(billingRefusal(order({ invoices: [{ ...tax, status: 'issued' }] }))?.status).toBe(409);
    expect(billingRefusal(order({ invoices: [{ ...tax, status: 'cancelled' }] }))).toBeNull();
    expect(billingRefusal(order({ status: 'Draft', acceptance: undefined, sentRevision: 0 }))?.message).toMatch(
      /once the quotation is sent/,
    );
  });
});

describe("the accountant's lines", () => {
  it('one register line per rate, and the HSN summary of standing tax invoices only', () => {
    const first = { ...compose(order(), '2026-11-20T06:00:00Z'), _id: 'a', number: 'INV/2026-27/0001' };
    const second = { ...first, _id: 'b', number: 'INV/2026-27/0002', status: 'cancelled' as const };
    const proforma = { ...compose(order(), '2026-11-20T06:00:00Z', 'proforma'), _id: 'c', number: 'PI/2026-27/0001' };
    const entries = [first, second, proforma].map(entryOf);
    const lines = registerLines(entries);
    expect(lines.map((line) => [line.number, line.ratePercent, line.taxable, line.cancelled])).toEqual([
      ['INV/2026-27/0001', 12, 315000, false],
      ['INV/2026-27/0001', 18, 61963, false],
      ['INV/2026-27/0002', 12, 315000, true],
      ['INV/2026-27/0002', 18, 61963, true],
    ]);
    expect(hsnLines(entries).map((line) => [line.hsn, line.unit, line.quantity, line.taxable])).toEqual([
      ['', 'PCS', 333, 36963],
      ['', 'OTH', 1, 25000],
      ['58071020', 'PCS', 1000, 315000],
    ]);
    expect(summaryOf(first)).toEqual({
      _id: 'a',
      number: 'INV/2026-27/0001',
      kind: 'tax',
      date: '2026-11-20',
      total: 425900,
      dueDate: '2026-12-05',
      status: 'issued',
    });
  });
});
