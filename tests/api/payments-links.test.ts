/**
 * Razorpay Payment Links against the local stand-in: one live link per order and amount; a link a new amount
 * replaces is cancelled at Razorpay (POST /v1/payment_links/{id}/cancel) and neither it nor a paid one is
 * handed out again; the webhook records a paid link only when it is the order's own (its `reference_id` and id
 * as we made them), dates it by Razorpay's `created_at`, and keeps what was paid beyond the order as the buyer's
 * credit, on the order and in receivables. Figures are worked out by hand beside each step.
 */
import { describe, expect, it } from 'vitest';
import { paymentsApi, quotationsApi } from '../../src/lib/api/index.ts';
import { todayInIndia } from '../../src/lib/format/dates.ts';
import { callEndpoint } from '../helpers/api.ts';
import { acceptedOrder, paymentCalls, useQuotationBuyer, useRazorpay } from '../helpers/payment-orders.ts';
import { paidLinkEvent } from '../helpers/razorpay-stand-in.ts';

const buyer = useQuotationBuyer('Link Label', 'Ram Links');
const razorpay = useRazorpay();
const { record, link, deliver, read, stored } = paymentCalls(buyer);

/** The id of the link the stand-in made at this address. */
const linkAt = (url: string) => [...razorpay.standIn.links].find(([, each]) => each.short_url === url)![0];
const IGNORED = 'Nothing to record for this event';

describe('payment links', () => {
  it('keeps one live link per amount, cancels the one a new amount replaces, and never hands out a closed one', async () => {
    const { id, secret } = await acceptedOrder(buyer);
    const { standIn } = razorpay;
    // ₹10,000 with a 50% advance: ₹5,000 due now.
    const first = await link(secret);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((await link(secret)).body.data.url).toBe(first.body.data.url);
    const l1 = linkAt(first.body.data.url);
    expect(standIn.links.get(l1)).toMatchObject({ amount: 500_000, reference_id: `${id}-500000` });
    expect(standIn.cancelled()).toEqual([]);

    // ₹2,000 by bank transfer: ₹3,000 due, so the ₹5,000 link is cancelled and a ₹3,000 one made.
    await record(id, { amount: 2000, method: 'Bank transfer', reference: 'HDFCN52026112800001' });
    const second = await link(secret);
    const l2 = linkAt(second.body.data.url);
    expect(standIn.links.get(l2)).toMatchObject({ amount: 300_000, status: 'created' });
    expect(standIn.cancelled()).toEqual([l1]);
    const cancel = standIn.requests.find((each) => each.path === `/v1/payment_links/${l1}/cancel`)!;
    expect(cancel).toMatchObject({
      method: 'POST',
      authorization: `Basic ${Buffer.from('rzp_test_StandIn:key-secret').toString('base64')}`,
    });

    // The buyer pays the ₹3,000 link; Razorpay dates the payment three days ago (unix seconds).
    const paidAt = Math.floor(Date.now() / 1000) - 3 * 86_400;
    const paid = await deliver(standIn.pay(l2, { paymentId: 'pay_Links00000001', createdAt: paidAt }));
    expect(paid.body.message).toBe('Payment recorded');
    expect((await stored(id)).payments?.at(-1)).toMatchObject({
      amount: 300_000,
      method: 'Online',
      date: todayInIndia(new Date(paidAt * 1000)),
    });

    // In production the whole rest is due: ₹10,000 − ₹5,000 = ₹5,000, the cancelled link's amount. A new link.
    const moved = await callEndpoint(quotationsApi.stage, {
      params: { id },
      body: { stage: 'In production', notify: false },
      token: buyer.token,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const third = await link(secret);
    expect(third.status, JSON.stringify(third.body)).toBe(200);
    expect(third.body.data.url).not.toBe(first.body.data.url);
    const l3 = linkAt(third.body.data.url);
    expect(standIn.links.get(l3)).toMatchObject({ amount: 500_000, reference_id: `${id}-500000-2` });

    // ₹2,000 more by UPI: ₹3,000 due again, the paid link's amount. Not the paid link: a new one.
    await record(id, { amount: 2000, method: 'UPI', reference: '412345670001' });
    const fourth = await link(secret);
    expect(fourth.body.data.url).not.toBe(second.body.data.url);
    const l4 = linkAt(fourth.body.data.url);
    expect(standIn.links.get(l4)).toMatchObject({ amount: 300_000, reference_id: `${id}-300000-2`, status: 'created' });
    expect(standIn.cancelled().sort()).toEqual([l1, l3].sort());
    expect(standIn.links.get(l2)?.status).toBe('paid');
  });
});

describe('POST /api/payments/razorpay: a paid link', () => {
  it("records only the order's own link: another order's or a stranger's is acknowledged and recorded nowhere", async () => {
    const a = await acceptedOrder(buyer);
    const b = await acceptedOrder(buyer);
    const linkA = linkAt((await link(a.secret)).body.data.url);
    const linkB = linkAt((await link(b.secret)).body.data.url);
    const forgeries = [
      // A link made in Razorpay's dashboard, its notes naming order A.
      paidLinkEvent({ id: 'plink_Dashboard001', quotationId: a.id, referenceId: 'TS1989', amount: 500_000, paymentId: 'pay_F1' }),
      // Order B's link with order A's reference.
      paidLinkEvent({ id: linkB, quotationId: a.id, referenceId: `${a.id}-500000`, amount: 500_000, paymentId: 'pay_F2' }),
      // A link we never made, with A's reference.
      paidLinkEvent({ id: 'plink_Unknown0001', quotationId: a.id, amount: 500_000, paymentId: 'pay_F3' }),
      // A captured payment whose notes name order A (a payment page's field the buyer filled in).
      {
        event: 'payment.captured',
        payload: {
          payment: {
            entity: { id: 'pay_F4', amount: 500_000, currency: 'INR', status: 'captured', notes: { quotationId: a.id } },
          },
        },
      },
    ];
    for (const event of forgeries) {
      const answer = await deliver(event);
      // 2xx: the delivery is genuine (signed) and will never be ours, so Razorpay should not retry it.
      expect(answer.status, JSON.stringify(event)).toBe(200);
      expect(answer.body.message).toBe(IGNORED);
    }
    expect((await stored(a.id)).payments ?? []).toEqual([]);
    expect((await stored(b.id)).payments ?? []).toEqual([]);
    // A's own link, paid: recorded on A.
    expect((await deliver(razorpay.standIn.pay(linkA, { paymentId: 'pay_Own0000001' }))).body.message).toBe('Payment recorded');
    expect((await stored(a.id)).payments?.map((payment) => payment.providerPaymentId)).toEqual(['pay_Own0000001']);
  });

  it("keeps what was paid beyond the order as the buyer's credit, on the order and in receivables", async () => {
    const { id, secret } = await acceptedOrder(buyer);
    const list = async () =>
      (await callEndpoint(paymentsApi.list, { token: buyer.token, query: { status: 'all', limit: 100 } })).body;
    const creditBefore = (await list()).totals.credit;
    const l1 = linkAt((await link(secret)).body.data.url);
    // ₹8,000 arrives by bank transfer while the buyer pays the ₹5,000 link: ₹13,000 on a ₹10,000 order.
    await record(id, { amount: 8000, method: 'Bank transfer', reference: 'HDFCN52026112800002' });
    expect((await deliver(razorpay.standIn.pay(l1, { paymentId: 'pay_Credit000001' }))).body.message).toBe('Payment recorded');
    const { money } = (await read(id)).body.data;
    expect(money).toMatchObject({ total: 10000, paid: 13000, outstanding: 0, due: 0, credit: 3000 });
    const after = await list();
    expect(after.data.find((row) => row._id === id)).toMatchObject({ paid: 13000, outstanding: 0, credit: 3000 });
    expect(after.totals.credit - creditBefore).toBe(3000);
  });
});
