/**
 * The catalogue. Visitors read Active products; staff (with a token) read and change every product.
 * GET /api/products/?limit=1000 is the catalogue's one big read, so its answer is kept serialised per
 * version of the collection.
 */
import type { Config } from '@netlify/functions';
import { PRODUCT_FETCH_LIMIT } from '../../src/lib/constants.ts';
import { MESSAGES } from '../../src/lib/messages.ts';
import { productSchema, productStatusSchema } from '../../src/lib/schemas.ts';
import { toProductSlug } from '../../src/lib/slugs.ts';
import type { Product } from '../../src/lib/types.ts';
import { isAdminRequest, requireAdmin } from '../../src/lib/server/auth.ts';
import { products } from '../../src/lib/server/collections.ts';
import {
  HttpError,
  json,
  methods,
  notFound,
  pageParams,
  prepareJson,
  readBody,
  sendPrepared,
  validate,
  param,
  resource,
  trimmed,
} from '../../src/lib/server/http.ts';
import { contentChanged } from '../../src/lib/server/publish.ts';
import { newId } from '../../src/lib/server/store.ts';
import { claimUnique, givingBack, releaseUnique } from '../../src/lib/server/unique.ts';

const visible = (records: Product[], admin: boolean) =>
  admin ? records : records.filter((product) => product.status === 'Active');

async function readProductInput(request: Request) {
  const input = trimmed(validate(productSchema, await readBody(request)));
  return { ...input, images: input.images.filter(Boolean) } as Omit<Product, '_id' | 'dateAdded'>;
}

/** The name is the page's address, so no two products may share it once slugged (409 otherwise). */
async function reserveName(name: string, id: string): Promise<void> {
  const slug = toProductSlug(name);
  const holds = async (owner: string) => toProductSlug((await products.get(owner))?.name ?? '') === slug;
  const taken = (await products.all()).some((product) => product._id !== id && toProductSlug(product.name) === slug);
  if (taken || !(await claimUnique(PRODUCT_NAMES, slug, id, holds))) {
    throw new HttpError(409, MESSAGES.productNameTaken, { errors: { name: MESSAGES.productNameTaken } });
  }
}

const PRODUCT_NAMES = 'product-name';

const collectionRoute = methods({
  GET: async (request) => {
    const admin = await isAdminRequest(request);
    const url = new URL(request.url);
    const { page, limit } = pageParams(url, { limit: PRODUCT_FETCH_LIMIT, maxLimit: PRODUCT_FETCH_LIMIT });
    if (!url.searchParams.has('page') && limit === PRODUCT_FETCH_LIMIT) {
      return sendPrepared(
        request,
        await products.derive(admin ? 'all' : 'public', (records) => prepareJson(visible(records, admin).slice(0, limit))),
      );
    }
    const listed = visible(await products.all(), admin);
    return json(listed.slice((page - 1) * limit, page * limit));
  },
  POST: async (request) => {
    await requireAdmin(request);
    const input = await readProductInput(request);
    const id = newId();
    await reserveName(input.name, id);
    const product = await products.create(input, id).catch(givingBack(PRODUCT_NAMES, toProductSlug(input.name), id));
    await contentChanged();
    return json({ message: MESSAGES.productSubmitted, data: product }, 201);
  },
});

const recordRoute = methods({
  GET: async (request, context) => {
    const admin = await isAdminRequest(request);
    const product = await products.get(param(context));
    if (!product || (!admin && product.status !== 'Active')) throw notFound('Product');
    return json(product);
  },
  PUT: async (request, context) => {
    await requireAdmin(request);
    const input = await readProductInput(request);
    const existing = await products.get(param(context));
    if (!existing) throw notFound('Product');
    const renamed = toProductSlug(existing.name) !== toProductSlug(input.name);
    if (renamed) await reserveName(input.name, existing._id);
    const product = await products
      .update(existing._id, () => input)
      .catch(renamed ? givingBack(PRODUCT_NAMES, toProductSlug(input.name), existing._id) : undefined);
    if (!product) throw notFound('Product');
    if (renamed) await releaseUnique(PRODUCT_NAMES, toProductSlug(existing.name), existing._id);
    await contentChanged();
    return json({ message: MESSAGES.productUpdated, data: product });
  },
  PATCH: async (request, context) => {
    await requireAdmin(request);
    const { status } = validate(productStatusSchema, await readBody(request));
    const product = await products.update(param(context), (current) => ({ ...current, status }));
    if (!product) throw notFound('Product');
    await contentChanged();
    return json({ message: MESSAGES.statusUpdated, data: product });
  },
  DELETE: async (request, context) => {
    await requireAdmin(request);
    const removed = await products.remove(param(context));
    if (!removed) throw notFound('Product');
    await releaseUnique(PRODUCT_NAMES, toProductSlug(removed.name), removed._id);
    await contentChanged();
    return json({ message: MESSAGES.productDeleted });
  },
});

export default resource({ collection: collectionRoute, record: recordRoute });

export const config: Config = { path: ['/api/products', '/api/products/', '/api/products/:id'] };
