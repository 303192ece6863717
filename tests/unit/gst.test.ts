/** GST's identifiers, states, financial year, document numbers and UPI link (src/lib/gst/). Taxes: gst-tax.test.ts. */
import { describe, expect, it } from 'vitest';
import { documentNumber, financialYear } from '../../src/lib/gst/financial-year.ts';
import {
  gstinCheckCharacter,
  gstinPan,
  gstinStateCode,
  isValidGstin,
  isValidHsn,
  isValidIfsc,
  isValidPan,
  isValidUpiId,
} from '../../src/lib/gst/identifiers.ts';
import { INDIAN_STATES, findState, isIndia } from '../../src/lib/gst/states.ts';
import { upiLink } from '../../src/lib/gst/upi.ts';

describe('GSTIN', () => {
  it.each([
    // Published GSTINs whose check character the algorithm reproduces.
    ['27AAPFU0939F1ZV', 'V'],
    ['29AAGCB7383J1Z4', '4'],
    ['27AAACR5055K1Z7', '7'],
    // Made here: Delhi and Uttar Pradesh registrations of one PAN.
    ['07AAACH7409R1Z3', '3'],
    ['09AAACH7409R1ZZ', 'Z'],
  ])('%s is valid, its check character %s', (gstin, check) => {
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(check);
    expect(isValidGstin(gstin)).toBe(true);
  });

  it.each([
    ['a wrong check character', '27AAPFU0939F1ZW'],
    ['a check character off by one place', '27AAPFU0939F1ZU'],
    ['two characters swapped', '27AAPFU0939F1VZ'],
    ['a state code no state has, even with its right check character', '99AAPFU0939F1ZK'],
    ['a retired state code (Daman and Diu, now 26)', `25AAPFU0939F1Z${gstinCheckCharacter('25AAPFU0939F1Z')}`],
    ['no Z in the 14th place', '27AAPFU0939F1AA'],
    ['0 as the registration number', '27AAPFU0939F0ZW'],
    ['14 characters', '27AAPFU0939F1Z'],
    ['16 characters', '27AAPFU0939F1ZVV'],
    ['lower case', '27aapfu0939f1zv'],
    ['spaces around', ' 27AAPFU0939F1ZV '],
    ['nothing', ''],
  ])('is refused with %s', (_why, gstin) => {
    expect(isValidGstin(gstin)).toBe(false);
  });

  it('reads the state code and the PAN inside', () => {
    expect(gstinStateCode('07AAACH7409R1Z3')).toBe('07');
    expect(gstinPan('07AAACH7409R1Z3')).toBe('AAACH7409R');
  });

  it('computes a check character only from 14 capitals and digits', () => {
    expect(() => gstinCheckCharacter('27AAPFU0939F1')).toThrow(RangeError);
    expect(() => gstinCheckCharacter('27aapfu0939f1z')).toThrow(RangeError);
  });
});

describe('PAN, IFSC, UPI ID and HSN code', () => {
  it.each([
    ['PAN', isValidPan, 'AAPFU0939F', true],
    ['PAN', isValidPan, 'AAPF0939F', false],
    ['PAN', isValidPan, 'aapfu0939f', false],
    ['PAN', isValidPan, 'AAPFU0939FF', false],
    ['IFSC', isValidIfsc, 'HDFC0001234', true],
    ['IFSC', isValidIfsc, 'SBIN0ABC123', true],
    ['IFSC', isValidIfsc, 'HDFC1001234', false],
    ['IFSC', isValidIfsc, 'HDF0001234', false],
    ['IFSC', isValidIfsc, 'hdfc0001234', false],
    ['UPI ID', isValidUpiId, 'labels.co@okhdfcbank', true],
    ['UPI ID', isValidUpiId, 'a.b-c_d9@ybl', true],
    ['UPI ID', isValidUpiId, 'a@ybl', false],
    ['UPI ID', isValidUpiId, 'name@1bank', false],
    ['UPI ID', isValidUpiId, 'name', false],
    ['UPI ID', isValidUpiId, 'name@bank@ybl', false],
    ['UPI ID', isValidUpiId, 'my name@ybl', false],
    ['HSN', isValidHsn, '5807', true],
    ['HSN', isValidHsn, '482110', true],
    ['HSN', isValidHsn, '48211010', true],
    ['HSN', isValidHsn, '58', false],
    ['HSN', isValidHsn, '58071', false],
    ['HSN', isValidHsn, '5807101', false],
    ['HSN', isValidHsn, '580710101', false],
    ['HSN', isValidHsn, '58O7', false],
  ] as const)('%s: %j is valid: %s', (_kind, check, value, valid) => {
    expect(check(value)).toBe(valid);
  });
});

describe('Indian states', () => {
  it.each([
    ['7', '07', 'Delhi'],
    ['07', '07', 'Delhi'],
    [' delhi ', '07', 'Delhi'],
    ['New Delhi', '07', 'Delhi'],
    ['TAMIL  NADU', '33', 'Tamil Nadu'],
    ['Jammu & Kashmir', '01', 'Jammu and Kashmir'],
    ['maharashtra', '27', 'Maharashtra'],
    ['Orissa', '21', 'Odisha'],
    ['37', '37', 'Andhra Pradesh'],
    ['38', '38', 'Ladakh'],
    ['26', '26', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['97', '97', 'Other Territory'],
  ])('finds %j as %s %s', (input, code, name) => {
    expect(findState(input)).toEqual({ code, name });
  });

  it.each(['99', '25', '28', '0', '100', 'Atlantis', 'California', ''])('finds no state for %j', (input) => {
    expect(findState(input)).toBeNull();
  });

  it('lists each code once, two digits each, 01 to 38 without the retired 25 and 28, and 97', () => {
    const codes = INDIAN_STATES.map((state) => state.code);
    expect(new Set(codes).size).toBe(codes.length);
    const expected = Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, '0')).filter(
      (code) => code !== '25' && code !== '28',
    );
    expect(codes).toEqual([...expected, '97']);
  });

  it.each([
    ['India', true],
    [' india ', true],
    ['IN', true],
    ['ind', true],
    ['Indonesia', false],
    ['US', false],
    ['', false],
  ])('%j is India: %s', (country, india) => {
    expect(isIndia(country)).toBe(india);
  });
});

describe('financial year', () => {
  it.each([
    ['2027-03-31T18:29:59.999Z', 2026, '2026-27'], // 31 March, 23:59:59.999 in New Delhi
    ['2027-03-31T23:59:59+05:30', 2026, '2026-27'],
    ['2027-03-31T18:30:00Z', 2027, '2027-28'], // 1 April, 00:00 in New Delhi
    ['2027-04-01T00:00:00+05:30', 2027, '2027-28'],
    ['2027-01-01T00:00:00+05:30', 2026, '2026-27'],
    ['2099-06-15T12:00:00Z', 2099, '2099-00'],
  ])('%s is in %i, labelled %s', (at, start, label) => {
    expect(financialYear(new Date(at))).toEqual({ start, label });
  });
});

describe('document numbers', () => {
  const year = { label: '2026-27' };

  it.each([
    ['tax', 1, 'INV/2026-27/0001'],
    ['tax', 9999, 'INV/2026-27/9999'],
    ['tax', 10000, 'INV/26-27/10000'],
    ['tax', 999_999, 'INV/26-27/999999'],
    ['proforma', 1, 'PI/2026-27/0001'],
    ['proforma', 10000, 'PI/26-27/10000'],
    ['proforma', 9_999_999, 'PI/26-27/9999999'],
  ] as const)('the %s series numbers document %i %s, within rule 46', (series, sequence, number) => {
    const written = documentNumber(series, year, sequence);
    expect(written).toBe(number);
    expect(written).toMatch(/^[A-Za-z0-9/-]{1,16}$/);
  });

  it.each([
    ['tax', 1_000_000],
    ['proforma', 10_000_000],
    ['tax', 0],
    ['tax', 1.5],
  ] as const)('the %s series refuses place %d', (series, sequence) => {
    expect(() => documentNumber(series, year, sequence)).toThrow(RangeError);
  });

  it('refuses a year that is not a financial year label', () => {
    expect(() => documentNumber('tax', { label: '2026' }, 1)).toThrow(RangeError);
  });
});

describe('UPI link', () => {
  it('encodes the payee and the note, keeps the UPI ID, writes rupees with two decimals', () => {
    expect(upiLink({ id: 'labels.co@okhdfcbank', payee: 'Sharma & Sons Labels', amount: 123450, note: 'PI/2026-27/0001' })).toBe(
      'upi://pay?pa=labels.co@okhdfcbank&pn=Sharma%20%26%20Sons%20Labels&am=1234.50&cu=INR&tn=PI%2F2026-27%2F0001',
    );
  });

  it.each([
    [5, '0.05'],
    [100, '1.00'],
    [100_000_000, '1000000.00'],
  ])('writes %i paise as %s', (paise, rupees) => {
    expect(upiLink({ id: 'a1@ybl', payee: 'A', amount: paise, note: 'x' })).toContain(`&am=${rupees}&`);
  });

  it('refuses an amount that is not whole paise', () => {
    expect(() => upiLink({ id: 'a1@ybl', payee: 'A', amount: -1, note: 'x' })).toThrow(RangeError);
    expect(() => upiLink({ id: 'a1@ybl', payee: 'A', amount: 12.5, note: 'x' })).toThrow(RangeError);
  });
});
