/**
 * How the product writes money, counts and dates (src/lib/format), worked out by hand: Indian grouping in
 * lakhs and crores, a refund's minus, foreign currencies in their buyers' grouping, and New Delhi's calendar
 * for an instant just before or after midnight there (IST is UTC + 5:30, so 18:30 UTC is midnight).
 */
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatDayLong,
  formatIndiaTime,
  formatMonth,
  formatTimeAgo,
  monthInIndia,
  todayInIndia,
} from '../../src/lib/format/dates.ts';
import {
  formatMinor,
  formatMoney,
  formatMoneyForBuyer,
  formatQuantity,
  formatReportRupees,
  formatRupees,
  formatWholeRupees,
} from '../../src/lib/format/money.ts';
import { MONEY_TEXTS } from '../../src/lib/messages/payments-screen.ts';
import { quotationYear } from '../../src/lib/quotation.ts';

describe.each([
  ['twelve lakh in rupees, Indian grouping', 1234567.89, 'INR', '₹12,34,567.89'],
  ['a crore', 10000000, 'INR', '₹1,00,00,000.00'],
  ['zero still shows its paise', 0, 'INR', '₹0.00'],
  ['a negative sum (a refund) keeps the sign before the rupee', -1500.5, 'INR', '-₹1,500.50'],
  ['paise rounded to two places', 0.005, 'INR', '₹0.01'],
  ['dollars in thousands, as US buyers group them', 1234567.89, 'USD', '$1,234,567.89'],
  ['euros as Ireland writes them', 1234.5, 'EUR', '€1,234.50'],
  ['pounds', 1234.5, 'GBP', '£1,234.50'],
] as const)('formatMoney: %s', (_, amount, currency, written) => {
  it(`writes ${amount} ${currency} as ${written}`, () => {
    expect(formatMoney(amount, currency)).toBe(written);
  });
});

describe.each([
  ['paise to rupees', 123456789, 'INR', '₹12,34,567.89'],
  ['five paise', 5, 'INR', '₹0.05'],
  ['a refund in paise', -250000, 'INR', '-₹2,500.00'],
  ['cents to dollars', 123456789, 'USD', '$1,234,567.89'],
] as const)('formatMinor: %s', (_, minor, currency, written) => {
  it(`writes ${minor} minor units of ${currency} as ${written}`, () => {
    expect(formatMinor(minor, currency)).toBe(written);
  });
});

describe.each([
  ['formatRupees: a catalogue price without paise', () => formatRupees(1300), '₹1,300'],
  ['formatRupees: paise only when there are some', () => formatRupees(100000.5), '₹1,00,000.5'],
  ['formatRupees: zero', () => formatRupees(0), '₹0'],
  ['formatWholeRupees: a dashboard card rounds to the rupee', () => formatWholeRupees(1234567.89), '₹12,34,568'],
  ['formatWholeRupees: money owed back', () => formatWholeRupees(-1500), '-₹1,500'],
  ['formatReportRupees: whole rupees lose their .00', () => formatReportRupees(120000), '₹1,20,000'],
  ['formatReportRupees: paise are kept', () => formatReportRupees(120000.5), '₹1,20,000.50'],
  [
    'formatMoneyForBuyer: My orders writes dollars in Indian grouping',
    () => formatMoneyForBuyer(1234567.89, 'USD'),
    '$12,34,567.89',
  ],
  ['formatMoneyForBuyer: rupees', () => formatMoneyForBuyer(0, 'INR'), '₹0.00'],
  ['formatQuantity: a lakh of labels', () => formatQuantity(100000), '1,00,000'],
  ['formatQuantity: a small count', () => formatQuantity(999), '999'],
  ['a refund in the payments table shows money going back', () => MONEY_TEXTS.refundAmount(formatMoney(500, 'INR')), '−₹500.00'],
])('%s', (_, write, written) => {
  it(`is ${written}`, () => {
    expect(write()).toBe(written);
  });
});

describe.each([
  ['one second before midnight in New Delhi is still 31 March', '2026-03-31T18:29:59Z', '2026-03-31'],
  ['midnight in New Delhi is already 1 April (a new financial year)', '2026-03-31T18:30:00Z', '2026-04-01'],
  ['an evening in London is the next morning in New Delhi', '2026-11-28T22:00:00Z', '2026-11-29'],
])('todayInIndia: %s', (_, instant, day) => {
  it(`is ${day}`, () => {
    expect(todayInIndia(new Date(instant))).toBe(day);
  });
});

describe.each([
  ['formatDay: a date is New Delhi day as given', () => formatDay('2026-12-25'), '25 Dec 2026'],
  ['formatDay: 00:30 IST falls on the next day', () => formatDay('2026-11-28T19:00:00Z'), '29 Nov 2026'],
  ['formatDay: 23:59 IST stays on its day', () => formatDay('2026-11-28T18:29:00Z'), '28 Nov 2026'],
  ['formatIndiaTime: just after midnight IST', () => formatIndiaTime('2026-11-28T19:00:00Z'), '29 Nov 2026, 12:30 am'],
  ['formatIndiaTime: an afternoon', () => formatIndiaTime('2026-12-25T09:34:00Z'), '25 Dec 2026, 3:04 pm'],
  ['formatDayLong: a due date in words', () => formatDayLong('2026-12-28'), '28 December 2026'],
  ['formatDayLong: New Year in New Delhi before London', () => formatDayLong('2026-12-31T18:30:00Z'), '1 January 2027'],
  ['formatDayLong: nothing for an unreadable date', () => formatDayLong('someday'), ''],
  ['formatMonth: a report row', () => formatMonth('2026-12'), 'Dec 2026'],
  ['monthInIndia: the last evening of November UTC is December', () => monthInIndia('2026-11-30T18:30:00Z'), '2026-12'],
  [
    'quotationYear: 1 January in New Delhi numbers in the new year',
    () => String(quotationYear(new Date('2026-12-31T18:30:00Z'))),
    '2027',
  ],
  ['formatDate: nothing for an unreadable date', () => formatDate('not a date'), ''],
  ['formatDateTime: nothing for an unreadable date', () => formatDateTime(''), ''],
])('%s', (_, write, written) => {
  it(`is ${JSON.stringify(written)}`, () => {
    expect(write()).toBe(written);
  });
});

describe('formatTimeAgo', () => {
  const now = Date.parse('2026-11-28T12:00:00Z');
  it.each([
    ['2026-11-28T11:59:30Z', 'just now'],
    ['2026-11-28T12:00:30Z', 'just now'],
    ['2026-11-28T11:55:00Z', '5 min ago'],
    ['2026-11-28T10:00:00Z', '2 h ago'],
    ['2026-11-27T12:00:00Z', 'yesterday'],
    ['2026-11-25T12:00:00Z', '3 days ago'],
    ['nonsense', ''],
  ])('%s reads as %j', (iso, words) => {
    expect(formatTimeAgo(iso, now)).toBe(words);
  });

  it('after a month gives the viewer’s local date', () => {
    expect(formatTimeAgo('2026-09-01T12:00:00Z', now)).toBe(formatDate('2026-09-01T12:00:00Z'));
    expect(formatDate('2026-09-01T12:00:00Z')).toMatch(/2026/);
  });
});
