/**
 * Orders (docs/product.md 2.27): every accepted quotation with its stage, whose turn it is (ours or
 * the customer's), days in that stage, value and last activity, newest activity first; filtered by stage,
 * by whose turn and by words, the filter and page in the address (?stage=&turn=&q=&page=) so Back brings
 * them back. One call a page (GET /api/quotations?view=orders), read from the quotations' rows.
 */
import { useMemo, useState } from 'react';
import { type QuotationRow, quotationsApi } from '../../lib/api/quotations.ts';
import { callApi } from '../../lib/client/api.ts';
import { formatDateTime, formatTimeAgo } from '../../lib/format/dates.ts';
import { ORDER_TEXTS as T } from '../../lib/messages/orders.ts';
import { QUOTATION_TEXTS } from '../../lib/messages/quotations.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { ORDER_STAGES, type OrderStage, type Turn } from '../../lib/quotation.ts';
import { AdminLink } from '../components/AdminLink.tsx';
import { ChoiceField, SearchField } from '../components/Field.tsx';
import { FilterForm, ListScreen } from '../components/ListScreen.tsx';
import { showList } from '../components/list-address.ts';
import { inAddress, usePagedList } from '../components/use-paged-list.ts';
import { pageFrom } from '../inbox/use-inbox-address.ts';
import { useSearch } from '../router.ts';
import { quotationPath } from '../paths.ts';
import '../components/list-screen.css';
import './orders.css';

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

const go = ({ stage, turn, q, page }: OrdersAddress) => showList({ stage, turn, q, page });

const DAY_MS = 86_400_000;
const STAGES = [{ value: '' as const, label: T.allStages }, ...ORDER_STAGES];
const TURNS = [
  { value: '' as const, label: T.anyone },
  ...(['ours', 'customer', 'none'] as const).map((turn) => ({ value: turn, label: QUOTATION_TEXTS.turn[turn] })),
];

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
    { failure: T.loadFailed, toast: true, filterKey: `${address.stage}|${address.turn}|${address.q}`, ...inAddress(address, go) },
  );
  const filtered = Boolean(address.stage || address.turn || address.q);
  /** A new filter starts again at page 1. */
  const filter = (change: Partial<OrdersAddress>) => go({ ...address, ...change, page: 1 });

  return (
    <ListScreen
      className="orders"
      title={T.title}
      filters={
        <FilterForm onSubmit={() => filter({ q: words.trim() })} submit={T.search}>
          <ChoiceField
            id="orders-stage"
            label={T.stage}
            value={address.stage}
            options={STAGES}
            onChange={(stage) => filter({ stage })}
          />
          <ChoiceField
            id="orders-turn"
            label={T.turn}
            value={address.turn}
            options={TURNS}
            onChange={(turn) => filter({ turn })}
          />
          <SearchField id="orders-q" label={T.search} placeholder={T.searchHint} value={words} onChange={setWords} />
        </FilterForm>
      }
      list={list}
      count={T.count}
      caption={T.caption(list.page)}
      empty={filtered ? T.none : T.noneYet}
      headings={T.headings}
      pages={T.pages}
    >
      {list.rows.map((row) => (
        // Each cell names its column: on a phone a row is a card (list-screen.css), its head only read out.
        <tr key={row._id}>
          <td data-label={T.headings[0]}>
            <AdminLink href={quotationPath(row._id)}>{row.number}</AdminLink>
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
    </ListScreen>
  );
}
