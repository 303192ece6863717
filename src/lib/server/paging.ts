/**
 * The one way a list answers a page (`Paged<T>`, src/lib/api/define.ts): where page `page` of `limit` starts,
 * and the page of a list read whole (with its `total`) or read only as far as just past the page (whether more
 * follow: a list nothing counts in full, as the activity or an inbox read a segment at a time). Nowhere else
 * is a page sliced.
 */
import type { Paged } from '../api/define.ts';

/** How many come before page `page` of `limit` (pages count from 1). */
export const pageStart = (page: number, limit: number): number => (page - 1) * limit;

/** How many come up to the end of page `page`. */
export const pageEnd = (page: number, limit: number): number => pageStart(page + 1, limit);

/** How many to read from the start to tell whether a page follows `page`: its end, and one more. */
export const pageReach = (page: number, limit: number): number => pageEnd(page, limit) + 1;

/** The items of page `page` of a list (its part from `pageStart`, `limit` of them). */
export const pageItems = <T>(all: readonly T[], page: number, limit: number): T[] =>
  all.slice(pageStart(page, limit), pageStart(page, limit) + limit);

/** The page of a list read whole, and how many it holds in all. */
export function pageOf<T>(all: readonly T[], page: number, limit: number): Paged<T> & { total: number } {
  return { data: pageItems(all, page, limit), page, limit, total: all.length, hasMore: all.length > pageEnd(page, limit) };
}

/** The page of a list read from its start only as far as `pageReach` (or to its end): no total. */
export function pageOfLeading<T>(leading: readonly T[], page: number, limit: number): Paged<T> {
  return { data: pageItems(leading, page, limit), page, limit, hasMore: leading.length > pageEnd(page, limit) };
}
