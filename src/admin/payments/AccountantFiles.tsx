/**
 * For the accountant: a month (this one to start with, New Delhi's) and its two files, the register of tax
 * invoices and the HSN summary, each downloaded with the staff token as the server names it.
 */
import { useState } from 'react';
import { pathOf } from '../../lib/api/define.ts';
import { invoicesApi } from '../../lib/api/invoices.ts';
import { errorMessage } from '../../lib/client/api.ts';
import { downloadFile } from '../../lib/client/download.ts';
import { notify } from '../../lib/client/notify.ts';
import { PAYMENTS_SCREEN_TEXTS as T } from '../../lib/messages/payments-screen.ts';
import { todayInIndia } from '../../lib/quotation.ts';
import { Field } from '../components/Field.tsx';

const thisMonth = () => todayInIndia().slice(0, 7);

export function AccountantFiles() {
  const [month, setMonth] = useState(thisMonth);
  const [busy, setBusy] = useState<string | null>(null);

  const download = async (name: string, path: string) => {
    setBusy(name);
    try {
      await downloadFile(path, name);
    } catch (error) {
      void notify.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };
  // An emptied month picker reads as this month, as the server reads an empty one.
  const query = { month: month || thisMonth(), format: 'csv' as const };

  return (
    <section className="payments__accountant" aria-labelledby="payments-accountant">
      <h2 id="payments-accountant">{T.accountant}</h2>
      <p>{T.accountantLead}</p>
      <div className="orders__filters">
        <Field id="payments-month" label={T.month}>
          {(control) => (
            <input {...control} type="month" max={thisMonth()} value={month} onChange={(event) => setMonth(event.target.value)} />
          )}
        </Field>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy !== null}
          onClick={() => void download(`invoice-register-${query.month}.csv`, pathOf(invoicesApi.register, {}, query))}
        >
          {T.register}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy !== null}
          onClick={() => void download(`hsn-summary-${query.month}.csv`, pathOf(invoicesApi.hsnSummary, {}, query))}
        >
          {T.hsnSummary}
        </button>
      </div>
    </section>
  );
}
