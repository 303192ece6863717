/**
 * (Over 400 lines: one period of entries is built once at the top and every table's test reads it.)
 * GSTR-1's tables from register entries built by hand (src/lib/server/returns/gstr1-tables.ts, entries.ts,
 * gstr1-summaries.ts, gstr1-csv.ts): each invoice in its table, notes in CDNR, CDNUR or netted into B2CS as
 * their invoices are, the HSN summary split B2B / B2C with a credit note's lines taken off, the documents
 * issued per series, and the CSVs as the offline tool's templates write them. Every figure is worked out here.
 */
import { describe, expect, it } from 'vitest';
import type { ShippingBill } from '../../src/lib/api/returns.ts';
import { type ReturnEntry, gstnCsvDate, gstnDate, placeText, tableOf } from '../../src/lib/server/returns/entries.ts';
import { buildGstr1 } from '../../src/lib/server/returns/gstr1-tables.ts';
import { gstr1Csvs } from '../../src/lib/server/returns/gstr1-csv.ts';
import { gstin } from '../helpers/gstin.ts';
import { ENTRY_DEFAULTS, GSTR1_CSV_FILES } from '../helpers/gstr1.ts';

const COMPANY = gstin('07AAACL1234C1Z');
const DELHI_BUYER = gstin('07AABCO5678D1Z');
const MUMBAI_BUYER = gstin('27AAFFB9876E1Z');
const SEZ_UNIT = gstin('27AAGCS4321K1Z');

/** Rupees as the paise entries keep. */
const p = (rupees: number) => Math.round(rupees * 100);

interface Rate {
  rt: number;
  taxable: number;
  cgst?: number;
  sgst?: number;
  igst?: number;
  qty: number;
  hsn?: string;
}

/** A register entry: amounts in rupees at each rate, one HSN row per rate; `total` as the invoice printed it. */
function entry(fields: Partial<ReturnEntry> & { _id: string; number: string; total: number; at: Rate[] }): ReturnEntry {
  const { at, total, ...rest } = fields;
  const sum = (pick: (rate: Rate) => number) => p(at.reduce((all, rate) => all + pick(rate), 0));
  return {
    ...ENTRY_DEFAULTS,
    rates: at.map((rate) => ({
      ratePercent: rate.rt,
      taxable: p(rate.taxable),
      cgst: p(rate.cgst ?? 0),
      sgst: p(rate.sgst ?? 0),
      igst: p(rate.igst ?? 0),
    })),
    hsn: at.map((rate) => ({
      hsn: rate.hsn ?? '58071020',
      description: 'Woven main label, 25 × 50 mm',
      unit: 'PCS',
      quantity: rate.qty,
      ratePercent: rate.rt,
      taxable: p(rate.taxable),
      cgst: p(rate.cgst ?? 0),
      sgst: p(rate.sgst ?? 0),
      igst: p(rate.igst ?? 0),
    })),
    totals: {
      taxable: sum((rate) => rate.taxable),
      cgst: sum((rate) => rate.cgst ?? 0),
      sgst: sum((rate) => rate.sgst ?? 0),
      igst: sum((rate) => rate.igst ?? 0),
      tax: sum((rate) => (rate.cgst ?? 0) + (rate.sgst ?? 0) + (rate.igst ?? 0)),
      roundOff: 0,
      total: p(total),
    },
    ...rest,
  } as ReturnEntry;
}

// Registered, within Delhi: 1,000 labels at ₹12.50 = ₹12,500.00, 9% + 9% = ₹1,125.00 each, ₹14,750.00.
const b2bIntra = entry({
  _id: 'i1',
  number: 'INV/2026-27/0001',
  gstin: DELHI_BUYER,
  buyer: 'Okhla Garments Pvt Ltd',
  total: 14750,
  at: [{ rt: 18, taxable: 12500, cgst: 1125, sgst: 1125, qty: 1000 }],
});
// Registered, in Maharashtra: ₹10,000.00 at 12% (IGST ₹1,200.00) and ₹5,000.00 at 18% (IGST ₹900.00) = ₹17,100.00.
const b2bInter = entry({
  _id: 'i2',
  number: 'INV/2026-27/0002',
  date: '2026-11-09',
  gstin: MUMBAI_BUYER,
  buyer: 'Bhiwandi Apparel LLP',
  placeCode: '27',
  placeName: 'Maharashtra',
  supply: 'inter',
  total: 17100,
  at: [
    { rt: 18, taxable: 5000, igst: 900, qty: 400 },
    { rt: 12, taxable: 10000, igst: 1200, qty: 800 },
  ],
});
// An SEZ unit without IGST, under the LUT: ₹20,000.00 at 18% with no tax.
const sez = entry({
  _id: 'i3',
  number: 'INV/2026-27/0003',
  gstin: SEZ_UNIT,
  placeCode: '27',
  supply: 'inter',
  sez: 'without-igst',
  underLut: true,
  total: 20000,
  at: [{ rt: 18, taxable: 20000, qty: 2000 }],
});
// Unregistered in Delhi: ₹1,000.00 + ₹90.00 + ₹90.00 = ₹1,180.00.
const smallIntra = entry({
  _id: 'i4',
  number: 'INV/2026-27/0004',
  total: 1180,
  at: [{ rt: 18, taxable: 1000, cgst: 90, sgst: 90, qty: 100 }],
});
// Unregistered in Rajasthan: ₹50,000.00 + IGST ₹9,000.00 = ₹59,000.00, under ₹1,00,000: B2CS.
const smallInter = entry({
  _id: 'i5',
  number: 'INV/2026-27/0005',
  placeCode: '08',
  placeName: 'Rajasthan',
  supply: 'inter',
  total: 59000,
  at: [{ rt: 18, taxable: 50000, igst: 9000, qty: 4000 }],
});
// Unregistered in Karnataka: ₹1,00,000.00 + IGST ₹18,000.00 = ₹1,18,000.00, above ₹1,00,000: B2CL.
const large = entry({
  _id: 'i6',
  number: 'INV/2026-27/0006',
  placeCode: '29',
  placeName: 'Karnataka',
  supply: 'inter',
  total: 118000,
  at: [{ rt: 18, taxable: 100000, igst: 18000, qty: 8000 }],
});
// An export under the LUT in dollars: $80.00 at ₹83.25 = ₹6,660.00, no tax.
const exportUsd = entry({
  _id: 'i7',
  number: 'INV/2026-27/0007',
  currency: 'USD',
  placeCode: '96',
  placeName: 'Other countries',
  supply: 'export',
  underLut: true,
  total: 80,
  at: [{ rt: 18, taxable: 80, qty: 2000 }],
});
// An export with IGST paid, in rupees: ₹20,000.00 + ₹3,600.00 = ₹23,600.00.
const exportPaid = entry({
  _id: 'i8',
  number: 'INV/2026-27/0008',
  placeCode: '96',
  supply: 'export',
  total: 23600,
  at: [{ rt: 18, taxable: 20000, igst: 3600, qty: 1600 }],
});
const cancelled = entry({
  _id: 'i9',
  number: 'INV/2026-27/0009',
  status: 'cancelled',
  gstin: DELHI_BUYER,
  total: 1180,
  at: [{ rt: 18, taxable: 1000, cgst: 90, sgst: 90, qty: 100 }],
});
const proforma = entry({
  _id: 'p1',
  number: 'PI/2026-27/0001',
  kind: 'proforma',
  total: 1180,
  at: [{ rt: 18, taxable: 1000, cgst: 90, sgst: 90, qty: 100 }],
});
// A credit note on the Maharashtra invoice: 80 labels returned, ₹1,000.00 at 12%, IGST ₹120.00 = ₹1,120.00.
const creditRegistered = entry({
  _id: 'n1',
  number: 'CN/2026-27/0001',
  kind: 'credit',
  date: '2026-11-20',
  original: { _id: 'i2', number: 'INV/2026-27/0002', date: '2026-11-09' },
  reason: 'sales-return',
  gstin: MUMBAI_BUYER,
  placeCode: '27',
  supply: 'inter',
  total: 1120,
  at: [{ rt: 12, taxable: 1000, igst: 120, qty: 80 }],
});
// A credit note on the small Delhi invoice: ₹100.00 + ₹9.00 + ₹9.00 off, netted into B2CS.
const creditSmall = entry({
  _id: 'n2',
  number: 'CN/2026-27/0002',
  kind: 'credit',
  original: { _id: 'i4', number: 'INV/2026-27/0004', date: '2026-11-05' },
  total: 118,
  at: [{ rt: 18, taxable: 100, cgst: 9, sgst: 9, qty: 10 }],
});
// A debit note on the B2CL invoice: ₹2,000.00 + IGST ₹360.00 = ₹2,360.00, an amount without a quantity.
const debitLarge = entry({
  _id: 'n3',
  number: 'DN/2026-27/0001',
  kind: 'debit',
  original: { _id: 'i6', number: 'INV/2026-27/0006', date: '2026-11-05' },
  placeCode: '29',
  supply: 'inter',
  total: 2360,
  at: [{ rt: 18, taxable: 2000, igst: 360, qty: 0 }],
});

const entries = [
  b2bIntra,
  b2bInter,
  sez,
  smallIntra,
  smallInter,
  large,
  exportUsd,
  exportPaid,
  cancelled,
  proforma,
  creditRegistered,
  creditSmall,
  debitLarge,
];
const bill = (invoiceId: string, extra: Partial<ShippingBill> = {}): ShippingBill => ({
  invoiceId,
  portCode: 'INDEL4',
  number: '1234567',
  date: '2026-11-12',
  valueInRupees: 0,
  by: 'Asha',
  at: '2026-11-12T10:00:00.000Z',
  ...extra,
});
const bills = new Map([
  ['i7', bill('i7', { exchangeRate: 83.25 })],
  ['i8', bill('i8', { number: '7654321', portCode: 'INNSA1' })],
]);
const gstr1 = buildGstr1({
  gstin: COMPANY,
  period: '112026',
  entries,
  originals: new Map(entries.map((each) => [each._id, each])),
  bills,
});

describe('GSTR-1 from the register', () => {
  it('names the company and the period', () => {
    expect(gstr1).toMatchObject({ gstin: COMPANY, fp: '112026' });
  });

  it('puts registered buyers in B2B by GSTIN, an SEZ unit without IGST as SEWOP, intra-state with CGST and SGST', () => {
    expect(gstr1.b2b).toEqual(
      [
        {
          ctin: DELHI_BUYER,
          inv: [
            {
              inum: 'INV/2026-27/0001',
              idt: '05-11-2026',
              val: 14750,
              pos: '07',
              rchrg: 'N',
              inv_typ: 'R',
              itms: [{ num: 1, itm_det: { txval: 12500, rt: 18, iamt: 0, camt: 1125, samt: 1125, csamt: 0 } }],
            },
          ],
        },
        {
          ctin: MUMBAI_BUYER,
          inv: [
            {
              inum: 'INV/2026-27/0002',
              idt: '09-11-2026',
              val: 17100,
              pos: '27',
              rchrg: 'N',
              inv_typ: 'R',
              itms: [
                { num: 1, itm_det: { txval: 10000, rt: 12, iamt: 1200, csamt: 0 } },
                { num: 2, itm_det: { txval: 5000, rt: 18, iamt: 900, csamt: 0 } },
              ],
            },
          ],
        },
        {
          ctin: SEZ_UNIT,
          inv: [
            {
              inum: 'INV/2026-27/0003',
              idt: '05-11-2026',
              val: 20000,
              pos: '27',
              rchrg: 'N',
              inv_typ: 'SEWOP',
              itms: [{ num: 1, itm_det: { txval: 20000, rt: 18, iamt: 0, csamt: 0 } }],
            },
          ],
        },
      ].sort((a, b) => a.ctin.localeCompare(b.ctin)),
    );
  });

  it('puts the inter-state invoice above ₹1,00,000 to an unregistered buyer in B2CL by place of supply', () => {
    expect(gstr1.b2cl).toEqual([
      {
        pos: '29',
        inv: [
          {
            inum: 'INV/2026-27/0006',
            idt: '05-11-2026',
            val: 118000,
            itms: [{ num: 1, itm_det: { txval: 100000, rt: 18, iamt: 18000, csamt: 0 } }],
          },
        ],
      },
    ]);
  });

  it('sums the rest of the unregistered in B2CS by supply, place and rate, a credit note on one taken off', () => {
    expect(gstr1.b2cs).toEqual([
      // ₹1,000.00 − ₹100.00 = ₹900.00; ₹90.00 − ₹9.00 = ₹81.00 each.
      { sply_ty: 'INTRA', pos: '07', typ: 'OE', rt: 18, txval: 900, iamt: 0, camt: 81, samt: 81, csamt: 0 },
      { sply_ty: 'INTER', pos: '08', typ: 'OE', rt: 18, txval: 50000, iamt: 9000, camt: 0, samt: 0, csamt: 0 },
    ]);
  });

  it('lists exports with and without payment, their shipping bills, a dollar invoice at its exchange rate', () => {
    expect(gstr1.exp).toEqual([
      {
        exp_typ: 'WOPAY',
        inv: [
          {
            inum: 'INV/2026-27/0007',
            idt: '05-11-2026',
            val: 6660,
            sbpcode: 'INDEL4',
            sbnum: '1234567',
            sbdt: '12-11-2026',
            itms: [{ txval: 6660, rt: 18, iamt: 0, csamt: 0 }],
          },
        ],
      },
      {
        exp_typ: 'WPAY',
        inv: [
          {
            inum: 'INV/2026-27/0008',
            idt: '05-11-2026',
            val: 23600,
            sbpcode: 'INNSA1',
            sbnum: '7654321',
            sbdt: '12-11-2026',
            itms: [{ txval: 20000, rt: 18, iamt: 3600, csamt: 0 }],
          },
        ],
      },
    ]);
  });

  it("puts a registered buyer's note in CDNR and a B2CL invoice's in CDNUR", () => {
    expect(gstr1.cdnr).toEqual([
      {
        ctin: MUMBAI_BUYER,
        nt: [
          {
            ntty: 'C',
            nt_num: 'CN/2026-27/0001',
            nt_dt: '20-11-2026',
            val: 1120,
            pos: '27',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1, itm_det: { txval: 1000, rt: 12, iamt: 120, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(gstr1.cdnur).toEqual([
      {
        typ: 'B2CL',
        ntty: 'D',
        nt_num: 'DN/2026-27/0001',
        nt_dt: '05-11-2026',
        val: 2360,
        pos: '29',
        itms: [{ num: 1, itm_det: { txval: 2000, rt: 18, iamt: 360, csamt: 0 } }],
      },
    ]);
  });

  it('splits the HSN summary into B2B and B2C, a credit note taking its quantity and amounts off', () => {
    const row = { hsn_sc: '58071020', desc: 'Woven main label, 25 × 50 mm', uqc: 'PCS', csamt: 0 };
    expect(gstr1.hsn?.hsn_b2b).toEqual([
      // At 12%: 800 − 80 labels, ₹10,000.00 − ₹1,000.00, IGST ₹1,200.00 − ₹120.00.
      { num: 1, ...row, qty: 720, rt: 12, txval: 9000, iamt: 1080, camt: 0, samt: 0 },
      // At 18%: 1,000 + 400 + 2,000 labels; ₹12,500.00 + ₹5,000.00 + ₹20,000.00.
      { num: 2, ...row, qty: 3400, rt: 18, txval: 37500, iamt: 900, camt: 1125, samt: 1125 },
    ]);
    expect(gstr1.hsn?.hsn_b2c).toEqual([
      // 100 − 10 + 4,000 + 8,000 + 0 + 2,000 + 1,600 labels; ₹1,000 − ₹100 + ₹50,000 + ₹1,00,000 + ₹2,000 + ₹6,660 + ₹20,000.
      { num: 1, ...row, qty: 15690, rt: 18, txval: 179560, iamt: 30960, camt: 81, samt: 81 },
    ]);
  });

  it('counts the documents issued per series, the cancelled invoice among them, proformas left out', () => {
    expect(gstr1.doc_issue?.doc_det).toEqual([
      {
        doc_num: 1,
        doc_typ: 'Invoices for outward supply',
        docs: [{ num: 1, from: 'INV/2026-27/0001', to: 'INV/2026-27/0009', totnum: 9, cancel: 1, net_issue: 8 }],
      },
      {
        doc_num: 4,
        doc_typ: 'Debit Note',
        docs: [{ num: 1, from: 'DN/2026-27/0001', to: 'DN/2026-27/0001', totnum: 1, cancel: 0, net_issue: 1 }],
      },
      {
        doc_num: 5,
        doc_typ: 'Credit Note',
        docs: [{ num: 1, from: 'CN/2026-27/0001', to: 'CN/2026-27/0002', totnum: 2, cancel: 0, net_issue: 2 }],
      },
    ]);
  });

  it('leaves out an export in a foreign currency until its exchange rate is recorded', () => {
    const without = buildGstr1({
      gstin: COMPANY,
      period: '112026',
      entries: [exportUsd],
      originals: new Map(),
      bills: new Map(),
    });
    // A table with nothing in it is left out, as the offline tool leaves it.
    expect(without).toEqual({ gstin: COMPANY, fp: '112026', doc_issue: expect.any(Object) });
  });

  it('reads an entry written before it said its supply by its place against the company’s state', () => {
    const { supply: _supply, ...old } = smallInter;
    expect(tableOf(old as ReturnEntry, '07')).toBe('b2cs');
    expect(tableOf({ ...old, totals: { ...old.totals, total: p(100000.01) } } as ReturnEntry, '07')).toBe('b2cl');
    expect(tableOf({ ...old, totals: { ...old.totals, total: p(100000) } } as ReturnEntry, '07')).toBe('b2cs');
  });
});

describe("the offline tool's forms", () => {
  it('writes dates and places as the JSON and the CSV templates do', () => {
    expect(gstnDate('2026-11-05')).toBe('05-11-2026');
    expect(gstnCsvDate('2026-11-05')).toBe('05-Nov-2026');
    expect(gstnCsvDate('2027-03-31')).toBe('31-Mar-2027');
    expect(placeText('07')).toBe('07-Delhi');
    expect(placeText('96')).toBe('96-Other Countries');
  });

  it('writes one CSV per table with the templates’ columns, a row per rate', () => {
    const files = gstr1Csvs(gstr1, new Map([[MUMBAI_BUYER, 'Bhiwandi Apparel LLP']]));
    const text = (name: string) =>
      (files.find((file) => file.name === name)?.content as string).replace(/^\ufeff/, '').split('\r\n');
    expect(files.map((file) => file.name)).toEqual(GSTR1_CSV_FILES);
    const b2b = text('b2b.csv');
    expect(b2b[0]).toBe(
      'GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount',
    );
    expect(b2b).toContain(
      `${MUMBAI_BUYER},Bhiwandi Apparel LLP,INV/2026-27/0002,09-Nov-2026,17100,27-Maharashtra,N,,Regular B2B,,12,10000,0`,
    );
    expect(b2b).toContain(
      `${SEZ_UNIT},,INV/2026-27/0003,05-Nov-2026,20000,27-Maharashtra,N,,SEZ supplies without payment,,18,20000,0`,
    );
    expect(text('b2cs.csv')).toContain('OE,07-Delhi,,18,900,0,');
    expect(text('exp.csv')).toContain('WOPAY,INV/2026-27/0007,05-Nov-2026,6660,INDEL4,1234567,12-Nov-2026,18,6660,0');
    expect(text('cdnur.csv')).toContain('B2CL,DN/2026-27/0001,05-Nov-2026,D,29-Karnataka,2360,,18,2000,0');
    // Total value: ₹9,000.00 + ₹1,080.00.
    expect(text('hsn(b2b).csv')).toContain('58071020,"Woven main label, 25 × 50 mm",PCS-PIECES,720,10080,12,9000,1080,0,0,0');
    expect(text('docs.csv')).toContain('Invoices for outward supply,INV/2026-27/0001,INV/2026-27/0009,9,1');
  });
});
