/**
 * The buyers' privacy rights requests (netlify/functions/privacy-requests.mts): a buyer asks on the public page
 * and confirms by the mailed link; staff list the requests, download the copy of someone's data and answer each
 * in one step. Staff and Admins alike: whoever answers enquiries answers these, within their month.
 */
import type { PrivacyAsk, PrivacyRequestKind } from '../schemas/privacy-requests.ts';
import {
  privacyAnswerSchema,
  privacyAskSchema,
  privacyConfirmSchema,
  privacyCopyQuerySchema,
} from '../schemas/privacy-requests.ts';
import { type Endpoint, type MessageAnswer, endpoint } from './define.ts';
import { ADMIN_ONLY } from '../messages/admin-only.ts';

/** A request as staff see it. */
export interface PrivacyRequestRow extends PrivacyAsk {
  _id: string;
  via: 'my-orders' | 'form';
  receivedAt: string;
  dueAt: string;
  status: 'open' | 'answered';
  overdue: boolean;
  answer?: {
    message: string;
    by: string;
    at: string;
    erased?: string[];
    kept?: { number: string; until: string }[];
  };
}

export const privacyApi = {
  /** `{ email, kind, message? }`: a link to confirm it is mailed to the address; the same answer for any address. */
  ask: endpoint<MessageAnswer>()({
    method: 'POST',
    path: '/api/privacy-requests',
    access: 'public',
    body: privacyAskSchema,
    submission: true,
    limit: 'form',
  }),
  /** `{ token }` from the mailed link: the request is opened (once, within 24 hours); its due date in the answer. */
  confirm: endpoint<{ message: string; data: { kind: PrivacyRequestKind; dueAt: string } }>()({
    method: 'POST',
    path: '/api/privacy-requests/confirm',
    access: 'public',
    body: privacyConfirmSchema,
  }),
  /** Every request: open ones first by due date, then the answered ones. */
  list: endpoint<{ data: PrivacyRequestRow[] }>()({ method: 'GET', path: '/api/privacy-requests', access: 'signed-in' }),
  /** `{ message }`: answered in one step (an access request mails the copy, an erasure erases), the buyer mailed. */
  answer: endpoint<{ message: string; data: PrivacyRequestRow }>()({
    method: 'POST',
    path: '/api/privacy-requests/:id/answer',
    access: 'admin',
    adminOnlyMessage: ADMIN_ONLY.answerPrivacy,
    body: privacyAnswerSchema,
  }),
  /** Everything held under the request's address, `format=json` (default) or `csv`, as a file. */
  copy: endpoint<Blob>()({
    method: 'GET',
    path: '/api/privacy-requests/:id/copy',
    access: 'admin',
    adminOnlyMessage: ADMIN_ONLY.privacyCopy,
    query: privacyCopyQuerySchema,
  }),
} satisfies Record<string, Endpoint>;
