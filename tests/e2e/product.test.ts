/**
 * (Over 400 lines: one page, a product's, in one site; split, each part would start a site of its own.)
 * A product's page in the browser (docs/product.md 2.6, 2.7, 8; departure 7): what it shows, its structured
 * data, the quote modal and its toasts, the Back button, the /product/{name} redirect, that no React
 * loads before the visitor reaches for 'Send Quote', and axe.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORIES, labelOf } from '../../src/lib/categories.ts';
import { formatRupees } from '../../src/lib/format/money.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { productPath, toProductSlug } from '../../src/lib/slugs.ts';
import type { ProductQuote } from '../../src/lib/schemas/inboxes.ts';
import type { Product } from '../../src/lib/schemas/content.ts';
import { callApi, expectAccessible, useBrowserSite, waitForLive } from './helpers/browser.ts';
import { holdIsland } from './helpers/hold-island.ts';
import { assistanceDialog, firstToast } from './helpers/screen.ts';

// Vitest sets NODE_ENV=test, which the spawned build would inherit and answer with React's development
// build; the budget here is about what production ships.
// A busy two-core machine can take a while over a page: 30 s a step (the harness gives 15 s), 90 s a test.
const site = useBrowserSite({ env: { NODE_ENV: 'production' }, stepTimeout: 30_000 });
const BROWSER_TEST_TIMEOUT = 90_000;
let popular: Product;
let plain: Product;
/** Three pictures (one without alt text), two price tiers: made here, published before the tests. */
let gallery: Product;

const sendQuote = (page: Page) => page.getByRole('button', { name: 'Send Quote' });
const samePath = (a: string, b: string) => a.replace(/\/$/, '') === b.replace(/\/$/, '');

beforeAll(async () => {
  const { body } = await callApi<Product[]>(site, '/api/products?limit=1000');
  popular = body.find((product) => product.popular && product.images.length > 0)!;
  plain = body.find((product) => !product.popular)!;
  expect(popular).toBeDefined();
  expect(plain).toBeDefined();
  const created = await callApi<{ data: Product }>(site, '/api/products', {
    method: 'POST',
    auth: true,
    body: {
      name: 'Gallery Test Woven Label',
      category: plain.category,
      shortDescription: 'Three pictures of one label',
      longDescription: 'A label shown from the front, the back and the side, for the gallery tests.',
      price: 12.5,
      status: 'Active',
      images: [popular.images[0], plain.images[0] ?? popular.images[0], popular.images[0]],
      imageAlts: ['The front', 'The back, "care" side — देखभाल', ''],
      priceTiers: [{ quantity: 100000, price: 9.75 }],
      options: { sizes: ['25 × 50 mm', '40 × 60 mm'], materials: [], finishes: [] },
    },
  });
  expect(created.status).toBe(201);
  gallery = created.body.data;
  await waitForLive(site);
}, 120_000);

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
    const page = await site.newPage();
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
    const page = await site.newPage();
    const response = await page.goto(`/product/${encodeURIComponent(toProductSlug(plain.name))}`);
    expect(response?.status()).toBe(200);
    expect(samePath(new URL(page.url()).pathname, productPath(plain.name))).toBe(true);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(plain.name);
  });
});

describe('Send Quote on the product page', { timeout: BROWSER_TEST_TIMEOUT }, () => {
  it('loads no React before the visitor reaches for the button, and stays within 15 KB of script (gallery included)', async () => {
    const page = await site.newPage();
    const scripts: Array<{ url: string; size: number }> = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response
          .body()
          .then((body) => void scripts.push({ url: response.url(), size: gzipSync(body).length }))
          .catch(() => undefined),
      );
    });
    await page.goto(productPath(gallery.name), { waitUntil: 'networkidle' });
    await Promise.all(pending);
    const before = scripts.slice();
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src])')]
        .filter((script) => !script.getAttribute('type') || script.getAttribute('type') === 'module')
        .map((script) => script.textContent ?? ''),
    );
    const total =
      before.reduce((sum, script) => sum + script.size, 0) + inline.reduce((sum, text) => sum + gzipSync(text).length, 0);
    expect(total, before.map((script) => `${script.size} ${script.url}`).join('\n')).toBeLessThanOrEqual(15 * 1024);
    const reactLoaded = () => scripts.some((script) => /react|client\.[\w-]+\.js/.test(script.url));
    expect(reactLoaded()).toBe(false);

    await sendQuote(page).click();
    await assistanceDialog(page).waitFor();
    await Promise.all(pending);
    expect(reactLoaded()).toBe(true);
  });

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
    const page = await site.newPage();
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
    const page = await site.newPage();
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
    const page = await site.newPage();
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

describe('the gallery of several pictures', { timeout: BROWSER_TEST_TIMEOUT }, () => {
  const status = (page: Page) => page.locator('[data-gallery-status]');
  const current = (page: Page) => page.locator('.gallery__thumb[aria-current="true"]');

  it('shows every picture with its alt text, and its thumbnails are links that work without JavaScript', async () => {
    const page = await site.newPage({ javaScriptEnabled: false });
    await page.goto(productPath(gallery.name));
    const alts = await page
      .locator('.gallery__slide img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
    expect(alts).toEqual(['The front', 'The back, "care" side — देखभाल', gallery.name]);
    await expect(
      page.locator('.gallery__thumb').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).resolves.toEqual(['#picture-1', '#picture-2', '#picture-3']);
    // The step buttons need the script: without it they stay hidden rather than doing nothing.
    expect(await page.getByRole('button', { name: 'Next picture' }).count()).toBe(0);
    await page.close();
  });

  it('moves by the Next and Previous buttons from the keyboard and by the thumbnails, saying which picture shows', async () => {
    const page = await site.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(productPath(gallery.name));
    const next = page.getByRole('button', { name: 'Next picture' });
    const previous = page.getByRole('button', { name: 'Previous picture' });
    await next.waitFor();
    expect(await previous.isDisabled()).toBe(true);
    await next.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('[data-gallery-status]')?.textContent === 'Picture 2 of 3');
    await expect(current(page).getAttribute('href')).resolves.toBe('#picture-2');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('[data-gallery-status]')?.textContent === 'Picture 3 of 3');
    expect(await next.isDisabled()).toBe(true);
    await page.locator('.gallery__thumb').first().click();
    await page.waitForFunction(() => document.querySelector('[data-gallery-status]')?.textContent === 'Picture 1 of 3');
    await expect(current(page).getAttribute('href')).resolves.toBe('#picture-1');
    await expect(status(page).getAttribute('role')).resolves.toBe('status');
    // The page did not jump to the picture's anchor.
    expect(new URL(page.url()).hash).toBe('');
    await expectAccessible(page);
    await page.close();
  });

  it('shows the price tiers with Indian grouping and the card price "from"', async () => {
    const page = await site.newPage();
    await page.goto(productPath(gallery.name));
    const rows = await page
      .locator('.product__tiers tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((cell) => cell.textContent)));
    expect(rows).toEqual([
      ['1–99,999 pcs', formatRupees(12.5)],
      ['1,00,000+ pcs', '₹9.75'],
    ]);
    await expect(page.locator('.product__price').innerText()).resolves.toContain('from ₹9.75');
    await page.close();
  });
});

describe('the quote list', { timeout: 180_000 }, () => {
  const quoteCount = (page: Page) => page.locator('[data-quote-count]');
  const line = (page: Page, position: number) => page.locator('.quote-form .quote-line').nth(position - 1);
  /** The form hydrates when the visitor reaches for the page; before, a read-only preview shows the list. */
  const reachFor = async (page: Page) => {
    await page.locator('[data-quote-page]').hover();
    await page.locator('[data-quote-preview]').waitFor({ state: 'hidden' });
  };

  it('collects products from cards and pages across tabs and a reload, uploads artwork with progress and sends one request', async () => {
    const buyer = `List Buyer ${Date.now().toString(36)}`;
    const pdf = Buffer.from(`%PDF-1.7\n% artwork of ${buyer} — लोगो\n%%EOF\n`);
    // A PNG big enough to watch its upload at the throttled speed below.
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(600 * 1024, 7)]);

    const page = await site.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(productPath(gallery.name));
    expect(await quoteCount(page).isHidden()).toBe(true);
    const add = page.getByRole('button', { name: 'Add to quote' });
    await add.click();
    await firstToast(page, 'Added to your quote list (1 line)').waitFor();
    await add.click();
    await firstToast(page, 'Added to your quote list (2 lines)').waitFor();
    await expect(quoteCount(page).innerText()).resolves.toBe('2');

    // A card of the catalogue, in another tab: the first tab's count follows.
    const other = await page.context().newPage();
    await other.goto('/products');
    await other.getByPlaceholder('Search products…').fill(plain.name);
    await other.getByRole('button', { name: `Add to quote: ${plain.name}` }).click();
    await firstToast(other, 'Added to your quote list (3 lines)').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-quote-count]')?.textContent === '3');
    await other.close();

    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/quote');
    await page.reload();
    // Before the visitor reaches for it: the list, read-only, and no React.
    await page.getByRole('heading', { name: 'Your products (3)' }).waitFor();
    await expect(page.locator('[data-quote-preview] li').allInnerTexts()).resolves.toEqual([
      expect.stringContaining(gallery.name),
      expect.stringContaining(gallery.name),
      expect.stringContaining(plain.name),
    ]);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /react|client\.[\w-]+\.js/.test(url))).toEqual([]);
    await reachFor(page);
    await expect(line(page, 1).getByRole('link').innerText()).resolves.toBe(gallery.name);
    await expect(line(page, 3).getByRole('link').innerText()).resolves.toBe(plain.name);

    // Sending at once says what is missing beside each field, and the first line's quantity takes focus.
    await page.getByRole('button', { name: 'Send' }).click();
    await line(page, 1).getByText('Quantity is required').waitFor();
    await page.getByText('Name is required').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toMatch(/-quantity$/);

    await line(page, 1).getByLabel('Quantity').fill('1000');
    await line(page, 1)
      .getByText(`${formatRupees(12.5)} a piece at this quantity`)
      .waitFor();
    await line(page, 1).getByLabel('Size').selectOption('25 × 50 mm');
    await line(page, 2).getByLabel('Quantity').fill('100000');
    await line(page, 2).getByText('₹9.75 a piece at this quantity (1,00,000+ pcs)').waitFor();
    await line(page, 2).getByLabel('Size').selectOption('40 × 60 mm');
    await line(page, 2).getByLabel('Colours').fill('Navy ground, "gold" text');
    await line(page, 3).getByLabel('Quantity').fill('250');
    await line(page, 3).getByLabel('Size').fill('30 mm round');
    await line(page, 3).getByLabel('Note').fill('Same logo as the labels — देखभाल');
    // What was typed is kept in the list: a reload shows it.
    await page.reload();
    await expect(page.locator('[data-quote-preview] li').nth(1).innerText()).resolves.toContain('1,00,000 pcs · 40 × 60 mm');
    await reachFor(page);
    await expect(line(page, 2).getByLabel('Colours').inputValue()).resolves.toBe('Navy ground, "gold" text');

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 200 * 1024,
    });
    await page.getByLabel('Choose files').setInputFiles([
      { name: 'logo – लोगो.pdf', mimeType: 'application/pdf', buffer: pdf },
      { name: 'swatch.png', mimeType: 'image/png', buffer: png },
    ]);
    await page.getByRole('progressbar', { name: 'Uploading swatch.png' }).waitFor();
    await page.locator('.quote-file', { hasText: 'logo – लोगो.pdf' }).getByText('Uploaded').waitFor();
    await page.getByRole('button', { name: 'Remove swatch.png' }).click();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    expect(await page.locator('.quote-file').count()).toBe(1);

    await page.getByLabel('Name').fill(buyer);
    await page.getByLabel('Email').fill('list.buyer@example.in');
    await page.getByLabel('Phone').fill('+91 98100 12345');
    await page.getByLabel('Company').fill('Buyer & Sons');
    // From the top: a field the sticky header happens to cover while scrolled reads to axe as a small target.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('heading', { name: 'Quote submitted successfully!' }).waitFor();
    expect(await quoteCount(page).isHidden()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('quote-list'))).toBeNull();

    // The back office holds the three lines and the one file, byte for byte.
    const { body } = await callApi<{ data: ProductQuote[] }>(site, `/api/quotes?q=${encodeURIComponent(buyer)}`, {
      auth: true,
    });
    expect(body.data).toHaveLength(1);
    const [request] = body.data;
    expect(request.lines?.map(({ productName, quantity, size }) => [productName, quantity, size])).toEqual([
      [gallery.name, 1000, '25 × 50 mm'],
      [gallery.name, 100000, '40 × 60 mm'],
      [plain.name, 250, '30 mm round'],
    ]);
    expect(request.lines?.[1].colours).toBe('Navy ground, "gold" text');
    expect(request.lines?.[2].note).toBe('Same logo as the labels — देखभाल');
    expect(request.files?.map((file) => file.name)).toEqual(['logo – लोगो.pdf']);
    const download = await fetch(`${site.url}/api/artwork/${request.files![0].id}`, {
      headers: { Authorization: `Bearer ${await site.token()}` },
    });
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

    // The staff mail names every line and the file.
    const mails = await callApi<{ data: { enquiryId: string; audience: string; text: string }[] }>(site, '/api/mail', {
      auth: true,
    });
    const staffMail = mails.body.data.find((mail) => mail.enquiryId === request._id && mail.audience === 'staff');
    expect(staffMail?.text).toContain('40 × 60 mm');
    expect(staffMail?.text).toContain(plain.name);
    expect(staffMail?.text).toContain('logo – लोगो.pdf');
    await page.close();
  });
});
