/**
 * The four visitor forms and their admin inboxes (docs/product.md 2.3, 2.7, 2.9, 2.15). The wire paths
 * are the original site's, kept so existing clients keep working (the help paths included).
 */
import type { EnquiryKind, EnquiryStatus } from '../constants.ts';
import {
  contactSchema,
  enquiryStatusSchema,
  exportQuerySchema,
  helpRequestSchema,
  quoteAdditionSchema,
  quoteSubmissionSchema,
  remarkSchema,
} from '../schemas/inboxes.ts';
import type { ContactEnquiry, HelpEnquiry, ProductQuote, QuickQuote } from '../types.ts';
import { type MessageAnswer, type Page, type PageQuery, type Saved, endpoint } from './define.ts';

/** Search and filters of an inbox list (docs/product.md 7); '' or missing means no filter. */
export interface InboxQuery extends PageQuery {
  q?: string;
  status?: EnquiryStatus | '';
  /** ISO dates (2026-11-23, whole days in India time) or instants, inclusive. */
  from?: string;
  to?: string;
}

export interface ExportQuery extends Omit<InboxQuery, 'page' | 'limit'> {
  kind?: EnquiryKind | 'all';
}

/** An enquiry of any kind, named by its kind (All enquiries, status changes). */
export type AnyEnquiry = (ContactEnquiry | ProductQuote | QuickQuote | HelpEnquiry) & { kind: EnquiryKind };

export const contactsApi = {
  create: endpoint<MessageAnswer>()({
    method: 'POST',
    path: '/api/contacts',
    access: 'public',
    body: contactSchema,
    submission: true,
  }),
  list: endpoint<Page<ContactEnquiry>, InboxQuery>()({ method: 'GET', path: '/api/contacts', access: 'staff' }),
  remark: endpoint<Saved<ContactEnquiry>>()({
    method: 'PUT',
    alsoAccepts: ['PATCH'],
    path: '/api/contacts/:id',
    access: 'staff',
    body: remarkSchema,
  }),
  remove: endpoint<MessageAnswer>()({ method: 'DELETE', path: '/api/contacts/:id', access: 'staff' }),
};

export const quotesApi = {
  create: endpoint<MessageAnswer>()({
    method: 'POST',
    path: '/api/quotes',
    access: 'public',
    // The original one-product body, or a request of lines with artwork (docs/product.md 2.7).
    body: quoteSubmissionSchema,
    submission: true,
  }),
  list: endpoint<Page<ProductQuote>, InboxQuery>()({ method: 'GET', path: '/api/quotes', access: 'staff' }),
  remark: endpoint<Saved<ProductQuote>>()({
    method: 'PATCH',
    alsoAccepts: ['PUT'],
    path: '/api/quotes/:id',
    access: 'staff',
    body: remarkSchema,
  }),
  remove: endpoint<MessageAnswer>()({ method: 'DELETE', path: '/api/quotes/:id', access: 'staff' }),
  /** Lines or artwork that came by mail or phone, added to a request by staff (each records who and when). */
  addToRequest: endpoint<Saved<ProductQuote>>()({
    method: 'POST',
    path: '/api/quotes/:id/additions',
    access: 'staff',
    body: quoteAdditionSchema,
  }),
};

/** The help and quick-quote dialogs share one create call (by `type`) and one remark and delete path. */
export const helpApi = {
  create: endpoint<MessageAnswer>()({
    method: 'POST',
    path: '/api/help/create',
    access: 'public',
    body: helpRequestSchema,
    submission: true,
  }),
  listQuickQuotes: endpoint<Page<QuickQuote>, InboxQuery>()({ method: 'GET', path: '/api/help/get-quites', access: 'staff' }),
  listHelp: endpoint<Page<HelpEnquiry>, InboxQuery>()({ method: 'GET', path: '/api/help/get-help', access: 'staff' }),
  remark: endpoint<Saved<QuickQuote | HelpEnquiry>>()({
    method: 'PUT',
    alsoAccepts: ['PATCH'],
    path: '/api/help/update-remark/:id',
    access: 'staff',
    body: remarkSchema,
  }),
  remove: endpoint<MessageAnswer>()({ method: 'DELETE', path: '/api/help/delete/:id', access: 'staff' }),
};

/** An export job and its progress (src/lib/server/export-jobs.ts). */
export interface ExportJobView {
  id: string;
  kind: EnquiryKind | 'all';
  state: 'queued' | 'running' | 'done' | 'failed';
  rows: number;
  expectedRows: number | null;
  parts: { n: number; rows: number; bytes: number; sha256: string; fileName: string }[];
  createdAt: string;
  updatedAt: string;
  error?: string;
}

/** The four inboxes together: newest first, a status change for any kind, and the CSV export. */
export const enquiriesApi = {
  list: endpoint<Page<AnyEnquiry>, InboxQuery>()({ method: 'GET', path: '/api/enquiries', access: 'staff' }),
  /** text/csv, UTF-8 with a byte-order mark, streamed, for exports that fit one answer (cut off past 18 MB). */
  export: endpoint<string, ExportQuery>()({ method: 'GET', path: '/api/enquiries/export', access: 'staff' }),
  /** An export of any size, prepared in parts by a background function: 202 and the job. */
  startExport: endpoint<{ message: string; data: ExportJobView }>()({
    method: 'POST',
    path: '/api/enquiries/exports',
    access: 'staff',
    body: exportQuerySchema,
  }),
  exportJob: endpoint<{ data: ExportJobView }>()({ method: 'GET', path: '/api/enquiries/exports/:id', access: 'staff' }),
  /** One part: text/csv with Content-Length and Repr-Digest (sha-256), as an attachment. */
  exportPart: endpoint<string>()({ method: 'GET', path: '/api/enquiries/exports/:id/parts/:n', access: 'staff' }),
  /** One enquiry of any kind, in full (the detail view, /admin/enquiries/{id}). After the export paths it also matches. */
  get: endpoint<{ data: AnyEnquiry }>()({ method: 'GET', path: '/api/enquiries/:id', access: 'staff' }),
  setStatus: endpoint<Saved<AnyEnquiry>>()({
    method: 'PATCH',
    path: '/api/enquiries/:id',
    access: 'staff',
    body: enquiryStatusSchema,
  }),
};
