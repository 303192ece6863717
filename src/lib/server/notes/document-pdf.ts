/** The PDF answer of a record of the invoices' store, whichever it is: an invoice's or a credit or debit note's. */
import { pdfResponse } from '../files/download.ts';
import { invoicePdf, invoicePdfName } from '../invoices/invoice-pdf.ts';
import { notePdf, notePdfName } from './note-pdf.ts';
import type { readDocument } from './note-views.ts';

export const documentPdf = async (document: Awaited<ReturnType<typeof readDocument>>): Promise<Response> =>
  document.note
    ? pdfResponse({ bytes: await notePdf(document.note), filename: notePdfName(document.note) })
    : pdfResponse({ bytes: await invoicePdf(document.invoice), filename: invoicePdfName(document.invoice) });
