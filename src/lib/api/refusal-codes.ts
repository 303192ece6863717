/**
 * The stable codes a refusal (a 4xx answer `{ message, code?, errors?, data? }`) carries beside its message,
 * each with what it means. The message is for people and may be reworded; a screen that acts on a kind of
 * refusal (offers a reload, a "go ahead", a "different payment") reads the code, never the words
 * (tests/unit/refusal-code-guard.test.ts fails on a screen that compares an answer's message with a text).
 * A refusal of no kind listed here carries no code.
 */
export const REFUSAL_CODES = {
  'version-conflict':
    'A save over a version someone else saved since (409): `data` is the record as stored now, for the admin to show what changed and offer a reload.',
  'advance-not-paid':
    'A move into production or later before the advance is paid (409): sent again with `goAheadReason`, the order goes ahead and keeps the reason.',
  'same-reference':
    'A payment whose reference is already on the order (409): `data.first` names that payment (date, amount, reference); sent again with `confirmDifferent: true`, it is recorded as another payment.',
  'session-ended':
    'A staff call whose session was ended on the server (401: signed out, disabled or removed), not one whose token merely expired.',
} as const;

export type RefusalCode = keyof typeof REFUSAL_CODES;
