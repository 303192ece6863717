/**
 * The rules of an order's money on records made here (src/lib/payments.ts, src/lib/server/payments/payment-rules.ts,
 * the advance rule of src/lib/server/quotations/quotation-rules.ts): refunds and the buyer's credit, what staff may record,
 * refund or confirm, what the customer may report, when production waits for the advance, which reminder is due,
 * the Payments list's order and ageing, and the webhook's signature. No store: milliseconds.
 * (Over 300 lines: one table of an order's money rules, each a describe; no set-up shared with another file.)
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { QuotationRow } from '../../src/lib/api/quotations.ts';
import { orderMoney, paidInFullOn } from '../../src/lib/payments.ts';
import { paymentPage } from '../../src/lib/server/payments/list.ts';
import { signatureMatches } from '../../src/lib/server/payments/razorpay.ts';
import { mayNeedReminder } from '../../src/lib/server/payments/reminders.ts';
import {
  decisionRefusal,
  recordRefusal,
  refundRefusal,
  reminderDue,
  reportRefusal,
  reportedAmount,
  sameReport,
} from '../../src/lib/server/payments/payment-rules.ts';
import { advanceRefusal, waitsForAdvance } from '../../src/lib/server/quotations/quotation-rules.ts';
import type { Quotation } from '../../src/lib/schemas/quotations.ts';
import type { Payment } from '../../src/lib/schemas/payments.ts';
import type { InvoiceSummary } from '../../src/lib/schemas/invoices.ts';
import { RECORD_LINE, quotationRecord } from '../helpers/quotation-record.ts';

const TODAY = '2026-11-27';

/** An accepted order of ₹10,000 (1,000 labels at ₹10, no tax), its artwork approved. */
const order = (fields: Partial<Quotation> = {}): Quotation =>
  quotationRecord({
    status: 'Accepted',
    stage: 'Artwork approved',
    acceptance: { name: 'Ram', at: '2026-11-01T10:00:00Z', revision: 1 },
    total: 10_000,
    lines: [{ ...RECORD_LINE, unitPrice: 10 }],
    taxPercent: 0,
    ...fields,
  });

const payment = (amount: number, fields: Partial<Payment> = {}): Payment => ({
  _id: `p${amount}`,
  amount,
  date: '2026-11-02',
  method: 'UPI',
  reference: `UTR${amount}`,
  status: 'confirmed',
  source: 'staff',
  at: '2026-11-02T10:00:00Z',
  by: 'Asha',
  ...fields,
});

const taxInvoice: InvoiceSummary = {
  _id: 'i1',
  number: 'INV/2026-27/0001',
  kind: 'tax',
  date: '2026-11-10',
  total: 1_000_000,
  dueDate: '2026-11-25',
  status: 'issued',
};

const moneyOf = (quotation: Quotation, advancePercent = 50) => orderMoney(quotation, { advancePercent, today: TODAY });

describe('refunds and credit', () => {
  const refund = (amount: number, date = '2026-11-20') =>
    payment(amount, { _id: `r${amount}`, kind: 'refund', date, reference: `R${amount}`, reason: 'Short supply' });

  it("takes a refund off what is paid, and keeps what is paid beyond the whole as the buyer's credit", () => {
    // ₹7,000 + ₹5,000 paid on ₹10,000: ₹2,000 credit; ₹1,500 of it refunded: ₹500 credit, nothing outstanding.
    const over = order({ payments: [payment(700_000), payment(500_000), refund(150_000)] });
    expect(moneyOf(over)).toMatchObject({ paid: 1_050_000, refunded: 150_000, credit: 50_000, outstanding: 0, due: 0 });
    // ₹5,000 paid, ₹2,000 refunded: ₹3,000 paid, ₹2,000 of the ₹5,000 advance due again.
    const back = order({ payments: [payment(500_000), refund(200_000)] });
    expect(moneyOf(back)).toMatchObject({ paid: 300_000, refunded: 200_000, credit: 0, outstanding: 700_000, due: 200_000 });
  });

  it('refuses a refund of more than is paid, naming both', () => {
    const quotation = order({ payments: [payment(500_000), refund(100_000)] });
    expect(refundRefusal(quotation, 400_000, moneyOf(quotation))).toBeNull();
    expect(refundRefusal(quotation, 400_001, moneyOf(quotation))).toEqual({
      status: 409,
      message: '₹4,000.01 is more than the ₹4,000.00 paid on this order: a refund gives back at most what was paid',
    });
  });

  it('is paid in full no longer once a refund takes it below the whole, and again once paid back up', () => {
    const paid = [payment(1_000_000, { date: '2026-11-05' })];
    expect(paidInFullOn(paid, 1_000_000)).toBe('2026-11-05');
    expect(paidInFullOn([...paid, refund(100_000, '2026-11-06')], 1_000_000)).toBeNull();
    expect(paidInFullOn([...paid, refund(100_000, '2026-11-06'), payment(100_000, { date: '2026-11-09' })], 1_000_000)).toBe(
      '2026-11-09',
    );
  });
});

describe('staff record a payment', () => {
  it('takes a part of what is outstanding, and all of it', () => {
    const quotation = order({ payments: [payment(400_000)] });
    expect(recordRefusal(quotation, 1, moneyOf(quotation))).toBeNull();
    expect(recordRefusal(quotation, 600_000, moneyOf(quotation))).toBeNull();
  });

  it('refuses more than is outstanding, in words with the amounts', () => {
    const quotation = order({ payments: [payment(400_000)] });
    expect(recordRefusal(quotation, 600_001, moneyOf(quotation))).toEqual({
      status: 409,
      message: '₹6,000.01 is more than the ₹6,000.00 outstanding on this order: record what was paid towards it',
    });
  });

  it('refuses a quotation that is not an order', () => {
    const quotation = order({ status: 'Sent', stage: undefined, acceptance: undefined });
    expect(recordRefusal(quotation, 100, moneyOf(quotation))?.message).toBe('Only an accepted order takes payments');
  });
});

describe('the customer reports a payment', () => {
  it('needs an accepted order with something owed, and never more than that', () => {
    const sent = order({ status: 'Sent', acceptance: undefined });
    expect(reportRefusal(sent, undefined, moneyOf(sent))?.message).toBe(
      'There is nothing to pay yet: accept the quotation first',
    );
    const settled = order({ payments: [payment(1_000_000)] });
    expect(reportRefusal(settled, undefined, moneyOf(settled))?.message).toBe('Nothing is owed on this order');
    const open = order();
    expect(reportRefusal(open, 1_000_001, moneyOf(open))?.status).toBe(409);
    expect(reportRefusal(open, 1_000_000, moneyOf(open))).toBeNull();
  });

  it('without an amount, is taken for what was asked now, else what is outstanding', () => {
    expect(reportedAmount(moneyOf(order()))).toBe(500_000);
    expect(reportedAmount(moneyOf(order({ payments: [payment(500_000)] })))).toBe(500_000);
  });

  it('knows a reference reported before, whatever its case, unless it was not received', () => {
    const quotation = order({ payments: [payment(5, { reference: 'ABC123456', status: 'reported' })] });
    expect(sameReport(quotation, 'abc123456')?._id).toBe('p5');
    const rejected = order({ payments: [payment(5, { reference: 'ABC123456', status: 'rejected' })] });
    expect(sameReport(rejected, 'ABC123456')).toBeUndefined();
  });
});

describe('staff confirm or reject a report', () => {
  const waiting = payment(500_000, { status: 'reported', source: 'customer' });
  it.each([
    ['an unknown payment', undefined, 'confirm', 1, 404],
    ['one already confirmed', payment(1), 'confirm', 1, 409],
    ['one already rejected', payment(1, { status: 'rejected' }), 'reject', 1, 409],
    ['more than is outstanding', waiting, 'confirm', 1_000_001, 409],
  ] as const)('refuses %s', (_, found, decision, amount, status) => {
    expect(decisionRefusal(found, decision, amount, moneyOf(order()))?.status).toBe(status);
  });

  it('takes a waiting report either way', () => {
    expect(decisionRefusal(waiting, 'confirm', 500_000, moneyOf(order()))).toBeNull();
    expect(decisionRefusal(waiting, 'reject', 500_000, moneyOf(order()))).toBeNull();
  });
});

describe('production waits for the advance', () => {
  const unpaid = order({ stage: 'Sample approved' });
  it.each([
    ['the advance unpaid, into production', unpaid, 'In production', true, true],
    ['the advance unpaid, straight to dispatch', unpaid, 'Dispatched', true, true],
    ['Settings do not make it wait', unpaid, 'In production', false, false],
    ['a stage before production', unpaid, 'Sample sent', true, false],
    ['the advance paid', order({ payments: [payment(500_000)] }), 'In production', true, false],
    ['already in production', order({ stage: 'In production' }), 'Dispatched', true, false],
    [
      'gone ahead before',
      order({ advanceWaived: { reason: 'Regular buyer', by: 'Asha', at: '2026-11-03T00:00:00Z' } }),
      'In production',
      true,
      false,
    ],
  ] as const)('%s: waits %s', (_, quotation, stage, waits, expected) => {
    expect(waitsForAdvance(quotation, stage, moneyOf(quotation), waits)).toBe(expected);
  });

  it('is refused without a reason, and goes ahead with one', () => {
    expect(advanceRefusal(true, '')).toEqual({
      status: 409,
      message: 'The advance is not paid yet: record it, or go ahead with a reason',
      code: 'advance-not-paid',
    });
    expect(advanceRefusal(true, 'Regular buyer, pays on delivery')).toBeNull();
    expect(advanceRefusal(false, '')).toBeNull();
  });

  it('asks no advance of a 0% order', () => {
    expect(waitsForAdvance(unpaid, 'In production', moneyOf(unpaid, 0), true)).toBe(false);
  });
});

describe('reminders of a balance', () => {
  const on = { remindBeforeDispatch: true, remindAfterDue: true };
  const inProduction = order({ stage: 'In production', payments: [payment(500_000)] });
  const overdue = order({ stage: 'Dispatched', invoices: [taxInvoice], payments: [payment(500_000)] });

  it.each<[string, Quotation, typeof on, string | null]>([
    ['in production with a balance', inProduction, on, 'beforeDispatch'],
    ['reminded before dispatch already', { ...inProduction, paymentReminders: { beforeDispatch: 'x' } }, on, null],
    ['the step turned off', inProduction, { ...on, remindBeforeDispatch: false }, null],
    ['paid in full', order({ stage: 'In production', payments: [payment(1_000_000)] }), on, null],
    ['before production', order({ stage: 'Sample approved' }), on, null],
    ['dispatched, past the due date', overdue, on, 'afterDue'],
    ['dispatched, reminded after the due date already', { ...overdue, paymentReminders: { afterDue: 'x' } }, on, null],
    ['dispatched, overdue turned off', overdue, { ...on, remindAfterDue: false }, null],
    ['dispatched, before its due date', { ...overdue, invoices: [{ ...taxInvoice, dueDate: '2026-12-01' }] }, on, null],
  ])('%s: %s', (_, quotation, switches, expected) => {
    expect(reminderDue(quotation, moneyOf(quotation), switches)).toBe(expected);
  });

  const row = (fields: Partial<QuotationRow>): QuotationRow =>
    ({ _id: 'q', status: 'Accepted', stage: 'In production', total: 100, outstanding: 50, ...fields }) as QuotationRow;
  it.each([
    ['in production with a balance', row({}), true],
    ['reminded', row({ paymentReminders: { beforeDispatch: 'x' } }), false],
    ['nothing outstanding', row({ outstanding: 0 }), false],
    ['dispatched, past its due date', row({ stage: 'Dispatched', dueDate: '2026-11-26' }), true],
    ['dispatched, due today', row({ stage: 'Dispatched', dueDate: TODAY }), false],
    ['a row written before rows carried money', row({ outstanding: undefined }), true],
    ['not an order', row({ status: 'Sent', stage: null }), false],
  ] as const)('a row %s may need one: %s', (_, candidate, expected) => {
    expect(mayNeedReminder(candidate, on, TODAY)).toBe(expected);
  });
});

describe('the Payments list', () => {
  const row = (id: string, fields: Partial<QuotationRow>): QuotationRow =>
    ({
      _id: id,
      number: id,
      customer: 'Ram',
      company: '',
      status: 'Accepted',
      stage: 'Dispatched',
      total: 1000,
      currency: 'INR',
      activityAt: '2026-11-01T00:00:00Z',
      acceptedAt: '2026-11-01T00:00:00Z',
      invoiced: 1000,
      paid: 0,
      outstanding: 1000,
      reported: 0,
      dueDate: null,
      billedOn: '2026-11-20',
      ...fields,
    }) as QuotationRow;
  const rows = [
    row('fresh', { billedOn: '2026-11-20' }),
    row('paid', { paid: 1000, outstanding: 0 }),
    row('late', { dueDate: '2026-11-17', billedOn: '2026-11-02' }),
    row('later', { dueDate: '2026-10-01', billedOn: '2026-09-16' }),
    row('old', { billedOn: '2026-07-01' }),
    row('dollars', { currency: 'USD', billedOn: '2026-10-01', reported: 200 }),
    row('draft', { status: 'Sent', stage: null }),
  ];

  it('puts the overdue first (the longest first), then the oldest balance', () => {
    const { data, total } = paymentPage(rows, 'outstanding', 1, 10, TODAY);
    expect(data.map((line) => line._id)).toEqual(['later', 'late', 'old', 'dollars', 'fresh']);
    expect(total).toBe(5);
    expect(data[0]).toMatchObject({ daysOverdue: 57, ageing: '61-90' });
    expect(data.find((line) => line._id === 'old')).toMatchObject({ daysOverdue: 0, ageing: '90+' });
  });

  it.each([
    ['overdue', ['later', 'late']],
    ['paid', ['paid']],
    ['all', ['later', 'late', 'old', 'dollars', 'fresh', 'paid']],
  ] as const)('%s lists those', (status, ids) => {
    expect(paymentPage(rows, status, 1, 10, TODAY).data.map((line) => line._id)).toEqual(ids);
  });

  it('pages, and sums every order in rupees with the ageing buckets', () => {
    const { data, totals } = paymentPage(rows, 'outstanding', 2, 2, TODAY);
    expect(data.map((line) => line._id)).toEqual(['old', 'dollars']);
    expect(totals).toEqual({
      outstanding: 4000,
      overdue: 2000,
      credit: 0,
      waitingOnUs: 1,
      ageing: { '0-30': 2000, '31-60': 0, '61-90': 1000, '90+': 1000 },
      otherCurrency: 1,
    });
  });
});

describe("Razorpay's signature", () => {
  const body = new TextEncoder().encode('{"event":"payment_link.paid",  "payload":{}}');
  const signed = createHmac('sha256', 'whsec').update(body).digest('hex');
  it('matches the HMAC of exactly these bytes with the secret, and nothing else', () => {
    expect(signatureMatches(body, signed, 'whsec')).toBe(true);
    expect(signatureMatches(body, signed.toUpperCase(), 'whsec')).toBe(true);
    expect(signatureMatches(body, signed, 'other')).toBe(false);
    expect(signatureMatches(new TextEncoder().encode('{"event":"payment_link.paid","payload":{}}'), signed, 'whsec')).toBe(false);
    expect(signatureMatches(body, '', 'whsec')).toBe(false);
    expect(signatureMatches(body, signed.slice(2), 'whsec')).toBe(false);
  });
});
