/**
 * A payment recorded twice: a second payment with the reference (UTR, cheque or bank reference) of one already
 * on the order is refused, naming the first (its day and amount) with a stable code for the admin to offer "It
 * is a different payment", and recorded only when staff confirm so.
 */
import { describe, expect, it } from 'vitest';
import { activityApi, paymentsApi } from '../../src/lib/api/index.ts';
import { todayInIndia } from '../../src/lib/format/dates.ts';
import { callEndpoint } from '../helpers/api.ts';
import { acceptedOrder, paymentCalls, useQuotationBuyer } from '../helpers/payment-orders.ts';

const buyer = useQuotationBuyer('Twice Label', 'Ram Twice');
const { record, stored } = paymentCalls(buyer);
const yesterday = () => todayInIndia(new Date(Date.now() - 86_400_000));

describe('POST /api/quotations/{id}/payments: the same reference again', () => {
  it('is refused naming the first payment, unless staff confirm it is a different payment', async () => {
    const { id } = await acceptedOrder(buyer);
    const first = await record(id, { amount: 2500, date: yesterday(), method: 'UPI', reference: '412345670101' });
    expect(first.status).toBe(200);
    const before = await stored(id);
    // The same UTR, typed again with spaces; a bank reference in other letters' case.
    const again = await record(id, { amount: 2500, method: 'UPI', reference: ' 412345670101 ' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      `A payment with reference 412345670101 is already recorded on this order: ₹2,500.00 on ${yesterday()}. If this is another payment, record it as a different payment`,
    );
    expect(again.body.code).toBe('same-reference');
    expect(again.body.data).toEqual({ first: { date: yesterday(), amount: 2500, reference: '412345670101' } });
    expect(await stored(id)).toEqual(before);

    const different = await record(id, { amount: 2500, method: 'UPI', reference: '412345670101', confirmDifferent: true });
    expect(different.status, JSON.stringify(different.body)).toBe(200);
    expect(different.body.data.payments?.map((payment) => payment.reference)).toEqual(['412345670101', '412345670101']);
    const activity = (await callEndpoint(activityApi.list, { token: buyer.token })).body.data.map((entry) => entry.action);
    expect(activity).toContain('Payment of ₹2,500.00 recorded (UPI, 412345670101, a different payment of the same reference)');

    await record(id, { amount: 1000, method: 'Bank transfer', reference: 'HDFCN52026112800101' });
    expect((await record(id, { amount: 1000, method: 'Bank transfer', reference: 'hdfcn52026112800101' })).status).toBe(409);
    // Cash has no reference: two are two payments.
    expect((await record(id, { amount: 100, method: 'Cash', reference: '' })).status).toBe(200);
    expect((await record(id, { amount: 100, method: 'Cash', reference: '' })).status).toBe(200);
    // Another order may carry the same reference (one transfer paying two orders is split by staff).
    const other = await acceptedOrder(buyer);
    expect((await record(other.id, { amount: 2500, method: 'UPI', reference: '412345670101' })).status).toBe(200);
  });

  it('is refused when the customer reported that reference and it waits to be confirmed', async () => {
    const { id, secret } = await acceptedOrder(buyer);
    const reported = await callEndpoint(paymentsApi.report, {
      params: { secret },
      body: { reference: '412345670102', amount: 5000 },
      ip: '203.0.113.41',
    });
    expect(reported.status).toBe(200);
    const again = await record(id, { amount: 5000, method: 'UPI', reference: '412345670102' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('same-reference');
    expect(again.body.data).toMatchObject({ first: { amount: 5000, reference: '412345670102' } });
  });
});
