/**
 * The month's register of invoices, for the invoice list and the accountant: one record per month
 * (`invoice-register/{YYYY-MM}` in meta, by the invoices' New Delhi dates) holding an entry per invoice with
 * what the register and the HSN summary print. An invoice's issue and its cancel write its entry with a
 * conditional write (read again and retried when another got there first); a cancelled entry never goes back
 * to issued. So a month is one store read, however many orders there are.
 */
import { type HsnSummaryRow, addToHsnRow, hsnSummary } from '../../gst/tax.ts';
import { INVOICE_PDF_TEXTS, INVOICE_REGISTER_TEXTS } from '../../messages/invoices.ts';
import type { InvoiceKind } from '../../schemas/invoices.ts';
import { STORE_NAMES, guard, openStore, readJSON, readWithEtag } from '../store/index.ts';
import { csvFile } from '../files/csv.ts';
import type { Invoice } from './invoice.ts';

/** An invoice as its month's register keeps it; amounts in minor units. */
export interface RegisterEntry extends Pick<
  Invoice,
  '_id' | 'number' | 'kind' | 'date' | 'quotationId' | 'quotationNumber' | 'currency' | 'status' | 'totals'
> {
  buyer: string;
  gstin: string;
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
}

const registerKey = (month: string) => `invoice-register/${month}`;

/** An invoice's entry. */
export function entryOf(invoice: Invoice): RegisterEntry {
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
    date: invoice.date,
    quotationId: invoice.quotationId,
    quotationNumber: invoice.quotationNumber,
    currency: invoice.currency,
    status: invoice.status,
    totals: invoice.totals,
    buyer: invoice.buyer.legalName,
    gstin: invoice.buyer.gstin,
    placeCode: 'code' in invoice.placeOfSupply ? invoice.placeOfSupply.code : '96',
    placeName: 'name' in invoice.placeOfSupply ? invoice.placeOfSupply.name : INVOICE_REGISTER_TEXTS.abroad,
    rates: [...rates.values()],
    hsn: hsnSummary(invoice.lines),
    ...(invoice.billOfSupply && { billOfSupply: true as const }),
    ...(invoice.status === 'cancelled' && { cancelReason: invoice.cancelReason ?? '' }),
    supply: invoice.supply,
    ...(invoice.sez && { sez: invoice.sez }),
    ...(invoice.lut && { underLut: true as const }),
  };
}

/** How many times the month's write is tried again when other writes keep getting there first. */
const ATTEMPTS = 40;

/** Writes an invoice's entry into its month (a numbered invoice only). */
export async function writeRegisterEntry(invoice: Invoice): Promise<void> {
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
export async function registerOf(month: string, kind?: InvoiceKind): Promise<RegisterEntry[]> {
  const entries = (await readJSON<RegisterEntry[]>(STORE_NAMES.meta, registerKey(month))) ?? [];
  return entries
    .filter((entry) => !kind || entry.kind === kind)
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.number.localeCompare(b.number, 'en', { numeric: true }));
}

/** Minor units as the currency's units, with two decimals, as the accountant's files write them. */
const units = (minor: number) => (minor / 100).toFixed(2);

/** The register's lines: one per tax invoice and rate (GSTR-1's B2B, B2C and export tables read it). */
export function registerLines(entries: readonly RegisterEntry[]) {
  return entries
    .filter((entry) => entry.kind === 'tax')
    .flatMap((entry) =>
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
        document: INVOICE_PDF_TEXTS.title(entry),
        cancelReason: entry.cancelReason ?? '',
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
  ]);
  return csvFile([INVOICE_REGISTER_TEXTS.registerColumns, ...rows]);
}

/** The month's HSN summary: the standing tax invoices' lines by HSN code, rate and unit (and currency, for exports). */
export function hsnLines(entries: readonly RegisterEntry[]) {
  const rows = new Map<string, HsnSummaryRow & { currency: string }>();
  for (const entry of entries) {
    if (entry.kind !== 'tax' || entry.status === 'cancelled') continue;
    for (const line of entry.hsn) {
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
