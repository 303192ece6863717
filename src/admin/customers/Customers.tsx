/**
 * Customers (/admin/customers): one row per buyer with its main contact, GSTIN, last order, lifetime value
 * (accepted orders) and what it owes; searched by name, company, email, phone or GSTIN as staff type, sorted
 * by last order, value, outstanding or name; search, sort and page in the address so Back brings them back.
 * One call a page (GET /api/customers).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { CUSTOMER_SORTS, type CustomerRow, type CustomerSort, customersApi } from '../../lib/api/customers.ts';
import { callApi } from '../../lib/client/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { CUSTOMERS_TEXTS as T } from '../../lib/messages/customers-screen.ts';
import { formatMoney } from '../../lib/quotation.ts';
import { Field, TextField } from '../components/Field.tsx';
import { ListTable } from '../components/ListTable.tsx';
import { Pager } from '../components/Pager.tsx';
import { usePagedList } from '../components/use-paged-list.ts';
import { customerPath } from '../paths.ts';
import { followLink, useSearch } from '../router.ts';
import { go, readAddress } from './customers-address.ts';
import '../inbox/inbox.css';
import './customers.css';

/** The search runs this long after the last key (Enter at once): one request per pause, not per key. */
const SEARCH_DELAY_MS = 350;

const rupees = (amount: number) => formatMoney(amount, 'INR');

export default function Customers() {
  const search = useSearch();
  const address = useMemo(() => readAddress(search), [search]);
  const [words, setWords] = useState(address.q);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** True once this burst of typing has its own history entry: the rest of it replaces that entry. */
  const typing = useRef(false);
  const shown = useRef(words);
  shown.current = words;

  // The address changed from elsewhere (Back, a bookmark): show its search.
  useEffect(() => {
    if (shown.current.trim() === address.q) return;
    clearTimeout(timer.current);
    typing.current = false;
    setWords(address.q);
  }, [address.q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function searchFor(value: string) {
    clearTimeout(timer.current);
    // Read now, not when the key was pressed: the sort may have changed since.
    const current = readAddress(location.search);
    if (value.trim() === current.q) return;
    go({ ...current, q: value, page: 1 }, { replace: typing.current });
    typing.current = true;
  }

  const list = usePagedList<CustomerRow>(
    (page, signal) => callApi(customersApi.list, { query: { q: address.q || undefined, sort: address.sort, page }, signal }),
    {
      failure: T.loadFailed,
      toast: true,
      page: address.page,
      onPage: (page) => go({ ...address, page }),
      filterKey: `${address.q}|${address.sort}`,
    },
  );
  const { rows, total, loading, error, page } = list;

  return (
    <section className="orders customers">
      <h1>{T.title}</h1>
      <form
        className="orders__filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          searchFor(words);
          typing.current = false;
        }}
      >
        <TextField
          id="customers-q"
          label={T.search}
          type="search"
          maxLength={200}
          placeholder={T.searchHint}
          value={words}
          onChange={(value) => {
            setWords(value);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => searchFor(value), SEARCH_DELAY_MS);
          }}
        />
        <Field id="customers-sort" label={T.sort}>
          {(control) => (
            <select
              {...control}
              value={address.sort}
              onChange={(event) => {
                typing.current = false;
                go({ q: words, sort: event.target.value as CustomerSort, page: 1 });
              }}
            >
              {CUSTOMER_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {T.sorts[sort]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="button button--secondary">
          {T.search}
        </button>
      </form>
      {total !== null && !loading && (
        <p className="orders__count" role="status">
          {T.count(total)}
        </p>
      )}
      <ListTable
        caption={T.caption(page)}
        loading={loading}
        failed={Boolean(error)}
        rowCount={rows.length}
        empty={address.q ? T.none : T.noneYet}
        onRetry={list.reload}
        actions={false}
        headings={T.headings.map((label, index) => (index >= 4 ? { label, className: 'admin-table__number' } : label))}
      >
        {rows.map((row) => (
          // Each cell names its column: on a phone a row is a card (inbox.css), its head only read out.
          <tr key={row._id}>
            <td data-label={T.headings[0]}>
              <a href={customerPath(row._id)} onClick={followLink}>
                {row.name}
              </a>
              {row.company && row.company !== row.name && <span className="customers__sub">{row.company}</span>}
            </td>
            <td data-label={T.headings[1]} className="customers__contact">
              {row.emails[0] && <span>{row.emails[0]}</span>}
              {row.phones[0] && <span>{row.phones[0]}</span>}
            </td>
            <td data-label={T.headings[2]}>{row.gstin || '—'}</td>
            <td data-label={T.headings[3]} className="admin-table__date">
              {row.lastOrderAt ? <time dateTime={row.lastOrderAt}>{formatDateTime(row.lastOrderAt)}</time> : T.noOrder}
            </td>
            <td data-label={T.headings[4]} className="admin-table__number">
              {rupees(row.wonValue)}
            </td>
            <td data-label={T.headings[5]} className="admin-table__number">
              {rupees(row.outstanding)}
            </td>
          </tr>
        ))}
      </ListTable>
      {(rows.length > 0 || page > 1) && (
        <Pager page={page} hasNext={list.hasNext} onPage={list.setPage} label={T.pages} disabled={loading} />
      )}
    </section>
  );
}
