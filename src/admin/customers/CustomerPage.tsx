/**
 * One customer at its own address (/admin/customers/{id}): what they are worth and owe, their contacts,
 * details, suggested contacts waiting for staff, what is open, the timeline of everything linked and, for Admins,
 * who looked at the record; Merge (into another customer, kept) and Export (everything held about them, as
 * JSON). One read (GET /api/customers/{id}); a merged record's address answers the customer kept, and the
 * address follows it.
 */
import { useCallback, useEffect, useState } from 'react';
import { type CustomerDetail, customersApi } from '../../lib/api/customers.ts';
import { pathOf } from '../../lib/api/define.ts';
import { callApi, errorMessage } from '../../lib/client/api.ts';
import { downloadFile } from '../../lib/client/save-export.ts';
import { notify } from '../../lib/client/notify.ts';
import { formatDateTime } from '../../lib/format/dates.ts';
import { ADMIN_ONLY } from '../../lib/messages/admin-only.ts';
import { CUSTOMER_TEXTS as T } from '../../lib/messages/customers-screen.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { AdminLink } from '../components/AdminLink.tsx';
import { Button } from '../components/Button.tsx';
import { Loading } from '../components/Loading.tsx';
import { RecordFailure } from '../components/RecordFailure.tsx';
import { useRecord } from '../components/use-record.ts';
import { useMe } from '../me.ts';
import { customerPath } from '../paths.ts';
import { navigate, recordId, usePathname } from '../router.ts';
import { CustomerAccessLog } from './CustomerAccessLog.tsx';
import { CustomerBusiness } from './CustomerBusiness.tsx';
import { CustomerContacts } from './CustomerContacts.tsx';
import { CustomerDetails } from './CustomerDetails.tsx';
import { CustomerSuggestions } from './CustomerSuggestions.tsx';
import { CustomerTimeline } from './CustomerTimeline.tsx';
import { MergeDialog } from './MergeDialog.tsx';
import './customers.css';

const rupees = (amount: number) => formatMoney(amount, 'INR');

/** The export's file name, when the server names none: the customer's name in plain letters. */
const exportName = (customer: CustomerDetail) =>
  `customer-${
    customer.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || customer._id
  }.json`;

export default function CustomerPage() {
  const id = recordId(usePathname());
  const read = useCallback(
    async (signal?: AbortSignal) => (await callApi(customersApi.get, { params: { id }, signal })).data,
    [id],
  );
  const { record: customer, failure, reload } = useRecord<CustomerDetail>(read);
  const [merging, setMerging] = useState(false);
  const [exporting, setExporting] = useState(false);
  const me = useMe();

  // A merged record answers the customer kept: the address says which record is shown.
  useEffect(() => {
    if (customer && customer._id !== id) navigate(customerPath(customer._id), { replace: true });
  }, [customer, id]);
  useEffect(() => {
    if (customer) document.title = `${T.title(customer.name)} | Admin`;
  }, [customer]);

  if (failure) {
    return <RecordFailure className="customer" back={<BackLink />} failure={failure} texts={T} onRetry={() => void reload()} />;
  }
  if (!customer || customer._id !== id) return <Loading />;

  async function exportJson() {
    if (!customer || exporting) return;
    setExporting(true);
    try {
      await downloadFile(pathOf(customersApi.export, { id: customer._id }), exportName(customer));
    } catch (error) {
      void notify.error(T.exportFailed, { description: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  }

  const orders = customer.linked.quotations.filter((row) => row.status === 'Accepted').length;
  return (
    <section className="customer">
      <BackLink />
      <h1>{T.title(customer.name)}</h1>
      <p className="customer__since">
        {[
          customer.company && customer.company !== customer.name ? customer.company : '',
          T.since(formatDateTime(customer.dateAdded)),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {/* Merging and exporting are an Admin's (the server refuses Staff): Staff are not offered them. */}
      {me?.role === 'Admin' ? (
        <div className="customer__actions">
          <Button look="secondary" onClick={() => setMerging(true)}>
            {T.merge}
          </Button>
          {/* aria-disabled, not disabled: the button keeps focus while the file is fetched. */}
          <Button look="secondary" aria-disabled={exporting} onClick={() => void exportJson()}>
            {exporting ? T.exporting : T.exportJson}
          </Button>
        </div>
      ) : (
        me && <p className="customer__actions">{ADMIN_ONLY.mergeOrExport}</p>
      )}

      <h2 id="customer-figures" className="visually-hidden">
        {T.figures}
      </h2>
      <dl className="customer__figures">
        <div>
          <dt>{T.value}</dt>
          <dd>{rupees(customer.wonValue)}</dd>
        </div>
        <div className={customer.outstanding > 0 ? 'customer__figure--owed' : undefined}>
          <dt>{T.outstanding}</dt>
          <dd>{rupees(customer.outstanding)}</dd>
        </div>
        <div>
          <dt>{T.orders}</dt>
          <dd>{orders}</dd>
        </div>
        <div>
          <dt>{T.lastOrder}</dt>
          <dd>{customer.lastOrderAt ? formatDateTime(customer.lastOrderAt) : T.empty}</dd>
        </div>
      </dl>

      <CustomerSuggestions customer={customer} reload={reload} />
      <CustomerContacts customer={customer} reload={reload} />
      <CustomerDetails customer={customer} reload={reload} />
      <CustomerBusiness customer={customer} />
      <CustomerTimeline customer={customer} />
      <CustomerAccessLog customerId={customer._id} />
      <MergeDialog open={merging} customer={customer} onClose={() => setMerging(false)} />
    </section>
  );
}

function BackLink() {
  return (
    <p className="customer__back">
      <AdminLink href="/admin/customers">{T.back}</AdminLink>
    </p>
  );
}
