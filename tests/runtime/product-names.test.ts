/**
 * Any name the API accepts publishes, and its page answers at every link the site
 * makes for it (catalogue card, /products.json, sitemap, canonical link, /product/{name} redirect).
 * A build that cannot publish names the record and the reason in GET /api/site-status.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBlobs } from '../../scripts/runtime/local-blobs.ts';
import { STORE_NAMES, newId, openStore } from '../../src/lib/server/store/index.ts';
import { blogPath } from '../../src/components/blog/blog-view.ts';
import { productPath } from '../../src/lib/slugs.ts';
import { decodeHtml, productHeading, productNamed } from '../helpers/awkward-names.ts';
import { type StaffSite, startStaffSite } from '../helpers/staff-site.ts';

let site: StaffSite;

const AWKWARD_NAMES = [
  'A4/A5 Swing Tags',
  'Tags? Ask Us',
  'Label #7',
  '100% Cotton Label',
  '..',
  '.NET Conference Badge',
  'Size 2.5 Woven Label',
  '"Royal" Satin Label',
  "Maker's Mark Tag",
  'Back\\Slash Sticker',
  '<Bold> & Plus+ Tag',
  'बुने हुए लेबल',
  '🏷️ Gift Tags 🎁',
  // 120 characters (the most the API takes), 360 bytes once UTF-8: more than a file name may hold.
  'हस्तनिर्मित लेबल '.repeat(8).slice(0, 120).trim(),
];

/**
 * The product page at `href` answers 200 and shows `name` as its heading; its canonical link is the
 * address every link of the site spells (productPath, as a folder).
 */
async function expectProductPage(href: string, name: string) {
  const response = await fetch(new URL(href, site.url));
  expect(response.status, `${name} at ${href}`).toBe(200);
  const html = await response.text();
  expect(productHeading(html), href).toBe(name);
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? '';
  expect(new URL(decodeHtml(canonical)).pathname, name).toBe(`${productPath(name)}/`);
}

// These builds publish many awkward names or fail on purpose: more time than the helper's default.
const waitForState = (wanted: 'live' | 'failed') => site.waitForState(wanted, 240_000);

beforeAll(async () => {
  site = await startStaffSite();
  await waitForState('live');
}, 300_000);

afterAll(async () => {
  await site?.stop();
});

describe('products with awkward names', () => {
  it('publishes every name the API accepts, reachable by every link the site makes for it', async () => {
    for (const name of AWKWARD_NAMES)
      expect((await site.api('POST', '/api/products/', productNamed(name))).status, name).toBe(201);
    await waitForState('live');

    // /products.json: the list the catalogue island links from (via productPath).
    const cards = (await (await fetch(new URL('/products.json', site.url))).json()) as { name: string }[];
    expect(cards.map((card) => card.name).sort()).toEqual([...AWKWARD_NAMES].sort());
    for (const { name } of cards) await expectProductPage(productPath(name), name);

    // The catalogue page's first cards, as built into its HTML.
    const catalogue = await (await fetch(new URL('/products', site.url))).text();
    const cardLinks = [...catalogue.matchAll(/<a class="card__link" href="([^"]*)"[^>]*>([^<]*)<\/a>/g)];
    expect(cardLinks.length).toBeGreaterThan(5);
    for (const [, href, text] of cardLinks) {
      expect(decodeHtml(href)).toBe(productPath(decodeHtml(text)));
      await expectProductPage(decodeHtml(href), decodeHtml(text));
    }

    // The sitemap holds every product's address.
    const sitemap = await (await fetch(new URL('/sitemap.xml', site.url))).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => decodeHtml(loc));
    for (const name of AWKWARD_NAMES) {
      const loc = locs.find((each) => new URL(each).pathname === `${productPath(name)}/`);
      expect(loc, name).toBeDefined();
      await expectProductPage(new URL(loc!).pathname, name);
    }

    // /product/{name} (docs/product.md's other reading) sends each one to its page (Netlify's redirect engine
    // spells the target its own way: '&' and '+' come back unencoded).
    for (const name of AWKWARD_NAMES) {
      const old = await fetch(new URL(productPath(name).replace('/products/', '/product/'), site.url), { redirect: 'manual' });
      expect(old.status, name).toBe(301);
      const target = new URL(old.headers.get('location')!, site.url).pathname;
      expect(decodeURIComponent(target)).toBe(decodeURIComponent(productPath(name)));
      await expectProductPage(target, name);
    }
  }, 400_000);
});

describe('posts with awkward titles', () => {
  const TITLES = [
    'हिंदी में लेबल गाइड',
    'A/B Tags? #1 at 100%',
    '..',
    '"Quoted" & <marked> 🏷️',
    // 200 characters (the most the API takes), about 580 bytes once UTF-8.
    'हस्तनिर्मित लेबल '.repeat(12).slice(0, 200).trim(),
  ];

  it('publishes every title the API accepts at the address the site links to', async () => {
    const posts: { title: string; slug: string }[] = [];
    for (const title of TITLES) {
      const created = await site.api('POST', '/api/blogs/', { title, content: 'A post whose title is awkward in an address.' });
      expect(created.status, title).toBe(201);
      posts.push(created.body.data);
    }
    await waitForState('live');
    for (const post of posts) {
      const response = await fetch(new URL(blogPath(post), site.url));
      expect(response.status, post.title).toBe(200);
      expect(decodeHtml(/<h1[^>]*>([^<]*)<\/h1>/.exec(await response.text())?.[1] ?? '')).toBe(post.title);
    }
  }, 400_000);
});

describe('a build that cannot publish', () => {
  /** Writes records straight into the runtime's store, as an import or an old version might have. */
  async function withStore<T>(act: (products: ReturnType<typeof openStore>) => Promise<T>): Promise<T> {
    const blobs = await startLocalBlobs(path.join(site.dataDir, 'blobs'));
    try {
      return await act(openStore(STORE_NAMES.products));
    } finally {
      await blobs.stop();
    }
  }
  const stored = (name: unknown, extra: Record<string, unknown> = {}) => {
    const _id = newId();
    return { _id, dateAdded: new Date().toISOString(), ...productNamed('x'), name, popular: false, description: '', ...extra };
  };

  it('names the unreadable record, keeps the last good site, and recovers once it is gone', async () => {
    const key = newId();
    await withStore((products) => products.set(key, '{ not json'));
    expect((await site.api('POST', '/api/products/', productNamed(`Blocked Tag ${Date.now()}`))).status).toBe(201);

    const failed = await waitForState('failed');
    expect(failed.message).toBe('The last update of the public site failed; the previous version is still live.');
    expect(failed.error).toBe(`Product (products/${key}) cannot be read: what is stored is not a JSON object. Fix or delete it.`);
    expect((await fetch(new URL(productPath(AWKWARD_NAMES[0]), site.url))).status).toBe(200);

    await withStore((products) => products.delete(key));
    expect((await site.api('POST', '/api/products/', productNamed(`Unblocked Tag ${Date.now()}`))).status).toBe(201);
    expect((await waitForState('live')).error).toBeUndefined();
  }, 400_000);

  it('names each record it cannot publish and why: no name, a price that is not a number, two with one address', async () => {
    const nameless = stored(undefined);
    const priceless = stored('Priceless Tag', { price: 'ask us' });
    const twins = [stored('Twin/Tag'), stored('Twin-Tag')];
    await withStore(async (products) => {
      for (const record of [nameless, priceless, ...twins]) await products.setJSON(record._id, record);
    });
    // A product saved meanwhile is stored (the nameless record once made every product save a 500) and rebuilds.
    const meanwhile = await site.api('POST', '/api/products/', productNamed(`Meanwhile Tag ${Date.now()}`));
    expect(meanwhile.status).toBe(201);

    const { error } = await waitForState('failed');
    expect(error.split('\n').sort()).toEqual(
      [
        `Product (products/${nameless._id}) cannot be published: it has no name.`,
        `Product 'Priceless Tag' (products/${priceless._id}) cannot be published: its price is not a number.`,
        // Newest first, as every list.
        `Product 'Twin-Tag' (products/${twins[1]._id}) and Product 'Twin/Tag' (products/${twins[0]._id}) would have the same address /products/twin-tag. Rename one of them.`,
      ].sort(),
    );

    await withStore(async (products) => {
      for (const record of [nameless, priceless, twins[1]]) await products.delete(record._id);
    });
    expect((await site.api('POST', '/api/products/', productNamed(`Unblocked Tag ${Date.now()}`))).status).toBe(201);
    await waitForState('live');
    expect((await fetch(new URL(productPath('Twin/Tag'), site.url))).status).toBe(200);
  }, 400_000);
});
