/**
 * Invoices as the API answers them: amounts from minor units (as stored) to the currency's units, for staff
 * (the whole invoice, a month's rows, the register and HSN summary, where notes are listed beside the invoices
 * and the summary's HSN rows are net of them, so may be negative). The buyer's page's are in ./customer-view.ts.
 */
import type { HsnLine, InvoiceAnswer, InvoiceRow, RegisterLine } from '../../api/invoices.ts';
import { invoicesApi } from '../../api/invoices.ts';
import { pathOf } from '../../api/define.ts';
import type { Invoice } from './invoice.ts';
import { type RegisterEntry, hsnLines, registerLines } from './register.ts';

const units = (minor: number) => minor / 100;

export function invoiceAnswer(invoice: Invoice): InvoiceAnswer {
  const { totals, lines, advance, bank: _bank, upi: _upi, irn: _irn, dateAdded: _dateAdded, signatory, ...rest } = invoice;
  return {
    ...rest,
    taxable: units(totals.taxable),
    cgst: units(totals.cgst),
    sgst: units(totals.sgst),
    igst: units(totals.igst),
    tax: units(totals.tax),
    roundOff: units(totals.roundOff),
    total: units(totals.total),
    lines: lines.map((line) => ({
      ...line,
      taxable: units(line.taxable),
      cgst: units(line.cgst),
      sgst: units(line.sgst),
      igst: units(line.igst),
    })),
    ...(advance !== undefined && { advance: units(advance) }),
    signatory: { name: signatory.name },
    pdf: pathOf(invoicesApi.pdf, { id: invoice._id }),
  };
}

export const invoiceRow = (entry: RegisterEntry): InvoiceRow => ({
  _id: entry._id,
  number: entry.number,
  kind: entry.kind,
  ...(entry.original && { original: entry.original }),
  ...(entry.billOfSupply && { billOfSupply: true as const }),
  date: entry.date,
  quotationId: entry.quotationId,
  quotationNumber: entry.quotationNumber,
  buyer: entry.buyer,
  gstin: entry.gstin,
  placeOfSupply: entry.placeName,
  stateCode: entry.placeCode,
  currency: entry.currency,
  taxable: units(entry.totals.taxable),
  tax: units(entry.totals.tax),
  total: units(entry.totals.total),
  status: entry.status,
  ...(entry.cancelReason !== undefined && { cancelReason: entry.cancelReason }),
});

export const registerAnswer = (entries: readonly RegisterEntry[]): RegisterLine[] =>
  registerLines(entries).map((line) => ({
    ...line,
    taxable: units(line.taxable),
    igst: units(line.igst),
    cgst: units(line.cgst),
    sgst: units(line.sgst),
    total: units(line.total),
  }));

export const hsnAnswer = (entries: readonly RegisterEntry[]): HsnLine[] =>
  hsnLines(entries).map((line) => ({
    hsn: line.hsn,
    description: line.description,
    unit: line.unit,
    quantity: line.quantity,
    ratePercent: line.ratePercent,
    currency: line.currency as HsnLine['currency'],
    taxable: units(line.taxable),
    igst: units(line.igst),
    cgst: units(line.cgst),
    sgst: units(line.sgst),
    tax: units(line.igst + line.cgst + line.sgst),
  }));
