/**
 * Quotation numbers: 'Q-2026-0001', unique and without gaps in a year even when several staff create one at
 * the same moment (the shared mechanism of store/sequence.ts). A quotation is stored before it asks for its
 * number, and asking again for the same quotation answers the number it has.
 */
import { quotationNumber } from '../../quotation.ts';
import { type Series, holderOf, takeNumber } from '../store/sequence.ts';

const quotationSeries = (year: number): Series => ({
  keys: `quotation-numbers/${year}`,
  given: 'quotation-numbers/given',
  format: (sequence) => quotationNumber(year, sequence),
});

/** The next number of `year` for the stored quotation `quotationId` ('Q-2026-0007'); the one it has, if it has one. */
export const allocateQuotationNumber = (year: number, quotationId: string): Promise<string> =>
  takeNumber(quotationSeries(year), quotationId);

/** Which quotation holds a number, if any (to repair a quotation whose own record missed its number). */
export const holderOfNumber = (year: number, sequence: number): Promise<string | null> =>
  holderOf(quotationSeries(year), sequence);
