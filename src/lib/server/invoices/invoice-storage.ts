/**
 * Where an invoice's pieces are kept: the record itself (the `invoices` store, one key per invoice), its
 * number in its series (store/sequence.ts), the claim that makes it the one invoice of its kind being issued
 * for an order, and the mark that its copies on the order and in the month's register may be behind it
 * (`invoice-pending/{id}`, removed once they are written; the housekeeping run finishes what a mark older
 * than a minute names).
 */
import { documentNumber } from '../../gst/financial-year.ts';
import type { InvoiceKind } from '../../schemas/invoices.ts';
import { followUps } from '../follow-ups.ts';
import { collection } from '../store/index.ts';
import type { Series } from '../store/sequence.ts';
import type { Invoice } from './invoice.ts';

const activity = followUps<Invoice>({
  activity: { kind: 'invoices', label: (invoice) => invoice.number || invoice._id },
});

/** The invoices; a write says in the activity list what it did only when it says it (issued, cancelled). */
export const invoices = collection<Invoice>('invoices', {
  follow: (change) => (change.action ? activity(change) : Promise.resolve()),
});

/** Each series of each financial year: 'PI/2026-27/0001', 'INV/2026-27/0001'. */
export const invoiceSeries = (kind: InvoiceKind, financialYear: string): Series => ({
  keys: `invoice-numbers/${kind}/${financialYear}`,
  given: 'invoice-numbers/given',
  format: (sequence) => documentNumber(kind, { label: financialYear }, sequence),
});

export const PENDING_PREFIX = 'invoice-pending/';
export const pendingKey = (invoiceId: string) => `${PENDING_PREFIX}${invoiceId}`;

/** What a pending mark names: the order, and the claim of an issue (none for a cancel). */
export interface PendingMark {
  quotationId: string;
  claim: string;
  /** When the work it marks began (ISO): a mark is left to its request for a minute. */
  at: string;
}

/**
 * The claim of the `generation`th invoice of a kind on an order (one more than the order lists of that kind),
 * written only if new: of two issues at once, the one that takes it goes on, the other is refused before it
 * takes a number. A cancelled invoice stays listed, so the next issue claims the next generation.
 */
export const claimKey = (quotationId: string, kind: InvoiceKind, generation: number) =>
  `invoice-claims/${quotationId}/${kind}/${generation}`;
