/**
 * A credit or debit note as issued (CGST Act s. 34, rule 53), and the rules that make one, as pure functions:
 * which invoice takes a note (a standing tax invoice, within section 34(2)'s time), and the note itself, a
 * snapshot of the invoice's supplier, recipient and supply with each line corrected at that line's rate.
 * Nothing here reads a store; tests/unit/notes.test.ts holds them.
 *
 * Amounts are whole minor units and positive: a credit note's lower what the invoice billed, a debit note's
 * raise it. The tax is worked out as the invoice's was (gst/tax.ts `taxLines`): CGST and SGST within the
 * state, IGST across, none under the letter of undertaking; a rupee note rounded to the rupee.
 */
import type { NoteHeader } from '../../api/invoices.ts';
import { todayInIndia } from '../../format/dates.ts';
import { formatMoney } from '../../format/money.ts';
import { financialYear, lastNoteDay } from '../../gst/financial-year.ts';
import { type TaxTotals, type TaxedLine, taxLines } from '../../gst/tax.ts';
import { NOTE_MESSAGES } from '../../messages/notes.ts';
import { amountInWords } from '../../quotation.ts';
import type { NoteIssue } from '../../schemas/notes.ts';
import type { StoredRecord } from '../../schemas/parts.ts';
import type { RefusalCode } from '../../api/refusal-codes.ts';
import type { Invoice } from '../invoices/invoice.ts';

/** A note's line: the invoice line it corrects (`index`), the quantity returned (0 for an amount) and its taxes. */
export type NoteLine = TaxedLine & { index: number };

/** A note as stored (in the invoices' store, beside the invoice it corrects): never edited, never cancelled. */
export interface Note extends StoredRecord, NoteHeader {
  lines: NoteLine[];
  totals: TaxTotals;
  signatory: Invoice['signatory'];
  /** A note registered at the IRP as an e-invoice (src/lib/server/einvoices/): printed on its PDF as an invoice's. */
  irn?: Invoice['irn'];
}

/** What credit notes already took off an invoice's lines: taxable value by the line's place. */
export type Credited = Readonly<Record<number, number>>;

export interface NoteRefusal {
  status: 400 | 409;
  message: string;
  code?: RefusalCode;
}

const refuse = (message: string, code?: RefusalCode, status: 400 | 409 = 409): NoteRefusal => ({ status, message, code });

/** Why no note may be issued against this document today (`today` New Delhi's day); null when one may. */
export function noteRefusal(
  invoice: Pick<Invoice, 'kind' | 'number' | 'status' | 'financialYear'>,
  today: string,
): NoteRefusal | null {
  if ((invoice.kind as string) === 'credit' || (invoice.kind as string) === 'debit')
    return refuse(NOTE_MESSAGES.notAgainstNote, 'note-not-allowed');
  if (invoice.kind !== 'tax') return refuse(NOTE_MESSAGES.notAgainstThis(invoice.number), 'note-not-allowed');
  if (invoice.status !== 'issued') return refuse(NOTE_MESSAGES.notAgainstCancelled(invoice.number), 'note-not-allowed');
  const lastDay = lastNoteDay(invoice.financialYear);
  if (today > lastDay) return refuse(NOTE_MESSAGES.tooLate(invoice.number, lastDay), 'note-too-late');
  return null;
}

/** `a × b ÷ c` to the nearest whole number, halves up, exact for a crore's value times a quantity. */
const scaled = (a: number, b: number, c: number) => {
  const [whole, scale] = [BigInt(a) * BigInt(Math.round(b * 1000)), BigInt(Math.round(c * 1000))];
  return Number((whole * 2n + scale) / (scale * 2n));
};

/**
 * The note's lines before tax: each named invoice line at its rate, with the taxable value a quantity returned
 * comes to (the line's taxable value × quantity ÷ its quantity) or the amount given; or why not.
 */
export function noteTaxables(
  invoice: Pick<Invoice, 'lines' | 'currency'>,
  input: Pick<NoteIssue, 'kind' | 'lines'>,
): { lines: Omit<NoteLine, 'cgst' | 'sgst' | 'igst'>[] } | NoteRefusal {
  const lines: Omit<NoteLine, 'cgst' | 'sgst' | 'igst'>[] = [];
  for (const wanted of input.lines) {
    const line = invoice.lines[wanted.index];
    if (!line) return refuse(NOTE_MESSAGES.noSuchLine(wanted.index, invoice.lines.length), undefined, 400);
    if (input.kind === 'debit' && wanted.quantity !== undefined)
      return refuse(NOTE_MESSAGES.debitByAmount(wanted.index), undefined, 400);
    if (wanted.quantity !== undefined && wanted.quantity > line.quantity)
      return refuse(NOTE_MESSAGES.quantityOver(wanted.index, line.quantity), 'note-over-invoice');
    const taxable =
      wanted.quantity !== undefined
        ? scaled(line.taxable, wanted.quantity, line.quantity)
        : Math.round((wanted.amount ?? 0) * 100);
    if (taxable <= 0) return refuse(NOTE_MESSAGES.nothingTaxable(wanted.index), undefined, 400);
    const { description, hsn, unit, ratePercent } = line;
    lines.push({ index: wanted.index, description, hsn, unit, ratePercent, quantity: wanted.quantity ?? 0, taxable });
  }
  return { lines };
}

/**
 * Why a credit note's lines are more than the invoice has left: the first line whose taxable value, with what
 * credit notes already took off it (`credited`), passes the invoice line's, named with what is left. A debit
 * note raises the value and is never refused so.
 */
export function creditRefusal(
  invoice: Pick<Invoice, 'lines' | 'currency'>,
  note: Pick<Note, 'kind' | 'lines'>,
  credited: Credited,
): NoteRefusal | null {
  if (note.kind !== 'credit') return null;
  for (const line of note.lines) {
    const billed = invoice.lines[line.index];
    const left = (billed?.taxable ?? 0) - (credited[line.index] ?? 0);
    if (line.taxable > left)
      return refuse(
        NOTE_MESSAGES.overInvoice(line.index, line.description, formatMoney(Math.max(0, left) / 100, invoice.currency)),
        'note-over-invoice',
      );
  }
  return null;
}

/** The credit notes' taxable value per invoice line, with this note's added (what the next one may still take). */
export function creditedWith(credited: Credited, note: Pick<Note, 'kind' | 'lines'>): Credited {
  if (note.kind !== 'credit') return credited;
  const next: Record<number, number> = { ...credited };
  for (const line of note.lines) next[line.index] = (next[line.index] ?? 0) + line.taxable;
  return next;
}

/** The note against `invoice`, as at `at`, without its number yet. Call noteRefusal and noteTaxables first. */
export function composeNote(
  invoice: Invoice,
  input: Pick<NoteIssue, 'kind' | 'reason'>,
  taxables: Omit<NoteLine, 'cgst' | 'sgst' | 'igst'>[],
  { id, at, by }: { id: string; at: Date; by: string },
): Note {
  const { lines, totals } = taxLines(taxables, invoice.supply, {
    taxFree: invoice.lut !== undefined,
    roundToRupee: invoice.currency === 'INR',
  });
  const iso = at.toISOString();
  return {
    _id: id,
    dateAdded: iso,
    number: '',
    kind: input.kind,
    invoiceId: invoice._id,
    original: { _id: invoice._id, number: invoice.number, date: invoice.date },
    quotationId: invoice.quotationId,
    quotationNumber: invoice.quotationNumber,
    financialYear: financialYear(at).label,
    date: todayInIndia(at),
    currency: invoice.currency,
    reason: input.reason,
    supplier: invoice.supplier,
    buyer: invoice.buyer,
    supply: invoice.supply,
    placeOfSupply: invoice.placeOfSupply,
    ...(invoice.sez && { sez: invoice.sez }),
    ...(invoice.lut && { lut: invoice.lut }),
    lines,
    totals,
    amountInWords: amountInWords(totals.total / 100, invoice.currency),
    signatory: invoice.signatory,
    status: 'issued',
    createdAt: iso,
    createdBy: by,
  };
}
