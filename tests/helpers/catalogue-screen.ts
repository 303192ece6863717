/**
 * What the browser tests of the catalogue and a product's page share: the cards, results line and pager, a
 * product page's Send Quote, the catalogue opened and ready, and the demo products with docs/product.md 2.5's
 * search rule written out plainly, so expected results come from GET /api/products, independently of
 * src/lib/catalogue.ts.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEFAULT_CATEGORIES, labelOf } from '../../src/lib/categories.ts';
import type { Product } from '../../src/lib/schemas/content.ts';
import { type BrowserSite, callApi } from '../e2e/helpers/browser.ts';

export const cards = (page: Page) => page.locator('[data-product-card]');
export const cardNames = (page: Page) => page.locator('[data-product-card] .card__title').allInnerTexts();
export const results = (page: Page) => page.locator('.catalogue__results');
export const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });
/** A product page's Send Quote button. */
export const sendQuote = (page: Page) => page.getByRole('button', { name: 'Send Quote' });

/**
 * The catalogue at `path` in `page`, reached for (the pointer over its search box hydrates the island) and with
 * the whole list loaded (the island sets data-ready).
 */
export async function catalogueAt(page: Page, path = '/products'): Promise<Page> {
  await page.goto(path);
  await page.getByRole('searchbox', { name: 'Search products' }).hover();
  await page.locator('.catalogue[data-ready]').waitFor();
  return page;
}

/** Every product of the demo catalogue, in the catalogue's order. */
export async function demoProducts(site: BrowserSite): Promise<Product[]> {
  const { body } = await callApi<Product[]>(site, '/api/products?limit=1000');
  // The demo catalogue must be big enough to page and varied enough to filter.
  expect(body.length).toBeGreaterThan(20);
  return body;
}

/** Two demo products a product page's tests open: a popular one with a picture, and one not popular. */
export async function popularAndPlain(site: BrowserSite): Promise<{ popular: Product; plain: Product }> {
  const { body } = await callApi<Product[]>(site, '/api/products?limit=1000');
  const popular = body.find((product) => product.popular && product.images.length > 0)!;
  const plain = body.find((product) => !product.popular)!;
  expect(popular).toBeDefined();
  expect(plain).toBeDefined();
  return { popular, plain };
}

/** The search rule of docs/product.md 2.5, written out plainly: every word in name, descriptions or category label. */
export function productsMatching(products: Product[], search: string, category?: string): Product[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return products.filter((product) => {
    if (category && product.category !== category) return false;
    const text =
      `${product.name} ${product.description} ${product.shortDescription} ${labelOf(product.category, DEFAULT_CATEGORIES)}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
