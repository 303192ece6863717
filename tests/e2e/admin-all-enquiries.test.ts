/**
 * All enquiries and an enquiry's own page in a real browser: the four kinds in one list, newest first, with the
 * same status, search and export; each row kept to one or two lines at 1280 px; an enquiry opened from its row
 * at its own address with every field, its lines and artwork, status, remark and history, a line and a file
 * added, and deleted from there. A quotation made from a request is ./quotation-scene.test.ts.
 * Run alone: npx vitest run tests/e2e/admin-all-enquiries.test.ts
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { INBOX_TEXTS } from '../../src/lib/messages/inbox.ts';
import { bodyRows, expectNames, exportCsv, inboxScenes, rowOf, searchBox, statusFilter } from '../helpers/inbox-screen.ts';
import { callApi, DEMO_ADMIN, downloadedBytes, expectAccessible } from './helpers/browser.ts';
import { loaded, submitted, toast } from './helpers/screen.ts';

const { site, run: RUN, product, contact, productQuote, quickQuote, helpQuestion, listed, open } = inboxScenes();

describe('All enquiries', () => {
  const tag = `Every Kind ${RUN}`;

  it('lists the four kinds newest first, each naming its kind, with the same status, search and export', async () => {
    await contact(`${tag} contact`);
    await productQuote(`${tag} quote`);
    await quickQuote(`${tag} quick`);
    await helpQuestion(`${tag} help`);

    const page = await open('/admin/dashboard', 'Dashboard Overview');
    await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: INBOX_TEXTS.allEnquiries }).click();
    await page.getByRole('heading', { level: 1, name: INBOX_TEXTS.allEnquiries }).waitFor();
    expect(page.url()).toBe(`${site.url}/admin/enquiries`);
    expect(await page.title()).toBe('All enquiries | Admin');
    await loaded(page);
    await searchBox(page).fill(tag);
    await expectNames(page, [`${tag} help`, `${tag} quick`, `${tag} quote`, `${tag} contact`]);
    const kinds = await bodyRows(page).locator('td:first-child').allTextContents();
    expect(kinds).toEqual(['Help', 'Quick quote', 'Product quote', 'Contact Us']);

    await page.getByRole('combobox', { name: `Status of ${tag} help` }).selectOption('Won');
    await toast(page, MESSAGES.statusUpdated).waitFor();
    const help = (await listed('/api/help/get-help', `&q=${encodeURIComponent(tag)}`))[0];
    expect(help.status).toBe('Won');

    await statusFilter(page).selectOption('Won');
    await expectNames(page, [`${tag} help`]);
    await statusFilter(page).selectOption('');
    await expectNames(page, [`${tag} help`, `${tag} quick`, `${tag} quote`, `${tag} contact`]);

    const { download, rows } = await exportCsv(page);
    expect(download.suggestedFilename()).toMatch(/^enquiries-all-/);
    const [header, ...records] = rows;
    expect(records.map((record) => [record[header.indexOf('Kind')], record[header.indexOf('Name')]])).toEqual([
      ['Help', `${tag} help`],
      ['Quick quote', `${tag} quick`],
      ['Product quote', `${tag} quote`],
      ['Contact Us', `${tag} contact`],
    ]);
    await expectAccessible(page);
  }, 90_000);
});

describe('an enquiry in full', () => {
  it('All enquiries keeps each row to one or two lines at 1280 px, with kind, name, status and date in view', async () => {
    const page = await open('/admin/enquiries', INBOX_TEXTS.allEnquiries);
    await bodyRows(page).first().waitFor();
    const rows = await bodyRows(page).evaluateAll((trs) =>
      trs.map((tr) => {
        const cell = (selector: string) => tr.querySelector(selector)!.getBoundingClientRect();
        return {
          height: tr.getBoundingClientRect().height,
          rightmost: Math.max(
            ...['.admin-table__kind', 'th', '.admin-table__status', '.admin-table__date'].map((s) => cell(s).right),
          ),
          actionsLeft: cell('.admin-table__actions').left,
        };
      }),
    );
    for (const row of rows) {
      // Two lines of text and the controls' padding: under 4.5 rem.
      expect(row.height).toBeLessThan(72);
      expect(row.rightmost).toBeLessThanOrEqual(row.actionsLeft);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  }, 60_000);

  it('opens from its row at its own address: every field, the lines and artwork, status, remark, history; a line and a file added; axe', async () => {
    const name = `Detail Buyer ${RUN}`;
    const pdf = Buffer.from(`%PDF-1.7\n% proof for ${name}\n%%EOF\n`);
    const form = new FormData();
    form.append('file', new Blob([pdf]), 'logo.pdf');
    const file = (
      (await (await fetch(`${site.url}/api/artwork`, { method: 'POST', body: form })).json()) as { data: { id: string } }
    ).data;
    await submitted(site, '/api/quotes', {
      name,
      email: 'detail@example.in',
      phone: '+91 98100 12345',
      company: 'Detail & Co',
      country: 'India',
      message: 'First line of the brief.\nSecond line: delivery by March.',
      lines: [{ productId: product.id, quantity: 1000, size: '25 x 50 mm', note: 'Navy ground' }],
      files: [file.id],
    });
    const page = await open(`/admin/enquiries?q=${encodeURIComponent(name)}`, INBOX_TEXTS.allEnquiries);
    await rowOf(page, name).getByRole('link', { name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: `Product quote from ${name}` }).waitFor();
    const id = new URL(page.url()).pathname.split('/').pop()!;
    expect(new URL(page.url()).pathname).toBe(`/admin/enquiries/${id}`);
    expect(await page.title()).toBe(`Product quote from ${name} | Admin`);
    const fields = await page.locator('.enquiry-detail__fields').innerText();
    for (const value of ['Detail & Co', 'detail@example.in', '+91 98100 12345', 'India', 'Second line: delivery by March.'])
      expect(fields).toContain(value);
    const lineRows = page.locator('.enquiry-detail__lines tbody tr');
    expect(await lineRows.first().innerText()).toContain(product.name);
    expect(await lineRows.first().innerText()).toContain('25 x 50 mm');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'logo.pdf (1 KB)' }).click(),
    ]);
    expect((await downloadedBytes(download)).equals(pdf)).toBe(true);

    await page.getByRole('combobox', { name: INBOX_TEXTS.statusOf(name) }).selectOption('Quoted');
    await toast(page, MESSAGES.statusUpdated).first().waitFor();
    await page.getByRole('button', { name: 'Add Remark' }).click();
    await page.getByRole('dialog', { name: 'Add/Edit Remark' }).getByLabel('Remark').fill('Priced at ₹3 a piece');
    await page.getByRole('dialog', { name: 'Add/Edit Remark' }).getByRole('button', { name: 'Save' }).click();
    const history = page.locator('.enquiry-detail__history li');
    await expect
      .poll(() => history.allInnerTexts())
      .toEqual([
        expect.stringContaining(`Remark by ${DEMO_ADMIN.email}: Priced at ₹3 a piece`),
        expect.stringContaining(`Status changed to Quoted by ${DEMO_ADMIN.email}`),
      ]);

    // A line and a file that came by mail, added here; the request records who added them.
    const adding = page.getByRole('region', { name: 'Add to this request' });
    await adding.getByRole('button', { name: 'Add to request' }).click();
    await adding.getByText('Add a line or a file').waitFor();
    await adding.getByLabel('Product').selectOption({ label: product.name });
    await adding.getByRole('button', { name: 'Add to request' }).click();
    await adding.getByText('Quantity is required').waitFor();
    await adding.getByLabel('Quantity').fill('250');
    await adding.getByLabel('Size').fill('40 x 60 mm');
    await adding.getByLabel('Artwork files').setInputFiles({ name: 'mailed.pdf', mimeType: 'application/pdf', buffer: pdf });
    await adding.getByRole('button', { name: 'Add to request' }).click();
    await toast(page, 'Added 1 line and 1 file to the request').waitFor();
    await expect.poll(() => lineRows.count()).toBe(2);
    expect(await lineRows.nth(1).innerText()).toMatch(/added by .+/);
    await page.getByRole('button', { name: /^mailed\.pdf/ }).waitFor();
    await expectAccessible(page);

    // As a mail's link lands: the address alone opens it; an unknown one says so.
    await page.goto(`/admin/enquiries/${id}`);
    await page.getByRole('heading', { level: 1, name: `Product quote from ${name}` }).waitFor();
    await page.goto('/admin/enquiries/000000000000000000');
    await page.getByRole('heading', { level: 1, name: 'Enquiry not found' }).waitFor();

    // Delete from the detail view goes back to All enquiries.
    await page.goto(`/admin/enquiries/${id}`);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('heading', { level: 1, name: INBOX_TEXTS.allEnquiries }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/enquiries');
    expect((await callApi(site, `/api/enquiries/${id}`, { auth: true })).status).toBe(404);
  }, 120_000);
});
