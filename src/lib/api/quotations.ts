/** Priced quotations made from enquiries (issue 19): staff make, read and revise them. */
import { fileIdSchema, quotationMessageSchema } from '../schemas/customer-quotations.ts';
import {
  orderStageSchema,
  quotationCreateSchema,
  quotationSendSchema,
  quotationUpdateSchema,
  recordAcceptanceSchema,
} from '../schemas/quotations.ts';
import type { OrderStage, QuotationStatus, Turn } from '../quotation.ts';
import type { QuotationRow } from '../server/quotations/rows.ts';
import type { QuotationReport } from '../server/quotations/report.ts';
import type { Quotation } from '../types.ts';
import { type Endpoint, type PageQuery, type Saved, endpoint } from './define.ts';

/** A quotation as staff read it: its customer page's address (`/q/{secret}`) instead of the bare secret. */
export type QuotationAnswer = Omit<Quotation, 'secret'> & { customerUrl: string };

export interface QuotationListQuery extends PageQuery {
  /** Only the quotations made from this enquiry. */
  enquiryId?: string;
  /** '1': only the accepted quotations (the Orders screen). */
  orders?: '1';
  status?: QuotationStatus;
  stage?: OrderStage;
  turn?: Turn;
  /** Words of the number, the customer's name or company. */
  q?: string;
}

export type { QuotationReport, QuotationRow };

export const quotationsApi = {
  /** From `{ enquiryId }`; without `lines`, a quote request's lines at their tier prices. 201 with `number` and `customerUrl`. */
  create: endpoint<Saved<QuotationAnswer>>()({
    method: 'POST',
    path: '/api/quotations',
    access: 'staff',
    body: quotationCreateSchema,
  }),
  /** Each quotation's row, newest activity first; `total` counts every match. */
  list: endpoint<{ data: QuotationRow[]; page: number; limit: number; total: number }, QuotationListQuery>()({
    method: 'GET',
    path: '/api/quotations',
    access: 'staff',
  }),
  /** The report: per month (the last `months`, 12 by default) and per category; `format=csv` as a file. */
  report: endpoint<{ data: QuotationReport }, { months?: number; format?: 'csv' }>()({
    method: 'GET',
    path: '/api/quotations/report',
    access: 'staff',
  }),
  get: endpoint<{ data: QuotationAnswer }>()({ method: 'GET', path: '/api/quotations/:id', access: 'staff' }),
  /** The whole quotation with `If-Match: {version}` (409 when stale, or when it was accepted); after a send, a new revision. */
  replace: endpoint<Saved<QuotationAnswer>>()({
    method: 'PUT',
    path: '/api/quotations/:id',
    access: 'staff',
    body: quotationUpdateSchema,
    ifMatch: 'required',
  }),
  /** Mails the customer their page's link and the PDF (with If-Match: a repeated click sends once); the enquiry becomes Quoted. */
  send: endpoint<Saved<QuotationAnswer>>()({
    method: 'POST',
    path: '/api/quotations/:id/send',
    access: 'staff',
    body: quotationSendSchema,
  }),
  /** The PDF: `?revision=n` a sent revision as it was sent; the current draft made now otherwise. */
  pdf: endpoint<Blob, { revision?: number }>()({ method: 'GET', path: '/api/quotations/:id/pdf', access: 'staff' }),
  /** The order's next stage (accepted quotations only); the customer is mailed unless `notify` is false. */
  stage: endpoint<Saved<QuotationAnswer>>()({
    method: 'POST',
    path: '/api/quotations/:id/stage',
    access: 'staff',
    body: orderStageSchema,
  }),
  /** An acceptance that came by mail or phone: the customer's name and words, and who recorded it. */
  acceptance: endpoint<Saved<QuotationAnswer>>()({
    method: 'POST',
    path: '/api/quotations/:id/acceptance',
    access: 'staff',
    body: recordAcceptanceSchema,
  }),
  /** A message to the customer in the quotation's thread (mailed to them). */
  message: endpoint<Saved<QuotationAnswer>>()({
    method: 'POST',
    path: '/api/quotations/:id/messages',
    access: 'staff',
    body: quotationMessageSchema,
  }),
  /** An artwork proof uploaded with POST /api/artwork; a file of an earlier proof's name is its next version. */
  proof: endpoint<Saved<QuotationAnswer>>()({
    method: 'POST',
    path: '/api/quotations/:id/proofs',
    access: 'staff',
    body: fileIdSchema,
  }),
} satisfies Record<string, Endpoint>;
