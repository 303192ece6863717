/** The notified GST rates (src/lib/gst/rates.ts) and the HSN digits a turnover asks for. */
import { describe, expect, it } from 'vitest';
import { GST_RATES, hsnDigitsFor, isGstRate } from '../../src/lib/gst/rates.ts';

describe('the notified GST rates', () => {
  it('are the ten the schedules name, written out here rather than read from the code', () => {
    expect([...GST_RATES]).toEqual([0, 0.1, 0.25, 1.5, 3, 5, 12, 18, 28, 40]);
  });

  it.each([0, 0.1, 0.25, 1.5, 3, 5, 12, 18, 28, 40])('takes %d%%', (rate) => {
    expect(isGstRate(rate)).toBe(true);
  });

  it.each([7, 18.5, 0.125, -18, 100, Number.NaN, 0.2])('refuses %d%%', (rate) => {
    expect(isGstRate(rate)).toBe(false);
  });
});

describe('HSN digits by turnover', () => {
  it('are 4 up to ₹5 crore (and when not said), 6 above it', () => {
    expect(hsnDigitsFor()).toBe(4);
    expect(hsnDigitsFor('up-to-5-crore')).toBe(4);
    expect(hsnDigitsFor('up-to-10-crore')).toBe(6);
    expect(hsnDigitsFor('above-10-crore')).toBe(6);
  });
});
