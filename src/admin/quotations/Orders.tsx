/**
 * Orders (docs/product.md 2.27): every accepted quotation with its stage, whose turn it is (ours or
 * the customer's), days in that stage, value and last activity, newest activity first; filtered by stage,
 * by whose turn and by words, the filter and page in the address (?stage=&turn=&q=&page=) so Back brings
 * them back. One call a page (GET /api/quotations?view=orders), read from the quotations' rows.
 */
import { useMemo, useState } from 'react';
import { type QuotationRow, quotationsApi } from '../../lib/api/quotations.ts';
import { callApi } from '../../lib/client/api.ts';
import { formatDateTime, formatTimeAgo } from '../../lib/format.ts';
import { ORDER_TEXTS as T } from '../../lib/messages/orders.ts';
import { QUOTATION_TEXTS } from '../../lib/messages/quotations.ts';
import { ORDER_STAGES, type OrderStage, type Turn, formatMoney } from '../../lib/quotation.ts';
import { Field, TextField } from '../components/Field.tsx';
import { ListTable } from '../components/ListTable.tsx';
import { Pager } from '../components/Pager.tsx';
import { usePagedList } from '../components/use-paged-list.ts';
import { pageFrom } from '../inbox/use-inbox-address.ts';
import { followLink, navigate, useSearch } from '../router.ts';
import { quotationPath } from '../paths.ts';
import '../inbox/inbox.css';

interface OrdersAddress {
  stage: OrderStage | '';
  turn: Turn | '';
  q: string;
  page: number;
}

function readAddress(search: string): OrdersAddress {
  const params = new URLSearchParams(search);
  const stage = params.get('stage') ?? '';
  const turn = params.get('turn') ?? '';
  return {
    stage: (ORDER_STAGES as readonly string[]).includes(stage) ? (stage as OrderStage) : '',
    turn: turn === 'ours' || turn === 'customer' || turn === 'none' ? turn : '',
    q: (params.get('q') ?? '').slice(0, 200),
    page: pageFrom(params),
  };
}

function go({ stage, turn, q, page }: OrdersAddress): void {
  const params = new URLSearchParams();
  if (stage) params.set('stage', stage);
  if (turn) params.set('turn', turn);
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  navigate(location.pathname + (text ? `?${text}` : ''));
}

const DAY_MS = 86_400_000;

export default function Orders() {
  const search = useSearch();
  const address = useMemo(() => readAddress(search), [search]);
  const [words, setWords] = useState(address.q);
  const list = usePagedList<QuotationRow>(
    async (page, signal) => {
      return callApi(quotationsApi.list, {
        query: {
          view: 'orders',
          page,
          stage: address.stage || undefined,
          turn: address.turn || undefined,
          q: address.q || undefined,
        },
        signal,
      });
    },
    {
      failure: T.loadFailed,
      toast: true,
      page: address.page,
      onPage: (page) => go({ ...address, page }),
      filterKey: `${address.stage}|${address.turn}|${address.q}`,
    },
  );
  const { rows, total, loading, error, page } = list;
  const filtered = Boolean(address.stage || address.turn || address.q);

  return (
    <section className="orders">
      <h1>{T.title}</h1>
      <form
        className="orders__filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          go({ ...address, q: words.trim(), page: 1 });
        }}
      >
        <Field id="orders-stage" label={T.stage}>
          {(control) => (
            <select
              {...control}
              value={address.stage}
              onChange={(event) => go({ ...address, stage: event.target.value as OrderStage | '', page: 1 })}
            >
              <option value="">{T.allStages}</option>
              {ORDER_STAGES.map((stage) => (
                <option key={stage}>{stage}</option>
              ))}
            </select>
          )}
        </Field>
        <Field id="orders-turn" label={T.turn}>
          {(control) => (
            <select
              {...control}
              value={address.turn}
              onChange={(event) => go({ ...address, turn: event.target.value as Turn | '', page: 1 })}
            >
              <option value="">{T.anyone}</option>
              <option value="ours">{QUOTATION_TEXTS.turn.ours}</option>
              <option value="customer">{QUOTATION_TEXTS.turn.customer}</option>
              <option value="none">{QUOTATION_TEXTS.turn.none}</option>
            </select>
          )}
        </Field>
        <TextField
          id="orders-q"
          label={T.search}
          type="search"
          maxLength={200}
          placeholder={T.searchHint}
          value={words}
          onChange={setWords}
        />
        <button type="submit" className="button button--secondary">
          {T.search}
        </button>
      </form>
      {total !== null && !loading && <p className="orders__count">{T.count(total)}</p>}
      <ListTable
        caption={T.caption(page)}
        loading={loading}
        failed={Boolean(error)}
        rowCount={rows.length}
        empty={filtered ? T.none : T.noneYet}
        onRetry={list.reload}
        actions={false}
        headings={T.headings}
      >
        {rows.map((row) => (
          // Each cell names its column: on a phone a row is a card (inbox.css), its head only read out.
          <tr key={row._id}>
            <td data-label={T.headings[0]}>
              <a href={quotationPath(row._id)} onClick={followLink}>
                {row.number}
              </a>
            </td>
            <td data-label={T.headings[1]}>{[row.customer, row.company].filter(Boolean).join(', ')}</td>
            <td data-label={T.headings[2]}>{row.stage}</td>
            <td data-label={T.headings[3]}>
              <span className={`order-turn order-turn--${row.turn}`}>{QUOTATION_TEXTS.turn[row.turn]}</span>
            </td>
            <td data-label={T.headings[4]}>
              {T.days(Math.max(0, Math.floor((Date.now() - Date.parse(row.stageAt ?? row.activityAt)) / DAY_MS)))}
            </td>
            <td data-label={T.headings[5]} className="admin-table__number">
              {formatMoney(row.total, row.currency)}
            </td>
            <td data-label={T.headings[6]} className="admin-table__date">
              <time dateTime={row.activityAt} title={formatDateTime(row.activityAt)}>
                {formatTimeAgo(row.activityAt)}
              </time>
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
