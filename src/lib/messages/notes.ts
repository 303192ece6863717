/**
 * Credit and debit notes: the API's answers about them, the reasons' words, and what the note's PDF and the
 * admin's dialogs print.
 */
import { formatDayLong } from '../format/dates.ts';
import type { NoteKind, NoteReason } from '../gst/note-kinds.ts';

const NOTE_NAMES: Record<NoteKind, string> = { credit: 'Credit note', debit: 'Debit note' };

/** 'Credit note' or 'Debit note'. */
export const noteName = (kind: NoteKind): string => NOTE_NAMES[kind];

export const NOTE_MESSAGES = {
  kind: "Choose 'credit' or 'debit'",
  listKind: 'Kind must be proforma, tax, credit or debit',
  reason:
    'Choose why the note is issued: sales return, price reduced after sale, deficiency in service or correction of a mistake',
  lines: 'Name at least one line of the invoice, and at most 200',
  lineIndex: 'Each line names the invoice line by its place (0 for the first)',
  lineQuantity: 'A quantity returned is a number above 0',
  lineAmount: 'An amount is in rupees above 0, to the paisa',
  lineQuantityOrAmount: 'Give each line either a quantity returned or an amount, not both',
  lineTwice: 'Each invoice line may be named once in a note',
  noteIssued: (note: { kind: NoteKind; number: string }, invoiceNumber: string) =>
    `${noteName(note.kind)} ${note.number} issued against ${invoiceNumber}`,
  noteNotFound: 'No such note',
  invoiceNotFound: 'No such invoice',
  notAgainstThis: (invoiceNumber: string) => `Notes are issued only against a tax invoice; ${invoiceNumber} is not one`,
  notAgainstCancelled: (invoiceNumber: string) => `${invoiceNumber} is cancelled: no note can be issued against it`,
  notAgainstNote: 'A note is issued against a tax invoice, not against another note',
  tooLate: (invoiceNumber: string, lastDay: string) =>
    `A note against ${invoiceNumber} had to be issued by ${formatDayLong(lastDay)} (CGST Act, section 34(2)): it is too late now`,
  noSuchLine: (index: number, lines: number) => `The invoice has no line ${index + 1}: it has ${lines}`,
  debitByAmount: (index: number) => `Line ${index + 1}: a debit note raises the value by an amount, not a quantity`,
  quantityOver: (index: number, quantity: number) => `Line ${index + 1}: the invoice billed ${quantity}; no more can come back`,
  overInvoice: (index: number, description: string, left: string) =>
    `Line ${index + 1} (${description}): credit notes may take off at most ${left} more of its taxable value`,
  nothingTaxable: (index: number) => `Line ${index + 1}: that quantity comes to less than a paisa`,
  noteInProgress: 'Another note is being issued against this invoice just now: try again in a moment',
  invoiceHasNotes: (number: string) =>
    `${number} has credit or debit notes against it, so it can no longer be cancelled: issue a credit note for what is left instead`,
} as const;

/** The reasons, as the dialog lists them and the note prints them. */
export const NOTE_REASON_TEXTS: Record<NoteReason, string> = {
  'sales-return': 'Sales return',
  'price-reduced': 'Price reduced after sale',
  deficiency: 'Deficiency in service',
  correction: 'Correction of a mistake',
};

/** What the note's PDF prints (rule 53). */
export const NOTE_PDF_TEXTS = {
  title: noteName,
  against: (number: string, date: string) => `Against tax invoice ${number} dated ${date}`,
  originalInvoice: 'Original invoice',
  originalDate: 'Invoice date',
  reason: 'Reason',
  noteNumber: 'Note number',
  noteDate: 'Note date',
  supplier: 'Supplier',
  recipient: 'Recipient',
  gstin: 'GSTIN',
  state: 'State',
  placeOfSupply: 'Place of supply',
  unregistered: 'Unregistered',
  columns: ['#', 'Description', 'HSN/SAC', 'Qty', 'Taxable value', 'Rate', 'CGST', 'SGST', 'IGST'],
  taxable: 'Taxable value',
  cgst: 'CGST',
  sgst: 'SGST',
  igst: 'IGST',
  roundOff: 'Round off',
  total: (kind: NoteKind) => (kind === 'credit' ? 'Total credited' : 'Total debited'),
  inWords: 'In words',
  lut: 'Supply under letter of undertaking: no IGST charged',
  signatoryFor: (company: string) => `For ${company}`,
  signatory: 'Authorised signatory',
  foot: (company: string, number: string, page: number, pages: number) => `${company} · ${number} · Page ${page} of ${pages}`,
} as const;

/** The admin's order panel: the two dialogs beside each standing tax invoice. */
export const NOTE_SCREEN_TEXTS = {
  open: (kind: NoteKind) => `${noteName(kind)}…`,
  openLabel: (kind: NoteKind, invoiceNumber: string) => `${noteName(kind)} against ${invoiceNumber}`,
  dialogTitle: (kind: NoteKind, invoiceNumber: string) => `${noteName(kind)} against ${invoiceNumber}`,
  dialogLead: (kind: NoteKind) =>
    kind === 'credit'
      ? 'Takes value off the invoice: give the quantity returned or the taxable amount of each line it corrects; the tax follows at the line’s rate.'
      : 'Adds value to the invoice: give the taxable amount each line rises by; the tax follows at the line’s rate.',
  reason: 'Reason',
  by: 'Correct by',
  byQuantity: 'Quantity returned',
  byAmount: 'Taxable amount (₹)',
  linesLegend: 'The invoice’s lines (leave a line empty to leave it as it is)',
  lineLabel: (description: string, billed: string, by: 'quantity' | 'amount') =>
    `${description}: ${by === 'quantity' ? 'quantity returned' : 'taxable amount'} (billed ${billed})`,
  readingLines: 'Reading the invoice’s lines…',
  linesUnread: 'The invoice’s lines could not be read: close this and try again',
  issue: (kind: NoteKind) => `Issue ${noteName(kind).toLowerCase()}`,
  cancel: 'Close',
} as const;

/** The register CSV's column added for notes, after the invoices' columns. */
export const NOTE_REGISTER_TEXTS = {
  originalColumn: 'Original invoice number',
} as const;
