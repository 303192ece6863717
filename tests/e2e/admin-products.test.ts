/**
 * (Over 300 lines: one screen, Manage Products; split, each part would start a site and a browser of its own.)
 * Manage Products in the browser (docs/product.md 2.16, section 5; departures 4, 6, 10): every reachable
 * validation message, the image checks, add → public page, edit, a persisted status toggle, delete,
 * search and paging, and axe over the screen and its side panel.
 */
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { productPath } from '../../src/lib/slugs.ts';
import type { Product } from '../../src/lib/schemas/content.ts';
import { callApi, downloadedBytes, expectAccessible, useBrowserSite, waitFor, waitForLive } from './helpers/browser.ts';
import { firstToast } from './helpers/screen.ts';

const site = useBrowserSite();
const NAME = 'Jacquard Test Label Deluxe';
let page: Page;
let png: Buffer;

const panel = () => page.getByRole('dialog');
const row = (name: string) => page.locator('tbody tr', { hasText: name });
const message = (text: string) => panel().getByText(text, { exact: true });

async function openScreen(target: Page) {
  await target.goto('/admin/manage-products');
  await target.getByRole('heading', { level: 1, name: 'Manage Products' }).waitFor();
  await target.locator('tbody tr img').first().waitFor();
}

async function openAddPanel() {
  await page.getByRole('button', { name: 'Add New' }).click();
  await panel().getByRole('heading', { name: 'New Product Details' }).waitFor();
}

/** Focus a field and leave it: react-hook-form marks it touched and shows its message. */
async function touch(field: Locator, value?: string) {
  if (value === undefined) await field.focus();
  else await field.fill(value);
  await field.blur();
}

async function fetchText(path: string) {
  const response = await fetch(`${site.url}${path}`);
  return { status: response.status, text: await response.text() };
}

// A test that fails with the panel open must not break the next one.
afterEach(async () => {
  if (await panel().isVisible()) {
    await page.keyboard.press('Escape');
    await panel().waitFor({ state: 'hidden' });
  }
});

beforeAll(async () => {
  png = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#b45309' } })
    .png()
    .toBuffer();
  page = await site.adminPage();
  await openScreen(page);
});

describe('Manage Products', () => {
  it('lists the first page with every column and passes axe', async () => {
    const headings = await page.locator('thead th').allTextContents();
    expect(headings).toEqual(['', 'Image', 'Name', 'Category', 'Price', 'Status', 'Date Added', 'Actions']);
    await page.getByRole('checkbox', { name: 'Select every product on this page' }).waitFor();
    expect(await page.locator('tbody tr').count()).toBe(10);
    await expectAccessible(page);
  });

  it('opens the side panel with focus inside; Escape closes it and focus returns', async () => {
    const opener = page.getByRole('button', { name: 'Add New' });
    await openAddPanel();
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await panel().waitFor({ state: 'hidden' });
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('shows each validation message of docs/product.md section 5 once a field is touched', async () => {
    await openAddPanel();
    const name = panel().getByLabel('Name');
    await touch(name);
    await message('Product name is required').waitFor();
    await touch(name, 'A');
    await message('Name must be at least 2 characters').waitFor();

    await touch(panel().getByLabel('Category'));
    await message('Category is required').waitFor();

    const status = panel().getByLabel('Status');
    await status.focus();
    await status.selectOption('');
    await status.blur();
    await message('Status is required').waitFor();

    const short = panel().getByLabel('Short Description');
    await touch(short);
    await message('Short description is required').waitFor();
    await short.fill('x'.repeat(200));
    expect((await short.inputValue()).length).toBe(150);
    expect(await short.getAttribute('maxlength')).toBe('150');

    const long = panel().getByLabel('Long Description');
    await touch(long);
    await message('Long description is required').waitFor();
    await touch(long, 'Too short');
    await message('Long description must be at least 10 characters').waitFor();

    const price = panel().getByLabel(/^Price \(₹\)/);
    await touch(price);
    await message('Price is required').waitFor();
    await touch(price, '0');
    await message('Price must be a positive number').waitFor();
    expect(await price.getAttribute('step')).toBe('0.01');

    // The error is tied to its field for assistive technology.
    expect(await price.getAttribute('aria-invalid')).toBe('true');
    expect(await price.getAttribute('aria-describedby')).toContain('error');

    await panel().getByRole('button', { name: 'Cancel' }).click();
    await panel().waitFor({ state: 'hidden' });
    // Cancel resets: the panel opens empty again.
    await openAddPanel();
    expect(await panel().getByLabel('Name').inputValue()).toBe('');
    expect(await panel().locator('.field__error').count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('refuses images by type (media type and extension) and by size', async () => {
    await openAddPanel();
    const picker = panel().getByLabel('Add images');
    await panel().getByText('JFIF is not supported', { exact: false }).waitFor();
    const cases = [
      { name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
      { name: 'photo.jfif', mimeType: 'image/jpeg', buffer: png },
    ];
    for (const file of cases) {
      await picker.setInputFiles(file);
      await message('Only JPEG, JPG, PNG, WEBP files are allowed!').waitFor();
      expect(
        await panel()
          .getByLabel(/^Alt text of image/)
          .count(),
      ).toBe(0);
    }
    await picker.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
    await message('File size must be less than 2MB!').waitFor();
    expect(await picker.isEnabled()).toBe(true);
    await page.keyboard.press('Escape');
  });

  it('adds a product with two images and their alt texts, Popular, a price tier and options; its public page shows them', async () => {
    await openAddPanel();
    await panel().getByLabel('Name').fill(NAME);
    await panel().getByLabel('Category').selectOption('woven and printed labels');
    await panel().getByLabel('Short Description').fill('A crisp jacquard label for tests');
    await panel().getByLabel('Long Description').fill('Woven on a jacquard loom in high density damask, for browser tests.');
    await panel()
      .getByLabel(/^Price \(₹\)/)
      .fill('12.5');
    const picker = panel().getByLabel('Add images');
    await picker.setInputFiles([
      { name: 'label.png', mimeType: 'image/png', buffer: png },
      { name: 'back.png', mimeType: 'image/png', buffer: png },
    ]);
    await panel().getByLabel('Alt text of image 2').fill('The back of the label, "care" side — देखभाल');
    // The second image goes first: the card's image is the first.
    await panel().getByRole('button', { name: 'Move up image 2' }).click();
    expect(await panel().getByLabel('Alt text of image 1').inputValue()).toContain('The back of the label');
    await panel().getByLabel('Popular').check();
    await panel().getByRole('button', { name: 'Add a price tier' }).click();
    await panel().getByLabel('Minimum quantity of tier 1').fill('1000');
    await panel().getByLabel('Price per piece (₹) of tier 1').fill('9.75');
    await panel().getByLabel('Sizes').fill('25 x 50 mm\n40 x 60 mm');
    await panel().getByLabel('Materials').fill('Damask');
    await expectAccessible(page, 'dialog');

    const started = Date.now();
    await panel().getByRole('button', { name: 'Save Product' }).click();
    await firstToast(page, 'Product Submitted').waitFor();
    await panel().waitFor({ state: 'hidden' });
    await row(NAME).locator('img').waitFor();
    expect(await row(NAME).textContent()).toContain('₹12.5');

    // From the click on Save to the public page answering with the new product.
    const path = productPath(NAME);
    await waitFor(async () => (await fetchText(path)).status === 200, 90_000);
    console.log(`[publish] Save → public page live: ${Date.now() - started} ms (demo catalogue)`);
    await waitForLive(site);
    const live = await fetchText(path);
    expect(live.status).toBe(200);
    expect(live.text).toContain(NAME);

    const { body: products } = await callApi<Product[]>(site, '/api/products?page=1&limit=10', { auth: true });
    const image = products.find((product) => product.name === NAME)?.images[0] ?? '';
    const id = /\/api\/images\/([0-9a-z]+)\.png$/.exec(image)?.[1];
    expect(id).toBeTruthy();
    expect(live.text).toContain(id);
    const saved = products.find((product) => product.name === NAME)!;
    expect(saved.images).toHaveLength(2);
    expect(saved.imageAlts).toEqual(['The back of the label, "care" side — देखभाल', '']);
    expect(saved).toMatchObject({ popular: true, priceTiers: [{ quantity: 1000, price: 9.75 }] });
    expect(saved.options).toEqual({ sizes: ['25 x 50 mm', '40 x 60 mm'], materials: ['Damask'], finishes: [] });
    // The page: both pictures with their alt texts, the tier table with Indian grouping, the options, the badge.
    expect(live.text).toContain('alt="The back of the label, &quot;care&quot; side — देखभाल"');
    expect(live.text).toContain(`alt="${NAME}"`);
    expect(live.text).toContain('1,000+ pcs');
    expect(live.text).toContain('₹9.75');
    expect(live.text).toContain('from ₹9.75');
    expect(live.text).toContain('25 x 50 mm, 40 x 60 mm');
    expect(live.text).toContain('product__popular');
    const served = await fetch(`${site.url}${image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  }, 120_000);

  it('edits the price: the panel is prefilled and says Update Product', async () => {
    await row(NAME)
      .getByRole('button', { name: `Edit ${NAME}` })
      .click();
    await panel().getByRole('heading', { name: 'Edit Product Details' }).waitFor();
    expect(await panel().getByLabel('Name').inputValue()).toBe(NAME);
    expect(
      await panel()
        .getByLabel(/^Alt text of image/)
        .count(),
    ).toBe(2);
    expect(await panel().getByLabel('Popular').isChecked()).toBe(true);
    expect(await panel().getByLabel('Minimum quantity of tier 1').inputValue()).toBe('1000');
    await panel()
      .getByLabel(/^Price \(₹\)/)
      .fill('1234.75');
    await panel().getByRole('button', { name: 'Update Product' }).click();
    await firstToast(page, 'Product Updated').waitFor();
    await panel().waitFor({ state: 'hidden' });
    await row(NAME).getByText('₹1,234.75').waitFor();
  });

  it('flips the status on the server: toast, survives a reload, and the public page is gone', async () => {
    await row(NAME)
      .getByRole('button', { name: /^Active/ })
      .click();
    await firstToast(page, 'Status Updated').getByText('Product is now Inactive').waitFor();
    await row(NAME)
      .getByRole('button', { name: /^Inactive/ })
      .waitFor();

    await page.reload();
    await row(NAME)
      .getByRole('button', { name: /^Inactive/ })
      .waitFor();

    // The rebuild has taken over a minute on a loaded CI machine.
    await waitForLive(site, 120_000);
    const gone = await fetchText(productPath(NAME));
    expect(gone.status).toBe(404);
    expect(gone.text).toContain('Product not found');
  }, 180_000);

  it('searches the loaded rows by name, case-insensitively', async () => {
    const search = page.getByRole('searchbox', { name: 'Search products' });
    expect(await search.getAttribute('placeholder')).toBe('Search products...');
    await search.fill('jacquard TEST');
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    expect(await page.locator('tbody tr').textContent()).toContain(NAME);
    await search.fill('no such product anywhere');
    await page.getByText('No products found', { exact: true }).waitFor();
    await search.fill('');
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 10);
  });

  it('pages through the catalogue: Next offered after a full page, page 2 differs', async () => {
    const firstPage = await page.locator('tbody tr td:nth-child(3)').allTextContents();
    const next = page.getByRole('button', { name: 'Next' });
    expect(await next.isEnabled()).toBe(true);
    await next.click();
    await page.getByText('Page 2').waitFor();
    await page.waitForFunction((first) => {
      const cell = document.querySelector('tbody tr td:nth-child(3)');
      return cell !== null && cell.textContent !== first && !document.querySelector('[aria-busy="true"]');
    }, firstPage[0]);
    const secondPage = await page.locator('tbody tr td:nth-child(3)').allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
    await page.getByRole('button', { name: 'Previous' }).click();
    await row(NAME).waitFor();
  });

  it('deletes only after the confirm is accepted', async () => {
    const questions: string[] = [];
    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await row(NAME)
      .getByRole('button', { name: `Delete ${NAME}` })
      .click();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    expect(await row(NAME).count()).toBe(1);

    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.accept();
    });
    await row(NAME)
      .getByRole('button', { name: `Delete ${NAME}` })
      .click();
    await firstToast(page, 'Product deleted successfully').waitFor();
    await row(NAME).waitFor({ state: 'detached' });
    expect(questions).toEqual(['Are you sure you want to delete this product?', 'Are you sure you want to delete this product?']);
    const { body: products } = await callApi<Product[]>(site, '/api/products?page=1&limit=100', { auth: true });
    expect(products.some((product) => product.name === NAME)).toBe(false);
  });

  it('exports every product as a CSV file with a byte-order mark', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await downloadedBytes(download);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8').slice(1).split('\r\n')[0]).toBe(
      'Id,Name,Category,Status,Popular,Price,Price tiers,Short description,Long description,Images,Image alt texts,Sizes,Materials,Finishes,HSN code,GST %,Date added',
    );
  });

  it('imports a CSV after a preview by row; a refused row offers no import; the preview passes axe', async () => {
    const header = 'Name,Category,Status,Price,Short description,Long description';
    const good = '"Sheet Tag, ""One""",Hang Tags,Active,4.5,From a sheet,"Imported from a sheet, line one\nline two"';
    const refused = `${header}\r\n${good}\r\nSheet Tag Two,No Such Category,Active,4.5,From a sheet,Imported from a sheet too\r\n`;
    const picker = page.getByLabel('Products CSV file');
    await picker.setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(refused) });
    const preview = page.getByRole('dialog', { name: 'Import preview' });
    await preview.waitFor();
    await preview.getByText('1 to create, 0 to update, 0 unchanged, 1 refused').waitFor();
    const cells = await preview
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)));
    expect(cells).toEqual([
      ['2', 'Sheet Tag, "One"', 'Create', ''],
      ['3', 'Sheet Tag Two', 'Refused', 'Category: Invalid category'],
    ]);
    expect(await preview.getByRole('button', { name: 'Import 1 product' }).isDisabled()).toBe(true);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });

    const fixed = `${header}\r\n${good}\r\nSheet Tag Two,hang tags,Inactive,"₹1,300",From a sheet,Imported from a sheet too\r\n`;
    await picker.setInputFiles({ name: 'products.csv', mimeType: 'application/vnd.ms-excel', buffer: Buffer.from(fixed) });
    await preview.getByText('2 to create, 0 to update, 0 unchanged, 0 refused').waitFor();
    await preview.getByRole('button', { name: 'Import 2 products' }).click();
    await firstToast(page, 'Imported: 2 created, 0 updated, 0 unchanged').waitFor();
    await preview.waitFor({ state: 'hidden' });
    await row('Sheet Tag Two').getByText('₹1,300').waitFor();
    await row('Sheet Tag, "One"').waitFor();
  });

  it('bulk: selects rows, asks once, sets their status in one call and says how many changed', async () => {
    await page.getByRole('checkbox', { name: 'Select Sheet Tag Two' }).check();
    await page.getByRole('checkbox', { name: 'Select Sheet Tag, "One"' }).check();
    const bar = page.getByRole('region', { name: 'Selected products' });
    await bar.getByText('2 selected').waitFor();
    await expectAccessible(page);
    await bar.getByLabel('Action').selectOption({ label: 'Set status to Active' });
    const questions: string[] = [];
    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.accept();
    });
    await bar.getByRole('button', { name: 'Apply' }).click();
    await firstToast(page, '2 products updated').waitFor();
    expect(questions).toEqual(['Change 2 products: Set status to Active?']);
    await bar.waitFor({ state: 'detached' });
    await row('Sheet Tag Two')
      .getByRole('button', { name: /^Active/ })
      .waitFor();

    await page.getByRole('checkbox', { name: 'Select Sheet Tag Two' }).check();
    await page.getByRole('checkbox', { name: 'Select Sheet Tag, "One"' }).check();
    await bar.getByLabel('Action').selectOption({ label: 'Delete' });
    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.accept();
    });
    await bar.getByRole('button', { name: 'Apply' }).click();
    await firstToast(page, '2 products deleted').waitFor();
    expect(questions[1]).toBe('Delete 2 products? This cannot be undone.');
    await row('Sheet Tag Two').waitFor({ state: 'detached' });
  });
});
