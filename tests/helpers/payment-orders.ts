/**
 * What the online payment, refund and double-payment tests start from: a buyer and staff (useQuotationBuyer),
 * Razorpay's three keys pointed at the local stand-in, and accepted orders of ₹10,000 (1,000 labels at ₹10, no
 * tax; an advance of ₹5,000), with the calls the tests make on them.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { type BodyOf, paymentsApi, quotationsApi } from '../../src/lib/api/index.ts';
import { quotations } from '../../src/lib/server/quotations/quotation-collection.ts';
import { type OffContract, callEndpoint } from './api.ts';
import { secretOf, sendQuotation } from './invoice-orders.ts';
import { type QuotationBuyer, useQuotationBuyer } from './quotation-buyer.ts';
import { type RazorpayStandIn, signed, startRazorpayStandIn } from './razorpay-stand-in.ts';

export const KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_StandIn',
  RAZORPAY_KEY_SECRET: 'key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
};

/** The stand-in, started before the file's tests with the keys set, and stopped after. */
export function useRazorpay(): { standIn: RazorpayStandIn } {
  const started = {} as { standIn: RazorpayStandIn };
  beforeAll(async () => {
    started.standIn = await startRazorpayStandIn();
    Object.assign(process.env, KEYS, { RAZORPAY_API_URL: started.standIn.url });
  });
  afterAll(async () => {
    for (const name of [...Object.keys(KEYS), 'RAZORPAY_API_URL']) delete process.env[name];
    await started.standIn.close();
  });
  return started;
}

/** An accepted order of ₹10,000, its acceptance recorded by staff. */
export async function acceptedOrder(buyer: QuotationBuyer) {
  const made = await callEndpoint(quotationsApi.create, {
    body: { enquiryId: buyer.request._id, lines: [{ description: 'Woven label', quantity: 1000, unitPrice: 10 }] },
    token: buyer.token,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  await sendQuotation(buyer.token, made.body.data);
  const accepted = await callEndpoint(quotationsApi.acceptance, {
    params: { id: made.body.data._id },
    body: { name: 'Ram Kumar', words: 'Go ahead, on the phone.' },
    token: buyer.token,
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return { id: made.body.data._id, number: made.body.data.number, secret: secretOf(accepted.body.data) };
}

export const paymentCalls = (buyer: QuotationBuyer) => ({
  record: (id: string, body: BodyOf<typeof paymentsApi.record> | OffContract) =>
    callEndpoint(paymentsApi.record, { params: { id }, body, token: buyer.token }),
  link: (secret: string) => callEndpoint(paymentsApi.link, { params: { secret } }),
  /** A webhook delivery of this event, signed as Razorpay signs it. */
  deliver: (event: unknown) => {
    const raw = JSON.stringify(event);
    return callEndpoint(paymentsApi.razorpay, {
      rawBody: raw,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signed(raw, KEYS.RAZORPAY_WEBHOOK_SECRET) },
    });
  },
  read: (id: string) => callEndpoint(quotationsApi.get, { params: { id }, token: buyer.token }),
  stored: async (id: string) => (await quotations.get(id))!,
});

export { useQuotationBuyer };
