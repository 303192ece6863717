/**
 * The Customers list's search, sort and page live in the address (?q=&sort=&page=, and an Admin's
 * &merged=gstin), as the inboxes' filters do:
 * a search can be bookmarked and Back / Forward bring it back. The address is the only state.
 */
import { CUSTOMER_SORTS, type CustomerSort } from '../../lib/api/customers.ts';
import { pageFrom } from '../inbox/use-inbox-address.ts';
import { showList } from '../components/list-address.ts';
import { SEARCH_MAX } from '../../lib/schemas/parts.ts';

export interface CustomersAddress {
  q: string;
  sort: CustomerSort;
  page: number;
  /** Only the merges the linking made by GSTIN that no Admin has checked (an Admin's view). */
  merged?: boolean;
}

const DEFAULT_SORT: CustomerSort = 'last-order';

export function readAddress(search: string): CustomersAddress {
  const params = new URLSearchParams(search);
  const sort = params.get('sort') ?? '';
  return {
    // As the server's query allows: anything more in a hand-typed address is ignored.
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX),
    sort: (CUSTOMER_SORTS as readonly string[]).includes(sort) ? (sort as CustomerSort) : DEFAULT_SORT,
    page: pageFrom(params),
    merged: params.get('merged') === 'gstin',
  };
}

/** Goes to the list as `address` says; `replace` where a new history entry would only be noise (typing). */
export function go({ q, sort, page, merged }: CustomersAddress, options: { replace?: boolean } = {}): void {
  showList(
    { q: q.trim().slice(0, SEARCH_MAX), sort: sort === DEFAULT_SORT ? '' : sort, merged: merged ? 'gstin' : '', page },
    options,
  );
}
