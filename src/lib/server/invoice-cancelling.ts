/**
 * Cancelling an invoice as staff ask for it: what the features built on invoices say first, in this order,
 * before the invoice itself is cancelled (src/lib/server/invoices/issue.ts `cancelInvoice`):
 * 1. its GSTR-1 period is not filed (a filed invoice is corrected by a credit note);
 * 2. no credit or debit note stands against it (the note would correct an invoice that no longer stands);
 * 3. last, its IRN is cancelled at the IRP (within 24 hours) or staff said they cancelled it on the portal:
 *    it acts at the IRP, which no later refusal could take back.
 */
import { cancelIrnFirst } from './einvoices/irn.ts';
import { type Quotations, cancelInvoice } from './invoices/issue.ts';
import { refuseCancelWithNotes } from './notes/issue-note.ts';
import { filedRefusal } from './returns/filed-periods.ts';

const CANCEL_CHECKS = [filedRefusal, refuseCancelWithNotes, cancelIrnFirst] as const;

export const cancelStaffInvoice = (quotations: Quotations, id: string, reason: string, by: string) =>
  cancelInvoice(quotations, id, reason, by, CANCEL_CHECKS);
