/**
 * Finding a product in the catalogue, in the browser (docs/product.md 2.5, 2.7, 8): search, categories in
 * ?tab=, paging, the grid and list views, the empty state, a card's link, axe, and a phone's width.
 * Expected results are worked out here from GET /api/products, independently of src/lib/catalogue.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORIES, labelOf } from '../../src/lib/categories.ts';
import { productPath } from '../../src/lib/slugs.ts';
import type { Product } from '../../src/lib/schemas/content.ts';
import { cardNames, cards, catalogueAt, demoProducts, pager, productsMatching, results } from '../helpers/catalogue-screen.ts';
import { expectAccessible, useBrowserSite } from './helpers/browser.ts';
import { assistanceDialog } from './helpers/screen.ts';

// Vitest sets NODE_ENV=test, which the spawned build would inherit and answer with React's development
// build; the budgets here are about what production ships.
// A busy two-core machine can take a while over a page: 30 s a step (the harness gives 15 s), 90 s a test.
const site = useBrowserSite({ env: { NODE_ENV: 'production' }, stepTimeout: 30_000 });
const BROWSER_TEST_TIMEOUT = 90_000;
let products: Product[] = [];

beforeAll(async () => {
  products = await demoProducts(site);
});

// Each test goes to the catalogue afresh and only looks and clicks: they share the file's one page.
const openCatalogue = async (path = '/products') => catalogueAt(await site.sharedPage(), path);

describe('search, categories and paging', { timeout: BROWSER_TEST_TIMEOUT }, () => {
  it('search narrows the cards and the results line, case-insensitively, and resets to page 1', async () => {
    const page = await openCatalogue();
    await pager(page).getByRole('button', { name: 'Next' }).click();
    await expect(results(page).innerText()).resolves.toMatch(/^Showing 11-/);

    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.fill('RIBBON');
    const expected = productsMatching(products, 'ribbon');
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(products.length);
    await expect
      .poll(() => results(page).innerText())
      .toBe(`Showing 1-${Math.min(10, expected.length)} of ${expected.length} products`);
    expect(await cardNames(page)).toEqual(expected.slice(0, 10).map((product) => product.name));

    // A category label counts as searchable text.
    const label = labelOf(products[0].category, DEFAULT_CATEGORIES);
    await search.fill(label.toLowerCase());
    const byLabel = productsMatching(products, label);
    await expect
      .poll(() => results(page).innerText())
      .toBe(`Showing 1-${Math.min(10, byLabel.length)} of ${byLabel.length} products`);
  });

  it('a category button filters, writes ?tab= and All removes it', async () => {
    const page = await openCatalogue();
    const category = products[3].category;
    const label = labelOf(category, DEFAULT_CATEGORIES);
    const buttons = page.getByRole('group', { name: 'Filter by category' }).getByRole('button');
    expect(await buttons.allInnerTexts()).toEqual(['All', ...DEFAULT_CATEGORIES.map((c) => c.label)]);

    await buttons.filter({ hasText: new RegExp(`^${label}$`) }).click();
    const inCategory = productsMatching(products, '', category);
    await expect
      .poll(() => results(page).innerText())
      .toBe(`Showing 1-${Math.min(10, inCategory.length)} of ${inCategory.length} products`);
    expect(new URL(page.url()).searchParams.get('tab')).toBe(category);
    await expect(buttons.filter({ hasText: new RegExp(`^${label}$`) }).getAttribute('aria-pressed')).resolves.toBe('true');
    for (const text of await page.locator('.card__category').allInnerTexts())
      expect(text.toLowerCase()).toBe(label.toLowerCase());

    await buttons.filter({ hasText: /^All$/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has('tab')).toBe(false);
    await expect(results(page).innerText()).resolves.toBe(`Showing 1-10 of ${products.length} products`);
  });

  it('/products?tab=<id> preselects a known category (the alias too) and ignores an unknown one', async () => {
    const category = products[1].category;
    // Nothing touched: a category in the address wakes the island by itself.
    let page = await site.newPage();
    await page.goto(`/products?tab=${encodeURIComponent(category)}`);
    await page.locator('.catalogue[data-ready]').waitFor();
    const pressed = page.locator('.categories [aria-pressed="true"]');
    await expect.poll(() => pressed.innerText()).toBe(labelOf(category, DEFAULT_CATEGORIES));
    const inCategory = productsMatching(products, '', category);
    await expect
      .poll(() => results(page).innerText())
      .toBe(`Showing 1-${Math.min(10, inCategory.length)} of ${inCategory.length} products`);

    page = await openCatalogue('/products?tab=clothing%20name');
    await expect.poll(() => page.locator('.categories [aria-pressed="true"]').innerText()).toBe('Clothing Label');

    page = await openCatalogue('/products?tab=no-such-category');
    await expect(page.locator('.categories [aria-pressed="true"]').innerText()).resolves.toBe('All');
    await expect(results(page).innerText()).resolves.toBe(`Showing 1-10 of ${products.length} products`);
  });

  it('pages through with Previous and Next, each disabled at its end, and hides the pager for one page', async () => {
    const page = await openCatalogue();
    const previous = pager(page).getByRole('button', { name: 'Previous' });
    const next = pager(page).getByRole('button', { name: 'Next' });
    const pages = Math.ceil(products.length / 10);
    await expect(previous.isDisabled()).resolves.toBe(true);
    for (let n = 2; n <= pages; n++) {
      await next.click();
      const from = (n - 1) * 10 + 1;
      await expect
        .poll(() => results(page).innerText())
        .toBe(`Showing ${from}-${Math.min(n * 10, products.length)} of ${products.length} products`);
      expect(await cardNames(page)).toEqual(products.slice(from - 1, n * 10).map((product) => product.name));
    }
    await expect(next.isDisabled()).resolves.toBe(true);
    await expect(previous.isEnabled()).resolves.toBe(true);
    // Focus stays on the pager rather than falling back to the page.
    await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toMatch(/Previous/);
    await previous.click();
    await expect.poll(() => results(page).innerText()).toMatch(new RegExp(`^Showing ${(pages - 2) * 10 + 1}-`));

    const small = DEFAULT_CATEGORIES.map((c) => c.id).find((id) => {
      const count = productsMatching(products, '', id).length;
      return count > 0 && count <= 10;
    });
    expect(small).toBeDefined();
    await page.locator(`.categories [data-category="${small}"]`).click();
    await expect.poll(() => pager(page).count()).toBe(0);
  });

  it('switches between grid and list view', async () => {
    const page = await openCatalogue();
    const grid = page.getByRole('button', { name: 'Grid view' });
    const list = page.getByRole('button', { name: 'List view' });
    await expect(grid.getAttribute('aria-pressed')).resolves.toBe('true');
    await list.click();
    await expect(list.getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(grid.getAttribute('aria-pressed')).resolves.toBe('false');
    await expect(page.locator('.product-grid').getAttribute('data-view')).resolves.toBe('list');
    // A row: the picture sits beside the text, not above it.
    const [media, body] = await Promise.all([
      cards(page).first().locator('.card__media').boundingBox(),
      cards(page).first().locator('.card__body').boundingBox(),
    ]);
    expect(body!.x).toBeGreaterThanOrEqual(media!.x + media!.width - 1);
    await grid.click();
    await expect(page.locator('.product-grid').getAttribute('data-view')).resolves.toBe('grid');
  });

  it('says so when nothing matches', async () => {
    const page = await openCatalogue();
    await page.getByRole('searchbox', { name: 'Search products' }).fill('zzqx no such product');
    await page.getByText('No products found', { exact: true }).waitFor();
    await expect(page.getByText('Try adjusting your search or filter criteria', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(cards(page).count()).resolves.toBe(0);
    await expect(pager(page).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Show all products' }).click();
    await expect.poll(() => cards(page).count()).toBe(10);
  });

  it('a card opens its product page; Send Quote does not navigate', async () => {
    const page = await openCatalogue();
    const target = products[2];
    const card = cards(page).nth(2);
    await card.getByRole('button', { name: /^Send Quote/ }).click();
    await assistanceDialog(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/products');
    await page.keyboard.press('Escape');
    await assistanceDialog(page).waitFor({ state: 'hidden' });

    // Anywhere on the card, not only on the name.
    await card.locator('.card__description').click({ force: true });
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === productPath(target.name));
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(target.name);
  });
});

describe('quality', { timeout: BROWSER_TEST_TIMEOUT }, () => {
  it('has no axe violations on the page and in list view', async () => {
    const page = await openCatalogue();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'List view' }).click();
    await expectAccessible(page, '#product-section');
  });

  it('is usable at 375 px: no sideways page scroll, the category row scrolls on its own', async () => {
    const page = await catalogueAt(await site.newPage({ viewport: { width: 375, height: 800 } }));
    const widths = await page.evaluate(() => {
      const bar = document.querySelector('.categories')!;
      return { page: document.documentElement.scrollWidth, bar: bar.scrollWidth, barBox: bar.clientWidth };
    });
    expect(widths.page).toBeLessThanOrEqual(375);
    expect(widths.bar).toBeGreaterThan(widths.barBox);
  });
});
