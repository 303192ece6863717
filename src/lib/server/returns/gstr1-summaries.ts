/**
 * GSTR-1's two summaries: the HSN summary (table 12), split since the May 2025 period into supplies to
 * registered buyers (B2B, an SEZ unit's among them) and the rest (B2C, exports among them), a credit note's
 * lines taken off and a debit note's added; and the documents issued (table 13), per series: first and last
 * number, how many, how many cancelled. Pure.
 */
import type { ShippingBill } from '../../api/returns.ts';
import { type ReturnEntry, paiseAt, rupeeFactor, rupees } from './entries.ts';

/** A row's rate, taxable value and each tax (rupees), every tax named as the portal names it: HSN and B2C rows. */
export interface RateAmounts {
  rt: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}

export interface HsnRow extends RateAmounts {
  num: number;
  hsn_sc: string;
  desc: string;
  uqc: string;
  qty: number;
}

export interface DocIssue {
  doc_num: 1 | 4 | 5;
  doc_typ: string;
  docs: { num: number; from: string; to: string; totnum: number; cancel: number; net_issue: number }[];
}

/** The most characters the portal takes in an HSN row's description. */
const DESCRIPTION_MAX = 30;

/** A service's SAC (chapter 99) has no quantity: the portal takes its unit as 'NA' and its quantity as 0. */
const isService = (hsn: string) => hsn.startsWith('99');

/** The HSN summary's two tables, from the period's standing tax invoices and notes. */
export function hsnTables(entries: readonly ReturnEntry[], bills: ReadonlyMap<string, ShippingBill>) {
  const tables = { hsn_b2b: new Map<string, HsnRow>(), hsn_b2c: new Map<string, HsnRow>() };
  for (const entry of entries) {
    const factor = rupeeFactor(entry, bills);
    if (factor === null || entry.billOfSupply) continue;
    const sign = entry.kind === 'credit' ? -1 : 1;
    const table = entry.gstin ? tables.hsn_b2b : tables.hsn_b2c;
    for (const line of entry.hsn) {
      const service = isService(line.hsn);
      const uqc = service ? 'NA' : line.unit.toUpperCase();
      const key = JSON.stringify([line.hsn, line.ratePercent, uqc]);
      const row = table.get(key) ?? {
        num: 0,
        hsn_sc: line.hsn,
        desc: line.description.slice(0, DESCRIPTION_MAX),
        uqc,
        qty: 0,
        rt: line.ratePercent,
        txval: 0,
        iamt: 0,
        camt: 0,
        samt: 0,
        csamt: 0,
      };
      // Quantities kept to three places, amounts summed in paise and written in rupees at the end.
      if (!service) row.qty = Math.round((row.qty + sign * line.quantity) * 1000) / 1000;
      row.txval += sign * paiseAt(line.taxable, factor);
      row.iamt += sign * paiseAt(line.igst, factor);
      row.camt += sign * paiseAt(line.cgst, factor);
      row.samt += sign * paiseAt(line.sgst, factor);
      table.set(key, row);
    }
  }
  const rows = (table: Map<string, HsnRow>) =>
    [...table.values()]
      .sort((a, b) => a.hsn_sc.localeCompare(b.hsn_sc) || a.rt - b.rt || a.uqc.localeCompare(b.uqc))
      .map((row, index) => ({
        ...row,
        num: index + 1,
        txval: rupees(row.txval),
        iamt: rupees(row.iamt),
        camt: rupees(row.camt),
        samt: rupees(row.samt),
      }));
  return { hsn_b2b: rows(tables.hsn_b2b), hsn_b2c: rows(tables.hsn_b2c) };
}

/** Table 13's documents, as the portal numbers and names them. */
const DOCUMENTS = [
  { kind: 'tax', doc_num: 1, doc_typ: 'Invoices for outward supply' },
  { kind: 'debit', doc_num: 4, doc_typ: 'Debit Note' },
  { kind: 'credit', doc_num: 5, doc_typ: 'Credit Note' },
] as const;

/** A document's series: its number without the running count ('INV/2026-27/'). */
const seriesOf = (number: string) => number.replace(/\d+$/, '');
const sequenceOf = (number: string) => Number(/\d+$/.exec(number)?.[0] ?? 0);

/** The documents issued in the period, cancelled ones counted, per series (a new financial year starts one). */
export function docIssue(entries: readonly ReturnEntry[]): DocIssue[] {
  return DOCUMENTS.flatMap(({ kind, doc_num, doc_typ }) => {
    const series = new Map<string, ReturnEntry[]>();
    for (const entry of entries) {
      if (entry.kind !== kind || !entry.number) continue;
      const documents = series.get(seriesOf(entry.number));
      if (documents) documents.push(entry);
      else series.set(seriesOf(entry.number), [entry]);
    }
    if (!series.size) return [];
    const docs = [...series.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([, documents], index) => {
        const sorted = [...documents].sort((a, b) => sequenceOf(a.number) - sequenceOf(b.number));
        const cancel = sorted.filter((entry) => entry.status === 'cancelled').length;
        return {
          num: index + 1,
          from: sorted[0].number,
          to: sorted.at(-1)!.number,
          totnum: sorted.length,
          cancel,
          net_issue: sorted.length - cancel,
        };
      });
    return [{ doc_num, doc_typ, docs }];
  });
}
