/**
 * Credit and debit notes (CGST Act s. 34): the two kinds, and why a labels maker issues one. Their words are
 * in src/lib/messages/notes.ts, the form's rules in src/lib/schemas/notes.ts; both read these.
 */
export const NOTE_KINDS = ['credit', 'debit'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];

/** The cases of section 34 a labels maker meets. */
export const NOTE_REASONS = ['sales-return', 'price-reduced', 'deficiency', 'correction'] as const;
export type NoteReason = (typeof NOTE_REASONS)[number];
