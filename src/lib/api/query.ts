/**
 * The pieces of the calls' query schemas (each call's `query` in the contract): serve() validates the query
 * string with the call's schema before its handler runs (400 naming the parameter) and hands the handler
 * the output. Values arrive as text; a caller may give numbers, which `pathOf` writes out. Kept apart from
 * the body schemas so a page's script that makes a call carries only these few.
 */
import * as v from 'valibot';
import { HTTP_MESSAGES } from '../messages/http.ts';

/**
 * How deep a paged list may go (page × limit rows): a list pages through its keys or rows up to the page
 * asked for, so a page 100,000 deep would read millions of them into memory for one answer.
 */
export const MAX_LIST_DEPTH = 10_000;
const MAX_PAGE = 100_000;

/**
 * A whole number from 1 to `max`: `missing` when the parameter is left out, `empty` when it is given empty
 * (0 refuses an empty one).
 */
export function wholeNumber<F extends number | undefined>(message: string, max: number, missing: F, empty: number | F = missing) {
  return v.optional(
    v.pipe(
      v.union([v.string(), v.number()], message),
      v.transform((value): number | F => (value === '' ? empty : Number(value))),
      v.check((value) => value === undefined || (Number.isInteger(value) && value >= 1 && value <= max), message),
    ),
    missing,
  );
}

/** A page number; given empty, the first page. */
const pageNumber = <F extends number | undefined>(missing: F) =>
  wholeNumber(HTTP_MESSAGES.badPageParam('page', MAX_PAGE), MAX_PAGE, missing, 1);

/** page and limit of a paged list, `limit` rows by default and at most `maxLimit`. */
export function pageEntries(limit: number, maxLimit: number) {
  return { page: pageNumber(1), limit: wholeNumber(HTTP_MESSAGES.badPageParam('limit', maxLimit), maxLimit, limit) };
}

type PageOutput = { page?: number; limit: number };

/** A list's page is refused past MAX_LIST_DEPTH rows (its first page never is), named as `page`'s error. */
export function withinListDepth<T extends PageOutput>(): v.GenericValidation<T> {
  const check = v.forward<PageOutput, v.CheckIssue<PageOutput>, ['page']>(
    v.check(({ page = 1, limit }) => page === 1 || page * limit <= MAX_LIST_DEPTH, HTTP_MESSAGES.pageTooDeep(MAX_LIST_DEPTH)),
    ['page'],
  );
  // The check reads only page and limit: it serves any list's query that has them.
  return check as unknown as v.GenericValidation<T>;
}

/** The page of a paged list and nothing else. */
export const pageQuery = (limit: number, maxLimit: number) => v.pipe(v.object(pageEntries(limit, maxLimit)), withinListDepth());

/** A list that answers whole when no `page` is given (undefined), paged otherwise. */
export const optionalPageQuery = (limit: number, maxLimit: number) =>
  v.pipe(v.object({ ...pageEntries(limit, maxLimit), page: pageNumber(undefined) }), withinListDepth());

/** `?revision=n`: a sent revision of a quotation (the PDF calls); the current one when left out. */
export const revisionQuery = v.object({
  revision: wholeNumber(HTTP_MESSAGES.badRevision, Number.MAX_SAFE_INTEGER, undefined),
});

/** page and limit as a caller gives them. */
export type PageQuery = v.InferInput<ReturnType<typeof pageQuery>>;
