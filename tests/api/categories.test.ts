/**
 * Product categories: visitors read the visible ones in order; staff read all with their product counts and
 * save the list over the version they read. Ids never change; a used category cannot be dropped.
 */
import { describe, expect, it } from 'vitest';
import { activityApi, categoriesApi, loginApi, productsApi, teamMembersApi } from '../../src/lib/api/index.ts';
import { DEFAULT_CATEGORIES } from '../../src/lib/categories.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { readContentVersion } from '../../src/lib/server/site/publish.ts';
import { adminToken, callEndpoint } from '../helpers/api.ts';
import { createProduct, valid } from './fixtures.ts';

interface Row {
  id: string;
  label: string;
  hidden: boolean;
  products?: number;
}

const read = async (token?: string) =>
  (await callEndpoint(categoriesApi.list, { token })).body as { data: Row[]; version: number };
const save = (token: string | undefined, categories: Row[], version?: number) =>
  callEndpoint(categoriesApi.save, {
    token,
    body: { categories: categories.map(({ id, label, hidden }) => ({ id, label, hidden: hidden ?? false })) },
    headers: version === undefined ? {} : { 'if-match': String(version) },
  });

async function staffToken(): Promise<string> {
  const admin = await adminToken();
  const email = 'categories.staff@example.com';
  await callEndpoint(teamMembersApi.create, {
    token: admin,
    body: { email, name: 'Staff Person', role: 'Staff', password: 'a long staff password' },
  });
  return (await callEndpoint(loginApi.signIn, { body: { email, password: 'a long staff password' }, ip: '198.51.100.41' })).body
    .token;
}

describe('categories', () => {
  it('read as the original 27 before the first save; staff see how many products each has', async () => {
    const token = await adminToken();
    const visitor = await read();
    expect(visitor).toEqual({ data: DEFAULT_CATEGORIES, version: 0 });
    await createProduct(token, { category: 'hang tags' });
    const staff = await read(token);
    expect(staff.data.map((row) => row.id)).toEqual(DEFAULT_CATEGORIES.map((row) => row.id));
    expect(staff.data.find((row) => row.id === 'hang tags')!.products).toBe(1);
    expect(staff.data.find((row) => row.id === 'stickers')!.products).toBe(0);
  });

  it('Staff rename, move, hide and add: ids kept, the new one named from its name, republished, recorded; visitors see the visible ones', async () => {
    const token = await staffToken();
    const before = await readContentVersion();
    const stored = await read(token);
    const [first, second, ...rest] = stored.data;
    const next = [
      second,
      { ...first, label: 'Woven & Printed Labels — लेबल' },
      ...rest.map((row) => (row.id === 'stickers' ? { ...row, hidden: true } : row)),
      { id: '', label: 'Embroidered Patches 🧵', hidden: false },
    ];
    const saved = await save(token, next, stored.version);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(MESSAGES.categoriesSaved);
    expect(saved.body.version).toBe(stored.version + 1);
    const ids = saved.body.data.map((row: Row) => row.id);
    expect(ids.slice(0, 2)).toEqual([second.id, first.id]);
    expect(ids.at(-1)).toBe('embroidered patches 🧵');
    expect(saved.body.data[1]).toMatchObject({ id: first.id, label: 'Woven & Printed Labels — लेबल' });
    expect((await readContentVersion())! > (before ?? '')).toBe(true);

    const visible = (await read()).data;
    expect(visible.map((row) => row.id)).not.toContain('stickers');
    expect(visible.map((row) => row.id)[0]).toBe(second.id);
    expect(visible).toHaveLength(DEFAULT_CATEGORIES.length);

    const admin = await adminToken();
    const activity = (await callEndpoint(activityApi.list, { token: admin })).body.data;
    expect(activity[0]).toMatchObject({ action: 'Categories updated', target: { kind: 'categories' } });

    // A product may be saved in the new category and in a hidden one; not in one that does not exist.
    expect(
      (await callEndpoint(productsApi.create, { token, body: valid.product({ category: 'embroidered patches 🧵' }) })).status,
    ).toBe(201);
    expect((await callEndpoint(productsApi.create, { token, body: valid.product({ category: 'stickers' }) })).status).toBe(201);
    const unknown = await callEndpoint(productsApi.create, { token, body: valid.product({ category: 'no such/category' }) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ category: MESSAGES.invalidCategory });
  });

  it('refuses to drop a category products use, saying how many; an unused one may go', async () => {
    const token = await adminToken();
    await createProduct(token, { category: 'paper tag' });
    await createProduct(token, { category: 'paper tag' });
    const stored = await read(token);
    const withoutUsed = stored.data.filter((row) => row.id !== 'paper tag');
    const refused = await save(token, withoutUsed, stored.version);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MESSAGES.categoryInUse('Paper Tag', 2));
    expect(await read(token)).toEqual(stored);

    const withoutUnused = stored.data.filter((row) => row.id !== 'business card');
    const dropped = await save(token, withoutUnused, stored.version);
    expect(dropped.status).toBe(200);
    expect((await read()).data.map((row) => row.id)).not.toContain('business card');
  });

  it('a save over a version someone else saved is 409 with what is stored, and changes nothing', async () => {
    const token = await adminToken();
    const stored = await read(token);
    expect((await save(token, stored.data, stored.version)).status).toBe(200);
    const stale = await save(
      token,
      stored.data.map((row) => ({ ...row, hidden: true })),
      stored.version,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(MESSAGES.categoriesConflict);
    expect((await read()).data.length).toBeGreaterThan(0);
  });

  it.each([
    ['no category at all', () => [], 'Keep at least one category'],
    [
      'two with the same name',
      (rows: Row[]) => [...rows, { id: '', label: rows[0].label.toUpperCase(), hidden: false }],
      'Two categories have the same name',
    ],
    ['one listed twice', (rows: Row[]) => [...rows, { ...rows[0], label: 'Another Name' }], 'A category is listed twice'],
    ['an empty name', (rows: Row[]) => [{ ...rows[0], label: '   ' }, ...rows.slice(1)], 'Category name is required'],
    ['a 61-character name', (rows: Row[]) => [{ ...rows[0], label: 'x'.repeat(61) }, ...rows.slice(1)], 'Category name'],
    [
      'an id that was never given',
      (rows: Row[]) => [...rows, { id: 'made up/../id', label: 'Made Up', hidden: false }],
      'There is no category',
    ],
  ])('refuses %s (400) and changes nothing', async (_, change, message) => {
    const token = await adminToken();
    const stored = await read(token);
    const refused = await save(token, change(stored.data), stored.version);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(message);
    expect(await read(token)).toEqual(stored);
  });

  it('a category carries the HSN code and GST rate of its products’ invoices; saved and read back by anyone', async () => {
    const token = await adminToken();
    const stored = await read(token);
    const sent = stored.data.map(({ id, label, hidden }) =>
      id === 'hang tags'
        ? { id, label, hidden, hsn: '4821', gstPercent: 12 }
        : { id, label, hidden, hsn: '', gstPercent: undefined },
    );
    const saved = await callEndpoint(categoriesApi.save, {
      token,
      body: { categories: sent },
      headers: { 'if-match': String(stored.version) },
    });
    expect(saved.status).toBe(200);
    const visitor = (await read()).data.find((row) => row.id === 'hang tags');
    expect(visitor).toMatchObject({ hsn: '4821', gstPercent: 12 });
    // A category without them has neither (an empty HSN code is none).
    const other = (await read(token)).data.find((row) => row.id === 'stickers');
    expect(other).not.toHaveProperty('hsn');
    expect(other).not.toHaveProperty('gstPercent');
  });

  it.each([
    ['an HSN code of 5 digits', { hsn: '48211' }, 'HSN code must be 4, 6 or 8 digits'],
    ['a GST rate of 150%', { gstPercent: 150 }, 'GST rate must be at most 100%'],
  ])('refuses %s (400) and changes nothing', async (_, over, message) => {
    const token = await adminToken();
    const stored = await read(token);
    const refused = await callEndpoint(categoriesApi.save, {
      token,
      body: { categories: stored.data.map(({ id, label, hidden }, index) => ({ id, label, hidden, ...(index === 0 && over) })) },
      headers: { 'if-match': String(stored.version) },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.categories).toBe(message);
    expect(await read(token)).toEqual(stored);
  });

  it('visitors may not save (401)', async () => {
    const stored = await read();
    expect((await save(undefined, stored.data, stored.version)).status).toBe(401);
  });
});
