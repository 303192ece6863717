/**
 * The catalogue. Visitors read Active products; staff (with a token) read and change every product.
 * GET /api/products/?limit=1000 is the catalogue's one big read, so its answer is kept serialised per
 * version of the collection.
 */
import type { Config, Context } from '@netlify/functions';
import { PRODUCT_FETCH_LIMIT } from '../../src/lib/constants.ts';
import { MESSAGES } from '../../src/lib/messages.ts';
import { productSchema, productStatusSchema } from '../../src/lib/schemas.ts';
import { toProductSlug } from '../../src/lib/slugs.ts';
import type { Product } from '../../src/lib/types.ts';
import { isAdminRequest, requireAdmin } from '../../src/lib/server/auth.ts';
import { products } from '../../src/lib/server/collections.ts';
import { trimmed } from '../../src/lib/server/enquiries.ts';
import { HttpError, json, jsonText, methods, notFound, pageParams, readBody, validate } from '../../src/lib/server/http.ts';
import { contentChanged } from '../../src/lib/server/publish.ts';

const visible = (records: Product[], admin: boolean) => (admin ? records : records.filter((product) => product.status === 'Active'));

async function readProductInput(request: Request, exceptId?: string) {
  const input = trimmed(validate(productSchema, await readBody(request)));
  const slug = toProductSlug(input.name);
  const taken = (await products.all()).some((product) => product._id !== exceptId && toProductSlug(product.name) === slug);
  if (taken) throw new HttpError(409, MESSAGES.productNameTaken, { errors: { name: MESSAGES.productNameTaken } });
  return { ...input, images: input.images.filter(Boolean) } as Omit<Product, '_id' | 'dateAdded'>;
}

const collectionRoute = methods({
  GET: async (request) => {
    const admin = await isAdminRequest(request);
    const url = new URL(request.url);
    const { page, limit } = pageParams(url, { limit: PRODUCT_FETCH_LIMIT, maxLimit: PRODUCT_FETCH_LIMIT });
    if (!url.searchParams.has('page') && limit === PRODUCT_FETCH_LIMIT) {
      return jsonText(await products.derive(admin ? 'all' : 'public', (records) => JSON.stringify(visible(records, admin).slice(0, limit))));
    }
    const listed = visible(await products.all(), admin);
    return json(listed.slice((page - 1) * limit, page * limit));
  },
  POST: async (request) => {
    await requireAdmin(request);
    const product = await products.create(await readProductInput(request));
    await contentChanged();
    return json({ message: MESSAGES.productSubmitted, data: product }, 201);
  },
});

const recordRoute = methods({
  GET: async (request, context) => {
    const admin = await isAdminRequest(request);
    const product = await products.get(id(context));
    if (!product || (!admin && product.status !== 'Active')) throw notFound('Product');
    return json(product);
  },
  PUT: async (request, context) => {
    await requireAdmin(request);
    const input = await readProductInput(request, id(context));
    const product = await products.update(id(context), () => input);
    if (!product) throw notFound('Product');
    await contentChanged();
    return json({ message: MESSAGES.productUpdated, data: product });
  },
  PATCH: async (request, context) => {
    await requireAdmin(request);
    const { status } = validate(productStatusSchema, await readBody(request));
    const product = await products.update(id(context), (current) => ({ ...current, status }));
    if (!product) throw notFound('Product');
    await contentChanged();
    return json({ message: MESSAGES.statusUpdated, data: product });
  },
  DELETE: async (request, context) => {
    await requireAdmin(request);
    if (!(await products.remove(id(context)))) throw notFound('Product');
    await contentChanged();
    return json({ message: MESSAGES.productDeleted });
  },
});

const id = (context: Context) => String(context.params.id ?? '');

export default (request: Request, context: Context) => (context.params.id ? recordRoute(request, context) : collectionRoute(request, context));

export const config: Config = { path: ['/api/products', '/api/products/', '/api/products/:id'] };
