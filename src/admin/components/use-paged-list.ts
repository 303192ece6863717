/**
 * The one loader of every admin list (the four inboxes, Manage Products, Blog and Testimonials): one page
 * at a time, newest first; loading, then rows or an error; a next page exists only when a full page came
 * back (or when the answer says so). A newer request supersedes an older one, so a slow answer never overwrites a newer page.
 * The page is the loader's own, or the caller's (the inboxes keep it in the address with their filter). A
 * list that answers a `Paged` page (Orders, Payments, Customers, the activity) hands it over as it came: its
 * `hasMore` says whether a next page exists, and its total, when it counts one, is kept for the count above
 * the table.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Paged } from '../../lib/api/define.ts';
import { ApiError, errorMessage } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { ADMIN_PAGE_SIZE } from '../../lib/constants.ts';

export interface PagedListOptions {
  /** Said first in `error` when a load fails: '{failure}: {the error's message}'. */
  failure: string;
  /** Also told of a failed load (not of a 401, which has already sent the browser to sign-in). */
  onError?: (error: unknown) => void;
  /** A failed load is also said in a toast, its reason under the failure (not a 401's). */
  toast?: boolean;
  /** The page, when the caller keeps it; with `onPage`, which is then told of page changes. */
  page?: number;
  onPage?: (page: number) => void;
  /** A search or filter: the list loads again whenever it changes. */
  filterKey?: string;
}

type Loaded<T> = T[] | Paged<T>;

/** The rows of a loaded page and whether another follows (undefined: a full page implies one). */
function rowsOf<T>(loaded: Loaded<T>): { rows: T[]; hasMore?: boolean; total: number | null } {
  if (Array.isArray(loaded)) return { rows: loaded, total: null };
  return { rows: loaded.data, hasMore: loaded.hasMore, total: loaded.total ?? null };
}

export function usePagedList<T>(load: (page: number, signal: AbortSignal) => Promise<Loaded<T>>, options: PagedListOptions) {
  const [ownPage, setOwnPage] = useState(1);
  const page = options.page ?? ownPage;
  const setPage = options.onPage ?? setOwnPage;
  const { filterKey } = options;
  const [rows, setRows] = useState<T[]>([]);
  const [hasMore, setHasMore] = useState<boolean>();
  const [total, setTotal] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();
  const [version, setVersion] = useState(0);
  const latest = useRef({ load, options });
  latest.current = { load, options };

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    latest.current
      .load(page, controller.signal)
      .then((loaded) => {
        const found = rowsOf(loaded);
        setRows(found.rows);
        setHasMore(found.hasMore);
        setTotal(found.total);
        setError(undefined);
      })
      .catch((reason: unknown) => {
        if (controller.signal.aborted) return;
        console.error(reason);
        const { failure, onError, toast } = latest.current.options;
        setRows([]);
        setError(`${failure}: ${errorMessage(reason)}`);
        if (reason instanceof ApiError && reason.status === 401) return;
        onError?.(reason);
        if (toast) void notify.error(failure, { description: errorMessage(reason) });
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [page, version, filterKey]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);
  const hasNext = hasMore ?? rows.length === ADMIN_PAGE_SIZE;
  return { page, setPage, rows, setRows, total, loading, error, reload, hasNext };
}

/** A list as usePagedList keeps it: its page, rows, total, loading and failure, and the calls to page and reload. */
export type PagedList<T> = ReturnType<typeof usePagedList<T>>;

/** The paging of a list screen whose page lives in the address beside its filters: a new page keeps them. */
export function inAddress<A extends { page: number }>(address: A, go: (address: A) => void) {
  return { page: address.page, onPage: (page: number) => go({ ...address, page }) };
}
