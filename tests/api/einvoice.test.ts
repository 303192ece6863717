/**
 * The IRP's request JSON of a tax invoice (src/lib/server/einvoices/), over the real handlers and the local
 * store: schema version 1.1 for a B2B invoice within the state and to another, an export under the LUT and
 * supplies to SEZ units, each figure worked out here by hand; the IRP's rules checked before it is offered
 * (409 listing each one broken, never a broken JSON); refused when Settings' e-invoicing is off, for a proforma
 * and for a buyer without a GSTIN.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { einvoicesApi } from '../../src/lib/api/einvoices.ts';
import { invoicesApi } from '../../src/lib/api/invoices.ts';
import { todayInIndia } from '../../src/lib/format/dates.ts';
import { einvoiceProblems } from '../../src/lib/server/einvoices/einvoice-rules.ts';
import type { EinvoiceJson } from '../../src/lib/server/einvoices/einvoice-json.ts';
import { callEndpoint } from '../helpers/api.ts';
import { BUYERS, COMPANY_GSTIN, type BillingBody, staffReadQuotation, withInvoiceBuyer } from '../helpers/invoice-orders.ts';
import { EINVOICE_BUYERS, setEinvoicing, taxInvoiceFor } from '../helpers/einvoice-orders.ts';

let token = '';
let enquiryId = '';
withInvoiceBuyer('E-invoiced Label', (buyer) => ({ token, enquiryId } = buyer));

beforeAll(() => setEinvoicing(token, true));

const { delhi: DELHI, maharashtra: MAHARASHTRA } = EINVOICE_BUYERS;
const taxInvoice = (billing: BillingBody, treatment?: 'export' | 'sez-with-igst' | 'sez-without-igst') =>
  taxInvoiceFor(token, enquiryId, billing, treatment);

const einvoiceOf = (id: string, as = token) => callEndpoint(einvoicesApi.einvoice, { params: { id }, token: as });

/** Today as the IRP writes a date. */
const irpToday = () => todayInIndia().split('-').toReversed().join('/');

/** The company as the IRP reads it from Settings (the site's default address). */
const SELLER = {
  Gstin: COMPANY_GSTIN,
  LglNm: 'Labels & Tags Co. Pvt Ltd',
  Addr1: 'Plot 42, Okhla Industrial Area, Phase II',
  Loc: 'New Delhi',
  Pin: 110020,
  Stcd: '07',
};

describe('a B2B tax invoice', () => {
  it('to another state: IGST on each line, the goods shipped elsewhere, the sums as the IRP adds them', async () => {
    const { invoice } = await taxInvoice(MAHARASHTRA);
    const answer = await einvoiceOf(invoice._id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const json = answer.body as unknown as EinvoiceJson;
    // 1,000 labels at ₹3.15 = ₹3,150.00 and artwork ₹500.00: ₹3,650.00 taxable; 18% IGST = ₹567.00 + ₹90.00 = ₹657.00.
    expect(json).toEqual({
      Version: '1.1',
      TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' },
      DocDtls: { Typ: 'INV', No: invoice.number, Dt: irpToday() },
      SellerDtls: SELLER,
      BuyerDtls: {
        Gstin: MAHARASHTRA.gstin,
        LglNm: 'Bhiwandi Apparel LLP',
        Addr1: 'Unit 4, Bhiwandi Textile Park',
        Loc: 'Bhiwandi',
        Pin: 421302,
        Stcd: '27',
        Pos: '27',
      },
      ShipDtls: {
        Gstin: MAHARASHTRA.gstin,
        LglNm: 'Bhiwandi Apparel LLP',
        Addr1: 'Gala 7, Marol Industrial Estate',
        Loc: 'Mumbai',
        Pin: 400059,
        Stcd: '27',
      },
      ItemList: [
        {
          SlNo: '1',
          PrdDesc: 'Woven main label, 25 × 50 mm',
          IsServc: 'N',
          HsnCd: '58071020',
          Qty: 1000,
          Unit: 'PCS',
          UnitPrice: 3.15,
          TotAmt: 3150,
          AssAmt: 3150,
          GstRt: 18,
          IgstAmt: 567,
          CgstAmt: 0,
          SgstAmt: 0,
          TotItemVal: 3717,
        },
        {
          SlNo: '2',
          PrdDesc: 'Artwork',
          IsServc: 'N',
          HsnCd: '58071020',
          Qty: 1,
          Unit: 'OTH',
          UnitPrice: 500,
          TotAmt: 500,
          AssAmt: 500,
          GstRt: 18,
          IgstAmt: 90,
          CgstAmt: 0,
          SgstAmt: 0,
          TotItemVal: 590,
        },
      ],
      ValDtls: {
        AssVal: 3650,
        CgstVal: 0,
        SgstVal: 0,
        IgstVal: 657,
        CesVal: 0,
        StCesVal: 0,
        Discount: 0,
        OthChrg: 0,
        RndOffAmt: 0,
        TotInvVal: 4307,
      },
    });
    expect(einvoiceProblems(json)).toEqual([]);
  });

  it('within the state: CGST and SGST in halves, no ShipDtls when the goods go to the billing address', async () => {
    const { invoice } = await taxInvoice(DELHI);
    const json = (await einvoiceOf(invoice._id)).body as unknown as EinvoiceJson;
    expect(json.BuyerDtls).toMatchObject({ Gstin: DELHI.gstin, Loc: 'New Delhi', Pin: 110020, Stcd: '07', Pos: '07' });
    expect(json.ShipDtls).toBeUndefined();
    expect(json.ItemList.map(({ CgstAmt, SgstAmt, IgstAmt, TotItemVal }) => ({ CgstAmt, SgstAmt, IgstAmt, TotItemVal }))).toEqual(
      [
        { CgstAmt: 283.5, SgstAmt: 283.5, IgstAmt: 0, TotItemVal: 3717 },
        { CgstAmt: 45, SgstAmt: 45, IgstAmt: 0, TotItemVal: 590 },
      ],
    );
    expect(json.ValDtls).toMatchObject({ AssVal: 3650, CgstVal: 328.5, SgstVal: 328.5, IgstVal: 0, TotInvVal: 4307 });
  });
});

describe('an export and an SEZ supply', () => {
  it('an export under the LUT is EXPWOP, to URP with place 96, without tax, and names its currency and country', async () => {
    const { invoice } = await taxInvoice(BUYERS.abroad, 'export');
    const answer = await einvoiceOf(invoice._id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const json = answer.body as unknown as EinvoiceJson;
    expect(json.TranDtls.SupTyp).toBe('EXPWOP');
    expect(json.BuyerDtls).toEqual({
      Gstin: 'URP',
      LglNm: 'Brooklyn Threads Inc.',
      Addr1: '200 Kent Ave, Brooklyn NY 11249',
      Loc: 'United States',
      Pin: 999999,
      Stcd: '96',
      Pos: '96',
    });
    expect(json.ExpDtls).toEqual({ ForCur: 'INR', CntCode: 'US' });
    expect(json.ValDtls).toMatchObject({ AssVal: 3650, IgstVal: 0, TotInvVal: 3650 });
    expect(json.ItemList.map((item) => item.IgstAmt)).toEqual([0, 0]);
  });

  it.each([
    ['sez-with-igst', 'SEZWP', 657, 4307],
    ['sez-without-igst', 'SEZWOP', 0, 3650],
  ] as const)('%s is %s, IGST even within the state', async (treatment, type, igst, total) => {
    const { invoice } = await taxInvoice(DELHI, treatment);
    const json = (await einvoiceOf(invoice._id)).body as unknown as EinvoiceJson;
    expect(json.TranDtls.SupTyp).toBe(type);
    expect(json.BuyerDtls).toMatchObject({ Gstin: DELHI.gstin, Pos: '07' });
    expect(json.ValDtls).toMatchObject({ CgstVal: 0, SgstVal: 0, IgstVal: igst, TotInvVal: total });
    expect(einvoiceProblems(json)).toEqual([]);
  });
});

describe('a credit or debit note', () => {
  it('is CRN or DBN naming its invoice; a value corrected alone is one unit at its amount', async () => {
    const { invoice } = await taxInvoice(MAHARASHTRA);
    const note = async (body: object) => {
      const issued = await callEndpoint(invoicesApi.issueNote, { params: { id: invoice._id }, body: body as never, token });
      expect(issued.status, JSON.stringify(issued.body)).toBe(201);
      const answer = await einvoiceOf(issued.body.data._id);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return { number: issued.body.data.number, json: answer.body as unknown as EinvoiceJson };
    };
    const reference = { PrecDocDtls: [{ InvNo: invoice.number, InvDt: irpToday() }] };

    // 200 labels returned at ₹3.15 = ₹630.00; 18% IGST = ₹113.40; ₹743.40 rounded to ₹743.00.
    const credit = await note({ kind: 'credit', reason: 'sales-return', lines: [{ index: 0, quantity: 200 }] });
    expect(credit.json.DocDtls).toEqual({ Typ: 'CRN', No: credit.number, Dt: irpToday() });
    expect(credit.json.RefDtls).toEqual(reference);
    expect(credit.json.ItemList).toMatchObject([
      { Qty: 200, Unit: 'PCS', UnitPrice: 3.15, AssAmt: 630, IgstAmt: 113.4, TotItemVal: 743.4 },
    ]);
    expect(credit.json.ValDtls).toMatchObject({ AssVal: 630, IgstVal: 113.4, RndOffAmt: -0.4, TotInvVal: 743 });

    // The artwork billed ₹100.00 short: 18% IGST = ₹18.00, ₹118.00.
    const debit = await note({ kind: 'debit', reason: 'correction', lines: [{ index: 1, amount: 100 }] });
    expect(debit.json.DocDtls.Typ).toBe('DBN');
    expect(debit.json.RefDtls).toEqual(reference);
    expect(debit.json.ItemList).toMatchObject([{ Qty: 1, UnitPrice: 100, AssAmt: 100, IgstAmt: 18, TotItemVal: 118 }]);
    expect(debit.json.ValDtls).toMatchObject({ AssVal: 100, IgstVal: 18, TotInvVal: 118 });
    expect(einvoiceProblems(debit.json)).toEqual([]);
  });
});

describe('what the IRP would refuse', () => {
  it('is answered 409 with each rule broken, and no JSON', async () => {
    // The tests' Delhi buyer's address has no town or PIN code.
    const { invoice } = await taxInvoice(BUYERS.delhi);
    const answer = await einvoiceOf(invoice._id);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('The IRP would refuse this invoice: 2 rules of its schema broken. Mend each below');
    expect((answer.body as unknown as { data: string[] }).data).toEqual([
      'The buyer’s billing address must name its town or city (3 to 100 characters) before its PIN code',
      'The buyer’s billing address must end with its 6-digit PIN code',
    ]);
  });

  it('a buyer without a GSTIN (B2C), a proforma, and e-invoicing off in Settings are refused, naming why', async () => {
    const unregistered = { legalName: 'Ram Kumar', address: 'House 5, Lajpat Nagar, New Delhi 110024', state: 'Delhi' };
    const b2c = await taxInvoice(unregistered);
    const refused = await einvoiceOf(b2c.invoice._id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^This invoice is to a buyer without a GSTIN \(B2C\)/);

    const proforma = (await staffReadQuotation(token, b2c.quotationId)).invoices?.find((each) => each.kind === 'proforma');
    expect(proforma, 'the proforma made on acceptance').toBeDefined();
    expect((await einvoiceOf(proforma!._id)).body.message).toBe(
      'Only a tax invoice (or a credit or debit note on one) is reported to the IRP, not a proforma',
    );

    const { invoice } = await taxInvoice(MAHARASHTRA);
    await setEinvoicing(token, false);
    try {
      const off = await einvoiceOf(invoice._id);
      expect(off.status).toBe(409);
      expect(off.body.message).toMatch(/^E-invoicing is off in Settings → tax \("E-invoicing applies"\)/);
    } finally {
      await setEinvoicing(token, true);
    }
    expect((await einvoiceOf(invoice._id)).status).toBe(200);
  });

  it('is for the sales team and the accountant only', async () => {
    const { invoice } = await taxInvoice(MAHARASHTRA);
    expect((await einvoiceOf(invoice._id, '')).status).toBe(401);
    expect((await einvoiceOf('no-such-invoice')).status).toBe(404);
  });
});
