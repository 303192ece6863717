/**
 * An inbox's search, filters and page live in the address (?q=&status=&from=&to=&page=), so a search
 * can be bookmarked and Back / Forward bring it back. The address is the only state: it is read on load
 * and after every navigation (popstate included, through the router), and written with pushState, or
 * replaceState where a new history entry would only be noise.
 */
import { useCallback, useMemo } from 'react';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../../lib/constants.ts';
import { navigate, useSearch } from '../router.ts';
import { SEARCH_MAX } from '../../lib/schemas/parts.ts';

export interface InboxAddress {
  q: string;
  status: EnquiryStatus | '';
  /** ISO dates (2026-11-23) or ''. */
  from: string;
  to: string;
  page: number;
}

/** As the server's filter allows (docs/product.md 7): anything else in a hand-typed address is ignored. */
const MAX_PAGE = 100_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function readAddress(search: string): InboxAddress {
  const params = new URLSearchParams(search);
  const status = params.get('status') ?? '';
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)) ? value : '';
  };
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX),
    status: ENQUIRY_STATUSES.includes(status as EnquiryStatus) ? (status as EnquiryStatus) : '',
    from: date('from'),
    to: date('to'),
    page: pageFrom(params),
  };
}

/** The address's page as the server allows it (1 to 100 000); 1 for anything else. */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

function toSearch({ q, status, from, to, page }: InboxAddress): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (status) params.set('status', status);
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const hasFilter = ({ q, status, from, to }: InboxAddress): boolean => Boolean(q || status || from || to);

/** The filter part, as the list and export calls take it. */
export const filterOf = ({ q, status, from, to }: InboxAddress) => ({ q, status, from, to });

export function useInboxAddress() {
  const search = useSearch();
  const address = useMemo(() => readAddress(search), [search]);

  /** Changes part of the address; any change but the page's starts again at page 1. */
  const go = useCallback((change: Partial<InboxAddress>, { replace = false }: { replace?: boolean } = {}) => {
    const next = { ...readAddress(location.search), page: 1, ...change };
    if (change.q !== undefined) next.q = change.q.trim().slice(0, SEARCH_MAX);
    navigate(location.pathname + toSearch(next), { replace });
  }, []);

  return { address, go };
}
