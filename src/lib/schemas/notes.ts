/**
 * Credit and debit notes (CGST Act s. 34, rule 53): what staff send to issue one against a tax invoice. A note
 * names its reason from a short list, and each line it corrects by the invoice line's place (`index`) with a
 * quantity returned (a credit note's, at the line's unit value) or a taxable amount in rupees.
 */
import * as v from 'valibot';
import { NOTE_MESSAGES } from '../messages/notes.ts';
import { NOTE_KINDS, NOTE_REASONS, type NoteKind, type NoteReason } from '../gst/note-kinds.ts';
import { form } from './parts.ts';

export { NOTE_KINDS, NOTE_REASONS, type NoteKind, type NoteReason };

/** The most lines a note corrects: an invoice holds at most the quotation's lines and charges. */
const MAX_LINES = 200;

const positive = (message: string) => v.pipe(v.number(message), v.finite(message), v.gtValue(0, message));

/** One invoice line a note corrects: a quantity returned, or a taxable amount (rupees, to the paisa). */
export const noteLineSchema = v.pipe(
  v.object({
    index: v.pipe(v.number(NOTE_MESSAGES.lineIndex), v.integer(NOTE_MESSAGES.lineIndex), v.minValue(0, NOTE_MESSAGES.lineIndex)),
    quantity: v.optional(positive(NOTE_MESSAGES.lineQuantity)),
    amount: v.optional(
      v.pipe(
        positive(NOTE_MESSAGES.lineAmount),
        v.check((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, NOTE_MESSAGES.lineAmount),
      ),
    ),
  }),
  v.check((line) => (line.quantity === undefined) !== (line.amount === undefined), NOTE_MESSAGES.lineQuantityOrAmount),
);

/** POST /api/invoices/{id}/notes. */
export const noteIssueSchema = form({
  kind: v.picklist(NOTE_KINDS, NOTE_MESSAGES.kind),
  reason: v.picklist(NOTE_REASONS, NOTE_MESSAGES.reason),
  lines: v.pipe(
    v.array(noteLineSchema, NOTE_MESSAGES.lines),
    v.minLength(1, NOTE_MESSAGES.lines),
    v.maxLength(MAX_LINES, NOTE_MESSAGES.lines),
    v.check((lines) => new Set(lines.map((line) => line.index)).size === lines.length, NOTE_MESSAGES.lineTwice),
  ),
});

export type NoteIssue = v.InferOutput<typeof noteIssueSchema>;
export type NoteLineInput = v.InferOutput<typeof noteLineSchema>;
