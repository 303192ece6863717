/**
 * A record of the invoices' store as a PDF, whichever it is (an invoice, or a credit or debit note): kept once
 * drawn (invoices/kept-pdfs.ts, which says why a kept one is never stale), drawn only when none is kept. The
 * downloads (staff's, the buyer's page's and My orders') answer it and keep what they draw; the month's pack
 * (returns/pack.ts) reads it; the housekeeping run draws the new documents' PDFs before anyone asks.
 *
 * Store requests: a kept PDF, its lookup (1); one not kept, the lookup, the record read again after it (so a
 * change in between is drawn), the drawing's reads (a tax invoice's order for its e-way bill; the signature
 * when it has one) and the keeping's write (1). A download adds its own read of the record before (who may
 * read it). The housekeeping run's part: its cursor and this and last month's registers (3, at once), then one
 * lookup per document issued since its last run, and the drawing's for each not kept; its cursor's write.
 */
import { todayInIndia } from '../../format/dates.ts';
import { INVOICE_MESSAGES } from '../../messages/invoices.ts';
import { isNoteKind } from '../../schemas/invoices.ts';
import { pdfResponse } from '../files/download.ts';
import { HttpError } from '../http.ts';
import { invoicePdf, invoicePdfName } from '../invoices/invoice-pdf.ts';
import type { Invoice } from '../invoices/invoice.ts';
import { invoices } from '../invoices/invoice-storage.ts';
import { type DrawnFrom, type KeptPdf, keepPdf, readKeptPdf } from '../invoices/kept-pdfs.ts';
import { type RegisterEntry, registerKey } from '../invoices/register.ts';
import { STORE_NAMES, readJSON, writeJSON } from '../store/index.ts';
import type { SweepLimits } from '../store/sweep.ts';
import { notePdf, notePdfName } from './note-pdf.ts';
import type { Note } from './note.ts';
import type { readDocument } from './note-views.ts';

type Document = Invoice | Note;
const isNote = (document: Document): document is Note => isNoteKind(document.kind);

/** What a document's PDF shows of its state, as the month's register says it too. */
export const drawnFromOf = (document: Pick<RegisterEntry, 'status'> & { irn?: unknown }): DrawnFrom => ({
  status: document.status,
  irn: Boolean(document.irn),
});

/** A kept PDF that agrees with what the register says of its document (nothing to agree with: any kept one). */
const agrees = (kept: KeptPdf, said?: DrawnFrom) =>
  kept.bytes !== null && (!said || (kept.drawnFrom?.status === said.status && kept.drawnFrom.irn === said.irn));

/** A PDF to answer, and its keeping still under way (whether it was kept: a change in between keeps nothing). */
export interface DocumentPdf {
  bytes: Uint8Array;
  /** Drawn now, not read. */
  drawn: boolean;
  keeping: Promise<boolean>;
}

/**
 * The document's PDF after its lookup: the kept one, or one drawn from the record read now, which is kept in
 * the lookup's place. `said`: what the month's register says of it; a kept PDF that disagrees is drawn anew.
 */
export async function pdfAfterLookup(documentId: string, kept: KeptPdf, said?: DrawnFrom): Promise<DocumentPdf> {
  if (agrees(kept, said)) return { bytes: kept.bytes!, drawn: false, keeping: Promise.resolve(true) };
  const document: Document | null = await invoices.get(documentId);
  if (!document?.number) throw new HttpError(404, INVOICE_MESSAGES.invoiceNotFound);
  const bytes = isNote(document) ? await notePdf(document) : await invoicePdf(document);
  // A PDF not kept (the store failed) is drawn again next time: the answer goes out all the same.
  const keeping = keepPdf(documentId, bytes, drawnFromOf(document), kept.over).catch((error: unknown) => {
    console.error(`[pdfs] the PDF of ${document.number} was drawn but not kept`, error);
    return false;
  });
  return { bytes, drawn: true, keeping };
}

/** The document's PDF, kept or drawn and kept (its keeping done). */
export async function documentPdfBytes(documentId: string, said?: DrawnFrom): Promise<DocumentPdf> {
  const pdf = await pdfAfterLookup(documentId, await readKeptPdf(documentId), said);
  await pdf.keeping;
  return pdf;
}

/** The PDF answer of a document a handler has read and may show. */
export async function documentPdf(document: Awaited<ReturnType<typeof readDocument>>): Promise<Response> {
  const record: Document = document.note ?? document.invoice;
  const { bytes } = await documentPdfBytes(record._id);
  return pdfResponse({ bytes, filename: isNote(record) ? notePdfName(record) : invoicePdfName(record) });
}

/** How many of each month's register entries, in the order written, the housekeeping run has drawn the PDFs of. */
const FILL_CURSOR = 'kept-pdfs/filled';
/** PDFs drawn in one run at most (each about 100–250 ms), and looked up at once. */
const FILL_PER_RUN = 200;
const FILL_AT_ONCE = 8;

/** This month and the one before, in New Delhi: a document is dated the day it is issued. */
function recentMonths(now: number): string[] {
  const [year, month] = todayInIndia(new Date(now)).slice(0, 7).split('-').map(Number);
  const before = new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 7);
  return [before, `${year}-${String(month).padStart(2, '0')}`];
}

/**
 * The housekeeping run's part: the PDFs of the tax invoices and notes issued since its last run (this month's
 * and last month's registers, past its cursor), each drawn and kept when none is yet; bounded by the run's
 * deadline and FILL_PER_RUN, the next run going on where this one stopped. A PDF a change made stale later is
 * drawn by the next download or pack. Answers how many it drew.
 */
export async function fillKeptPdfs(now: number, limits: SweepLimits): Promise<number> {
  const months = recentMonths(now);
  const [cursor, ...registers] = await Promise.all([
    readJSON<Record<string, number>>(STORE_NAMES.meta, FILL_CURSOR),
    ...months.map((month) => readJSON<RegisterEntry[]>(STORE_NAMES.meta, registerKey(month))),
  ]);
  const next: Record<string, number> = Object.fromEntries(months.map((month) => [month, cursor?.[month] ?? 0]));
  const most = Math.min(FILL_PER_RUN, limits.limit);
  let drawn = 0;
  for (const [index, month] of months.entries()) {
    const entries = registers[index] ?? [];
    while (next[month] < entries.length && drawn < most && Date.now() < limits.deadline) {
      const batch = entries.slice(next[month], next[month] + Math.min(FILL_AT_ONCE, most - drawn));
      const wanted = batch.filter((entry) => entry.kind !== 'proforma');
      const kept = await Promise.all(wanted.map((entry) => readKeptPdf(entry._id)));
      for (const [at, entry] of wanted.entries()) {
        if (kept[at].bytes) continue;
        const pdf = await pdfAfterLookup(entry._id, kept[at]).catch((error: unknown) => {
          // An entry whose record is gone (its keeping period ended) has no PDF to keep: the run goes on past it.
          if (error instanceof HttpError && error.status === 404) return null;
          throw error;
        });
        if (!pdf) continue;
        await pdf.keeping;
        drawn += 1;
      }
      next[month] += batch.length;
    }
  }
  if (months.some((month) => next[month] !== (cursor?.[month] ?? 0)) || Object.keys(cursor ?? {}).length !== months.length)
    await writeJSON(STORE_NAMES.meta, FILL_CURSOR, next);
  return drawn;
}
