/**
 * The e-invoice's pure rules (src/lib/server/einvoices/): an address read into the IRP's fields, each schema
 * rule and sum the IRP checks (within ±₹1), and the reporting time limit of a turnover above ₹10 crore.
 */
import { describe, expect, it } from 'vitest';
import { todayInIndia } from '../../src/lib/format/dates.ts';
import { EINVOICE_RULES as R } from '../../src/lib/messages/einvoices.ts';
import type { CompanyTax } from '../../src/lib/schemas/billing.ts';
import { HttpError } from '../../src/lib/server/http.ts';
import { type EinvoiceJson, einvoiceJson, splitAddress } from '../../src/lib/server/einvoices/einvoice-json.ts';
import { einvoiceProblems } from '../../src/lib/server/einvoices/einvoice-rules.ts';
import { checkedEinvoice, irnDeadline } from '../../src/lib/server/einvoices/irn.ts';
import type { Invoice } from '../../src/lib/server/invoices/invoice.ts';
import { gstin } from '../helpers/gstin.ts';
import { SELLER_GSTIN as SELLER, buyerInIndia, lineAt18, storedTaxInvoice } from '../helpers/invoice-record.ts';

describe('splitAddress', () => {
  it.each([
    [
      'Plot 42, Okhla Industrial Area, Phase II, New Delhi 110020, India',
      'Plot 42, Okhla Industrial Area, Phase II',
      'New Delhi',
      110020,
    ],
    ['Unit 4, Bhiwandi Textile Park\nBhiwandi - 421 302', 'Unit 4, Bhiwandi Textile Park', 'Bhiwandi', 421302],
    ['Gala 7, Marol, Mumbai, 400059', 'Gala 7, Marol', 'Mumbai', 400059],
    ['B-12, Okhla Phase I', 'B-12, Okhla Phase I', '', 0],
  ])('%j', (text, addr1, place, pin) => {
    expect(splitAddress(text)).toMatchObject({ addr1, place, pin });
  });
});

const BUYER = gstin('27AAFFB9876E1Z');

/** A tax invoice to Maharashtra: 100 pieces at ₹10.00 = ₹1,000.00, 18% IGST ₹180.00, issued `date`. */
const invoiceOn = (date: string): Invoice =>
  storedTaxInvoice(date, {
    buyer: buyerInIndia('Bhiwandi Apparel LLP', BUYER, 'Unit 4, Bhiwandi 421302', '27', 'Maharashtra'),
    supply: 'inter',
    placeOfSupply: { code: '27', name: 'Maharashtra' },
    lines: [lineAt18(['Woven labels', '5807', 100, 'PCS'], { taxable: 100_000, igst: 18_000 })],
    totals: { taxable: 100_000, cgst: 0, sgst: 0, igst: 18_000, tax: 18_000, roundOff: 0, total: 118_000 },
  });

const json = (): EinvoiceJson => einvoiceJson(invoiceOn(todayInIndia()));

describe('ShipDtls', () => {
  it('are in the state the shipping address names, else the buyer’s', () => {
    const invoice = invoiceOn(todayInIndia());
    const shipped = (shippingAddress: string) =>
      einvoiceJson({ ...invoice, buyer: { ...invoice.buyer, shippingAddress } }).ShipDtls;
    expect(shipped('Plot 3, GIDC Phase 2, Vapi 396195, Gujarat')).toMatchObject({ Loc: 'Vapi', Pin: 396195, Stcd: '24' });
    expect(shipped('Gala 7, Marol, Mumbai 400059')).toMatchObject({ Gstin: BUYER, Loc: 'Mumbai', Stcd: '27' });
    expect(einvoiceJson(invoice).ShipDtls).toBeUndefined();
  });
});

describe('einvoiceProblems', () => {
  it('takes a well-made invoice', () => {
    expect(json().ValDtls).toMatchObject({ AssVal: 1000, IgstVal: 180, TotInvVal: 1180 });
    expect(einvoiceProblems(json())).toEqual([]);
  });

  it('takes sums off by up to ₹1, and names those off by more', () => {
    const off = json();
    off.ItemList[0].TotItemVal = 1181;
    off.ValDtls.TotInvVal = 1181;
    expect(einvoiceProblems(off)).toEqual([]);
    off.ItemList[0].TotItemVal = 1181.01;
    off.ValDtls.AssVal = 998.99;
    expect(einvoiceProblems(off)).toEqual([R.itemTotal(1), R.totals('taxable value'), R.invoiceTotal]);
  });

  it.each<[string, (broken: EinvoiceJson) => void, string]>([
    ['a number over 16 characters', (j) => (j.DocDtls.No = 'INV/2026-27/000007'), R.documentNumber('INV/2026-27/000007')],
    ['a number starting with 0', (j) => (j.DocDtls.No = '0INV/1'), R.documentNumber('0INV/1')],
    ['a number with a space', (j) => (j.DocDtls.No = 'INV 1'), R.documentNumber('INV 1')],
    ['a date not dd/mm/yyyy', (j) => (j.DocDtls.Dt = '2026-11-28'), R.documentDate],
    ['a GSTIN of 14 characters', (j) => (j.BuyerDtls.Gstin = BUYER.slice(1)), R.buyerGstin],
    ['a PIN of 5 digits', (j) => (j.BuyerDtls.Pin = 42130), R.buyerPin],
    ['a state code unknown', (j) => (j.SellerDtls.Stcd = '50'), R.sellerState],
    ['a place of supply of 0', (j) => (j.BuyerDtls.Pos = '0'), R.placeOfSupply],
    ['a name of 2 characters', (j) => (j.BuyerDtls.LglNm = 'AB'), R.buyerName],
    ['an HSN of 5 digits', (j) => (j.ItemList[0].HsnCd = '58071'), R.itemHsn(1)],
    ['an HSN of zeros', (j) => (j.ItemList[0].HsnCd = '0000'), R.itemHsn(1)],
    ['a unit not GST’s', (j) => (j.ItemList[0].Unit = 'PIECES'), R.itemUnit(1)],
    ['a rate not GST’s', (j) => (j.ItemList[0].GstRt = 17), R.itemRate(1, 17)],
    ['CGST across states', (j) => ((j.ItemList[0].CgstAmt = 90), (j.ItemList[0].IgstAmt = 90)), R.itemTaxSplit(1)],
    ['a round off of ₹100', (j) => ((j.ValDtls.RndOffAmt = 100), (j.ValDtls.TotInvVal = 1280)), R.roundOff],
  ])('names %s', (_case, breakIt, rule) => {
    const broken = json();
    breakIt(broken);
    expect(einvoiceProblems(broken)).toContain(rule);
  });

  it('names an export billed in another currency, which the IRP takes only in rupees', () => {
    expect(einvoiceProblems(json(), { currency: 'USD' })).toEqual([R.currency('USD')]);
  });
});

describe('the reporting time limit', () => {
  const tax = (turnover: CompanyTax['turnover']) => ({ gstin: SELLER, turnover, eInvoicing: true }) as CompanyTax;
  const daysAgo = (days: number) => new Date(Date.parse(`${todayInIndia()}T12:00:00+05:30`) - days * 86_400_000);
  const dayOf = (at: Date) => todayInIndia(at);

  it('is 30 days from the invoice’s date above ₹10 crore, none up to it', () => {
    const issued = invoiceOn(dayOf(daysAgo(10)));
    expect(irnDeadline(issued, tax('up-to-10-crore'))).toBeNull();
    // Issued 10 days ago: the 30th day after it is 20 days away.
    expect(irnDeadline(issued, tax('above-10-crore'))).toEqual({ due: dayOf(daysAgo(-20)), daysLeft: 20 });
    expect(
      irnDeadline({ ...issued, irn: { irn: 'a'.repeat(64), ackNumber: '1', ackDate: '', signedQr: '' } }, tax('above-10-crore')),
    ).toBeNull();
  });

  it('takes the invoice on its 30th day, and refuses it on the 31st', () => {
    expect(checkedEinvoice(invoiceOn(dayOf(daysAgo(30))), tax('above-10-crore')).DocDtls.No).toBe('INV/2026-27/0007');
    const late = invoiceOn(dayOf(daysAgo(31)));
    expect(() => checkedEinvoice(late, tax('above-10-crore'))).toThrow(HttpError);
    expect(() => checkedEinvoice(late, tax('above-10-crore'))).toThrow(/reported within 30 days of its date/);
    expect(checkedEinvoice(late, tax('up-to-10-crore')).DocDtls.No).toBe('INV/2026-27/0007');
  });
});
