/**
 * Issuing a credit or debit note against a tax invoice. The invoice is read with its ledger of notes and
 * checked (a standing tax invoice, within section 34(2)'s time, never more credited than a line's value); then
 * 1. the note is stored, unnumbered, beside its pending mark;
 * 2. it takes its place in the invoice's ledger by a write over the version read: of two notes at once, the
 *    one that lands second is checked again against the first and goes on only if the invoice still holds it;
 * 3. it takes the next number of its series (store/sequence.ts: no gap, no number twice, even cut off);
 * 4. the number is written into the record, its summary onto the order and its entry into the note's month's
 *    register, at once; then the mark goes.
 * Each step can be done again, so a request cut off anywhere is finished by the housekeeping run
 * (`finishPendingNotes`) with the same number, never a second. Store requests of an issue: 41 to 45 measured
 * (tests/api/notes-cost.test.ts: the session's, the invoice's and its ledger's reads, the record and mark, the
 * ledger's write, 7 for the number, the record's, order's and register's writes and their follow-ups, the
 * mark's removal); a note's read, PDF or the month's list 2.
 */
import { todayInIndia } from '../../format/dates.ts';
import { NOTE_MESSAGES } from '../../messages/notes.ts';
import type { NoteIssue } from '../../schemas/notes.ts';
import type { InvoiceSummary } from '../../schemas/invoices.ts';
import { isNoteKind } from '../../schemas/invoices.ts';
import { HttpError } from '../http.ts';
import type { Quotations } from '../invoices/issue.ts';
import { writeRegisterEntry } from '../invoices/register.ts';
import { finishStaleMarks, invoices } from '../invoices/invoice-storage.ts';
import { STORE_NAMES, deleteKey, guard, newId, openStore, readJSON, readWithEtag, writeJSON } from '../store/index.ts';
import { takeNumber } from '../store/sequence.ts';
import { type Note, type NoteRefusal, composeNote, creditRefusal, creditedWith, noteRefusal, noteTaxables } from './note.ts';
import type { Invoice } from '../invoices/invoice.ts';
import {
  type NoteLedger,
  type NotePendingMark,
  NOTE_PENDING_PREFIX,
  ledgerKey,
  notePendingKey,
  noteSeries,
  notes,
} from './note-storage.ts';

const refused = (refusal: NoteRefusal) =>
  new HttpError(refusal.status, refusal.message, refusal.code ? { code: refusal.code } : {});

/** A numbered note by its id (404 for anything else): what the invoice calls, the PDF and the e-invoice read. */
export async function readNote(id: string): Promise<Note> {
  const note = await notes.get(id);
  if (!note?.number || !isNoteKind(note.kind)) throw new HttpError(404, NOTE_MESSAGES.noteNotFound);
  return note;
}

/** A note as its order lists it, beside the invoices. */
export const noteSummaryOf = (note: Note): InvoiceSummary => ({
  _id: note._id,
  number: note.number,
  kind: note.kind,
  original: note.original.number,
  date: note.date,
  total: note.totals.total,
  status: note.status,
});

/** The order's list with this note's summary, written once. */
const withNote = (list: readonly InvoiceSummary[] | undefined, summary: InvoiceSummary): InvoiceSummary[] => {
  const current = list ?? [];
  const at = current.findIndex((each) => each._id === summary._id);
  return at === -1 ? [...current, summary] : current.with(at, summary);
};

/** How many times the ledger's write is tried again when other notes of the invoice keep landing first. */
const ATTEMPTS = 20;

/**
 * Step 2: the note takes its place in its invoice's ledger, checked against what the ledger holds as written;
 * a refusal when another note took what this one would.
 */
async function claimLedger(invoice: Invoice, note: Note): Promise<NoteRefusal | null> {
  const store = openStore(STORE_NAMES.meta);
  const key = ledgerKey(note.invoiceId);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const found = await guard(() => readWithEtag<NoteLedger>(store, key));
    const ledger = found?.value ?? { notes: [], credited: {} };
    if (ledger.notes.includes(note._id)) return null;
    const over = creditRefusal(invoice, note, ledger.credited);
    if (over) return over;
    const next: NoteLedger = { notes: [...ledger.notes, note._id], credited: creditedWith(ledger.credited, note) };
    const written = await guard(() =>
      found ? store.setJSON(key, next, { onlyIfMatch: found.etag }) : store.setJSON(key, next, { onlyIfNew: true }),
    );
    if (written.modified) return null;
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * Math.min(attempt + 1, 10)));
  }
  return { status: 409, message: NOTE_MESSAGES.noteInProgress };
}

/**
 * Steps 3 and 4: the number, then the record's number, the order's summary and the register's entry at once,
 * then the mark. Store requests: the number's 7, the record's write, the order's and the register's (a read
 * and a write each), the mark's removal.
 */
async function settle(quotations: Quotations, note: Note): Promise<Note> {
  const number = note.number || (await takeNumber(noteSeries(note.kind, note.financialYear), note._id));
  const numbered = { ...note, number };
  const action = NOTE_MESSAGES.noteIssued(numbered, note.original.number);
  const [written] = await Promise.all([
    note.number ? note : notes.update(note._id, (stored) => ({ ...stored, number: stored.number || number }), { action }),
    quotations.update(note.quotationId, (current) => ({
      ...current,
      invoices: withNote(current.invoices, noteSummaryOf(numbered)),
    })),
    writeRegisterEntry(numbered),
  ]);
  await deleteKey(STORE_NAMES.meta, notePendingKey(note._id));
  return written ?? numbered;
}

/** A note that lost its place in the ledger, or was cut off before it: its record and mark removed (it never had a number). */
async function discard(noteId: string): Promise<void> {
  await notes.remove(noteId);
  await deleteKey(STORE_NAMES.meta, notePendingKey(noteId));
}

/** The invoice a note is asked against: a numbered record of the invoices' store (404 otherwise). */
async function invoiceFor(id: string): Promise<Invoice> {
  const invoice = await invoices.get(id);
  if (!invoice?.number) throw new HttpError(404, NOTE_MESSAGES.invoiceNotFound);
  return invoice;
}

/** Issues a credit or debit note against a tax invoice: 201's note, or a 4xx that stored nothing. */
export async function issueNote(quotations: Quotations, invoiceId: string, input: NoteIssue, by: string) {
  const at = new Date();
  const [invoice, ledger] = await Promise.all([
    invoiceFor(invoiceId),
    readJSON<NoteLedger>(STORE_NAMES.meta, ledgerKey(invoiceId)),
  ]);
  const refusal = noteRefusal(invoice, todayInIndia(at));
  if (refusal) throw refused(refusal);
  const taxables = noteTaxables(invoice, input);
  if ('status' in taxables) throw refused(taxables);
  const id = newId();
  const note = composeNote(invoice, input, taxables.lines, { id, at, by });
  const over = creditRefusal(invoice, note, ledger?.credited ?? {});
  if (over) throw refused(over);
  const mark: NotePendingMark = { invoiceId, at: note.createdAt };
  await Promise.all([notes.create(note, { id }), writeJSON(STORE_NAMES.meta, notePendingKey(id), mark)]);
  const lost = await claimLedger(invoice, note);
  if (lost) {
    await discard(id);
    throw refused(lost);
  }
  const issued = await settle(quotations, note);
  return { message: NOTE_MESSAGES.noteIssued(issued, invoice.number), note: issued };
}

/**
 * An invoice a note corrects is never cancelled: the note's figures stand on it (one store read, the ledger).
 * Another credit note takes back what is left instead.
 */
export async function refuseCancelWithNotes(invoice: Pick<Invoice, '_id' | 'number'>): Promise<void> {
  const ledger = await readJSON<NoteLedger>(STORE_NAMES.meta, ledgerKey(invoice._id));
  if (ledger?.notes.length) throw new HttpError(409, NOTE_MESSAGES.invoiceHasNotes(invoice.number));
}

/** The housekeeping run: every note issue a failing store cut off (a mark older than a minute) finished or undone. */
export function finishPendingNotes(quotations: Quotations, now = Date.now()): Promise<number> {
  return finishStaleMarks<NotePendingMark>(NOTE_PENDING_PREFIX, now, async (noteId, mark) => {
    const [note, ledger] = await Promise.all([
      notes.get(noteId),
      mark ? readJSON<NoteLedger>(STORE_NAMES.meta, ledgerKey(mark.invoiceId)) : null,
    ]);
    // In its invoice's ledger, it holds its value: numbered and copied. Else it never took its place: undone.
    if (note && (note.number || ledger?.notes.includes(noteId))) await settle(quotations, note);
    else await discard(noteId);
    return true;
  });
}
