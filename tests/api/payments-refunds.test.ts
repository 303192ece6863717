/**
 * Refunds lower what was paid: Razorpay's `refund.processed` (recorded once, however often it is delivered, dated
 * by its `created_at`) and a refund staff record by hand for money sent back by bank (with a reason). Each shows
 * on the order's money, its timeline and the Payments screen; none can give back more than was paid.
 */
import { describe, expect, it } from 'vitest';
import { type BodyOf, activityApi, customerQuotationApi, paymentsApi } from '../../src/lib/api/index.ts';
import { todayInIndia } from '../../src/lib/format/dates.ts';
import { type OffContract, callEndpoint, offContract } from '../helpers/api.ts';
import { acceptedOrder, paymentCalls, useQuotationBuyer, useRazorpay } from '../helpers/payment-orders.ts';
import { refundEvent } from '../helpers/razorpay-stand-in.ts';

const buyer = useQuotationBuyer('Refund Label', 'Ram Refunds');
const razorpay = useRazorpay();
const { record, link, deliver, read, stored } = paymentCalls(buyer);
const refund = (id: string, body: BodyOf<typeof paymentsApi.refund> | OffContract) =>
  callEndpoint(paymentsApi.refund, { params: { id }, body, token: buyer.token });
/** What the customer's page (/q/{secret}) is sent of the order's money. */
const customerMoney = async (secret: string) =>
  (await callEndpoint(customerQuotationApi.get, { params: { secret } })).body.data.payment;
const row = async (id: string) =>
  (await callEndpoint(paymentsApi.list, { token: buyer.token, query: { status: 'all', limit: 100 } })).body.data.find(
    (each) => each._id === id,
  );

describe('refund.processed', () => {
  it('lowers what was paid once, however often it is delivered, and shows on the order, its timeline and the list', async () => {
    const { id, secret } = await acceptedOrder(buyer);
    const url = (await link(secret)).body.data.url;
    const [linkId] = [...razorpay.standIn.links].find(([, each]) => each.short_url === url)!;
    await deliver(razorpay.standIn.pay(linkId, { paymentId: 'pay_Refund000001' }));
    // ₹5,000 paid online, then ₹2,000 of it refunded two days ago: ₹3,000 paid, ₹2,000 of the advance due again.
    const refundedAt = Math.floor(Date.now() / 1000) - 2 * 86_400;
    const event = refundEvent({ id: 'rfnd_Refund000001', paymentId: 'pay_Refund000001', amount: 200_000, createdAt: refundedAt });
    const answers = await Promise.all([deliver(event), deliver(event)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.message).sort()).toEqual(['Nothing to record for this event', 'Refund recorded']);
    expect((await deliver(event)).body.message).toBe('Nothing to record for this event');

    const order = (await read(id)).body.data;
    expect(order.money).toMatchObject({ paid: 3000, refunded: 2000, due: 2000, outstanding: 7000, credit: 0 });
    expect(await customerMoney(secret)).toMatchObject({ paid: 3000, refunded: 2000, credit: 0, due: 2000 });
    expect(order.payments?.filter((payment) => payment.kind === 'refund')).toEqual([
      expect.objectContaining({
        amount: 2000,
        date: todayInIndia(new Date(refundedAt * 1000)),
        method: 'Online',
        reference: 'rfnd_Refund000001',
        source: 'online',
      }),
    ]);
    expect(order.events?.filter((each) => each.kind === 'refunded').map((each) => each.text)).toEqual([
      '₹2,000.00 (rfnd_Refund000001): Refunded through Razorpay',
    ]);
    expect(await row(id)).toMatchObject({ paid: 3000, refunded: 2000, outstanding: 7000 });

    // A refund of a payment no order of ours holds: acknowledged, recorded nowhere.
    const stranger = refundEvent({ id: 'rfnd_Stranger0001', paymentId: 'pay_Stranger00001', amount: 100 });
    expect((await deliver(stranger)).body.message).toBe('Nothing to record for this event');
  });
});

describe('POST /api/quotations/{id}/refunds', () => {
  it("records a bank refund with its reason, never more than was paid, and takes back a buyer's credit", async () => {
    const { id } = await acceptedOrder(buyer);
    await record(id, { amount: 5000, method: 'Bank transfer', reference: 'HDFCN52026112800011' });
    const before = await stored(id);
    const over = await refund(id, { amount: 5000.01, method: 'Bank transfer', reason: 'Order cut short' });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(
      '₹5,000.01 is more than the ₹5,000.00 paid on this order: a refund gives back at most what was paid',
    );
    for (const [body, field] of [
      [{ amount: 100, method: 'Bank transfer' }, 'reason'],
      [{ amount: 100, method: 'Bank transfer', reason: '   ' }, 'reason'],
      [{ amount: 0, method: 'Bank transfer', reason: 'x' }, 'amount'],
      [{ amount: 100, method: 'Online', reason: 'x' }, 'method'],
      [{ amount: 100, method: 'Bank transfer', reason: 'x'.repeat(501) }, 'reason'],
    ] as const) {
      const refused = await refund(id, offContract(body));
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(refused.body.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await stored(id)).toEqual(before);

    // ₹1,500 sent back for 150 labels short: ₹3,500 paid, ₹1,500 of the ₹5,000 advance due, ₹6,500 outstanding.
    const made = await refund(id, {
      amount: 1500,
      date: todayInIndia(),
      method: 'Bank transfer',
      reference: 'HDFCR52026112800012',
      reason: 'Short supply of 150 labels',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.message).toBe(`Refund of ₹1,500.00 recorded on order ${before.number}`);
    expect(made.body.data.money).toMatchObject({ paid: 3500, refunded: 1500, due: 1500, outstanding: 6500 });
    expect(made.body.data.payments?.at(-1)).toMatchObject({
      kind: 'refund',
      amount: 1500,
      reason: 'Short supply of 150 labels',
      by: 'Asha',
    });
    expect(made.body.data.events?.at(-1)).toMatchObject({
      kind: 'refunded',
      by: 'Asha',
      text: '₹1,500.00 (HDFCR52026112800012): Short supply of 150 labels',
    });
    const activity = (await callEndpoint(activityApi.list, { token: buyer.token })).body.data.map((entry) => entry.action);
    expect(activity).toContain('Refund of ₹1,500.00 recorded (Bank transfer, HDFCR52026112800012): Short supply of 150 labels');
    expect(await row(id)).toMatchObject({ paid: 3500, refunded: 1500, outstanding: 6500 });
    // What is left to give back is what is paid now: ₹3,500.
    expect((await refund(id, { amount: 3500.01, method: 'Cash', reason: 'All of it' })).body.message).toBe(
      '₹3,500.01 is more than the ₹3,500.00 paid on this order: a refund gives back at most what was paid',
    );
  });

  it("gives back a buyer's credit: ₹12,000 paid on ₹10,000 is ₹2,000 of credit, none after a ₹2,000 refund", async () => {
    const { id, secret } = await acceptedOrder(buyer);
    const url = (await link(secret)).body.data.url;
    const [linkId] = [...razorpay.standIn.links].find(([, each]) => each.short_url === url)!;
    await record(id, { amount: 7000, method: 'UPI', reference: '412345670021' });
    await deliver(razorpay.standIn.pay(linkId, { paymentId: 'pay_Refund000002' }));
    expect((await read(id)).body.data.money).toMatchObject({ paid: 12000, outstanding: 0, credit: 2000 });
    // The buyer's page says so too: the ₹2,000 is theirs.
    expect(await customerMoney(secret)).toMatchObject({ paid: 12000, refunded: 0, credit: 2000, outstanding: 0 });
    const back = await refund(id, { amount: 2000, method: 'UPI', reference: '412345670022', reason: 'Paid twice' });
    expect(back.body.data.money).toMatchObject({ paid: 10000, refunded: 2000, outstanding: 0, credit: 0 });
    expect(await customerMoney(secret)).toMatchObject({ paid: 10000, refunded: 2000, credit: 0, outstanding: 0 });
    expect(await row(id)).toMatchObject({ paid: 10000, outstanding: 0, credit: 0 });
  });
});
