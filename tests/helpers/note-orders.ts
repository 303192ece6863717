/**
 * What the notes' tests start from: an accepted order with its tax invoice (1,000 labels at ₹3.15, line 0, and
 * ₹500 of artwork, line 1, at 18%), and a note issued against an invoice, over the real handlers.
 */
import { expect } from 'vitest';
import type { BodyOf } from '../../src/lib/api/index.ts';
import { invoicesApi } from '../../src/lib/api/invoices.ts';
import { callEndpoint } from './api.ts';
import { acceptedOrder, issueInvoice } from './invoice-orders.ts';

export type NoteBody = BodyOf<typeof invoicesApi.issueNote>;

/** A credit or debit note asked for against `invoiceId` by the holder of `token`. */
export const issueNote = (token: string, invoiceId: string, body: NoteBody) =>
  callEndpoint(invoicesApi.issueNote, { params: { id: invoiceId }, body, token });

/** The order's tax invoice, issued by staff. */
export async function taxInvoiceOf(token: string, quotationId: string) {
  const issued = await issueInvoice(token, quotationId, 'tax');
  expect(issued.status, JSON.stringify(issued.body)).toBe(201);
  return issued.body.data;
}

/** An order accepted on the buyer's page with `billing`, and its tax invoice. */
export async function taxInvoiced(token: string, enquiryId: string, billing: Parameters<typeof acceptedOrder>[2]) {
  const { quotation, secret } = await acceptedOrder(token, enquiryId, billing);
  return { quotation, secret, invoice: await taxInvoiceOf(token, quotation._id) };
}
