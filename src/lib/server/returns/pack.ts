/**
 * The period's pack: every file the accountant needs in one ZIP, streamed (files/zip.ts), each file made only
 * when the one before it has gone out, so a month of 2,000 invoice PDFs never sits whole in memory:
 * each month's register and HSN summary (CSV), GSTR-1 as the offline tool's JSON and its CSVs, every tax
 * invoice's and note's PDF, the payments and refunds of the period (CSV), the Tally XML and a one-page summary.
 *
 * Store requests: the settings (at most once a minute), one per month for its register, GSTR-1's own (two per
 * month, twice: JSON and CSVs), the quotations' rows and one per month for its money register (books.ts); then
 * one per invoice or note whose PDF is kept (notes/document-pdf.ts: drawn once, by its first download or the
 * housekeeping run), read READ_AHEAD at once, and for each not kept what drawing it costs (its record, a tax
 * invoice's e-way bill, the signature when Settings had one) and one write to keep it.
 * A later part: the settings, the registers and its documents.
 */
import { pathOf } from '../../api/define.ts';
import { returnsApi } from '../../api/returns.ts';
import { paymentLines, paymentTotals } from '../payments/list.ts';
import { BOOKS_MESSAGES } from '../../messages/books.ts';
import { RETURNS_MESSAGES } from '../../messages/returns.ts';
import { todayInIndia } from '../../format/dates.ts';
import { csvFile } from '../files/csv.ts';
import { FILE_TYPES, fileResponse } from '../files/download.ts';
import { type ZipFile, zipStream } from '../files/zip.ts';
import { HttpError } from '../http.ts';
import { invoicePdfName } from '../invoices/invoice-pdf.ts';
import { readKeptPdf } from '../invoices/kept-pdfs.ts';
import { hsnCsv, registerCsv } from '../invoices/register.ts';
import { drawnFromOf, pdfAfterLookup } from '../notes/document-pdf.ts';
import { notePdfName } from '../notes/note-pdf.ts';
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

/** A document's PDF's name in the ZIP, from its register entry: a kept PDF reads no record. */
const pdfName = (entry: BookEntry) =>
  entry.kind === 'tax' ? `invoices/${invoicePdfName(entry)}` : `notes/${notePdfName(entry)}`;

/**
 * Netlify stops a streamed answer at 20 MB, and a month of 2,000 invoices' PDFs comes to about 36 MB (each
 * about 18 kB, already compressed): a pack stops adding PDFs before 18 MB have gone out and ends with a note
 * naming the next part's address, which carries on after the last document it holds. A function's answer must
 * also end within its time (10 s unless Netlify is told more): a part stops adding PDFs after 8 s too.
 */
export const PACK_BYTES = 18 * 1024 * 1024;
export const PACK_MS = 8_000;
/** Kept PDFs read at once (about 18 kB each): one round trip for several, and never a month of them in memory. */
const READ_AHEAD = 32;
/** A ZIP entry's header and its line in the directory at the end, with room for its name. */
const ENTRY_OVERHEAD = 512;

/** Where a streamed part stops adding PDFs: none for the background job, which splits its own parts. */
type PartLimits = { sent: () => number; bytes: number; until: number };
const NO_LIMITS: PartLimits = { sent: () => 0, bytes: Infinity, until: Infinity };

/** The PDFs of the documents after `after` (all of them without), while they fit in the part's bytes and time. */
async function* documentPdfs(accounts: PeriodAccounts, after: string, limits: PartLimits): AsyncGenerator<ZipFile> {
  const start = after ? accounts.entries.findIndex((entry) => entry._id === after) + 1 : 0;
  const left = accounts.entries.slice(start);
  let made = 0;
  for (let at = 0; at < left.length; at += READ_AHEAD) {
    const entries = left.slice(at, at + READ_AHEAD);
    const kept = await Promise.all(entries.map((entry) => readKeptPdf(entry._id)));
    // A kept PDF that the register says is behind its document (cancelled, or with its IRN, since) is drawn anew.
    const pdfOf = (index: number) => pdfAfterLookup(entries[index]._id, kept[index], drawnFromOf(entries[index]));
    // Without limits (the job) a batch's missing PDFs are drawn together, so one's store reads (its record, its
    // e-way bill) wait while another is drawn; a streamed part draws each in its turn, as it may stop before the next.
    const batch = limits === NO_LIMITS ? await Promise.all(entries.map((_, index) => pdfOf(index))) : undefined;
    for (const [index, entry] of entries.entries()) {
      const pdf = batch?.[index] ?? (await pdfOf(index));
      const full = limits.sent() + pdf.bytes.byteLength + 2 * ENTRY_OVERHEAD > limits.bytes;
      // Each part holds one PDF at least, so the parts always come to an end.
      if (made > 0 && (full || Date.now() > limits.until)) {
        await pdf.keeping;
        const next = `${pathOf(returnsApi.pack, {})}?${new URLSearchParams({ period: accounts.period, after: left[made - 1]._id })}`;
        yield { name: BOOKS_MESSAGES.morePdfsFile, content: BOOKS_MESSAGES.morePdfs(left.length - made, next) };
        return;
      }
      made += 1;
      yield { name: pdfName(entry), stored: true, content: pdf.bytes };
      // A PDF drawn is kept while it streams out, so the next pack reads it.
      await pdf.keeping;
    }
  }
}

/**
 * The pack's files in the order they are written: the small files first, then the PDFs as far as they fit.
 * A later part (`after` a document) holds the PDFs that follow it. Without limits, every file: the background
 * job's pack (pack-jobs.ts), which makes the same files as the streamed one.
 */
export async function* packFiles(accounts: PeriodAccounts, after = '', limits = NO_LIMITS): AsyncGenerator<ZipFile> {
  const { period, months, entries } = accounts;
  const parties = partyBook();
  if (!after) {
    for (const month of months) {
      const ofMonth = entries.filter((entry) => entry.date.startsWith(month));
      yield { name: `register-${month}.csv`, content: registerCsv(ofMonth) };
      yield { name: `hsn-summary-${month}.csv`, content: hsnCsv(ofMonth) };
    }
    yield* gstr1Files(period);
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
  yield* documentPdfs(accounts, after, limits);
}

export const packFileName = (period: string) => `gst-pack-${period}.zip`;

/** A document's PDF in the pack (the job counts them as its progress). */
export const isDocumentPdf = (file: ZipFile) => file.name.startsWith('invoices/') || file.name.startsWith('notes/');

/** The period's books for its pack; refused when Settings has no GSTIN, which every file of the pack names. */
export async function packAccounts(period: string): Promise<PeriodAccounts> {
  const accounts = await periodAccounts(period);
  if (!accounts.tax) throw new HttpError(409, RETURNS_MESSAGES.needsTaxSettings);
  return accounts;
}

/**
 * The period's ZIP as a streamed download (`after` a document: the part that follows it; `bytes` and `ms` where a
 * part stops); refused before anything is sent when Settings has no GSTIN.
 */
export async function packAnswer(
  period: string,
  after = '',
  { bytes = PACK_BYTES, ms = PACK_MS }: { bytes?: number; ms?: number } = {},
): Promise<Response> {
  const until = Date.now() + ms;
  const accounts = await packAccounts(period);
  let sent = 0;
  const counted = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const body = zipStream(packFiles(accounts, after, { sent: () => sent, bytes, until })).pipeThrough(counted);
  const name = after ? packFileName(`${period}-after-${after}`) : packFileName(period);
  return fileResponse({ body, type: FILE_TYPES.zip, name });
}
