/**
 * Old product addresses (docs/product.md 2.1, the original rule) against current ones (toProductSlug),
 * and the `_redirects` file the build writes from them.
 */
import { parseAllRedirects } from '@netlify/redirect-parser';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  isWritableRulePath,
  originalAddressMoves,
  productAddressMoves,
  renamedAddressMoves,
  originalProductPath,
  productPagePath,
  redirectsFile,
} from '../../src/lib/product-redirects.ts';
import { formerNamesAfterRename } from '../../src/lib/product.ts';
import { productPath } from '../../src/lib/slugs.ts';

const LONG_HINDI = 'हस्तनिर्मित लेबल '.repeat(8).slice(0, 120).trim();

describe('originalProductPath: lower case, spaces to hyphens, encodeURIComponent', () => {
  it.each([
    // The original link and this site's address for the same name.
    ['A4/A5 Swing Tags', '/products/a4%2Fa5-swing-tags', '/products/a4-a5-swing-tags'],
    ['Back\\Slash Sticker', '/products/back%5Cslash-sticker', '/products/back-slash-sticker'],
    // '?' and '#' are encoded, so the original link is a whole path, not one cut at them.
    ['Tags? Ask Us', '/products/tags%3F-ask-us', '/products/tags--ask-us'],
    ['Label #7', '/products/label-%237', '/products/label--7'],
    ['100% Cotton Label', '/products/100%25-cotton-label', '/products/100--cotton-label'],
    ['.NET Conference Badge', '/products/.net-conference-badge', '/products/-net-conference-badge'],
    ['Tab\there', '/products/tab%09here', '/products/tab-here'],
    ['No\u00a0break', '/products/no%C2%A0break', '/products/no-break'],
    ['Cafe\u0301 Tag', '/products/cafe%CC%81-tag', '/products/caf%C3%A9-tag'],
  ])('%j: originally %s, now %s', (name, original, current) => {
    expect(originalProductPath(name)).toBe(original);
    expect(productPath(name)).toBe(current);
  });

  it.each([
    'Size 2.5 Woven Label',
    '"Royal" Satin Label',
    "Maker's Mark Tag",
    '<Bold> & Plus+ Tag',
    'बुने हुए लेबल',
    '🏷️ Gift Tags 🎁',
    'Étiquette Tissée',
  ])('%j: the same address as before', (name) => {
    expect(originalProductPath(name)).toBe(productPath(name));
    expect(originalAddressMoves([{ name }])).toEqual([]);
  });

  it('a name past 200 bytes kept its whole slug; now it is a head and a hash', () => {
    const original = originalProductPath(LONG_HINDI)!;
    expect(decodeURIComponent(original)).toBe(`/products/${LONG_HINDI.replace(/ /g, '-')}`);
    expect(productPath(LONG_HINDI)).not.toBe(original);
    expect(decodeURIComponent(productPath(LONG_HINDI))).toMatch(/-[0-9a-f]{8}$/);
  });

  it('made no link for a name it could not encode, and ".." was a link to the home page', () => {
    expect(originalProductPath('Lone \ud800 surrogate')).toBeNull();
    expect(originalAddressMoves([{ name: 'Lone \ud800 surrogate' }])).toEqual([]);
    // A browser resolves the dot segment before asking: no request ever names the product.
    expect(new URL(originalProductPath('..')!, 'https://example.com').pathname).toBe('/');
  });
});

describe('originalAddressMoves', () => {
  it('moves both readings of the original address (/products/ and /product/) to the page', () => {
    expect(originalAddressMoves([{ name: 'A4/A5 Swing Tags' }, { name: 'Woven Label' }])).toEqual([
      { from: '/products/a4%2Fa5-swing-tags', to: '/products/a4-a5-swing-tags/' },
      { from: '/product/a4%2Fa5-swing-tags', to: '/products/a4-a5-swing-tags/' },
    ]);
    expect(productPagePath('A4/A5 Swing Tags')).toBe('/products/a4-a5-swing-tags/');
  });
});

describe('productAddressMoves', () => {
  it('moves every former name’s address to the current page, and never a current page', () => {
    const moves = productAddressMoves([{ name: 'New Tag', formerNames: ['Old Tag', 'Middle Tag'] }, { name: 'Middle Tag' }]);
    expect(moves).toEqual([
      { from: '/products/old-tag', to: '/products/new-tag/' },
      { from: '/product/old-tag', to: '/products/new-tag/' },
      // /products/middle-tag is Middle Tag's page; the /product/ reading reaches it through netlify.toml.
      { from: '/product/middle-tag', to: '/products/new-tag/' },
    ]);
  });

  it('moves the original-rule spelling of a former name too', () => {
    const froms = renamedAddressMoves([{ name: 'Tags', formerNames: ['A4/A5 Tags'] }]).map(({ from }) => from);
    expect(froms).toEqual(['/products/a4-a5-tags', '/product/a4-a5-tags', '/products/a4%2Fa5-tags', '/product/a4%2Fa5-tags']);
  });
});

describe('formerNamesAfterRename', () => {
  it('adds the name left, drops one taken back, keeps one per address', () => {
    expect(formerNamesAfterRename({ name: 'B' }, 'C')).toEqual(['B']);
    expect(formerNamesAfterRename({ name: 'C', formerNames: ['A', 'B'] }, 'A')).toEqual(['B', 'C']);
    expect(formerNamesAfterRename({ name: 'b', formerNames: ['B', 'X'] }, 'Y')).toEqual(['X', 'b']);
  });
});

describe('redirectsFile', () => {
  /** The rules as Netlify's own parser reads the file. */
  async function parse(file: string) {
    const dir = await mkdtemp(path.join(tmpdir(), 'redirects-'));
    try {
      await writeFile(path.join(dir, '_redirects'), file);
      return await parseAllRedirects({ redirectsFiles: [path.join(dir, '_redirects')], configRedirects: [], minimal: false });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  it('writes one 301 per old address, encoded as the link spells it, that Netlify’s parser reads back whole', async () => {
    const names = [
      'A4/A5 Swing Tags',
      'Tags? Ask Us',
      'Label #7',
      '100% Cotton Label',
      '.NET Conference Badge',
      'Back\\Slash Sticker',
      'Tab\there',
      'No\u00a0break',
      'Cafe\u0301 Tag',
      LONG_HINDI,
      'Woven Label',
      '🏷️ Gift Tags 🎁',
    ];
    const moves = originalAddressMoves(names.map((name) => ({ name })));
    const { redirects, errors } = await parse(redirectsFile(moves));
    expect(errors).toEqual([]);
    const rules = redirects as { from: string; to: string; status: number; force: boolean }[];
    expect(rules.map(({ from, to, status, force }) => ({ from, to, status, force }))).toEqual(
      moves.map(({ from, to }) => ({ from, to, status: 301, force: false })),
    );
    // Ten names moved, each under both prefixes.
    expect(redirects).toHaveLength(20);
  });

  it('a name cannot add a rule of its own: line breaks, spaces and "!" stay inside the encoded path', async () => {
    const name = 'Evil\n/admin/*  /x  200!\r\n/* https://example.com 200!';
    const moves = originalAddressMoves([{ name }]);
    const { redirects, errors } = await parse(redirectsFile(moves));
    expect(errors).toEqual([]);
    expect(
      (redirects as { from: string; to: string; status: number }[]).map(({ from, to, status }) => ({ from, to, status })),
    ).toEqual(moves.map(({ from, to }) => ({ from, to, status: 301 })));
    expect(moves.length).toBeGreaterThanOrEqual(1);
    expect(moves.every(({ from }) => /^\/products?\/evil%0A%2Fadmin%2F\*/.test(from))).toBe(true);
  });

  it('sends an address straight to where its moves end, and leaves out one that would move onto itself', () => {
    const file = redirectsFile([
      { from: '/products/old', to: '/products/middle/' },
      { from: '/products/middle', to: '/products/new/' },
      { from: '/products/new', to: '/products/new/' },
      { from: '/products/old', to: '/products/elsewhere/' },
    ]);
    expect(file.split('\n').filter((line) => line && !line.startsWith('#'))).toEqual([
      '/products/old  /products/new/  301',
      '/products/middle  /products/new/  301',
    ]);
  });

  it.each([
    ['/products/a%2F%3Ax', false, 'a segment that decodes to a placeholder'],
    ['/products/a%2Fb*', false, 'a trailing splat'],
    ['/products/a%2Fb%2A', false, 'an encoded trailing splat'],
    ['/products/tab\tthere', false, 'whitespace, which ends a rule’s path'],
    ['/products/100%-x', false, 'a broken escape'],
    ['/products/%FF', false, 'an escape that is not UTF-8'],
    ['/.netlify/x', false, 'a path Netlify reserves'],
    ['/products/size%3Axl', true, 'a colon inside a segment'],
    ['/products/a%2Fb-5*-tag', true, 'a star inside the path'],
  ])('%s can be a rule: %s (%s)', (from, writable) => {
    expect(isWritableRulePath(from)).toBe(writable);
  });

  it('leaves out an address it cannot write as a rule matching that address alone', () => {
    const moves = originalAddressMoves([{ name: 'A/:B' }, { name: 'A/B*' }]);
    expect(moves).toHaveLength(4);
    expect(
      redirectsFile(moves)
        .split('\n')
        .filter((line) => line && !line.startsWith('#')),
    ).toEqual([]);
  });
});
