/**
 * The categories as stored: one record (`meta` store, `site/categories`), saved whole by staff with If-Match,
 * republishing the site. Before the first save they read as the original 27. A category keeps its id for
 * good: a save names existing ones by id (renamed, moved, hidden), gives new ones an id made from their
 * name, and refuses to drop one that products use, saying how many.
 */
import { type Category, DEFAULT_CATEGORIES, newCategoryId } from '../../categories.ts';
import { MESSAGES } from '../../messages/answers.ts';
import { activityNoun } from '../../messages/activity.ts';
import { products } from '../collections.ts';
import { followUps } from '../follow-ups.ts';
import { HttpError } from '../http.ts';
import { STORE_NAMES } from '../store/index.ts';
import { singleton } from '../store/singleton.ts';

export const categories = singleton<Category[]>(STORE_NAMES.meta, 'site/categories', {
  defaults: () => DEFAULT_CATEGORIES.map((category) => ({ ...category })),
  follow: followUps({ publish: true, activity: { kind: 'categories', label: () => activityNoun('categories') } }),
});

/** How many products (of any status) are in each category. */
export async function productCounts(): Promise<Map<string, number>> {
  return products.derive('category-counts', (records) => {
    const counts = new Map<string, number>();
    for (const product of records) counts.set(product.category, (counts.get(product.category) ?? 0) + 1);
    return counts;
  });
}

/** A product's category must be one of the stored ones (hidden ones too): 400 naming the field otherwise. */
export async function checkCategory(id: string): Promise<void> {
  const { data } = await categories.read();
  if (!data.some((category) => category.id === id)) {
    throw new HttpError(400, MESSAGES.invalidCategory, { errors: { category: MESSAGES.invalidCategory } });
  }
}

/**
 * The list to store from what the screen sends: ids kept, new ones given, none dropped that products use
 * (409 naming the first such category and how many products use it).
 */
export async function nextCategories(sent: Category[], stored: Category[]): Promise<Category[]> {
  const known = new Set(stored.map((category) => category.id));
  const taken = new Set(stored.map((category) => category.id));
  const next = sent.map((category) => {
    if (category.id && !known.has(category.id)) {
      throw new HttpError(400, MESSAGES.unknownCategory(category.id), {
        errors: { categories: MESSAGES.unknownCategory(category.id) },
      });
    }
    const id = category.id || newCategoryId(category.label, taken);
    taken.add(id);
    return {
      id,
      label: category.label,
      hidden: category.hidden,
      ...(category.hsn && { hsn: category.hsn }),
      ...(category.gstPercent !== undefined && { gstPercent: category.gstPercent }),
    };
  });
  const kept = new Set(next.map((category) => category.id));
  const dropped = stored.filter((category) => !kept.has(category.id));
  if (dropped.length > 0) {
    const counts = await productCounts();
    const used = dropped.find((category) => (counts.get(category.id) ?? 0) > 0);
    if (used) throw new HttpError(409, MESSAGES.categoryInUse(used.label, counts.get(used.id)!));
  }
  return next;
}
