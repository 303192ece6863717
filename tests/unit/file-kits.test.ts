/**
 * The shared file kits as Excel and a browser read them: one CSV writer (src/lib/server/files/csv.ts) and one
 * download answer (src/lib/server/files/download.ts).
 */
import { describe, expect, it } from 'vitest';
import { csvFile, csvLines } from '../../src/lib/server/files/csv.ts';
import { FILE_TYPES, fileResponse, pdfResponse } from '../../src/lib/server/files/download.ts';

describe('the CSV writer', () => {
  it('starts with a byte-order mark, ends each row with CRLF, quotes a line break and keeps a formula as text', () => {
    const text = csvFile([
      ['Name', 'Note'],
      ['=SUM(A1:A9)', 'two\nlines'],
      ['+91 98100 00000', 'a "quote", a comma'],
    ]);
    expect(text).toBe('\ufeffName,Note\r\n' + `'=SUM(A1:A9),"two\nlines"\r\n` + `'+91 98100 00000,"a ""quote"", a comma"\r\n`);
  });

  it('writes rows without a byte-order mark to follow a file already begun', () => {
    expect(csvLines([['-5', '@home']])).toBe(`'-5,'@home\r\n`);
  });
});

describe('the download answer', () => {
  it('names a plain file as it is, an attachment, never kept', () => {
    const answer = fileResponse({ body: 'a,b\r\n', type: FILE_TYPES.csv, name: 'invoice-register-2026-04.csv' });
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="invoice-register-2026-04.csv"');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('keeps a quote, a backslash or Hindi in a name out of the header, giving the name in UTF-8 beside it', () => {
    const name = 'Quotation "final" \\ लेबल.pdf';
    const answer = pdfResponse({ bytes: new Uint8Array([37, 80, 68, 70]), filename: name });
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(
      `inline; filename="Quotation _final_ _ ____.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
  });
});
