/**
 * Returns (/admin/returns), for an Admin and the Accountant: the financial year's GSTR-1 periods (one call,
 * GET /api/returns?year=), each with what it holds, its due date, what the check finds and whether it is
 * filed; the period chosen (in the address, ?year=&period=, so Back brings it back) opens below with its
 * check, its downloads and "Mark filed". The year and period start at today's, New Delhi's.
 */
import { useCallback, useMemo } from 'react';
import { type ReturnPeriod, returnsApi } from '../../lib/api/returns.ts';
import { callApi } from '../../lib/client/api.ts';
import { formatDay, todayInIndia } from '../../lib/format/dates.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { financialYear } from '../../lib/gst/financial-year.ts';
import { RETURNS_SCREEN_TEXTS as T } from '../../lib/messages/returns-screen.ts';
import { type Column, DataTable, NUMBER } from '../components/DataTable.tsx';
import { ChoiceField } from '../components/Field.tsx';
import { Loading } from '../components/Loading.tsx';
import { Button } from '../components/Button.tsx';
import { useRecord } from '../components/use-record.ts';
import { navigate, useSearch } from '../router.ts';
import { PeriodDetail } from './PeriodDetail.tsx';
import './returns.css';

const rupees = (amount: number) => formatMoney(amount, 'INR');

/** This financial year and the two before it: a return is amended or looked up for a while after its year. */
function yearChoices(): { value: string; label: string }[] {
  const { start } = financialYear(new Date());
  return [0, 1, 2].map((back) => {
    const label = `${start - back}-${String((start - back + 1) % 100).padStart(2, '0')}`;
    return { value: label, label };
  });
}

function readAddress(search: string, years: readonly { value: string }[]) {
  const params = new URLSearchParams(search);
  const year = params.get('year') ?? '';
  return {
    year: years.some((choice) => choice.value === year) ? year : years[0].value,
    period: params.get('period') ?? '',
  };
}

const go = (year: string, period: string) => {
  const params = new URLSearchParams();
  if (year !== yearChoices()[0].value) params.set('year', year);
  if (period) params.set('period', period);
  const query = params.toString();
  navigate(`/admin/returns${query ? `?${query}` : ''}`);
};

export default function Returns() {
  const search = useSearch();
  const years = useMemo(yearChoices, []);
  const address = useMemo(() => readAddress(search, years), [search, years]);
  const read = useCallback(
    (signal?: AbortSignal) =>
      callApi(returnsApi.periods, { query: { year: address.year }, signal }).then((answer) => answer.data),
    [address.year],
  );
  const { record: answered, setRecord: setPeriods, failure, reload } = useRecord(read);
  // The periods that have begun (the year's later ones hold nothing yet), newest first as the server lists them.
  const thisMonth = todayInIndia().slice(0, 7);
  const periods = answered?.filter((each) => (each.months[0] ?? '') <= thisMonth) ?? null;
  // The period asked for, else the newest.
  const chosen = periods?.find((each) => each.period === address.period) ?? periods?.[0];

  // A period filed comes back in the answer; a problem mended changes its count, read again with the rest.
  const changed = (next: ReturnPeriod | null) => {
    if (!next) return void reload();
    setPeriods((current) => current?.map((each) => (each.period === next.period ? next : each)) ?? current);
  };

  const columns: Column<ReturnPeriod>[] = [
    {
      heading: T.headings[0],
      cell: (row) => (
        <button
          type="button"
          className="returns__choose"
          aria-pressed={row.period === chosen?.period}
          aria-label={T.open(row.label)}
          onClick={() => go(address.year, row.period)}
        >
          {row.label}
        </button>
      ),
    },
    { heading: T.headings[1], cell: (row) => T.invoices(row.invoices, row.cancelled), className: NUMBER },
    { heading: T.headings[2], cell: (row) => T.notes(row.creditNotes, row.debitNotes) },
    { heading: T.headings[3], cell: (row) => rupees(row.taxable), className: NUMBER },
    { heading: T.headings[4], cell: (row) => rupees(row.tax), className: NUMBER },
    {
      heading: T.headings[5],
      cell: (row) => (
        <>
          {formatDay(row.due)}
          {!row.filed && row.due < todayInIndia() && <strong className="returns__late"> {T.overdue}</strong>}
        </>
      ),
    },
    {
      heading: T.headings[6],
      cell: (row) => (
        <>
          <span className={row.problems > 0 ? 'returns__problems' : undefined}>{T.problems(row.problems)}</span>
          {row.irnDue && (
            <span className={row.irnDue < todayInIndia() ? 'returns__late returns__irn' : 'returns__irn'}>
              {(row.irnDue < todayInIndia() ? T.irnOverdue : T.irnDueBy)(formatDay(row.irnDue))}
            </span>
          )}
        </>
      ),
    },
    {
      heading: T.headings[7],
      cell: (row) =>
        row.filed ? (
          <>
            {T.filedOn(formatDay(row.filed.date))}
            <span className="returns__arn">{T.arnIs(row.filed.arn)}</span>
          </>
        ) : (
          T.notFiled
        ),
    },
  ];

  return (
    <section className="returns orders">
      <h1>{T.title}</h1>
      <p className="returns__lead">{T.lead}</p>
      <div className="orders__filters">
        <ChoiceField id="returns-year" label={T.year} value={address.year} options={years} onChange={(year) => go(year, '')} />
      </div>
      {failure ? (
        <div className="returns__failure">
          <p role="alert">
            {T.loadFailed}: {failure.message}
          </p>
          <Button look="secondary" onClick={() => void reload()}>
            {T.tryAgain}
          </Button>
        </div>
      ) : !periods ? (
        <Loading />
      ) : periods.length === 0 ? (
        <p className="inbox__empty">{T.noPeriods}</p>
      ) : (
        <>
          <DataTable caption={T.periodsCaption(address.year)} columns={columns} rows={periods} rowKey={(row) => row.period} />
          {chosen && <PeriodDetail key={chosen.period} period={chosen} onChanged={changed} />}
        </>
      )}
    </section>
  );
}
