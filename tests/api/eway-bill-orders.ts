/**
 * What the e-way bill tests start from: accepted orders big enough to need an e-way bill (20,000 labels at
 * ₹3.15 and the ₹500 artwork: ₹63,500.00 taxable, ₹74,930.00 with 18% GST, over the ₹50,000 threshold), their
 * buyers with PIN codes in their addresses, and staff's calls on the order's transport and e-way bill.
 */
import { expect } from 'vitest';
import { type BodyOf, quotationsApi, settingsApi } from '../../src/lib/api/index.ts';
import { type EwayBillPortalJson, ewayBillsApi } from '../../src/lib/api/eway-bills.ts';
import type { QuotationAnswer } from '../../src/lib/api/quotations.ts';
import { callEndpoint } from '../helpers/api.ts';
import { EINVOICE_BUYERS } from '../helpers/einvoice-orders.ts';
import { BUYERS, type BillingBody, LINE, acceptedOrder, gstin, issueInvoice } from '../helpers/invoice-orders.ts';

/** 20,000 labels: 63,000 + the artwork's 500 = 63,500 taxable. */
export const BIG_ORDER = { lines: [{ ...LINE, quantity: 20_000 }] };

/** The buyers with the PIN codes the portal needs (the e-invoice tests'), the Maharashtra buyer's goods going to Thane. */
export const EWAY_BUYERS = {
  delhi: EINVOICE_BUYERS.delhi,
  maharashtra: { ...EINVOICE_BUYERS.maharashtra, shippingAddress: 'Godown 7, Mankoli Naka, Thane 421311' },
  karnataka: { legalName: 'Indiranagar Boutique', address: '12 CMH Road, Bengaluru 560038', state: 'Karnataka' },
  noPin: { ...BUYERS.delhi, address: 'B-12, Okhla Phase I' },
} as const;

export const TRANSPORTER_GSTIN = gstin('07AAGCR4375J1Z');

export type TransportBody = BodyOf<typeof ewayBillsApi.transport>;

export const ROAD: TransportBody = {
  transporter: 'Rathi Roadways',
  transporterId: TRANSPORTER_GSTIN,
  mode: 'road',
  vehicle: 'dl 01 ab 1234',
  distanceKm: 1450,
};

/** An accepted order worth ₹74,930.00 for `billing`. */
export async function bigOrder(token: string, enquiryId: string, billing: BillingBody) {
  const { quotation } = await acceptedOrder(token, enquiryId, billing, BIG_ORDER);
  return quotation;
}

export const readOrder = async (token: string, id: string): Promise<QuotationAnswer> =>
  (await callEndpoint(quotationsApi.get, { params: { id }, token })).body.data;

/** Staff give the transport over the order as they just read it. */
export async function giveTransport(token: string, id: string, body: TransportBody) {
  const { version } = await readOrder(token, id);
  return callEndpoint(ewayBillsApi.transport, { params: { id }, body, token, headers: { 'if-match': `"${version}"` } });
}

/** Staff keep the e-way bill's number and validity over the order as they just read it. */
export async function keepEwayBill(token: string, id: string, body: BodyOf<typeof ewayBillsApi.number>) {
  const { version } = await readOrder(token, id);
  return callEndpoint(ewayBillsApi.number, { params: { id }, body, token, headers: { 'if-match': `"${version}"` } });
}

/** The order's standing tax invoice, which staff issue now (201). */
export async function issuedTaxInvoice(token: string, id: string) {
  const issued = await issueInvoice(token, id, 'tax');
  expect(issued.status, JSON.stringify(issued.body)).toBe(201);
  return issued.body.data;
}

type StageBody = BodyOf<typeof quotationsApi.stage>;

/** Staff move the order; production goes ahead of the advance with a reason, so only the e-way bill decides. */
export const moveOrder = (token: string, id: string, stage: StageBody['stage']) =>
  callEndpoint(quotationsApi.stage, {
    params: { id },
    body: { stage, note: '', internalNote: '', notify: false, goAheadReason: 'Known buyer: advance waived' } as StageBody,
    token,
  });

/** The move was refused for the e-way bill (409, `eway-bill-missing`), saying `message` (or matching it). */
export function expectRefusedForEwayBill(
  answer: { status: number; body: { code?: string; message?: string } },
  message: string | RegExp,
) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(409);
  expect(answer.body.code).toBe('eway-bill-missing');
  if (typeof message === 'string') expect(answer.body.message).toBe(message);
  else expect(answer.body.message).toMatch(message);
}

export const ewayBillJson = (token: string, id: string) => callEndpoint(ewayBillsApi.json, { params: { id }, token });

/** The portal's bulk file for the order, which must be made (200). */
export async function portalFile(token: string, id: string): Promise<EwayBillPortalJson> {
  const answer = await ewayBillJson(token, id);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as EwayBillPortalJson;
}

/** Settings' e-way bill threshold, in rupees. */
export async function setThreshold(token: string, rupees: number) {
  const current = (await callEndpoint(settingsApi.get, { token })).body;
  const { tax } = current.data;
  if (!tax) throw new Error('The company’s tax details come first (setCompanyTax)');
  const body = { ...current.data, tax: { ...tax, ewayBillThreshold: rupees } };
  const saved = await callEndpoint(settingsApi.save, { token, body, headers: { 'if-match': String(current.version) } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

/** Today in New Delhi as the portal writes a date (dd/mm/yyyy). */
export const portalToday = (today: string) => `${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)}`;
