/**
 * Invoices (docs/decisions.md 'Money'): the buyer's billing details, proforma and tax invoices issued for an
 * accepted order, cancelled but never edited, their PDFs, and the accountant's monthly register and HSN
 * summary. Amounts in answers are in the currency's units (rupees, not paise). The customer's two calls, by
 * their page's secret, are `customerInvoiceApi`.
 */
import { type QuotationBilling, billingDetailsSchema, supplySchema } from '../schemas/billing.ts';
import {
  type DocumentKind,
  type InvoiceKind,
  invoiceCancelSchema,
  invoiceIssueSchema,
  invoiceListQuery,
  invoiceRegisterQuery,
} from '../schemas/invoices.ts';
import type { QuotationCurrency } from '../quotation.ts';
import { type NoteIssue, noteIssueSchema } from '../schemas/notes.ts';
import type { Supply, TaxTotals, TaxedLine } from '../gst/tax.ts';
import type { CustomerQuotation } from './customer-quotation-reads.ts';
import { type Endpoint, type Saved, endpoint } from './define.ts';
import { CUSTOMER_QUOTATION_PATHS } from './paths.ts';
import type { QuotationAnswer } from './quotations.ts';
import { ADMIN_ONLY } from '../messages/admin-only.ts';

/** Taxable value and taxes, in the currency's units (the same sums the GST rules make in minor units). */
export type InvoiceAmounts = TaxTotals;

/** A line as invoiced: HSN ('' when the line had none), GST's unit, rate, taxable value and each tax, in units. */
export type InvoiceLine = TaxedLine;

/** Where the goods go: an Indian state (its GST code and name), or a country abroad (an export). */
export type PlaceOfSupply = { code: string; name: string } | { country: string };

/**
 * What an invoice says besides its amounts (rule 46's fields), the same in the store and in an answer: the
 * server's record adds how to pay and the signature as printed, the answer its totals in units and its PDF.
 */
export interface InvoiceHeader {
  /** 'PI/2026-27/0001', 'INV/2026-27/0001'; '' for the moment between a record and its number. */
  number: string;
  kind: InvoiceKind;
  quotationId: string;
  quotationNumber: string;
  /** The financial year it is numbered in ('2026-27'). */
  financialYear: string;
  /** Its date, New Delhi's day (YYYY-MM-DD). */
  date: string;
  currency: QuotationCurrency;
  supplier: { legalName: string; gstin: string; pan: string; address: string; stateCode: string; state: string };
  /** The buyer's billing details as they were at issue. */
  buyer: Omit<QuotationBilling, 'at' | 'by'>;
  /** Within the company's state, to another state, or abroad. */
  supply: Supply;
  placeOfSupply: PlaceOfSupply;
  /** A supply to an SEZ unit (set by staff): inter-state, with IGST paid or without it under the LUT. */
  sez?: 'with-igst' | 'without-igst';
  /** An export (or a supply to an SEZ unit) under the letter of undertaking: no IGST, and rule 46's endorsement printed. */
  lut?: { reference: string; financialYear: string; endorsement: string };
  lines: InvoiceLine[];
  /** A tax invoice whose every line is nil-rated or exempt: titled 'Bill of supply' (rule 49). */
  billOfSupply?: true;
  amountInWords: string;
  /** A proforma's advance asked for now, and its percentage. */
  advance?: number;
  advancePercent?: number;
  /** A tax invoice's due date for the balance (YYYY-MM-DD). */
  dueDate?: string;
  poNumber: string;
  status: 'issued' | 'cancelled';
  cancelledAt?: string;
  cancelledBy?: string;
  cancelReason?: string;
  createdAt: string;
  /** The staff member who issued it, or '' for the proforma made on acceptance. */
  createdBy: string;
}

/** An invoice as issued, amounts in units; its totals also at the top (`taxable` … `total`). */
export interface InvoiceAnswer extends InvoiceAmounts, InvoiceHeader {
  _id: string;
  signatory: { name: string };
  /** The staff PDF's address. */
  pdf: string;
}

/** What a month's list and the register both say of an invoice: its number, date, buyer and supply. */
interface InvoiceHeading {
  number: string;
  date: string;
  buyer: string;
  gstin: string;
  placeOfSupply: string;
  stateCode: string;
  currency: QuotationCurrency;
}

/** An invoice or a note in a month's list. */
export interface InvoiceRow extends InvoiceHeading {
  _id: string;
  kind: DocumentKind;
  /** A note's: the tax invoice it corrects. */
  original?: { _id: string; number: string; date: string };
  /** A tax invoice whose every line is nil-rated: a bill of supply (rule 49). */
  billOfSupply?: true;
  quotationId: string;
  quotationNumber: string;
  taxable: number;
  tax: number;
  total: number;
  status: 'issued' | 'cancelled';
  /** Why it was cancelled, as the Admin who cancelled it wrote. */
  cancelReason?: string;
}

/** One line of the register: a tax invoice or a note at one rate (the CSV's columns). */
export interface RegisterLine extends InvoiceHeading {
  taxable: number;
  ratePercent: number;
  igst: number;
  cgst: number;
  sgst: number;
  total: number;
  cancelled: boolean;
  /** 'Tax invoice', 'Bill of supply' when its every line is nil-rated or exempt, 'Credit note', 'Debit note'. */
  document: string;
  /** Why it was cancelled ('' while it stands). */
  cancelReason: string;
  /** A note's: the number of the tax invoice it corrects ('' for an invoice). */
  originalNumber: string;
}

/**
 * What a credit or debit note says besides its amounts (rule 53's fields), the same in the store and in an
 * answer: the supplier and recipient as the invoice named them, the invoice it corrects and the reason.
 */
export interface NoteHeader extends Pick<NoteIssue, 'kind' | 'reason'> {
  /** 'CN/2026-27/0001', 'DN/2026-27/0001'; '' for the moment between a record and its number. */
  number: string;
  /** The tax invoice corrected. */
  invoiceId: string;
  /** The invoice corrected, as rule 53 names it. */
  original: { _id: string; number: string; date: string };
  quotationId: string;
  quotationNumber: string;
  /** The note's own financial year, whose series numbers it. */
  financialYear: string;
  date: string;
  currency: QuotationCurrency;
  supplier: InvoiceHeader['supplier'];
  buyer: InvoiceHeader['buyer'];
  supply: Supply;
  placeOfSupply: PlaceOfSupply;
  sez?: InvoiceHeader['sez'];
  lut?: InvoiceHeader['lut'];
  amountInWords: string;
  status: 'issued';
  createdAt: string;
  createdBy: string;
}

/**
 * A credit or debit note as issued (rule 53), amounts in units and positive, each line corrected at the
 * invoice line's rate.
 */
export interface NoteAnswer extends InvoiceAmounts, NoteHeader {
  _id: string;
  /** Each invoice line corrected, by its place on the invoice (`index`). */
  lines: (InvoiceLine & { index: number })[];
  signatory: { name: string };
  /** The staff PDF's address. */
  pdf: string;
}

/** One line of the HSN summary: the month's standing tax invoices' lines of one HSN code, rate, unit and currency. */
export interface HsnLine {
  hsn: string;
  description: string;
  unit: string;
  quantity: number;
  ratePercent: number;
  currency: QuotationCurrency;
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
  tax: number;
}

/** What `GET /api/invoices/{id}` answered: a note (its kind says so) or an invoice. */
export const isNoteAnswer = (answer: InvoiceAnswer | NoteAnswer): answer is NoteAnswer =>
  answer.kind === 'credit' || answer.kind === 'debit';

export const invoicesApi = {
  /** `{ kind: 'proforma' | 'tax' }` for an accepted order with billing details and the company's tax details; 201. */
  issue: endpoint<Saved<InvoiceAnswer>>()({
    method: 'POST',
    path: '/api/quotations/:id/invoices',
    access: 'signed-in',
    body: invoiceIssueSchema,
  }),
  /** The buyer's billing details, corrected by staff until a tax invoice stands. */
  setBilling: endpoint<Saved<QuotationAnswer>>()({
    method: 'PUT',
    path: '/api/quotations/:id/billing',
    access: 'signed-in',
    body: billingDetailsSchema,
  }),
  /**
   * Staff's word on where the goods go, never the buyer's: `{ treatment: 'export' }` confirms a buyer abroad
   * as an export (their tax invoice waits for it), 'sez-with-igst' or 'sez-without-igst' a supply to an SEZ
   * unit, 'ordinary' takes it back; until a tax invoice stands.
   */
  setSupply: endpoint<Saved<QuotationAnswer>>()({
    method: 'PUT',
    path: '/api/quotations/:id/supply',
    access: 'signed-in',
    body: supplySchema,
  }),
  /** The month's invoices (this month by default), of one kind or both, in number order. */
  list: endpoint<{ data: InvoiceRow[]; month: string }>()({
    method: 'GET',
    path: '/api/invoices',
    access: 'books',
    query: invoiceListQuery,
  }),
  /** The month's register of tax invoices and notes, one line per document and rate; `format=csv` as a file. */
  register: endpoint<{ data: RegisterLine[]; month: string }>()({
    method: 'GET',
    path: '/api/invoices/register',
    access: 'books',
    query: invoiceRegisterQuery,
  }),
  /** The month's HSN summary of standing tax invoices, net of the month's notes; `format=csv` as a file. */
  hsnSummary: endpoint<{ data: HsnLine[]; month: string }>()({
    method: 'GET',
    path: '/api/invoices/hsn-summary',
    access: 'books',
    query: invoiceRegisterQuery,
  }),
  /** An invoice, or a credit or debit note (`kind` says which). */
  get: endpoint<{ data: InvoiceAnswer | NoteAnswer }>()({ method: 'GET', path: '/api/invoices/:id', access: 'books' }),
  /**
   * `{ kind: 'credit' | 'debit', reason, lines: [{ index, quantity? , amount? }] }`: a note against a standing
   * tax invoice, in its own series; a credit note never takes off more than a line's taxable value, and none
   * is issued after 30 November following the invoice's financial year (s. 34(2)); 201.
   */
  issueNote: endpoint<Saved<NoteAnswer>>()({
    method: 'POST',
    path: '/api/invoices/:id/notes',
    access: 'signed-in',
    body: noteIssueSchema,
  }),
  /** The invoice or note as a PDF, made from its record ('Cancelled' stamped on a cancelled invoice). */
  pdf: endpoint<Blob>()({ method: 'GET', path: '/api/invoices/:id/pdf', access: 'books' }),
  /** `{ reason }`: the invoice kept and marked cancelled, its number never used again. */
  cancel: endpoint<Saved<InvoiceAnswer>>()({
    method: 'POST',
    path: '/api/invoices/:id/cancel',
    access: 'admin',
    adminOnlyMessage: ADMIN_ONLY.cancelInvoice,
    body: invoiceCancelSchema,
  }),
} satisfies Record<string, Endpoint>;

/** The buyer's page's calls about invoices, by the secret of its address. */
export const customerInvoiceApi = {
  /** The buyer's billing details, before or after accepting, until a tax invoice stands; limited like the page's other writes. */
  customerBilling: endpoint<{ message: string; data: CustomerQuotation }>()({
    method: 'PUT',
    path: '/api/q/:secret/billing',
    access: 'public',
    body: billingDetailsSchema,
  }),
  /** One of the order's invoices as a PDF (a cancelled one stamped so). */
  customerPdf: endpoint<Blob>()({ method: 'GET', path: CUSTOMER_QUOTATION_PATHS.invoicePdf, access: 'public' }),
} satisfies Record<string, Endpoint>;
