/**
 * Where an invoice's pieces are kept: the record itself (the `invoices` store, one key per invoice), its
 * number in its series (store/sequence.ts), the claim that makes it the one invoice of its kind being issued
 * for an order, and the mark that its copies on the order and in the month's register may be behind it
 * (`invoice-pending/{id}`, removed once they are written; the housekeeping run finishes what a mark older
 * than a minute names).
 */
import { type DocumentSeries, documentNumber } from '../../gst/financial-year.ts';
import type { InvoiceKind } from '../../schemas/invoices.ts';
import type { StoredRecord } from '../../schemas/parts.ts';
import { followUps } from '../follow-ups.ts';
import { idTime, isId } from '../ids.ts';
import { type Collection, STORE_NAMES, collection, listKeys, readJSON } from '../store/index.ts';
import type { Series } from '../store/sequence.ts';
import type { Invoice } from './invoice.ts';

/**
 * The records of the invoices' store, invoices or the notes beside them: a write says in the activity list what
 * it did only when it says it (issued, cancelled), naming the document by its number.
 */
export function documentCollection<Document extends StoredRecord & { number: string }>(): Collection<Document> {
  const activity = followUps<Document>({
    activity: { kind: 'invoices', label: (document) => document.number || document._id },
  });
  return collection<Document>('invoices', { follow: (change) => (change.action ? activity(change) : Promise.resolve()) });
}

/** The invoices. */
export const invoices = documentCollection<Invoice>();

/** A series of documents of one kind in one financial year, its sequences under `{prefix}/{kind}/{year}`. */
export const documentSeries = (prefix: string, kind: DocumentSeries, financialYear: string): Series => ({
  keys: `${prefix}/${kind}/${financialYear}`,
  given: `${prefix}/given`,
  format: (sequence) => documentNumber(kind, { label: financialYear }, sequence),
});

/** Each series of each financial year: 'PI/2026-27/0001', 'INV/2026-27/0001'. */
export const invoiceSeries = (kind: InvoiceKind, financialYear: string): Series =>
  documentSeries('invoice-numbers', kind, financialYear);

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

/** How long an issue or a cancel may still be under way before the housekeeping run takes it for cut off. */
const PENDING_GRACE_MS = 60_000;

/**
 * The housekeeping run's walk over one kind of pending mark (an invoice's or a note's): each whose work began
 * over a minute ago (by the mark's time, or without a mark by its id's) is handed to `finish`, which says
 * whether it finished it; how many it did.
 */
export async function finishStaleMarks<Mark extends { at: string }>(
  prefix: string,
  now: number,
  finish: (id: string, mark: Mark | null) => Promise<boolean>,
): Promise<number> {
  const keys = await listKeys(STORE_NAMES.meta, prefix);
  let finished = 0;
  for (const key of keys) {
    const id = key.slice(prefix.length);
    const mark = await readJSON<Mark>(STORE_NAMES.meta, key);
    const began = mark ? Date.parse(mark.at) : isId(id) ? idTime(id) : 0;
    if (now - began < PENDING_GRACE_MS) continue;
    if (await finish(id, mark)) finished += 1;
  }
  return finished;
}
