/**
 * An enquiry's place in the sales workflow, changed in place: a select named 'Status of
 * {name}' and, once it has changed, the last change ('Quoted · 2 h ago') and who made the row's last change
 * ('Remark by Asha · 3 h ago'). Each change is saved at once
 * and ends in a toast (docs/product.md departure 12); if staff change it again before the answer, only
 * the last answer is shown.
 */
import { useRef, useState } from 'react';
import { type AnyEnquiry, enquiriesApi } from '../../lib/api/inboxes.ts';
import { ApiError, callApi, errorMessage } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { ENQUIRY_STATUSES, type EnquiryStatus, statusOf } from '../../lib/constants.ts';
import { formatDateTime, formatTimeAgo } from '../../lib/format/dates.ts';
import { ADMIN_TEXTS } from '../../lib/messages/admin.ts';
import { MESSAGES } from '../../lib/messages/answers.ts';
import { INBOX_TEXTS } from '../../lib/messages/inbox.ts';
import type { InboxRow } from './types.ts';

/** A product quote's original empty status, and anything unknown, reads as New (as on the server). */
interface StatusCellProps {
  row: InboxRow;
  /** The record as the server stored it. */
  onSaved: (saved: AnyEnquiry) => void;
}

export function StatusCell({ row, onSaved }: StatusCellProps) {
  const [pending, setPending] = useState<EnquiryStatus | null>(null);
  const latest = useRef(0);
  const last = row.statusHistory?.at(-1);

  async function change(status: EnquiryStatus) {
    const request = ++latest.current;
    setPending(status);
    try {
      const answer = await callApi(enquiriesApi.setStatus, { params: { id: row._id }, body: { status } });
      void notify.success(answer?.message || MESSAGES.statusUpdated);
      if (request === latest.current) onSaved(answer.data);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) {
        void notify.error(ADMIN_TEXTS.statusNotUpdated, { description: errorMessage(error) });
      }
    } finally {
      if (request === latest.current) setPending(null);
    }
  }

  return (
    <div className="status-cell">
      <select
        className="status-cell__select"
        aria-label={INBOX_TEXTS.statusOf(row.name)}
        aria-busy={pending !== null || undefined}
        value={pending ?? statusOf(row)}
        onChange={(event) => change(event.target.value as EnquiryStatus)}
      >
        {ENQUIRY_STATUSES.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </select>
      {last && (
        <time className="status-cell__since" dateTime={last.at} title={formatDateTime(last.at)}>
          {INBOX_TEXTS.statusSince(last.status, formatTimeAgo(last.at))}
        </time>
      )}
      {row.lastChange && (
        <time className="status-cell__since" dateTime={row.lastChange.at} title={formatDateTime(row.lastChange.at)}>
          {INBOX_TEXTS.lastChange(row.lastChange.what, row.lastChange.by, formatTimeAgo(row.lastChange.at))}
        </time>
      )}
    </div>
  );
}
