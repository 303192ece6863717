/** Product and blog slugs (docs/product.md 2.1 and 2.10). */
import { describe, expect, it } from 'vitest';
import { demoProducts } from '../../scripts/demo/demo-content.ts';
import { productPath, toBlogSlug, toProductSlug, toRequestedBlogSlug } from '../../src/lib/slugs.ts';

describe('toProductSlug: name lower-cased, spaces to hyphens', () => {
  it.each([
    ['Woven Label', 'woven-label'],
    ['Custom Jewellery Tag 2', 'custom-jewellery-tag-2'],
    ['PU & Leather Patch', 'pu-&-leather-patch'],
    ['single', 'single'],
    ['Size 2.5 Label', 'size-2.5-label'],
    ['"Royal" Label', '"royal"-label'],
    ["Maker's Tag", "maker's-tag"],
  ])('%j → %j', (name, slug) => {
    expect(toProductSlug(name)).toBe(slug);
  });

  it('names differing only in case or spaces-vs-hyphens share a slug (so they must be unique together)', () => {
    expect(toProductSlug('Hang Tag')).toBe(toProductSlug('hang-tag'));
    expect(toProductSlug('HANG TAG')).toBe(toProductSlug('hang tag'));
  });

  it('keeps the slug of every demo product (their addresses do not change)', () => {
    const spec = (name: string) => name.toLowerCase().replace(/ /g, '-');
    for (const { name } of demoProducts(1000)) expect(toProductSlug(name)).toBe(spec(name));
  });
});

describe('toProductSlug: always one safe path segment', () => {
  it.each([
    ['A4/A5 Swing Tags', 'a4-a5-swing-tags'],
    ['Back\\Slash Tag', 'back-slash-tag'],
    ['Tags? Ask Us', 'tags--ask-us'],
    ['Label #7', 'label--7'],
    ['100% Cotton', '100--cotton'],
    ['Tab\tand\nnew line', 'tab-and-new-line'],
    ['No\u00a0break', 'no-break'],
    ['Nul\u0000and\u007fdel', 'nul-and-del'],
    ['Lone \ud800 surrogate', 'lone---surrogate'],
  ])('characters that end, split or escape a segment become hyphens: %j → %j', (name, slug) => {
    expect(toProductSlug(name)).toBe(slug);
  });

  it.each([
    ['..', '-.'],
    ['.NET Badge', '-net-badge'],
    ['...', '-..'],
  ])('a leading dot becomes a hyphen (no "." or ".." segment, no hidden file): %j → %j', (name, slug) => {
    expect(toProductSlug(name)).toBe(slug);
  });

  it.each([
    ['बुने हुए लेबल', 'बुने-हुए-लेबल'],
    ['🏷️ Gift Tags 🎁', '🏷️-gift-tags-🎁'],
    ['Étiquette Tissée', 'étiquette-tissée'],
  ])('letters, marks and emoji of any script stay readable: %j → %j', (name, slug) => {
    expect(toProductSlug(name)).toBe(slug);
  });

  it('is NFC, as Astro writes the page folder: composed and decomposed spellings share one slug', () => {
    expect(toProductSlug('Cafe\u0301 Tag')).toBe(toProductSlug('Caf\u00e9 Tag'));
    expect(toProductSlug('Cafe\u0301 Tag')).toBe('caf\u00e9-tag');
  });

  it('fits a file name: past 200 bytes, a readable head and a hash of the whole, stable and distinct', () => {
    const long = 'हस्तनिर्मित लेबल '.repeat(8).slice(0, 120).trim();
    const slug = toProductSlug(long);
    expect(new TextEncoder().encode(slug).byteLength).toBeLessThanOrEqual(200);
    expect(slug).toMatch(/^हस्तनिर्मित-लेबल-.*-[0-9a-f]{8}$/u);
    expect(toProductSlug(long)).toBe(slug);
    expect(toProductSlug(`${long.slice(0, -1)}क`)).not.toBe(slug);
    expect(toProductSlug('a'.repeat(120))).toBe('a'.repeat(120));
  });

  it.each(['A4/A5 Swing Tags', 'Tags? #1 100%', '..', '.', '.hidden', 'x\ud800', 'बुने हुए लेबल', '🏷️ Gift', 'क'.repeat(120)])(
    '%j: one non-empty segment that is not "." or "..", no dot first, at most 200 bytes',
    (name) => {
      const slug = toProductSlug(name);
      expect(slug).not.toMatch(/[/\\?#%\p{Cc}\p{Cs}]/u);
      expect(slug).not.toMatch(/^\./);
      expect(slug.length).toBeGreaterThan(0);
      expect(new TextEncoder().encode(slug).byteLength).toBeLessThanOrEqual(200);
      expect(new URL(productPath(name), 'https://example.com').pathname).toBe(productPath(name));
    },
  );
});

describe('productPath: the slug URL-encoded under /products/', () => {
  it.each([
    ['Woven Label', '/products/woven-label'],
    ['PU & Leather Patch', '/products/pu-%26-leather-patch'],
    ['Tag/Label 50%', '/products/tag-label-50-'],
    ['बुने हुए', '/products/%E0%A4%AC%E0%A5%81%E0%A4%A8%E0%A5%87-%E0%A4%B9%E0%A5%81%E0%A4%8F'],
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

  it('a slug contains only letters (lower-case where the script has case), marks, digits and hyphens', () => {
    for (const title of ['A title: with "quotes" & <tags>!', 'Über Größe', '100% Cotton / Silk', 'हिंदी में लेबल?']) {
      expect(toBlogSlug({ title })).toMatch(/^[\p{Ll}\p{Lo}\p{Lm}\p{M}\p{N}-]+$/u);
    }
  });

  it.each([
    ['हिंदी में लेबल गाइड', 'हिंदी-में-लेबल-गाइड'],
    ['बुने हुए लेबल: 5 सुझाव', 'बुने-हुए-लेबल-5-सुझाव'],
    ['Cafe\u0301 Tags', 'caf\u00e9-tags'],
  ])('keeps the vowel signs and accents that belong to a letter, in NFC: %j → %j', (title, slug) => {
    expect(toBlogSlug({ title })).toBe(slug);
  });

  it('fits a file name: a 200-character Devanagari title gives at most 200 bytes, a readable head and a hash', () => {
    const title = 'हस्तनिर्मित लेबल '.repeat(12).slice(0, 200).trim();
    const slug = toBlogSlug({ title });
    expect(new TextEncoder().encode(slug).byteLength).toBeLessThanOrEqual(200);
    expect(slug).toMatch(/^हस्तनिर्मित-लेबल-.*-[0-9a-f]{8}$/u);
    expect(toRequestedBlogSlug('é'.repeat(200))).toMatch(/^é+-[0-9a-f]{8}$/u);
    expect(new TextEncoder().encode(toRequestedBlogSlug('é'.repeat(200))).byteLength).toBeLessThanOrEqual(200);
    expect(toRequestedBlogSlug('my-own-slug')).toBe('my-own-slug');
  });
});
