/**
 * All enquiries: the four inboxes in one list, newest first, each row naming its kind, with
 * the same search, filters, status, remarks, delete and export as each inbox. A row's remark and delete
 * go to its own inbox's calls.
 */
import { type AnyEnquiry, enquiriesApi } from '../../lib/api/inboxes.ts';
import { ENQUIRY_KIND_NAMES, INBOX_TEXTS, MESSAGES } from '../../lib/messages.ts';
import { EmailLink, PhoneLinks } from '../inbox/contact-links.tsx';
import { dateColumn } from '../inbox/columns.tsx';
import { ExpandableText } from '../inbox/ExpandableText.tsx';
import { INBOX_ACTIONS } from '../inbox/inbox-actions.ts';
import { InboxList } from '../inbox/InboxList.tsx';
import type { InboxConfig } from '../inbox/types.ts';

type Fields = Partial<
  Record<'email' | 'phone' | 'mobile' | 'company' | 'subject' | 'message' | 'question' | 'productName' | 'address', string>
> & {
  quantity?: number;
};
const fieldsOf = (row: AnyEnquiry) => row as AnyEnquiry & Fields;

/** What the enquiry is about: its short facts on a line, then its long text. */
function Details({ row }: { row: AnyEnquiry }) {
  const { subject, company, productName, quantity, message, question, address } = fieldsOf(row);
  const facts = [subject, company, productName && quantity !== undefined ? `${productName} × ${quantity}` : productName].filter(
    Boolean,
  );
  return (
    <>
      {facts.length > 0 && <p className="enquiry-facts">{facts.join(' · ')}</p>}
      <ExpandableText text={message ?? question ?? address ?? ''} />
    </>
  );
}

const config: InboxConfig<AnyEnquiry> = {
  title: INBOX_TEXTS.allEnquiries,
  list: enquiriesApi.list,
  exportKind: 'all',
  columns: [
    { header: 'Kind', cell: (row) => ENQUIRY_KIND_NAMES[row.kind] ?? row.kind },
    { header: 'Name', rowHeader: true, cell: (row) => row.name },
    {
      header: 'Contact',
      className: 'admin-table__contact',
      cell: (row) => {
        const { email, phone, mobile } = fieldsOf(row);
        return (
          <span className="contact-links">
            <EmailLink email={email} />
            <PhoneLinks phone={phone ?? mobile} />
          </span>
        );
      },
    },
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
