/**
 * The local runtime end to end: a product change made through the API is built into the static site
 * in the background and served, and status reports building → live.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBlobs } from '../../scripts/runtime/local-blobs.ts';
import { STORE_NAMES, newId, openStore } from '../../src/lib/server/store/index.ts';
import { productPath } from '../../src/lib/slugs.ts';
import { type StaffSite, startStaffSite } from '../helpers/staff-site.ts';

let site: StaffSite;

const waitUntilLive = () => site.waitForState('live');

const product = (name: string) => ({
  name,
  category: 'hang tags',
  shortDescription: 'Kraft hang tag with jute string',
  longDescription: 'A sturdy 350 gsm kraft hang tag with a natural jute string, printed in one colour.',
  price: 4.5,
  status: 'Active',
  images: [],
});

beforeAll(async () => {
  site = await startStaffSite();
  await waitUntilLive();
});

afterAll(async () => {
  await site?.stop();
});

describe('local runtime', () => {
  it('serves the built home page', async () => {
    const response = await fetch(site.url);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html');
  });

  it('answers a malformed address with 400, unknown pages with a 404 that moves on to /, unknown calls with 404, never 5xx', async () => {
    for (const pathname of ['/products/%ZZ', '/blog/%C0%AF']) expect((await fetch(new URL(pathname, site.url))).status).toBe(400);
    for (const pathname of ['/no-such-page', '/%2e%2e/%2e%2e/etc/passwd']) {
      const response = await fetch(new URL(pathname, site.url), { redirect: 'manual' });
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('<meta http-equiv="refresh" content="0; url=/">');
    }
    expect((await fetch(new URL('/api/nothing', site.url))).status).toBe(404);
  });

  it('builds a new product page after the product is created, and reports it live', async () => {
    const name = `Rebuild Tag ${Date.now()}`;
    const before = await fetch(new URL(productPath(name), site.url));
    expect(before.status).toBe(404);

    const created = await site.api('POST', '/api/products/', product(name));
    expect(created.status).toBe(201);
    expect((await site.api('GET', '/api/site-status')).body.state).toBe('building');

    await waitUntilLive();
    const page = await fetch(new URL(productPath(name), site.url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(name);
  });

  it('coalesces changes made during a build into one follow-up build', async () => {
    const builds = () => (site.output().match(/\[build\] site rebuilt/g) ?? []).length;
    const before = builds();
    const names = [1, 2, 3, 4].map((n) => `Coalesced Tag ${n} ${Date.now()}`);
    for (const name of names) expect((await site.api('POST', '/api/products/', product(name))).status).toBe(201);
    await waitUntilLive();
    expect(builds() - before).toBeLessThanOrEqual(2);
    for (const name of names) expect((await fetch(new URL(productPath(name), site.url))).status).toBe(200);
  });

  it('takes a product page down once the product is made Inactive', async () => {
    const name = `Retired Tag ${Date.now()}`;
    const created = await site.api('POST', '/api/products/', product(name));
    await waitUntilLive();
    expect((await fetch(new URL(productPath(name), site.url))).status).toBe(200);
    expect((await site.api('PATCH', `/api/products/${created.body.data._id}`, { status: 'Inactive' })).status).toBe(200);
    await waitUntilLive();
    expect((await fetch(new URL(productPath(name), site.url))).status).toBe(404);
  });

  it('keeps the last good site up and reports failed when a build fails, then recovers', async () => {
    // A corrupt record in the store: the build refuses to publish from it.
    const blobs = await startLocalBlobs(path.join(site.dataDir, 'blobs'));
    const corruptKey = newId();
    await openStore(STORE_NAMES.products).set(corruptKey, '{ not json');
    const name = `Blocked Tag ${Date.now()}`;
    expect((await site.api('POST', '/api/products/', product(name))).status).toBe(201);

    const failed = await site.waitForState('failed');
    expect(failed.message).toMatch(/failed/);
    expect((await fetch(site.url)).status).toBe(200);
    expect((await fetch(new URL(productPath(name), site.url))).status).toBe(404);
    // Staff can still work: the API skips what it cannot read.
    expect((await site.api('GET', '/api/products?page=1&limit=10')).status).toBe(200);

    await openStore(STORE_NAMES.products).delete(corruptKey);
    await blobs.stop();
    expect((await site.api('POST', '/api/products/', product(`${name} Two`))).status).toBe(201);
    await waitUntilLive();
    expect((await fetch(new URL(productPath(name), site.url))).status).toBe(200);
  });
});
