/** Priced quotations made from enquiries (issue 19): staff make, read and revise them. */
import { quotationCreateSchema, quotationUpdateSchema } from '../schemas.ts';
import type { Quotation } from '../types.ts';
import { type Endpoint, type PageQuery, type Saved, endpoint } from './define.ts';

/** A quotation as staff read it: its customer page's address (`/q/{secret}`) instead of the bare secret. */
export type QuotationAnswer = Omit<Quotation, 'secret'> & { customerUrl: string };

export interface QuotationListQuery extends PageQuery {
  /** Only the quotations made from this enquiry. */
  enquiryId?: string;
}

export const quotationsApi = {
  /** From `{ enquiryId }`; without `lines`, a quote request's lines at their tier prices. 201 with `number` and `customerUrl`. */
  create: endpoint<Saved<QuotationAnswer>>()({
    method: 'POST',
    path: '/api/quotations',
    access: 'staff',
    body: quotationCreateSchema,
  }),
  /** Newest first; `enquiryId` narrows to one enquiry's. */
  list: endpoint<{ data: QuotationAnswer[]; page: number; limit: number }, QuotationListQuery>()({
    method: 'GET',
    path: '/api/quotations',
    access: 'staff',
  }),
  get: endpoint<{ data: QuotationAnswer }>()({ method: 'GET', path: '/api/quotations/:id', access: 'staff' }),
  /** The whole quotation with `If-Match: {version}` (409 when stale, or when it was accepted); after a send, a new revision. */
  replace: endpoint<Saved<QuotationAnswer>>()({
    method: 'PUT',
    path: '/api/quotations/:id',
    access: 'staff',
    body: quotationUpdateSchema,
  }),
} satisfies Record<string, Endpoint>;
