/** Quick Quote Requests: the quote dialog's submissions (docs/product.md 2.15). */
import { helpApi } from '../../lib/api/inboxes.ts';
import { MESSAGES } from '../../lib/messages.ts';
import type { QuickQuote } from '../../lib/types.ts';
import { dateColumn, longTextColumn, phoneColumn, textColumn } from '../inbox/columns.tsx';
import { InboxList } from '../inbox/InboxList.tsx';
import type { InboxConfig } from '../inbox/types.ts';

const config: InboxConfig<QuickQuote> = {
  title: 'Quick Quote Requests',
  list: helpApi.listQuickQuotes,
  exportKind: 'quick',
  columns: [
    textColumn('name', 'Name', { rowHeader: true }),
    phoneColumn('mobile', 'Mobile'),
    longTextColumn('message', 'Message'),
    dateColumn(),
  ],
  emptyMessage: 'No quick quote requests found.',
  // docs/product.md departure 3: the typed remark is really sent.
  remark: {
    call: helpApi.remark,
    successFallback: MESSAGES.remarkUpdated,
  },
  remove: {
    call: helpApi.remove,
    confirm: 'Are you sure you want to delete the data?',
    successFallback: MESSAGES.enquiryDeleted,
    failureFallback: 'Failed to delete the quick quote request',
  },
};

export default function QuickQuotes() {
  return <InboxList config={config} />;
}
