/**
 * Beside the order's standing tax invoice, when e-invoicing applies: its IRN once registered, or how many days
 * are left to report it to the IRP (a turnover of ₹10 crore or more has 30 days from the invoice's date), so
 * staff act before the limit passes. Says nothing when neither applies, or when the read fails (the panel's
 * own work goes on).
 */
import { useCallback } from 'react';
import { einvoicesApi } from '../../../lib/api/einvoices.ts';
import { callApi } from '../../../lib/client/api.ts';
import { formatDay } from '../../../lib/format/dates.ts';
import { EINVOICE_SCREEN_TEXTS as T } from '../../../lib/messages/einvoices.ts';
import { useRecord } from '../../components/use-record.ts';

export function IrnDue({ invoiceId }: { invoiceId: string }) {
  const read = useCallback(
    async (signal?: AbortSignal) => (await callApi(einvoicesApi.irn, { params: { id: invoiceId }, signal })).data,
    [invoiceId],
  );
  const { record } = useRecord(read);
  if (!record) return null;
  if (record.irn) return <p className="money-panel__note">{T.registered(record.irn.irn)}</p>;
  const deadline = record.deadline;
  if (!record.needed || !deadline) return null;
  return (
    <p className={deadline.daysLeft <= 5 ? 'money-panel__late' : 'money-panel__note'} role="status">
      {T.due(deadline.daysLeft, formatDay(deadline.due))}
    </p>
  );
}
