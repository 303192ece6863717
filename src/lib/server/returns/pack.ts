/**
 * The period's pack: every file the accountant needs in one ZIP, streamed (files/zip.ts), each file made only
 * when the one before it has gone out, so a month of 2,000 invoice PDFs never sits whole in memory:
 * each month's register and HSN summary (CSV), GSTR-1 as the offline tool's JSON and its CSVs, every tax
 * invoice's and note's PDF, the payments and refunds of the period (CSV), the Tally XML and a one-page summary.
 *
 * Store requests: the settings (at most once a minute), one per month for its register, GSTR-1's own (two per
 * month, twice: JSON and CSVs), one per invoice or note for its PDF (its buyer then known to the Tally file,
 * which reads no invoice again; a signature image adds one per PDF when Settings has one), the quotations' rows
 * and one per order with money dated in the period.
 */
import { paymentLines, paymentTotals } from '../payments/list.ts';
import { BOOKS_MESSAGES } from '../../messages/books.ts';
import { RETURNS_MESSAGES } from '../../messages/returns.ts';
import { todayInIndia } from '../../format/dates.ts';
import { csvFile } from '../files/csv.ts';
import { FILE_TYPES, fileResponse } from '../files/download.ts';
import { type ZipFile, zipStream } from '../files/zip.ts';
import { HttpError } from '../http.ts';
import { invoicePdf, invoicePdfName } from '../invoices/invoice-pdf.ts';
import { invoices } from '../invoices/invoice-storage.ts';
import { hsnCsv, registerCsv } from '../invoices/register.ts';
import { notePdf, notePdfName } from '../notes/note-pdf.ts';
import { notes } from '../notes/note-storage.ts';
import { allRows } from '../quotations/quotation-rows.ts';
import { type BookEntry, type PeriodAccounts, type PeriodPayment, partyBook, periodAccounts, periodMoney } from './books.ts';
import { gstr1CsvFiles, gstr1Of } from './gstr1.ts';
import { periodSummary, summaryPdf } from './summary-pdf.ts';
import { tallyFileName, tallyOf } from './tally.ts';

/** Minor units with two decimals, as the register's CSV writes them. */
const units = (minor: number) => (minor / 100).toFixed(2);

/** The period's payments and refunds as a CSV, oldest first. */
export function paymentsCsv(money: readonly PeriodPayment[]): string {
  const rows = [...money]
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id))
    .map((each) => [
      each.date,
      each.kind === 'receipt' ? BOOKS_MESSAGES.payment : BOOKS_MESSAGES.refund,
      each.order,
      each.party.name,
      each.party.gstin,
      each.method,
      each.reference,
      each.currency,
      units(each.amount),
      each.reason,
    ]);
  return csvFile([BOOKS_MESSAGES.paymentsColumns, ...rows]);
}

/** GSTR-1 as the portal's offline tool imports it, and its CSVs, in a folder of their own. */
async function* gstr1Files(period: string): AsyncGenerator<ZipFile> {
  yield { name: `gstr1/gstr1-${period}.json`, content: async () => JSON.stringify(await gstr1Of(period), null, 2) };
  for (const file of await gstr1CsvFiles(period)) yield { ...file, name: `gstr1/${file.name}` };
}

/** The PDF of each tax invoice and note, read once; its buyer noted for the Tally file. */
function documentPdfs(entries: readonly BookEntry[], parties: ReturnType<typeof partyBook>): ZipFile[] {
  return entries.map((entry) => {
    if (entry.kind === 'tax')
      return {
        name: `invoices/${invoicePdfName(entry)}`,
        stored: true,
        content: async () => {
          const invoice = await invoices.get(entry._id);
          if (!invoice) throw new Error(`The register lists invoice ${entry.number}, whose record is missing`);
          parties.note(invoice.buyer);
          return invoicePdf(invoice);
        },
      };
    return {
      name: `notes/${notePdfName(entry)}`,
      stored: true,
      content: async () => {
        const note = await notes.get(entry._id);
        if (!note) throw new Error(`The register lists note ${entry.number}, whose record is missing`);
        parties.note(note.buyer);
        return notePdf(note);
      },
    };
  });
}

/** The pack's files in the order they are written. */
async function* packFiles(accounts: PeriodAccounts): AsyncGenerator<ZipFile> {
  const { period, months, entries } = accounts;
  for (const month of months) {
    const ofMonth = entries.filter((entry) => entry.date.startsWith(month));
    yield { name: `register-${month}.csv`, content: registerCsv(ofMonth) };
    yield { name: `hsn-summary-${month}.csv`, content: hsnCsv(ofMonth) };
  }
  yield* gstr1Files(period);
  const parties = partyBook();
  yield* documentPdfs(entries, parties);
  const money = await periodMoney(months, parties);
  yield { name: `payments-${period}.csv`, content: paymentsCsv(money) };
  yield { name: tallyFileName(period), content: () => tallyOf(accounts, parties, money) };
  yield {
    name: `summary-${period}.pdf`,
    content: async () =>
      summaryPdf(periodSummary(entries), {
        label: accounts.label,
        company: accounts.tax?.legalName ?? '',
        gstin: accounts.tax?.gstin ?? '',
        owed: paymentTotals(paymentLines(await allRows(), todayInIndia())),
      }),
  };
}

export const packFileName = (period: string) => `gst-pack-${period}.zip`;

/** The period's ZIP as a streamed download; refused before anything is sent when Settings has no GSTIN. */
export async function packAnswer(period: string): Promise<Response> {
  const accounts = await periodAccounts(period);
  if (!accounts.tax) throw new HttpError(409, RETURNS_MESSAGES.needsTaxSettings);
  return fileResponse({ body: zipStream(packFiles(accounts)), type: FILE_TYPES.zip, name: packFileName(period) });
}
