/**
 * A product's page in the browser (docs/product.md 2.6, 2.7, 8; departure 7): what it shows, its structured
 * data, the /product/{name} redirect, Send Quote's modal, its checks and toasts, the Back button, axe and a
 * phone's width. A product of several pictures and price tiers (its gallery, its script budget and the quote
 * list) is ./product-gallery-quote-list.test.ts.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORIES, labelOf } from '../../src/lib/categories.ts';
import { formatRupees } from '../../src/lib/format/money.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { productPath, toProductSlug } from '../../src/lib/slugs.ts';
import type { ProductQuote } from '../../src/lib/schemas/inboxes.ts';
import type { Product } from '../../src/lib/schemas/content.ts';
import { popularAndPlain, sendQuote } from '../helpers/catalogue-screen.ts';
import { callApi, expectAccessible, useBrowserSite } from './helpers/browser.ts';
import { holdIsland } from './helpers/hold-island.ts';
import { assistanceDialog, firstToast } from './helpers/screen.ts';

// Vitest sets NODE_ENV=test, which the spawned build would inherit and answer with React's development
// build; these pages are about what production ships.
// A busy two-core machine can take a while over a page: 30 s a step (the harness gives 15 s), 90 s a test.
const site = useBrowserSite({ env: { NODE_ENV: 'production' }, stepTimeout: 30_000 });
const BROWSER_TEST_TIMEOUT = 90_000;
let popular: Product;
let plain: Product;

const samePath = (a: string, b: string) => a.replace(/\/$/, '') === b.replace(/\/$/, '');
/**
 * The file's one page, for the tests that go to a product afresh and neither route nor listen to it; a test that
 * does, or that needs its own history (Back) or size, opens its own.
 */
const sharedPage = () => site.sharedPage();

beforeAll(async () => {
  ({ popular, plain } = await popularAndPlain(site));
});

async function fillQuote(page: Page, name: string) {
  const modal = assistanceDialog(page);
  await modal.getByLabel('Name').fill(name);
  await modal.getByLabel('Email').fill('detail@example.com');
  await modal.getByLabel('Phone').fill('9810098100');
  await modal.getByLabel('Quantity').fill('250');
  await modal.getByRole('button', { name: 'Submit' }).click();
}

describe('what the page shows', { timeout: BROWSER_TEST_TIMEOUT }, () => {
  it('name, image, price in rupees, category, short description, long description and the Popular badge', async () => {
    const page = await sharedPage();
    const response = await page.goto(productPath(popular.name));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(popular.name);
    const price = await page.locator('.product__price').innerText();
    expect(price).toContain(formatRupees(popular.price));
    expect(price).toMatch(/₹/);
    await expect(page.locator('.product__facts').innerText()).resolves.toContain(labelOf(popular.category, DEFAULT_CATEGORIES));
    await expect(page.locator('.product__summary').innerText()).resolves.toBe(popular.shortDescription);
    await expect(page.locator('.product__description').innerText()).resolves.toContain(popular.longDescription.slice(0, 40));
    await expect(page.getByText('Popular', { exact: true }).isVisible()).resolves.toBe(true);

    const image = page.locator('.product__image');
    await expect(image.getAttribute('alt')).resolves.toBe(popular.name);
    await expect(image.getAttribute('fetchpriority')).resolves.toBe('high');
    await expect(image.getAttribute('loading')).resolves.toBe('eager');
    await expect(image.getAttribute('width')).resolves.toBe('960');
    expect(await image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0)).toBe(true);

    await page.goto(productPath(plain.name));
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(plain.name);
    await expect(page.getByText('Popular', { exact: true }).count()).resolves.toBe(0);
  });

  it('carries product JSON-LD, og:type product and the product image as og:image', async () => {
    const html = await (await fetch(`${site.url}${productPath(popular.name)}/`)).text();
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]));
    const product = ld.find((entry) => entry['@type'] === 'Product');
    expect(product).toMatchObject({ name: popular.name, offers: { price: popular.price, priceCurrency: 'INR' } });
    expect(html).toMatch(/<meta property="og:type" content="product"/);
    const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(ogImage && new URL(ogImage).pathname).toBe(popular.images[0]);
  });

  it('/product/{name} lands on /products/{name}', async () => {
    const page = await sharedPage();
    const response = await page.goto(`/product/${encodeURIComponent(toProductSlug(plain.name))}`);
    expect(response?.status()).toBe(200);
    expect(samePath(new URL(page.url()).pathname, productPath(plain.name))).toBe(true);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(plain.name);
  });
});

describe('Send Quote on the product page', { timeout: BROWSER_TEST_TIMEOUT }, () => {
  it('opens even when clicked before anything woke the island, and checks what is typed at once', async () => {
    const page = await site.newPage();
    await page.goto(productPath(plain.name));
    const release = await holdIsland(page, 'astro-island:has([data-quote-open])');
    // A click without any hover or focus first, as a tap or a script would deliver it.
    await sendQuote(page).dispatchEvent('click');
    await expect(assistanceDialog(page).isVisible()).resolves.toBe(false);
    release();
    await assistanceDialog(page).waitFor();
    const modal = assistanceDialog(page);
    await expect(modal.locator('[data-quote-product]').innerText()).resolves.toBe(plain.name);
    // The visitor starts in Name, leaves it and an unfinished Email: each says its rule straight away.
    await expect.poll(() => modal.getByLabel('Name').evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.type('asha@');
    await page.keyboard.press('Tab');
    await modal.getByText('Name is required').waitFor();
    await modal.getByText('Invalid email address').waitFor();
    await expect(modal.getByText('Phone is required').count()).resolves.toBe(0);
  });

  it('submits: "Quote submitted successfully!", the modal closes and the quote is stored for the product', async () => {
    const page = await sharedPage();
    await page.goto(productPath(popular.name));
    await sendQuote(page).click();
    await assistanceDialog(page).waitFor();
    const modal = assistanceDialog(page);
    await expect(modal.locator('[data-quote-product]').innerText()).resolves.toBe(popular.name);
    await expect(modal.locator('.quote-product img').count()).resolves.toBe(1);
    const name = `Detail Buyer ${Date.now()}`;
    await fillQuote(page, name);
    await firstToast(page, MESSAGES.quoteReceived).waitFor();
    await assistanceDialog(page).waitFor({ state: 'hidden' });

    const { body } = await callApi<{ data: ProductQuote[] }>(site, '/api/quotes?page=1&limit=10', { auth: true });
    expect(body.data.find((quote) => quote.name === name)).toMatchObject({ productName: popular.name, quantity: 250 });
  });

  it('on failure: "Something went wrong while submitting the quote." and the modal stays open', async () => {
    const page = await site.newPage();
    await page.route('**/api/quotes', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal error' }) }),
    );
    await page.goto(productPath(plain.name));
    await sendQuote(page).click();
    await assistanceDialog(page).waitFor();
    await fillQuote(page, 'Unlucky Buyer');
    await firstToast(page, MESSAGES.quoteFailedDetail).waitFor();
    await expect(assistanceDialog(page).isVisible()).resolves.toBe(true);
    await expect(assistanceDialog(page).getByLabel('Name').inputValue()).resolves.toBe('Unlucky Buyer');
  });

  it('closes on Escape and gives focus back to Send Quote', async () => {
    const page = await sharedPage();
    await page.goto(productPath(plain.name));
    await sendQuote(page).focus();
    await page.keyboard.press('Enter');
    await assistanceDialog(page).waitFor();
    await expect(page.evaluate(() => getComputedStyle(document.documentElement).overflow)).resolves.toBe('hidden');
    await page.keyboard.press('Escape');
    await assistanceDialog(page).waitFor({ state: 'hidden' });
    await expect(sendQuote(page).evaluate((node) => node === document.activeElement)).resolves.toBe(true);
  });
});

describe('Back', { timeout: BROWSER_TEST_TIMEOUT }, () => {
  it('goes back one step when the visitor came from the catalogue', async () => {
    const page = await site.newPage();
    await page.goto('/products?tab=hang%20tags');
    await page.locator('.catalogue[data-ready]').waitFor();
    const first = page.locator('[data-product-card] .card__link').first();
    const name = await first.innerText();
    await first.click();
    await page.waitForURL((url) => url.pathname.startsWith('/products/'));
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(name);
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/products');
    // history.back(): the catalogue comes back as it was left, category included.
    expect(new URL(page.url()).searchParams.get('tab')).toBe('hang tags');
  });

  it('goes to /products when the page was opened directly or from another site', async () => {
    const page = await site.newPage();
    await page.goto(productPath(plain.name));
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/products');
    expect(new URL(page.url()).search).toBe('');

    const other = await site.newPage();
    await other.goto(productPath(plain.name), { referer: 'https://www.example.com/search?q=labels' });
    await other.getByRole('link', { name: 'Back' }).click();
    await other.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/products');
  });
});

describe('quality', { timeout: BROWSER_TEST_TIMEOUT }, () => {
  it('has no axe violations on the page and in the open modal', async () => {
    const page = await sharedPage();
    await page.goto(productPath(popular.name));
    await expectAccessible(page);
    await sendQuote(page).click();
    await assistanceDialog(page).waitFor();
    await expectAccessible(page, 'dialog[open]');
  });

  it('is laid out for 375 px without sideways scrolling', async () => {
    const page = await site.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(productPath(popular.name));
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375);
  });
});
