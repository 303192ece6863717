/** Contact Us Enquiries: the contact form's messages (docs/product.md 2.15, 8); Subject and Message come before the contact details. */
import { contactsApi } from '../../lib/api/inboxes.ts';
import { INBOX_TEXTS } from '../../lib/messages/inbox.ts';
import type { ContactEnquiry } from '../../lib/schemas/inboxes.ts';
import { dateColumn, emailColumn, longTextColumn, nameColumn, phoneColumn, textColumn } from './columns.tsx';
import { INBOX_ACTIONS } from './inbox-actions.ts';
import { InboxList } from './InboxList.tsx';
import type { InboxConfig } from './types.ts';

const config: InboxConfig<ContactEnquiry> = {
  title: 'Contact Us Enquiries',
  list: contactsApi.list,
  exportKind: 'contacts',
  columns: [
    nameColumn('Name', { rowHeader: true }),
    // What it is about before how to answer, so subject and message stay in view at 1280 px.
    textColumn('subject', 'Subject'),
    longTextColumn('message', 'Message'),
    emailColumn('email'),
    phoneColumn('phone', 'Phone'),
    textColumn('company', 'Company'),
    dateColumn(),
  ],
  emptyMessage: INBOX_TEXTS.noContacts,
  loadFailureFallback: INBOX_TEXTS.contactsLoadFailed,
  ...INBOX_ACTIONS.contacts,
};

export default function ContactEnquiries() {
  return <InboxList config={config} />;
}
