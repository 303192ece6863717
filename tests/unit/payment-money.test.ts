/**
 * What an order owes (src/lib/payments.ts), table by table: the advance before production, the whole from
 * production on, the invoices that decide the total, partial payments, reports waiting, the overdue days,
 * the ageing buckets and the day an order was paid in full. Minor units throughout.
 */
import { describe, expect, it } from 'vitest';
import {
  type OrderForMoney,
  advancePaid,
  ageingBucket,
  daysBetween,
  fromProduction,
  orderMoney,
  paidInFullOn,
} from '../../src/lib/payments.ts';
import type { Payment } from '../../src/lib/schemas/payments.ts';
import type { InvoiceSummary } from '../../src/lib/schemas/invoices.ts';

const TODAY = '2026-11-27';
const terms = { advancePercent: 50, today: TODAY };

const paid = (amount: number, status: Payment['status'] = 'confirmed'): Payment => ({
  _id: `p${amount}${status}`,
  amount,
  date: '2026-11-01',
  method: 'UPI',
  reference: `UTR${amount}`,
  status,
  source: 'staff',
  at: '2026-11-01T10:00:00Z',
  by: 'Asha',
});

const proforma = (total: number, fields: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
  _id: `pi${total}`,
  number: 'PI/2026-27/0001',
  kind: 'proforma',
  date: '2026-11-02',
  total,
  status: 'issued',
  ...fields,
});

const taxInvoice = (total: number, fields: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
  _id: `inv${total}`,
  number: 'INV/2026-27/0001',
  kind: 'tax',
  date: '2026-11-10',
  total,
  dueDate: '2026-11-25',
  status: 'issued',
  ...fields,
});

const order = (fields: Partial<OrderForMoney> = {}): OrderForMoney => ({
  status: 'Accepted',
  total: 10_000,
  currency: 'INR',
  stage: 'Artwork approved',
  acceptance: { at: '2026-11-01T20:00:00Z' },
  ...fields,
});

describe('orderMoney', () => {
  it.each([
    ['nothing paid: half the quotation now', order(), { advance: 500_000, due: 500_000, outstanding: 1_000_000, invoiced: 0 }],
    ['a part of the advance paid', order({ payments: [paid(200_000)] }), { paid: 200_000, due: 300_000, outstanding: 800_000 }],
    ['the advance paid: nothing due until production', order({ payments: [paid(500_000)] }), { due: 0, outstanding: 500_000 }],
    [
      'a report waits: not paid yet',
      order({ payments: [paid(500_000, 'reported')] }),
      { paid: 0, reported: 500_000, due: 500_000 },
    ],
    [
      'a rejected report counts for nothing',
      order({ payments: [paid(500_000, 'rejected')] }),
      { paid: 0, reported: 0, due: 500_000 },
    ],
    [
      'the proforma decides the total and its own advance',
      order({ invoices: [proforma(1_180_000, { advance: 590_000 })] }),
      { total: 1_180_000, invoiced: 1_180_000, advance: 590_000, due: 590_000 },
    ],
    [
      'the proforma without its own advance: the percentage of its total',
      order({ invoices: [proforma(1_180_001)] }),
      { advance: 590_001 },
    ],
    ['in production: the whole rest', order({ stage: 'In production', payments: [paid(500_000)] }), { due: 500_000 }],
    [
      'dispatched with a tax invoice: its total, a cancelled one left out',
      order({
        stage: 'Dispatched',
        invoices: [proforma(1_180_000), taxInvoice(999_999, { status: 'cancelled' }), taxInvoice(1_200_000)],
        payments: [paid(590_000)],
      }),
      {
        total: 1_200_000,
        invoiced: 1_200_000,
        due: 610_000,
        outstanding: 610_000,
        dueDate: '2026-11-25',
        billedOn: '2026-11-10',
      },
    ],
    [
      'paid in full: nothing outstanding, never negative',
      order({ stage: 'Delivered', payments: [paid(600_000), paid(500_000)] }),
      { due: 0, outstanding: 0 },
    ],
    ['a quotation not accepted owes nothing', order({ status: 'Sent', stage: undefined }), { total: 0, due: 0, outstanding: 0 }],
    ['no advance asked for', order({}), { advance: 0, due: 0 }, 0],
  ])('%s', (_, input, expected, advancePercent = 50) => {
    expect(orderMoney(input, { ...terms, advancePercent })).toMatchObject(expected);
  });

  it('the acceptance day is New Delhi’s when nothing is invoiced yet', () => {
    expect(orderMoney(order(), terms).billedOn).toBe('2026-11-02');
  });

  it('is overdue past the tax invoice’s due date with a balance, and counts the days', () => {
    const dispatched = order({ stage: 'Dispatched', invoices: [taxInvoice(1_000_000)] });
    expect(orderMoney(dispatched, { ...terms, today: '2026-11-25' })).toMatchObject({ overdue: false, daysOverdue: 0 });
    expect(orderMoney(dispatched, terms)).toMatchObject({ overdue: true, daysOverdue: 2 });
    const settled = { ...dispatched, payments: [paid(1_000_000)] };
    expect(orderMoney(settled, terms)).toMatchObject({ overdue: false, daysOverdue: 0 });
  });

  it('sums 0.1 + 0.2 of a total exactly', () => {
    expect(orderMoney(order({ total: 0.3, stage: 'In production' }), terms).due).toBe(30);
  });
});

describe('advancePaid, fromProduction, ageing', () => {
  it('the advance is in when paid in full, or when none is asked for', () => {
    expect(advancePaid(orderMoney(order({ payments: [paid(499_999)] }), terms))).toBe(false);
    expect(advancePaid(orderMoney(order({ payments: [paid(500_000)] }), terms))).toBe(true);
    expect(advancePaid(orderMoney(order(), { ...terms, advancePercent: 0 }))).toBe(true);
  });

  it.each([
    ['Artwork approved', false],
    ['Sample approved', false],
    ['In production', true],
    ['Delivered', true],
    [null, false],
  ] as const)('%s is from production on: %s', (stage, expected) => {
    expect(fromProduction(stage)).toBe(expected);
  });

  it.each([
    [0, '0-30'],
    [30, '0-30'],
    [31, '31-60'],
    [60, '31-60'],
    [61, '61-90'],
    [90, '61-90'],
    [91, '90+'],
  ] as const)('%i days is %s', (days, bucket) => {
    expect(ageingBucket(days)).toBe(bucket);
  });

  it('counts days across a month and a year', () => {
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-03-01', '2026-02-27')).toBe(-2);
  });
});

describe('paidInFullOn', () => {
  const on = (date: string, amount: number, status: Payment['status'] = 'confirmed') => ({ ...paid(amount, status), date });
  it.each([
    ['nothing paid', [], 1_000_000, null],
    ['a part paid', [on('2026-10-05', 500_000)], 1_000_000, null],
    ['the advance, then the balance', [on('2026-10-05', 500_000), on('2026-12-02', 500_000)], 1_000_000, '2026-12-02'],
    [
      'recorded out of order: the payment that made it whole',
      [on('2026-12-02', 500_000), on('2026-10-05', 500_000)],
      1_000_000,
      '2026-12-02',
    ],
    ['more than owed, in one payment', [on('2026-11-20', 1_000_100)], 1_000_000, '2026-11-20'],
    ['a report waiting counts for nothing', [on('2026-10-05', 500_000), on('2026-12-02', 500_000, 'reported')], 1_000_000, null],
    ['a rejected report counts for nothing', [on('2026-10-05', 1_000_000, 'rejected')], 1_000_000, null],
    ['nothing owed', [on('2026-10-05', 500)], 0, null],
  ] as const)('%s', (_, payments, total, expected) => {
    expect(paidInFullOn(payments, total)).toBe(expected);
  });
});
