/**
 * Faults: a build that fails leaves the old site live and staff are told in the admin, with
 * which record stopped it and why; the next good build brings the site up to date again.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startLocalBlobs } from '../../scripts/runtime/local-blobs.ts';
import { STORE_NAMES, newId, openStore } from '../../src/lib/server/store/index.ts';
import { productPath } from '../../src/lib/slugs.ts';
import { callApi, expectAccessible, useBrowserSite } from './helpers/browser.ts';
import { publishStatusAt } from './helpers/publish-status.ts';

const site = useBrowserSite();

const product = (name: string) => ({
  name,
  category: 'hang tags',
  shortDescription: 'Kraft hang tag',
  longDescription: 'A kraft hang tag made while a build was failing.',
  price: 6,
  status: 'Active',
  images: [],
});

describe('a failed rebuild', () => {
  it('keeps the old site up, says so in the admin, and recovers with the next change', async () => {
    const { page, status } = await publishStatusAt(site, '/admin/manage-products', 60_000);

    // A record the build cannot read: the build refuses to publish from it.
    const blobs = await startLocalBlobs(path.join(site.site.dataDir, 'blobs'));
    const corruptKey = newId();
    try {
      await openStore(STORE_NAMES.products).set(corruptKey, '{ not json');
      const name = `Blocked Tag ${Date.now()}`;
      expect((await callApi(site, '/api/products/', { method: 'POST', auth: true, body: product(name) })).status).toBe(201);
      await page.evaluate(() => window.dispatchEvent(new CustomEvent('admin:content-changed')));
      await status.filter({ hasText: 'The public site update failed' }).waitFor({ timeout: 180_000 });
      // Which record, and why: behind 'Why?', so the top bar stays one line.
      const why = status.getByText('Why?');
      await why.click();
      const reason = `Product (products/${corruptKey}) cannot be read: what is stored is not a JSON object. Fix or delete it.`;
      await expect.poll(() => status.locator('.publish-status__error').textContent()).toBe(reason);
      expect(await status.locator('.publish-status__error').isVisible()).toBe(true);
      await expectAccessible(page, '.admin-topbar');
      await why.click();
      // The last good site is still what visitors get.
      expect((await fetch(site.url)).status).toBe(200);
      expect((await fetch(new URL(productPath(name), site.url))).status).toBe(404);

      await openStore(STORE_NAMES.products).delete(corruptKey);
      expect((await callApi(site, '/api/products/', { method: 'POST', auth: true, body: product(`${name} Two`) })).status).toBe(
        201,
      );
      await page.evaluate(() => window.dispatchEvent(new CustomEvent('admin:content-changed')));
      await status.filter({ hasText: 'Public site is up to date' }).waitFor({ timeout: 180_000 });
      expect((await fetch(new URL(productPath(name), site.url))).status).toBe(200);
    } finally {
      await blobs.stop();
    }
  }, 420_000);
});
