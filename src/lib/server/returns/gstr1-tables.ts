/**
 * GSTR-1 as the GST portal's offline tool imports it, from a period's register entries: B2B by recipient, B2CL,
 * B2CS summed by supply, place and rate, exports, credit and debit notes (CDNR for registered buyers, CDNUR for
 * exports and B2CL invoices; a note on a B2CS invoice nets into B2CS, as the portal asks), table 8 for bills of
 * supply, the HSN summary (gstr1-summaries.ts) and the documents issued. Amounts in rupees with two decimals.
 * Pure: tests/unit/gstr1.test.ts holds it against figures worked out by hand.
 */
import type { ShippingBill } from '../../api/returns.ts';
import {
  ABROAD_CODE,
  type ReturnEntry,
  gstnDate,
  isNote,
  paiseAt,
  rupeeFactor,
  rupees,
  supplyOfEntry,
  tableOf,
} from './entries.ts';
import { type DocIssue, type HsnRow, type RateAmounts, docIssue, hsnTables } from './gstr1-summaries.ts';

export interface ItemDetail {
  txval: number;
  rt: number;
  iamt: number;
  camt?: number;
  samt?: number;
  csamt: number;
}
export interface Item {
  num: number;
  itm_det: ItemDetail;
}
export interface B2bInvoice {
  inum: string;
  idt: string;
  val: number;
  pos: string;
  rchrg: 'N';
  inv_typ: 'R' | 'SEWP' | 'SEWOP';
  itms: Item[];
}
export interface B2clInvoice {
  inum: string;
  idt: string;
  val: number;
  itms: Item[];
}
export interface ExportInvoice {
  inum: string;
  idt: string;
  val: number;
  sbpcode?: string;
  sbnum?: string;
  sbdt?: string;
  itms: Omit<ItemDetail, 'camt' | 'samt'>[];
}
export interface B2csRow extends RateAmounts {
  sply_ty: 'INTRA' | 'INTER';
  pos: string;
  typ: 'OE';
}
export interface Note {
  ntty: 'C' | 'D';
  nt_num: string;
  nt_dt: string;
  val: number;
  pos: string;
  rchrg: 'N';
  inv_typ: B2bInvoice['inv_typ'];
  itms: Item[];
}
export interface UnregisteredNote {
  typ: 'B2CL' | 'EXPWP' | 'EXPWOP';
  ntty: 'C' | 'D';
  nt_num: string;
  nt_dt: string;
  val: number;
  pos?: string;
  itms: Item[];
}
export interface NilRow {
  sply_ty: 'INTRB2B' | 'INTRAB2B' | 'INTRB2C' | 'INTRAB2C';
  nil_amt: number;
  expt_amt: number;
  ngsup_amt: number;
}

/** Every table GSTR-1 may hold. */
interface Gstr1Tables {
  b2b: { ctin: string; inv: B2bInvoice[] }[];
  b2cl: { pos: string; inv: B2clInvoice[] }[];
  b2cs: B2csRow[];
  exp: { exp_typ: 'WPAY' | 'WOPAY'; inv: ExportInvoice[] }[];
  cdnr: { ctin: string; nt: Note[] }[];
  cdnur: UnregisteredNote[];
  nil: { inv: NilRow[] };
  hsn: { hsn_b2b?: HsnRow[]; hsn_b2c?: HsnRow[] };
  doc_issue: { doc_det: DocIssue[] };
}

/**
 * GSTR-1's JSON: `gstin`, `fp` and the tables this period has; a table with nothing in it is left out, as the
 * offline tool writes its own (the portal's schema takes no empty list).
 */
export type Gstr1 = { gstin: string; fp: string } & Partial<Gstr1Tables>;

/** What a period's GSTR-1 is made from. */
export interface Gstr1Input {
  gstin: string;
  /** 'MMYYYY'. */
  period: string;
  /** The period's register entries: tax invoices (cancelled among them), notes, proformas (left out). */
  entries: readonly ReturnEntry[];
  /** The invoices the period's notes correct, by id, wherever their month (a note's table is its invoice's). */
  originals: ReadonlyMap<string, ReturnEntry>;
  /** The exports' shipping bills, by invoice id. */
  bills: ReadonlyMap<string, ShippingBill>;
}

/** An entry's amounts at each rate, in paise at `factor`, as GSTR-1's items: IGST only, or CGST and SGST. */
function items(entry: ReturnEntry, factor: number, split: boolean): Item[] {
  return [...entry.rates]
    .sort((a, b) => a.ratePercent - b.ratePercent)
    .map((rate, index) => {
      const base = {
        txval: rupees(paiseAt(rate.taxable, factor)),
        rt: rate.ratePercent,
        iamt: rupees(paiseAt(rate.igst, factor)),
      };
      const itm_det: ItemDetail = split
        ? { ...base, camt: rupees(paiseAt(rate.cgst, factor)), samt: rupees(paiseAt(rate.sgst, factor)), csamt: 0 }
        : { ...base, csamt: 0 };
      return { num: index + 1, itm_det };
    });
}

const invoiceType = (entry: ReturnEntry): B2bInvoice['inv_typ'] =>
  entry.sez === 'with-igst' ? 'SEWP' : entry.sez === 'without-igst' ? 'SEWOP' : 'R';

/** Groups rows under a key, in the order keys first appear, the keys sorted. */
function grouped<T>(rows: { key: string; row: T }[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const { key, row } of rows) {
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** A period's GSTR-1. */
export function buildGstr1({ gstin, period, entries, originals, bills }: Gstr1Input): Gstr1 {
  const home = gstin.slice(0, 2);
  const standing = entries.filter((entry) => entry.status !== 'cancelled' && (entry.kind === 'tax' || isNote(entry)));
  const b2b: { key: string; row: B2bInvoice }[] = [];
  const b2cl: { key: string; row: B2clInvoice }[] = [];
  const exp: { key: string; row: ExportInvoice }[] = [];
  const cdnr: { key: string; row: Note }[] = [];
  const cdnur: UnregisteredNote[] = [];
  const b2cs = new Map<string, B2csRow>();
  const nil = new Map<NilRow['sply_ty'], NilRow>();

  const addB2cs = (entry: ReturnEntry, sign: 1 | -1) => {
    const intra = supplyOfEntry(entry, home) === 'intra';
    for (const rate of entry.rates) {
      const key = JSON.stringify([intra, entry.placeCode, rate.ratePercent]);
      const row = b2cs.get(key) ?? {
        sply_ty: intra ? 'INTRA' : 'INTER',
        pos: entry.placeCode,
        typ: 'OE',
        rt: rate.ratePercent,
        txval: 0,
        iamt: 0,
        camt: 0,
        samt: 0,
        csamt: 0,
      };
      // Summed in paise, written in rupees once all are in (sumB2cs).
      row.txval += sign * rate.taxable;
      row.iamt += sign * rate.igst;
      row.camt += sign * rate.cgst;
      row.samt += sign * rate.sgst;
      b2cs.set(key, row);
    }
  };

  for (const entry of standing) {
    const factor = rupeeFactor(entry, bills);
    // An export in a foreign currency whose exchange rate is not recorded yet has no rupee value: the check says so.
    if (factor === null) continue;
    const invoice = isNote(entry) ? (originals.get(entry.original?._id ?? '') ?? entry) : entry;
    const table = tableOf(invoice, home);
    const val = rupees(paiseAt(entry.totals.total, factor));
    const split = supplyOfEntry(entry, home) === 'intra';
    if (isNote(entry)) {
      const note = { ntty: entry.kind === 'credit' ? 'C' : 'D', nt_num: entry.number, nt_dt: gstnDate(entry.date), val } as const;
      if (table === 'b2b' || (table === 'nil' && entry.gstin))
        cdnr.push({
          key: entry.gstin,
          row: { ...note, pos: entry.placeCode, rchrg: 'N', inv_typ: invoiceType(entry), itms: items(entry, factor, split) },
        });
      else if (table === 'exp')
        cdnur.push({ typ: entry.totals.igst > 0 ? 'EXPWP' : 'EXPWOP', ...note, itms: items(entry, factor, false) });
      else if (table === 'b2cl') cdnur.push({ typ: 'B2CL', ...note, pos: entry.placeCode, itms: items(entry, factor, false) });
      else if (table === 'b2cs') addB2cs(entry, entry.kind === 'credit' ? -1 : 1);
      continue;
    }
    const head = { inum: entry.number, idt: gstnDate(entry.date), val };
    if (table === 'b2b')
      b2b.push({
        key: entry.gstin,
        row: { ...head, pos: entry.placeCode, rchrg: 'N', inv_typ: invoiceType(entry), itms: items(entry, factor, split) },
      });
    else if (table === 'b2cl') b2cl.push({ key: entry.placeCode, row: { ...head, itms: items(entry, factor, false) } });
    else if (table === 'b2cs') addB2cs(entry, 1);
    else if (table === 'exp') {
      const bill = bills.get(entry._id);
      const shipping = bill && { sbpcode: bill.portCode, sbnum: bill.number, sbdt: gstnDate(bill.date) };
      const itms = items(entry, factor, false).map(({ itm_det: { txval, rt, iamt, csamt } }) => ({ txval, rt, iamt, csamt }));
      exp.push({ key: entry.totals.igst > 0 ? 'WPAY' : 'WOPAY', row: { ...head, ...shipping, itms } });
    } else {
      const sply_ty =
        `${supplyOfEntry(entry, home) === 'intra' ? 'INTRA' : 'INTR'}${entry.gstin ? 'B2B' : 'B2C'}` as NilRow['sply_ty'];
      const row = nil.get(sply_ty) ?? { sply_ty, nil_amt: 0, expt_amt: 0, ngsup_amt: 0 };
      row.nil_amt += paiseAt(entry.totals.taxable, factor);
      nil.set(sply_ty, row);
    }
  }

  const hsn = hsnTables(standing, bills);
  const tables: Gstr1Tables = {
    b2b: grouped(b2b).map(([ctin, inv]) => ({ ctin, inv })),
    b2cl: grouped(b2cl).map(([pos, inv]) => ({ pos, inv })),
    b2cs: [...b2cs.values()]
      .filter((row) => row.txval !== 0 || row.iamt + row.camt + row.samt !== 0)
      .map((row) => ({
        ...row,
        txval: rupees(row.txval),
        iamt: rupees(row.iamt),
        camt: rupees(row.camt),
        samt: rupees(row.samt),
      }))
      .sort((a, b) => a.pos.localeCompare(b.pos) || a.rt - b.rt),
    exp: grouped(exp).map(([exp_typ, inv]) => ({ exp_typ: exp_typ as 'WPAY' | 'WOPAY', inv })),
    cdnr: grouped(cdnr).map(([ctin, nt]) => ({ ctin, nt })),
    cdnur,
    nil: { inv: [...nil.values()].map((row) => ({ ...row, nil_amt: rupees(row.nil_amt) })) },
    hsn: { ...(hsn.hsn_b2b.length && { hsn_b2b: hsn.hsn_b2b }), ...(hsn.hsn_b2c.length && { hsn_b2c: hsn.hsn_b2c }) },
    doc_issue: { doc_det: docIssue(entries) },
  };
  const held = (value: unknown): boolean =>
    Array.isArray(value) ? value.length > 0 : Object.values(value as object).some((inner) => held(inner));
  return {
    gstin,
    fp: period,
    ...Object.fromEntries(Object.entries(tables).filter(([, table]) => held(table))),
  };
}

/** Whether a place of supply is one GSTR-1 takes: a state's code, or abroad's. */
export const isPlaceCode = (code: string) => code === ABROAD_CODE || /^\d{2}$/.test(code);
