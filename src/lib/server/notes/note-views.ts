/** Notes as the API answers them: amounts from paise (as stored) to rupees; and an invoice-or-note read by its id. */
import { pathOf } from '../../api/define.ts';
import { type NoteAnswer, invoicesApi } from '../../api/invoices.ts';
import { isNoteKind } from '../../schemas/invoices.ts';
import { HttpError } from '../http.ts';
import type { Invoice } from '../invoices/invoice.ts';
import { amountsInUnits } from '../invoices/views.ts';
import { invoices } from '../invoices/invoice-storage.ts';
import { INVOICE_MESSAGES } from '../../messages/invoices.ts';
import type { Note } from './note.ts';

export function noteAnswer(note: Note): NoteAnswer {
  const { totals, lines, dateAdded: _dateAdded, signatory, irn: _irn, ...rest } = note;
  return {
    ...rest,
    ...amountsInUnits(totals, lines),
    signatory: { name: signatory.name },
    pdf: pathOf(invoicesApi.pdf, { id: note._id }),
  };
}

const isNote = (record: Invoice | Note): record is Note => isNoteKind(record.kind);

/**
 * A numbered record of the invoices' store by its id, told apart by its kind: an invoice or a note (one store
 * read; 404 for neither).
 */
export async function readDocument(
  id: string,
): Promise<{ note: Note; invoice?: undefined } | { invoice: Invoice; note?: undefined }> {
  const record: Invoice | Note | null = await invoices.get(id);
  if (!record?.number) throw new HttpError(404, INVOICE_MESSAGES.invoiceNotFound);
  return isNote(record) ? { note: record } : { invoice: record };
}
