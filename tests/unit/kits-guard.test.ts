/**
 * One way to write a file for the browser, each in its shared home: a CSV only through src/lib/server/files/csv.ts
 * (one set of csv-stringify options: the byte-order mark, CRLF lines, formula cells escaped), a download only
 * through src/lib/server/files/download.ts (its type, a Content-Disposition with a safe name, never kept), a
 * PDF only through the kit in src/lib/server/pdf/. A csv-stringify import, a Content-Disposition set, a
 * PDFDocument made or a CSV cell quoted by hand anywhere else is a second way, and the two drift apart (one
 * export without the byte-order mark, one name with a quote that breaks its header).
 */
import { describe, expect, it } from 'vitest';
import { sampleFiles, sourceFiles } from '../helpers/source-files.ts';

const KITS: { what: string; home: string; found: RegExp }[] = [
  { what: 'csv-stringify', home: 'src/lib/server/files/csv.ts', found: /from\s+['"]csv-stringify(?:\/[a-z]+)?['"]/ },
  { what: 'Content-Disposition', home: 'src/lib/server/files/download.ts', found: /content-disposition['"]\s*[:,]/i },
  { what: 'PDFDocument', home: 'src/lib/server/pdf/', found: /\bnew\s+PDFDocument\b/ },
  // A cell's quotes doubled by hand: the signature of a CSV escaper written beside the one writer.
  { what: 'CSV escaper', home: 'src/lib/server/files/csv.ts', found: /\.replace(?:All)?\([^)]*,\s*(['"`])""\1\s*\)/ },
];

/** Each line, outside its kit's home, that does the kit's work by hand: `what path:line`. */
export function kitsOutsideHome(files: { path: string; text: string }[]): string[] {
  return files.flatMap((file) =>
    file.text
      .split('\n')
      .flatMap((line, index) =>
        KITS.filter((kit) => !file.path.startsWith(kit.home) && kit.found.test(line)).map(
          (kit) => `${kit.what} ${file.path}:${index + 1}`,
        ),
      ),
  );
}

describe('CSV, downloads and PDFs are made only by their shared kits', () => {
  it('finds each kind of hand-made file outside its home, and none inside it', () => {
    const sample = sampleFiles(`
      @@ src/lib/server/invoices/register.ts
      import { stringify } from 'csv-stringify/sync';
      @@ src/lib/server/products/product-csv.ts
      const x = 1;
      import { stringify } from 'csv-stringify';
      @@ netlify/functions/invoices.mts
      headers: {
        'content-disposition': \`attachment; filename="\${name}"\`,
      @@ src/lib/server/quotations/quotation-pdf.ts
      const doc = new PDFDocument({ size: 'A4' });
      @@ src/lib/server/privacy/copy.ts
      const cell = (value: string) => \`"\${value.replace(/"/g, '""')}"\`;
      @@ src/lib/client/save-export.ts
      const name = response.headers.get('content-disposition');
      @@ src/lib/server/files/csv.ts
      import { stringify } from 'csv-stringify';
      @@ src/lib/server/files/download.ts
      headers: { 'content-disposition': disposition(name) },
      @@ src/lib/server/pdf/kit.ts
      const doc = new PDFDocument({ size: 'A4' });
    `);
    expect(kitsOutsideHome(sample)).toEqual([
      'csv-stringify src/lib/server/invoices/register.ts:1',
      'csv-stringify src/lib/server/products/product-csv.ts:2',
      'Content-Disposition netlify/functions/invoices.mts:2',
      'PDFDocument src/lib/server/quotations/quotation-pdf.ts:1',
      'CSV escaper src/lib/server/privacy/copy.ts:1',
    ]);
  });

  it('finds none in the product’s code and scripts, and each kit in its home', () => {
    const files = [...sourceFiles('src'), ...sourceFiles('netlify'), ...sourceFiles('scripts')];
    for (const kit of KITS.slice(0, 3))
      expect(
        files.some((file) => file.path.startsWith(kit.home) && kit.found.test(file.text)),
        kit.what,
      ).toBe(true);
    expect(kitsOutsideHome(files)).toEqual([]);
  });
});
