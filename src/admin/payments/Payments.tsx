/**
 * Payments (/admin/payments): what the company is owed, on top (outstanding, overdue, buyers' credit, customers'
 * payments waiting on us, the ageing), then every order's invoiced, paid (less refunds, named beneath) and
 * outstanding amounts (a buyer's credit named beneath), overdue first; the
 * status and page in the address (?status=&page=) so Back brings them back; the accountant's monthly files
 * below. One call a page (GET /api/payments), read from the quotations' rows. The Accountant reads it as it
 * is: the orders' pages, where payments are recorded and confirmed, are the sales team's.
 */
import { useMemo, useState } from 'react';
import { type PaymentRow, type PaymentTotals, paymentsApi } from '../../lib/api/payments.ts';
import { callApi } from '../../lib/client/api.ts';
import { PAYMENTS_SCREEN_TEXTS as T } from '../../lib/messages/payments-screen.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { PAYMENT_LIST_STATUSES } from '../../lib/schemas/payments.ts';
import { AdminLink } from '../components/AdminLink.tsx';
import { ChoiceField } from '../components/Field.tsx';
import { ListScreen } from '../components/ListScreen.tsx';
import { showList } from '../components/list-address.ts';
import { inAddress, usePagedList } from '../components/use-paged-list.ts';
import { pageFrom } from '../inbox/use-inbox-address.ts';
import { useMe } from '../me.ts';
import { quotationPath } from '../paths.ts';
import { useSearch } from '../router.ts';
import { AccountantFiles } from './AccountantFiles.tsx';
import { MoneyTotals } from './MoneyTotals.tsx';
import '../components/list-screen.css';
import './payments.css';

type Status = (typeof PAYMENT_LIST_STATUSES)[number];
const STATUSES = PAYMENT_LIST_STATUSES.map((status) => ({ value: status, label: T.statuses[status] }));

interface PaymentsAddress {
  status: Status;
  page: number;
}

function readAddress(search: string): PaymentsAddress {
  const params = new URLSearchParams(search);
  const status = params.get('status') ?? '';
  return {
    status: (PAYMENT_LIST_STATUSES as readonly string[]).includes(status) ? (status as Status) : 'outstanding',
    page: pageFrom(params),
  };
}

/** Outstanding, the first choice, goes without saying. */
const go = ({ status, page }: PaymentsAddress) => showList({ status: status === 'outstanding' ? '' : status, page });

export default function Payments() {
  const search = useSearch();
  const salesTeam = useMe()?.role !== 'Accountant';
  const address = useMemo(() => readAddress(search), [search]);
  const [totals, setTotals] = useState<PaymentTotals | null>(null);
  const list = usePagedList<PaymentRow>(
    async (page, signal) => {
      const answer = await callApi(paymentsApi.list, { query: { status: address.status, page }, signal });
      setTotals(answer.totals);
      return answer;
    },
    { failure: T.loadFailed, toast: true, filterKey: address.status, ...inAddress(address, go) },
  );

  return (
    <ListScreen
      className="orders payments"
      title={T.title}
      filters={
        <>
          {totals && <MoneyTotals totals={totals} />}
          <div className="orders__filters">
            <ChoiceField
              id="payments-status"
              label={T.status}
              value={address.status}
              options={STATUSES}
              onChange={(status) => go({ status, page: 1 })}
            />
          </div>
        </>
      }
      list={list}
      count={T.count}
      caption={T.caption(list.page)}
      empty={address.status === 'all' ? T.noneYet : T.none}
      headings={T.headings.map((label, index) =>
        index >= 2 && index <= 4 ? { label, className: 'admin-table__number' } : label,
      )}
      pages={T.pages}
      after={<AccountantFiles />}
    >
      {list.rows.map((row) => {
        const money = (amount: number) => formatMoney(amount, row.currency);
        return (
          // Each cell names its column: on a phone a row is a card (list-screen.css), its head only read out.
          <tr key={row._id} className={row.daysOverdue > 0 ? 'payments__overdue' : undefined}>
            <td data-label={T.headings[0]}>
              {salesTeam ? <AdminLink href={quotationPath(row._id)}>{row.number}</AdminLink> : row.number}
            </td>
            <td data-label={T.headings[1]}>{[row.customer, row.company].filter(Boolean).join(', ')}</td>
            <td data-label={T.headings[2]} className="admin-table__number">
              {money(row.invoiced)}
            </td>
            <td data-label={T.headings[3]} className="admin-table__number">
              {money(row.paid)}
              {row.refunded > 0 && <span className="payments__refunded">{T.refunded(money(row.refunded))}</span>}
              {row.reported > 0 && <span className="payments__reported">{T.reported(money(row.reported))}</span>}
            </td>
            <td data-label={T.headings[4]} className="admin-table__number">
              {money(row.outstanding)}
              {row.credit > 0 && <span className="payments__credit">{T.creditOf(money(row.credit))}</span>}
            </td>
            <td data-label={T.headings[5]} className="admin-table__date">
              {row.dueDate ?? T.notDue}
            </td>
            <td data-label={T.headings[6]}>
              {row.daysOverdue > 0 ? <strong className="payments__late">{T.daysOverdue(row.daysOverdue)}</strong> : T.notDue}
            </td>
          </tr>
        );
      })}
    </ListScreen>
  );
}
