/**
 * The stored-record check (tests/stress/stored.ts) that the fuzz and load runs end with must hold for
 * what ordinary saves write, not only for what a lucky seed reaches: a product renamed in its form and
 * through a CSV import keeps its former names, and the record's schema takes them.
 */
import { stringify } from 'csv-stringify/sync';
import { beforeAll, expect, it } from 'vitest';
import { productsApi } from '../../src/lib/api/index.ts';
import { adminToken, call, callEndpoint } from '../helpers/api.ts';
import { invalidStoredRecords } from '../stress/stored.ts';
import { createProduct, unique, valid } from './fixtures.ts';

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

it('a product renamed in its form, then through a CSV import, passes the stored-record check', async () => {
  const product = await createProduct(token);
  const renamed = unique('Renamed In Form');
  const saved = await callEndpoint(productsApi.replace, {
    params: { id: product._id },
    body: { ...valid.product(), name: renamed },
    token,
    headers: { 'if-match': `"${product.version}"` },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const again = unique('Renamed By Sheet');
  const csv = stringify(
    [[product._id, again, 'woven and printed labels', 'Active', '4', 'A label', 'A label renamed by a spreadsheet.']],
    { header: true, columns: ['Id', 'Name', 'Category', 'Status', 'Price', 'Short description', 'Long description'] },
  );
  const imported = await call('POST', '/api/products/import', {
    rawBody: csv,
    headers: { 'content-type': 'text/csv' },
    token,
  });
  expect(imported.status, JSON.stringify(imported.body)).toBe(200);
  const read = await callEndpoint(productsApi.get, { params: { id: product._id }, token });
  expect(read.body.formerNames).toEqual([product.name, renamed]);
  expect((await invalidStoredRecords()).problems).toEqual([]);
});
