/**
 * Finding enquiries in an inbox in a real browser: search as staff type (Devanagari and emoji too), status and
 * date filters kept in the address with Back / Forward and bookmarks, paging, a phone's width, and Export CSV
 * of exactly what the filter shows, read from the real download.
 * Run alone: npx vitest run tests/e2e/admin-inbox-search.test.ts
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { INBOX_TEXTS } from '../../src/lib/messages/inbox.ts';
import { dateIn } from '../helpers/dates.ts';
import {
  bodyRows,
  expectNames,
  exportCsv,
  inboxScenes,
  rowOf,
  searchBox,
  searchOf,
  shownNames,
  statusFilter,
} from '../helpers/inbox-screen.ts';
import { callApi, expectAccessible } from './helpers/browser.ts';
import { openAsStaff } from './helpers/screen.ts';

// The tests that only go to an inbox and read it share the file's one signed-in page (`open`).
const { site, run: RUN, contact, listed, open } = inboxScenes();
const HINDI_NAME = `राम कुमार ${RUN}`;
const EMOJI_NAME = `Diya 🪔 Lights ${RUN}`;

beforeAll(async () => {
  // One after the other: newest first is the reverse of this order.
  await contact(HINDI_NAME, { company: 'शर्मा टेक्सटाइल्स', message: 'कृपया ₹ में दाम बताइए, 500 लेबल' });
  await contact(EMOJI_NAME);
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
    const bookmark = await openAsStaff(site, `${inbox.path}?q=${encodeURIComponent(`Filter ${RUN}`)}&status=Quoted`, inbox.title);
    expect(await searchBox(bookmark).inputValue()).toBe(`Filter ${RUN}`);
    expect(await statusFilter(bookmark).inputValue()).toBe('Quoted');
    await expectNames(bookmark, [quoted]);

    // Dates: whole days in India. Tomorrow has nothing yet; today has both.
    await bookmark.getByLabel(INBOX_TEXTS.from, { exact: true }).fill(dateIn(1));
    await expect.poll(() => searchOf(bookmark).get('from')).toBe(dateIn(1));
    await bookmark.getByText(INBOX_TEXTS.noMatches, { exact: true }).waitFor();
    await bookmark.getByLabel(INBOX_TEXTS.from, { exact: true }).fill(dateIn(0));
    await bookmark.getByLabel(INBOX_TEXTS.to, { exact: true }).fill(dateIn(0));
    await expect.poll(() => searchOf(bookmark).get('to')).toBe(dateIn(0));
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
    const page = await openAsStaff(site, `/admin/contact-enquiries?q=${encodeURIComponent(RUN)}`, 'Contact Us Enquiries');
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
