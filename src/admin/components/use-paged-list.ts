/**
 * The one loader of every admin list (the four inboxes, Manage Products, Blog and Testimonials): one page
 * at a time, newest first; loading, then rows or an error; a next page exists only when a full page came
 * back (or when the answer says so). A newer request supersedes an older one, so a slow answer never overwrites a newer page.
 * The page is the loader's own, or the caller's (the inboxes keep it in the address with their filter).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../lib/client/api.ts';
import { ADMIN_PAGE_SIZE } from '../../lib/constants.ts';

export interface PagedListOptions {
  /** Said first in `error` when a load fails: '{failure}: {the error's message}'. */
  failure: string;
  /** Also told of a failed load (not of a 401, which has already sent the browser to sign-in). */
  onError?: (error: unknown) => void;
  /** The page, when the caller keeps it; with `onPage`, which is then told of page changes. */
  page?: number;
  onPage?: (page: number) => void;
  /** A search or filter: the list loads again whenever it changes. */
  filterKey?: string;
}

/** A page that says itself whether another follows (the activity list), instead of a full page implying it. */
export interface PageWithMore<T> {
  rows: T[];
  hasMore: boolean;
}

export function usePagedList<T>(
  load: (page: number, signal: AbortSignal) => Promise<T[] | PageWithMore<T>>,
  options: PagedListOptions,
) {
  const [ownPage, setOwnPage] = useState(1);
  const page = options.page ?? ownPage;
  const setPage = options.onPage ?? setOwnPage;
  const { filterKey } = options;
  const [rows, setRows] = useState<T[]>([]);
  const [hasMore, setHasMore] = useState<boolean>();
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
        setRows(Array.isArray(loaded) ? loaded : loaded.rows);
        setHasMore(Array.isArray(loaded) ? undefined : loaded.hasMore);
        setError(undefined);
      })
      .catch((reason: unknown) => {
        if (controller.signal.aborted) return;
        console.error(reason);
        const { failure, onError } = latest.current.options;
        setRows([]);
        setError(`${failure}: ${errorMessage(reason)}`);
        if (!(reason instanceof ApiError && reason.status === 401)) onError?.(reason);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [page, version, filterKey]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { page, setPage, rows, setRows, loading, error, reload, hasNext: hasMore ?? rows.length === ADMIN_PAGE_SIZE };
}
