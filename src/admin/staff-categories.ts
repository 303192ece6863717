/**
 * The categories as staff see them (GET /api/categories: every one, hidden too, with its product count), read
 * once per page load and shared by Manage Products, the product form and the Categories screen, which puts
 * the saved list here so the others follow. Until the answer, labels show as ids.
 */
import { type CategoryView, categoriesApi } from '../lib/api/content.ts';
import { callApi } from '../lib/client/api.ts';
import { loadedOnce } from './loaded-once.ts';

const categories = loadedOnce(async () => (await callApi(categoriesApi.list)).data);

export const setCategories: (next: CategoryView[]) => void = categories.set;

const EMPTY: CategoryView[] = [];

/** Every category in order; empty until the first answer. */
export function useCategories(): CategoryView[] {
  return categories.use() ?? EMPTY;
}
