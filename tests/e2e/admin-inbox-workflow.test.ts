/**
 * (Over 400 lines: one screen, the sales inbox, whose tests read the two enquiries made before them in one site;
 * split, each part would start a site of its own.)
 * The sales inbox workflow in a real browser: a status changed in place that survives a
 * reload, every stored field with mailto / tel / WhatsApp links, the remark history, search (Devanagari
 * and emoji too), status and date filters kept in the address with Back / Forward, Export CSV opened
 * from the real download, All enquiries over the four kinds and the dashboard's New counts. A quotation made
 * from a request is ./quotation-scene.test.ts.
 * Run alone: npx vitest run tests/e2e/admin-inbox-workflow.test.ts
 */
import type { Download, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TEXTS } from '../../src/lib/messages/admin.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { INBOX_TEXTS } from '../../src/lib/messages/inbox.ts';
import { callApi, DEMO_ADMIN, downloadedBytes, expectAccessible, useBrowserSite } from './helpers/browser.ts';
import { listedAsStaff, loaded, openAsStaff, submitted, toast } from './helpers/screen.ts';

const site = useBrowserSite();

/** Marks this run's records, so searches find only them among the demo content. */
const RUN = Date.now().toString(36);
const HINDI_NAME = `राम कुमार ${RUN}`;
const EMOJI_NAME = `Diya 🪔 Lights ${RUN}`;

interface Row {
  _id: string;
  name: string;
  status?: string;
  remark: string;
  kind?: string;
}

let productId = '';
let productName = '';

const contact = (name: string, extra: Record<string, string> = {}) =>
  submitted(site, '/api/contacts', {
    name,
    email: 'buyer@example.in',
    phone: '9810012345',
    company: 'Kaveri Weaves',
    subject: 'Bulk order of labels',
    message: 'Need 500 woven labels with a satin finish',
    ...extra,
  });
const productQuote = (name: string) =>
  submitted(site, '/api/quotes', {
    name,
    email: 'quote@example.in',
    phone: '9820012345',
    address: '12 Chandni Chowk, Delhi',
    quantity: 750,
    productId,
    status: '',
  });
const quickQuote = (name: string) =>
  submitted(site, '/api/help/create', { name, mobile: '9830012345', type: 'Quites', message: 'Price for 1000 tags' });
const helpQuestion = (name: string) =>
  submitted(site, '/api/help/create', { name, mobile: '9840012345', type: 'Help', question: 'Do you ship to Dubai?' });

const listed = (path: string, query = '') => listedAsStaff<Row>(site, path, query);

const rowOf = (page: Page, name: string) => page.locator('tbody tr').filter({ hasText: name });
const bodyRows = (page: Page) => page.locator('tbody tr');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: INBOX_TEXTS.search });
const statusFilter = (page: Page) => page.getByRole('combobox', { name: INBOX_TEXTS.status, exact: true });

const open = (path: string, title: string) => openAsStaff(site, path, title);

/** The names in the table once it has settled on `count` rows. */
async function shownNames(page: Page, count: number): Promise<string[]> {
  await expect.poll(() => bodyRows(page).locator('th').count()).toBe(count);
  return bodyRows(page).locator('th').allTextContents();
}

/**
 * Waits for the table to show these names, in this order: the names, not only their count, since a list of the
 * same length may still stand while the next one loads.
 */
async function expectNames(page: Page, names: string[]): Promise<void> {
  await expect.poll(() => bodyRows(page).locator('th').allTextContents()).toEqual(names);
}

const searchOf = (page: Page) => new URL(page.url()).searchParams;

/** RFC 4180 as csv-stringify writes it: quoted cells may hold commas, quotes and new lines. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/** Clicks Export CSV and reads the file the browser saved. */
async function exportCsv(page: Page): Promise<{ download: Download; bytes: Buffer; rows: string[][] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: INBOX_TEXTS.exportCsv }).click(),
  ]);
  const bytes = await downloadedBytes(download);
  return { download, bytes, rows: parseCsv(bytes.toString('utf8').replace(/^\uFEFF/, '')) };
}

/** Today in India, where a date filter's day is counted (docs/product.md 7). */
const indiaDate = (offsetDays = 0) => new Date(Date.now() + 5.5 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  const { body } = await callApi<{ _id: string; name: string }[]>(site, '/api/products?limit=1');
  ({ _id: productId, name: productName } = body[0]);
  // One after the other: newest first is the reverse of this order.
  await contact(HINDI_NAME, { company: 'शर्मा टेक्सटाइल्स', message: 'कृपया ₹ में दाम बताइए, 500 लेबल' });
  await contact(EMOJI_NAME);
});

describe('the four inboxes', () => {
  const INBOXES = [
    {
      title: 'Quick Quote Requests',
      path: '/admin/quick-quotes',
      listPath: '/api/help/get-quites',
      create: quickQuote,
      fields: () => ['9830012345', 'Price for 1000 tags'],
      email: null,
      phone: '9830012345',
    },
    {
      title: 'Product Quote Requests',
      path: '/admin/product-quotes',
      listPath: '/api/quotes',
      create: productQuote,
      fields: () => [productName, '750', 'quote@example.in', '9820012345', '12 Chandni Chowk, De'],
      email: 'quote@example.in',
      phone: '9820012345',
    },
    {
      title: 'Help Enquiries',
      path: '/admin/help-enquiries',
      listPath: '/api/help/get-help',
      create: helpQuestion,
      fields: () => ['9840012345', 'Do you ship to Dubai'],
      email: null,
      phone: '9840012345',
    },
    {
      title: 'Contact Us Enquiries',
      path: '/admin/contact-enquiries',
      listPath: '/api/contacts',
      create: (name: string) => contact(name),
      fields: () => ['buyer@example.in', '9810012345', 'Kaveri Weaves', 'Bulk order of labels', 'Need 500 woven label'],
      email: 'buyer@example.in',
      phone: '9810012345',
    },
  ];

  describe.each(INBOXES)('$title', (inbox) => {
    const name = `${inbox.title.split(' ')[0]} Status ${RUN}`;

    it('shows every stored field, with e-mail, phone and WhatsApp as links', async () => {
      await inbox.create(name);
      const page = await open(inbox.path, inbox.title);
      const row = rowOf(page, name);
      await row.waitFor();
      const text = await row.textContent();
      for (const field of inbox.fields()) expect(text).toContain(field);
      if (inbox.email) {
        const mail = row.getByRole('link', { name: `E-mail ${inbox.email}` });
        expect(await mail.getAttribute('href')).toBe(`mailto:${inbox.email}`);
      }
      expect(await row.getByRole('link', { name: `Call ${inbox.phone}` }).getAttribute('href')).toBe(`tel:+91${inbox.phone}`);
      const whatsApp = row.getByRole('link', { name: `WhatsApp ${inbox.phone}` });
      expect(await whatsApp.getAttribute('href')).toBe(`https://wa.me/91${inbox.phone}`);
      expect(await whatsApp.getAttribute('rel')).toContain('noopener');
    });

    it('changes the status in place; the row says it and keeps it after a reload', async () => {
      const page = await open(inbox.path, inbox.title);
      const select = page.getByRole('combobox', { name: `Status of ${name}` });
      expect(await select.inputValue()).toBe('New');
      await select.selectOption('Quoted');
      await toast(page, MESSAGES.statusUpdated).waitFor();
      const row = rowOf(page, name);
      await row.getByText('Quoted · just now').waitFor();
      // Who made the change: the demo admin, named after its e-mail.
      await row.getByText('Status by admin · just now').waitFor();
      expect(await select.inputValue()).toBe('Quoted');

      const stored = (await listed(inbox.listPath, `&q=${encodeURIComponent(RUN)}`)).find((each) => each.name === name);
      expect(stored?.status).toBe('Quoted');

      await page.reload();
      await loaded(page);
      expect(await page.getByRole('combobox', { name: `Status of ${name}` }).inputValue()).toBe('Quoted');
      await rowOf(page, name).getByText('Quoted · just now').waitFor();
      await rowOf(page, name).getByText('Status by admin · just now').waitFor();
    });
  });

  it('a failed status change says so and shows the status as stored', async () => {
    const name = `Vanishing ${RUN}`;
    await quickQuote(name);
    const page = await open('/admin/quick-quotes', 'Quick Quote Requests');
    const select = page.getByRole('combobox', { name: `Status of ${name}` });
    const id = (await listed('/api/help/get-quites', `&q=${encodeURIComponent(name)}`))[0]._id;
    expect((await callApi(site, `/api/help/delete/${id}`, { method: 'DELETE', auth: true })).status).toBe(200);
    await select.selectOption('Won');
    await toast(page, ADMIN_TEXTS.statusNotUpdated).waitFor();
    expect(await toast(page, ADMIN_TEXTS.statusNotUpdated).textContent()).toContain(MESSAGES.enquiryNotFound);
    await expect.poll(() => select.inputValue()).toBe('New');
  });
});

describe('remarks', () => {
  it('keeps every remark: the row shows the latest, the dialog lists them newest first with who and when', async () => {
    const name = `Remark History ${RUN}`;
    await contact(name);
    const page = await open('/admin/contact-enquiries', 'Contact Us Enquiries');
    const dialog = page.getByRole('dialog', { name: 'Add/Edit Remark' });
    for (const remark of ['Called, no answer', 'Sent the price list']) {
      await rowOf(page, name).getByRole('button', { name: 'View Remark' }).click();
      await dialog.waitFor();
      await dialog.getByLabel('Remark').fill(remark);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => rowOf(page, name).locator('.admin-table__remark').textContent()).toBe(remark);
    }

    await page.reload();
    await rowOf(page, name).getByRole('button', { name: 'View Remark' }).click();
    await dialog.waitFor();
    expect(await dialog.getByLabel('Remark').inputValue()).toBe('Sent the price list');
    await dialog.getByRole('heading', { name: INBOX_TEXTS.remarkHistory }).waitFor();
    const entries = dialog.getByRole('listitem');
    expect(await entries.count()).toBe(2);
    expect(await entries.nth(0).textContent()).toContain('Sent the price list');
    expect(await entries.nth(1).textContent()).toContain('Called, no answer');
    expect(await entries.nth(0).textContent()).toContain(DEMO_ADMIN.email);
    const at = await entries.nth(0).locator('time').getAttribute('datetime');
    expect(Date.now() - Date.parse(at!)).toBeLessThan(120_000);
    await expectAccessible(page);
  }, 60_000);
});

describe('search and filters', () => {
  const inbox = { path: '/admin/contact-enquiries', title: 'Contact Us Enquiries' };

  it('searches as staff type (Devanagari and emoji too), keeps it in the address and one history entry', async () => {
    const page = await open(inbox.path, inbox.title);
    const before = await page.evaluate(() => history.length);
    // Two bursts of typing with a pause between: the search runs after each, in one history entry.
    await searchBox(page).pressSequentially('कुमार', { delay: 30 });
    await expect.poll(() => searchOf(page).get('q')).toBe('कुमार');
    await searchBox(page).pressSequentially(` ${RUN}`, { delay: 30 });
    await expect.poll(() => searchOf(page).get('q')).toBe(`कुमार ${RUN}`);
    await expectNames(page, [HINDI_NAME]);
    expect(await rowOf(page, HINDI_NAME).textContent()).toContain('शर्मा टेक्सटाइल्स');
    expect(await page.evaluate(() => history.length)).toBe(before + 1);

    await searchBox(page).fill('🪔');
    await searchBox(page).press('Enter');
    await expect.poll(() => searchOf(page).get('q')).toBe('🪔');
    // The row before was one row too: wait for this search's row, not for any one row.
    await expect.poll(() => bodyRows(page).locator('th').allTextContents()).toEqual([EMOJI_NAME]);

    await searchBox(page).fill(`nobody-${RUN}`);
    await page.getByText(INBOX_TEXTS.noMatches, { exact: true }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
  });

  it('filters by status and dates; a bookmarked address restores it; Back and Forward walk the changes', async () => {
    const quoted = `Filter Quoted ${RUN}`;
    const fresh = `Filter Fresh ${RUN}`;
    await contact(quoted);
    await contact(fresh);
    const id = (await listed('/api/contacts', `&q=${encodeURIComponent(quoted)}`))[0]._id;
    expect(
      (await callApi(site, `/api/enquiries/${id}`, { method: 'PATCH', auth: true, body: { status: 'Quoted' } })).status,
    ).toBe(200);

    const page = await open(inbox.path, inbox.title);
    await searchBox(page).fill(`Filter ${RUN}`);
    await expect.poll(() => searchOf(page).get('q')).toBe(`Filter ${RUN}`);
    await expectNames(page, [fresh, quoted]);

    await statusFilter(page).selectOption('Quoted');
    await expect.poll(() => searchOf(page).get('status')).toBe('Quoted');
    await expectNames(page, [quoted]);
    expect(searchOf(page).get('q')).toBe(`Filter ${RUN}`);

    await statusFilter(page).selectOption('Won');
    await page.getByText(INBOX_TEXTS.noMatches, { exact: true }).waitFor();

    await page.goBack();
    await expect.poll(() => searchOf(page).get('status')).toBe('Quoted');
    await expect.poll(() => statusFilter(page).inputValue()).toBe('Quoted');
    await expectNames(page, [quoted]);

    await page.goBack();
    await expect.poll(() => searchOf(page).get('status')).toBeNull();
    await expect.poll(() => statusFilter(page).inputValue()).toBe('');
    await expectNames(page, [fresh, quoted]);

    await page.goBack();
    await expect.poll(() => searchOf(page).get('q')).toBeNull();
    await expect.poll(() => searchBox(page).inputValue()).toBe('');

    await page.goForward();
    await expect.poll(() => searchBox(page).inputValue()).toBe(`Filter ${RUN}`);
    await expectNames(page, [fresh, quoted]);

    // A bookmark: a fresh page at the address shows the same search and filter.
    const bookmark = await open(`${inbox.path}?q=${encodeURIComponent(`Filter ${RUN}`)}&status=Quoted`, inbox.title);
    expect(await searchBox(bookmark).inputValue()).toBe(`Filter ${RUN}`);
    expect(await statusFilter(bookmark).inputValue()).toBe('Quoted');
    await expectNames(bookmark, [quoted]);

    // Dates: whole days in India. Tomorrow has nothing yet; today has both.
    await bookmark.getByLabel(INBOX_TEXTS.from, { exact: true }).fill(indiaDate(1));
    await expect.poll(() => searchOf(bookmark).get('from')).toBe(indiaDate(1));
    await bookmark.getByText(INBOX_TEXTS.noMatches, { exact: true }).waitFor();
    await bookmark.getByLabel(INBOX_TEXTS.from, { exact: true }).fill(indiaDate());
    await bookmark.getByLabel(INBOX_TEXTS.to, { exact: true }).fill(indiaDate());
    await expect.poll(() => searchOf(bookmark).get('to')).toBe(indiaDate());
    await expectNames(bookmark, [quoted]);

    await bookmark.getByRole('button', { name: INBOX_TEXTS.clearFilters }).click();
    await expect.poll(() => bookmark.url()).toBe(`${site.url}${inbox.path}`);
    expect(await searchBox(bookmark).inputValue()).toBe('');
    await expectAccessible(bookmark);
  }, 90_000);

  it('a hand-made address with nonsense in it shows the whole inbox', async () => {
    const page = await open(`${inbox.path}?status=Maybe&from=yesterday&page=-3`, inbox.title);
    await expect.poll(() => statusFilter(page).inputValue()).toBe('');
    expect(await bodyRows(page).count()).toBeGreaterThan(0);
  });
});

describe('export', () => {
  it('downloads exactly what the filter shows, as CSV with a byte-order mark that keeps Hindi and ₹', async () => {
    await contact(`Export Quoted ${RUN}`);
    const id = (await listed('/api/contacts', `&q=${encodeURIComponent(`Export Quoted ${RUN}`)}`))[0]._id;
    expect(
      (await callApi(site, `/api/enquiries/${id}`, { method: 'PATCH', auth: true, body: { status: 'Quoted' } })).status,
    ).toBe(200);
    const page = await open(`/admin/contact-enquiries?q=${encodeURIComponent(RUN)}`, 'Contact Us Enquiries');
    const names = await bodyRows(page).locator('th').allTextContents();
    expect(names).toContain(HINDI_NAME);

    const { download, bytes, rows } = await exportCsv(page);
    expect(download.suggestedFilename()).toMatch(/^enquiries-contacts-\d{4}-\d{2}-\d{2}\.csv$/);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...records] = rows;
    expect(header.slice(0, 4)).toEqual(['Kind', 'Received', 'Status', 'Name']);
    const column = (name: string) => header.indexOf(name);
    expect(records.map((record) => record[column('Name')])).toEqual(names);
    const hindi = records.find((record) => record[column('Name')] === HINDI_NAME)!;
    expect(hindi[column('Company')]).toBe('शर्मा टेक्सटाइल्स');
    expect(hindi[column('Message')]).toBe('कृपया ₹ में दाम बताइए, 500 लेबल');
    expect(hindi[column('Kind')]).toBe('Contact Us');

    // Narrowed to one status: the file narrows with it.
    await statusFilter(page).selectOption('Quoted');
    const quotedNames = (await listed('/api/contacts', `&q=${RUN}&status=Quoted`)).map((row) => row.name);
    expect(quotedNames).toContain(`Export Quoted ${RUN}`);
    await expectNames(page, quotedNames);
    const narrowed = await exportCsv(page);
    const records2 = narrowed.rows.slice(1);
    expect(records2.map((record) => record[column('Name')])).toEqual(quotedNames);
    expect(records2).toHaveLength(quotedNames.length);
    expect(records2.every((record) => record[column('Status')] === 'Quoted')).toBe(true);
    // The panel of the export, with its progress and files, passes axe.
    await page.getByRole('region', { name: INBOX_TEXTS.exportHeading }).waitFor();
    await expectAccessible(page, '.export-panel');
  }, 60_000);

  it('a file cut short on its way is said so and not saved; downloaded again whole, it is saved', async () => {
    const page = await open(`/admin/contact-enquiries?q=${encodeURIComponent(RUN)}`, 'Contact Us Enquiries');
    let cut = true;
    await page.route('**/api/enquiries/exports/*/parts/1', async (route) => {
      const response = await route.fetch();
      const body = await response.body();
      await route.fulfill({ response, body: cut ? body.subarray(0, body.length - 10) : body });
    });
    const saved: string[] = [];
    page.on('download', (download) => saved.push(download.suggestedFilename()));
    await page.getByRole('button', { name: INBOX_TEXTS.exportCsv }).click();
    const panel = page.getByRole('region', { name: INBOX_TEXTS.exportHeading });
    await panel.getByRole('alert').filter({ hasText: 'was cut short' }).waitFor();
    expect(saved).toEqual([]);
    cut = false;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: /^Download the file/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^enquiries-contacts-\d{4}-\d{2}-\d{2}\.csv$/);
  }, 60_000);
});

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

describe('paging and phones', () => {
  it('keeps the page in the address, and Back returns to the page before', async () => {
    const page = await open('/admin/enquiries', INBOX_TEXTS.allEnquiries);
    const first = await shownNames(page, 10);
    await page
      .getByRole('navigation', { name: `${INBOX_TEXTS.allEnquiries} pages` })
      .getByRole('button', { name: 'Next' })
      .click();
    await expect.poll(() => searchOf(page).get('page')).toBe('2');
    await expect.poll(async () => (await bodyRows(page).locator('th').allTextContents())[0]).not.toBe(first[0]);
    await page.goBack();
    await expect.poll(() => searchOf(page).get('page')).toBeNull();
    // The table is rebuilt after Back: wait for page 1's rows, not for any ten rows.
    await expect.poll(() => bodyRows(page).locator('th').allTextContents()).toEqual(first);
  });

  it('on a phone the filters wrap and only the table scrolls sideways', async () => {
    const page = await site.adminPage({ viewport: { width: 375, height: 740 } });
    await page.goto(`/admin/enquiries?q=${encodeURIComponent(RUN)}`);
    await page.locator('tbody tr').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);
  }, 60_000);
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
      lines: [{ productId, quantity: 1000, size: '25 x 50 mm', note: 'Navy ground' }],
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
    expect(await lineRows.first().innerText()).toContain(productName);
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
    await adding.getByLabel('Product').selectOption({ label: productName });
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

describe('dashboard', () => {
  it("shows each inbox's New count, linking to that inbox filtered to New", async () => {
    const page = await open('/admin/dashboard', 'Dashboard Overview');
    await page.locator('.stat-card').first().waitFor();
    const { body } = await callApi<{ newCounts: Record<string, number> }>(site, '/api/dashboard', { auth: true });
    const labels = {
      Quick_Quotes: 'Quick Quotes',
      product_quotes: 'Product Quotes',
      Help_Enquiries: 'Help Enquiries',
      contacts: 'Contact Enquiries',
    };
    for (const [key, label] of Object.entries(labels)) {
      const link = page.getByRole('link', { name: `${body.newCounts[key]} new ${label}`, exact: true });
      expect(await link.textContent()).toBe(`${body.newCounts[key]} new ${label}`);
    }
    const contactsNew = (await listed('/api/contacts', '&status=New')).length;
    expect(body.newCounts.contacts).toBe(contactsNew);

    await page.getByRole('link', { name: `${contactsNew} new Contact Enquiries`, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact Us Enquiries' }).waitFor();
    expect(searchOf(page).get('status')).toBe('New');
    await expect.poll(() => statusFilter(page).inputValue()).toBe('New');
    await expectAccessible(page);
  }, 60_000);
});
