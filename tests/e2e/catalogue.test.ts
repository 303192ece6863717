/**
 * (Over 400 lines: one page, the catalogue, in one site; split, each part would start a site of its own.)
 * The catalogue in the browser (docs/product.md 2.5, 2.7, 4, 8): the built first page without JavaScript,
 * search, categories in ?tab=, paging, view toggle, empty state, card links, what is typed or pressed
 * before the island has hydrated, the carousel, the quote modal (validation, success, failure, keyboard,
 * scroll lock), axe, and the JavaScript budget.
 * Expected results are worked out here from GET /api/products, independently of src/lib/catalogue.ts.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORIES, labelOf } from '../../src/lib/categories.ts';
import { formatRupees } from '../../src/lib/format/money.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { productPath } from '../../src/lib/slugs.ts';
import type { ProductQuote } from '../../src/lib/schemas/inboxes.ts';
import type { Product } from '../../src/lib/schemas/content.ts';
import { callApi, expectAccessible, useBrowserSite } from './helpers/browser.ts';
import { assistanceDialog, firstToast } from './helpers/screen.ts';

// Vitest sets NODE_ENV=test, which the spawned build would inherit and answer with React's development
// build; the budgets here are about what production ships.
// A busy two-core machine can take a while over a page: 30 s a step (the harness gives 15 s), 90 s a test.
const site = useBrowserSite({ env: { NODE_ENV: 'production' }, stepTimeout: 30_000 });
const BROWSER_TEST_TIMEOUT = 90_000;
let products: Product[] = [];

const cards = (page: Page) => page.locator('[data-product-card]');
const cardNames = (page: Page) => page.locator('[data-product-card] .card__title').allInnerTexts();
const results = (page: Page) => page.locator('.catalogue__results');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

/**
 * The catalogue reached for (the pointer over its search box hydrates the island) and with the whole
 * list loaded (the island sets data-ready).
 */
async function openCatalogue(path = '/products', options?: Parameters<typeof site.newPage>[0]) {
  const page = await site.newPage(options);
  await page.goto(path);
  await page.getByRole('searchbox', { name: 'Search products' }).hover();
  await page.locator('.catalogue[data-ready]').waitFor();
  return page;
}

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

/** The search rule of docs/product.md 2.5, written out plainly: every word in name, descriptions or category label. */
function matching(search: string, category?: string) {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return products.filter((product) => {
    if (category && product.category !== category) return false;
    const text =
      `${product.name} ${product.description} ${product.shortDescription} ${labelOf(product.category, DEFAULT_CATEGORIES)}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

beforeAll(async () => {
  const { body } = await callApi<Product[]>(site, '/api/products?limit=1000');
  products = body;
  // The demo catalogue must be big enough to page and varied enough to filter.
  expect(products.length).toBeGreaterThan(20);
});

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
    const images = await page.locator('.card__image').evaluateAll((nodes) =>
      nodes.map((node) => ({
        width: node.getAttribute('width'),
        height: node.getAttribute('height'),
        srcset: node.getAttribute('srcset'),
        loading: node.getAttribute('loading'),
      })),
    );
    expect(images).toHaveLength(10);
    for (const image of images)
      expect(image).toMatchObject({ width: '640', height: '480', srcset: expect.stringContaining('w,') });
    expect(images.map((image) => image.loading)).toEqual([...Array(4).fill('eager'), ...Array(6).fill('lazy')]);
  });
});

describe('search, categories and paging', { timeout: BROWSER_TEST_TIMEOUT }, () => {
  it('search narrows the cards and the results line, case-insensitively, and resets to page 1', async () => {
    const page = await openCatalogue();
    await pager(page).getByRole('button', { name: 'Next' }).click();
    await expect(results(page).innerText()).resolves.toMatch(/^Showing 11-/);

    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.fill('RIBBON');
    const expected = matching('ribbon');
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(products.length);
    await expect
      .poll(() => results(page).innerText())
      .toBe(`Showing 1-${Math.min(10, expected.length)} of ${expected.length} products`);
    expect(await cardNames(page)).toEqual(expected.slice(0, 10).map((product) => product.name));

    // A category label counts as searchable text.
    const label = labelOf(products[0].category, DEFAULT_CATEGORIES);
    await search.fill(label.toLowerCase());
    const byLabel = matching(label);
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
    const inCategory = matching('', category);
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
    const inCategory = matching('', category);
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
      const count = matching('', id).length;
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

describe('before the island has hydrated', { timeout: BROWSER_TEST_TIMEOUT }, () => {
  it.each([
    {
      press: 'a category',
      target: (page: Page) => page.locator(`.categories [data-category="${products[3].category}"]`),
      outcome: async (page: Page) => {
        const inCategory = matching('', products[3].category);
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
    const expected = matching('ribbon');
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

describe('Send Quote modal on the catalogue', { timeout: BROWSER_TEST_TIMEOUT }, () => {
  const openModalFor = async (page: Page, index: number) => {
    await cards(page)
      .nth(index)
      .getByRole('button', { name: /^Send Quote/ })
      .click();
    await assistanceDialog(page).waitFor();
    return assistanceDialog(page);
  };

  it('shows the product, requires name, email, phone and quantity, and submits the quote', async () => {
    const page = await openCatalogue();
    const product = products[1];
    const modal = await openModalFor(page, 1);
    await expect(modal.locator('[data-quote-product]').innerText()).resolves.toBe(product.name);
    if (product.images[0]) await expect(modal.locator('.quote-product img').count()).resolves.toBe(1);
    await expect(modal.locator('input[name="status"]').inputValue()).resolves.toBe('');
    await expect(modal.locator('input[name="productId"]').inputValue()).resolves.toBe(product._id);

    // Browser validation: nothing is sent while required fields are empty.
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/quotes')) posts++;
    });
    await modal.getByRole('button', { name: 'Submit' }).click();
    const missing = await modal
      .locator('input:invalid')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLInputElement).name));
    expect(missing.sort()).toEqual(['email', 'name', 'phone', 'quantity']);
    expect(posts).toBe(0);
    await expect(modal.getByLabel('Address').evaluate((node) => (node as HTMLTextAreaElement).required)).resolves.toBe(false);
    await expect(modal.getByLabel('Email').getAttribute('type')).resolves.toBe('email');
    await expect(modal.getByLabel('Phone').getAttribute('type')).resolves.toBe('tel');
    await expect(modal.getByLabel('Quantity').getAttribute('type')).resolves.toBe('number');

    // The schema's own messages, inline, once a field is left.
    await modal.getByLabel('Name').focus();
    await modal.getByLabel('Name').blur();
    await modal.getByText('Name is required', { exact: true }).waitFor();
    await modal.getByLabel('Email').fill('buyer@example');
    await modal.getByLabel('Email').blur();
    await modal.getByText('Invalid email address', { exact: true }).waitFor();

    const name = `Catalogue Buyer ${Date.now()}`;
    await modal.getByLabel('Name').fill(name);
    await modal.getByLabel('Email').fill('buyer@example.com');
    await modal.getByLabel('Phone').fill('9876543210');
    await modal.getByLabel('Address').fill('12 Market Road, Pune');
    await modal.getByLabel('Quantity').fill('500');
    await modal.getByRole('button', { name: 'Submit' }).click();
    await firstToast(page, MESSAGES.quoteReceivedCatalogue).waitFor();
    await assistanceDialog(page).waitFor({ state: 'hidden' });
    expect(posts).toBe(1);

    const { body } = await callApi<{ data: ProductQuote[] }>(site, '/api/quotes?page=1&limit=10', { auth: true });
    const quote = body.data.find((entry) => entry.name === name);
    expect(quote).toMatchObject({
      productName: product.name,
      productId: product._id,
      email: 'buyer@example.com',
      phone: '9876543210',
      quantity: 500,
      address: '12 Market Road, Pune',
      // Every new enquiry starts the sales workflow as New.
      status: 'New',
    });

    // Reset: the next opening starts empty.
    await openModalFor(page, 1);
    await expect(assistanceDialog(page).getByLabel('Name').inputValue()).resolves.toBe('');
  });

  it('on failure shows the error in a toast and keeps the modal open with what was typed', async () => {
    const page = await openCatalogue();
    await page.route('**/api/quotes', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Quote service is down' }) }),
    );
    const modal = await openModalFor(page, 0);
    await modal.getByLabel('Name').fill('Failing Buyer');
    await modal.getByLabel('Email').fill('fail@example.com');
    await modal.getByLabel('Phone').fill('9876500000');
    await modal.getByLabel('Quantity').fill('20');
    await modal.getByRole('button', { name: 'Submit' }).click();
    await firstToast(page, 'Quote service is down').waitFor();
    await expect(modal.getByRole('alert').innerText()).resolves.toContain('Quote service is down');
    await expect(modal.isVisible()).resolves.toBe(true);
    await expect(modal.getByLabel('Name').inputValue()).resolves.toBe('Failing Buyer');
    await expect(modal.getByLabel('Quantity').inputValue()).resolves.toBe('20');
  });

  it('traps Tab, closes on Escape and on Cancel, returns focus to its Send Quote button, and locks page scroll', async () => {
    const page = await openCatalogue();
    const opener = cards(page)
      .nth(3)
      .getByRole('button', { name: /^Send Quote/ });
    await opener.focus();
    await page.keyboard.press('Enter');
    await assistanceDialog(page).waitFor();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('name');

    for (const key of [...Array(12).fill('Tab'), ...Array(12).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));
      expect(inside, `after ${key}`).toBe(true);
    }

    const scroll = await page.evaluate(() => ({ overflow: getComputedStyle(document.documentElement).overflow, y: scrollY }));
    expect(scroll.overflow).toBe('hidden');
    await page.mouse.move(640, 100);
    await page.mouse.wheel(0, 800);
    // Deliberate: that the page does not scroll can only be seen over a while (a smooth scroll's length).
    await page.waitForTimeout(300);
    await expect(page.evaluate(() => scrollY)).resolves.toBe(scroll.y);

    await page.keyboard.press('Escape');
    await assistanceDialog(page).waitFor({ state: 'hidden' });
    await expect(page.evaluate(() => getComputedStyle(document.documentElement).overflow)).resolves.not.toBe('hidden');
    await expect(opener.evaluate((node) => node === document.activeElement)).resolves.toBe(true);

    await page.keyboard.press('Enter');
    await assistanceDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await assistanceDialog(page).waitFor({ state: 'hidden' });
    await expect(opener.evaluate((node) => node === document.activeElement)).resolves.toBe(true);
  });
});

describe('quality', { timeout: BROWSER_TEST_TIMEOUT }, () => {
  it('has no axe violations on the page and in list view', async () => {
    const page = await openCatalogue();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'List view' }).click();
    await expectAccessible(page, '#product-section');
  });

  it('has no axe violations in the empty state and with the modal open, errors showing', async () => {
    const page = await openCatalogue();
    await page.getByRole('searchbox', { name: 'Search products' }).fill('zzqx');
    await page.getByText('No products found').waitFor();
    await expectAccessible(page, '#product-section');
    await page.getByRole('button', { name: 'Show all products' }).click();
    await cards(page)
      .first()
      .getByRole('button', { name: /^Send Quote/ })
      .click();
    await assistanceDialog(page).waitFor();
    await assistanceDialog(page).getByLabel('Email').fill('not-an-address');
    await assistanceDialog(page).getByLabel('Email').blur();
    await assistanceDialog(page).getByText('Invalid email address').waitFor();
    await expectAccessible(page, 'dialog[open]');
  });

  it('is usable at 375 px: no sideways page scroll, the category row scrolls on its own', async () => {
    const page = await openCatalogue('/products', { viewport: { width: 375, height: 800 } });
    const widths = await page.evaluate(() => {
      const bar = document.querySelector('.categories')!;
      return { page: document.documentElement.scrollWidth, bar: bar.scrollWidth, barBox: bar.clientWidth };
    });
    expect(widths.page).toBeLessThanOrEqual(375);
    expect(widths.bar).toBeGreaterThan(widths.barBox);
  });

  it('ships at most 70 KB of gzipped JavaScript before any interaction, and hydrating moves nothing', async () => {
    const page = await site.newPage();
    const sizes: number[] = [];
    const scripts: string[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response
          .body()
          .then((body) => {
            sizes.push(gzipSync(body).length);
            scripts.push(`${gzipSync(body).length} ${response.url()}`);
          })
          .catch(() => undefined),
      );
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // A slow phone's CPU: the parser yields and paints early, hydration lands late.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto('/products', { waitUntil: 'networkidle' });
    await Promise.all(pending);
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src])')]
        .filter((script) => !/json/.test(script.getAttribute('type') ?? ''))
        .map((script) => script.textContent ?? '')
        .join('\n'),
    );
    const total = sizes.reduce((sum, size) => sum + size, inline ? gzipSync(inline).length : 0);
    expect(total).toBeGreaterThan(0);
    expect(total, scripts.join('\n')).toBeLessThanOrEqual(70 * 1024);

    // Reaching for the catalogue hydrates it and loads the whole list: nothing may move.
    await page.getByRole('searchbox', { name: 'Search products' }).hover();
    await page.locator('.catalogue[data-ready]').waitFor();
    // test-patterns: allow the window after hydration in which a late shift is looked for (none comes to wait for).
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
  });
});
