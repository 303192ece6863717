/**
 * E-way bills over the real handlers and the local store: the order's transport (checked, kept over its
 * version), the e-way bill portal's bulk-upload JSON from the tax invoice, figures worked out here by hand,
 * for a buyer in Delhi, one in Maharashtra shipped elsewhere and an unregistered one in Karnataka; what is
 * missing named; the e-way bill's number and validity kept and printed on the tax invoice. Dispatch:
 * ./eway-bill-dispatch.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { invoicesApi } from '../../src/lib/api/invoices.ts';
import { todayInIndia } from '../../src/lib/format/dates.ts';
import { callEndpoint, offContract } from '../helpers/api.ts';
import { COMPANY_GSTIN, acceptedOrder, issueInvoice, withInvoiceBuyer } from '../helpers/invoice-orders.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { ewayBillsApi } from '../../src/lib/api/eway-bills.ts';
import {
  BIG_ORDER,
  EWAY_BUYERS,
  ROAD,
  TRANSPORTER_GSTIN,
  bigOrder,
  ewayBillJson,
  giveTransport,
  keepEwayBill,
  portalFile,
  portalToday,
  readOrder,
} from './eway-bill-orders.ts';

let token: string;
let enquiryId: string;
withInvoiceBuyer('E-way Label', (buyer) => ({ token, enquiryId } = buyer));

/** The order's standing tax invoice, issued now. */
async function taxInvoice(id: string) {
  const issued = await issueInvoice(token, id, 'tax');
  expect(issued.status, JSON.stringify(issued.body)).toBe(201);
  return issued.body.data;
}

describe('the transport', () => {
  it.each([
    ['a vehicle number that is none', { ...ROAD, vehicle: 'DELHI 1234' }, 'vehicle', /look like DL01AB1234/],
    ['no vehicle by road', { ...ROAD, vehicle: '' }, 'vehicle', /required by road/],
    ['no document by rail', { ...ROAD, mode: 'rail', vehicle: '' }, 'document', /required by rail, air or ship/],
    ['no distance', { ...ROAD, distanceKm: 0 }, 'distanceKm', /from 1 to 4000 km/],
    ['a distance past 4000 km', { ...ROAD, distanceKm: 4001 }, 'distanceKm', /from 1 to 4000 km/],
    [
      'a transporter ID that fails its check',
      { ...ROAD, transporterId: '07AAGCR4375J1ZZ' },
      'transporterId',
      /GSTIN or the 15-character TRANSIN/,
    ],
    ['a mode that is none', { ...ROAD, mode: 'cart' }, 'mode', /road, rail, air or ship/],
  ] as const)('is refused with %s (400, naming the field) and nothing is kept', async (_case, body, field, message) => {
    const order = await bigOrder(token, enquiryId, EWAY_BUYERS.delhi);
    const refused = await callEndpoint(ewayBillsApi.transport, {
      params: { id: order._id },
      body: offContract(body),
      token,
      headers: { 'if-match': `"${order.version}"` },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[field]).toMatch(message);
    expect((await readOrder(token, order._id)).transport).toBeUndefined();
  });

  it('is kept over the version staff read: the vehicle as the portal writes it; without If-Match 428, over an old version 409', async () => {
    const order = await bigOrder(token, enquiryId, EWAY_BUYERS.delhi);
    const params = { id: order._id };
    expect((await callEndpoint(ewayBillsApi.transport, { params, body: ROAD, token })).status).toBe(428);
    const saved = await giveTransport(token, order._id, ROAD);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.transport).toMatchObject({
      transporter: 'Rathi Roadways',
      transporterId: TRANSPORTER_GSTIN,
      mode: 'road',
      vehicle: 'DL01AB1234',
      distanceKm: 1450,
    });
    const stale = await callEndpoint(ewayBillsApi.transport, {
      params,
      body: { ...ROAD, distanceKm: 20 },
      token,
      headers: { 'if-match': `"${order.version}"` },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('version-conflict');
    expect((await readOrder(token, order._id)).transport?.distanceKm).toBe(1450);
  });
});

describe("the e-way bill portal's JSON", () => {
  it('names what is missing: first the tax invoice, then the transport', async () => {
    const order = await bigOrder(token, enquiryId, EWAY_BUYERS.delhi);
    const early = await ewayBillJson(token, order._id);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/tax invoice: issue it first/);
    await taxInvoice(order._id);
    const noTransport = await ewayBillJson(token, order._id);
    expect(noTransport.status).toBe(409);
    expect(noTransport.body.message).toMatch(/Give the transport first/);
  });

  it('names a delivery address without its PIN code', async () => {
    const order = await bigOrder(token, enquiryId, EWAY_BUYERS.noPin);
    await taxInvoice(order._id);
    await giveTransport(token, order._id, ROAD);
    const refused = await ewayBillJson(token, order._id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/6-digit PIN code/);
  });

  it('for a buyer in Delhi: CGST and SGST, by road, from the tax invoice (a download)', async () => {
    const order = await bigOrder(token, enquiryId, EWAY_BUYERS.delhi);
    const invoice = await taxInvoice(order._id);
    await giveTransport(token, order._id, ROAD);
    const answer = await ewayBillJson(token, order._id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(/attachment; filename="eway-bill-INV-/);
    const file = await portalFile(token, order._id);
    expect(file.version).toBe('1.0.0621');
    expect(file.billLists).toHaveLength(1);
    const [bill] = file.billLists;
    // 20,000 × 3.15 = 63,000 and the artwork's 500: 63,500 taxable; 9% CGST and 9% SGST are 5,715 each: 74,930.
    expect(bill).toMatchObject({
      userGstin: COMPANY_GSTIN,
      supplyType: 'O',
      subSupplyType: 1,
      docType: 'INV',
      docNo: invoice.number,
      docDate: portalToday(todayInIndia()),
      transType: 1,
      fromGstin: COMPANY_GSTIN,
      fromPincode: 110020,
      fromStateCode: 7,
      actualFromStateCode: 7,
      toGstin: EWAY_BUYERS.delhi.gstin,
      toTrdName: 'Okhla Garments Pvt Ltd',
      toPincode: 110020,
      toPlace: 'New Delhi',
      toStateCode: 7,
      actualToStateCode: 7,
      totalValue: 63500,
      cgstValue: 5715,
      sgstValue: 5715,
      igstValue: 0,
      cessValue: 0,
      totInvValue: 74930,
      transMode: 1,
      transDistance: 1450,
      transporterName: 'Rathi Roadways',
      transporterId: TRANSPORTER_GSTIN,
      vehicleNo: 'DL01AB1234',
      vehicleType: 'R',
      mainHsnCode: 58071020,
    });
    expect(bill.itemList).toEqual([
      expect.objectContaining({
        itemNo: 1,
        hsnCode: 58071020,
        quantity: 20000,
        qtyUnit: 'PCS',
        taxableAmount: 63000,
        cgstRate: 9,
        sgstRate: 9,
        igstRate: 0,
      }),
      expect.objectContaining({
        itemNo: 2,
        productName: 'Artwork',
        hsnCode: 58071020,
        quantity: 1,
        taxableAmount: 500,
        cgstRate: 9,
        sgstRate: 9,
      }),
    ]);
  });

  it('for a buyer in Maharashtra shipped elsewhere: IGST, the shipping address and its PIN, by rail with its document', async () => {
    const order = await bigOrder(token, enquiryId, EWAY_BUYERS.maharashtra);
    await taxInvoice(order._id);
    const rail = {
      transporter: 'CONCOR',
      mode: 'rail',
      document: 'RR 884512',
      documentDate: todayInIndia(),
      distanceKm: 1420,
    } as const;
    expect((await giveTransport(token, order._id, rail)).status).toBe(200);
    const [bill] = (await portalFile(token, order._id)).billLists;
    // 18% IGST of 63,500 is 11,430: 74,930.
    expect(bill).toMatchObject({
      transType: 2,
      toGstin: EWAY_BUYERS.maharashtra.gstin,
      toAddr1: 'Godown 7, Mankoli Naka, Thane 421311',
      toPlace: 'Thane',
      toPincode: 421311,
      toStateCode: 27,
      actualToStateCode: 27,
      cgstValue: 0,
      sgstValue: 0,
      igstValue: 11430,
      totInvValue: 74930,
      transMode: 2,
      transDocNo: 'RR 884512',
      transDocDate: portalToday(todayInIndia()),
      vehicleNo: '',
      vehicleType: '',
      transporterId: '',
    });
    expect(bill.itemList[0]).toMatchObject({ igstRate: 18, cgstRate: 0, sgstRate: 0 });
  });

  it('for an unregistered buyer in Karnataka: URP for the GSTIN', async () => {
    const order = await bigOrder(token, enquiryId, EWAY_BUYERS.karnataka);
    await taxInvoice(order._id);
    await giveTransport(token, order._id, ROAD);
    const [bill] = (await portalFile(token, order._id)).billLists;
    expect(bill).toMatchObject({ toGstin: 'URP', toStateCode: 29, toPincode: 560038, toPlace: 'Bengaluru', igstValue: 11430 });
  });
  it('for nil-rated goods: a bill of supply (BIL), without tax', async () => {
    const { quotation: order } = await acceptedOrder(token, enquiryId, EWAY_BUYERS.delhi, { ...BIG_ORDER, taxPercent: 0 });
    await taxInvoice(order._id);
    await giveTransport(token, order._id, ROAD);
    const [bill] = (await portalFile(token, order._id)).billLists;
    // 63,000 and the artwork's 500 at 0%: 63,500 in all.
    expect(bill).toMatchObject({
      docType: 'BIL',
      totalValue: 63500,
      cgstValue: 0,
      sgstValue: 0,
      igstValue: 0,
      totInvValue: 63500,
    });
    expect(bill.itemList[0]).toMatchObject({ cgstRate: 0, sgstRate: 0, igstRate: 0 });
  });
});

describe('the e-way bill number', () => {
  it('is refused before the tax invoice, with a number that is not 12 digits, or a validity before the invoice', async () => {
    const order = await bigOrder(token, enquiryId, EWAY_BUYERS.delhi);
    const early = await keepEwayBill(token, order._id, { number: '181000123456', validUntil: '2099-01-01T23:59' });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/issue it first/);
    await taxInvoice(order._id);
    const short = await keepEwayBill(token, order._id, { number: '18100012345', validUntil: '2099-01-01T23:59' });
    expect(short.status).toBe(400);
    expect(short.body.errors?.number).toMatch(/12 digits/);
    const before = await keepEwayBill(token, order._id, { number: '181000123456', validUntil: '2020-01-01T10:00' });
    expect(before.status).toBe(400);
    expect(before.body.errors?.validUntil).toMatch(/cannot be before the tax invoice’s date/);
    expect((await readOrder(token, order._id)).ewayBill).toBeUndefined();
  });

  it('is kept for the tax invoice (a validity without a zone is New Delhi’s) and printed on its PDF with the transport', async () => {
    const order = await bigOrder(token, enquiryId, EWAY_BUYERS.delhi);
    const invoice = await taxInvoice(order._id);
    await giveTransport(token, order._id, ROAD);
    const kept = await keepEwayBill(token, order._id, { number: '1810 0012 3456', validUntil: '2099-03-14T23:59' });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.data.ewayBill).toMatchObject({
      number: '181000123456',
      // 23:59 in New Delhi (UTC+5:30) is 18:29 UTC.
      validUntil: '2099-03-14T18:29:00.000Z',
      invoiceId: invoice._id,
      invoiceNumber: invoice.number,
    });
    const pdf = await callEndpoint(invoicesApi.pdf, { params: { id: invoice._id }, token });
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('E-way bill: 181000123456, valid until 14 Mar 2099, 11:59 pm IST');
    expect(text).toContain('Transport: Rathi Roadways, vehicle DL01AB1234');
  });
});
