import { INDIA, findCountry } from './countries.ts';
import { byCodeAndName, nameKey } from './named-codes.ts';

/**
 * India's states and union territories by their GST state codes: the two digits a GSTIN starts with and the
 * code a tax invoice prints beside the place of supply. Client-safe: the buyer's page and the admin use it.
 */

export interface IndianState {
  /** Two digits: '07'. */
  code: string;
  name: string;
}

/**
 * The codes in use today. Two retired codes are left out, so a new address or GSTIN cannot take them:
 * 25 (Daman and Diu, merged into 26 in 2020) and 28 (Andhra Pradesh before its division; today's is 37).
 */
export const INDIAN_STATES: readonly IndianState[] = Object.freeze(
  (
    [
      ['01', 'Jammu and Kashmir'],
      ['02', 'Himachal Pradesh'],
      ['03', 'Punjab'],
      ['04', 'Chandigarh'],
      ['05', 'Uttarakhand'],
      ['06', 'Haryana'],
      ['07', 'Delhi'],
      ['08', 'Rajasthan'],
      ['09', 'Uttar Pradesh'],
      ['10', 'Bihar'],
      ['11', 'Sikkim'],
      ['12', 'Arunachal Pradesh'],
      ['13', 'Nagaland'],
      ['14', 'Manipur'],
      ['15', 'Mizoram'],
      ['16', 'Tripura'],
      ['17', 'Meghalaya'],
      ['18', 'Assam'],
      ['19', 'West Bengal'],
      ['20', 'Jharkhand'],
      ['21', 'Odisha'],
      ['22', 'Chhattisgarh'],
      ['23', 'Madhya Pradesh'],
      ['24', 'Gujarat'],
      ['26', 'Dadra and Nagar Haveli and Daman and Diu'],
      ['27', 'Maharashtra'],
      ['29', 'Karnataka'],
      ['30', 'Goa'],
      ['31', 'Lakshadweep'],
      ['32', 'Kerala'],
      ['33', 'Tamil Nadu'],
      ['34', 'Puducherry'],
      ['35', 'Andaman and Nicobar Islands'],
      ['36', 'Telangana'],
      ['37', 'Andhra Pradesh'],
      ['38', 'Ladakh'],
      // Offshore areas beyond the states' waters: GSTN's own code for them.
      ['97', 'Other Territory'],
    ] as const
  ).map(([code, name]) => Object.freeze({ code, name })),
);

/** Names people still write for a state that was renamed or is called otherwise on an address. */
const OTHER_NAMES: Record<string, string> = {
  orissa: '21',
  pondicherry: '34',
  uttaranchal: '05',
  newdelhi: '07',
  nctofdelhi: '07',
  nationalcapitalterritoryofdelhi: '07',
  andamanandnicobar: '35',
  dadraandnagarhaveli: '26',
  damananddiu: '26',
};

// 'Jammu & Kashmir', 'jammu and  kashmir' and 'JAMMUANDKASHMIR' meet by name.
const { byCode: BY_CODE, byName: BY_NAME } = byCodeAndName(INDIAN_STATES, OTHER_NAMES, (code) => code);

/** A state by its two-digit code ('7' or '07') or its name, whatever the case and spacing; null when unknown. */
export function findState(input: string): IndianState | null {
  const text = input.trim();
  if (/^\d{1,2}$/.test(text)) return BY_CODE.get(text.padStart(2, '0')) ?? null;
  return BY_NAME.get(nameKey(text)) ?? null;
}

/** India however a form or an older record writes it: 'India', 'IN', 'IND', 'Bharat', any case (countries.ts). */
export function isIndia(country: string): boolean {
  return findCountry(country)?.code === INDIA.code;
}
