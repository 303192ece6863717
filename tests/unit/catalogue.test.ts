/** The catalogue's filter, search and paging rules (docs/product.md 2.5 and 4), over a small fixed list. */
import { describe, expect, it } from 'vitest';
import {
  type CatalogueCard,
  type CatalogueState,
  INITIAL_CATALOGUE_STATE,
  catalogueReducer,
  categoryFromTab,
  createCatalogueIndex,
  filterCatalogue,
  pageOf,
  queryCatalogue,
  resultsLine,
  searchWithTab,
  toCatalogueCard,
} from '../../src/lib/catalogue.ts';
import { DEFAULT_CATEGORIES, labelOf } from '../../src/lib/categories.ts';
import type { Product } from '../../src/lib/schemas/content.ts';

const card = (name: string, category: CatalogueCard['category'], extra: Partial<CatalogueCard> = {}): CatalogueCard => ({
  _id: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  description: '',
  shortDescription: '',
  category,
  categoryLabel: labelOf(category, DEFAULT_CATEGORIES),
  price: 10,
  from: false,
  image: '',
  popular: false,
  ...extra,
});

const CARDS: CatalogueCard[] = [
  card('Satin Woven Label', 'woven and printed labels', { description: 'Soft satin ground for lingerie.' }),
  card('Kraft Hang Tag', 'hang tags', { shortDescription: 'Recycled KRAFT board with jute string.' }),
  card('Gold Foil Designer Tag', 'designer tags', { description: 'Foil stamped on black card.' }),
  card('Enamel Lapel Pin', 'metal badge'),
  card('Printed Care Label', 'clothing label', { description: 'Wash care symbols on satin tape.' }),
  card('Jute Shopping Bag', 'shopping bags'),
  card('Merrowed Patch', 'logo patches and badges'),
];
const index = createCatalogueIndex(CARDS);
const names = (cards: CatalogueCard[]) => cards.map((c) => c.name);

describe('filterCatalogue: category, then every search word in name, description, short description or category label', () => {
  it.each<[string, string, string, string[]]>([
    ['all, no search: everything in list order', 'all', '', names(CARDS)],
    ['category only', 'hang tags', '', ['Kraft Hang Tag']],
    ['category with no products', 'paper bag', '', []],
    ['name, case-insensitive', 'all', 'HANG', ['Kraft Hang Tag']],
    ['description', 'all', 'lingerie', ['Satin Woven Label']],
    ['short description, case-insensitive', 'all', 'recycled kraft', ['Kraft Hang Tag']],
    ['category label, not only the id', 'all', 'Clothing Label', ['Printed Care Label']],
    ['category label of a badge category', 'all', 'logo patches', ['Merrowed Patch']],
    ['a word in two products', 'all', 'satin', ['Satin Woven Label', 'Printed Care Label']],
    ['search within a category', 'clothing label', 'satin', ['Printed Care Label']],
    ['every word must occur, in any order', 'all', 'tape care', ['Printed Care Label']],
    ['surrounding and repeated spaces are ignored', 'all', '  foil   tag ', ['Gold Foil Designer Tag']],
    ['no match', 'all', 'velvet', []],
    ['no match in that category', 'metal badge', 'satin', []],
  ])('%s', (_title, category, search, expected) => {
    expect(names(filterCatalogue(index, categoryFromTab(category, DEFAULT_CATEGORIES), search))).toEqual(expected);
  });
});

describe('pageOf and resultsLine: 10 per page, "Showing x-y of n products"', () => {
  const list = Array.from({ length: 23 }, (_, i) => i + 1);

  it.each<[string, number, number, number[], string, boolean, boolean, number]>([
    ['first page', 23, 1, [1, 10], 'Showing 1-10 of 23 products', false, true, 3],
    ['middle page', 23, 2, [11, 20], 'Showing 11-20 of 23 products', true, true, 3],
    ['last, partial page', 23, 3, [21, 23], 'Showing 21-23 of 23 products', true, false, 3],
    ['beyond the last page is clamped to it', 23, 9, [21, 23], 'Showing 21-23 of 23 products', true, false, 3],
    ['below 1 is clamped to 1', 23, 0, [1, 10], 'Showing 1-10 of 23 products', false, true, 3],
    ['exactly one page: no previous, no next', 10, 1, [1, 10], 'Showing 1-10 of 10 products', false, false, 1],
    ['exactly two pages', 20, 2, [11, 20], 'Showing 11-20 of 20 products', true, false, 2],
    ['fewer than a page', 3, 1, [1, 3], 'Showing 1-3 of 3 products', false, false, 1],
    ['nothing', 0, 1, [], 'Showing 0-0 of 0 products', false, false, 1],
  ])('%s', (_title, size, page, range, line, hasPrevious, hasNext, pageCount) => {
    const result = pageOf(list.slice(0, size), page);
    expect(result.items).toEqual(range.length ? list.slice(range[0] - 1, range[1]) : []);
    expect(resultsLine(result)).toBe(line);
    expect([result.hasPrevious, result.hasNext, result.pageCount]).toEqual([hasPrevious, hasNext, pageCount]);
  });
});

describe('catalogueReducer: page back to 1 on any search or category change (docs/product.md 4)', () => {
  const onPage3: CatalogueState = { ...INITIAL_CATALOGUE_STATE, page: 3 };

  it.each<[string, Parameters<typeof catalogueReducer>[1], Partial<CatalogueState>]>([
    ['typing resets the page', { type: 'search', search: 'tag' }, { search: 'tag', page: 1 }],
    ['a category resets the page', { type: 'category', category: 'hang tags' }, { category: 'hang tags', page: 1 }],
    ['the same category keeps the page', { type: 'category', category: 'all' }, { page: 3 }],
    ['the same search keeps the page', { type: 'search', search: '' }, { page: 3 }],
    ['the view mode keeps the page', { type: 'view', view: 'list' }, { view: 'list', page: 3 }],
    ['paging moves the page only', { type: 'page', page: 4 }, { page: 4, search: '', category: 'all' }],
  ])('%s', (_title, action, expected) => {
    expect(catalogueReducer(onPage3, action)).toMatchObject(expected);
  });

  it('a search after paging shows the first page of the new results', () => {
    let state = catalogueReducer(INITIAL_CATALOGUE_STATE, { type: 'page', page: 2 });
    state = catalogueReducer(state, { type: 'search', search: 'satin' });
    expect(queryCatalogue(index, state)).toMatchObject({ page: 1, from: 1, to: 2, total: 2 });
  });
});

describe('?tab= in the address', () => {
  it.each([
    ['hang tags', 'hang tags'],
    ['Promotional Keys rings', 'Promotional Keys rings'],
    ['clothing name', 'clothing label'],
    ['clothing label', 'clothing label'],
    ['all', 'all'],
    ['not a category', 'all'],
    ['HANG TAGS', 'all'],
    ['', 'all'],
    [null, 'all'],
  ])('tab %j selects %j', (tab, category) => {
    expect(categoryFromTab(tab, DEFAULT_CATEGORIES)).toBe(category);
  });

  it.each([
    ['', 'hang tags', '?tab=hang+tags'],
    ['?tab=hang+tags', 'all', ''],
    ['?utm_source=mail&tab=stickers', 'all', '?utm_source=mail'],
    ['?utm_source=mail', 'paper bag', '?utm_source=mail&tab=paper+bag'],
  ] as const)('%j with %j → %j', (search, category, expected) => {
    expect(searchWithTab(search, category)).toBe(expected);
    expect(categoryFromTab(new URLSearchParams(expected).get('tab'), DEFAULT_CATEGORIES)).toBe(category);
  });
});

describe('toCatalogueCard: only what a card needs', () => {
  it('keeps the first image and drops the rest of the record', () => {
    const product: Product = {
      _id: 'p1',
      dateAdded: '2026-01-01T00:00:00.000Z',
      version: 1,
      name: 'Tag',
      description: 'd',
      category: 'hang tags',
      price: 12.5,
      images: ['/a.webp', '/b.webp'],
      shortDescription: 's',
      longDescription: 'a long text that cards never show',
      popular: true,
      status: 'Active',
    };
    expect(toCatalogueCard(product, DEFAULT_CATEGORIES)).toEqual({
      _id: 'p1',
      name: 'Tag',
      description: 'd',
      shortDescription: 's',
      category: 'hang tags',
      categoryLabel: 'Hang Tags',
      price: 12.5,
      from: false,
      image: '/a.webp',
      popular: true,
    });
  });

  it('says the lowest price a piece can cost, and "from" when the price falls with quantity', () => {
    const product = {
      _id: 'p2',
      dateAdded: '2026-01-01T00:00:00.000Z',
      version: 1,
      name: 'Label',
      description: '',
      category: 'hang tags',
      price: 4,
      images: [],
      shortDescription: '',
      longDescription: 'a long text',
      popular: false,
      status: 'Active',
      priceTiers: [
        { quantity: 500, price: 3.2 },
        { quantity: 1000, price: 2.75 },
      ],
    } satisfies Product;
    expect(toCatalogueCard(product, DEFAULT_CATEGORIES)).toMatchObject({ price: 2.75, from: true });
    expect(toCatalogueCard({ ...product, priceTiers: [] }, DEFAULT_CATEGORIES)).toMatchObject({ price: 4, from: false });
    expect(toCatalogueCard({ ...product, images: [] }, DEFAULT_CATEGORIES).image).toBe('');
    // A category no longer there reads as its id.
    expect(toCatalogueCard({ ...product, category: 'gone' }, DEFAULT_CATEGORIES).categoryLabel).toBe('gone');
  });
});
