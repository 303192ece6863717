/**
 * A rule's refusal of an order's write (a quotation's, a payment's, an invoice's): data, a status and the
 * words the caller is shown, made by the pure rules (quotations/quotation-rules.ts, payments/payment-rules.ts) and turned into
 * the answer by the writer that checked it, here, in one way.
 */
import type { RefusalCode } from '../../api/refusal-codes.ts';
import { HttpError } from '../http.ts';

export interface Refusal {
  status: 404 | 409 | 413;
  message: string;
  /** What the answer carries beside the message (the record as it stands, an expiry flag). */
  data?: unknown;
  /** The refusal's stable kind, when the admin acts on it (src/lib/api/refusal-codes.ts). */
  code?: RefusalCode;
}

export const refusal = (status: Refusal['status'], message: string, data?: unknown, code?: RefusalCode): Refusal => ({
  status,
  message,
  ...(data !== undefined && { data }),
  ...(code && { code }),
});

/** A rule's refusal as the answer the caller gets. */
export const refused = (refusal: Refusal) =>
  new HttpError(refusal.status, refusal.message, { data: refusal.data, code: refusal.code });
