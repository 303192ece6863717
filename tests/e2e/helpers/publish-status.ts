/**
 * The admin's publishing status, in its top bar: the status line, and an admin screen opened once the public
 * site is live, with its status seen saying the site is up to date (within `timeout`, else the step's own).
 */
import type { Page } from 'playwright-core';
import { type BrowserSite, waitForLive } from './browser.ts';

export const publishStatus = (page: Page) => page.getByRole('status').filter({ hasText: /public site/i });

export async function publishStatusAt(site: BrowserSite, path: string, timeout?: number) {
  await waitForLive(site);
  const page = await site.adminPage();
  await page.goto(path);
  const status = publishStatus(page);
  await status.filter({ hasText: 'Public site is up to date' }).waitFor({ timeout });
  return { page, status };
}
