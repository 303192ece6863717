/** What the browser tests look for on a screen, named once: toasts, the loading status, headings, a dialog. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { type BrowserSite, callApi } from './browser.ts';

/** Every toast saying `text`. */
export const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** The first toast saying `text` (a string or a pattern). */
export const firstToast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]', { hasText: text }).first();

/** Settles once the screen's "Loading..." status has gone. */
export const loaded = (page: Page) => page.getByRole('status').filter({ hasText: 'Loading...' }).waitFor({ state: 'detached' });

/** The screen's own heading. */
export const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** The Get Custom Assistance dialog of the catalogue and a product's page. */
export const assistanceDialog = (page: Page) => page.getByRole('dialog', { name: 'Get Custom Assistance' });

/** A text with its white space folded, as a reader sees it. */
export const oneLine = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** A visitor's form sent to `path` of the site, taken (201). */
export async function submitted(site: BrowserSite, path: string, body: unknown): Promise<void> {
  const answer = await callApi(site, path, { method: 'POST', body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

/** A staff screen at `path` in a page of its own, once its heading `title` is shown and it has loaded. */
export async function openAsStaff(site: BrowserSite, path: string, title: string): Promise<Page> {
  const page = await site.adminPage();
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await loaded(page);
  return page;
}

/** The first 100 records of a staff list (`path`, more of its query in `query`, each starting with `&`). */
export async function listedAsStaff<T>(site: BrowserSite, path: string, query = ''): Promise<T[]> {
  const { status, body } = await callApi<{ data: T[] }>(site, `${path}?page=1&limit=100${query}`, { auth: true });
  expect(status).toBe(200);
  return body.data;
}
