/**
 * A product of three pictures (one without alt text) and two price tiers, made and published before the tests,
 * in the browser (docs/product.md 2.6, 2.7, 8): its gallery with and without JavaScript, its price tiers, that
 * its page loads no React before Send Quote is reached for, and the quote list built from it across tabs and a
 * reload, with artwork, sent as one request. One file: publishing the product is a build of the site.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatRupees } from '../../src/lib/format/money.ts';
import { productPath } from '../../src/lib/slugs.ts';
import type { ProductQuote } from '../../src/lib/schemas/inboxes.ts';
import type { Product } from '../../src/lib/schemas/content.ts';
import { popularAndPlain, sendQuote } from '../helpers/catalogue-screen.ts';
import { callApi, expectAccessible, useBrowserSite, waitForLive } from './helpers/browser.ts';
import { assistanceDialog, firstToast } from './helpers/screen.ts';
import { type LoadedScript, scriptsBeforeInteraction } from './helpers/script-budget.ts';

// Vitest sets NODE_ENV=test, which the spawned build would inherit and answer with React's development
// build; the budget here is about what production ships.
// A busy two-core machine can take a while over a page: 30 s a step (the harness gives 15 s), 90 s a test.
const site = useBrowserSite({ env: { NODE_ENV: 'production' }, stepTimeout: 30_000 });
const BROWSER_TEST_TIMEOUT = 90_000;
let popular: Product;
let plain: Product;
/** Three pictures (one without alt text), two price tiers: made here, published before the tests. */
let gallery: Product;

beforeAll(async () => {
  ({ popular, plain } = await popularAndPlain(site));
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

describe('Send Quote on the product page', { timeout: BROWSER_TEST_TIMEOUT }, () => {
  it('loads no React before the visitor reaches for the button, and stays within 15 KB of script (gallery included)', async () => {
    const page = await site.newPage();
    const budget = await scriptsBeforeInteraction(page, productPath(gallery.name));
    expect(budget.total, budget.listing).toBeLessThanOrEqual(15 * 1024);
    const reactIn = (scripts: LoadedScript[]) => scripts.some((script) => /react|client\.[\w-]+\.js/.test(script.url));
    expect(reactIn(budget.scripts)).toBe(false);

    await sendQuote(page).click();
    await assistanceDialog(page).waitFor();
    expect(reactIn(await budget.filesSoFar())).toBe(true);
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
