/**
 * Every CSV the product writes (the inbox's exports, the products, the quotations report, the invoice register
 * and HSN summary, a person's data copy) is written here with one set of csv-stringify options, so a file
 * opens the same way in Excel whatever screen it came from: a byte-order mark first (Excel reads UTF-8 only
 * with it), CRLF lines, a cell with a line break quoted, and a cell starting with = + - @ tab or CR given a
 * leading `'` so a spreadsheet shows it as text rather than running it as a formula (the products import
 * takes the `'` off again). tests/unit/kits-guard.test.ts fails on csv-stringify used anywhere else.
 */
import { type Stringifier, stringify } from 'csv-stringify';
import { stringify as stringifyNow } from 'csv-stringify/sync';

const OPTIONS = { escape_formulas: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ } as const;

type CsvRow = readonly unknown[];

/** A whole CSV file: the byte-order mark, then each row (the first one its header). */
export const csvFile = (rows: readonly CsvRow[]): string => `\ufeff${csvLines(rows)}`;

/** Rows only, no byte-order mark: what follows a file's start (a long export written a row at a time). */
export const csvLines = (rows: readonly CsvRow[]): string => stringifyNow(rows as unknown[][], OPTIONS);

/** A CSV written while it streams: the byte-order mark and the header row first, then each row written to it. */
export const csvStream = (columns: readonly string[]): Stringifier =>
  stringify({ bom: true, header: true, columns: [...columns], ...OPTIONS });
