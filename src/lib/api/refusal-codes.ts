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
  'note-not-allowed':
    'A credit or debit note asked for against a document that takes none (409): a proforma, a note, or a cancelled tax invoice.',
  'note-too-late':
    'A note asked for after 30 November following the end of the invoice’s financial year (409, CGST Act s. 34(2)).',
  'note-over-invoice':
    'A credit note that would take off more than is left of an invoice line’s taxable value or quantity (409): the message names the line and what is left.',
  'eway-bill-missing':
    'Goods worth more than Settings’ e-way bill threshold moved to Dispatched (or Delivered) without their tax invoice, transport or e-way bill number, or an order in another currency without the exchange rate that values it in rupees (409): the message names each that is missing.',
  'period-filed':
    'A tax invoice cancelled whose GSTR-1 period is marked filed (409): it is corrected by a credit note instead, which the screen offers.',
  'period-running':
    'A GSTR-1 period marked filed before its last day (409): the message names the day it ends; the screen offers Mark filed from then.',
  'filed-before-period-end':
    'A GSTR-1 period marked filed with a date filed before its last day (400): `errors.date` names the day it ends.',
  'session-ended':
    'A staff call whose session was ended on the server (401: signed out, disabled or removed), not one whose token merely expired.',
} as const;

export type RefusalCode = keyof typeof REFUSAL_CODES;
