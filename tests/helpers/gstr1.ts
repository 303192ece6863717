/**
 * What the GSTR-1 tests share: a register entry's fields that no table turns on (a tax invoice issued within
 * Delhi to an unregistered buyer, each test saying what its case changes), and the CSVs the offline tool's
 * templates name, in the order GSTR-1's tables come.
 */
import type { ReturnEntry } from '../../src/lib/server/returns/entries.ts';

/** A tax invoice within Delhi to an unregistered buyer, without its amounts: each test gives its own. */
export const ENTRY_DEFAULTS = {
  kind: 'tax',
  date: '2026-11-05',
  quotationId: 'q',
  quotationNumber: 'Q-1',
  currency: 'INR',
  status: 'issued',
  buyer: 'Buyer',
  gstin: '',
  placeCode: '07',
  placeName: 'Delhi',
  supply: 'intra',
} as const satisfies Partial<ReturnEntry>;

/** The offline tool's CSV files of GSTR-1, one per table. */
export const GSTR1_CSV_FILES = [
  'b2b.csv',
  'b2cl.csv',
  'b2cs.csv',
  'exp.csv',
  'cdnr.csv',
  'cdnur.csv',
  'hsn(b2b).csv',
  'hsn(b2c).csv',
  'docs.csv',
];
