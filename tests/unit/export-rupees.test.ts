/**
 * The rupee value of an export billed in another currency (src/lib/server/rupee-value.ts) and the e-invoice made
 * at it: the rate chosen (the shipping bill's over the transport's), amounts converted to the paisa in whole
 * numbers, and a dollar export's IRP request whose every sum holds, its unit price rounded up with the rest as
 * the line's discount where three decimals cannot give the line's value. Figures worked out by hand here.
 */
import { describe, expect, it } from 'vitest';
import { EINVOICE_MESSAGES as M } from '../../src/lib/messages/einvoices.ts';
import type { CompanyTax } from '../../src/lib/schemas/billing.ts';
import type { ShippingBill } from '../../src/lib/api/returns.ts';
import { einvoiceJson } from '../../src/lib/server/einvoices/einvoice-json.ts';
import { einvoiceProblems } from '../../src/lib/server/einvoices/einvoice-rules.ts';
import { checkedEinvoice } from '../../src/lib/server/einvoices/irn.ts';
import { paiseAt, rupeeRate } from '../../src/lib/server/rupee-value.ts';
import { todayInIndia } from '../../src/lib/format/dates.ts';
import { SELLER_GSTIN, storedTaxInvoice } from '../helpers/invoice-record.ts';

describe('rupeeRate', () => {
  it('is 1 for rupees, the shipping bill’s when recorded, else the transport’s, else unknown', () => {
    expect(rupeeRate('INR', {})).toBe(1);
    expect(rupeeRate('USD', { shippingBill: { exchangeRate: 84.1 }, transport: { exchangeRate: 84.25 } })).toBe(84.1);
    expect(rupeeRate('USD', { shippingBill: null, transport: { exchangeRate: 84.25 } })).toBe(84.25);
    expect(rupeeRate('USD', { shippingBill: {}, transport: {} })).toBeNull();
  });
});

describe('paiseAt', () => {
  it('converts in whole numbers to the paisa, halves away from zero', () => {
    // $1,000.00 at ₹84.2517 = ₹84,251.70.
    expect(paiseAt(100_000, 84.2517)).toBe(8_425_170);
    // $123.45 at ₹83.1234 = ₹10,261.58373…, ₹10,261.58.
    expect(paiseAt(12_345, 83.1234)).toBe(1_026_158);
    // 2 cents at ₹0.25 is half a paisa: 1 paisa, and −1 for −2 cents.
    expect(paiseAt(2, 0.25)).toBe(1);
    expect(paiseAt(-2, 0.25)).toBe(-1);
    // $12.34 at ₹84.25 = ₹1,039.645: ₹1,039.65.
    expect(paiseAt(1_234, 84.25)).toBe(103_965);
  });
});

/**
 * An export to New York with IGST paid, in dollars: 20,000 labels at $0.035 = $700.00 and the artwork at $12.34,
 * $712.34 taxable; 18% IGST on it $128.2212, $128.22 split $126.00 and $2.22; $840.56 in all.
 */
const dollarExport = () =>
  storedTaxInvoice(todayInIndia(), {
    buyer: {
      legalName: 'Brooklyn Threads Inc.',
      gstin: '',
      address: '200 Kent Ave, Brooklyn NY 11249',
      stateCode: '',
      state: '',
      country: 'United States',
      poNumber: '',
      shippingAddress: '',
    },
    supply: 'export',
    placeOfSupply: { country: 'United States' },
    currency: 'USD',
    lines: [
      {
        description: 'Woven labels',
        hsn: '58071020',
        quantity: 20_000,
        unit: 'PCS',
        taxable: 70_000,
        ratePercent: 18,
        cgst: 0,
        sgst: 0,
        igst: 12_600,
      },
      {
        description: 'Artwork',
        hsn: '49111010',
        quantity: 1,
        unit: 'NOS',
        taxable: 1_234,
        ratePercent: 18,
        cgst: 0,
        sgst: 0,
        igst: 222,
      },
    ],
    totals: { taxable: 71_234, cgst: 0, sgst: 0, igst: 12_822, tax: 12_822, roundOff: 0, total: 84_056 },
  });

/** Its shipping bill, recorded today at customs' ₹84.25. */
const shippingBill = (): ShippingBill => ({
  invoiceId: 'inv1',
  portCode: 'INNSA1',
  number: '1234567',
  date: todayInIndia(),
  exchangeRate: 84.25,
  valueInRupees: 70_817.18,
  by: 'Asha',
  at: new Date().toISOString(),
});

describe('a dollar export’s e-invoice', () => {
  const made = () => einvoiceJson(dollarExport(), { shippingBill: shippingBill(), rate: 84.25 });

  it('converts each line once at the rate: a unit price rounded up, the rest the line’s discount', () => {
    const [labels, artwork] = made().ItemList;
    // $700.00 at ₹84.25 = ₹58,975.00, ₹2.94875 a label: ₹2.949 gives ₹58,980.00, ₹5.00 over. IGST $126.00 = ₹10,615.50.
    expect(labels).toMatchObject({ Qty: 20_000, UnitPrice: 2.949, TotAmt: 58_980, Discount: 5, AssAmt: 58_975 });
    expect(labels).toMatchObject({ IgstAmt: 10_615.5, CgstAmt: 0, SgstAmt: 0, TotItemVal: 69_590.5 });
    // $12.34 = ₹1,039.645, ₹1,039.65; its IGST $2.22 = ₹187.035, ₹187.04.
    expect(artwork).toMatchObject({ Qty: 1, UnitPrice: 1_039.65, TotAmt: 1_039.65, AssAmt: 1_039.65, IgstAmt: 187.04 });
    expect(artwork.Discount).toBeUndefined();
    expect(artwork.TotItemVal).toBe(1_226.69);
  });

  it('sums the lines, and the total as the shipping bill and GSTR-1 convert it, the paisa between them the round off', () => {
    // ₹58,975.00 + ₹1,039.65 and ₹10,615.50 + ₹187.04 = ₹70,817.19; $840.56 at ₹84.25 = ₹70,817.18.
    const json = made();
    expect(json.ValDtls).toMatchObject({ AssVal: 60_014.65, IgstVal: 10_802.54, CgstVal: 0, SgstVal: 0 });
    expect(json.ValDtls).toMatchObject({ RndOffAmt: -0.01, TotInvVal: 70_817.18 });
    expect(json.ExpDtls).toEqual({
      ShipBNo: '1234567',
      ShipBDt: `${todayInIndia().slice(8, 10)}/${todayInIndia().slice(5, 7)}/${todayInIndia().slice(0, 4)}`,
      Port: 'INNSA1',
      ForCur: 'USD',
      CntCode: 'US',
    });
    expect(json.TranDtls.SupTyp).toBe('EXPWP');
  });

  it('passes every rule of the IRP', () => {
    expect(einvoiceProblems(made())).toEqual([]);
  });

  it('is refused without a rate, naming where to record one', () => {
    const tax = { gstin: SELLER_GSTIN, turnover: 'up-to-10-crore', eInvoicing: true } as CompanyTax;
    expect(() => checkedEinvoice(dollarExport(), tax)).toThrow(M.noExchangeRate('INV/2026-27/0007', 'USD'));
    expect(checkedEinvoice(dollarExport(), tax, new Date(), { rate: 84.25 }).ValDtls.TotInvVal).toBe(70_817.18);
  });
});
