/** The build's check of what it publishes: each problem names its record and says why. */
import { DEFAULT_SETTINGS } from '../../src/lib/settings.ts';
import { describe, expect, it } from 'vitest';
import { checkSiteRecords, describeProblems } from '../../src/integrations/site-checks.ts';
import type { SiteData } from '../../src/lib/server/site/site-data.ts';
import type { Blog, Product, Testimonial } from '../../src/lib/schemas/content.ts';

const dateAdded = '2026-11-20T10:00:00.000Z';
const product = (over: Record<string, unknown> = {}) =>
  ({
    _id: 'p1',
    dateAdded,
    name: 'Woven Label',
    description: '',
    category: 'woven and printed labels',
    price: 4.5,
    images: [],
    shortDescription: 'Soft',
    longDescription: 'A soft woven label.',
    popular: false,
    status: 'Active',
    ...over,
  }) as unknown as Product;
const blog = (over: Record<string, unknown> = {}) =>
  ({
    _id: 'b1',
    dateAdded,
    slug: 'hello',
    title: 'Hello',
    author: 'Admin',
    status: 'Published',
    content: 'Hi',
    tags: [],
    coverImage: '',
    ...over,
  }) as unknown as Blog;
const testimonial = (over: Record<string, unknown> = {}) =>
  ({ _id: 't1', dateAdded, name: 'Asha', company: '', message: 'Good', star: 5, avatar: '', ...over }) as unknown as Testimonial;
const data = (over: Partial<SiteData>): SiteData => ({
  products: [],
  blogs: [],
  testimonials: [],
  settings: DEFAULT_SETTINGS,
  categories: [],
  ...over,
});

describe('checkSiteRecords', () => {
  it('finds nothing wrong with publishable records, whatever their names', () => {
    const names = ['A4/A5 Swing Tags', '..', 'Tags? #1 100%', 'बुने हुए लेबल', '🏷️ Gift', 'क'.repeat(120)];
    const products = names.map((name, index) => product({ _id: `p${index}`, name }));
    expect(checkSiteRecords(data({ products, blogs: [blog()], testimonials: [testimonial()] }))).toEqual([]);
  });

  it.each([
    [
      'a product without a name',
      data({ products: [product({ name: '  ' })] }),
      'Product (products/p1) cannot be published: it has no name.',
    ],
    [
      'a product whose price and images are wrong',
      data({ products: [product({ price: '12', images: 'a.png' })] }),
      "Product 'Woven Label' (products/p1) cannot be published: its price is not a number, its images are not a list of image addresses.",
    ],
    [
      'a product whose short description is not text',
      data({ products: [product({ shortDescription: 5 })] }),
      "Product 'Woven Label' (products/p1) cannot be published: its short description is not text.",
    ],
    [
      'two products with one address',
      data({ products: [product({ _id: 'p2', name: 'Hang Tag' }), product({ name: 'hang-tag' })] }),
      "Product 'Hang Tag' (products/p2) and Product 'hang-tag' (products/p1) would have the same address /products/hang-tag. Rename one of them.",
    ],
    [
      'a post without a title',
      data({ blogs: [blog({ title: null })] }),
      'Blog post (blogs/b1) cannot be published: it has no title.',
    ],
    [
      'a post whose address is not one path segment',
      data({ blogs: [blog({ slug: 'a/b' })] }),
      'Blog post \'Hello\' (blogs/b1) cannot be published: its address "a/b" is not one safe path segment.',
    ],
    [
      'a post whose address does not fit a file name',
      data({ blogs: [blog({ slug: 'क'.repeat(100) })] }),
      "Blog post 'Hello' (blogs/b1) cannot be published: its address is 300 bytes long; a page address may have at most 255.",
    ],
    [
      'two posts with one address',
      data({ blogs: [blog({ _id: 'b2', title: 'Hello again' }), blog()] }),
      "Blog post 'Hello again' (blogs/b2) and Blog post 'Hello' (blogs/b1) would have the same address /blog/hello. Rename one of them.",
    ],
    [
      'a testimonial whose message is not text',
      data({ testimonials: [testimonial({ message: ['Good'] })] }),
      "Testimonial 'Asha' (testimonials/t1) cannot be published: its message is not text.",
    ],
  ])('%s', (_case, records, problem) => {
    expect(checkSiteRecords(records)).toEqual([problem]);
  });
});

describe('describeProblems', () => {
  it('lists up to five problems, one a line, then how many more', () => {
    const problems = Array.from({ length: 7 }, (_, index) => `Problem ${index + 1}.`);
    expect(describeProblems(problems)).toBe(
      ['Problem 1.', 'Problem 2.', 'Problem 3.', 'Problem 4.', 'Problem 5.', '…and 2 more.'].join('\n'),
    );
    expect(describeProblems([])).toBe('');
  });
});
