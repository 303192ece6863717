/**
 * Online payment through Razorpay, against a local stand-in of its API (no network) and signed fixture
 * deliveries of its webhook: the customer's page offers it only with the three keys set; a Payment Link is made
 * once per amount; the webhook checks the signature over the exact bytes sent and records a payment once,
 * however often (and however concurrently) it is delivered; nothing is recorded for a wrong signature.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerQuotationApi, paymentsApi, quotationsApi } from '../../src/lib/api/index.ts';
import { quotations } from '../../src/lib/server/quotations/quotation-collection.ts';
import { siteSettings } from '../../src/lib/server/site/site-settings.ts';
import type { ProductQuote } from '../../src/lib/schemas/inboxes.ts';
import { callEndpoint } from '../helpers/api.ts';
import { startQuotationBuyer, stopQuotationBuyer } from '../helpers/quotation-buyer.ts';
import { type RazorpayStandIn, paidLinkEvent, signed, startRazorpayStandIn } from '../helpers/razorpay-stand-in.ts';
import type { TestSmtp } from '../helpers/smtp.ts';
import { secretOf } from '../helpers/invoice-orders.ts';

let smtp: TestSmtp;
let token: string;
let request: ProductQuote;
let standIn: RazorpayStandIn;

const KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_StandIn',
  RAZORPAY_KEY_SECRET: 'key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
};

/** An accepted order of ₹10,000, its acceptance recorded by staff: ₹5,000 due now. */
async function newOrder() {
  const made = await callEndpoint(quotationsApi.create, {
    body: { enquiryId: request._id, lines: [{ description: 'Woven label', quantity: 1000, unitPrice: 10 }] },
    token,
  });
  const id = made.body.data._id;
  await callEndpoint(quotationsApi.send, {
    params: { id },
    body: {},
    token,
    headers: { 'if-match': `"${made.body.data.version}"` },
  });
  const accepted = await callEndpoint(quotationsApi.acceptance, { params: { id }, body: { name: 'Ram', words: 'Yes.' }, token });
  expect(accepted.status).toBe(200);
  return { id, secret: secretOf(accepted.body.data) };
}

const link = (secret: string) => callEndpoint(paymentsApi.link, { params: { secret } });
const deliver = (raw: string, signature?: string) =>
  callEndpoint(paymentsApi.razorpay, {
    rawBody: raw,
    headers: { 'content-type': 'application/json', ...(signature !== undefined && { 'x-razorpay-signature': signature }) },
  });
const paymentsOf = async (id: string) => (await quotations.get(id))?.payments ?? [];

beforeAll(async () => {
  ({ smtp, token, request } = await startQuotationBuyer('Online Label', 'Ram Online'));
  standIn = await startRazorpayStandIn();
  Object.assign(process.env, KEYS, { RAZORPAY_API_URL: standIn.url });
  const { data } = await siteSettings.read();
  await siteSettings.save({ ...data, upi: { id: 'labelsandtags@okhdfcbank', payee: 'Labels & Tags' } }, {});
});

afterAll(async () => {
  for (const name of [...Object.keys(KEYS), 'RAZORPAY_API_URL']) delete process.env[name];
  await standIn.close();
  await stopQuotationBuyer({ smtp });
});

describe('POST /api/q/{secret}/payment-link', () => {
  it('is offered on the page, and makes one Payment Link per amount due', async () => {
    const { id, secret } = await newOrder();
    expect((await callEndpoint(customerQuotationApi.get, { params: { secret } })).body.data.payment?.payOnline).toBe(true);
    const before = standIn.requests.length;
    const first = await link(secret);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((await link(secret)).body.data.url).toBe(first.body.data.url);
    const made = standIn.requests.slice(before).filter((each) => each.path === '/v1/payment_links');
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      method: 'POST',
      path: '/v1/payment_links',
      authorization: `Basic ${Buffer.from('rzp_test_StandIn:key-secret').toString('base64')}`,
      body: { amount: 500_000, currency: 'INR', reference_id: `${id}-500000`, notes: { quotationId: id } },
    });
    expect(first.body.data.url).toMatch(/^https:\/\/rzp\.io\/i\/standin\d+$/);

    // Paid in part by bank transfer: the rest due is a new amount, so a new link.
    await callEndpoint(paymentsApi.record, { params: { id }, body: { amount: 2000, method: 'Bank transfer' }, token });
    const second = await link(secret);
    expect(second.body.data.url).not.toBe(first.body.data.url);
    const made2 = standIn.requests.slice(before).filter((each) => each.path === '/v1/payment_links');
    expect(made2.map((each) => each.body.amount)).toEqual([500_000, 300_000]);

    // Two asked at once for the same amount: one link kept, both answered with it.
    const { secret: other } = await newOrder();
    const [a, b] = await Promise.all([link(other), link(other)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data.url).toBe(b.body.data.url);
  });

  it('refuses when nothing is due now', async () => {
    const { id, secret } = await newOrder();
    await callEndpoint(paymentsApi.record, { params: { id }, body: { amount: 5000, method: 'UPI' }, token });
    const refused = await link(secret);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Nothing is owed on this order');
  });
});

describe('POST /api/payments/razorpay', () => {
  it('records a paid link once, however often and however concurrently it is delivered', async () => {
    const { id, secret } = await newOrder();
    const made = await link(secret);
    const [linkId] = [...standIn.links].find(([, each]) => each.notes.quotationId === id)!;
    expect(made.status).toBe(200);
    // Pretty-printed as Razorpay may send it: the signature is over these very bytes.
    const raw = JSON.stringify(
      paidLinkEvent({ id: linkId, quotationId: id, amount: 500_000, paymentId: 'pay_StandIn000001' }),
      null,
      2,
    );
    const first = await deliver(raw, signed(raw, KEYS.RAZORPAY_WEBHOOK_SECRET));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe('Payment recorded');
    expect((await deliver(raw, signed(raw, KEYS.RAZORPAY_WEBHOOK_SECRET))).status).toBe(200);
    // The same payment as a captured payment with its own notes: still the one payment.
    const captured = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: { id: 'pay_StandIn000001', amount: 500_000, currency: 'INR', status: 'captured', notes: { quotationId: id } },
        },
      },
    });
    expect((await deliver(captured, signed(captured, KEYS.RAZORPAY_WEBHOOK_SECRET))).status).toBe(200);
    expect(await paymentsOf(id)).toEqual([
      expect.objectContaining({
        amount: 500_000,
        method: 'Online',
        status: 'confirmed',
        source: 'online',
        providerPaymentId: 'pay_StandIn000001',
        reference: 'pay_StandIn000001',
      }),
    ]);
    const page = (await callEndpoint(customerQuotationApi.get, { params: { secret } })).body.data.payment;
    expect(page).toMatchObject({ paid: 5000, due: 0, payOnline: false });

    // Three deliveries of another payment at once: one payment.
    const again = JSON.stringify(
      paidLinkEvent({
        id: linkId,
        quotationId: id,
        referenceId: `${id}-500000`,
        amount: 100_000,
        paymentId: 'pay_StandIn000002',
      }),
    );
    const answers = await Promise.all([1, 2, 3].map(() => deliver(again, signed(again, KEYS.RAZORPAY_WEBHOOK_SECRET))));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await paymentsOf(id)).filter((payment) => payment.providerPaymentId === 'pay_StandIn000002')).toHaveLength(1);
  });

  it('refuses a wrong or missing signature and records nothing', async () => {
    const { id } = await newOrder();
    const before = await quotations.get(id);
    const raw = JSON.stringify(
      paidLinkEvent({ id: 'plink_x', quotationId: id, amount: 500_000, paymentId: 'pay_StandIn000009' }),
      null,
      2,
    );
    for (const signature of [
      signed(raw, 'another-secret'),
      // The same event without its spaces: not the bytes that were sent.
      signed(JSON.stringify(JSON.parse(raw)), KEYS.RAZORPAY_WEBHOOK_SECRET),
      'not-hex',
      '',
    ]) {
      const refused = await deliver(raw, signature);
      expect(refused.status, signature).toBe(400);
      expect(refused.body.message).toBe('The signature does not match this body');
    }
    expect((await deliver(raw)).status).toBe(400);
    expect((await deliver('{"event":', signed('{"event":', KEYS.RAZORPAY_WEBHOOK_SECRET))).status).toBe(400);
    expect(await quotations.get(id)).toEqual(before);
  });

  it('acknowledges what it does not record: another event, or a payment for no order of ours', async () => {
    const { id } = await newOrder();
    const failed = JSON.stringify({
      event: 'payment.failed',
      payload: {
        payment: { entity: { id: 'pay_F', amount: 100, currency: 'INR', status: 'failed', notes: { quotationId: id } } },
      },
    });
    const stranger = JSON.stringify(
      paidLinkEvent({ id: 'plink_y', quotationId: '0000000000000000zz', amount: 100, paymentId: 'pay_S' }),
    );
    for (const raw of [failed, stranger]) {
      const answer = await deliver(raw, signed(raw, KEYS.RAZORPAY_WEBHOOK_SECRET));
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe('Nothing to record for this event');
    }
    expect(await paymentsOf(id)).toEqual([]);
  });

  it('without all three keys: no online payment on the page, and both calls 404', async () => {
    const { secret } = await newOrder();
    delete process.env.RAZORPAY_WEBHOOK_SECRET;
    try {
      expect((await callEndpoint(customerQuotationApi.get, { params: { secret } })).body.data.payment?.payOnline).toBe(false);
      expect((await link(secret)).status).toBe(404);
      const raw = JSON.stringify({ event: 'payment.captured', payload: {} });
      expect((await deliver(raw, signed(raw, KEYS.RAZORPAY_WEBHOOK_SECRET))).status).toBe(404);
    } finally {
      process.env.RAZORPAY_WEBHOOK_SECRET = KEYS.RAZORPAY_WEBHOOK_SECRET;
    }
  });
});
