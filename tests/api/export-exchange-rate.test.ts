/**
 * An export billed in dollars over the real handlers and the local store: its rupee value at the exchange rate
 * staff give with the order's transport (the shipping bill's once recorded), judged against Settings' e-way
 * bill threshold at dispatch, carried in the e-way bill portal's JSON and in the IRP's request, which passes
 * the IRP's rules; without a rate, dispatch and the e-invoice are refused naming it. Figures worked out by
 * hand here: 4,000 labels at $0.25 = $1,000.00 under the LUT (no tax), at ₹84.2517 = ₹84,251.70, over the
 * ₹50,000 threshold though a thousand dollars are not.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { einvoicesApi } from '../../src/lib/api/einvoices.ts';
import { invoicesApi } from '../../src/lib/api/invoices.ts';
import { returnsApi } from '../../src/lib/api/returns.ts';
import { todayInIndia } from '../../src/lib/format/dates.ts';
import type { EinvoiceJson } from '../../src/lib/server/einvoices/einvoice-json.ts';
import { einvoiceProblems } from '../../src/lib/server/einvoices/einvoice-rules.ts';
import { callEndpoint } from '../helpers/api.ts';
import { setEinvoicing } from '../helpers/einvoice-orders.ts';
import { issueNote } from '../helpers/note-orders.ts';
import { BUYERS, LINE, acceptOnPage, giveBilling, secretOf, sentQuotation, withInvoiceBuyer } from '../helpers/invoice-orders.ts';
import {
  expectRefusedForEwayBill,
  ROAD,
  ewayBillJson,
  giveTransport,
  issuedTaxInvoice,
  keepEwayBill,
  moveOrder,
  portalFile,
  portalToday,
  readOrder,
} from './eway-bill-orders.ts';

let token = '';
let enquiryId = '';
withInvoiceBuyer('Exported Label', (buyer) => ({ token, enquiryId } = buyer));

beforeAll(() => setEinvoicing(token, true));

/** ₹ to one dollar, as staff give it with the transport. */
const RATE = 84.2517;

/** An accepted order of `quantity` labels at $0.25 to New York, staff's word that it is an export given first. */
async function dollarExport(quantity: number) {
  const quotation = await sentQuotation(token, enquiryId, {
    lines: [{ ...LINE, quantity, unitPrice: 0.25 }],
    charges: [],
    currency: 'USD',
  });
  expect((await giveBilling(secretOf(quotation), BUYERS.abroad)).status).toBe(200);
  const set = await callEndpoint(invoicesApi.setSupply, { params: { id: quotation._id }, body: { treatment: 'export' }, token });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  await acceptOnPage(secretOf(quotation));
  return readOrder(token, quotation._id);
}

const move = (id: string, stage: 'Dispatched') => moveOrder(token, id, stage);
const taxInvoice = (id: string) => issuedTaxInvoice(token, id);
const einvoiceOf = (id: string) => callEndpoint(einvoicesApi.einvoice, { params: { id }, token });

describe('dispatch of a dollar order', () => {
  it('is refused without the exchange rate, then, worth more than the threshold in rupees, without its e-way bill', async () => {
    const order = await dollarExport(4000);
    const unjudged = await move(order._id, 'Dispatched');
    expectRefusedForEwayBill(
      unjudged,
      'Not dispatched: the order is billed in USD, and its value in rupees decides whether it travels with an e-way bill. ' +
        'Missing: the exchange rate (₹ to one USD) with the transport.',
    );

    const withoutRate = await giveTransport(token, order._id, ROAD);
    expect(withoutRate.status).toBe(400);
    expect(withoutRate.body.errors).toEqual({ exchangeRate: 'Exchange rate (₹ to one USD) is required for an order in USD' });
    const fiveDecimals = await giveTransport(token, order._id, { ...ROAD, exchangeRate: 84.25171 });
    expect(fiveDecimals.status).toBe(400);
    expect(fiveDecimals.body.errors?.exchangeRate).toMatch(/at most 4 decimals/);
    expect((await readOrder(token, order._id)).transport).toBeUndefined();

    const given = await giveTransport(token, order._id, { ...ROAD, exchangeRate: RATE });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect((await readOrder(token, order._id)).transport?.exchangeRate).toBe(RATE);
    const refused = await move(order._id, 'Dispatched');
    // $1,000.00 at ₹84.2517 = ₹84,251.70.
    expectRefusedForEwayBill(
      refused,
      'Not dispatched: the consignment is worth ₹84,251.70, over the e-way bill threshold of ₹50,000.00. ' +
        'Missing: the tax invoice (issue it first), the e-way bill number.',
    );
    expect((await readOrder(token, order._id)).stage).toBe('Artwork approved');
  });

  it('goes under the threshold in rupees without an e-way bill, its tax invoice issued in the same step', async () => {
    // 400 labels at $0.25 = $100.00, at ₹84.2517 = ₹8,425.17.
    const order = await dollarExport(400);
    expect((await giveTransport(token, order._id, { ...ROAD, exchangeRate: RATE })).status).toBe(200);
    const moved = await move(order._id, 'Dispatched');
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const after = await readOrder(token, order._id);
    expect(after.stage).toBe('Dispatched');
    expect(after.ewayBill).toBeUndefined();
    expect(after.invoices?.filter((each) => each.kind === 'tax' && each.status !== 'cancelled')).toHaveLength(1);
  });
});

describe('the e-way bill of a dollar export', () => {
  it('carries rupee values at the transport’s rate, and the goods go with its number', async () => {
    const order = await dollarExport(4000);
    expect((await giveTransport(token, order._id, { ...ROAD, exchangeRate: RATE })).status).toBe(200);
    const invoice = await taxInvoice(order._id);
    const [bill] = (await portalFile(token, order._id)).billLists;
    expect(bill).toMatchObject({ docNo: invoice.number, subSupplyType: 3, toGstin: 'URP', toStateCode: 96, toPincode: 999999 });
    expect(bill).toMatchObject({
      totalValue: 84_251.7,
      cgstValue: 0,
      sgstValue: 0,
      igstValue: 0,
      OthValue: 0,
      totInvValue: 84_251.7,
    });
    expect(bill.itemList).toEqual([
      expect.objectContaining({ quantity: 4000, taxableAmount: 84_251.7, igstRate: 0, cgstRate: 0, sgstRate: 0 }),
    ]);
    expect((await keepEwayBill(token, order._id, { number: '281000777001', validUntil: '2099-06-30T23:59' })).status).toBe(200);
    const moved = await move(order._id, 'Dispatched');
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  });
});

describe('the e-invoice of a dollar export', () => {
  it('is in rupees at the transport’s rate, then at the shipping bill’s, which it names, and passes the IRP’s rules', async () => {
    const order = await dollarExport(4000);
    expect((await giveTransport(token, order._id, { ...ROAD, exchangeRate: RATE })).status).toBe(200);
    const invoice = await taxInvoice(order._id);

    const atTransport = await einvoiceOf(invoice._id);
    expect(atTransport.status, JSON.stringify(atTransport.body)).toBe(200);
    const json = atTransport.body as unknown as EinvoiceJson;
    expect(json.TranDtls.SupTyp).toBe('EXPWOP');
    // ₹84,251.70 for 4,000: ₹21.062925 each, ₹21.063 to the IRP's 3 decimals (₹84,252.00, within its ₹1).
    expect(json.ItemList).toEqual([
      expect.objectContaining({
        Qty: 4000,
        UnitPrice: 21.063,
        TotAmt: 84_251.7,
        AssAmt: 84_251.7,
        IgstAmt: 0,
        TotItemVal: 84_251.7,
      }),
    ]);
    expect(json.ValDtls).toMatchObject({
      AssVal: 84_251.7,
      CgstVal: 0,
      SgstVal: 0,
      IgstVal: 0,
      RndOffAmt: 0,
      TotInvVal: 84_251.7,
    });
    expect(json.ExpDtls).toEqual({ ForCur: 'USD', CntCode: 'US' });
    expect(einvoiceProblems(json)).toEqual([]);

    const recorded = await callEndpoint(returnsApi.shippingBill, {
      params: { id: invoice._id },
      body: { portCode: 'INNSA1', number: '7654321', date: todayInIndia(), exchangeRate: 84.1 },
      token,
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    const atShippingBill = await einvoiceOf(invoice._id);
    expect(atShippingBill.status, JSON.stringify(atShippingBill.body)).toBe(200);
    const customs = atShippingBill.body as unknown as EinvoiceJson;
    // $1,000.00 at customs' ₹84.10 = ₹84,100.00, ₹21.025 a label.
    expect(customs.ItemList).toEqual([expect.objectContaining({ UnitPrice: 21.025, TotAmt: 84_100, AssAmt: 84_100 })]);
    expect(customs.ValDtls).toMatchObject({ AssVal: 84_100, RndOffAmt: 0, TotInvVal: 84_100 });
    expect(customs.ExpDtls).toEqual({
      ShipBNo: '7654321',
      ShipBDt: portalToday(todayInIndia()),
      Port: 'INNSA1',
      ForCur: 'USD',
      CntCode: 'US',
    });
    expect(einvoiceProblems(customs)).toEqual([]);
  });

  it('of a credit note takes its invoice’s rate and names its shipping bill', async () => {
    const order = await dollarExport(4000);
    expect((await giveTransport(token, order._id, { ...ROAD, exchangeRate: RATE })).status).toBe(200);
    const invoice = await taxInvoice(order._id);
    const recorded = await callEndpoint(returnsApi.shippingBill, {
      params: { id: invoice._id },
      body: { portCode: 'INNSA1', number: '7654322', date: todayInIndia(), exchangeRate: 84.1 },
      token,
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    const note = await issueNote(token, invoice._id, {
      kind: 'credit',
      reason: 'sales-return',
      lines: [{ index: 0, quantity: 1000 }],
    });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    const answer = await einvoiceOf(note.body.data._id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const json = answer.body as unknown as EinvoiceJson;
    // 1,000 labels returned at $0.25 = $250.00, at the invoice's shipping bill's ₹84.10 = ₹21,025.00.
    expect(json.DocDtls.Typ).toBe('CRN');
    expect(json.ItemList).toEqual([
      expect.objectContaining({ Qty: 1000, UnitPrice: 21.025, AssAmt: 21_025, TotItemVal: 21_025 }),
    ]);
    expect(json.ValDtls).toMatchObject({ AssVal: 21_025, RndOffAmt: 0, TotInvVal: 21_025 });
    expect(json.ExpDtls).toMatchObject({ ShipBNo: '7654322', Port: 'INNSA1', ForCur: 'USD' });
    expect(einvoiceProblems(json)).toEqual([]);
  });

  it('is refused without a rate, naming where to record one, as the e-way bill JSON names the transport', async () => {
    const order = await dollarExport(4000);
    const invoice = await taxInvoice(order._id);
    const refused = await einvoiceOf(invoice._id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `${invoice.number} is billed in USD and the IRP takes rupees: record the exchange rate (₹ to one USD) ` +
        'with the order’s transport, or with the export’s shipping bill',
    );
    const noTransport = await ewayBillJson(token, order._id);
    expect(noTransport.status).toBe(409);
    expect(noTransport.body.message).toMatch(/^Give the transport first/);
  });
});
