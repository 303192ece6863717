/**
 * The catalogue's data as the build writes it: every Active product's card fields as static JSON
 * (/products.json), addressed with a version of its content so a browser never pairs a new page with
 * an old list. Build-time only (node:crypto).
 */
import { createHash } from 'node:crypto';
import { type CatalogueCard, toCatalogueCard } from '../../lib/catalogue.ts';
import { loadSiteData } from '../../lib/server/site/site-data.ts';

export const CATALOGUE_JSON_PATH = '/products.json';

export interface CatalogueData {
  cards: CatalogueCard[];
  json: string;
  /** CATALOGUE_JSON_PATH with a content version, for the island's fetch. */
  url: string;
}

let loading: Promise<CatalogueData> | null = null;

export function loadCatalogueData(): Promise<CatalogueData> {
  loading ??= loadSiteData().then(({ products, categories }) => {
    const cards = products.map((product) => toCatalogueCard(product, categories));
    const json = JSON.stringify(cards);
    const version = createHash('sha256').update(json).digest('hex').slice(0, 12);
    return { cards, json, url: `${CATALOGUE_JSON_PATH}?v=${version}` };
  });
  return loading;
}
