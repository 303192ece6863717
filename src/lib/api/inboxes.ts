/**
 * The four visitor forms and their admin inboxes (docs/product.md 2.3, 2.7, 2.9, 2.15). The wire paths
 * are the original site's, kept so existing clients keep working (the help paths included).
 */
import * as v from 'valibot';
import { ADMIN_PAGE_SIZE, type EnquiryKind } from '../constants.ts';
import {
  type ContactEnquiry,
  type HelpEnquiry,
  type ProductQuote,
  type QuickQuote,
  contactSchema,
  enquiryStatusSchema,
  exportQuerySchema,
  helpRequestSchema,
  inboxFilterSchema,
  quoteAdditionSchema,
  quoteSubmissionSchema,
  remarkSchema,
} from '../schemas/inboxes.ts';
import { type MessageAnswer, type Paged, type Saved, endpoint } from './define.ts';
import { pageEntries, withinListDepth } from './query.ts';

/** The most rows an inbox list gives in one page. */
const MAX_INBOX_LIMIT = 100;

/**
 * A page of an inbox list with its search and filters (docs/product.md 7); '' or missing means no filter.
 * Dates are ISO dates (2026-11-23, whole days in India time) or instants, inclusive.
 */
export const inboxListQuery = v.pipe(
  v.object({ ...pageEntries(ADMIN_PAGE_SIZE, MAX_INBOX_LIMIT), ...inboxFilterSchema.entries }),
  withinListDepth(),
);
export type InboxQuery = v.InferInput<typeof inboxListQuery>;
/** The export's filters and the kind of enquiry (`all` by default). */
export type ExportQuery = v.InferInput<typeof exportQuerySchema>;

/** An enquiry of any kind, named by its kind (All enquiries, status changes). */
export type AnyEnquiry = (ContactEnquiry | ProductQuote | QuickQuote | HelpEnquiry) & { kind: EnquiryKind };

export const contactsApi = {
  create: endpoint<MessageAnswer>()({
    method: 'POST',
    path: '/api/contacts',
    access: 'public',
    body: contactSchema,
    submission: true,
    limit: 'form',
  }),
  list: endpoint<Paged<ContactEnquiry>>()({ method: 'GET', path: '/api/contacts', access: 'signed-in', query: inboxListQuery }),
  remark: endpoint<Saved<ContactEnquiry>>()({
    method: 'PUT',
    alsoAccepts: ['PATCH'],
    path: '/api/contacts/:id',
    access: 'signed-in',
    body: remarkSchema,
  }),
  remove: endpoint<MessageAnswer>()({ method: 'DELETE', path: '/api/contacts/:id', access: 'signed-in' }),
};

export const quotesApi = {
  create: endpoint<MessageAnswer>()({
    method: 'POST',
    path: '/api/quotes',
    access: 'public',
    // The original one-product body, or a request of lines with artwork (docs/product.md 2.7).
    body: quoteSubmissionSchema,
    submission: true,
    limit: 'form',
  }),
  list: endpoint<Paged<ProductQuote>>()({ method: 'GET', path: '/api/quotes', access: 'signed-in', query: inboxListQuery }),
  remark: endpoint<Saved<ProductQuote>>()({
    method: 'PATCH',
    alsoAccepts: ['PUT'],
    path: '/api/quotes/:id',
    access: 'signed-in',
    body: remarkSchema,
  }),
  remove: endpoint<MessageAnswer>()({ method: 'DELETE', path: '/api/quotes/:id', access: 'signed-in' }),
  /** Lines or artwork that came by mail or phone, added to a request by staff (each records who and when). */
  addToRequest: endpoint<Saved<ProductQuote>>()({
    method: 'POST',
    path: '/api/quotes/:id/additions',
    access: 'signed-in',
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
    limit: 'form',
  }),
  listQuickQuotes: endpoint<Paged<QuickQuote>>()({
    method: 'GET',
    path: '/api/help/get-quites',
    access: 'signed-in',
    query: inboxListQuery,
  }),
  listHelp: endpoint<Paged<HelpEnquiry>>()({
    method: 'GET',
    path: '/api/help/get-help',
    access: 'signed-in',
    query: inboxListQuery,
  }),
  remark: endpoint<Saved<QuickQuote | HelpEnquiry>>()({
    method: 'PUT',
    alsoAccepts: ['PATCH'],
    path: '/api/help/update-remark/:id',
    access: 'signed-in',
    body: remarkSchema,
  }),
  remove: endpoint<MessageAnswer>()({ method: 'DELETE', path: '/api/help/delete/:id', access: 'signed-in' }),
};

/** An export job and its progress (src/lib/server/inbox/export-jobs.ts). */
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
  list: endpoint<Paged<AnyEnquiry>>()({ method: 'GET', path: '/api/enquiries', access: 'signed-in', query: inboxListQuery }),
  /** text/csv, UTF-8 with a byte-order mark, streamed, for exports that fit one answer (cut off past 18 MB). */
  export: endpoint<string>()({
    method: 'GET',
    path: '/api/enquiries/export',
    access: 'signed-in',
    query: exportQuerySchema,
  }),
  /** An export of any size, prepared in parts by a background function: 202 and the job. */
  startExport: endpoint<{ message: string; data: ExportJobView }>()({
    method: 'POST',
    path: '/api/enquiries/exports',
    access: 'signed-in',
    body: exportQuerySchema,
  }),
  exportJob: endpoint<{ data: ExportJobView }>()({ method: 'GET', path: '/api/enquiries/exports/:id', access: 'signed-in' }),
  /** One part: text/csv with Content-Length and Repr-Digest (sha-256), as an attachment. */
  exportPart: endpoint<string>()({ method: 'GET', path: '/api/enquiries/exports/:id/parts/:n', access: 'signed-in' }),
  /** One enquiry of any kind, in full (the detail view, /admin/enquiries/{id}). After the export paths it also matches. */
  get: endpoint<{ data: AnyEnquiry }>()({ method: 'GET', path: '/api/enquiries/:id', access: 'signed-in' }),
  setStatus: endpoint<Saved<AnyEnquiry>>()({
    method: 'PATCH',
    path: '/api/enquiries/:id',
    access: 'signed-in',
    body: enquiryStatusSchema,
  }),
};
