/**
 * Customers (/admin/customers): one row per buyer with its main contact, GSTIN, last order, lifetime value
 * (accepted orders) and what it owes; searched by name, company, email, phone or GSTIN as staff type, sorted
 * by last order, value, outstanding or name; search, sort and page in the address so Back brings them back.
 * One call a page (GET /api/customers). An Admin may list only the records the linking merged by GSTIN before
 * merges needed an Admin, and mark each merge checked (Staff are not offered it; the server refuses them).
 */
import { useMemo, useState } from 'react';
import { CUSTOMER_SORTS, type CustomerRow, customersApi } from '../../lib/api/customers.ts';
import { callApi } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { formatDateTime } from '../../lib/format/dates.ts';
import { CUSTOMERS_TEXTS as T } from '../../lib/messages/customers-screen.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { AdminLink } from '../components/AdminLink.tsx';
import { Button } from '../components/Button.tsx';
import { sayFailure } from '../components/failure.ts';
import { ChoiceField, SearchField } from '../components/Field.tsx';
import { FilterForm, ListScreen } from '../components/ListScreen.tsx';
import { inAddress, usePagedList } from '../components/use-paged-list.ts';
import { useSearchBox } from '../components/use-search-box.ts';
import { useMe } from '../me.ts';
import { customerPath } from '../paths.ts';
import { useSearch } from '../router.ts';
import { go, readAddress } from './customers-address.ts';
import '../components/list-screen.css';
import './customers.css';

const rupees = (amount: number) => formatMoney(amount, 'INR');
const SORTS = CUSTOMER_SORTS.map((sort) => ({ value: sort, label: T.sorts[sort] }));

export default function Customers() {
  const search = useSearch();
  const address = useMemo(() => readAddress(search), [search]);
  const box = useSearchBox(address.q, (words, { replace }) =>
    // Read now, not when the key was pressed: the sort may have changed since.
    go({ ...readAddress(location.search), q: words, page: 1 }, { replace }),
  );

  const admin = useMe()?.role === 'Admin';
  const merged = admin && address.merged;
  const [busy, setBusy] = useState(false);
  const list = usePagedList<CustomerRow>(
    (page, signal) =>
      callApi(customersApi.list, {
        query: { q: address.q || undefined, sort: address.sort, page, ...(merged && { merged: 'gstin' as const }) },
        signal,
      }),
    { failure: T.loadFailed, toast: true, filterKey: `${address.q}|${address.sort}|${merged}`, ...inAddress(address, go) },
  );

  async function check(row: CustomerRow, from: string) {
    setBusy(true);
    try {
      const answered = await callApi(customersApi.checkGstinMerge, { params: { id: row._id }, body: { from } });
      void notify.success(answered.message);
      list.reload();
    } catch (error) {
      sayFailure(T.gstinCheckFailed, error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <ListScreen
      className="orders customers"
      title={T.title}
      filters={
        <>
          <FilterForm onSubmit={box.submit} submit={T.search}>
            <SearchField id="customers-q" label={T.search} placeholder={T.searchHint} value={box.words} onChange={box.type} />
            <ChoiceField
              id="customers-sort"
              label={T.sort}
              value={address.sort}
              options={SORTS}
              onChange={(sort) => {
                box.settle();
                go({ q: box.words, sort, page: 1, merged });
              }}
            />
            {admin && (
              <Button
                look="secondary"
                aria-pressed={merged}
                onClick={() => {
                  box.settle();
                  go({ q: box.words, sort: address.sort, page: 1, merged: !merged });
                }}
              >
                {T.gstinMerges}
              </Button>
            )}
          </FilterForm>
          {merged && <p className="customers__hint">{T.gstinMergesHint}</p>}
        </>
      }
      list={list}
      count={T.count}
      announceCount
      caption={T.caption(list.page)}
      empty={merged ? T.gstinMergesNone : address.q ? T.none : T.noneYet}
      headings={T.headings.map((label, index) => (index >= 4 ? { label, className: 'admin-table__number' } : label))}
      pages={T.pages}
    >
      {list.rows.map((row) => (
        // Each cell names its column: on a phone a row is a card (list-screen.css), its head only read out.
        <tr key={row._id}>
          <td data-label={T.headings[0]}>
            <AdminLink href={customerPath(row._id)}>{row.name}</AdminLink>
            {row.company && row.company !== row.name && <span className="customers__sub">{row.company}</span>}
            {merged &&
              row.gstinMerges?.map((note) => (
                <span key={note.from} className="customers__sub customers__gstin-merge">
                  {T.gstinMerged(note.name, formatDateTime(note.at))}{' '}
                  <Button
                    look="secondary"
                    small
                    disabled={busy}
                    aria-label={T.gstinCheckedLabel(note.name, row.name)}
                    onClick={() => void check(row, note.from)}
                  >
                    {T.gstinChecked}
                  </Button>
                </span>
              ))}
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
    </ListScreen>
  );
}
