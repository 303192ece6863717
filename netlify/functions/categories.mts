/**
 * The product categories (docs/product.md 2.23): visitors read the visible ones in order; staff read all, with
 * how many products each has, and save the list over the version they read (renamed, moved, hidden, added;
 * one that products use cannot be dropped).
 */
import { ACTIVITY_ACTIONS as ACTIVITY } from '../../src/lib/messages/activity.ts';
import type { Config } from '@netlify/functions';
import { categoriesApi } from '../../src/lib/api/content.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { categories, nextCategories, productCounts } from '../../src/lib/server/products/stored-categories.ts';
import { HttpError, json } from '../../src/lib/server/http.ts';
import { serve } from '../../src/lib/server/serve.ts';
import { VersionConflictError } from '../../src/lib/server/store/index.ts';
import type { Category } from '../../src/lib/categories.ts';

/** Staff see every category and how many products use it. */
async function forStaff(list: Category[]) {
  const counts = await productCounts();
  return list.map((category) => ({ ...category, products: counts.get(category.id) ?? 0 }));
}

export default serve(categoriesApi, {
  list: async ({ member }) => {
    const { data, version } = await categories.read();
    return json({ data: member ? await forStaff(data) : data.filter((category) => !category.hidden), version });
  },
  save: async ({ body, version }) => {
    try {
      const stored = await categories.read();
      if (version !== stored.version) throw new VersionConflictError(stored);
      const next = await nextCategories(body.categories, stored.data);
      const saved = await categories.save(next, { ifVersion: stored.version, action: ACTIVITY.categoriesUpdated });
      return json({ message: MESSAGES.categoriesSaved, data: await forStaff(saved.data), version: saved.version });
    } catch (error) {
      if (error instanceof VersionConflictError)
        throw new HttpError(409, MESSAGES.categoriesConflict, { code: 'version-conflict', data: error.current });
      throw error;
    }
  },
});

export const config: Config = { path: ['/api/categories', '/api/categories/'] };
