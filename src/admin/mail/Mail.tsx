/**
 * The Mail screen: the 50 newest mails of the outbox with their state, and Resend per row.
 * Resend answers the mail as it is afterwards; its toast says whether it left, since without SMTP_URL or
 * with the SMTP server down it stays in the outbox.
 */
import { useState } from 'react';
import { mailApi } from '../../lib/api/staff.ts';
import type { OutboxMailView } from '../../lib/api/mail-types.ts';
import { ApiError, callApi, errorMessage } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { formatDateTimeMedium as formatWhen } from '../../lib/format/dates.ts';
import { MESSAGES } from '../../lib/messages/answers.ts';
import { MAIL_STATE_NAMES } from '../../lib/messages/mail.ts';
import { ListTable } from '../components/ListTable.tsx';
import { usePagedList } from '../components/use-paged-list.ts';

const RECENT = 50;
const TITLE = 'Mail';
const HEADINGS = ['When', 'To', 'Subject', 'State', 'Attempts', 'Last error'];

/** A 401 has already sent the browser to sign-in: no toast for it. */
const sessionEnded = (error: unknown) => error instanceof ApiError && error.status === 401;

export default function Mail() {
  // Without SMTP_URL every mail waits in the outbox: the screen says so, and a resend that stays is no failure.
  const [kept, setKept] = useState(false);
  const list = usePagedList<OutboxMailView>(
    async (_page, signal) => {
      const answer = await callApi(mailApi.recent, { query: { limit: RECENT }, signal });
      setKept(answer?.smtp === false);
      return Array.isArray(answer?.data) ? answer.data : [];
    },
    { failure: `[${TITLE}] list failed`, onError: (error) => notify.error(errorMessage(error, MESSAGES.mailLoadFailed)) },
  );
  const { rows, setRows, loading, reload } = list;
  const [resending, setResending] = useState<string | null>(null);

  async function resend(mail: OutboxMailView) {
    setResending(mail._id);
    try {
      const answer = await callApi(mailApi.resend, { params: { id: mail._id } });
      const updated = answer.data;
      setRows((current) => current.map((row) => (row._id === updated._id ? updated : row)));
      if (updated.state === 'sent') notify.success(answer.message || MESSAGES.mailResent);
      else if (kept) notify.info(MESSAGES.mailNoSmtp);
      else notify.error(MESSAGES.mailNotSentYet(updated.lastError ?? MAIL_STATE_NAMES[updated.state]));
    } catch (error) {
      if (!sessionEnded(error)) notify.error(errorMessage(error, MESSAGES.mailResendFailed));
    } finally {
      setResending(null);
    }
  }

  const body = (
    <ListTable
      caption="Recent mails, newest first"
      loading={loading}
      failed={list.error !== undefined}
      rowCount={rows.length}
      empty={MESSAGES.mailNone}
      onRetry={reload}
      headings={HEADINGS}
    >
      {rows.map((mail) => (
        <tr key={mail._id} data-mail-id={mail._id}>
          <td className="admin-table__date">
            <time dateTime={mail.createdAt}>{formatWhen(mail.createdAt)}</time>
          </td>
          <td className="admin-table__long">{mail.to.join(', ')}</td>
          <th scope="row" className="admin-table__long">
            {mail.subject}
          </th>
          <td>
            <span className={`mail-state mail-state--${mail.state}`}>{MAIL_STATE_NAMES[mail.state]}</span>
          </td>
          <td>{mail.attempts}</td>
          <td className="admin-table__long">{mail.lastError ?? ''}</td>
          <td className="admin-table__actions">
            <button
              type="button"
              className="button button--secondary button--small"
              aria-label={`Resend: ${mail.subject}`}
              disabled={resending === mail._id}
              onClick={() => resend(mail)}
            >
              Resend
            </button>
          </td>
        </tr>
      ))}
    </ListTable>
  );

  return (
    <section className="inbox mail-screen">
      <h1>{TITLE}</h1>
      <p className="mail-screen__intro">
        The {RECENT} newest notification and confirmation mails, newest first. Undelivered mails are retried for 24 hours; Resend
        sends one now.
      </p>
      {kept && (
        <p className="mail-screen__note" data-testid="mail-no-smtp">
          {MESSAGES.mailKeptLocally}
        </p>
      )}
      {body}
    </section>
  );
}
