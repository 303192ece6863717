/**
 * A renamed product's old addresses answer a 301 straight to its current page (chains collapse), and a new
 * product may take the name another gave up.
 *
 * Links in the original site's form (docs/product.md 2.1: lower case, spaces to hyphens, percent-encoded)
 * reach the product's page for every name, also where this site now slugs it differently: the build's
 * `_redirects` answers the old address with a 301, read by the runtime as Netlify reads it. The sitemap
 * names current addresses only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originalProductPath, productPagePath } from '../../src/lib/product-redirects.ts';
import { productPath } from '../../src/lib/slugs.ts';
import { decodeHtml, productHeading, productNamed } from '../helpers/awkward-names.ts';
import { type StaffSite, startStaffSite } from '../helpers/staff-site.ts';

let site: StaffSite;
let renamedId: string;

/** One product's names, oldest first: it is renamed twice. */
const RENAMED = ['Old "Quoted" Tag', 'Middle Name Tag', 'New Name Tag'];

const NAMES = [
  'A4/A5 Swing Tags',
  'Back\\Slash Sticker',
  'Tags? Ask Us',
  'Label #7',
  '100% Cotton Label',
  '.NET Conference Badge',
  'Size 2.5 Woven Label',
  'Tab\tSeparated Tag',
  'No\u00a0Break Label',
  'Cafe\u0301 Tag',
  '<Bold> & Plus+ Tag',
  'बुने हुए लेबल',
  '🏷️ Gift Tags 🎁',
  // 120 characters, 360 bytes once UTF-8: the original kept it whole, this site a head and a hash.
  'हस्तनिर्मित लेबल '.repeat(8).slice(0, 120).trim(),
];

beforeAll(async () => {
  site = await startStaffSite();
  await site.waitForState('live', 240_000);
  for (const name of NAMES) expect((await site.api('POST', '/api/products/', productNamed(name))).status, name).toBe(201);
  const created = await site.api('POST', '/api/products/', productNamed(RENAMED[0]));
  expect(created.status).toBe(201);
  renamedId = created.body.data._id;
  await site.waitForState('live', 240_000);
}, 400_000);

afterAll(async () => {
  await site?.stop();
});

describe('original-form product links', () => {
  it('some names are slugged differently now (the cases this is about)', () => {
    const moved = NAMES.filter((name) => originalProductPath(name) !== productPath(name));
    expect(moved).toHaveLength(10);
  });

  it.each(NAMES.flatMap((name) => [['/products/', name] as const, ['/product/', name] as const]))(
    '%s + the original form of %j reaches its page',
    async (prefix, name) => {
      const original = originalProductPath(name)!.replace('/products/', prefix);
      const moved = originalProductPath(name) !== productPath(name);

      const first = await fetch(new URL(original, site.url), { redirect: 'manual' });
      if (moved) {
        // One permanent move, straight to the page as the site's links spell it.
        expect(first.status, original).toBe(301);
        expect(new URL(first.headers.get('location')!, site.url).pathname).toBe(productPagePath(name));
      } else {
        // The page itself, or /product/{name} → /products/{name} (netlify.toml).
        expect(first.status, original).toBe(prefix === '/products/' ? 200 : 301);
      }

      const final = await fetch(new URL(original, site.url));
      expect(final.status, original).toBe(200);
      expect(decodeURIComponent(new URL(final.url).pathname).replace(/\/$/, '')).toBe(decodeURIComponent(productPath(name)));
      expect(productHeading(await final.text())).toBe(name);
    },
  );

  it('an unknown address in the original form is still the Product not found page, 404', async () => {
    for (const unknown of ['/products/no%2Fsuch-tag', '/products/no%3Fsuch-tag', '/products/.no-such-tag']) {
      const response = await fetch(new URL(unknown, site.url));
      expect(response.status, unknown).toBe(404);
      expect(await response.text()).toContain('Product not found');
    }
  });

  it('the sitemap lists each product at its current address only', async () => {
    const sitemap = await (await fetch(new URL('/sitemap.xml', site.url))).text();
    const productLocs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)]
      .map(([, loc]) => new URL(decodeHtml(loc)).pathname)
      .filter((pathname) => pathname.startsWith('/products/') && pathname !== '/products/');
    expect(productLocs.sort()).toEqual([...NAMES, RENAMED[0]].map(productPagePath).sort());
  });
});

describe('a renamed product', () => {
  beforeAll(async () => {
    for (const name of RENAMED.slice(1)) {
      const { version } = (await site.api('GET', `/api/products/${renamedId}`)).body;
      const renamed = await site.api('PUT', `/api/products/${renamedId}`, productNamed(name), { 'if-match': String(version) });
      expect(renamed.status).toBe(200);
      await site.waitForState('live', 240_000);
    }
    expect((await site.api('GET', `/api/products/${renamedId}`)).body.formerNames).toEqual(RENAMED.slice(0, 2));
    // The middle name is free again: another product takes it.
    expect((await site.api('POST', '/api/products/', productNamed(RENAMED[1]))).status).toBe(201);
    await site.waitForState('live', 240_000);
  }, 600_000);

  it.each(['/products/', '/product/'])('%s + its first name answers one 301 straight to its current page', async (prefix) => {
    const old = productPath(RENAMED[0]).replace('/products/', prefix);
    const first = await fetch(new URL(old, site.url), { redirect: 'manual' });
    expect(first.status).toBe(301);
    expect(new URL(first.headers.get('location')!, site.url).pathname).toBe(productPagePath(RENAMED[2]));
    const final = await fetch(new URL(old, site.url));
    expect(productHeading(await final.text())).toBe(RENAMED[2]);
  });

  it('the name it gave up is another product’s page now, not a move', async () => {
    const middle = await fetch(new URL(productPagePath(RENAMED[1]), site.url), { redirect: 'manual' });
    expect(middle.status).toBe(200);
    expect(productHeading(await middle.text())).toBe(RENAMED[1]);
  });

  it('the sitemap lists the current names only', async () => {
    const sitemap = await (await fetch(new URL('/sitemap.xml', site.url))).text();
    expect(sitemap).toContain(productPath(RENAMED[2]));
    expect(sitemap).toContain(productPath(RENAMED[1]));
    expect(sitemap).not.toContain(productPath(RENAMED[0]));
  });
});
