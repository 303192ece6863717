/**
 * The report (docs/product.md 2.28): per month of the last twelve and per category, requests,
 * quotations sent, accepted, declined, expired, the conversion rate, the value quoted and won, and the median
 * days from a request to its quotation and from an acceptance to the dispatch; per month its money (invoiced,
 * collected, outstanding of its invoices, days from dispatch to paid in full); a bar chart of the months
 * (plain SVG: no chart library's script) above the tables it draws from, and the same as CSV.
 */
import { type ReactNode, useEffect, useState } from 'react';
import { pathOf } from '../../lib/api/define.ts';
import { type QuotationReport, quotationsApi } from '../../lib/api/quotations.ts';
import { callApi, errorMessage } from '../../lib/client/api.ts';
import { downloadFile } from '../../lib/client/save-export.ts';
import { notify } from '../../lib/client/notify.ts';
import { REPORT_TEXTS as T } from '../../lib/messages/orders.ts';
import { formatQuantity, formatReportRupees as rupees } from '../../lib/format/money.ts';
import { Loading } from '../components/Loading.tsx';
import { TableHead } from '../components/TableHead.tsx';
import '../components/list-screen.css';
import './quotations.css';

type Month = QuotationReport['months'][number];
type Line = QuotationReport['categories'][number];

const cells = (line: Line): ReactNode[] => [
  line.requests === null ? '–' : formatQuantity(line.requests),
  formatQuantity(line.sent),
  formatQuantity(line.accepted),
  formatQuantity(line.declined),
  formatQuantity(line.expired),
  line.conversion === null ? '–' : `${line.conversion}%`,
  rupees(line.quotedValue),
  rupees(line.wonValue),
  line.medianDaysToQuote ?? '–',
  line.medianDaysToDispatch ?? '–',
];
const moneyCells = (line: Month): ReactNode[] => [
  rupees(line.invoiced),
  rupees(line.collected),
  rupees(line.outstanding),
  line.medianDaysToPaidInFull ?? '–',
];
/** A category has no requests (a request names no category), so its table leaves that column out. */
const categoryCells = (line: Line) => cells(line).slice(1);

function Table<L extends Line>({
  id,
  title,
  lead,
  first,
  columns,
  lines,
  cellsOf,
}: {
  id: string;
  title: string;
  lead?: string;
  first: string;
  columns: readonly string[];
  lines: L[];
  cellsOf: (line: L) => ReactNode[];
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {lead && <p>{lead}</p>}
      <div className="table-scroll" role="region" aria-labelledby={id} tabIndex={0}>
        <table className="admin-table report__table">
          <TableHead columns={[first, ...columns.map((column) => ({ label: column, className: 'admin-table__number' }))]} />
          <tbody>
            {lines.map((line) => (
              <tr key={line.key}>
                <th scope="row">{line.label}</th>
                {cellsOf(line).map((cell, index) => (
                  <td key={index} className="admin-table__number">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Sent, accepted, and declined or expired, per month: three bars each, the numbers in each bar's title. */
function Chart({ months }: { months: Line[] }) {
  const width = 720;
  const height = 220;
  const top = Math.max(1, ...months.map((line) => Math.max(line.sent, line.accepted, line.declined + line.expired)));
  const slot = width / months.length;
  const bar = Math.max(4, (slot - 12) / 3);
  const series = [
    { name: T.sent, value: (line: Line) => line.sent, className: 'report__bar--sent' },
    { name: T.accepted, value: (line: Line) => line.accepted, className: 'report__bar--accepted' },
    { name: T.lost, value: (line: Line) => line.declined + line.expired, className: 'report__bar--lost' },
  ];
  return (
    <figure className="report__chart">
      <svg viewBox={`0 0 ${width} ${height + 24}`} role="img" aria-labelledby="report-chart-title">
        <title id="report-chart-title">{T.chart}</title>
        {months.map((line, index) => (
          <g key={line.key} transform={`translate(${index * slot + 6}, 0)`}>
            {series.map((each, at) => {
              const value = each.value(line);
              const tall = (value / top) * height;
              return (
                <rect key={each.name} className={each.className} x={at * bar} y={height - tall} width={bar - 2} height={tall}>
                  <title>{`${line.label}: ${each.name} ${value}`}</title>
                </rect>
              );
            })}
            <text x={(slot - 12) / 2} y={height + 16} textAnchor="middle" className="report__axis">
              {line.label.split(' ')[0]}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="report__legend">
        {series.map((each) => (
          <span key={each.name}>
            <span className={`report__key ${each.className}`} aria-hidden="true" /> {each.name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

export default function Report() {
  const [report, setReport] = useState<QuotationReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    callApi(quotationsApi.report, { signal: controller.signal }).then(
      (answer) => setReport(answer.data),
      (error: unknown) => {
        if (!controller.signal.aborted) setFailure(errorMessage(error));
      },
    );
    return () => controller.abort();
  }, []);

  return (
    <section className="report">
      <div className="report__head">
        <h1>{T.title}</h1>
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            void downloadFile(pathOf(quotationsApi.report, {}, { format: 'csv' }), 'quotations-report.csv').catch((error) =>
              notify.error(errorMessage(error)),
            )
          }
        >
          {T.csv}
        </button>
      </div>
      <p>{T.lead}</p>
      {failure && (
        <p role="alert">
          {T.loadFailed}: {failure}
        </p>
      )}
      {!report && !failure && <Loading />}
      {report && (
        <>
          <Chart months={report.months} />
          <Table id="report-months" title={T.byMonth} first={T.month} columns={T.columns} lines={report.months} cellsOf={cells} />
          <Table
            id="report-money"
            title={T.money}
            lead={T.moneyLead}
            first={T.month}
            columns={T.moneyColumns}
            lines={report.months}
            cellsOf={moneyCells}
          />
          {report.categories.length ? (
            <Table
              id="report-categories"
              title={T.byCategory}
              first={T.category}
              columns={T.columns.slice(1)}
              lines={report.categories}
              cellsOf={categoryCells}
            />
          ) : (
            <p>{T.noCategory}</p>
          )}
          {report.otherCurrency > 0 && <p>{T.otherCurrency(report.otherCurrency)}</p>}
        </>
      )}
    </section>
  );
}
