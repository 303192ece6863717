/**
 * The visitor's quote list (docs/product.md 2.18): the products they mean to ask a price for, kept in the
 * browser (localStorage), so it needs no account and survives page changes, a reload and other tabs. Each
 * item is one line of the request; the same product may be added twice for two specifications. Vanilla:
 * the header counts it on every page and the 'Add to quote' buttons load this only when pressed.
 */
import { MAX_QUOTE_LINES, QUOTE_LIST_EVENT, QUOTE_LIST_KEY } from '../constants.ts';

/** What an 'Add to quote' button carries (its data-quote-product attribute, as JSON). */
export interface QuoteListProduct {
  productId: string;
  name: string;
  /** The product's first image, or ''. */
  image: string;
}

export interface QuoteListItem extends QuoteListProduct {
  /** Tells two lines of one product apart. */
  key: string;
  /** As typed: '' until the visitor says how many. */
  quantity: string;
  size: string;
  material: string;
  finish: string;
  colours: string;
  note: string;
}

const TEXT_FIELDS = ['productId', 'name', 'image', 'key', 'quantity', 'size', 'material', 'finish', 'colours', 'note'] as const;

/** One stored item, or null when it is not one (storage edited by hand, an older shape). */
function asItem(value: unknown): QuoteListItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.productId !== 'string' || !record.productId) return null;
  const item = {} as Record<(typeof TEXT_FIELDS)[number], string>;
  for (const field of TEXT_FIELDS) item[field] = typeof record[field] === 'string' ? record[field] : '';
  item.key ||= newKey();
  return item;
}

export function readQuoteList(): QuoteListItem[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(QUOTE_LIST_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .map(asItem)
      .filter((item): item is QuoteListItem => item !== null)
      .slice(0, MAX_QUOTE_LINES);
  } catch {
    // Storage blocked or unreadable: an empty list.
    return [];
  }
}

/** Stores the list and tells this tab's listeners; false when the browser refused to store it. */
export function writeQuoteList(items: readonly QuoteListItem[]): boolean {
  try {
    if (items.length === 0) localStorage.removeItem(QUOTE_LIST_KEY);
    else localStorage.setItem(QUOTE_LIST_KEY, JSON.stringify(items));
  } catch {
    return false;
  }
  window.dispatchEvent(new CustomEvent(QUOTE_LIST_EVENT));
  return true;
}

export function newKey(): string {
  return [...crypto.getRandomValues(new Uint8Array(8))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function emptyLine(product: QuoteListProduct): QuoteListItem {
  const { productId, name, image } = product;
  return { key: newKey(), productId, name, image, quantity: '', size: '', material: '', finish: '', colours: '', note: '' };
}

export type AddResult = { added: true; count: number } | { added: false; reason: 'full' | 'blocked' };

/** Adds a line for the product at the end of the list. */
export function addToQuoteList(product: QuoteListProduct): AddResult {
  const items = readQuoteList();
  if (items.length >= MAX_QUOTE_LINES) return { added: false, reason: 'full' };
  items.push(emptyLine(product));
  return writeQuoteList(items) ? { added: true, count: items.length } : { added: false, reason: 'blocked' };
}

/** Calls `listener` whenever the list changes in this tab or another; returns how to stop. */
export function onQuoteListChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === QUOTE_LIST_KEY || event.key === null) listener();
  };
  window.addEventListener(QUOTE_LIST_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(QUOTE_LIST_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
