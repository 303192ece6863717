/**
 * The catalogue as it loads, in the browser (docs/product.md 2.5, 4, 8): the built first page without
 * JavaScript, what is typed or pressed before the island has hydrated, the carousel, and the JavaScript budget
 * with nothing moving as the island wakes. Expected results are worked out here from GET /api/products.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatRupees } from '../../src/lib/format/money.ts';
import { productPath } from '../../src/lib/slugs.ts';
import type { Product } from '../../src/lib/schemas/content.ts';
import { cardNames, cards, demoProducts, pager, productsMatching, results } from '../helpers/catalogue-screen.ts';
import { attributesOf } from './helpers/attributes.ts';
import { useBrowserSite } from './helpers/browser.ts';
import { assistanceDialog } from './helpers/screen.ts';
import { watchLayoutShifts } from './helpers/layout-shifts.ts';
import { scriptsBeforeInteraction } from './helpers/script-budget.ts';

// Vitest sets NODE_ENV=test, which the spawned build would inherit and answer with React's development
// build; the budgets here are about what production ships.
// A busy two-core machine can take a while over a page: 30 s a step (the harness gives 15 s), 90 s a test.
const site = useBrowserSite({ env: { NODE_ENV: 'production' }, stepTimeout: 30_000 });
const BROWSER_TEST_TIMEOUT = 90_000;
let products: Product[] = [];

beforeAll(async () => {
  products = await demoProducts(site);
});

/** The island is still the server's HTML: React has not hydrated it. */
const dehydrated = (page: Page) => page.locator('#product-section astro-island[ssr]').count();

/** Holds back every further script of the page (React, the island, the modal) until `release()`. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('/products without JavaScript', { timeout: BROWSER_TEST_TIMEOUT }, () => {
  it('has the first page of cards, the results line and the pager in the HTML', async () => {
    const page = await site.newPage({ javaScriptEnabled: false });
    const response = await page.goto('/products');
    expect(response?.status()).toBe(200);
    await expect(page.locator('#product-section').count()).resolves.toBe(1);
    expect(await cardNames(page)).toEqual(products.slice(0, 10).map((product) => product.name));
    await expect(results(page).innerText()).resolves.toBe(`Showing 1-10 of ${products.length} products`);
    const first = cards(page).first();
    await expect(first.getByRole('link').getAttribute('href')).resolves.toBe(productPath(products[0].name));
    await expect(first.locator('.card__price').innerText()).resolves.toBe(formatRupees(products[0].price));
    await expect(first.getByRole('button', { name: /^Send Quote/ }).count()).resolves.toBe(1);
    await expect(pager(page).getByRole('button', { name: 'Previous' }).isDisabled()).resolves.toBe(true);
    await expect(pager(page).getByRole('button', { name: 'Next' }).isEnabled()).resolves.toBe(true);
  });

  it('keeps the rest of the list out of the HTML (it comes from /products.json)', async () => {
    const html = await (await fetch(`${site.url}/products`)).text();
    for (const product of products.slice(10)) expect(html).not.toContain(`>${product.name}<`);
    const json = (await (await fetch(`${site.url}/products.json`)).json()) as Array<Record<string, unknown>>;
    expect(json.map((card) => card.name)).toEqual(products.map((product) => product.name));
    expect(Object.keys(json[0]).sort()).toEqual([
      '_id',
      'category',
      'categoryLabel',
      'description',
      'from',
      'image',
      'name',
      'popular',
      'price',
      'shortDescription',
    ]);
  });

  it('gives every card image its size and a srcset, and loads only the first row at once', async () => {
    const page = await site.newPage({ javaScriptEnabled: false });
    await page.goto('/products');
    const images = await attributesOf(page.locator('.card__image'), ['width', 'height', 'srcset', 'loading']);
    expect(images).toHaveLength(10);
    for (const image of images)
      expect(image).toMatchObject({ width: '640', height: '480', srcset: expect.stringContaining('w,') });
    expect(images.map((image) => image.loading)).toEqual([...Array(4).fill('eager'), ...Array(6).fill('lazy')]);
  });
});

describe('before the island has hydrated', { timeout: BROWSER_TEST_TIMEOUT }, () => {
  it.each([
    {
      press: 'a category',
      target: (page: Page) => page.locator(`.categories [data-category="${products[3].category}"]`),
      outcome: async (page: Page) => {
        const inCategory = productsMatching(products, '', products[3].category);
        await expect
          .poll(() => results(page).innerText())
          .toBe(`Showing 1-${Math.min(10, inCategory.length)} of ${inCategory.length} products`);
        expect(new URL(page.url()).searchParams.get('tab')).toBe(products[3].category);
      },
    },
    {
      press: 'Next',
      target: (page: Page) => pager(page).getByRole('button', { name: 'Next' }),
      outcome: async (page: Page) => {
        await expect.poll(() => results(page).innerText()).toBe(`Showing 11-20 of ${products.length} products`);
        expect(await cardNames(page)).toEqual(products.slice(10, 20).map((product) => product.name));
      },
    },
    {
      press: 'List view',
      target: (page: Page) => page.getByRole('button', { name: 'List view' }),
      outcome: async (page: Page) => {
        await expect.poll(() => page.locator('.product-grid').getAttribute('data-view')).toBe('list');
      },
    },
    {
      press: 'Send Quote',
      target: (page: Page) =>
        cards(page)
          .nth(2)
          .getByRole('button', { name: /^Send Quote/ }),
      outcome: async (page: Page) => {
        await assistanceDialog(page).waitFor();
        await expect(assistanceDialog(page).locator('[data-quote-product]').innerText()).resolves.toBe(products[2].name);
      },
    },
  ])('$press, pressed first, acts once the island is ready', async ({ target, outcome }) => {
    const page = await site.newPage();
    await page.goto('/products');
    const release = await holdScripts(page);
    await target(page).click();
    await expect(dehydrated(page)).resolves.toBe(1);
    release();
    await outcome(page);
  });

  it('a search typed first filters once the island is ready, and keeps what was typed', async () => {
    const page = await site.newPage();
    await page.goto('/products');
    const release = await holdScripts(page);
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.click();
    await page.keyboard.type('ribbon');
    await expect(dehydrated(page)).resolves.toBe(1);
    release();
    const expected = productsMatching(products, 'ribbon');
    await expect
      .poll(() => results(page).innerText())
      .toBe(`Showing 1-${Math.min(10, expected.length)} of ${expected.length} products`);
    await expect(search.inputValue()).resolves.toBe('ribbon');
    // Typing on goes on filtering.
    await page.keyboard.type(' zzqx');
    await page.getByText('No products found', { exact: true }).waitFor();
  });
});

// These wait out the carousel's own 5 s interval on purpose.
describe('carousel', { timeout: BROWSER_TEST_TIMEOUT }, () => {
  it('shows ten pictures with sizes, moves with Previous/Next and loops', async () => {
    const page = await site.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/products');
    const carousel = page.getByRole('region', { name: 'Where our products are used' });
    await page.locator('[data-carousel][data-ready]').waitFor();
    const slides = carousel.locator('[data-carousel-slide]');
    await expect(slides.count()).resolves.toBe(10);
    for (const image of await carousel.locator('img').all()) {
      await expect(image.getAttribute('width')).resolves.toBe('1280');
      await expect(image.getAttribute('height')).resolves.toBe('640');
    }
    const current = () => carousel.locator('.carousel__slide.is-current').getAttribute('aria-label');
    await expect(current()).resolves.toMatch(/^1 of 10/);
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(current()).resolves.toMatch(/^10 of 10/);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(current()).resolves.toMatch(/^2 of 10/);
  });

  it('does not move on its own for reduced motion; otherwise advances, and the pause button stops it', async () => {
    let page = await site.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/products');
    const startButton = page.getByRole('button', { name: 'Start automatic slide show' });
    await startButton.waitFor();
    // Deliberate: longer than the 5 s between slides, to see that none came.
    await page.waitForTimeout(5600);
    await expect(page.locator('.carousel__slide.is-current').getAttribute('aria-label')).resolves.toMatch(/^1 of 10/);

    page = await site.newPage();
    await page.goto('/products');
    await page.getByRole('button', { name: 'Stop automatic slide show' }).waitFor();
    await page.mouse.move(5, 790);
    await page.locator('.carousel__slide.is-current[aria-label^="2 of 10"]').waitFor({ timeout: 12_000 });
    await page.getByRole('button', { name: 'Stop automatic slide show' }).click();
    await page.mouse.move(5, 790);
    // Deliberate, as above: no slide over more than 5 s.
    await page.waitForTimeout(5600);
    await expect(page.locator('.carousel__slide.is-current').getAttribute('aria-label')).resolves.toMatch(/^2 of 10/);
  });
});

describe('the script budget', { timeout: BROWSER_TEST_TIMEOUT }, () => {
  it('ships at most 70 KB of gzipped JavaScript before any interaction, and hydrating moves nothing', async () => {
    const page = await site.newPage();
    const shifted = await watchLayoutShifts(page);
    // A slow phone's CPU: the parser yields and paints early, hydration lands late.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const { total, listing } = await scriptsBeforeInteraction(page, '/products');
    expect(total).toBeGreaterThan(0);
    expect(total, listing).toBeLessThanOrEqual(70 * 1024);

    // Reaching for the catalogue hydrates it and loads the whole list: nothing may move.
    await page.getByRole('searchbox', { name: 'Search products' }).hover();
    await page.locator('.catalogue[data-ready]').waitFor();
    // test-patterns: allow the window after hydration in which a late shift is looked for (none comes to wait for).
    await page.waitForTimeout(500);
    expect(await shifted()).toBe(0);
  });
});
