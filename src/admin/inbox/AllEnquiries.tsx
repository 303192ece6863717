/**
 * All enquiries: the four inboxes in one list, newest first, each row naming its kind, with
 * the same search, filters, status, remarks, delete and export as each inbox. A row's remark and delete
 * go to its own inbox's calls. Rows are one or two lines (kind, name, status, date, the enquiry's first
 * line); Open shows the enquiry in full with its contact details (EnquiryDetail.tsx).
 */
import { type AnyEnquiry, enquiriesApi } from '../../lib/api/inboxes.ts';
import { formatQuantity } from '../../lib/format/money.ts';
import { MESSAGES } from '../../lib/messages/answers.ts';
import { ENQUIRY_KIND_NAMES, INBOX_TEXTS } from '../../lib/messages/inbox.ts';
import { dateColumn, nameColumn } from './columns.tsx';
import { INBOX_ACTIONS } from './inbox-actions.ts';
import { InboxList } from './InboxList.tsx';
import type { InboxConfig } from './types.ts';

type Fields = Partial<
  Record<'email' | 'phone' | 'mobile' | 'company' | 'subject' | 'message' | 'question' | 'productName' | 'address', string>
> & {
  quantity?: number;
};
const fieldsOf = (row: AnyEnquiry) => row as AnyEnquiry & Fields;

/** What the enquiry is about, on two lines cut to fit: its short facts, then the first line of its text. */
function Details({ row }: { row: AnyEnquiry }) {
  const { subject, company, productName, quantity, message, question, address } = fieldsOf(row);
  const lines = (row as { lines?: { productName: string; quantity: number }[] }).lines;
  const product = lines?.length
    ? lines.map((line) => `${line.productName} × ${formatQuantity(line.quantity)}`).join(', ')
    : productName && quantity !== undefined
      ? `${productName} × ${formatQuantity(quantity)}`
      : productName;
  const facts = [subject, company, product].filter(Boolean).join(' · ');
  const text = (message ?? question ?? address ?? '').trim();
  const firstLine = text.split(/\n/, 1)[0];
  return (
    <>
      {facts && (
        <span className="enquiry-line enquiry-line--facts" title={facts}>
          {facts}
        </span>
      )}
      {firstLine && (
        <span className="enquiry-line" title={text}>
          {firstLine}
        </span>
      )}
    </>
  );
}

const config: InboxConfig<AnyEnquiry> = {
  title: INBOX_TEXTS.allEnquiries,
  list: enquiriesApi.list,
  exportKind: 'all',
  compact: true,
  columns: [
    { header: 'Kind', className: 'admin-table__kind', cell: (row) => ENQUIRY_KIND_NAMES[row.kind] ?? row.kind },
    nameColumn('Name', { rowHeader: true }),
    { header: 'Enquiry', className: 'admin-table__long', cell: (row) => <Details row={row} /> },
    dateColumn(),
  ],
  emptyMessage: INBOX_TEXTS.noEnquiries,
  // Each row's remark, delete and confirm as its own inbox has them; the toasts are this screen's.
  remark: {
    call: (row) => INBOX_ACTIONS[row.kind].remark.call,
    successFallback: MESSAGES.remarkUpdated,
  },
  remove: {
    call: (row) => INBOX_ACTIONS[row.kind].remove.call,
    confirm: (row) => INBOX_ACTIONS[row.kind].remove.confirm,
    successFallback: MESSAGES.enquiryDeleted,
    failureFallback: INBOX_TEXTS.deleteFailed,
  },
};

export default function AllEnquiries() {
  return <InboxList config={config} />;
}
