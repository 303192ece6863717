/**
 * GSTR-1 as the offline tool's CSV templates (b2b, b2cl, b2cs, exp, cdnr, cdnur, the HSN summary's B2B and B2C,
 * docs): one file per table, one row per rate of each document, with the templates' column names, their dates
 * ('05-Nov-2026') and places ('07-Delhi'). Made from the JSON, so the two never disagree.
 */
import { GSTR1_CSV_COLUMNS, GSTR1_CSV_WORDS } from '../../messages/returns.ts';
import { csvFile } from '../files/csv.ts';
import type { ZipFile } from '../files/zip.ts';
import { gstnCsvDate, placeText, sumRupees } from './entries.ts';
import type { Gstr1 } from './gstr1-tables.ts';
import type { HsnRow } from './gstr1-summaries.ts';

/** 'dd-mm-yyyy' (the JSON's) as the CSV's 'dd-MMM-yyyy'. */
const csvDate = (jsonDate: string) => gstnCsvDate(`${jsonDate.slice(6)}-${jsonDate.slice(3, 5)}-${jsonDate.slice(0, 2)}`);

/** A document's own columns in the invoice templates (b2b, b2cl, exp): its number, date and value. */
const documentCells = (invoice: { inum: string; idt: string; val: number }) => [invoice.inum, csvDate(invoice.idt), invoice.val];

/** Every template's rate columns, in their order: the rate, the taxable value and the cess. */
const rateCells = (item: { rt: number; txval: number; csamt: number }) => [item.rt, item.txval, item.csamt];

const hsnCsv = (rows: HsnRow[]) =>
  csvFile([
    GSTR1_CSV_COLUMNS.hsn,
    ...rows.map((row) => [
      row.hsn_sc,
      row.desc,
      GSTR1_CSV_WORDS.units[row.uqc] ?? row.uqc,
      row.qty,
      sumRupees([row.txval, row.iamt, row.camt, row.samt, row.csamt]),
      row.rt,
      row.txval,
      row.iamt,
      row.camt,
      row.samt,
      row.csamt,
    ]),
  ]);

/** The period's CSVs; `names` the buyers' names by GSTIN (the templates' Receiver Name). */
export function gstr1Csvs(gstr1: Gstr1, names: ReadonlyMap<string, string> = new Map()): ZipFile[] {
  const { invoiceType } = GSTR1_CSV_WORDS;
  const b2b = (gstr1.b2b ?? []).flatMap(({ ctin, inv }) =>
    inv.flatMap((invoice) =>
      invoice.itms.map(({ itm_det }) => [
        ctin,
        names.get(ctin) ?? '',
        ...documentCells(invoice),
        placeText(invoice.pos),
        invoice.rchrg,
        '',
        invoiceType[invoice.inv_typ],
        '',
        ...rateCells(itm_det),
      ]),
    ),
  );
  const b2cl = (gstr1.b2cl ?? []).flatMap(({ pos, inv }) =>
    inv.flatMap((invoice) =>
      invoice.itms.map(({ itm_det }) => [...documentCells(invoice), placeText(pos), '', ...rateCells(itm_det), '']),
    ),
  );
  const b2cs = (gstr1.b2cs ?? []).map((row) => [row.typ, placeText(row.pos), '', ...rateCells(row), '']);
  const exp = (gstr1.exp ?? []).flatMap(({ exp_typ, inv }) =>
    inv.flatMap((invoice) =>
      invoice.itms.map((item) => [
        exp_typ,
        ...documentCells(invoice),
        invoice.sbpcode ?? '',
        invoice.sbnum ?? '',
        invoice.sbdt ? csvDate(invoice.sbdt) : '',
        ...rateCells(item),
      ]),
    ),
  );
  const cdnr = (gstr1.cdnr ?? []).flatMap(({ ctin, nt }) =>
    nt.flatMap((note) =>
      note.itms.map(({ itm_det }) => [
        ctin,
        names.get(ctin) ?? '',
        note.nt_num,
        csvDate(note.nt_dt),
        note.ntty,
        placeText(note.pos),
        note.rchrg,
        invoiceType[note.inv_typ],
        note.val,
        '',
        ...rateCells(itm_det),
      ]),
    ),
  );
  const cdnur = (gstr1.cdnur ?? []).flatMap((note) =>
    note.itms.map(({ itm_det }) => [
      note.typ,
      note.nt_num,
      csvDate(note.nt_dt),
      note.ntty,
      note.pos ? placeText(note.pos) : '',
      note.val,
      '',
      ...rateCells(itm_det),
    ]),
  );
  const docs = (gstr1.doc_issue?.doc_det ?? []).flatMap((det) =>
    det.docs.map((doc) => [det.doc_typ, doc.from, doc.to, doc.totnum, doc.cancel]),
  );
  return [
    { name: 'b2b.csv', content: csvFile([GSTR1_CSV_COLUMNS.b2b, ...b2b]) },
    { name: 'b2cl.csv', content: csvFile([GSTR1_CSV_COLUMNS.b2cl, ...b2cl]) },
    { name: 'b2cs.csv', content: csvFile([GSTR1_CSV_COLUMNS.b2cs, ...b2cs]) },
    { name: 'exp.csv', content: csvFile([GSTR1_CSV_COLUMNS.exp, ...exp]) },
    { name: 'cdnr.csv', content: csvFile([GSTR1_CSV_COLUMNS.cdnr, ...cdnr]) },
    { name: 'cdnur.csv', content: csvFile([GSTR1_CSV_COLUMNS.cdnur, ...cdnur]) },
    { name: 'hsn(b2b).csv', content: hsnCsv(gstr1.hsn?.hsn_b2b ?? []) },
    { name: 'hsn(b2c).csv', content: hsnCsv(gstr1.hsn?.hsn_b2c ?? []) },
    { name: 'docs.csv', content: csvFile([GSTR1_CSV_COLUMNS.docs, ...docs]) },
  ];
}
