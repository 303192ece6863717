/**
 * Beside the order's standing tax invoice, when e-invoicing applies: its IRN once registered; until then how
 * many days are left to report it to the IRP (a turnover of ₹10 crore or more has 30 days from the invoice's
 * date), the IRP's JSON to download, and the two ways to its IRN: from the IRP the site is set up with, or the
 * signed response the portal gave, uploaded. A refusal lists each rule the IRP would break. Says nothing when
 * e-invoicing does not apply, or when the read fails (the panel's own work goes on).
 */
import { useCallback, useState } from 'react';
import { pathOf } from '../../../lib/api/define.ts';
import { einvoicesApi } from '../../../lib/api/einvoices.ts';
import { ApiError, callApi, errorMessage } from '../../../lib/client/api.ts';
import { formatDay } from '../../../lib/format/dates.ts';
import { EINVOICE_SCREEN_TEXTS as T } from '../../../lib/messages/einvoices.ts';
import { useRecord } from '../../components/use-record.ts';
import { useMe } from '../../me.ts';
import { Said, download } from './action.tsx';

/** The response as the portal's file holds it: the five fields, or NIC's `{ Status, Data }` around them. */
function responseIn(text: string): object | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object') return null;
    const data = (parsed as { Data?: unknown }).Data;
    const inner: unknown = typeof data === 'string' ? JSON.parse(data) : data;
    return inner && typeof inner === 'object' ? inner : parsed;
  } catch {
    return null;
  }
}

export function IrnDue({ invoiceId, number }: { invoiceId: string; number: string }) {
  const params = { id: invoiceId };
  const read = useCallback(
    async (signal?: AbortSignal) => (await callApi(einvoicesApi.irn, { params: { id: invoiceId }, signal })).data,
    [invoiceId],
  );
  const { record, reload } = useRecord(read);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  // Cancelling is an Admin's, and so is saying the IRN was cancelled on the portal.
  const isAdmin = useMe()?.role === 'Admin';

  async function register(body: object) {
    setBusy(true);
    setProblems([]);
    try {
      setSaid((await callApi(einvoicesApi.registerIrn, { params, body: body as never })).message);
      await reload();
    } catch (error) {
      setSaid(errorMessage(error));
      const data = error instanceof ApiError ? error.data : undefined;
      if (Array.isArray(data)) setProblems(data.map(String));
    } finally {
      setBusy(false);
    }
  }

  async function upload(file: File | undefined) {
    if (!file) return;
    const response = responseIn(await file.text());
    if (!response) return setSaid(T.notJson);
    await register(response);
  }

  async function confirmCancelled() {
    setBusy(true);
    try {
      setSaid((await callApi(einvoicesApi.irnCancelled, { params, body: { confirmed: true } })).message);
    } catch (error) {
      setSaid(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  if (!record) return null;
  if (record.irn)
    return (
      <div>
        <p className="money-panel__note">{T.registered(record.irn.irn)}</p>
        {isAdmin && (
          <>
            <p id={`irn-cancel-${invoiceId}`} className="field__hint">
              {T.portalCancelledHint}
            </p>
            <button
              type="button"
              className="button button--secondary button--small"
              aria-describedby={`irn-cancel-${invoiceId}`}
              disabled={busy}
              onClick={() => void confirmCancelled()}
            >
              {T.portalCancelled}
            </button>
          </>
        )}
        <Said text={said} />
      </div>
    );
  if (!record.needed) return null;
  const deadline = record.deadline;
  return (
    <div>
      {deadline && (
        <p className={deadline.daysLeft <= 5 ? 'money-panel__late' : 'money-panel__note'}>
          {T.due(deadline.daysLeft, formatDay(deadline.due))}
        </p>
      )}
      <div className="money-panel__buttons">
        <button
          type="button"
          className="link-button"
          aria-label={T.jsonLabel(number)}
          onClick={() => void download(pathOf(einvoicesApi.einvoice, params), `${number.replaceAll('/', '-')}-einvoice.json`)}
        >
          {T.json}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={busy}
          onClick={() => void register({})}
        >
          {T.ask}
        </button>
        <label className="button button--secondary button--small quotation-actions__file">
          {T.upload}
          <input
            type="file"
            accept=".json,application/json"
            aria-label={T.uploadLabel(number)}
            disabled={busy}
            onChange={(event) => {
              void upload(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
      </div>
      <Said text={said} />
      {problems.length > 0 && (
        <ul className="money-panel__note">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
