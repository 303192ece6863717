/**
 * The demo content must pass the same schemas as real admin input, stay unique by product slug, and
 * keep the artwork small (few distinct images, each a small WEBP).
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORIES } from '../../src/lib/categories.ts';

const CATEGORY_IDS = DEFAULT_CATEGORIES.map((category) => category.id);
import { blogSchema, productSchema, testimonialSchema } from '../../src/lib/schemas/content.ts';
import { toBlogSlug, toProductSlug } from '../../src/lib/slugs.ts';
import { ART_KINDS, artKey, categoryArt, renderArt, renderCover } from '../../scripts/demo/art.ts';
import { demoBlogs, demoProducts, demoTestimonials } from '../../scripts/demo/demo-content.ts';

const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString('ascii') === 'RIFF' && bytes.subarray(8, 12).toString('ascii') === 'WEBP';

describe.each([40, 1000])('demoProducts(%i)', (count) => {
  const products = demoProducts(count);

  it('returns exactly the count asked for, deterministically', () => {
    expect(products).toHaveLength(count);
    expect(demoProducts(count)).toEqual(products);
  });

  it('passes productSchema', () => {
    for (const { art: _art, ...product } of products) {
      const result = v.safeParse(productSchema, { ...product, images: [] });
      expect(result.success, `${product.name}: ${JSON.stringify(result.issues?.map((i) => i.message))}`).toBe(true);
    }
  });

  it('has unique names, also by product slug', () => {
    const names = products.map((p) => p.name.toLowerCase());
    expect(new Set(names).size).toBe(count);
    expect(new Set(products.map((p) => toProductSlug(p.name))).size).toBe(count);
  });

  it('draws each category with its own kind and at most 3 artworks', () => {
    const perCategory = new Map<string, Set<string>>();
    for (const p of products) {
      expect(p.art.kind).toBe(categoryArt(p.category));
      perCategory.set(p.category, (perCategory.get(p.category) ?? new Set()).add(artKey(p.art)));
    }
    for (const keys of perCategory.values()) expect(keys.size).toBeLessThanOrEqual(3);
  });

  it('keeps popular and inactive products in a realistic share', () => {
    const popular = products.filter((p) => p.popular).length / count;
    const inactive = products.filter((p) => p.status === 'Inactive').length / count;
    expect(popular).toBeGreaterThan(0.05);
    expect(popular).toBeLessThan(0.3);
    expect(inactive).toBeGreaterThan(0.02);
    expect(inactive).toBeLessThan(0.2);
  });
});

describe('demoProducts coverage', () => {
  it('covers at least 24 categories in the first 40 products', () => {
    expect(new Set(demoProducts(40).map((p) => p.category)).size).toBeGreaterThanOrEqual(24);
  });

  it('keeps the hand-written products at the start of larger lists', () => {
    expect(demoProducts(1000).slice(0, 60)).toEqual(demoProducts(60));
  });

  it('has a drawing for every category', () => {
    for (const id of CATEGORY_IDS) expect(ART_KINDS).toContain(categoryArt(id));
  });
});

describe('demoBlogs', () => {
  it.each([8, 200])('%i posts pass blogSchema with unique titles and slugs', (count) => {
    const blogs = demoBlogs(count);
    expect(blogs).toHaveLength(count);
    for (const { cover: _cover, ...blog } of blogs) {
      const result = v.safeParse(blogSchema, blog);
      expect(result.success, `${blog.title}: ${JSON.stringify(result.issues?.map((i) => i.message))}`).toBe(true);
    }
    expect(new Set(blogs.map((b) => b.title)).size).toBe(count);
    expect(new Set(blogs.map((b) => toBlogSlug(b))).size).toBe(count);
  });

  it('writes plain-text articles of 3–6 paragraphs with a mix of statuses and covers', () => {
    const blogs = demoBlogs();
    expect(blogs).toHaveLength(8);
    for (const blog of blogs) {
      const paragraphs = blog.content.split('\n\n');
      expect(paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(paragraphs.length).toBeLessThanOrEqual(6);
      expect(blog.content).not.toMatch(/<[a-z]|\*\*|^#/im);
    }
    expect(blogs.filter((b) => b.status === 'Draft')).toHaveLength(1);
    expect(blogs.filter((b) => b.status === 'New')).toHaveLength(1);
    expect(blogs.filter((b) => b.cover === null).length).toBeGreaterThanOrEqual(1);
    expect(blogs.some((b) => /https:\/\/\S+/.test(b.content))).toBe(true);
  });
});

describe('demoTestimonials', () => {
  it('passes testimonialSchema', () => {
    const testimonials = demoTestimonials();
    expect(testimonials).toHaveLength(12);
    for (const t of testimonials) expect(v.safeParse(testimonialSchema, t).success, t.name).toBe(true);
    expect(testimonials.some((t) => t.company === '')).toBe(true);
  });
});

describe('artwork', () => {
  it('renders a small WEBP product picture', async () => {
    const bytes = await renderArt({ kind: 'woven-label', palette: 2, variant: 1 });
    expect(isWebp(bytes)).toBe(true);
    expect(bytes.length).toBeLessThan(60 * 1024);
  });

  it('renders every kind', async () => {
    const sizes = await Promise.all(
      ART_KINDS.map(async (kind) => (await renderArt({ kind, palette: 5, variant: 2 }, 200, 200)).length),
    );
    for (const size of sizes) expect(size).toBeGreaterThan(500);
  });

  it('renders a small WEBP blog cover', async () => {
    const bytes = await renderCover(7);
    expect(isWebp(bytes)).toBe(true);
    expect(bytes.length).toBeLessThan(60 * 1024);
  });

  it('builds file-name-safe keys', () => {
    expect(artKey({ kind: 'hang-tag', palette: 3, variant: 1 })).toBe('hang-tag-3-1');
    for (const kind of ART_KINDS) expect(artKey({ kind, palette: 7, variant: 2 })).toMatch(/^[a-z0-9-]+$/);
  });
});
