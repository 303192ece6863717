/**
 * The customer's own page of a quotation (docs/product.md 2.26): no account, the secret of the
 * page's address (`/q/{secret}`, the last part of `customerUrl`) is the key. A wrong secret answers 404
 * and is rate limited per address like sign-in guesses.
 */
import {
  fileIdSchema,
  quotationAcceptSchema,
  quotationDeclineSchema,
  quotationMessageSchema,
  sampleAnswerSchema,
} from '../schemas/customer-quotations.ts';
import { type CustomerQuotation, customerQuotationReads } from './customer-quotation-reads.ts';
import { type Endpoint, endpoint } from './define.ts';

export type { CustomerQuotation, CustomerState } from './customer-quotation-reads.ts';

interface CustomerAnswer {
  message: string;
  data: CustomerQuotation;
}

export const customerQuotationApi = {
  ...customerQuotationReads,
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
  /** `{ approve: true }`, or `{ approve: false, message }`: the answer to the sample sent. */
  sample: endpoint<CustomerAnswer>()({
    method: 'POST',
    path: '/api/q/:secret/sample',
    access: 'public',
    body: sampleAnswerSchema,
  }),
} satisfies Record<string, Endpoint>;
