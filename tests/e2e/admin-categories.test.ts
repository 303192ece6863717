/**
 * The Categories screen in a real browser (docs/product.md 2.23): staff rename, move, hide and add categories
 * and save; the public filter then shows the new names in the new order and leaves the hidden one out (the
 * footer too), and an old `?tab=` link still filters. A category that products use cannot be deleted; the
 * row says why. axe over the screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { CATEGORY_TEXTS as T } from '../../src/lib/messages/content.ts';
import { callApi, expectAccessible, useBrowserSite, waitForLive } from './helpers/browser.ts';
import { toast } from './helpers/screen.ts';

const site = useBrowserSite();

async function openCategories(): Promise<Page> {
  const page = await site.adminPage();
  await page.goto('/admin/categories');
  await page.getByRole('heading', { level: 1, name: T.title }).waitFor();
  await page.getByLabel(T.nameOf(1), { exact: true }).waitFor();
  return page;
}

const stored = async () =>
  (await callApi<{ data: { id: string; label: string; hidden: boolean }[]; version: number }>(site, '/api/categories')).body;

describe('Categories', () => {
  it('renames, moves, hides and adds, then the public filter and footer follow and old links still work', async () => {
    const page = await openCategories();
    await expectAccessible(page);
    // Rename the first (Woven And Printed Labels) and move it below the second.
    await page.getByLabel(T.nameOf(1), { exact: true }).fill('Woven Labels — बुने लेबल');
    await page.getByRole('button', { name: `${T.down} Woven Labels — बुने लेबल` }).click();
    await page
      .getByRole('status')
      .filter({ hasText: T.moved('Woven Labels — बुने लेबल', 2) })
      .waitFor({ state: 'attached' });
    // Hide Designer Tags (now first), add one by keyboard.
    await page.getByRole('checkbox', { name: `${T.hidden} Designer Tags` }).check();
    await page.getByLabel(T.newName, { exact: true }).fill('Embroidered Patches');
    await page.getByLabel(T.newName, { exact: true }).press('Enter');
    await page.getByRole('button', { name: T.save }).click();
    await toast(page, MESSAGES.categoriesSaved).waitFor();

    const saved = await stored();
    expect(saved.data.map((row) => row.label).slice(0, 1)).toEqual(['Woven Labels — बुने लेबल']);
    expect(saved.data.map((row) => row.id)).not.toContain('designer tags');
    expect(saved.data.at(-1)).toEqual({ id: 'embroidered patches', label: 'Embroidered Patches', hidden: false });

    await waitForLive(site);
    const visitor = await site.newPage();
    await visitor.goto('/products?tab=woven%20and%20printed%20labels');
    const filter = visitor.getByRole('group', { name: 'Filter by category' });
    await expect.poll(() => filter.getByRole('button').allTextContents()).toEqual(['All', ...saved.data.map((row) => row.label)]);
    await expect
      .poll(() => filter.getByRole('button', { name: 'Woven Labels — बुने लेबल' }).getAttribute('aria-pressed'))
      .toBe('true');
    expect(await filter.getByRole('button', { name: 'Designer Tags' }).count()).toBe(0);
    const footer = await visitor.locator('footer').textContent();
    expect(footer).not.toContain('Designer Tags');
    expect(footer).toContain('Woven & Printed Labels');
  });

  it('will not delete a category that products use, and says how many', async () => {
    const product = await callApi(site, '/api/products', {
      method: 'POST',
      auth: true,
      body: {
        name: 'Seal Tag For Categories',
        category: 'custom seal tag',
        shortDescription: 'A seal tag',
        longDescription: 'A seal tag for the categories test.',
        price: 3,
        images: [],
        status: 'Active',
      },
    });
    expect(product.status).toBe(201);
    const before = await stored();
    const staffView = await callApi<{ data: { id: string; products: number }[] }>(site, '/api/categories', { auth: true });
    const used = staffView.body.data.find((row) => row.id === 'custom seal tag')!.products;
    expect(used).toBeGreaterThan(0);
    const page = await openCategories();
    const row = page.locator('li[data-category="custom seal tag"]');
    await expect.poll(() => row.textContent()).toContain(T.used(used));
    await row.getByRole('button', { name: `${T.delete} Custom Seal Tag` }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: MESSAGES.categoryInUse('Custom Seal Tag', used) })
      .waitFor();
    expect(await row.count()).toBe(1);
    expect(await stored()).toEqual(before);
    await expectAccessible(page);
  });
});
