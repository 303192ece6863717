/**
 * A tax invoice as the store keeps it, for the unit tests of what is made from one (notes, e-invoices): the
 * company's 7th tax invoice of 2026-27, issued in Delhi. A test hands in what it is about (the buyer, the supply
 * and its lines with their sums, worked out by hand beside it); the rest is the same for every such invoice.
 */
import type { Invoice } from '../../src/lib/server/invoices/invoice.ts';
import { gstin } from './gstin.ts';

export const SELLER_GSTIN = gstin('07AAACL1234C1Z');

/** What a test says of its invoice: whom it bills, how, and for what. */
export type InvoiceParts = Pick<Invoice, 'buyer' | 'supply' | 'placeOfSupply' | 'lines' | 'totals'> & Partial<Invoice>;

/** INV/2026-27/0007, issued on `date` by the company in Delhi (its address with a PIN, as the IRP asks). */
export function storedTaxInvoice(date: string, parts: InvoiceParts): Invoice {
  return {
    _id: 'inv1',
    dateAdded: `${date}T06:00:00.000Z`,
    number: 'INV/2026-27/0007',
    kind: 'tax',
    quotationId: 'q1',
    quotationNumber: 'Q-2026-0001',
    financialYear: '2026-27',
    date,
    currency: 'INR',
    supplier: {
      legalName: 'Labels Co',
      gstin: SELLER_GSTIN,
      pan: SELLER_GSTIN.slice(2, 12),
      address: 'Plot 42, Okhla, New Delhi 110020',
      stateCode: '07',
      state: 'Delhi',
    },
    amountInWords: '',
    poNumber: '',
    signatory: { name: 'Asha Verma' },
    status: 'issued',
    createdAt: `${date}T06:00:00.000Z`,
    createdBy: 'Asha',
    ...parts,
  };
}

/** A buyer in India as an invoice keeps them, with no PO number and no other shipping address. */
export const buyerInIndia = (legalName: string, gstin: string, address: string, stateCode: string, state: string) => ({
  legalName,
  gstin,
  address,
  stateCode,
  state,
  country: 'India',
  poNumber: '',
  shippingAddress: '',
});

/** An invoice line at 18%, its amounts in paise (a tax the line does not bear left out). */
export const lineAt18 = (
  [description, hsn, quantity, unit]: [string, string, number, string],
  { taxable, cgst = 0, sgst = 0, igst = 0 }: { taxable: number; cgst?: number; sgst?: number; igst?: number },
) => ({ description, hsn, quantity, unit, taxable, ratePercent: 18, cgst, sgst, igst });
