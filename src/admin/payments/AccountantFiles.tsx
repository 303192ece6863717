/**
 * For the accountant: a month (this one to start with, New Delhi's) and its two files, the register of tax
 * invoices and the HSN summary, each downloaded with the staff token as the server names it.
 */
import { useState } from 'react';
import { pathOf } from '../../lib/api/define.ts';
import { invoicesApi } from '../../lib/api/invoices.ts';
import { PAYMENTS_SCREEN_TEXTS as T } from '../../lib/messages/payments-screen.ts';
import { todayInIndia } from '../../lib/format/dates.ts';
import { Button } from '../components/Button.tsx';
import { Field } from '../components/Field.tsx';
import { useDownload } from '../components/use-download.ts';

const thisMonth = () => todayInIndia().slice(0, 7);

/** The month's two files: what the button says, the file's name before the month, the call. */
const FILES = [
  { text: T.register, file: 'invoice-register', call: invoicesApi.register },
  { text: T.hsnSummary, file: 'hsn-summary', call: invoicesApi.hsnSummary },
];

export function AccountantFiles() {
  const [month, setMonth] = useState(thisMonth);
  const { busy, download } = useDownload();
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
        {FILES.map(({ text, file, call }) => (
          <Button
            key={file}
            look="secondary"
            disabled={busy !== null}
            onClick={() => void download(`${file}-${query.month}.csv`, pathOf(call, {}, query))}
          >
            {text}
          </Button>
        ))}
      </div>
    </section>
  );
}
