/**
 * The month's register of invoices, for the invoice list and the accountant: one record per month
 * (`invoice-register/{YYYY-MM}` in meta, by the invoices' New Delhi dates) holding an entry per invoice with
 * what the register and the HSN summary print. An invoice's issue and its cancel write its entry with a
 * conditional write (read again and retried when another got there first); a cancelled entry never goes back
 * to issued. So a month is one store read, however many orders there are.
 *
 * Credit and debit notes (src/lib/server/notes/) have their entries here too, in the note's month, with
 * `kind: 'credit' | 'debit'`, the invoice they correct (`original`) and their `reason`, and every amount
 * positive as the note prints it: GSTR-1's cdnr and cdnur are built from these fields, and the HSN summary
 * takes a credit note's lines off and adds a debit note's.
 */
import { type HsnSummaryRow, addToHsnRow, hsnSummary } from '../../gst/tax.ts';
import { INVOICE_PDF_TEXTS, INVOICE_REGISTER_TEXTS } from '../../messages/invoices.ts';
import type { DocumentKind } from '../../schemas/invoices.ts';
import type { NoteReason } from '../../schemas/notes.ts';
import { STORE_NAMES, guard, openStore, readJSON, readWithEtag } from '../store/index.ts';
import { csvFile } from '../files/csv.ts';
import { NOTE_REGISTER_TEXTS } from '../../messages/notes.ts';
import type { Invoice } from './invoice.ts';

/** What an entry is made from: an invoice, or a credit or debit note (which has no cancel, bill of supply or due date). */
export type RegisterSource = Pick<
  Invoice,
  '_id' | 'number' | 'date' | 'quotationId' | 'quotationNumber' | 'currency' | 'status' | 'totals' | 'buyer' | 'placeOfSupply'
> &
  Pick<Invoice, 'lines' | 'supply' | 'sez' | 'lut' | 'billOfSupply' | 'cancelReason' | 'irn'> & {
    kind: DocumentKind;
    original?: RegisterEntry['original'];
    reason?: NoteReason;
  };

/** An invoice or a note as its month's register keeps it; amounts in minor units. */
export interface RegisterEntry extends Pick<
  Invoice,
  '_id' | 'number' | 'date' | 'quotationId' | 'quotationNumber' | 'currency' | 'status' | 'totals'
> {
  kind: DocumentKind;
  /** A note's: the tax invoice it corrects, as GSTR-1's cdnr asks for it. */
  original?: { _id: string; number: string; date: string };
  /** A note's reason (NOTE_REASON_TEXTS). */
  reason?: NoteReason;
  buyer: string;
  gstin: string;
  /**
   * The rest of the buyer as invoiced, for the books' party ledger (Tally's address, state and country beside
   * `buyer` and `gstin`). Missing from entries written before the books read it: they read the invoice then.
   */
  party?: Pick<Invoice['buyer'], 'address' | 'state' | 'country'>;
  /** The place of supply's state code and name; '96' and 'Other countries' for an export, as GSTR-1 writes it. */
  placeCode: string;
  placeName: string;
  /** The taxable value and taxes at each rate the invoice holds. */
  rates: { ratePercent: number; taxable: number; cgst: number; sgst: number; igst: number }[];
  hsn: HsnSummaryRow[];
  billOfSupply?: true;
  /** Why it was cancelled, as the Admin wrote (the accountant sees it beside the number). */
  cancelReason?: string;
  /**
   * Within the state, to another, or abroad; an SEZ unit's supply and one under the LUT (no IGST paid), as
   * GSTR-1's tables sort them. Missing from entries written before the returns: read them through
   * `supplyOfEntry` (src/lib/server/returns/).
   */
  supply?: Invoice['supply'];
  sez?: Invoice['sez'];
  underLut?: true;
  /**
   * The document has its IRN (src/lib/server/einvoices/irn.ts writes the entry again when it is kept), so the
   * Returns screen's check warns of the IRP's time limit from the register alone. Missing until then.
   */
  irn?: true;
}

export const registerKey = (month: string) => `invoice-register/${month}`;

/** An invoice's or a note's entry. */
export function entryOf(invoice: RegisterSource): RegisterEntry {
  const rates = new Map<number, RegisterEntry['rates'][number]>();
  for (const line of invoice.lines) {
    const row = rates.get(line.ratePercent) ?? { ratePercent: line.ratePercent, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    row.taxable += line.taxable;
    row.cgst += line.cgst;
    row.sgst += line.sgst;
    row.igst += line.igst;
    rates.set(line.ratePercent, row);
  }
  return {
    _id: invoice._id,
    number: invoice.number,
    kind: invoice.kind,
    ...(invoice.original && { original: invoice.original }),
    ...(invoice.reason && { reason: invoice.reason }),
    date: invoice.date,
    quotationId: invoice.quotationId,
    quotationNumber: invoice.quotationNumber,
    currency: invoice.currency,
    status: invoice.status,
    totals: invoice.totals,
    buyer: invoice.buyer.legalName,
    gstin: invoice.buyer.gstin,
    party: { address: invoice.buyer.address, state: invoice.buyer.state, country: invoice.buyer.country },
    placeCode: 'code' in invoice.placeOfSupply ? invoice.placeOfSupply.code : '96',
    placeName: 'name' in invoice.placeOfSupply ? invoice.placeOfSupply.name : INVOICE_REGISTER_TEXTS.abroad,
    rates: [...rates.values()],
    hsn: hsnSummary(invoice.lines),
    ...(invoice.billOfSupply && { billOfSupply: true as const }),
    ...(invoice.status === 'cancelled' && { cancelReason: invoice.cancelReason ?? '' }),
    supply: invoice.supply,
    ...(invoice.sez && { sez: invoice.sez }),
    ...(invoice.lut && { underLut: true as const }),
    ...(invoice.irn && { irn: true as const }),
  };
}

/** How many times the month's write is tried again when other writes keep getting there first. */
const ATTEMPTS = 40;

/** Writes an invoice's or a note's entry into its month (a numbered one only). */
export async function writeRegisterEntry(invoice: RegisterSource): Promise<void> {
  const store = openStore(STORE_NAMES.meta);
  const key = registerKey(invoice.date.slice(0, 7));
  const entry = entryOf(invoice);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const found = await guard(() => readWithEtag<RegisterEntry[]>(store, key));
    const entries = found?.value ?? [];
    const at = entries.findIndex((each) => each._id === entry._id);
    // A cancelled entry stays cancelled; an entry already as it should be needs no write.
    if (at !== -1 && (entries[at].status === 'cancelled' || JSON.stringify(entries[at]) === JSON.stringify(entry))) return;
    const next = at === -1 ? [...entries, entry] : entries.with(at, entry);
    const written = await guard(() =>
      found ? store.setJSON(key, next, { onlyIfMatch: found.etag }) : store.setJSON(key, next, { onlyIfNew: true }),
    );
    if (written.modified) return;
    // Another write landed first: a moment's wait that grows, so a crowd of writers spreads out.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * Math.min(attempt + 1, 10)));
  }
  throw new Error(`The invoice register of ${invoice.date.slice(0, 7)} kept changing while ${invoice._id} was written`);
}

/** The month's entries, in number order within each series (one store read). */
export async function registerOf(month: string, kind?: DocumentKind): Promise<RegisterEntry[]> {
  const entries = (await readJSON<RegisterEntry[]>(STORE_NAMES.meta, registerKey(month))) ?? [];
  return entries
    .filter((entry) => !kind || entry.kind === kind)
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.number.localeCompare(b.number, 'en', { numeric: true }));
}

/** Minor units as the currency's units, with two decimals, as the accountant's files write them. */
const units = (minor: number) => (minor / 100).toFixed(2);

/** The documents the register and the HSN summary hold: tax invoices and the notes on them, not proformas. */
const inBooks = (entry: RegisterEntry) => entry.kind !== 'proforma';

/**
 * The register's lines: one per tax invoice (or note) and rate (GSTR-1's B2B, B2C and export tables read it);
 * a note's amounts are positive, its document and the invoice it corrects saying which way it goes.
 */
export function registerLines(entries: readonly RegisterEntry[]) {
  return entries.filter(inBooks).flatMap((entry) =>
    entry.rates.map((rate) => ({
      number: entry.number,
      date: entry.date,
      buyer: entry.buyer,
      gstin: entry.gstin,
      placeOfSupply: entry.placeName,
      stateCode: entry.placeCode,
      currency: entry.currency,
      taxable: rate.taxable,
      ratePercent: rate.ratePercent,
      igst: rate.igst,
      cgst: rate.cgst,
      sgst: rate.sgst,
      total: entry.totals.total,
      cancelled: entry.status === 'cancelled',
      document: INVOICE_PDF_TEXTS.title({ kind: entry.kind, billOfSupply: entry.billOfSupply }),
      cancelReason: entry.cancelReason ?? '',
      originalNumber: entry.original?.number ?? '',
    })),
  );
}

export function registerCsv(entries: readonly RegisterEntry[]): string {
  const rows = registerLines(entries).map((line) => [
    line.number,
    line.date,
    line.buyer,
    line.gstin,
    line.placeOfSupply,
    line.stateCode,
    line.currency,
    units(line.taxable),
    line.ratePercent,
    units(line.igst),
    units(line.cgst),
    units(line.sgst),
    units(line.total),
    line.cancelled ? INVOICE_REGISTER_TEXTS.yes : INVOICE_REGISTER_TEXTS.no,
    line.cancelReason,
    line.document,
    line.originalNumber,
  ]);
  return csvFile([[...INVOICE_REGISTER_TEXTS.registerColumns, NOTE_REGISTER_TEXTS.originalColumn], ...rows]);
}

/** How a document's lines count in the HSN summary: a credit note's are taken off, a debit note's added. */
const hsnSign = (kind: DocumentKind) => (kind === 'credit' ? -1 : 1);

/**
 * The month's HSN summary: the standing tax invoices' lines by HSN code, rate and unit (and currency, for
 * exports), net of the month's notes (a credit note's lines subtract, a debit note's add), as the portal's
 * table 12 takes it.
 */
export function hsnLines(entries: readonly RegisterEntry[]) {
  const rows = new Map<string, HsnSummaryRow & { currency: string }>();
  for (const entry of entries) {
    if (!inBooks(entry) || entry.status === 'cancelled') continue;
    const sign = hsnSign(entry.kind);
    for (const found of entry.hsn) {
      const line = {
        ...found,
        quantity: sign * found.quantity,
        taxable: sign * found.taxable,
        cgst: sign * found.cgst,
        sgst: sign * found.sgst,
        igst: sign * found.igst,
      };
      const key = JSON.stringify([line.hsn, line.ratePercent, line.unit, entry.currency]);
      const row = rows.get(key);
      if (!row) {
        rows.set(key, { ...line, currency: entry.currency });
        continue;
      }
      addToHsnRow(row, line);
    }
  }
  return [...rows.values()].sort((a, b) => a.hsn.localeCompare(b.hsn) || a.ratePercent - b.ratePercent);
}

export function hsnCsv(entries: readonly RegisterEntry[]): string {
  const rows = hsnLines(entries).map((line) => [
    line.hsn,
    line.description,
    line.unit,
    line.quantity,
    line.ratePercent,
    line.currency,
    units(line.taxable),
    units(line.igst),
    units(line.cgst),
    units(line.sgst),
    units(line.igst + line.cgst + line.sgst),
  ]);
  return csvFile([INVOICE_REGISTER_TEXTS.hsnColumns, ...rows]);
}
