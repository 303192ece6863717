/**
 * The products CSV (docs/product.md 2.16): the export (BOM, one row per product, lists in one cell,
 * formula-looking cells escaped), the import's preview by row number, an import with a refused row that
 * changes nothing, awkward names through a round trip, updates by id and by name, and refusals of bad
 * files. The bulk actions of Manage Products are tests/api/products-bulk.test.ts.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { productsApi } from '../../src/lib/api/index.ts';
import { PRODUCT_CSV_COLUMNS } from '../../src/lib/server/products/product-csv.ts';
import { type ApiAnswer, adminToken, call, callEndpoint } from '../helpers/api.ts';
import { createProduct, unique } from './fixtures.ts';
import { everyProduct, productNamed } from '../helpers/records.ts';

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

const csvOf = (rows: Record<string, string>[]) =>
  stringify(rows, { header: true, columns: [...new Set(rows.flatMap((each) => Object.keys(each)))] });
const send = (csv: string, dryRun: boolean, type = 'text/csv; charset=utf-8') =>
  call('POST', `/api/products/import${dryRun ? '?dryRun=1' : ''}`, {
    rawBody: csv,
    headers: { 'content-type': type },
    token,
  });
const row = (over: Record<string, string> = {}) => ({
  Name: unique('Imported Tag'),
  Category: 'hang tags',
  Status: 'Active',
  Price: '4.5',
  'Short description': 'A tag from a sheet',
  'Long description': 'A hang tag imported from a spreadsheet.',
  ...over,
});
const exported = async () => {
  const answer = await call('GET', '/api/products/export', { token });
  expect(answer.status).toBe(200);
  return answer;
};

describe('GET /api/products/export', () => {
  it('answers every product as UTF-8 CSV with a byte-order mark, lists one per line in a cell, formulas escaped', async () => {
    const product = await createProduct(token, {
      name: unique('=HYPERLINK("x") Tag'),
      images: ['/api/images/abcdefghij01234567.png', '/api/images/abcdefghij01234568.png'],
      imageAlts: ['Front', ''],
      priceTiers: [
        { quantity: 500, price: 3.25 },
        { quantity: 1000, price: 2.75 },
      ],
      options: { sizes: ['25 x 50 mm', '40 x 60 mm'], materials: [], finishes: ['Matte'] },
      popular: true,
    });
    const answer = await exported();
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...answer.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows: string[][] = parse(Buffer.from(answer.bytes), { bom: true });
    expect(rows[0]).toEqual([...PRODUCT_CSV_COLUMNS]);
    const cells = Object.fromEntries(
      rows[0].map((column, index) => [column, rows.find((each) => each[0] === product._id)![index]]),
    );
    expect(cells).toMatchObject({
      Name: `'${product.name}`,
      Popular: 'Yes',
      Images: '/api/images/abcdefghij01234567.png\n/api/images/abcdefghij01234568.png',
      'Image alt texts': 'Front\n',
      'Price tiers': '500: 3.25\n1000: 2.75',
      Sizes: '25 x 50 mm\n40 x 60 mm',
      Finishes: 'Matte',
      Category: 'woven and printed labels',
    });
  });

  it('is for staff only', async () => {
    expect((await call('GET', '/api/products/export')).status).toBe(401);
  });
});

describe('POST /api/products/import', () => {
  it('previews by row number what will be created, updated, left unchanged and refused, and stores nothing', async () => {
    const existing = await createProduct(token, { category: 'hang tags' });
    const csv = csvOf([
      row({ Name: unique('Brand New Tag') }),
      row({ Name: existing.name, Price: '7.25' }),
      row({ Name: unique('No Price Tag'), Price: '' }),
      row({ Name: unique('Odd Category Tag'), Category: 'no such category' }),
      row({ Name: existing.name.toUpperCase(), Price: '8' }),
    ]);
    const before = await everyProduct(token);
    const answer = await send(csv, true);
    expect(answer.status).toBe(200);
    expect(answer.body.counts).toEqual({ create: 1, update: 1, unchanged: 0, refused: 3 });
    expect(answer.body.rows.map(({ row, action }: { row: number; action: string }) => [row, action])).toEqual([
      [2, 'create'],
      [3, 'update'],
      [4, 'refused'],
      [5, 'refused'],
      [6, 'refused'],
    ]);
    expect(answer.body.rows[1].id).toBe(existing._id);
    expect(answer.body.rows[2].errors).toEqual(['Price: Price is required']);
    expect(answer.body.rows[3].errors).toEqual(['Category: Invalid category']);
    expect(answer.body.rows[4].errors).toContain('Id: another row changes the same product');
    expect(await everyProduct(token)).toEqual(before);
  });

  it('with a refused row, importing answers 400 with the rows and changes nothing', async () => {
    const existing = await createProduct(token);
    const fresh = unique('Would Be Created');
    const csv = csvOf([
      row({ Name: fresh }),
      row({ Name: existing.name, Price: '99' }),
      row({ Name: unique('Tiers Backwards'), 'Price tiers': '1000: 2\n500: 3' }),
    ]);
    const answer = await send(csv, false);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Nothing was imported: 1 row is refused');
    expect(answer.body.rows[2]).toMatchObject({
      row: 4,
      action: 'refused',
      errors: ['Price tiers: Each price tier must be for more pieces than the one above it'],
    });
    expect(await productNamed(token, fresh)).toBeUndefined();
    const kept = await callEndpoint(productsApi.get, { params: { id: existing._id }, token });
    expect(kept.body.price).toBe(existing.price);
    expect(kept.body.version).toBe(existing.version);
  });

  it('imports awkward names (quotes, commas, new lines, Devanagari, a formula) and reads them back through an export', async () => {
    const names = [unique('"Quoted", with commas Tag'), unique('बुने हुए लेबल'), unique('=cell'), unique('+91 Tag, 🏷️')];
    const csv = csvOf(
      names.map((name, index) =>
        row({
          Name: name,
          'Long description': `Line one of ${index}\nLine two, "quoted"\r\nline three`,
          'Price tiers': '100: 13\n1,000: ₹3',
          Sizes: 'S\nM\nL',
          Popular: index === 0 ? 'Yes' : 'No',
        }),
      ),
    );
    const preview = await send(csv, true);
    expect(preview.body.counts).toEqual({ create: 4, update: 0, unchanged: 0, refused: 0 });
    const applied = await send(csv, false);
    expect(applied.status).toBe(200);
    expect(applied.body.message).toBe('Imported: 4 created, 0 updated, 0 unchanged');
    for (const [index, name] of names.entries()) {
      const stored = (await everyProduct(token)).find((product) => product.name === name);
      const read = await callEndpoint(productsApi.get, { params: { id: stored!._id }, token });
      expect(read.body).toMatchObject({
        name,
        longDescription: `Line one of ${index}\nLine two, "quoted"\r\nline three`,
        priceTiers: [
          { quantity: 100, price: 13 },
          { quantity: 1000, price: 3 },
        ],
        options: { sizes: ['S', 'M', 'L'], materials: [], finishes: [] },
        popular: index === 0,
        category: 'hang tags',
      });
    }
    // The export of what was imported imports as unchanged: nothing is lost or changed on the way.
    const file = Buffer.from((await exported()).bytes).toString('utf8');
    const again = await send(file, true);
    expect(again.status).toBe(200);
    const mine = again.body.rows.filter((each: { name: string }) => names.includes(each.name));
    expect(mine.map((each: { action: string }) => each.action)).toEqual(['unchanged', 'unchanged', 'unchanged', 'unchanged']);
  });

  it('updates by id (a rename keeps the old name) and else by name; each row keeps the columns it leaves out', async () => {
    const byId = await createProduct(token, { popular: true, options: { sizes: ['XL'], materials: [], finishes: [] } });
    const byName = await createProduct(token);
    const renamed = unique('Renamed By Sheet');
    const csv = stringify(
      [
        [byId._id, renamed, 'Inactive', '3'],
        ['', byName.name, 'Active', '6.5'],
      ],
      { header: true, columns: ['Id', 'Name', 'Status', 'Price'] },
    );
    // Category and the descriptions are required columns.
    expect((await send(csv, true)).body.message).toBe('The file has no "Category" column');
    const full = csvOf([
      row({ Id: byId._id, Name: renamed, Status: 'Inactive', Price: '3', Category: 'Woven and Printed Labels' }),
      row({ Id: '', Name: byName.name, Price: '6.5', Category: 'woven and printed labels' }),
    ]);
    const answer = await send(full, false);
    expect(answer.status).toBe(200);
    expect(answer.body.counts).toMatchObject({ update: 2, refused: 0 });
    const first = (await callEndpoint(productsApi.get, { params: { id: byId._id }, token })).body;
    expect(first).toMatchObject({
      name: renamed,
      status: 'Inactive',
      price: 3,
      popular: true,
      options: { sizes: ['XL'] },
      formerNames: [byId.name],
    });
    expect((await callEndpoint(productsApi.get, { params: { id: byName._id }, token })).body.price).toBe(6.5);
  });

  it('carries each product’s HSN code and GST rate: exported, imported, kept when the file leaves them out', async () => {
    const product = await createProduct(token, { hsn: '58071020', gstPercent: 12 });
    const rows: string[][] = parse(Buffer.from((await exported()).bytes), { bom: true });
    const cells = rows.find((each) => each[0] === product._id)!;
    expect(cells[rows[0].indexOf('HSN code')]).toBe('58071020');
    expect(cells[rows[0].indexOf('GST %')]).toBe('12');

    const fresh = unique('Taxed Tag');
    const created = await send(csvOf([row({ Name: fresh, 'HSN code': '4821', 'GST %': '18%' })]), false);
    expect(created.status).toBe(200);
    expect(await productNamed(token, fresh)).toMatchObject({ hsn: '4821', gstPercent: 18 });
    // A file without the columns changes neither; an empty cell leaves the product to its category.
    const without = rows[0].flatMap((column, index) =>
      column === 'HSN code' || column === 'GST %' ? [] : [[column, cells[index]]],
    );
    expect((await send(csvOf([Object.fromEntries(without)]), true)).body.rows[0].action).toBe('unchanged');
    await send(csvOf([row({ Name: fresh, 'HSN code': '', 'GST %': '' })]), false);
    const cleared = (await productNamed(token, fresh)) as { hsn?: string; gstPercent?: number } | undefined;
    expect(cleared?.hsn ?? '').toBe('');
    expect(cleared?.gstPercent).toBeUndefined();

    const refused = await send(csvOf([row({ 'HSN code': '48211', 'GST %': 'twelve' })]), true);
    expect(refused.body.rows[0].errors).toEqual([
      'HSN code: HSN code must be 4, 6 or 8 digits',
      'GST %: GST rate must be a number',
    ]);
  });

  it.each([
    [
      'an unknown id',
      (csv: Record<string, string>) => ({ ...csv, Id: '01JUNKNOWNIDNOTSTORED0000' }),
      /^Id: no product has the id/,
    ],
    ['a name another row has', null, /^Name: row 2 has the same name$/],
    [
      'Popular that is not yes or no',
      (csv: Record<string, string>) => ({ ...csv, Popular: 'maybe' }),
      /^Popular: write Yes or No$/,
    ],
    ['a tier without a price', (csv: Record<string, string>) => ({ ...csv, 'Price tiers': '1000' }), /^Price tiers: "1000"/],
    [
      'nine images',
      (csv: Record<string, string>) => ({ ...csv, Images: Array(9).fill('/api/images/abcdefghij01234567.png').join('\n') }),
      /^Images: At most 8 images$/,
    ],
    ['a price in words', (csv: Record<string, string>) => ({ ...csv, Price: 'ten' }), /^Price: /],
  ])('refuses a row with %s, saying why', async (_, change, message) => {
    const first = row();
    const second = change ? change(row()) : row({ Name: first.Name });
    const answer = await send(csvOf([first, second]), true);
    expect(answer.status).toBe(200);
    expect(answer.body.rows[1].action).toBe('refused');
    expect(
      answer.body.rows[1].errors.some((error: string) => message.test(error)),
      JSON.stringify(answer.body.rows[1]),
    ).toBe(true);
  });

  it.each<[string, () => Promise<ApiAnswer>, number, string]>([
    ['JSON instead of CSV', () => send('{"a":1}', true, 'application/json'), 415, 'Send the file as text/csv'],
    [
      'an unknown column',
      () => send('Name,Colour\nA,red\n', true),
      400,
      'Unknown column "Colour": use the columns of an exported file',
    ],
    ['an unclosed quote', () => send('Name,Category\n"A,hang tags\n', true), 400, 'The file cannot be read as CSV at line 2'],
    ['a header only', () => send(csvOf([row()]).split('\n')[0] + '\n', true), 400, 'The file has no products'],
    ['rows of different lengths', () => send(`${csvOf([row()])}x,y\n`, true), 400, 'The file cannot be read as CSV at line 3'],
  ])('refuses %s: %i "%s"', async (_, request, status, message) => {
    const answer = await request();
    expect(answer.status).toBe(status);
    expect(answer.body.message).toBe(message);
  });

  it('refuses a file over 5 MB with 413 before reading it all', async () => {
    const huge = `${csvOf([row()])}${'x'.repeat(5 * 1024 * 1024)}`;
    const answer = await send(huge, true);
    expect(answer.status).toBe(413);
  });

  it('is for staff only', async () => {
    const answer = await call('POST', '/api/products/import?dryRun=1', {
      rawBody: csvOf([row()]),
      headers: { 'content-type': 'text/csv' },
    });
    expect(answer.status).toBe(401);
  });
});
