import { describe, expect, it } from 'vitest';
import { periodDue, periodLabel, periodMonths, periodOfMonth, periodsOfYear } from '../../src/lib/gst/periods.ts';

describe('GSTR-1 periods', () => {
  it.each([
    ['112026', 'monthly', ['2026-11'], 'November 2026', '2026-12-11'],
    ['122026', 'quarterly', ['2026-10', '2026-11', '2026-12'], 'October–December 2026', '2027-01-13'],
    ['032027', 'quarterly', ['2027-01', '2027-02', '2027-03'], 'January–March 2027', '2027-04-13'],
    ['122026', 'monthly', ['2026-12'], 'December 2026', '2027-01-11'],
  ] as const)('%s filed %s covers %j', (period, filing, months, label, due) => {
    expect(periodMonths(period, filing)).toEqual(months);
    expect(periodLabel(period, filing)).toBe(label);
    expect(periodDue(period, filing)).toBe(due);
  });

  it('a quarterly filer has no November period', () => {
    expect(periodMonths('112026', 'quarterly')).toBeNull();
  });

  it.each([
    ['2026-11', 'monthly', '112026'],
    ['2026-11', 'quarterly', '122026'],
    ['2026-12', 'quarterly', '122026'],
    ['2027-01', 'quarterly', '032027'],
    ['2026-04', 'quarterly', '062026'],
  ] as const)('%s is returned, filed %s, in %s', (month, filing, period) => {
    expect(periodOfMonth(month, filing)).toBe(period);
  });

  it('a year has twelve months or four quarters, April first', () => {
    expect(periodsOfYear('2026-27', 'monthly')).toHaveLength(12);
    expect(periodsOfYear('2026-27', 'monthly')[0]).toBe('042026');
    expect(periodsOfYear('2026-27', 'quarterly')).toEqual(['062026', '092026', '122026', '032027']);
  });
});
