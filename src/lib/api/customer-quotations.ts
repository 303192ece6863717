/**
 * The customer's own page of a quotation (issue 19, docs/product.md 2.26): no account, the secret of the
 * page's address (`/q/{secret}`, the last part of `customerUrl`) is the key. A wrong secret answers 404
 * and is rate limited per address like sign-in guesses.
 */
import type { CustomerQuotation } from '../server/quotations/customer.ts';
import {
  fileIdSchema,
  quotationAcceptSchema,
  quotationDeclineSchema,
  quotationMessageSchema,
  sampleAnswerSchema,
} from '../schemas/customer-quotations.ts';
import { type Endpoint, endpoint } from './define.ts';

export type { CustomerQuotation };

interface CustomerAnswer {
  message: string;
  data: CustomerQuotation;
}

export const customerQuotationApi = {
  /** The revision last sent, its state, what the customer may do, the proofs, the timeline and the thread. */
  get: endpoint<{ data: CustomerQuotation }>()({ method: 'GET', path: '/api/q/:secret', access: 'public' }),
  /** `{ name, revision, approve: true }`: refused when expired, not the latest revision, or declined; a second answers the first. */
  accept: endpoint<CustomerAnswer>()({
    method: 'POST',
    path: '/api/q/:secret/accept',
    access: 'public',
    body: quotationAcceptSchema,
  }),
  /** `{ message }`: the quotation shows Changes requested in the back office. */
  changes: endpoint<CustomerAnswer>()({
    method: 'POST',
    path: '/api/q/:secret/changes',
    access: 'public',
    body: quotationMessageSchema,
  }),
  /** `{ reason }`: the enquiry goes to Lost with the reason. */
  decline: endpoint<CustomerAnswer>()({
    method: 'POST',
    path: '/api/q/:secret/decline',
    access: 'public',
    body: quotationDeclineSchema,
  }),
  /** `{ message }` in the thread, at any stage. */
  message: endpoint<CustomerAnswer>()({
    method: 'POST',
    path: '/api/q/:secret/messages',
    access: 'public',
    body: quotationMessageSchema,
  }),
  /** `{ fileId }` of an artwork file uploaded with POST /api/artwork. */
  addFile: endpoint<CustomerAnswer>()({
    method: 'POST',
    path: '/api/q/:secret/files',
    access: 'public',
    body: fileIdSchema,
  }),
  /** A proof, or a file the customer added, as a download. */
  file: endpoint<Blob>()({ method: 'GET', path: '/api/q/:secret/files/:fileId', access: 'public' }),
  /** The PDF as sent; `?revision=n` an earlier revision's. */
  pdf: endpoint<Blob, { revision?: number }>()({ method: 'GET', path: '/api/q/:secret/pdf', access: 'public' }),
  /** `{ approve: true }`, or `{ approve: false, message }`: the answer to the sample sent. */
  sample: endpoint<CustomerAnswer>()({
    method: 'POST',
    path: '/api/q/:secret/sample',
    access: 'public',
    body: sampleAnswerSchema,
  }),
} satisfies Record<string, Endpoint>;
