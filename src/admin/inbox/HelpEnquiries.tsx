/** Help Enquiries: the help dialog's questions (docs/product.md 2.15). */
import { helpApi } from '../../lib/api/inboxes.ts';
import { INBOX_TEXTS } from '../../lib/messages/inbox.ts';
import type { HelpEnquiry } from '../../lib/schemas/inboxes.ts';
import { dateColumn, longTextColumn, nameColumn, phoneColumn } from './columns.tsx';
import { INBOX_ACTIONS } from './inbox-actions.ts';
import { InboxList } from './InboxList.tsx';
import type { InboxConfig } from './types.ts';

const config: InboxConfig<HelpEnquiry> = {
  title: 'Help Enquiries',
  list: helpApi.listHelp,
  exportKind: 'help',
  columns: [
    nameColumn('Name', { rowHeader: true }),
    phoneColumn('mobile', 'Mobile'),
    longTextColumn('question', 'Question'),
    dateColumn(),
  ],
  emptyMessage: INBOX_TEXTS.noHelpEnquiries,
  ...INBOX_ACTIONS.help,
};

export default function HelpEnquiries() {
  return <InboxList config={config} />;
}
