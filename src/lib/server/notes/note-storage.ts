/**
 * Where a note's pieces are kept: the record in the invoices' store (so the invoice calls read and print it
 * by its id, as an invoice), its number in its own series per financial year ('CN/2026-27/0001',
 * store/sequence.ts), the invoice's ledger of notes (`invoice-notes/{invoiceId}`: which notes it has and what
 * credit notes took off each line, written only over the version read, so two notes at once never both take
 * the same value) and the mark that its copies on the order and in the register may be behind it
 * (`note-pending/{id}`, finished by the housekeeping run once a minute old).
 */
import type { NoteKind } from '../../schemas/notes.ts';
import { documentCollection, documentSeries } from '../invoices/invoice-storage.ts';
import type { Series } from '../store/sequence.ts';
import type { Credited, Note } from './note.ts';

/** The notes, kept in the invoices' store (invoice-storage.ts). */
export const notes = documentCollection<Note>();

/** Each note series of each financial year: 'CN/2026-27/0001', 'DN/2026-27/0001'. */
export const noteSeries = (kind: NoteKind, financialYear: string): Series => documentSeries('note-numbers', kind, financialYear);

/** An invoice's notes: their ids, and the taxable value credit notes took off each line (by its place). */
export interface NoteLedger {
  notes: string[];
  credited: Credited;
}

export const ledgerKey = (invoiceId: string) => `invoice-notes/${invoiceId}`;

export const NOTE_PENDING_PREFIX = 'note-pending/';
export const notePendingKey = (noteId: string) => `${NOTE_PENDING_PREFIX}${noteId}`;

/** What a pending mark names: the note's invoice, and when the issue began (ISO). */
export interface NotePendingMark {
  invoiceId: string;
  at: string;
}
