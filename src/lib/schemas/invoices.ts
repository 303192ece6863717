/**
 * Invoices' calls (src/lib/api/invoices.ts): issuing one, cancelling one, and the lists' and the accountant's
 * query strings; an invoice as its order lists it. The billing details' schema is the money side's (./billing.ts).
 */
import * as v from 'valibot';
import { INVOICE_MESSAGES } from '../messages/invoices.ts';
import { NOTE_MESSAGES } from '../messages/notes.ts';
import { todayInIndia } from '../format/dates.ts';
import { form, requiredText } from './parts.ts';
import { NOTE_KINDS, type NoteKind } from './notes.ts';

export const INVOICE_KINDS = ['proforma', 'tax'] as const;

const kind = v.picklist(INVOICE_KINDS, INVOICE_MESSAGES.invoiceKind);

/** Every document the invoices' series and register hold: the invoices, and the credit and debit notes on them. */
export const DOCUMENT_KINDS = [...INVOICE_KINDS, ...NOTE_KINDS] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const isNoteKind = (kind: DocumentKind): kind is NoteKind => (NOTE_KINDS as readonly string[]).includes(kind);

/** POST /api/quotations/{id}/invoices: which invoice to issue. */
export const invoiceIssueSchema = form({ kind });

/** POST /api/invoices/{id}/cancel: why, kept on the invoice and printed on it. */
export const invoiceCancelSchema = form({
  reason: requiredText(INVOICE_MESSAGES.cancelReasonRequired, 500, 'Reason'),
});

/** A month, New Delhi's (YYYY-MM); this month when left out or empty. */
const month = v.optional(
  v.pipe(
    v.string(INVOICE_MESSAGES.invoiceMonth),
    v.transform((value) => value || todayInIndia().slice(0, 7)),
    v.check((value) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value), INVOICE_MESSAGES.invoiceMonth),
  ),
  () => todayInIndia().slice(0, 7),
);

/** GET /api/invoices: the month's invoices and notes, of one kind or all. */
export const invoiceListQuery = v.object({
  kind: v.optional(v.union([v.literal(''), v.picklist(DOCUMENT_KINDS)], NOTE_MESSAGES.listKind), ''),
  month,
});

/** GET /api/invoices/register and /hsn-summary: the month's, as JSON or (`format=csv`) as a file. */
export const invoiceRegisterQuery = v.object({
  month,
  format: v.optional(v.picklist(['', 'json', 'csv'], INVOICE_MESSAGES.invoiceFormat), ''),
});

export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** An invoice (or a credit or debit note on one) as its order lists it; amounts in minor units (paise, cents). */
export interface InvoiceSummary {
  _id: string;
  /** 'PI/2026-27/0001', 'INV/2026-27/0001', 'CN/2026-27/0001'. */
  number: string;
  kind: DocumentKind;
  /** A note's: the tax invoice it corrects (its number). */
  original?: string;
  /** Its date, New Delhi's day (YYYY-MM-DD). */
  date: string;
  total: number;
  /** A proforma's advance asked for now. */
  advance?: number;
  /** A tax invoice's due date for the balance. */
  dueDate?: string;
  /** A tax invoice whose every line is nil-rated or exempt: a bill of supply (rule 49), named so wherever it is listed. */
  billOfSupply?: true;
  status: 'issued' | 'cancelled';
}
