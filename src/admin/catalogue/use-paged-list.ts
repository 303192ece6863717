/**
 * One page of an admin list (docs/product.md 4): loading, then rows; a next page exists only when a full page
 * came back. A newer request supersedes an older one, so a slow answer never overwrites a newer page.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/client/api.ts';
import { ADMIN_PAGE_SIZE } from '../../lib/constants.ts';

export function usePagedList<T>(load: (page: number, signal: AbortSignal) => Promise<T[]>, failure: string) {
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();
  const [version, setVersion] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    loadRef
      .current(page, controller.signal)
      .then((loaded) => {
        setRows(loaded);
        setError(undefined);
      })
      .catch((reason: unknown) => {
        if (controller.signal.aborted) return;
        console.error(reason);
        setRows([]);
        setError(`${failure}: ${errorMessage(reason)}`);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [page, version, failure]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { page, setPage, rows, setRows, loading, error, reload, hasNext: rows.length === ADMIN_PAGE_SIZE };
}
