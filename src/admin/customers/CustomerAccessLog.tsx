/**
 * Who looked at a customer's record, for Admins: every view and export of their data, newest first (the log the
 * privacy rules ask for, kept at least a year). Read only when asked for: opening a customer costs no extra call.
 */
import { useState } from 'react';
import { type CustomerAccessEntry, customersApi } from '../../lib/api/customers.ts';
import { callApi } from '../../lib/client/api.ts';
import { formatDateTime } from '../../lib/format/dates.ts';
import { CUSTOMER_TEXTS as T } from '../../lib/messages/customers-screen.ts';
import { Button } from '../components/Button.tsx';
import { type Column, DataTable } from '../components/DataTable.tsx';
import { sayFailure } from '../components/failure.ts';
import { useMe } from '../me.ts';

const [WHEN, WHO, WHAT] = T.accessHeadings;
const COLUMNS: Column<CustomerAccessEntry>[] = [
  { heading: WHEN, cell: (entry) => formatDateTime(entry.at) },
  { heading: WHO, cell: (entry) => entry.userName },
  { heading: WHAT, cell: (entry) => T.accessWhat(entry.what) },
];

export function CustomerAccessLog({ customerId }: { customerId: string }) {
  const me = useMe();
  const [entries, setEntries] = useState<CustomerAccessEntry[] | null>(null);
  const [loading, setLoading] = useState(false);
  if (me?.role !== 'Admin') return null;

  async function show() {
    setLoading(true);
    try {
      setEntries((await callApi(customersApi.access, { params: { id: customerId } })).data);
    } catch (error) {
      sayFailure(T.accessFailed, error);
    } finally {
      setLoading(false);
    }
  }

  return (
    <section className="customer__section" aria-labelledby="customer-access">
      <h2 id="customer-access">{T.accessTitle}</h2>
      <p className="customer__lead">{T.accessLead}</p>
      {entries ? (
        <DataTable
          caption={T.accessCaption}
          labelledBy="customer-access"
          className="customer__table"
          columns={COLUMNS}
          rows={entries}
          rowKey={(entry, index) => `${entry.at}-${index}`}
        />
      ) : (
        <Button look="secondary" small aria-disabled={loading} onClick={() => void (loading || show())}>
          {loading ? T.accessLoading : T.accessShow}
        </Button>
      )}
    </section>
  );
}
