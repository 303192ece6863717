/**
 * The catalogue. Visitors read Active products; staff (with a token) read and change every product.
 * GET /api/products/?limit=1000 is the catalogue's one big read, so its answer is kept serialised per
 * version of the collection.
 */
import type { Config } from '@netlify/functions';
import { PRODUCT_FETCH_LIMIT } from '../../src/lib/constants.ts';
import { productsApi } from '../../src/lib/api/content.ts';
import { MESSAGES } from '../../src/lib/messages.ts';
import { formerNamesAfterRename, withDefaults } from '../../src/lib/product.ts';
import { toProductSlug } from '../../src/lib/slugs.ts';
import type { Product } from '../../src/lib/types.ts';
import { checkCategory } from '../../src/lib/server/categories.ts';
import { products } from '../../src/lib/server/collections.ts';
import {
  HttpError,
  ifMatchVersion,
  json,
  notFound,
  orConflict,
  pageParams,
  prepareJson,
  sendPrepared,
} from '../../src/lib/server/http.ts';
import { serve } from '../../src/lib/server/serve.ts';
import { type Fields, newId } from '../../src/lib/server/store.ts';
import { claimUnique, givingBack, releaseUnique } from '../../src/lib/server/unique.ts';

const visible = (records: Product[], admin: boolean) =>
  admin ? records : records.filter((product) => product.status === 'Active');

/** A product as the form sends it, without empty image slots; each alt text stays with its image. */
function asFields(input: Fields<Product>): Fields<Product> {
  const kept = input.images.flatMap((url, index) => (url ? [{ url, alt: input.imageAlts?.[index]?.trim() ?? '' }] : []));
  return { ...input, images: kept.map((image) => image.url), imageAlts: kept.map((image) => image.alt) };
}

const answered = (records: Product[]) => records.map(withDefaults);

/** The name is the page's address, so no two products may share it once slugged (409 otherwise). */
async function reserveName(name: string, id: string): Promise<void> {
  const slug = toProductSlug(name);
  const holds = async (owner: string) => toProductSlug((await products.get(owner))?.name ?? '') === slug;
  // A record stored without a name (an import, an old version) holds no address and must not stop every save.
  const taken = (await products.all()).some(
    (product) => product._id !== id && typeof product.name === 'string' && toProductSlug(product.name) === slug,
  );
  if (taken || !(await claimUnique(PRODUCT_NAMES, slug, id, holds))) {
    throw new HttpError(409, MESSAGES.productNameTaken, { errors: { name: MESSAGES.productNameTaken } });
  }
}

const PRODUCT_NAMES = 'product-name';

/** A save keeps the names the product had; a rename adds the one it leaves, so its old address redirects. */
const renamedFrom = (current: Product, name: string) =>
  toProductSlug(current.name) === toProductSlug(name) ? (current.formerNames ?? []) : formerNamesAfterRename(current, name);

export default serve(productsApi, {
  list: async ({ request, person }) => {
    const admin = person !== null;
    const url = new URL(request.url);
    const { page, limit } = pageParams(url, { limit: PRODUCT_FETCH_LIMIT, maxLimit: PRODUCT_FETCH_LIMIT });
    if (!url.searchParams.has('page') && limit === PRODUCT_FETCH_LIMIT) {
      return sendPrepared(
        request,
        await products.derive(admin ? 'all' : 'public', (records) =>
          prepareJson(answered(visible(records, admin).slice(0, limit))),
        ),
      );
    }
    const listed = visible(await products.all(), admin);
    return json(answered(listed.slice((page - 1) * limit, page * limit)));
  },
  create: async ({ body }) => {
    const input = asFields(body);
    await checkCategory(input.category);
    const id = newId();
    await reserveName(input.name, id);
    const product = await products.create(input, { id }).catch(givingBack(PRODUCT_NAMES, toProductSlug(input.name), id));
    return json({ message: MESSAGES.productSubmitted, data: withDefaults(product) }, 201);
  },
  get: async ({ params, person }) => {
    const product = await products.get(params.id);
    if (!product || (person === null && product.status !== 'Active')) throw notFound('Product');
    return json(withDefaults(product));
  },
  replace: async ({ request, params, body }) => {
    const ifVersion = ifMatchVersion(request);
    const input = asFields(body);
    const [existing] = await Promise.all([products.get(params.id), checkCategory(input.category)]);
    if (!existing) throw notFound('Product');
    const renamed = toProductSlug(existing.name) !== toProductSlug(input.name);
    if (renamed) await reserveName(input.name, existing._id);
    const product = await orConflict(
      'product',
      products.update(existing._id, (current) => ({ ...input, formerNames: renamedFrom(current, input.name) }), { ifVersion }),
    ).catch(renamed ? givingBack(PRODUCT_NAMES, toProductSlug(input.name), existing._id) : undefined);
    if (!product) throw notFound('Product');
    if (renamed) await releaseUnique(PRODUCT_NAMES, toProductSlug(existing.name), existing._id);
    return json({ message: MESSAGES.productUpdated, data: withDefaults(product) });
  },
  setStatus: async ({ params, body: { status } }) => {
    const product = await products.update(params.id, (current) => ({ ...current, status }), { action: `Product made ${status}` });
    if (!product) throw notFound('Product');
    return json({ message: MESSAGES.statusUpdated, data: withDefaults(product) });
  },
  remove: async ({ params }) => {
    const removed = await products.remove(params.id);
    if (!removed) throw notFound('Product');
    await releaseUnique(PRODUCT_NAMES, toProductSlug(removed.name), removed._id);
    return json({ message: MESSAGES.productDeleted });
  },
});

export const config: Config = { path: ['/api/products', '/api/products/', '/api/products/:id'] };
