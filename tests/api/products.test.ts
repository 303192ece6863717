/**
 * (Over 300 lines: one record, the product, a describe for each of its rules.)
 * The catalogue: staff writes, public reads (Active only), status changes, name uniqueness, paging, images,
 * price tiers and options, and the HSN code and GST rate its invoices take.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type PageQuery, productsApi } from '../../src/lib/api/index.ts';
import { type ApiAnswer, adminToken, call, callEndpoint, offContract } from '../helpers/api.ts';
import { ISO_UTC, createProduct, readAll, unique, valid } from './fixtures.ts';
import { idsOf } from '../helpers/records.ts';

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

const products = async (request: Promise<ApiAnswer>) => {
  const answer = await request;
  expect(answer.status).toBe(200);
  expect(Array.isArray(answer.body)).toBe(true);
  return answer.body as { _id: string; name: string; status: string }[];
};
const catalogue = (auth?: string, query: PageQuery = { limit: 1000 }) =>
  products(callEndpoint(productsApi.list, { query, token: auth }));

describe('writing products', () => {
  // The path without parameters is served with and without a trailing slash (routePatterns, src/lib/api/define.ts).
  it.each(['/api/products/', '/api/products'])('POST %s → 201 "Product Submitted" with the stored product', async (path) => {
    const body = valid.product({ price: 12.75, images: ['/api/images/abcdefghij01234567.png'], description: 'Soft edge' });
    const answer = await call('POST', path, { body, token });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      message: 'Product Submitted',
      data: { ...body, _id: expect.any(String), popular: false },
    });
    expect(answer.body.data.dateAdded).toMatch(ISO_UTC);
    const read = await callEndpoint(productsApi.get, { params: { id: answer.body.data._id } });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(answer.body.data);
    expect(read.body.price).toBe(12.75);
  });

  it('PUT (same fields plus _id) → 200 "Product Updated", read back changed, _id and dateAdded kept', async () => {
    const product = await createProduct(token);
    const change = { ...valid.product(), _id: product._id, name: unique('Renamed Tag'), price: 99.99, status: 'Inactive' };
    const answer = await callEndpoint(productsApi.replace, {
      params: { id: product._id },
      body: change,
      token,
      headers: { 'if-match': String(product.version) },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Product Updated');
    const read = await callEndpoint(productsApi.get, { params: { id: product._id }, token });
    expect(read.body).toMatchObject({
      name: change.name,
      price: 99.99,
      status: 'Inactive',
      _id: product._id,
      dateAdded: product.dateAdded,
    });
  });

  it('DELETE → 200 { message }, gone from every list, second DELETE → 404', async () => {
    const product = await createProduct(token);
    const first = await callEndpoint(productsApi.remove, { params: { id: product._id }, token });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: expect.stringMatching(/\S/) });
    expect(idsOf(await catalogue())).not.toContain(product._id);
    expect(idsOf(await catalogue(token))).not.toContain(product._id);
    expect((await callEndpoint(productsApi.get, { params: { id: product._id }, token })).status).toBe(404);
    const second = await callEndpoint(productsApi.remove, { params: { id: product._id }, token });
    expect(second.status).toBe(404);
    expect(second.body).toEqual({ message: 'Product not found' });
  });

  it.each([
    ['the same name', (name: string) => name],
    ['the same name in other letter case', (name: string) => name.toUpperCase()],
    ['a name with the same product link (hyphens for spaces)', (name: string) => name.replace(/ /g, '-')],
  ])('a second product with %s → 409, not stored', async (_case, rename) => {
    const first = await createProduct(token);
    const before = (await catalogue(token)).length;
    const answer = await callEndpoint(productsApi.create, { body: valid.product({ name: rename(first.name) }), token });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toEqual(expect.stringMatching(/\S/));
    expect((await catalogue(token)).length).toBe(before);
  });

  it('two concurrent creations with one name: one 201, one 409, one product stored', async () => {
    const body = valid.product();
    const answers = await Promise.all([1, 2].map(() => callEndpoint(productsApi.create, { body, token })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect((await catalogue(token)).filter((product) => product.name === body.name)).toHaveLength(1);
  });

  it("renaming a product to another product's name → 409; keeping its own name is fine", async () => {
    const first = await createProduct(token);
    const second = await createProduct(token);
    const clash = await callEndpoint(productsApi.replace, {
      params: { id: second._id },
      body: valid.product({ name: first.name }),
      token,
      headers: { 'if-match': String(second.version) },
    });
    expect(clash.status).toBe(409);
    expect((await callEndpoint(productsApi.get, { params: { id: second._id }, token })).body.name).toBe(second.name);
    const same = await callEndpoint(productsApi.replace, {
      params: { id: second._id },
      body: valid.product({ name: second.name, price: 3 }),
      token,
      headers: { 'if-match': String(second.version) },
    });
    expect(same.status).toBe(200);
  });
});

describe('product form validation (docs/product.md section 5)', () => {
  it.each([
    ['name empty', 'Product name is required', { name: '' }],
    ['name missing', 'Product name is required', { name: undefined }],
    ['name of 1 character', 'Name must be at least 2 characters', { name: 'X' }],
    ['category empty', 'Category is required', { category: '' }],
    ['short description empty', 'Short description is required', { shortDescription: '' }],
    [
      'short description of 151 characters',
      'Short description cannot exceed 150 characters',
      { shortDescription: 'a'.repeat(151) },
    ],
    ['long description empty', 'Long description is required', { longDescription: '' }],
    ['long description of 9 characters', 'Long description must be at least 10 characters', { longDescription: 'Too short' }],
    ['price not a number', 'Price must be a number', { price: 'cheap' }],
    ['price missing', 'Price is required', { price: undefined }],
    ['price empty', 'Price is required', { price: '' }],
    ['price zero', 'Price must be a positive number', { price: 0 }],
    ['price negative', 'Price must be a positive number', { price: -4.5 }],
    ['status empty', 'Status is required', { status: '' }],
    ['status unknown', 'Invalid status', { status: 'Archived' }],
  ])('%s → 400 "%s", nothing stored', async (_case, message, change) => {
    const before = (await catalogue(token)).length;
    const answer = await callEndpoint(productsApi.create, { body: offContract({ ...valid.product(), ...change }), token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(answer.body.errors?.[Object.keys(change)[0]]).toBe(message);
    expect((await catalogue(token)).length).toBe(before);
  });

  it('accepts a short description of exactly 150 characters and a price with two decimals', async () => {
    const body = valid.product({ shortDescription: 'b'.repeat(150), price: 0.01 });
    expect((await callEndpoint(productsApi.create, { body, token })).status).toBe(201);
  });
});

describe('status: Active on the public site, Inactive for staff only', () => {
  it('public GET hides Inactive products (list and record); with a token every product shows', async () => {
    const active = await createProduct(token);
    const inactive = await createProduct(token, { status: 'Inactive' });
    // Every spelling of the list address, with and without a trailing slash, paged or not.
    for (const path of [
      '/api/products/?limit=1000',
      '/api/products?limit=1000',
      '/api/products/',
      '/api/products?page=1&limit=1000',
    ]) {
      const shown = idsOf(await products(call('GET', path)));
      expect(shown, path).toContain(active._id);
      expect(shown, path).not.toContain(inactive._id);
      expect(idsOf(await products(call('GET', path, { token }))), path).toEqual(
        expect.arrayContaining([active._id, inactive._id]),
      );
    }
    expect((await callEndpoint(productsApi.get, { params: { id: inactive._id } })).status).toBe(404);
    expect((await callEndpoint(productsApi.get, { params: { id: inactive._id }, token })).status).toBe(200);
  });

  it('PATCH {status} persists, and the public catalogue follows it both ways', async () => {
    const product = await createProduct(token);
    expect(idsOf(await catalogue())).toContain(product._id);
    const off = await callEndpoint(productsApi.setStatus, { params: { id: product._id }, body: { status: 'Inactive' }, token });
    expect(off.status).toBe(200);
    expect(off.body.message).toEqual(expect.stringMatching(/\S/));
    expect((await callEndpoint(productsApi.get, { params: { id: product._id }, token })).body.status).toBe('Inactive');
    expect(idsOf(await catalogue())).not.toContain(product._id);
    expect(
      (await callEndpoint(productsApi.setStatus, { params: { id: product._id }, body: { status: 'Active' }, token })).status,
    ).toBe(200);
    expect((await callEndpoint(productsApi.get, { params: { id: product._id } })).body).toMatchObject({
      ...product,
      status: 'Active',
      version: product.version + 2,
    });
    expect(idsOf(await catalogue())).toContain(product._id);
  });

  it.each([
    ['an unknown status', { status: 'Deleted' }],
    ['a lower-case status', { status: 'inactive' }],
  ])('PATCH with %s → 400 "Invalid status", unchanged', async (_case, body) => {
    const product = await createProduct(token);
    const answer = await callEndpoint(productsApi.setStatus, { params: { id: product._id }, body, token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Invalid status');
    expect((await callEndpoint(productsApi.get, { params: { id: product._id }, token })).body.status).toBe('Active');
  });
});

describe('admin paging', () => {
  it('with 11 products, page 1 has the 10 newest first and page 2 the oldest', async () => {
    for (const product of await readAll(productsApi.list, token)) {
      expect((await callEndpoint(productsApi.remove, { params: { id: product._id }, token })).status).toBe(200);
    }
    const made = [];
    for (let n = 1; n <= 11; n += 1) made.push((await createProduct(token, { status: n % 2 ? 'Active' : 'Inactive' }))._id);
    expect(idsOf(await catalogue(token, { page: 1, limit: 10 }))).toEqual(made.slice(1).reverse());
    expect(idsOf(await catalogue(token, { page: 2, limit: 10 }))).toEqual([made[0]]);
  });
});

describe('images, price tiers and options', () => {
  it('stores up to 8 images with their alt texts, tiers in ascending order and the options, and answers them', async () => {
    const images = Array.from({ length: 8 }, (_, index) => `/api/images/abcdefghij0123456${index}.png`);
    const body = valid.product({
      images,
      imageAlts: ['Front', '', 'Back — पीछे'],
      priceTiers: [
        { quantity: 100, price: 13 },
        { quantity: 1000, price: 3 },
      ],
      options: { sizes: '25 x 50 mm\n40 x 60 mm\n25 x 50 mm', materials: ['Damask', ' Satin '], finishes: [] },
      popular: true,
    });
    const answer = await callEndpoint(productsApi.create, { body, token });
    expect(answer.status).toBe(201);
    const read = await callEndpoint(productsApi.get, { params: { id: answer.body.data._id } });
    expect(read.body).toMatchObject({
      images,
      imageAlts: ['Front', '', 'Back — पीछे', '', '', '', '', ''],
      priceTiers: [
        { quantity: 100, price: 13 },
        { quantity: 1000, price: 3 },
      ],
      options: { sizes: ['25 x 50 mm', '40 x 60 mm'], materials: ['Damask', 'Satin'], finishes: [] },
      popular: true,
      formerNames: [],
    });
  });

  it.each([
    [{ images: Array(9).fill('/api/images/abcdefghij01234567.png') }, 'images', 'At most 8 images'],
    [
      {
        priceTiers: [
          { quantity: 1000, price: 3 },
          { quantity: 100, price: 13 },
        ],
      },
      'priceTiers',
      'Each price tier must be for more pieces than the one above it',
    ],
    [{ priceTiers: [{ quantity: 1.5, price: 3 }] }, 'priceTiers', 'Quantity must be a whole number of pieces'],
    [{ options: { sizes: Array.from({ length: 21 }, (_, index) => `S${index}`) } }, 'options', 'At most 20 sizes'],
  ])('refuses %j under %s: "%s", storing nothing', async (over, field, message) => {
    const body = valid.product(over);
    const answer = await callEndpoint(productsApi.create, { body, token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(Object.keys(answer.body.errors as object)[0].split('.')[0]).toBe(field);
    expect((await catalogue(token)).some((product) => product.name === body.name)).toBe(false);
  });

  it('a product stored before these fields answers them empty, and its pages still read it', async () => {
    // Written straight to the store as the original site wrote it: none of the fields added since.
    const { STORE_NAMES, newId, openStore } = await import('../../src/lib/server/store/index.ts');
    const id = newId();
    await openStore(STORE_NAMES.products).setJSON(id, {
      _id: id,
      dateAdded: new Date().toISOString(),
      name: unique('Old Record Tag'),
      category: 'hang tags',
      shortDescription: 'Stored by the original',
      longDescription: 'A product stored before images had alt texts.',
      price: 4,
      status: 'Active',
      images: ['/api/images/abcdefghij01234567.png'],
      popular: false,
    });
    const read = await callEndpoint(productsApi.get, { params: { id } });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      imageAlts: [''],
      priceTiers: [],
      options: { sizes: [], materials: [], finishes: [] },
      formerNames: [],
    });
  });
});

describe('HSN code and GST rate for invoices', () => {
  it('a product keeps its own HSN code and GST rate, changes them and can leave them to its category', async () => {
    const body = valid.product({ hsn: ' 58071020 ', gstPercent: 12 });
    const created = await callEndpoint(productsApi.create, { body, token });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ hsn: '58071020', gstPercent: 12 });
    const id = created.body.data._id;
    const replaced = await callEndpoint(productsApi.replace, {
      params: { id },
      body: { ...body, hsn: '4821', gstPercent: 18 },
      token,
      headers: { 'if-match': String(created.body.data.version) },
    });
    expect(replaced.status).toBe(200);
    expect((await callEndpoint(productsApi.get, { params: { id } })).body).toMatchObject({ hsn: '4821', gstPercent: 18 });
    const cleared = await callEndpoint(productsApi.replace, {
      params: { id },
      body: { ...body, hsn: '', gstPercent: undefined },
      token,
      headers: { 'if-match': String(replaced.body.data.version) },
    });
    expect(cleared.status).toBe(200);
    const read = (await callEndpoint(productsApi.get, { params: { id } })).body;
    expect(read.hsn ?? '').toBe('');
    expect(read.gstPercent).toBeUndefined();
  });

  it.each([
    [{ hsn: '12345' }, 'hsn', 'HSN code must be 4, 6 or 8 digits'],
    [{ hsn: '48A1' }, 'hsn', 'HSN code must be 4, 6 or 8 digits'],
    [{ gstPercent: 120 }, 'gstPercent', 'GST rate must be at most 100%'],
    [{ gstPercent: -5 }, 'gstPercent', 'GST rate cannot be negative'],
  ])('refuses %j (400 naming %s), storing nothing', async (over, field, message) => {
    const body = valid.product(over);
    const answer = await callEndpoint(productsApi.create, { body, token });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[field]).toBe(message);
    expect((await catalogue(token)).some((product) => product.name === body.name)).toBe(false);
  });
});
