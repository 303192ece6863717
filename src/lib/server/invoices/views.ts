/**
 * Invoices as the API answers them: amounts from minor units (as stored) to the currency's units, for staff
 * (the whole invoice, a month's rows, the register and HSN summary, where notes are listed beside the invoices
 * and the summary's HSN rows are net of them, so may be negative). The buyer's page's are in ./customer-view.ts.
 */
import type { HsnLine, InvoiceAnswer, InvoiceRow, RegisterLine } from '../../api/invoices.ts';
import { invoicesApi } from '../../api/invoices.ts';
import { pathOf } from '../../api/define.ts';
import type { TaxTotals, TaxedLine } from '../../gst/tax.ts';
import { inUnits } from '../../payments.ts';
import { type Invoice, documentHead } from './invoice.ts';
import { type RegisterEntry, hsnLines, registerLines } from './register.ts';

const units = inUnits;

/** A document's totals and lines from minor units (as stored) to the currency's units: an invoice's or a note's. */
export function amountsInUnits<Line extends TaxedLine>(totals: TaxTotals, lines: readonly Line[]) {
  return {
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
  };
}

export function invoiceAnswer(invoice: Invoice): InvoiceAnswer {
  const { totals, lines, advance, bank: _bank, upi: _upi, irn: _irn, dateAdded: _dateAdded, signatory, ...rest } = invoice;
  return {
    ...rest,
    ...amountsInUnits(totals, lines),
    ...(advance !== undefined && { advance: units(advance) }),
    signatory: { name: signatory.name },
    pdf: pathOf(invoicesApi.pdf, { id: invoice._id }),
  };
}

export const invoiceRow = (entry: RegisterEntry): InvoiceRow => ({
  ...documentHead(entry),
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
