/**
 * A product's name is its page's address (src/lib/slugs.ts), so no two products may share one once
 * slugged. A name is claimed (src/lib/server/unique.ts) before the record is written; a rename gives the
 * old one back, and the product keeps it among its former names so its old address redirects.
 */
import { MESSAGES } from '../../messages/answers.ts';
import { formerNamesAfterRename } from '../../product.ts';
import { toProductSlug } from '../../slugs.ts';
import type { Product } from '../../schemas/content.ts';
import { products } from '../collections.ts';
import { HttpError } from '../http.ts';
import { claimUnique, givingBack, releaseUnique } from '../unique.ts';

const PRODUCT_NAMES = 'product-name';

const nameTaken = () => new HttpError(409, MESSAGES.productNameTaken, { errors: { name: MESSAGES.productNameTaken } });

const holdsName = (slug: string) => async (owner: string) => toProductSlug((await products.get(owner))?.name ?? '') === slug;

/**
 * Claims `name` for product `id`: 409 when another product has it. `stored` is the catalogue as the caller
 * read it (read here when not given); the claim decides between concurrent requests.
 */
export async function reserveName(name: string, id: string, stored?: Product[]): Promise<void> {
  const slug = toProductSlug(name);
  // A record stored without a name (an import, an old version) holds no address and must not stop every save.
  const taken = (stored ?? (await products.all())).some(
    (product) => product._id !== id && typeof product.name === 'string' && toProductSlug(product.name) === slug,
  );
  if (taken || !(await claimUnique(PRODUCT_NAMES, slug, id, holdsName(slug)))) throw nameTaken();
}

/** For a failed write's `.catch`: gives the name claimed for it back, then fails as it did. */
export const givingNameBack = (name: string, id: string) => givingBack(PRODUCT_NAMES, toProductSlug(name), id);

export const releaseName = (name: string, id: string) => releaseUnique(PRODUCT_NAMES, toProductSlug(name), id);

export const isRename = (from: string, to: string) => toProductSlug(from) !== toProductSlug(to);

/** A save keeps the names the product had; a rename adds the one it leaves, so its old address redirects. */
export const formerNamesOf = (current: Product, name: string): string[] =>
  isRename(current.name, name) ? formerNamesAfterRename(current, name) : (current.formerNames ?? []);
