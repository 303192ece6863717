/** Help Enquiries: the help dialog's questions (docs/product.md 2.15). */
import { helpApi } from '../../lib/api/inboxes.ts';
import { MESSAGES } from '../../lib/messages.ts';
import type { HelpEnquiry } from '../../lib/types.ts';
import { dateColumn, longTextColumn, phoneColumn, textColumn } from '../inbox/columns.tsx';
import { InboxList } from '../inbox/InboxList.tsx';
import type { InboxConfig } from '../inbox/types.ts';

const config: InboxConfig<HelpEnquiry> = {
  title: 'Help Enquiries',
  list: helpApi.listHelp,
  exportKind: 'help',
  columns: [
    textColumn('name', 'Name', { rowHeader: true }),
    phoneColumn('mobile', 'Mobile'),
    longTextColumn('question', 'Question'),
    dateColumn(),
  ],
  emptyMessage: 'No help enquiries found.',
  remark: {
    call: helpApi.remark,
    successFallback: MESSAGES.remarkUpdated,
  },
  remove: {
    call: helpApi.remove,
    confirm: 'Are you sure you want to delete the data?',
    successFallback: MESSAGES.enquiryDeleted,
    failureFallback: 'Failed to delete the help enquiry',
  },
};

export default function HelpEnquiries() {
  return <InboxList config={config} />;
}
