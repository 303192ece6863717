/**
 * The report's money per month (src/lib/server/quotations/report.ts, from rows alone): tax invoices by their
 * day, payments by theirs, what is still unpaid of a month's invoices, the days from dispatch to paid in
 * full, rupees only, and the same figures in the CSV.
 */
import { describe, expect, it } from 'vitest';
import type { QuotationRow } from '../../src/lib/api/quotations.ts';
import { reportCsv, reportOf } from '../../src/lib/server/quotations/report.ts';

const MONTHS = ['2026-09', '2026-10', '2026-11'];

const order = (id: string, fields: Partial<QuotationRow>): QuotationRow =>
  ({
    _id: id,
    number: id,
    status: 'Accepted',
    stage: 'Dispatched',
    total: 10_000,
    currency: 'INR',
    createdAt: '2026-08-20T06:00:00Z',
    enquiryId: '',
    productIds: [],
    sentAt: null,
    acceptedAt: null,
    dispatchedAt: null,
    closedAt: null,
    invoiced: 0,
    paid: 0,
    outstanding: 0,
    ...fields,
  }) as QuotationRow;

const rows = [
  // Invoiced in October (dispatched 1 October, New Delhi), the advance in September, the balance in November.
  order('balance-late', {
    taxInvoicedOn: '2026-10-01',
    invoiced: 11_800.5,
    outstanding: 0,
    dispatchedAt: '2026-09-30T20:00:00Z',
    collected: [
      { date: '2026-09-10', amount: 5900.25 },
      { date: '2026-11-05', amount: 5900.25 },
    ],
    paidInFullOn: '2026-11-05',
  }),
  // Invoiced in October, half of it still unpaid.
  order('half-paid', {
    taxInvoicedOn: '2026-10-20',
    invoiced: 2000,
    outstanding: 1000,
    dispatchedAt: '2026-10-19T05:00:00Z',
    collected: [{ date: '2026-10-02', amount: 1000 }],
  }),
  // Paid in full before it left: 0 days, in November.
  order('paid-before', {
    taxInvoicedOn: '2026-11-10',
    invoiced: 3000,
    dispatchedAt: '2026-11-12T05:00:00Z',
    collected: [{ date: '2026-11-09', amount: 3000 }],
    paidInFullOn: '2026-11-09',
  }),
  // Paid in full in November, 11 days after dispatch.
  order('eleven-days', {
    taxInvoicedOn: '2026-11-01',
    invoiced: 500,
    dispatchedAt: '2026-11-01T05:00:00Z',
    collected: [{ date: '2026-11-12', amount: 500 }],
    paidInFullOn: '2026-11-12',
  }),
  // In dollars: its days count, its money does not.
  order('dollars', {
    currency: 'USD',
    taxInvoicedOn: '2026-11-03',
    invoiced: 900,
    outstanding: 400,
    dispatchedAt: '2026-11-01T05:00:00Z',
    collected: [{ date: '2026-11-20', amount: 500 }],
    paidInFullOn: '2026-11-20',
  }),
  // A proforma only, its advance paid: collected, not invoiced.
  order('advance-only', {
    stage: 'In production',
    invoiced: 4000,
    outstanding: 2000,
    collected: [{ date: '2026-11-15', amount: 2000 }],
  }),
  // Before the report's months: left out.
  order('old', {
    taxInvoicedOn: '2026-08-30',
    invoiced: 7000,
    outstanding: 7000,
    collected: [{ date: '2026-08-30', amount: 1 }],
  }),
];

const report = reportOf({ rows, months: MONTHS, requests: () => 0, categoryOf: new Map(), labels: new Map() });
const money = (month: string) => {
  const { invoiced, collected, outstanding, medianDaysToPaidInFull } = report.months.find((line) => line.key === month)!;
  return { invoiced, collected, outstanding, medianDaysToPaidInFull };
};

describe("the report's money per month", () => {
  it.each([
    ['2026-09', { invoiced: 0, collected: 5900.25, outstanding: 0, medianDaysToPaidInFull: null }],
    ['2026-10', { invoiced: 13_800.5, collected: 1000, outstanding: 1000, medianDaysToPaidInFull: null }],
    // Paid in full in November: 35 days (1 October to 5 November), 0 (before dispatch), 11, and 19 for the dollars.
    ['2026-11', { invoiced: 3500, collected: 11_400.25, outstanding: 0, medianDaysToPaidInFull: 15 }],
  ])('%s', (month, expected) => {
    expect(money(month)).toEqual(expected);
  });

  it('writes the money after the month’s other columns in the CSV, and none for a category', () => {
    const lines = reportCsv(report)
      .replace(/^\ufeff/, '')
      .split('\r\n');
    expect(lines[0]).toMatch(
      /,Median days to dispatch,Invoiced \(INR\),Collected \(INR\),Outstanding of the month's invoices \(INR\),Median days from dispatch to paid in full$/,
    );
    expect(lines[2]).toMatch(/,13800\.5,1000,1000,$/);
    expect(lines[3]).toMatch(/,3500,11400\.25,0,15$/);
  });
});
