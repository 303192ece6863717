/**
 * The month's register entries as GSTR-1 reads them: which table each document goes in, its value in rupees
 * (an export in a foreign currency at its shipping bill's exchange rate), and the portal's forms of a date and
 * a place. Pure: nothing here reads a store (tests/unit/gstr1.test.ts).
 */
import type { ShippingBill } from '../../api/returns.ts';
import { findState } from '../../gst/states.ts';
import type { Supply } from '../../gst/tax.ts';
import type { RegisterEntry } from '../invoices/register.ts';
import { rupeeRate } from '../rupee-value.ts';

export { paiseAt } from '../rupee-value.ts';

/**
 * A register entry of a tax invoice, or of a credit or debit note: a note names the invoice it corrects and
 * carries its amounts positive, as an invoice's.
 */
export type ReturnEntry = Omit<RegisterEntry, 'kind'> & {
  kind: RegisterEntry['kind'] | 'credit' | 'debit';
  original?: { _id: string; number: string; date: string };
  reason?: string;
};

export const isNote = (entry: Pick<ReturnEntry, 'kind'>) => entry.kind === 'credit' || entry.kind === 'debit';

/** An invoice's value above which an inter-state supply to an unregistered buyer is B2CL (from 1 August 2024), in paise. */
export const B2CL_LIMIT = 100_000_00;

/** The code GSTR-1 gives a place of supply outside India. */
export const ABROAD_CODE = '96';

/**
 * Within the state, to another or abroad: as the entry says, or for an entry written before it said so, as its
 * place of supply reads against the company's state.
 */
export function supplyOfEntry(entry: Pick<ReturnEntry, 'supply' | 'placeCode' | 'sez'>, companyStateCode: string): Supply {
  if (entry.supply) return entry.supply;
  if (entry.placeCode === ABROAD_CODE) return 'export';
  return entry.sez || entry.placeCode !== companyStateCode ? 'inter' : 'intra';
}

/** The GSTR-1 tables an invoice goes in (a note goes in its invoice's table's notes: cdnr, cdnur, or B2CS net). */
export type Gstr1Table = 'b2b' | 'b2cl' | 'b2cs' | 'exp' | 'nil';

/**
 * The table of a tax invoice: a registered buyer's (an SEZ unit's among them) B2B; an export EXP; an
 * inter-state supply to an unregistered buyer above ₹1,00,000 B2CL; the rest of the unregistered B2CS; a bill of
 * supply (every line nil-rated or exempt) table 8.
 */
export function tableOf(entry: ReturnEntry, companyStateCode: string): Gstr1Table {
  if (entry.billOfSupply) return 'nil';
  if (entry.gstin) return 'b2b';
  const supply = supplyOfEntry(entry, companyStateCode);
  if (supply === 'export') return 'exp';
  return supply === 'inter' && entry.totals.total > B2CL_LIMIT ? 'b2cl' : 'b2cs';
}

/**
 * Rupees to one unit of the entry's currency (src/lib/server/rupee-value.ts): 1 for rupees; an export's from its
 * shipping bill (a note's from its invoice's), the rate the return states; null while it is not known, and the
 * entry cannot be returned in rupees.
 */
export const rupeeFactor = (entry: ReturnEntry, bills: ReadonlyMap<string, ShippingBill>): number | null =>
  rupeeRate(entry.currency, { shippingBill: bills.get(entry.original?._id ?? entry._id) });

/** Paise as the rupees GSTR-1 takes: a number with at most two decimals. */
export const rupees = (paise: number) => Math.round(paise) / 100;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** '2026-11-05' as GSTR-1's JSON writes a date: '05-11-2026'. */
export const gstnDate = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

/** '2026-11-05' as the offline tool's CSV templates write it: '05-Nov-2026'. */
export const gstnCsvDate = (day: string) => `${day.slice(8, 10)}-${MONTHS[Number(day.slice(5, 7)) - 1]}-${day.slice(0, 4)}`;

/** A place of supply as the CSV templates write it: '07-Delhi', '96-Other Countries'. */
export function placeText(code: string): string {
  if (code === ABROAD_CODE) return `${ABROAD_CODE}-Other Countries`;
  const state = findState(code);
  return state ? `${state.code}-${state.name}` : code;
}

/** Rupee amounts added up without drifting: each in paise, then back. */
export const sumRupees = (values: number[]) => rupees(values.reduce((sum, value) => sum + Math.round(value * 100), 0));
