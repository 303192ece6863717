/**
 * The catalogue. Visitors read Active products; staff (with a token) read and change every product.
 * GET /api/products/?limit=1000 is the catalogue's one big read, so its answer is kept serialised per
 * version of the collection.
 */
import { ACTIVITY_ACTIONS as ACTIVITY } from '../../src/lib/messages/activity.ts';
import type { Config } from '@netlify/functions';
import { PRODUCT_FETCH_LIMIT } from '../../src/lib/constants.ts';
import { productsApi } from '../../src/lib/api/content.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { withDefaults } from '../../src/lib/product.ts';
import type { Product } from '../../src/lib/schemas/content.ts';
import { checkCategory } from '../../src/lib/server/products/stored-categories.ts';
import { products } from '../../src/lib/server/collections.ts';
import { json, notFound, orConflict, prepareJson, sendPrepared } from '../../src/lib/server/http.ts';
import { mapLimited } from '../../src/lib/server/store/concurrency.ts';
import { exportProducts, importProducts, readCsv } from '../../src/lib/server/products/product-csv.ts';
import { publishingOnce } from '../../src/lib/server/site/publish.ts';
import { pageItems } from '../../src/lib/server/paging.ts';
import { serve } from '../../src/lib/server/serve.ts';
import { type Fields, newId } from '../../src/lib/server/store/index.ts';
import {
  formerNamesOf,
  givingNameBack,
  isRename,
  releaseName,
  reserveName,
} from '../../src/lib/server/products/product-names.ts';

const visible = (records: Product[], admin: boolean) =>
  admin ? records : records.filter((product) => product.status === 'Active');

/** A product as the form sends it, without empty image slots; each alt text stays with its image. */
function asFields(input: Fields<Product>): Fields<Product> {
  const kept = input.images.flatMap((url, index) => (url ? [{ url, alt: input.imageAlts?.[index]?.trim() ?? '' }] : []));
  return { ...input, images: kept.map((image) => image.url), imageAlts: kept.map((image) => image.alt) };
}

const answered = (records: Product[]) => records.map(withDefaults);

export default serve(productsApi, {
  list: async ({ request, query: { page, limit }, member }) => {
    const admin = member !== null;
    if (page === undefined && limit === PRODUCT_FETCH_LIMIT) {
      return sendPrepared(
        request,
        await products.derive(admin ? 'all' : 'public', (records) =>
          prepareJson(answered(visible(records, admin).slice(0, limit))),
        ),
      );
    }
    // The original API's answer: the page's products alone, as an array.
    return json(answered(pageItems(visible(await products.all(), admin), page ?? 1, limit)));
  },
  create: async ({ body }) => {
    const input = asFields(body);
    await checkCategory(input.category);
    const id = newId();
    await reserveName(input.name, id);
    const product = await products.create(input, { id }).catch(givingNameBack(input.name, id));
    return json({ message: MESSAGES.productSubmitted, data: withDefaults(product) }, 201);
  },
  exportCsv: () => exportProducts(),
  importCsv: async ({ request, query }) => {
    const dryRun = ['1', 'true'].includes(query.dryRun);
    const { status, body } = await importProducts(await readCsv(request), dryRun);
    return json(body, status);
  },
  bulk: async ({ body: { ids, action, status, category } }) => {
    if (action === 'category') await checkCategory(category!);
    const distinct = [...new Set(ids)];
    const done = await publishingOnce(() =>
      mapLimited(distinct, async (id) => {
        if (action === 'delete') {
          const removed = await products.remove(id);
          if (removed) await releaseName(removed.name, removed._id);
          return removed !== null;
        }
        const change = action === 'status' ? { status: status! } : { category: category! };
        const words = action === 'status' ? `Product made ${status}` : 'Product category changed';
        return (await products.update(id, (current) => ({ ...current, ...change }), { action: words })) !== null;
      }),
    );
    const changed = done.filter(Boolean).length;
    const missing = distinct.filter((_, index) => !done[index]);
    return json({ message: MESSAGES.productsChanged(changed, action === 'delete'), changed, missing });
  },
  get: async ({ params, member }) => {
    const product = await products.get(params.id);
    if (!product || (member === null && product.status !== 'Active')) throw notFound('product');
    return json(withDefaults(product));
  },
  replace: async ({ params, body, version }) => {
    const input = asFields(body);
    const [existing] = await Promise.all([products.get(params.id), checkCategory(input.category)]);
    if (!existing) throw notFound('product');
    const renamed = isRename(existing.name, input.name);
    if (renamed) await reserveName(input.name, existing._id);
    const product = await orConflict(
      'product',
      products.update(existing._id, (current) => ({ ...input, formerNames: formerNamesOf(current, input.name) }), {
        ifVersion: version,
      }),
    ).catch(renamed ? givingNameBack(input.name, existing._id) : undefined);
    if (!product) throw notFound('product');
    if (renamed) await releaseName(existing.name, existing._id);
    return json({ message: MESSAGES.productUpdated, data: withDefaults(product) });
  },
  setStatus: async ({ params, body: { status } }) => {
    const product = await products.update(params.id, (current) => ({ ...current, status }), { action: ACTIVITY.productMade(status) });
    if (!product) throw notFound('product');
    return json({ message: MESSAGES.statusUpdated, data: withDefaults(product) });
  },
  remove: async ({ params }) => {
    const removed = await products.remove(params.id);
    if (!removed) throw notFound('product');
    await releaseName(removed.name, removed._id);
    return json({ message: MESSAGES.productDeleted });
  },
});

export const config: Config = {
  path: [
    '/api/products',
    '/api/products/',
    '/api/products/:id',
    '/api/products/bulk',
    '/api/products/bulk/',
    '/api/products/export',
    '/api/products/export/',
    '/api/products/import',
    '/api/products/import/',
  ],
};
