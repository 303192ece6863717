/** GSTR-1 of a period as the GST portal's offline tool imports it (being written). */
import type { ZipFile } from '../files/zip.ts';

/** GSTR-1's JSON: `gstin`, `fp` and the tables this business has. */
export type Gstr1 = Record<string, unknown> & { gstin: string; fp: string };

/** The period's GSTR-1. */
export async function gstr1Of(period: string): Promise<Gstr1> {
  return { gstin: '', fp: period };
}

/** The offline tool's CSVs of the period, one per table. */
export async function gstr1CsvFiles(period: string): Promise<ZipFile[]> {
  return [{ name: `gstr1-${period}.json`, content: JSON.stringify(await gstr1Of(period)) }];
}
