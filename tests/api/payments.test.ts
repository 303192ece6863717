/**
 * An order's money over the real handlers, the local store and a real SMTP server: staff record partial
 * payments (what is due and outstanding after each), an overpayment and every bad input refused with nothing
 * stored; the customer's page shows how to pay (UPI link and QR, bank) and takes "I have paid" (staff mailed,
 * then confirm or reject); production waits for the advance unless staff give a reason; the Payments list.
 * (Over 300 lines: one concern, an order's money, sharing one SMTP server and buyer; a describe for each call.)
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type BodyOf,
  activityApi,
  artworkApi,
  customerQuotationApi,
  dashboardApi,
  paymentsApi,
  quotationsApi,
} from '../../src/lib/api/index.ts';
import { todayInIndia } from '../../src/lib/format/dates.ts';
import { quotations } from '../../src/lib/server/quotations/quotation-collection.ts';
import { siteSettings } from '../../src/lib/server/site/site-settings.ts';
import type { InvoiceSummary } from '../../src/lib/schemas/invoices.ts';
import { type OffContract, callEndpoint, offContract } from '../helpers/api.ts';
import { mailDrained } from '../helpers/mail-drained.ts';
import { COMPANY } from '../helpers/company-details.ts';
import { secretOf, sendQuotation } from '../helpers/invoice-orders.ts';
import { useQuotationBuyer } from '../helpers/quotation-buyer.ts';
import { formWith, smallPng } from './fixtures.ts';
import { dateIn } from '../helpers/dates.ts';

const buyer = useQuotationBuyer('Payments Label', 'Ram Payments');

/** An accepted order of ₹10,000 (1,000 labels at ₹10, no tax), its acceptance recorded by staff. */
async function newOrder(currency: BodyOf<typeof quotationsApi.create>['currency'] = 'INR') {
  const made = await callEndpoint(quotationsApi.create, {
    body: { enquiryId: buyer.request._id, lines: [{ description: 'Woven label', quantity: 1000, unitPrice: 10 }], currency },
    token: buyer.token,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const quotation = made.body.data;
  const sent = await callEndpoint(quotationsApi.send, {
    params: { id: quotation._id },
    body: {},
    token: buyer.token,
    headers: { 'if-match': `"${quotation.version}"` },
  });
  expect(sent.status).toBe(200);
  const accepted = await callEndpoint(quotationsApi.acceptance, {
    params: { id: quotation._id },
    body: { name: 'Ram Kumar', words: 'Go ahead, on the phone.' },
    token: buyer.token,
  });
  expect(accepted.status).toBe(200);
  return { quotation: accepted.body.data, secret: secretOf(accepted.body.data) };
}

const record = (id: string, body: BodyOf<typeof paymentsApi.record> | OffContract) =>
  callEndpoint(paymentsApi.record, { params: { id }, body, token: buyer.token });
const report = (secret: string, body: BodyOf<typeof paymentsApi.report>, ip = '203.0.113.40') =>
  callEndpoint(paymentsApi.report, { params: { secret }, body, ip });
const view = async (secret: string) => (await callEndpoint(customerQuotationApi.get, { params: { secret } })).body.data;
const stored = async (id: string) => (await quotations.get(id))!;

beforeAll(async () => {
  const { data } = await siteSettings.read();
  await siteSettings.save({ ...data, upi: COMPANY.upi, bank: COMPANY.bank }, {});
});

describe('POST /api/quotations/{id}/payments', () => {
  it('takes partial payments: what is due and outstanding follow, and the activity list names each', async () => {
    const { quotation } = await newOrder();
    const first = await record(quotation._id, {
      amount: 2000,
      date: '',
      method: 'Bank transfer',
      reference: 'HDFCN52026112712345',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe(`Payment of ₹2,000.00 recorded on order ${quotation.number}`);
    expect(first.body.data.money).toMatchObject({ advance: 5000, paid: 2000, due: 3000, outstanding: 8000, total: 10000 });
    expect(first.body.data.payments).toEqual([
      expect.objectContaining({
        amount: 2000,
        status: 'confirmed',
        source: 'staff',
        method: 'Bank transfer',
        date: todayInIndia(),
      }),
    ]);
    const second = await record(quotation._id, { amount: 3000.5, date: dateIn(-1), method: 'UPI', reference: '412345678901' });
    expect(second.body.data.money).toMatchObject({ paid: 5000.5, due: 0, outstanding: 4999.5 });
    const activity = (await callEndpoint(activityApi.list, { token: buyer.token })).body.data.map((entry) => entry.action);
    expect(activity).toContain('Payment of ₹2,000.00 recorded (Bank transfer, HDFCN52026112712345)');
    expect(activity).toContain('Payment of ₹3,000.50 recorded (UPI, 412345678901)');
    expect((await view(secretOf(quotation))).payment).toMatchObject({ due: 0, paid: 5000.5, outstanding: 4999.5 });
    // Staff's read of the order speaks the same units as the calls that record: its payments and its money.
    const read = (await callEndpoint(quotationsApi.get, { params: { id: quotation._id }, token: buyer.token })).body.data;
    expect(read.payments?.map((payment) => payment.amount)).toEqual([2000, 3000.5]);
    expect(read.money).toMatchObject({ paid: 5000.5, outstanding: 4999.5, total: 10000 });
    expect((await stored(quotation._id)).payments?.map((payment) => payment.amount)).toEqual([200_000, 300_050]);
  });

  it('refuses an overpayment and every bad input, storing nothing', async () => {
    const { quotation } = await newOrder();
    await record(quotation._id, { amount: 4000, date: '', method: 'Cash', reference: '' });
    const before = await stored(quotation._id);
    const over = await record(quotation._id, { amount: 6000.01, date: '', method: 'UPI', reference: '412345678902' });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(
      '₹6,000.01 is more than the ₹6,000.00 outstanding on this order: record what was paid towards it',
    );
    // Each refused on purpose, some against the contract's types (an amount as text, an unknown method).
    for (const [body, field] of [
      [{ amount: 0, method: 'UPI' }, 'amount'],
      [{ amount: -5, method: 'UPI' }, 'amount'],
      [{ amount: 10.001, method: 'UPI' }, 'amount'],
      [{ amount: '100', method: 'UPI' }, 'amount'],
      [{ amount: 100, method: 'Barter' }, 'method'],
      [{ amount: 100, method: 'UPI', date: dateIn(2) }, 'date'],
      [{ amount: 100, method: 'UPI', date: '27/11/2026' }, 'date'],
      [{ amount: 100, method: 'UPI', reference: 'x'.repeat(101) }, 'reference'],
    ] as const) {
      const refused = await record(quotation._id, offContract(body));
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(refused.body.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await stored(quotation._id)).toEqual(before);
    // Not an order yet, and no quotation at all.
    const draft = await callEndpoint(quotationsApi.create, { body: { enquiryId: buyer.request._id }, token: buyer.token });
    expect((await record(draft.body.data._id, { amount: 1, method: 'UPI' })).body.message).toBe(
      'Only an accepted order takes payments',
    );
    expect((await record('0000000000000000zz', { amount: 1, method: 'UPI' })).status).toBe(404);
    expect(
      (await callEndpoint(paymentsApi.record, { params: { id: quotation._id }, body: { amount: 1, method: 'UPI' } })).status,
    ).toBe(401);
  });
});

describe("the customer's page", () => {
  it('shows the advance due with its UPI link and QR code and the bank account; nothing before acceptance', async () => {
    const { quotation, secret } = await newOrder();
    const { payment } = await view(secret);
    expect(payment).toMatchObject({ currency: 'INR', due: 5000, paid: 0, reported: 0, outstanding: 10000, payOnline: false });
    expect(payment?.note).toBe(quotation.number);
    expect(payment?.upiLink).toBe(
      `upi://pay?pa=labelsandtags@okhdfcbank&pn=Labels%20%26%20Tags&am=5000.00&cu=INR&tn=${encodeURIComponent(quotation.number)}`,
    );
    expect(payment?.upiQrSvg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    expect(payment?.bank).toEqual(COMPANY.bank);
    // Online payment is not set up: the link call is not there.
    expect((await callEndpoint(paymentsApi.link, { params: { secret } })).status).toBe(404);

    const draft = await callEndpoint(quotationsApi.create, { body: { enquiryId: buyer.request._id }, token: buyer.token });
    const sent = await sendQuotation(buyer.token, draft.body.data);
    expect((await view(secretOf(sent))).payment).toBeNull();
  });

  it('offers no UPI in another currency, and none when nothing is due now', async () => {
    const { secret } = await newOrder('USD');
    expect((await view(secret)).payment).toMatchObject({ currency: 'USD', due: 5000, upiLink: null, upiQrSvg: null });
    const { quotation, secret: paidUp } = await newOrder();
    await record(quotation._id, { amount: 5000, method: 'UPI', reference: '412345678903' });
    expect((await view(paidUp)).payment).toMatchObject({ due: 0, upiLink: null, upiQrSvg: null });
  });

  it('takes "I have paid" with a receipt, mails staff once, and staff confirm it as paid', async () => {
    const { quotation, secret } = await newOrder();
    const upload = await callEndpoint(artworkApi.upload, { rawBody: formWith(await smallPng(), 'utr-receipt.png', 'image/png') });
    expect(upload.status).toBe(201);
    const reported = await report(secret, { reference: ' 412345678904 ', fileId: upload.body.data.id });
    expect(reported.status, JSON.stringify(reported.body)).toBe(200);
    expect(reported.body.message).toBe('Thank you: we will confirm your payment once it reaches our account');
    expect(reported.body.data.payment).toMatchObject({ due: 5000, paid: 0, reported: 5000 });
    // The same reference again (a second click): the first report stands.
    const again = await report(secret, { reference: '412345678904' });
    expect(again.body.message).toBe('This reference is already reported: we will confirm it once it reaches our account');
    const waiting = (await stored(quotation._id)).payments ?? [];
    expect(waiting).toEqual([
      expect.objectContaining({
        amount: 500_000,
        status: 'reported',
        source: 'customer',
        method: 'UPI',
        reference: '412345678904',
      }),
    ]);
    expect(waiting[0].fileId).toBe(upload.body.data.id);

    const [mail] = await buyer.smtp.mailsAbout(`reported a payment for order ${quotation.number}`, 1);
    expect(mail.to).toMatchObject({ value: [{ address: 'sales@example.com' }] });
    expect(mail.text).toContain('₹5,000.00, reference 412345678904');
    expect(mail.text).toContain('File: utr-receipt.png');
    await mailDrained(buyer.smtp);
    expect(buyer.smtp.arrived(`reported a payment for order ${quotation.number}`)).toHaveLength(1);
    // The receipt is the customer's to read again on their page.
    expect((await callEndpoint(customerQuotationApi.file, { params: { secret, fileId: upload.body.data.id } })).status).toBe(200);

    const confirm = (body: BodyOf<typeof paymentsApi.confirm> = {}) =>
      callEndpoint(paymentsApi.confirm, { params: { id: quotation._id, paymentId: waiting[0]._id }, body, token: buyer.token });
    const confirmed = await confirm({ amount: 4999 });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.message).toBe(`Payment of ₹4,999.00 confirmed on order ${quotation.number}`);
    expect(confirmed.body.data.money).toMatchObject({ paid: 4999, reported: 0, due: 1, outstanding: 5001 });
    expect(confirmed.body.data.payments?.[0]).toMatchObject({ status: 'confirmed', confirmedBy: 'Asha' });
    expect((await confirm()).body.message).toBe('This payment is already confirmed');
    expect((await view(secret)).payment).toMatchObject({ paid: 4999, reported: 0 });
  });

  it('refuses a wrong reference, more than is owed, a stranger’s receipt, and a report before acceptance', async () => {
    const { quotation, secret } = await newOrder();
    const before = await stored(quotation._id);
    for (const reference of ['', '12345', 'UTR 4123 4567', 'x'.repeat(36), '4123-4567-8901'])
      expect((await report(secret, { reference })).status, reference).toBe(400);
    expect((await report(secret, { reference: '412345678905', amount: 0.001 })).status).toBe(400);
    const over = await report(secret, { reference: '412345678905', amount: 10000.01 });
    expect(over.status).toBe(409);
    expect((await report(secret, { reference: '412345678905', fileId: 'nosuchfile' })).status).toBe(400);
    expect(await stored(quotation._id)).toEqual(before);
    expect((await report('x'.repeat(43), { reference: '412345678905' })).status).toBe(404);

    const draft = await callEndpoint(quotationsApi.create, { body: { enquiryId: buyer.request._id }, token: buyer.token });
    const sent = await sendQuotation(buyer.token, draft.body.data);
    const early = await report(secretOf(sent), { reference: '412345678905' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('There is nothing to pay yet: accept the quotation first');
  });

  it('takes one report of a reference sent twice at once', async () => {
    const { quotation, secret } = await newOrder();
    const answers = await Promise.all([1, 2].map(() => report(secret, { reference: 'UTR0000012345' })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await stored(quotation._id)).payments).toHaveLength(1);
  });

  it('staff mark a report not received: it counts for nothing, and the reference may be reported again', async () => {
    const { quotation, secret } = await newOrder();
    await report(secret, { reference: 'HDFCR52026112799999', amount: 5000 });
    const [waiting] = (await stored(quotation._id)).payments ?? [];
    expect(waiting.method).toBe('Bank transfer');
    const rejected = await callEndpoint(paymentsApi.reject, {
      params: { id: quotation._id, paymentId: waiting._id },
      token: buyer.token,
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.money).toMatchObject({ paid: 0, reported: 0, due: 5000 });
    expect(
      (await callEndpoint(paymentsApi.reject, { params: { id: quotation._id, paymentId: waiting._id }, token: buyer.token }))
        .status,
    ).toBe(409);
    expect(
      (await callEndpoint(paymentsApi.reject, { params: { id: quotation._id, paymentId: 'nope' }, token: buyer.token })).status,
    ).toBe(404);
    expect((await report(secret, { reference: 'HDFCR52026112799999' })).body.message).toBe(
      'Thank you: we will confirm your payment once it reaches our account',
    );
  });
});

describe('production waits for the advance', () => {
  const stage = (id: string, body: BodyOf<typeof quotationsApi.stage>) =>
    callEndpoint(quotationsApi.stage, { params: { id }, body, token: buyer.token });

  it('is refused without the advance, goes ahead with a reason (recorded), and goes on once paid', async () => {
    const { quotation } = await newOrder();
    const before = await stored(quotation._id);
    const refused = await stage(quotation._id, { stage: 'In production' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('The advance is not paid yet: record it, or go ahead with a reason');
    expect((await stage(quotation._id, { stage: 'Dispatched' })).status).toBe(409);
    expect(await stored(quotation._id)).toEqual(before);
    // Stages before production need no advance.
    expect((await stage(quotation._id, { stage: 'Sample sent', notify: false })).status).toBe(200);

    const ahead = await stage(quotation._id, {
      stage: 'In production',
      notify: false,
      goAheadReason: 'Regular buyer since 2019',
    });
    expect(ahead.status).toBe(200);
    expect(ahead.body.data.advanceWaived).toMatchObject({ reason: 'Regular buyer since 2019', by: 'Asha' });
    const activity = (await callEndpoint(activityApi.list, { token: buyer.token })).body.data.map((entry) => entry.action);
    expect(activity).toContain('Production started before the advance: Regular buyer since 2019');

    const paid = await newOrder();
    await record(paid.quotation._id, { amount: 5000, method: 'UPI', reference: '412345678906' });
    const moved = await stage(paid.quotation._id, { stage: 'In production', notify: false });
    expect(moved.status).toBe(200);
    expect(moved.body.data.advanceWaived).toBeUndefined();
  });

  it('does not wait when Settings say so', async () => {
    const { data } = await siteSettings.read();
    await siteSettings.save({ ...data, payments: { ...data.payments, productionWaitsForAdvance: false } }, {});
    try {
      const { quotation } = await newOrder();
      expect((await stage(quotation._id, { stage: 'In production', notify: false })).status).toBe(200);
    } finally {
      const { data: now } = await siteSettings.read();
      await siteSettings.save({ ...now, payments: { ...now.payments, productionWaitsForAdvance: true } }, {});
    }
  });
});

describe('GET /api/payments', () => {
  const invoice = (fields: Partial<InvoiceSummary>): InvoiceSummary => ({
    _id: `inv${Math.random()}`,
    number: 'INV/2026-27/0100',
    kind: 'tax',
    date: dateIn(-40),
    total: 1_000_000,
    status: 'issued',
    ...fields,
  });

  it('lists overdue first with their days and ageing, pages, and sums what is outstanding; the dashboard counts it', async () => {
    const totalsBefore = (await callEndpoint(paymentsApi.list, { token: buyer.token, query: {} })).body.totals;
    const late = await newOrder();
    const later = await newOrder();
    const settled = await newOrder();
    await quotations.update(late.quotation._id, (current) => ({
      ...current,
      stage: 'Dispatched',
      invoices: [invoice({ date: dateIn(-20), dueDate: dateIn(-5) })],
    }));
    await quotations.update(later.quotation._id, (current) => ({
      ...current,
      stage: 'Dispatched',
      invoices: [invoice({ date: dateIn(-75), dueDate: dateIn(-60) })],
    }));
    await record(settled.quotation._id, { amount: 10000, method: 'UPI', reference: '412345678907' });

    const list = (query: object) => callEndpoint(paymentsApi.list, { token: buyer.token, query });
    const overdue = await list({ status: 'overdue' });
    expect(overdue.status).toBe(200);
    const ids = overdue.body.data.map((row) => row._id);
    expect(ids.indexOf(later.quotation._id)).toBeLessThan(ids.indexOf(late.quotation._id));
    expect(overdue.body.data.find((row) => row._id === later.quotation._id)).toMatchObject({
      number: later.quotation.number,
      invoiced: 10000,
      paid: 0,
      outstanding: 10000,
      daysOverdue: 60,
      ageing: '61-90',
    });
    expect(overdue.body.data.find((row) => row._id === late.quotation._id)).toMatchObject({ daysOverdue: 5, ageing: '0-30' });

    const outstanding = await list({});
    expect(outstanding.body.data.slice(0, 2).map((row) => row.daysOverdue > 0)).toEqual([true, true]);
    expect(outstanding.body.data.map((row) => row._id)).not.toContain(settled.quotation._id);
    const paid = await list({ status: 'paid', limit: 100 });
    expect(paid.body.data.map((row) => row._id)).toContain(settled.quotation._id);
    // Two orders of ₹10,000 each, overdue 5 and 60 days; the third paid in full.
    const added = (now: number, before: number) => now - before;
    const { totals } = outstanding.body;
    expect(added(totals.overdue, totalsBefore.overdue)).toBe(10000 + 10000);
    expect(added(totals.outstanding, totalsBefore.outstanding)).toBe(10000 + 10000 + 0);
    expect(Object.keys(totals.ageing)).toEqual(['0-30', '31-60', '61-90', '90+']);
    expect(added(totals.ageing['0-30'], totalsBefore.ageing['0-30'])).toBe(10000);
    expect(added(totals.ageing['61-90'], totalsBefore.ageing['61-90'])).toBe(10000);
    const paged = await list({ status: 'all', page: 2, limit: 1 });
    expect(paged.body).toMatchObject({ page: 2, limit: 1, total: expect.any(Number) });
    expect(paged.body.data).toHaveLength(1);

    expect((await list({ status: 'late' })).status).toBe(400);
    expect((await callEndpoint(paymentsApi.list, {})).status).toBe(401);
    const counts = (await callEndpoint(dashboardApi.counts, { token: buyer.token })).body;
    expect(counts.money).toEqual({
      outstanding: outstanding.body.totals.outstanding,
      paymentsToConfirm: outstanding.body.totals.waitingOnUs,
    });
  });
});
