/**
 * The catalogue island (docs/product.md 2.5, 4): search, view toggle, category buttons, results line, cards,
 * pager and the quote modal. The build renders the first page into the HTML and the island hydrates on
 * the visitor's first reach for it; it then takes what was typed or pressed before (early-clicks.ts),
 * fetches the whole list as static JSON (never through props, which would land in the HTML) and from
 * then on filters, searches and pages in the browser with src/lib/catalogue.ts. Only one page of
 * cards (10) is ever rendered, and the quote modal's code loads on the first 'Send Quote'.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  type CatalogueCard,
  type CatalogueIndex,
  type CataloguePage,
  type CategoryFilter,
  INITIAL_CATALOGUE_STATE,
  catalogueReducer,
  categoryFromTab,
  createCatalogueIndex,
  filterCatalogue,
  pageOf,
  resultsLine,
  searchWithTab,
} from '../../lib/catalogue.ts';
import { ALL_CATEGORIES } from '../../lib/categories.ts';
import { PUBLIC_PAGE_SIZE } from '../../lib/constants.ts';
import type { QuoteProduct } from '../product/ProductQuoteModal.tsx';
import { CategoryBar } from './CategoryBar.tsx';
import { replayEarlyClick } from './early-clicks.ts';
import { Pager } from './CataloguePager.tsx';
import { ProductCard } from './ProductCard.tsx';

const loadModal = () => import('../product/ProductQuoteModal.tsx');
const ProductQuoteModal = lazy(loadModal);

/** Cards of the first row load at once (four columns at the widest). */
const EAGER_CARDS = 4;

interface CatalogueProps {
  /** The first page of every product, as the build rendered it. */
  firstPage: CatalogueCard[];
  /** How many products there are in all. */
  total: number;
  /** The static JSON of every card (/products.json?v=…). */
  dataUrl: string;
  /** The quote modal's success toast (SITE_ANSWERS.quoteReceivedCatalogue; a prop keeps the messages out of this bundle). */
  quoteSuccessMessage: string;
  /** The visible categories in order, for the filter (a few dozen: small enough for a prop). */
  categories: { id: string; label: string }[];
}

export default function Catalogue({ firstPage, total, dataUrl, quoteSuccessMessage, categories }: CatalogueProps) {
  const [state, dispatch] = useReducer(catalogueReducer, INITIAL_CATALOGUE_STATE);
  const [index, setIndex] = useState<CatalogueIndex | null>(null);
  const [quote, setQuote] = useState<{ product: QuoteProduct; open: boolean } | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const listing = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // What the address asks for, and anything typed before the island was ready.
    const category = categoryFromTab(new URLSearchParams(location.search).get('tab'), categories);
    if (category !== ALL_CATEGORIES) dispatch({ type: 'category', category });
    if (search.current?.value) dispatch({ type: 'search', search: search.current.value });

    const controller = new AbortController();
    fetch(dataUrl, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
        return response.json() as Promise<CatalogueCard[]>;
      })
      .then((cards) => setIndex(createCatalogueIndex(cards)))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // docs/product.md 8: a failed product load is silent (logged); the built first page stays usable.
        console.error('Could not load the product list', error);
        setIndex(createCatalogueIndex(firstPage));
      });
    return () => controller.abort();
  }, [dataUrl, firstPage]);

  // After the address and the typed search above: a press made before hydration acts on them.
  useEffect(() => {
    if (root.current) replayEarlyClick(root.current);
  }, []);

  const selectCategory = useCallback((category: CategoryFilter) => {
    dispatch({ type: 'category', category });
    const { pathname, search: query, hash } = location;
    history.replaceState(history.state, '', `${pathname}${searchWithTab(query, category)}${hash}`);
  }, []);

  const goToPage = useCallback((page: number) => {
    dispatch({ type: 'page', page });
    const top = listing.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) listing.current?.scrollIntoView({ block: 'start' });
  }, []);

  const openQuote = useCallback((card: CatalogueCard) => {
    setQuote({ product: { _id: card._id, name: card.name, image: card.image, price: card.price, from: card.from }, open: true });
  }, []);
  const closeQuote = useCallback(() => setQuote((current) => current && { ...current, open: false }), []);
  const preloadModal = useCallback(() => void loadModal(), []);

  // Recomputed only when the list, category or search change: one pass over the list per keystroke.
  const results = useMemo(
    () => (index ? filterCatalogue(index, state.category, state.search) : null),
    [index, state.category, state.search],
  );
  const shown: CataloguePage<CatalogueCard> = useMemo(
    () => (results ? pageOf(results, state.page) : builtPage(firstPage, total)),
    [results, state.page, firstPage, total],
  );
  const waiting = !index && (state.category !== ALL_CATEGORIES || state.search !== '' || state.page !== 1);

  return (
    <div ref={root} className="catalogue" data-ready={index ? '' : undefined}>
      <div className="catalogue__toolbar">
        <div className="catalogue__search">
          <label htmlFor="catalogue-search" className="visually-hidden">
            Search products
          </label>
          <svg
            aria-hidden="true"
            className="catalogue__search-icon"
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="M20 20l-3.5-3.5" />
          </svg>
          <input
            ref={search}
            id="catalogue-search"
            type="search"
            placeholder="Search products…"
            autoComplete="off"
            enterKeyHint="search"
            value={state.search}
            onChange={(event) => dispatch({ type: 'search', search: event.target.value })}
          />
        </div>
        <div className="view-toggle" role="group" aria-label="View">
          <button
            type="button"
            aria-pressed={state.view === 'grid'}
            title="Grid view"
            onClick={() => dispatch({ type: 'view', view: 'grid' })}
          >
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
              <rect x="3" y="3" width="8" height="8" rx="1.5" />
              <rect x="13" y="3" width="8" height="8" rx="1.5" />
              <rect x="3" y="13" width="8" height="8" rx="1.5" />
              <rect x="13" y="13" width="8" height="8" rx="1.5" />
            </svg>
            <span className="visually-hidden">Grid view</span>
          </button>
          <button
            type="button"
            aria-pressed={state.view === 'list'}
            title="List view"
            onClick={() => dispatch({ type: 'view', view: 'list' })}
          >
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
              <rect x="3" y="4" width="5" height="4" rx="1" />
              <rect x="10" y="5" width="11" height="2" rx="1" />
              <rect x="3" y="10" width="5" height="4" rx="1" />
              <rect x="10" y="11" width="11" height="2" rx="1" />
              <rect x="3" y="16" width="5" height="4" rx="1" />
              <rect x="10" y="17" width="11" height="2" rx="1" />
            </svg>
            <span className="visually-hidden">List view</span>
          </button>
        </div>
      </div>

      <CategoryBar categories={categories} selected={state.category} onSelect={selectCategory} />

      <div ref={listing} className="catalogue__listing" aria-busy={waiting || undefined}>
        <p className="catalogue__results" role="status">
          {resultsLine(shown)}
        </p>
        {shown.items.length > 0 ? (
          <ul className={`product-grid product-grid--${state.view}`} data-view={state.view}>
            {shown.items.map((card, position) => (
              <li key={card._id}>
                <ProductCard
                  card={card}
                  view={state.view}
                  eager={shown.page === 1 && position < EAGER_CARDS}
                  onQuote={openQuote}
                  onQuoteIntent={preloadModal}
                />
              </li>
            ))}
          </ul>
        ) : (
          <div className="catalogue__empty">
            <svg
              aria-hidden="true"
              width="56"
              height="56"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinecap="round"
            >
              <circle cx="11" cy="11" r="7" />
              <path d="M20 20l-3.5-3.5M8.5 8.5l5 5M13.5 8.5l-5 5" />
            </svg>
            <p className="catalogue__empty-title">No products found</p>
            <p>Try adjusting your search or filter criteria</p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                dispatch({ type: 'search', search: '' });
                selectCategory(ALL_CATEGORIES);
              }}
            >
              Show all products
            </button>
          </div>
        )}
        {shown.pageCount > 1 && <Pager page={shown.page} pageCount={shown.pageCount} onPage={goToPage} />}
      </div>

      {quote && (
        <Suspense fallback={null}>
          <ProductQuoteModal
            product={quote.product}
            open={quote.open}
            onClose={closeQuote}
            successMessage={quoteSuccessMessage}
          />
        </Suspense>
      )}
    </div>
  );
}

/** The page the build rendered, shown until the whole list has arrived. */
function builtPage(firstPage: CatalogueCard[], total: number): CataloguePage<CatalogueCard> {
  const pageCount = Math.max(1, Math.ceil(total / PUBLIC_PAGE_SIZE));
  return {
    items: firstPage,
    page: 1,
    pageCount,
    from: firstPage.length ? 1 : 0,
    to: firstPage.length,
    total,
    hasPrevious: false,
    hasNext: pageCount > 1,
  };
}
