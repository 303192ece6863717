/**
 * One period of the Returns screen: the check before upload (GET /api/returns/check), each problem with its
 * document and the way to mend it (an export's shipping bill here, for the Accountant as for an Admin; the
 * rest on the order, the sales team's page), the downloads (each fetched with the session's token and saved
 * as the server names it) and "Mark filed" once the period has ended (why not, before). Calls: the check, then one read of each flagged document
 * (GET /api/invoices/{id}) to know its order and whether it is an export.
 */
import { useCallback, useId, useState } from 'react';
import { pathOf } from '../../lib/api/define.ts';
import { invoicesApi } from '../../lib/api/invoices.ts';
import { type PackJobView, type ReturnPeriod, type ReturnProblem, returnsApi } from '../../lib/api/returns.ts';
import { callApi } from '../../lib/client/api.ts';
import { formatDay, todayInIndia } from '../../lib/format/dates.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { RETURNS_SCREEN_TEXTS as T } from '../../lib/messages/returns-screen.ts';
import { AdminLink } from '../components/AdminLink.tsx';
import { Button } from '../components/Button.tsx';
import { type Column, DataTable } from '../components/DataTable.tsx';
import { Loading } from '../components/Loading.tsx';
import { useDownload } from '../components/use-download.ts';
import { useRecord } from '../components/use-record.ts';
import { useMe } from '../me.ts';
import { quotationPath } from '../paths.ts';
import { sayFailure } from '../components/failure.ts';
import { PackPanel } from './PackPanel.tsx';
import { type ExportInvoice, MarkFiledDialog, ShippingBillDialog } from './ReturnDialogs.tsx';

/** What the screen needs of a flagged document to offer its mending. */
interface Flagged {
  quotationId: string;
  export: boolean;
  foreign: boolean;
}

interface Checked {
  problems: ReturnProblem[];
  flagged: Map<string, Flagged>;
}

async function readCheck(period: string, signal?: AbortSignal): Promise<Checked> {
  const { data: problems } = await callApi(returnsApi.check, { query: { period, format: '' }, signal });
  const ids = [...new Set(problems.map((problem) => problem.invoiceId))];
  // A note, or a document that cannot be read just now, is listed without a way to mend it here.
  const reads = await Promise.allSettled(ids.map((id) => callApi(invoicesApi.get, { params: { id }, signal })));
  const flagged = new Map<string, Flagged>();
  reads.forEach((read, index) => {
    if (read.status !== 'fulfilled') return;
    const invoice = read.value.data;
    flagged.set(ids[index], {
      quotationId: invoice.quotationId,
      export: invoice.supply === 'export',
      foreign: invoice.currency !== 'INR',
    });
  });
  return { problems, flagged };
}

/** The downloads: the button's words, the file's name and the call's address. */
const downloadsOf = (period: string) => [
  { text: T.gstr1Json, name: `GSTR1-${period}.json`, path: pathOf(returnsApi.gstr1, {}, { period }) },
  { text: T.gstr1Csv, name: `GSTR1-${period}-csv.zip`, path: pathOf(returnsApi.gstr1, {}, { period, format: 'csv' }) },
  { text: T.tally, name: `tally-${period}.xml`, path: pathOf(returnsApi.tally, {}, { period }) },
];

interface PeriodDetailProps {
  period: ReturnPeriod;
  /** The period as it now stands (filed), or null when the periods should be read again (a problem mended). */
  onChanged: (period: ReturnPeriod | null) => void;
}

export function PeriodDetail({ period, onChanged }: PeriodDetailProps) {
  const headingId = useId();
  const salesTeam = useMe()?.role !== 'Accountant';
  const read = useCallback((signal?: AbortSignal) => readCheck(period.period, signal), [period.period]);
  const { record: checked, failure, reload } = useRecord(read);
  const { busy, download } = useDownload(T.downloadFailed);
  const [filing, setFiling] = useState(false);
  const [shipping, setShipping] = useState<ExportInvoice | null>(null);
  const [packing, setPacking] = useState(false);
  const [pack, setPack] = useState<PackJobView | null>(null);
  const packButton = useId();
  /** Closing the pack's panel takes focus back to the button that started it, not to the page's top. */
  const closePack = () => {
    setPack(null);
    document.getElementById(packButton)?.focus();
  };

  /** The month's pack of any size: a job on the server; the panel below follows it and offers its parts. */
  const startPack = async () => {
    if (packing) return;
    setPacking(true);
    try {
      setPack((await callApi(returnsApi.startPack, { body: { period: period.period } })).data);
    } catch (error) {
      sayFailure(T.downloadFailed, error);
    } finally {
      setPacking(false);
    }
  };

  const mend = (problem: ReturnProblem) => {
    const flagged = checked?.flagged.get(problem.invoiceId);
    // An IRN is reported on the order; an export's other problems start from its shipping bill, recorded here.
    if (flagged?.export && !problem.irnDue) {
      return (
        <Button
          look="secondary"
          small
          aria-label={T.recordShippingBillOf(problem.number)}
          onClick={() => setShipping({ invoiceId: problem.invoiceId, number: problem.number, foreign: flagged.foreign })}
        >
          {T.recordShippingBill}
        </Button>
      );
    }
    if (flagged && salesTeam) return <AdminLink href={quotationPath(flagged.quotationId)}>{T.mendAt(problem.number)}</AdminLink>;
    return <span className="returns__hint">{T.salesTeamMends}</span>;
  };

  const columns: Column<ReturnProblem>[] = [
    {
      heading: T.problemHeadings[0],
      cell: (problem) => (
        <div className="returns__document">
          {problem.number}
          {mend(problem)}
        </div>
      ),
    },
    { heading: T.problemHeadings[1], cell: (problem) => problem.problem },
    { heading: T.problemHeadings[2], cell: (problem) => T.severity[problem.severity] },
  ];

  return (
    <section className="returns__period" aria-labelledby={headingId}>
      <h2 id={headingId}>{T.periodTitle(period.label)}</h2>
      <p>
        {T.holds(period.invoices, formatMoney(period.taxable, 'INR'), formatMoney(period.tax, 'INR'))}{' '}
        {period.filed ? T.filedAlready(formatDay(period.filed.date), period.filed.arn) : T.dueOn(formatDay(period.due))}
      </p>

      <h3>{T.check}</h3>
      {failure ? (
        <p role="alert">
          {T.checkFailed}: {failure.message}
        </p>
      ) : !checked ? (
        <Loading label={T.checking} />
      ) : checked.problems.length === 0 ? (
        <p className="returns__clean" role="status">
          {T.clean}
        </p>
      ) : (
        <>
          <p role="status">{T.found(checked.problems.length)}</p>
          <DataTable
            caption={T.problemsCaption}
            columns={columns}
            rows={checked.problems}
            rowKey={(problem, index) => `${problem.invoiceId}-${index}`}
          />
        </>
      )}
      <Button look="secondary" small onClick={() => void reload()}>
        {T.checkAgain}
      </Button>

      <h3>{T.downloads}</h3>
      <p>{T.downloadsLead}</p>
      <div className="returns__downloads">
        {downloadsOf(period.period).map(({ text, name, path }) => (
          <Button
            key={name}
            look="secondary"
            disabled={busy !== null}
            aria-busy={busy === name || undefined}
            onClick={() => void download(name, path)}
          >
            {text}
          </Button>
        ))}
        <Button
          id={packButton}
          look="secondary"
          disabled={busy !== null || packing}
          aria-busy={packing || undefined}
          onClick={() => void startPack()}
        >
          {T.pack}
        </Button>
      </div>
      {pack && <PackPanel key={pack.id} job={pack} label={period.label} onClose={closePack} />}

      {!period.filed &&
        (period.ends > todayInIndia() ? (
          <p className="returns__file">{T.stillRunning(formatDay(period.ends))}</p>
        ) : (
          <div className="returns__file">
            <Button onClick={() => setFiling(true)}>{T.markFiled}</Button>
          </div>
        ))}
      <MarkFiledDialog
        period={filing ? period : null}
        onClose={() => setFiling(false)}
        onFiled={(next) => {
          setFiling(false);
          onChanged(next);
        }}
      />
      <ShippingBillDialog
        invoice={shipping}
        onClose={() => setShipping(null)}
        onRecorded={() => {
          setShipping(null);
          void reload();
          onChanged(null);
        }}
      />
    </section>
  );
}
