/**
 * Send Quote from a catalogue card, in the browser (docs/product.md 2.7, 8): the modal names the product,
 * validates as the schema does, submits the quote request, says a failure and keeps what was typed, traps
 * focus, closes on Escape and Cancel, locks the page's scroll, and passes axe with errors showing.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import type { ProductQuote } from '../../src/lib/schemas/inboxes.ts';
import type { Product } from '../../src/lib/schemas/content.ts';
import { cards, catalogueAt, demoProducts } from '../helpers/catalogue-screen.ts';
import { callApi, expectAccessible, useBrowserSite } from './helpers/browser.ts';
import { assistanceDialog, firstToast } from './helpers/screen.ts';

// Vitest sets NODE_ENV=test, which the spawned build would inherit and answer with React's development
// build; these pages are about what production ships.
// A busy two-core machine can take a while over a page: 30 s a step (the harness gives 15 s), 90 s a test.
const site = useBrowserSite({ env: { NODE_ENV: 'production' }, stepTimeout: 30_000 });
const BROWSER_TEST_TIMEOUT = 90_000;
let products: Product[] = [];

beforeAll(async () => {
  products = await demoProducts(site);
});

/** The catalogue in a page of the test's own: for a test that listens to the page's requests or routes them. */
const openCatalogue = async () => catalogueAt(await site.newPage());
/** The catalogue in the file's one page: for a test that goes to it afresh and only looks, types and clicks. */
const openSharedCatalogue = async () => catalogueAt(await site.sharedPage());

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
    const page = await openSharedCatalogue();
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
  it('has no axe violations in the empty state and with the modal open, errors showing', async () => {
    const page = await openSharedCatalogue();
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
});
