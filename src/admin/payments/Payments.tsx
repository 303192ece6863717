/**
 * Payments (/admin/payments): what the company is owed, on top (outstanding, overdue, customers' payments
 * waiting on us, the ageing), then every order's invoiced, paid and outstanding amounts, overdue first; the
 * status and page in the address (?status=&page=) so Back brings them back; the accountant's monthly files
 * below. One call a page (GET /api/payments), read from the quotations' rows.
 */
import { useMemo, useState } from 'react';
import { type PaymentRow, type PaymentTotals, paymentsApi } from '../../lib/api/payments.ts';
import { callApi } from '../../lib/client/api.ts';
import { PAYMENTS_SCREEN_TEXTS as T } from '../../lib/messages/payments-screen.ts';
import { formatMoney } from '../../lib/quotation.ts';
import { PAYMENT_LIST_STATUSES } from '../../lib/schemas/payments.ts';
import { Field } from '../components/Field.tsx';
import { ListTable } from '../components/ListTable.tsx';
import { Pager } from '../components/Pager.tsx';
import { usePagedList } from '../components/use-paged-list.ts';
import { pageFrom } from '../inbox/use-inbox-address.ts';
import { quotationPath } from '../paths.ts';
import { followLink, navigate, useSearch } from '../router.ts';
import { AccountantFiles } from './AccountantFiles.tsx';
import { MoneyTotals } from './MoneyTotals.tsx';
import '../inbox/inbox.css';
import './payments.css';

type Status = (typeof PAYMENT_LIST_STATUSES)[number];

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

function go({ status, page }: PaymentsAddress): void {
  const params = new URLSearchParams();
  if (status !== 'outstanding') params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  navigate(location.pathname + (text ? `?${text}` : ''));
}

export default function Payments() {
  const search = useSearch();
  const address = useMemo(() => readAddress(search), [search]);
  const [totals, setTotals] = useState<PaymentTotals | null>(null);
  const list = usePagedList<PaymentRow>(
    async (page, signal) => {
      const answer = await callApi(paymentsApi.list, { query: { status: address.status, page }, signal });
      setTotals(answer.totals);
      return answer;
    },
    {
      failure: T.loadFailed,
      toast: true,
      page: address.page,
      onPage: (page) => go({ ...address, page }),
      filterKey: address.status,
    },
  );
  const { rows, total, loading, error, page } = list;

  return (
    <section className="orders payments">
      <h1>{T.title}</h1>
      {totals && <MoneyTotals totals={totals} />}
      <div className="orders__filters">
        <Field id="payments-status" label={T.status}>
          {(control) => (
            <select
              {...control}
              value={address.status}
              onChange={(event) => go({ status: event.target.value as Status, page: 1 })}
            >
              {PAYMENT_LIST_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {T.statuses[status]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {total !== null && !loading && <p className="orders__count">{T.count(total)}</p>}
      <ListTable
        caption={T.caption(page)}
        loading={loading}
        failed={Boolean(error)}
        rowCount={rows.length}
        empty={address.status === 'all' ? T.noneYet : T.none}
        onRetry={list.reload}
        actions={false}
        headings={T.headings.map((label, index) =>
          index >= 2 && index <= 4 ? { label, className: 'admin-table__number' } : label,
        )}
      >
        {rows.map((row) => {
          const money = (amount: number) => formatMoney(amount, row.currency);
          return (
            // Each cell names its column: on a phone a row is a card (inbox.css), its head only read out.
            <tr key={row._id} className={row.daysOverdue > 0 ? 'payments__overdue' : undefined}>
              <td data-label={T.headings[0]}>
                <a href={quotationPath(row._id)} onClick={followLink}>
                  {row.number}
                </a>
              </td>
              <td data-label={T.headings[1]}>{[row.customer, row.company].filter(Boolean).join(', ')}</td>
              <td data-label={T.headings[2]} className="admin-table__number">
                {money(row.invoiced)}
              </td>
              <td data-label={T.headings[3]} className="admin-table__number">
                {money(row.paid)}
                {row.reported > 0 && <span className="payments__reported">{T.reported(money(row.reported))}</span>}
              </td>
              <td data-label={T.headings[4]} className="admin-table__number">
                {money(row.outstanding)}
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
      </ListTable>
      {(rows.length > 0 || page > 1) && (
        <Pager page={page} hasNext={list.hasNext} onPage={list.setPage} label={T.pages} disabled={loading} />
      )}
      <AccountantFiles />
    </section>
  );
}
