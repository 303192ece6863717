/**
 * The lists that span every quotation, and the report, over the real handlers and the local store: orders by
 * stage, by whose turn and by words, newest activity first; this month's sends and acceptances; an order's money
 * in the months it was invoiced and paid, and the days from dispatch to paid.
 */
import { describe, expect, it } from 'vitest';
import { paymentsApi, quotationsApi } from '../../src/lib/api/index.ts';
import { daysBetween } from '../../src/lib/payments.ts';
import { todayInIndia } from '../../src/lib/format/dates.ts';
import { quotations } from '../../src/lib/server/quotations/quotation-collection.ts';
import { callEndpoint } from '../helpers/api.ts';
import { BUYERS, acceptedOrder, secretOf, setCompanyTax } from '../helpers/invoice-orders.ts';
import { useQuotationBuyer } from '../helpers/quotation-buyer.ts';
import { quotationSteps } from '../helpers/quotation-steps.ts';

const BUYER = 'राम कुमार';
const buyer = useQuotationBuyer('Listed Label', BUYER);
const { sent, customer, staffRead } = quotationSteps(buyer);

describe('the lists that span every quotation, and the report', () => {
  const list = (query: object) => callEndpoint(quotationsApi.list, { token: buyer.token, query: query });
  const report = async () => (await callEndpoint(quotationsApi.report, { token: buyer.token })).body.data;

  it('lists orders by stage, by whose turn and by words, newest activity first', async () => {
    const before = await report();
    const waiting = await sent();
    const order = await sent();
    expect((await customer('accept', secretOf(order), { name: 'Ram Kumar', revision: 1, approve: true })).status).toBe(200);
    await callEndpoint(quotationsApi.stage, {
      params: { id: order._id },
      body: { stage: 'Sample sent', tracking: { number: 'S1' } },
      token: buyer.token,
    });
    const orders = await list({ view: 'orders', limit: 100 });
    expect(orders.status).toBe(200);
    expect(orders.body.data.length).toBeGreaterThanOrEqual(1);
    expect(orders.body.data.every((row) => row.status === 'Accepted')).toBe(true);
    expect(orders.body.data[0]).toMatchObject({ _id: order._id, stage: 'Sample sent', turn: 'customer', total: 3150 });
    const sorted = orders.body.data.map((row) => row.activityAt);
    expect(sorted).toEqual(sorted.toSorted().reverse());
    expect((await list({ view: 'orders', stage: 'Sample sent', q: order.number })).body).toMatchObject({
      total: 1,
      data: [{ _id: order._id }],
    });
    expect((await list({ view: 'orders', turn: 'ours', q: order.number })).body.total).toBe(0);
    expect((await list({ q: waiting.number })).body.data).toMatchObject([{ _id: waiting._id, status: 'Sent', turn: 'customer' }]);
    const refused = await list({ stage: 'Shipped' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Stage must be one of Artwork approved, Sample sent, Sample approved, In production, Dispatched, Delivered',
    );

    // The report counts this month's sends and acceptance, and the time from request to quotation.
    const after = await report();
    const month = todayInIndia().slice(0, 7);
    const now = after.months.at(-1)!;
    const then = before.months.at(-1)!;
    expect(after.months).toHaveLength(12);
    expect(now.key).toBe(month);
    expect(now.sent - then.sent).toBe(2);
    expect(now.accepted - then.accepted).toBe(1);
    expect(now.wonValue - then.wonValue).toBe(3150);
    expect(now.medianDaysToQuote).toBeGreaterThanOrEqual(0);
    const csv = await callEndpoint(quotationsApi.report, { token: buyer.token, query: { format: 'csv' } });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(csv.bytes);
    expect(text.startsWith('\ufeffPeriod,Requests,Quotations sent,Accepted')).toBe(true);
    const badMonths = await callEndpoint(quotationsApi.report, { token: buyer.token, query: { months: 0 } });
    expect(badMonths.status).toBe(400);
    expect(badMonths.body.errors).toEqual({ months: 'Months must be a whole number from 1 to 36' });
    expect((await callEndpoint(quotationsApi.report, {})).status).toBe(401);
  });

  it("counts an order's money in the months it was invoiced and paid, and the days from dispatch to paid", async () => {
    /** 'YYYY-MM' of `back` months before this one (New Delhi). */
    const monthBack = (back: number) => {
      const [year, month] = todayInIndia().slice(0, 7).split('-').map(Number);
      return new Date(Date.UTC(year, month - 1 - back, 1)).toISOString().slice(0, 7);
    };
    const [twoAgo, lastMonth, thisMonth] = [monthBack(2), monthBack(1), monthBack(0)];
    const moneyOf = async () => {
      const { months } = await report();
      return (month: string) => months.find((line) => line.key === month)!;
    };
    await setCompanyTax(buyer.token);
    // ₹3,650 taxable at 18% for a Delhi buyer: ₹4,307, of which the proforma asks ₹2,153.50 now.
    const { quotation } = await acceptedOrder(buyer.token, buyer.request._id, BUYERS.delhi);
    const pay = async (amount: number, date: string) => {
      const paid = await callEndpoint(paymentsApi.record, {
        params: { id: quotation._id },
        body: { amount, date, method: 'Bank transfer', reference: `HDFCN${date.replaceAll('-', '')}` },
        token: buyer.token,
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    };
    const before = await moneyOf();
    await pay(2153.5, `${twoAgo}-10`);
    for (const stage of ['In production', 'Dispatched'] as const)
      expect(
        (
          await callEndpoint(quotationsApi.stage, {
            params: { id: quotation._id },
            body: { stage, notify: false },
            token: buyer.token,
          })
        ).status,
      ).toBe(200);
    // Dispatched issued the tax invoice.
    expect((await staffRead(quotation._id)).invoices?.filter((each) => each.kind === 'tax')).toHaveLength(1);
    // The clock cannot be turned back over the API: the dispatch and the tax invoice move to last month's 15th.
    const dispatchDay = `${lastMonth}-15`;
    await quotations.update(quotation._id, (current) => ({
      ...current,
      events: (current.events ?? []).map((event) =>
        event.kind === 'stage' && event.stage === 'Dispatched' ? { ...event, at: `${dispatchDay}T06:30:00.000Z` } : event,
      ),
      invoices: current.invoices?.map((invoice) => (invoice.kind === 'tax' ? { ...invoice, date: dispatchDay } : invoice)),
    }));

    const invoiced = await moneyOf();
    expect(invoiced(twoAgo).collected - before(twoAgo).collected).toBe(2153.5);
    expect(invoiced(lastMonth).invoiced - before(lastMonth).invoiced).toBe(4307);
    expect(invoiced(lastMonth).outstanding - before(lastMonth).outstanding).toBe(2153.5);
    expect(invoiced(thisMonth).medianDaysToPaidInFull).toBe(before(thisMonth).medianDaysToPaidInFull);

    // The balance today: collected this month, nothing left of last month's invoice, paid in full today.
    await pay(2153.5, '');
    const paid = await moneyOf();
    expect(paid(thisMonth).collected - before(thisMonth).collected).toBe(2153.5);
    expect(paid(lastMonth).outstanding).toBe(before(lastMonth).outstanding);
    expect(paid(lastMonth).invoiced - before(lastMonth).invoiced).toBe(4307);
    expect(paid(thisMonth).medianDaysToPaidInFull).toBe(daysBetween(dispatchDay, todayInIndia()));

    const csv = await callEndpoint(quotationsApi.report, { token: buyer.token, query: { format: 'csv' } });
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(csv.bytes);
    expect(text.split('\n')[0].trim().endsWith('Median days from dispatch to paid in full')).toBe(true);
  });
});
