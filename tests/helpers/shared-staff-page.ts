/**
 * A file's one signed-in page for the tests of staff screens that each go to their screen afresh: they wait for
 * no context of their own and find the admin's scripts already cached. A test that routes the page's requests,
 * listens to its events or needs another size opens its own (tests/e2e/helpers/screen.ts `openAsStaff`).
 */
import type { Page } from 'playwright-core';
import type { BrowserSite } from '../e2e/helpers/browser.ts';
import { loaded } from '../e2e/helpers/screen.ts';

/** The header's button that opens and closes the admin's sidebar. */
export const sidebarToggle = (page: Page) => page.getByRole('button', { name: 'Toggle sidebar' });

export function sharedStaffPage(site: BrowserSite) {
  let shared: Promise<Page> | undefined;
  /** The page, opened by the first test that asks and kept open until the file ends. */
  const page = () =>
    (shared ??= site.adminPage().then((opened) => {
      site.keepOpen(opened);
      return opened;
    }));
  return {
    page,
    /** The staff screen at `path` in the shared page, once its heading `title` is shown and it has loaded. */
    async open(path: string, title: string): Promise<Page> {
      const opened = await page();
      await opened.goto(path);
      await opened.getByRole('heading', { level: 1, name: title }).waitFor();
      await loaded(opened);
      return opened;
    },
  };
}
