/**
 * The identifiers an Indian invoice and payment carry, checked as their issuers define them: GSTIN, PAN,
 * IFSC, UPI ID and HSN code. Each check takes the value as stored, upper-case where the identifier is
 * (the schemas in src/lib/schemas/billing.ts trim and upper-case what a person typed first).
 */
import { findState } from './states.ts';

/** The 36 characters a GSTIN is written in, each worth its place here in the checksum. */
const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The 15th character of a GSTIN, from its first 14 (GSTN's mod-36 checksum): each character's value is
 * multiplied by 1 and 2 in turn, the product's base-36 digits are added, and the check character brings
 * the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  if (!/^[0-9A-Z]{14}$/.test(first14)) throw new RangeError(`Not the first 14 characters of a GSTIN: ${first14}`);
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARACTERS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS[(36 - (sum % 36)) % 36];
}

/**
 * State code, PAN (five letters, four digits, a letter), the registration's number in that state (1-9, then
 * A-Z), 'Z', the check character.
 */
const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** A registered taxpayer's GSTIN: its form, a state code in use and the right check character. */
export function isValidGstin(value: string): boolean {
  return GSTIN.test(value) && findState(gstinStateCode(value)) !== null && gstinCheckCharacter(value.slice(0, 14)) === value[14];
}

/** The state a GSTIN is registered in: its first two digits ('07'). */
export const gstinStateCode = (gstin: string): string => gstin.slice(0, 2);

/** The PAN inside a GSTIN (its characters 3 to 12). */
export const gstinPan = (gstin: string): string => gstin.slice(2, 12);

/** A PAN: five letters, four digits, a letter. */
export const isValidPan = (value: string): boolean => /^[A-Z]{5}\d{4}[A-Z]$/.test(value);

/** An IFSC: the bank's four letters, a zero kept for later use, the branch's six letters or digits. */
export const isValidIfsc = (value: string): boolean => /^[A-Z]{4}0[A-Z0-9]{6}$/.test(value);

/** A UPI ID (virtual payment address), name@bank, as NPCI allows its characters. */
export const isValidUpiId = (value: string): boolean => /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/.test(value);

/**
 * An HSN code. Goods are classified by chapter and heading (4 digits), sub-heading (6) or India's tariff
 * item (8); invoices print 4 or 6 by turnover, and any other length names no level of the list.
 */
export const isValidHsn = (value: string): boolean => /^(\d{4}|\d{6}|\d{8})$/.test(value);
