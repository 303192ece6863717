/**
 * The catalogue's filter, search and paging (docs/product.md 2.5 and 4), pure so the island, the build and the
 * unit tests share one set of rules. The island keeps a CatalogueIndex for the loaded list and asks
 * `queryCatalogue` for the visible page on every change; only the page's 10 cards are ever rendered.
 */
import { ALL_CATEGORIES, type Category, type CategoryId, labelOf, toCategoryId } from './categories.ts';
import { PUBLIC_PAGE_SIZE } from './constants.ts';
import { lowestPrice, tiersOf } from './product.ts';
import type { Product } from './schemas/content.ts';

/** What a catalogue card and the quote modal need of a product: the shape of /products.json. */
export interface CatalogueCard {
  _id: string;
  name: string;
  description: string;
  shortDescription: string;
  category: CategoryId;
  /** The category's name as the site shows it (a card is shown and searched by it). */
  categoryLabel: string;
  /** The lowest price a piece can cost (the single price, or the lowest tier's). */
  price: number;
  /** Whether the price falls with quantity: the card says 'from ₹…'. */
  from: boolean;
  /** The product's first image, or '' when it has none. */
  image: string;
  popular: boolean;
}

export function toCatalogueCard(product: Product, categories: readonly Pick<Category, 'id' | 'label'>[]): CatalogueCard {
  const { _id, name, description, shortDescription, category, images, popular } = product;
  const categoryLabel = labelOf(category, categories);
  const price = lowestPrice(product);
  const from = tiersOf(product).length > 0;
  return { _id, name, description, shortDescription, category, categoryLabel, price, from, image: images[0] ?? '', popular };
}

/** 'all' or a known category id. */
export type CategoryFilter = typeof ALL_CATEGORIES | CategoryId;

/** The `?tab=` value of an address: one of the categories offered (aliases allowed), else 'all'. */
export function categoryFromTab(tab: string | null | undefined, offered: readonly Pick<Category, 'id'>[]): CategoryFilter {
  return toCategoryId(tab, offered) ?? ALL_CATEGORIES;
}

/** The search of an address with `tab` set for a category and removed for 'all'; other parameters kept. */
export function searchWithTab(search: string, category: CategoryFilter): string {
  const params = new URLSearchParams(search);
  if (category === ALL_CATEGORIES) params.delete('tab');
  else params.set('tab', category);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The loaded list with each product's search text lower-cased once (name, description, short
 * description, category label), so a keystroke costs one pass of `includes` and no allocation per product.
 */
export interface CatalogueIndex {
  readonly cards: readonly CatalogueCard[];
  readonly haystacks: readonly string[];
}

export function createCatalogueIndex(cards: readonly CatalogueCard[]): CatalogueIndex {
  const haystacks = cards.map((card) =>
    [card.name, card.description, card.shortDescription, card.categoryLabel].join('\n').toLowerCase(),
  );
  return { cards, haystacks };
}

/** The words of a search: lower-cased, split on white space; every word must occur (in any field, any order). */
export function searchTerms(search: string): string[] {
  return search.toLowerCase().split(/\s+/).filter(Boolean);
}

/** Products of the category (all for 'all') whose search text holds every term; the list's order is kept. */
export function filterCatalogue(index: CatalogueIndex, category: CategoryFilter, search: string): CatalogueCard[] {
  const terms = searchTerms(search);
  const anyCategory = category === ALL_CATEGORIES;
  const out: CatalogueCard[] = [];
  const { cards, haystacks } = index;
  for (let i = 0; i < cards.length; i++) {
    if (!anyCategory && cards[i].category !== category) continue;
    const haystack = haystacks[i];
    let found = true;
    for (const term of terms) {
      if (!haystack.includes(term)) {
        found = false;
        break;
      }
    }
    if (found) out.push(cards[i]);
  }
  return out;
}

export interface CataloguePage<T> {
  items: T[];
  /** The page shown, 1-based, clamped to the pages that exist. */
  page: number;
  pageCount: number;
  /** 1-based position of the first and last item shown; both 0 when there is nothing to show. */
  from: number;
  to: number;
  total: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

export function pageOf<T>(results: readonly T[], page: number, pageSize: number = PUBLIC_PAGE_SIZE): CataloguePage<T> {
  const total = results.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  const start = (current - 1) * pageSize;
  const items = results.slice(start, start + pageSize);
  return {
    items,
    page: current,
    pageCount,
    from: total === 0 ? 0 : start + 1,
    to: start + items.length,
    total,
    hasPrevious: current > 1,
    hasNext: current < pageCount,
  };
}

/** The results line of docs/product.md 2.5, exactly. */
export function resultsLine({ from, to, total }: Pick<CataloguePage<unknown>, 'from' | 'to' | 'total'>): string {
  return `Showing ${from}-${to} of ${total} products`;
}

/** What the visitor has chosen. */
export interface CatalogueState {
  view: 'grid' | 'list';
  category: CategoryFilter;
  search: string;
  page: number;
}

export const INITIAL_CATALOGUE_STATE: CatalogueState = { view: 'grid', category: ALL_CATEGORIES, search: '', page: 1 };

export type CatalogueAction =
  | { type: 'search'; search: string }
  | { type: 'category'; category: CategoryFilter }
  | { type: 'page'; page: number }
  | { type: 'view'; view: CatalogueState['view'] };

/** docs/product.md 4: any search or category change goes back to page 1; the view mode never does. */
export function catalogueReducer(state: CatalogueState, action: CatalogueAction): CatalogueState {
  switch (action.type) {
    case 'search':
      return action.search === state.search ? state : { ...state, search: action.search, page: 1 };
    case 'category':
      return action.category === state.category ? state : { ...state, category: action.category, page: 1 };
    case 'page':
      return action.page === state.page ? state : { ...state, page: action.page };
    case 'view':
      return action.view === state.view ? state : { ...state, view: action.view };
  }
}

/** Filter, then page: what the island shows for a state. */
export function queryCatalogue(index: CatalogueIndex, state: Pick<CatalogueState, 'category' | 'search' | 'page'>) {
  return pageOf(filterCatalogue(index, state.category, state.search), state.page);
}
