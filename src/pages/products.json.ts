/** /products.json: every Active product's card fields, fetched by the catalogue island (docs/product.md 2.5). */
import type { APIRoute } from 'astro';
import { loadCatalogueData } from '../components/catalogue/catalogue-data.ts';

export const GET: APIRoute = async () => {
  const { json } = await loadCatalogueData();
  return new Response(json, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
