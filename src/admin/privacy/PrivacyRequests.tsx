/**
 * Privacy requests (/admin/privacy-requests): buyers asking for a copy of their data, a correction, erasure, to
 * withdraw consent, or with a grievance; open ones first by due date, the overdue marked. Opening one shows their
 * message, the copy of what is held under the address (JSON or CSV) and the answer, sent in one step: the server
 * does what the request asks (mails the copy, erases, withdraws) and mails the buyer. One call lists them.
 */
import { useCallback, useEffect, useState } from 'react';
import { pathOf } from '../../lib/api/define.ts';
import { type PrivacyRequestRow, privacyApi } from '../../lib/api/privacy.ts';
import { callApi, errorMessage } from '../../lib/client/api.ts';
import { downloadFile } from '../../lib/client/save-export.ts';
import { notify } from '../../lib/client/notify.ts';
import { formatDayHere as day } from '../../lib/format/dates.ts';
import { ADMIN_ONLY } from '../../lib/messages/admin-only.ts';
import { PRIVACY_REQUEST_KIND_LABELS as KINDS, PRIVACY_REQUEST_MESSAGES as T } from '../../lib/messages/privacy-requests.ts';
import { Field } from '../components/Field.tsx';
import { ListTable } from '../components/ListTable.tsx';
import { useMe } from '../me.ts';
import '../components/list-screen.css';
import './privacy.css';
import { SubmitButton } from '../components/Button.tsx';

function AnswerPanel({ request, onAnswered }: { request: PrivacyRequestRow; onAnswered: (row: PrivacyRequestRow) => void }) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // Answering and the copy are an Admin's (the server refuses Staff): Staff read the request, nothing more.
  const me = useMe();
  const isAdmin = me?.role === 'Admin';

  const send = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await callApi(privacyApi.answer, { params: { id: request._id }, body: { message } });
      void notify.success(answer.message);
      onAnswered(answer.data);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  const download = (format: 'json' | 'csv') =>
    downloadFile(pathOf(privacyApi.copy, { id: request._id }, { format }), `data-${request._id}.${format}`).catch((failure) =>
      notify.error(errorMessage(failure)),
    );

  return (
    <section className="privacy__request" aria-labelledby="privacy-request-title">
      <h2 id="privacy-request-title" tabIndex={-1}>
        {KINDS[request.kind]} · {request.email}
      </h2>
      <p>
        {T.received} {day(request.receivedAt)} · {T.due} {day(request.dueAt)}
        {request.overdue && <strong className="privacy__overdue"> · {T.overdue}</strong>} ·{' '}
        {request.via === 'form' ? T.viaForm : T.viaMyOrders}
      </p>
      {request.message && (
        <blockquote className="privacy__message" aria-label={T.message}>
          {request.message}
        </blockquote>
      )}
      {request.status === 'open' && isAdmin && (
        <div className="orders__filters">
          <button type="button" className="button button--secondary" onClick={() => void download('json')}>
            {T.downloadJson}
          </button>
          <button type="button" className="button button--secondary" onClick={() => void download('csv')}>
            {T.downloadCsv}
          </button>
        </div>
      )}
      {request.answer ? (
        <div className="privacy__answer">
          <p>{T.answeredBy(request.answer.by, day(request.answer.at))}</p>
          <p className="privacy__message">{request.answer.message}</p>
          {request.answer.kept?.map((order) => (
            <p key={order.number}>{T.keptUntil(order.number, order.until)}</p>
          ))}
        </div>
      ) : !isAdmin ? (
        me && <p>{ADMIN_ONLY.answerOrCopy}</p>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <Field id="privacy-answer" label={T.answer} required error={error} hint={T.answerHelp[request.kind]}>
            {(control) => (
              <textarea
                {...control}
                rows={6}
                maxLength={5000}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
              />
            )}
          </Field>
          <SubmitButton busy={busy} label={T.send} />
        </form>
      )}
    </section>
  );
}

export default function PrivacyRequests() {
  const [rows, setRows] = useState<PrivacyRequestRow[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    setFailed(false);
    try {
      setRows((await callApi(privacyApi.list)).data);
    } catch (error) {
      setFailed(true);
      void notify.error(errorMessage(error, T.loadFailed));
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => void load(), [load]);
  useEffect(() => {
    if (openId) document.getElementById('privacy-request-title')?.focus();
  }, [openId]);

  const open = rows.find((row) => row._id === openId) ?? null;
  return (
    <section className="orders privacy">
      <h1>{T.title}</h1>
      <p>{T.intro}</p>
      <ListTable
        caption={T.caption}
        loading={loading}
        failed={failed}
        rowCount={rows.length}
        empty={T.empty}
        onRetry={() => void load()}
        headings={T.headings}
      >
        {rows.map((row) => (
          <tr key={row._id} className={row.overdue ? 'payments__overdue' : undefined}>
            <td data-label={T.headings[0]} className="admin-table__date">
              {day(row.receivedAt)}
            </td>
            <td data-label={T.headings[1]}>{KINDS[row.kind]}</td>
            <td data-label={T.headings[2]}>{row.email}</td>
            <td data-label={T.headings[3]} className="admin-table__date">
              {day(row.dueAt)}
              {row.overdue && <strong className="privacy__overdue"> {T.overdue}</strong>}
            </td>
            <td data-label={T.headings[4]}>{row.status === 'open' ? T.open : T.answeredStatus}</td>
            <td className="admin-table__actions">
              <button type="button" className="button button--secondary" onClick={() => setOpenId(row._id)}>
                {T.openRequest(KINDS[row.kind])}
              </button>
            </td>
          </tr>
        ))}
      </ListTable>
      {open && (
        <AnswerPanel
          key={open._id}
          request={open}
          onAnswered={(answered) => setRows((current) => current.map((row) => (row._id === answered._id ? answered : row)))}
        />
      )}
    </section>
  );
}
