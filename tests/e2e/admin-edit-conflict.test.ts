/**
 * Two people editing one product: both open it; the first saves; the second's save is refused
 * (If-Match with the version opened) and a dialog names the fields changed since, with the stored value.
 * Reload puts the stored version in the form (and a save then goes through); Overwrite saves the second
 * person's version over it. Escape closes the dialog and leaves the form as typed; axe over the dialog.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORIES } from '../../src/lib/categories.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import type { Product } from '../../src/lib/schemas/content.ts';
import { callApi, expectAccessible, useBrowserSite } from './helpers/browser.ts';

const site = useBrowserSite();
const BROWSER_TEST_TIMEOUT = 120_000;

const ORIGINAL_SHORT = 'Soft woven label for shirts';
const FIRST_SHORT = 'Changed by the first person';
const SECOND_LONG = 'The second person rewrote the long description meanwhile.';

async function createProduct(name: string): Promise<Product> {
  const { status, body } = await callApi<{ data: Product }>(site, '/api/products', {
    method: 'POST',
    auth: true,
    body: {
      name,
      category: DEFAULT_CATEGORIES[0].id,
      status: 'Active',
      shortDescription: ORIGINAL_SHORT,
      longDescription: 'A long description of at least ten characters.',
      price: 120,
      images: [],
    },
  });
  expect(status).toBe(201);
  return body.data;
}

const stored = async (id: string) => (await callApi<Product>(site, `/api/products/${id}`, { auth: true })).body;

const panel = (page: Page) => page.getByRole('dialog', { name: 'Edit Product Details' });
const conflict = (page: Page) => page.getByRole('dialog', { name: MESSAGES.conflictTitle });

async function openScreen(name: string): Promise<Page> {
  const page = await site.adminPage();
  await page.goto('/admin/manage-products');
  await page.getByRole('heading', { level: 1, name: 'Manage Products' }).waitFor();
  await page.getByLabel('Search products').fill(name);
  return page;
}

async function openEditor(name: string, screen?: Page): Promise<Page> {
  const page = screen ?? (await openScreen(name));
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await panel(page).getByLabel('Short Description').waitFor();
  return page;
}

/** Both open the product; the first changes the short description and saves; the second changes the long one. */
async function editTogether(name: string): Promise<{ first: Page; second: Page; product: Product }> {
  const product = await createProduct(name);
  const [first, second] = await Promise.all([openEditor(name), openEditor(name)]);
  await panel(first).getByLabel('Short Description').fill(FIRST_SHORT);
  await panel(first).getByRole('button', { name: 'Update Product' }).click();
  await panel(first).waitFor({ state: 'hidden' });
  await panel(second).getByLabel('Long Description').fill(SECOND_LONG);
  await panel(second).getByRole('button', { name: 'Update Product' }).click();
  await conflict(second).waitFor();
  return { first, second, product };
}

describe('two people editing one product', { timeout: BROWSER_TEST_TIMEOUT }, () => {
  it('names the changed field; Escape keeps the form as typed; Reload shows the stored version, which then saves', async () => {
    const { second: page, product } = await editTogether('Conflict Reload Label');
    const dialog = conflict(page);
    expect(await dialog.getByText(MESSAGES.editConflict('product')).isVisible()).toBe(true);
    expect(await dialog.locator('dt').allInnerTexts()).toEqual(['Short Description']);
    expect(await dialog.locator('dd').allInnerTexts()).toEqual([FIRST_SHORT]);
    await expectAccessible(page, '.conflict-dialog');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await panel(page).isVisible()).toBe(true);
    expect(await panel(page).getByLabel('Long Description').inputValue()).toBe(SECOND_LONG);

    await panel(page).getByRole('button', { name: 'Update Product' }).click();
    await dialog.getByRole('button', { name: MESSAGES.conflictReload }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await panel(page).getByLabel('Short Description').inputValue()).toBe(FIRST_SHORT);
    expect(await panel(page).getByLabel('Long Description').inputValue()).toBe(product.longDescription);

    // Now editing the stored version: a save goes through.
    await panel(page)
      .getByLabel(/^Price/)
      .fill('150');
    await panel(page).getByRole('button', { name: 'Update Product' }).click();
    await panel(page).waitFor({ state: 'hidden' });
    const now = await stored(product._id);
    expect([now.shortDescription, now.price]).toEqual([FIRST_SHORT, 150]);
  });

  it('a status flipped from the list since it loaded is no conflict: the edit saves without asking', async () => {
    const name = 'Conflict Status Label';
    const product = await createProduct(name);
    const page = await openScreen(name);
    const row = page.locator('tbody tr', { hasText: name });
    await row.getByRole('button', { name: /^Active/ }).click();
    await row.getByRole('button', { name: /^Inactive/ }).waitFor();
    await openEditor(name, page);
    await panel(page)
      .getByLabel(/^Price/)
      .fill('99');
    await panel(page).getByRole('button', { name: 'Update Product' }).click();
    await panel(page).waitFor({ state: 'hidden' });
    expect(await conflict(page).count()).toBe(0);
    const now = await stored(product._id);
    expect([now.status, now.price]).toEqual(['Inactive', 99]);
  });

  it("Overwrite saves the second person's version over the first's", async () => {
    const { second: page, product } = await editTogether('Conflict Overwrite Label');
    await conflict(page).getByRole('button', { name: MESSAGES.conflictOverwrite }).click();
    await panel(page).waitFor({ state: 'hidden' });
    const now = await stored(product._id);
    expect([now.shortDescription, now.longDescription]).toEqual([ORIGINAL_SHORT, SECOND_LONG]);
  });
});
