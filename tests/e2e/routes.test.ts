/**
 * The route table in a real browser and over HTTP (docs/product.md 2.1, departure 7): every public page
 * answers 200 with a heading, /product/{name} moves to /products/{name}, unknown products and posts are
 * 404 pages, any other unknown path ends on /, and sitemap.xml and robots.txt say what is public.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { productPath, toBlogSlug } from '../../src/lib/slugs.ts';
import { callApi, useBrowserSite } from './helpers/browser.ts';

const site = useBrowserSite();
/** Each test drives a browser against a real build; a busy machine makes that slow, never wrong. */
const BROWSER_TEST_TIMEOUT = 90_000;

let product: { name: string };
let products: { name: string }[];
let blogs: { slug: string; title: string }[];

beforeAll(async () => {
  products = (await callApi<{ name: string }[]>(site, '/api/products?limit=1000')).body;
  blogs = (await callApi<{ blogs: { slug: string; title: string }[] }>(site, '/api/blogs')).body.blogs;
  expect(products.length).toBeGreaterThan(0);
  expect(blogs.length).toBeGreaterThan(0);
  product = products[0];
});

const blogPath = (blog: { slug: string; title: string }) => `/blog/${encodeURIComponent(toBlogSlug(blog))}`;

describe('public routes', { timeout: BROWSER_TEST_TIMEOUT }, () => {
  it.each(['/', '/products', '/about', '/blog', '/contact', '/quote', '/signin', '/forgot-password', '/reset-password'])(
    '%s answers 200 with a heading',
    async (pathname) => {
      const page = await site.newPage();
      const response = await page.goto(pathname);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname.replace(/\/$/, '') || '/').toBe(pathname);
      expect(await page.locator('h1').count()).toBeGreaterThanOrEqual(1);
      expect((await page.locator('h1').first().innerText()).trim()).not.toBe('');
    },
  );

  it('a product page answers 200 and names the product', async () => {
    const page = await site.newPage();
    const response = await page.goto(productPath(product.name));
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').count()).toBeGreaterThanOrEqual(1);
    expect(await page.locator('main').innerText()).toContain(product.name);
  });

  it('a blog post answers 200 and names the post', async () => {
    const page = await site.newPage();
    const response = await page.goto(blogPath(blogs[0]));
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').count()).toBeGreaterThanOrEqual(1);
    expect(await page.locator('main').innerText()).toContain(blogs[0].title);
  });

  it('sends /product/{name} to /products/{name}', async () => {
    const slugPath = productPath(product.name).replace('/products/', '/product/');
    const response = await fetch(new URL(slugPath, site.url), { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location') ?? '', site.url).pathname).toBe(productPath(product.name));

    const page = await site.newPage();
    const landed = await page.goto(slugPath);
    expect(landed?.status()).toBe(200);
    expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe(productPath(product.name));
  });

  it("answers an unknown product with 404 and 'Product not found', and a way back", async () => {
    const page = await site.newPage();
    const response = await page.goto('/products/no-such-product-anywhere');
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Product not found');
    expect(await page.getByRole('link', { name: 'Browse all products' }).getAttribute('href')).toBe('/products');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  });

  it("answers an unknown post with 404 and 'Blog not found', and a way back", async () => {
    const page = await site.newPage();
    const response = await page.goto('/blog/no-such-post-anywhere');
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Blog not found');
    expect(await page.getByRole('link', { name: 'Back to Blogs' }).getAttribute('href')).toBe('/blog');
  });

  it('sends any other unknown path to /', async () => {
    for (const pathname of ['/some/unknown', '/nothing-here']) {
      const page = await site.newPage();
      // A 404 for crawlers that moves the visitor on to / at once.
      const response = await page.goto(pathname);
      expect(response?.status()).toBe(404);
      await page.waitForURL((url) => url.pathname === '/');
      expect(await page.locator('h1').first().textContent()).toBeTruthy();
    }
  });
});

describe('for search engines', { timeout: BROWSER_TEST_TIMEOUT }, () => {
  it('lists every public page, product and post in sitemap.xml, with absolute addresses', async () => {
    const response = await fetch(new URL('/sitemap.xml', site.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('xml');
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1].replace(/&amp;/g, '&'));
    for (const loc of locs) expect(loc).toMatch(/^https?:\/\/[^/]+\//);
    const paths = new Set(locs.map((loc) => new URL(loc).pathname.replace(/(.)\/$/, '$1')));
    const pages = ['/', '/products', '/about', '/blog', '/contact', '/quote', '/privacy'];
    for (const pathname of pages) expect(paths).toContain(pathname);
    for (const each of products) expect(paths).toContain(productPath(each.name));
    for (const blog of blogs) expect(paths).toContain(blogPath(blog));
    // Nothing private or personal: sign-in, the back office, My orders.
    expect([...paths].filter((pathname) => /signin|admin|not-found|orders/.test(pathname))).toEqual([]);
    expect(paths.size).toBe(pages.length + products.length + blogs.length);
  });

  it('allows crawling in robots.txt except the admin, and names the sitemap', async () => {
    const response = await fetch(new URL('/robots.txt', site.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const lines = (await response.text()).split('\n').map((line) => line.trim());
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).not.toContain('Disallow: /signin');
    const sitemap = lines.find((line) => line.startsWith('Sitemap: '));
    expect(new URL(sitemap!.slice('Sitemap: '.length)).pathname).toBe('/sitemap.xml');
  });
});
