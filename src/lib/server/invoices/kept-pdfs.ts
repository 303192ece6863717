/**
 * Each tax invoice's and note's PDF, kept once drawn, so the month's pack and a second download read it (one
 * store request) instead of drawing it again (its record, its order's e-way bill and the signature read, then
 * about 100–250 ms of drawing). Kept with the other private files (the artwork store, under
 * `document-pdfs/{id}`), never at a public address: the handlers that check who may read a document answer it.
 *
 * A kept PDF is never stale. What a PDF shows changes only by a write of its record (an invoice cancelled, an IRN
 * recorded) or of its order's e-way bill or transport, and every such write, once it has landed, replaces the
 * kept PDF with a "changed" marker (`pdfChanged`), unconditionally. A reader looks the kept PDF up first and
 * notes its etag, then reads what the PDF is drawn from, draws it and keeps it only if the key still holds what
 * it saw (onlyIfMatch that etag, or onlyIfNew when there was nothing). So a drawing that read a record before a
 * change finds the change's marker in its way and keeps nothing; a change that lands after a drawing was kept
 * replaces it. Each marker is new bytes (an id), so its etag is never one seen before.
 *
 * A PDF also carries, as metadata, the document's status and whether it had its IRN: the pack compares them with
 * the month's register, which it reads anyway, and draws anew on any difference. KEPT_PDF_LAYOUT counts the
 * drawings' layout: a change to what invoice-pdf.ts or note-pdf.ts draws raises it, and every PDF kept before
 * is then drawn again.
 *
 * Store requests: a lookup 1; keeping 1 (a write); a change's marker 1 (a write); a removal 1.
 */
import { STORE_NAMES, guard, newId, openStore } from '../store/index.ts';

const PREFIX = 'document-pdfs/';
const keyOf = (documentId: string) => `${PREFIX}${documentId}`;
const store = () => openStore(STORE_NAMES.artwork);

/** The layout of the PDFs drawn now; one kept under another is drawn again. */
export const KEPT_PDF_LAYOUT = 1;

/** What the month's register also says of a document, kept with its PDF to be compared. */
export interface DrawnFrom {
  status: string;
  irn: boolean;
}

/** Where a drawing may be kept: over the etag its lookup saw, only as new (nothing was there), or not at all. */
export type KeptPlace = { etag: string } | { new: true } | null;

/** A lookup: the kept PDF and what it was drawn from (null when none is kept, or a marker), and where a drawing goes. */
export interface KeptPdf {
  bytes: Uint8Array | null;
  drawnFrom: DrawnFrom | null;
  over: KeptPlace;
}

/** The document's kept PDF (one request), with where a drawing from records read after this may replace it. */
export async function readKeptPdf(documentId: string): Promise<KeptPdf> {
  const found = await guard(() => store().getWithMetadata(keyOf(documentId), { type: 'arrayBuffer' }));
  if (!found) return { bytes: null, drawnFrom: null, over: { new: true } };
  // A store that answers no etag (Netlify's own local tools): a drawing is answered, not kept.
  const over = found.etag ? { etag: found.etag } : null;
  const { layout, status, irn } = found.metadata as { layout?: number; status?: string; irn?: boolean };
  if (layout !== KEPT_PDF_LAYOUT || typeof status !== 'string') return { bytes: null, drawnFrom: null, over };
  return { bytes: new Uint8Array(found.data), drawnFrom: { status, irn: irn === true }, over };
}

/**
 * Keeps a drawing in place of what the lookup before its reads saw; false when something else has been written
 * there since (a change's marker, or another drawing), which then stands.
 */
export async function keepPdf(documentId: string, bytes: Uint8Array, drawnFrom: DrawnFrom, over: KeptPlace): Promise<boolean> {
  if (!over) return false;
  const condition = 'etag' in over ? { onlyIfMatch: over.etag } : { onlyIfNew: true as const };
  const metadata = { layout: KEPT_PDF_LAYOUT, status: drawnFrom.status, irn: drawnFrom.irn };
  const written = await guard(() =>
    store().set(keyOf(documentId), new Blob([bytes as Uint8Array<ArrayBuffer>]), { metadata, ...condition }),
  );
  return written.modified;
}

/**
 * After a write that changes what the document's PDF shows has landed: its kept PDF replaced by a marker, so
 * the next reader draws it anew and no drawing begun before the write is kept. Awaited by the write's request:
 * a failure fails it, and the write is done again (each caller's header says how).
 */
export async function pdfChanged(documentId: string): Promise<void> {
  await guard(() => store().set(keyOf(documentId), newId(), { metadata: { changed: true } }));
}

/** The keeping period's end: the document's kept PDF (or marker) deleted with its record. */
export async function removeKeptPdf(documentId: string): Promise<void> {
  await guard(() => store().delete(keyOf(documentId)));
}
