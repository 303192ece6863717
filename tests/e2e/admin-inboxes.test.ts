/**
 * (Over 300 lines: one screen, the four inboxes; split, each part would start a site and a browser of its own.)
 * The four enquiry inboxes in a real browser (docs/product.md 2.15, 4, 8; departures 3, 12): what visitors
 * submit through the public API shows up, takes a remark that survives a reload, expands, deletes
 * (or not) through the browser's confirm, pages by 10 and says when it is empty.
 * Run alone: npx vitest run tests/e2e/admin-inboxes.test.ts
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { type BrowserSite, callApi, downloadedBytes, expectAccessible, useBrowserSite } from './helpers/browser.ts';
import { submitted, toast } from './helpers/screen.ts';

const site = useBrowserSite();

const LONG_TEXT = 'Need 500 woven labels with a satin finish for the spring collection';

interface Row {
  _id: string;
  name: string;
  dateAdded: string;
  remark: string;
}

interface InboxCase {
  title: string;
  path: string;
  listPath: string;
  deletePath: (id: string) => string;
  create: (name: string, longText: string) => Promise<void>;
  remarkToast: string;
  deleteToast: string;
  confirm: string;
  empty: string;
}

let productId = '';

const INBOXES: InboxCase[] = [
  {
    title: 'Quick Quote Requests',
    path: '/admin/quick-quotes',
    listPath: '/api/help/get-quites',
    deletePath: (id) => `/api/help/delete/${id}`,
    create: (name, message) => submitted(site, '/api/help/create', { name, mobile: '9810012345', type: 'Quites', message }),
    remarkToast: MESSAGES.remarkUpdated,
    deleteToast: MESSAGES.enquiryDeleted,
    confirm: 'Are you sure you want to delete the data?',
    empty: 'No quick quote requests found.',
  },
  {
    title: 'Product Quote Requests',
    path: '/admin/product-quotes',
    listPath: '/api/quotes',
    deletePath: (id) => `/api/quotes/${id}`,
    create: (name, address) =>
      submitted(site, '/api/quotes', {
        name,
        email: 'buyer@example.in',
        phone: '9810012345',
        address,
        quantity: 500,
        productId,
        status: '',
      }),
    remarkToast: MESSAGES.remarkUpdatedDetail,
    deleteToast: MESSAGES.quoteDeleted,
    confirm: 'Are you sure you want to delete the data?',
    empty: 'No product quote requests found.',
  },
  {
    title: 'Help Enquiries',
    path: '/admin/help-enquiries',
    listPath: '/api/help/get-help',
    deletePath: (id) => `/api/help/delete/${id}`,
    create: (name, question) => submitted(site, '/api/help/create', { name, mobile: '9810012345', type: 'Help', question }),
    remarkToast: MESSAGES.remarkUpdated,
    deleteToast: MESSAGES.enquiryDeleted,
    confirm: 'Are you sure you want to delete the data?',
    empty: 'No help enquiries found.',
  },
  {
    title: 'Contact Us Enquiries',
    path: '/admin/contact-enquiries',
    listPath: '/api/contacts',
    deletePath: (id) => `/api/contacts/${id}`,
    create: (name, message) =>
      submitted(site, '/api/contacts', {
        name,
        email: 'visitor@example.in',
        phone: '9810012345',
        company: 'Tests Ltd',
        subject: 'Bulk order',
        message,
      }),
    remarkToast: MESSAGES.remarkUpdatedDetail,
    deleteToast: MESSAGES.contactDeleted,
    confirm: 'Are you sure you want to delete this message?',
    empty: 'No contact enquiries found.',
  },
];

async function listAll(s: BrowserSite, listPath: string): Promise<Row[]> {
  const { status, body } = await callApi<{ data: Row[] }>(s, `${listPath}?page=1&limit=100`, { auth: true });
  expect(status).toBe(200);
  return body.data;
}

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
const remarkDialog = (page: Page) => page.getByRole('dialog', { name: 'Add/Edit Remark' });

async function openInbox(inbox: InboxCase): Promise<Page> {
  const page = await site.adminPage();
  await page.goto(inbox.path);
  await page.getByRole('heading', { level: 1, name: inbox.title }).waitFor();
  await page.getByRole('status').filter({ hasText: 'Loading...' }).waitFor({ state: 'detached' });
  return page;
}

async function waitGone(locator: Locator) {
  await locator.waitFor({ state: 'detached' });
}

beforeAll(async () => {
  const { body } = await callApi<{ _id: string }[]>(site, '/api/products?limit=1');
  productId = body[0]._id;
});

describe.each(INBOXES)('$title', (inbox) => {
  const name = `${inbox.title.split(' ')[0]} Tester ${Date.now().toString(36)}`;

  it('shows a submission made through the public API, dated in the local date', async () => {
    await inbox.create(name, LONG_TEXT);
    const stored = (await listAll(site, inbox.listPath)).find((row) => row.name === name);
    expect(stored).toBeDefined();
    const page = await openInbox(inbox);
    const row = rowOf(page, name);
    await row.waitFor();
    const shown = await row.locator('time').textContent();
    const expected = await page.evaluate(
      (iso) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }),
      stored!.dateAdded,
    );
    expect(shown).toBe(expected);
    expect(await row.locator('time').getAttribute('datetime')).toBe(stored!.dateAdded);
    if (inbox.path === '/admin/product-quotes') {
      expect(await row.locator('img').count()).toBe(1);
    }
  });

  it('saves a remark, and shows it again after a reload', async () => {
    const page = await openInbox(inbox);
    await rowOf(page, name).getByRole('button', { name: 'View Remark' }).click();
    const dialog = remarkDialog(page);
    await dialog.waitFor();
    const field = dialog.getByLabel('Remark');
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(await field.inputValue()).toBe('');
    expect(await save.isDisabled()).toBe(true);
    await field.fill('   ');
    expect(await save.isDisabled()).toBe(true);
    await field.fill('Called back, samples sent');
    expect(await save.isEnabled()).toBe(true);
    await save.click();
    await toast(page, inbox.remarkToast).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const stored = (await listAll(site, inbox.listPath)).find((row) => row.name === name);
    expect(stored?.remark).toBe('Called back, samples sent');

    await page.reload();
    await rowOf(page, name).getByRole('button', { name: 'View Remark' }).click();
    await dialog.waitFor();
    expect(await dialog.getByLabel('Remark').inputValue()).toBe('Called back, samples sent');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('cuts long text to 20 characters with Show more / Show less', async () => {
    const page = await openInbox(inbox);
    const row = rowOf(page, name);
    await row.waitFor();
    expect(await row.textContent()).toContain(`${LONG_TEXT.slice(0, 20)}.....`);
    expect(await row.textContent()).not.toContain(LONG_TEXT);
    await row.getByRole('button', { name: 'Show more' }).click();
    expect(await row.textContent()).toContain(LONG_TEXT);
    expect(await row.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
    await row.getByRole('button', { name: 'Show less' }).click();
    expect(await row.textContent()).not.toContain(LONG_TEXT);
  });

  it('keeps the row when the confirm is cancelled, and deletes it when accepted', async () => {
    const page = await openInbox(inbox);
    const row = rowOf(page, name);
    await row.waitFor();

    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await row.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => asked).toEqual([inbox.confirm]);
    expect((await listAll(site, inbox.listPath)).some((stored) => stored.name === name)).toBe(true);
    expect(await row.count()).toBe(1);

    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: 'Delete' }).click();
    await toast(page, inbox.deleteToast).waitFor();
    await waitGone(row);
    expect((await listAll(site, inbox.listPath)).some((stored) => stored.name === name)).toBe(false);
  });

  it('says so when there is nothing', async () => {
    for (const row of await listAll(site, inbox.listPath)) {
      expect((await callApi(site, inbox.deletePath(row._id), { method: 'DELETE', auth: true })).status).toBe(200);
    }
    const page = await openInbox(inbox);
    await page.getByText(inbox.empty, { exact: true }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
  });
});

describe('paging', () => {
  it('shows 10 rows a page and offers Next only after a full page (11 records)', async () => {
    const inbox = INBOXES[2];
    for (const row of await listAll(site, inbox.listPath)) {
      await callApi(site, inbox.deletePath(row._id), { method: 'DELETE', auth: true });
    }
    // One after the other, so newest-first order is the reverse of this.
    for (let index = 1; index <= 11; index++) await inbox.create(`Pager ${String(index).padStart(2, '0')}`, 'Paging question');

    const page = await openInbox(inbox);
    const bodyRows = page.locator('tbody tr');
    const pager = page.getByRole('navigation', { name: `${inbox.title} pages` });
    const next = pager.getByRole('button', { name: 'Next' });
    const previous = pager.getByRole('button', { name: 'Previous' });
    expect(await bodyRows.count()).toBe(10);
    expect(await bodyRows.first().textContent()).toContain('Pager 11');
    expect(await pager.textContent()).toContain('Page 1');
    expect(await previous.isDisabled()).toBe(true);
    expect(await next.isEnabled()).toBe(true);

    await next.click();
    await pager.getByText('Page 2').waitFor();
    await page.getByRole('status').filter({ hasText: 'Loading...' }).waitFor({ state: 'detached' });
    expect(await bodyRows.count()).toBe(1);
    expect(await bodyRows.first().textContent()).toContain('Pager 01');
    expect(await next.isDisabled()).toBe(true);
    expect(await previous.isEnabled()).toBe(true);

    // Deleting the last row of page 2 goes back to page 1.
    page.once('dialog', (dialog) => void dialog.accept());
    await bodyRows.first().getByRole('button', { name: 'Delete' }).click();
    await pager.getByText('Page 1').waitFor();
    await expect.poll(() => bodyRows.count()).toBe(10);
    expect(await next.isDisabled()).toBe(false);
  }, 60_000);
});

describe('accessibility', () => {
  it('an inbox and its remark dialog have no violations', async () => {
    const inbox = INBOXES[0];
    await inbox.create('Axe Checker', LONG_TEXT);
    const page = await openInbox(inbox);
    await rowOf(page, 'Axe Checker').waitFor();
    await expectAccessible(page);
    await rowOf(page, 'Axe Checker').getByRole('button', { name: 'View Remark' }).click();
    await remarkDialog(page).waitFor();
    await expectAccessible(page);
  }, 90_000);

  it('the table scrolls sideways inside its own region on a phone', async () => {
    const inbox = INBOXES[1];
    await inbox.create('Narrow Screen', LONG_TEXT);
    const page = await site.adminPage({ viewport: { width: 375, height: 740 } });
    await page.goto(inbox.path);
    const region = page.getByRole('region', { name: /Product Quote Requests/ });
    await region.waitFor();
    const sizes = await region.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

describe('a quote request of several lines with artwork', () => {
  it('shows every line and file in its row; a file downloads byte for byte; the row passes axe', async () => {
    const name = `Lines Tester ${Date.now().toString(36)}`;
    const pdf = Buffer.from(`%PDF-1.7\n% artwork for ${name}\n%%EOF\n`);
    const form = new FormData();
    form.append('file', new Blob([pdf]), 'logo – लोगो.pdf');
    const uploaded = await fetch(`${site.url}/api/artwork`, { method: 'POST', body: form });
    expect(uploaded.status).toBe(201);
    const file = ((await uploaded.json()) as { data: { id: string } }).data;
    await submitted(site, '/api/quotes', {
      name,
      email: 'buyer@example.in',
      phone: '+91 98100 12345',
      lines: [
        { productId, quantity: 1000, size: '25 x 50 mm', material: 'Damask' },
        { productId, quantity: 250, size: '40 x 60 mm', note: 'Larger, same logo' },
      ],
      files: [file.id],
    });

    const page = await openInbox(INBOXES.find((inbox) => inbox.path === '/admin/product-quotes')!);
    const row = rowOf(page, name);
    await row.waitFor();
    const lines = await row.locator('.quote-lines li').allTextContents();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/× 1,000 · 25 x 50 mm · Damask$/);
    expect(lines[1]).toMatch(/× 250 · 40 x 60 mm · Larger, same logo$/);
    await row.getByText('2 lines', { exact: true }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'logo – लोगो.pdf (1 KB)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('logo – लोगो.pdf');
    expect((await downloadedBytes(download)).equals(pdf)).toBe(true);
    await expectAccessible(page);
    await page.close();
  });
});
