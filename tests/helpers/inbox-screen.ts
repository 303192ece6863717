/**
 * What the browser tests of the enquiry inboxes share: a visitor's four kinds of form sent to the site, the
 * inbox's rows, search box and status filter, and Export CSV read back from the real download.
 */
import { parse } from 'csv-parse/sync';
import type { Download, Page } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import { INBOX_TEXTS } from '../../src/lib/messages/inbox.ts';
import { type BrowserSite, callApi, downloadedBytes, useBrowserSite } from '../e2e/helpers/browser.ts';
import { listedAsStaff, submitted } from '../e2e/helpers/screen.ts';
import { sharedStaffPage } from './shared-staff-page.ts';

/** An inbox's record as its staff list answers it. */
export interface InboxRow {
  _id: string;
  name: string;
  status?: string;
  remark: string;
  kind?: string;
}

/** Marks a file's records, so searches find only them among the demo content. */
const runMark = () => Date.now().toString(36);

/**
 * The four forms a visitor sends, each under `name` (a product quote asks for the product `productId()` names),
 * and an inbox's staff list to find what they made.
 */
function inboxForms(site: BrowserSite, productId: () => string) {
  return {
    /** The first 100 records of the inbox listed at `path`. */
    listed: (path: string, query = '') => listedRows(site, path, query),
    contact: (name: string, extra: Record<string, string> = {}) =>
      submitted(site, '/api/contacts', {
        name,
        email: 'buyer@example.in',
        phone: '9810012345',
        company: 'Kaveri Weaves',
        subject: 'Bulk order of labels',
        message: 'Need 500 woven labels with a satin finish',
        ...extra,
      }),
    productQuote: (name: string) =>
      submitted(site, '/api/quotes', {
        name,
        email: 'quote@example.in',
        phone: '9820012345',
        address: '12 Chandni Chowk, Delhi',
        quantity: 750,
        productId: productId(),
        status: '',
      }),
    quickQuote: (name: string) =>
      submitted(site, '/api/help/create', { name, mobile: '9830012345', type: 'Quites', message: 'Price for 1000 tags' }),
    helpQuestion: (name: string) =>
      submitted(site, '/api/help/create', { name, mobile: '9840012345', type: 'Help', question: 'Do you ship to Dubai?' }),
  };
}

/**
 * How a file of inbox scenes opens: its site, the mark of its records (`run`), the demo's first product (read
 * before the tests; the product quote asks for it), the four forms, and `open`, which goes to a staff screen in
 * the one signed-in page the file's tests share, each afresh.
 */
export function inboxScenes() {
  const site = useBrowserSite();
  const product = { id: '', name: '' };
  beforeAll(async () => {
    const { body } = await callApi<{ _id: string; name: string }[]>(site, '/api/products?limit=1');
    product.id = body[0]._id;
    product.name = body[0].name;
  });
  return { site, run: runMark(), product, ...inboxForms(site, () => product.id), open: sharedStaffPage(site).open };
}

/** The first 100 records of an inbox's staff list. */
export const listedRows = (site: BrowserSite, path: string, query = '') => listedAsStaff<InboxRow>(site, path, query);

export const rowOf = (page: Page, name: string) => page.locator('tbody tr').filter({ hasText: name });
export const bodyRows = (page: Page) => page.locator('tbody tr');
export const searchBox = (page: Page) => page.getByRole('searchbox', { name: INBOX_TEXTS.search });
export const statusFilter = (page: Page) => page.getByRole('combobox', { name: INBOX_TEXTS.status, exact: true });
export const searchOf = (page: Page) => new URL(page.url()).searchParams;

/** The names in the table once it has settled on `count` rows. */
export async function shownNames(page: Page, count: number): Promise<string[]> {
  await expect.poll(() => bodyRows(page).locator('th').count()).toBe(count);
  return bodyRows(page).locator('th').allTextContents();
}

/**
 * Waits for the table to show these names, in this order: the names, not only their count, since a list of the
 * same length may still stand while the next one loads.
 */
export async function expectNames(page: Page, names: string[]): Promise<void> {
  await expect.poll(() => bodyRows(page).locator('th').allTextContents()).toEqual(names);
}

/** Clicks Export CSV and reads the file the browser saved (its rows without the byte-order mark). */
export async function exportCsv(page: Page): Promise<{ download: Download; bytes: Buffer; rows: string[][] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: INBOX_TEXTS.exportCsv }).click(),
  ]);
  const bytes = await downloadedBytes(download);
  return { download, bytes, rows: parse(bytes.toString('utf8'), { bom: true }) as string[][] };
}
