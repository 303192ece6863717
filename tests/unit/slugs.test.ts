/** Product and blog slugs (docs/product.md 2.1 and 2.10). */
import { describe, expect, it } from 'vitest';
import { productPath, toBlogSlug, toProductSlug } from '../../src/lib/slugs.ts';

describe('toProductSlug: name lower-cased, spaces to hyphens', () => {
  it.each([
    ['Woven Label', 'woven-label'],
    ['Custom Jewellery Tag 2', 'custom-jewellery-tag-2'],
    ['PU & Leather Patch', 'pu-&-leather-patch'],
    ['single', 'single'],
  ])('%j → %j', (name, slug) => {
    expect(toProductSlug(name)).toBe(slug);
  });

  it('names differing only in case or spaces-vs-hyphens share a slug (so they must be unique together)', () => {
    expect(toProductSlug('Hang Tag')).toBe(toProductSlug('hang-tag'));
    expect(toProductSlug('HANG TAG')).toBe(toProductSlug('hang tag'));
  });
});

describe('productPath: the slug URL-encoded under /products/', () => {
  it.each([
    ['Woven Label', '/products/woven-label'],
    ['PU & Leather Patch', '/products/pu-%26-leather-patch'],
    ['Tag/Label 50%', '/products/tag%2Flabel-50%25'],
  ])('%j → %j', (name, path) => {
    expect(productPath(name)).toBe(path);
    expect(decodeURIComponent(path.slice('/products/'.length))).toBe(toProductSlug(name));
  });
});

describe("toBlogSlug: the blog's slug, else the title lower-cased, other characters removed, spaces to hyphens", () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['Woven Labels: 5 Tips!', 'woven-labels-5-tips'],
    ['  Leading and trailing  ', 'leading-and-trailing'],
    ['Already-hyphenated title', 'already-hyphenated-title'],
    ['Why PU & Leather?', 'why-pu-leather'],
    ['Café Étiquettes', 'café-étiquettes'],
    ['2024 in review', '2024-in-review'],
    ['Tabs\tand\nnew lines', 'tabs-and-new-lines'],
    ['under_score', 'underscore'],
  ])('title %j → %j', (title, slug) => {
    expect(toBlogSlug({ title })).toBe(slug);
  });

  it("uses the blog's own slug when it has one", () => {
    expect(toBlogSlug({ title: 'Hello World', slug: 'custom-slug' })).toBe('custom-slug');
  });

  it.each([[null], [''], [undefined]])('falls back to the title when the slug is %j', (slug) => {
    expect(toBlogSlug({ title: 'Hello World', slug })).toBe('hello-world');
  });

  it('a slug contains only lower-case letters, digits and hyphens', () => {
    for (const title of ['A title: with "quotes" & <tags>!', 'Über Größe', '100% Cotton / Silk']) {
      expect(toBlogSlug({ title })).toMatch(/^[\p{Ll}\p{N}-]+$/u);
    }
  });
});
