/** The billing schemas (src/lib/schemas/billing.ts): what they tidy, and that each refusal names its field. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  bankSchema,
  billingDetailsSchema,
  companyTaxSchema,
  gstRateField,
  hsnField,
  upiSchema,
} from '../../src/lib/schemas/billing.ts';
import { fieldErrors } from '../../src/lib/schemas/parts.ts';
import { COMPANY } from '../helpers/company-details.ts';

/** The company's tax details as saved once a signature image is uploaded. */
const TAX = { ...COMPANY.tax, signatory: { ...COMPANY.tax.signatory, imageId: 'sig-1' } };
const { bank: BANK, upi: UPI } = COMPANY;
const BUYER = {
  legalName: 'Patil Garments',
  gstin: '27AAPFU0939F1ZV',
  address: '12 MIDC, Pune',
  state: 'Maharashtra',
  country: 'India',
};

/** The refusal's message kept for `field`, as forms and the API's `errors` show it. */
function refusal(schema: v.GenericSchema, input: unknown, field: string): string | undefined {
  const result = v.safeParse(schema, input);
  expect(result.success, 'expected the input to be refused').toBe(false);
  return fieldErrors(result.issues!)[field];
}

describe('the company tax schema', () => {
  it('takes the details, upper-casing and trimming the GSTIN and PAN', () => {
    const parsed = v.parse(companyTaxSchema, { ...TAX, gstin: ' 07aaacl1234c1z7 ', pan: 'aaacl1234c' });
    // Up to ₹5 crore of turnover when not said: HSN codes of 4 digits.
    expect(parsed).toEqual({ ...TAX, turnover: 'up-to-5-crore' });
  });

  it('asks for half in advance when not told, and needs no PAN, LUT or signature image', () => {
    const { advancePercent: _a, pan: _p, lut: _l, ...rest } = TAX;
    expect(v.parse(companyTaxSchema, { ...rest, signatory: { name: 'Asha Verma' } })).toEqual({
      ...rest,
      pan: '',
      advancePercent: 50,
      signatory: { name: 'Asha Verma', imageId: '' },
      turnover: 'up-to-5-crore',
    });
  });

  it.each([
    ['legalName', { legalName: ' ' }, 'Legal name is required'],
    ['gstin', { gstin: undefined }, 'GSTIN is required'],
    ['gstin', { gstin: '07AAACL1234C1Z3' }, 'GSTIN is not valid: check its 15 characters'],
    ['pan', { pan: 'AAACL1234' }, 'PAN must look like ABCDE1234F'],
    ['pan', { pan: 'AAPFU0939F' }, 'PAN must be the one inside the GSTIN'],
    ['lut', { lut: { reference: 'AD070426001234X', financialYear: '2026-28' } }, 'LUT financial year must look like 2026-27'],
    ['lut', { lut: { reference: '', financialYear: '2026-27' } }, 'LUT reference is required'],
    ['lut', { lut: 'yes' }, 'LUT must have a reference and a financial year'],
    ['advancePercent', { advancePercent: 33.5 }, 'Advance must be a whole percentage'],
    ['advancePercent', { advancePercent: 101 }, 'Advance must be at most 100%'],
    ['advancePercent', { advancePercent: -1 }, 'Advance cannot be negative'],
    ['signatory', { signatory: undefined }, 'Signatory is required'],
    ['signatory', { signatory: { imageId: 'sig-1' } }, 'Signatory name is required'],
  ])('refuses a wrong %s: %j', (field, change, message) => {
    expect(refusal(companyTaxSchema, { ...TAX, ...change }, field)).toBe(message);
  });
});

describe('the bank and UPI schemas', () => {
  it('take the details, the IFSC in capitals', () => {
    expect(v.parse(bankSchema, { ...BANK, ifsc: 'hdfc0001234 ', account: ' 50200012345678' })).toEqual(BANK);
    expect(v.parse(upiSchema, { ...UPI, id: ' labelsandtags@okhdfcbank ' })).toEqual(UPI);
  });

  it.each([
    ['holder', { holder: '' }, 'Account holder is required'],
    ['account', { account: '12345' }, 'Account number must be 6 to 18 digits'],
    ['account', { account: '1234567890123456789' }, 'Account number must be 6 to 18 digits'],
    ['account', { account: '5020 0012 3456' }, 'Account number must be 6 to 18 digits'],
    ['ifsc', { ifsc: 'HDFC1001234' }, 'IFSC must look like HDFC0001234'],
    ['ifsc', { ifsc: undefined }, 'IFSC is required'],
    ['bank', { bank: '' }, 'Bank name is required'],
    ['branch', { branch: undefined }, 'Branch is required'],
  ])('the bank schema refuses a wrong %s: %j', (field, change, message) => {
    expect(refusal(bankSchema, { ...BANK, ...change }, field)).toBe(message);
  });

  it.each([
    ['id', { id: 'labelsandtags' }, 'UPI ID must look like name@bank'],
    ['id', { id: '' }, 'UPI ID is required'],
    ['payee', { payee: ' ' }, 'Payee name is required'],
  ])('the UPI schema refuses a wrong %s: %j', (field, change, message) => {
    expect(refusal(upiSchema, { ...UPI, ...change }, field)).toBe(message);
  });
});

describe('the HSN code and GST rate fields', () => {
  it.each([
    [hsnField, ' 5807 ', '5807'],
    [gstRateField, 0.25, 0.25],
    [gstRateField, 0, 0],
    [gstRateField, 28, 28],
  ])('take %#: %j', (schema, input, output) => {
    expect(v.parse(schema as v.GenericSchema, input)).toBe(output);
  });

  it.each([
    [hsnField, '58071', 'HSN code must be 4, 6 or 8 digits'],
    [hsnField, '', 'HSN code is required'],
    [gstRateField, '18', 'GST rate must be a number'],
    [gstRateField, -5, 'GST rate cannot be negative'],
    [gstRateField, 101, 'GST rate must be at most 100%'],
    [gstRateField, 0.125, 'GST rate must be a GST rate: 0, 0.1, 0.25, 1.5, 3, 5, 12, 18, 28 or 40 (%)'],
    [gstRateField, 7, 'GST rate must be a GST rate: 0, 0.1, 0.25, 1.5, 3, 5, 12, 18, 28 or 40 (%)'],
  ])('refuse %#: %j', (schema, input, message) => {
    const result = v.safeParse(schema as v.GenericSchema, input);
    expect(result.issues?.[0].message).toBe(message);
  });
});

describe("the buyer's billing details", () => {
  it('takes a buyer in India, the state by its code stored under its name and the country as India', () => {
    expect(
      v.parse(billingDetailsSchema, { ...BUYER, gstin: '27aapfu0939f1zv', state: '27', country: 'IN', poNumber: 'PO-77' }),
    ).toEqual({
      ...BUYER,
      shippingAddress: '',
      poNumber: 'PO-77',
    });
  });

  it.each([
    ['another state', { state: 'Delhi' }],
    ['a state by another code', { state: '07' }],
    ['a country abroad', { country: 'United States', state: '' }],
    ['a state that is none', { state: 'Atlantis' }],
  ])('takes a GSTIN as a buyer in its own state of India, whatever came with it: %s', (_case, typed) => {
    expect(v.parse(billingDetailsSchema, { ...BUYER, ...typed })).toMatchObject({ country: 'India', state: 'Maharashtra' });
  });

  it.each(['Bharat', 'bharat', 'IND', 'in', 'भारत'])('reads %s as India', (country) => {
    expect(v.parse(billingDetailsSchema, { ...BUYER, gstin: '', country })).toMatchObject({ country: 'India' });
  });

  it('stores a country abroad under the list’s name', () => {
    expect(v.parse(billingDetailsSchema, { ...BUYER, gstin: '', state: '', country: 'usa' })).toMatchObject({
      country: 'United States',
    });
  });

  it('takes a buyer without a GSTIN, India when no country is given', () => {
    const { gstin: _g, country: _c, ...rest } = BUYER;
    expect(v.parse(billingDetailsSchema, { ...rest, state: ' maharashtra' })).toMatchObject({
      gstin: '',
      country: 'India',
      state: 'Maharashtra',
    });
  });

  it('takes a buyer abroad, their state left as given and unchecked', () => {
    const abroad = { legalName: 'Acme GmbH', address: 'Hauptstraße 1, Berlin', state: 'Berlin', country: 'Germany' };
    expect(v.parse(billingDetailsSchema, abroad)).toEqual({ ...abroad, gstin: '', shippingAddress: '', poNumber: '' });
  });

  it.each([
    ['legalName', { legalName: '' }, 'Legal name is required'],
    ['address', { address: undefined }, 'Billing address is required'],
    ['gstin', { gstin: '27AAPFU0939F1ZW' }, 'GSTIN is not valid: check its 15 characters'],
    ['state', { gstin: '', state: '' }, 'State is required for an address in India'],
    ['state', { gstin: '', state: '99' }, 'State must be an Indian state or its two-digit code'],
    ['state', { gstin: '', state: 'Atlantis' }, 'State must be an Indian state or its two-digit code'],
    ['country', { country: ' ' }, 'Country is required'],
    ['country', { country: 'Narnia' }, 'Country must be one from the list'],
    ['poNumber', { poNumber: 'x'.repeat(51) }, 'PO number must be at most 50 characters'],
  ])('refuses a wrong %s: %j', (field, change, message) => {
    expect(refusal(billingDetailsSchema, { ...BUYER, ...change }, field)).toBe(message);
  });

  it('says every wrong field at once, the state among them, when another field is wrong too', () => {
    const result = v.safeParse(billingDetailsSchema, { ...BUYER, gstin: '', legalName: '', state: 'Atlantis' });
    expect(fieldErrors(result.issues!)).toEqual({
      legalName: 'Legal name is required',
      state: 'State must be an Indian state or its two-digit code',
    });
  });
});
