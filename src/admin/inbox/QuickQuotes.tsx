/** Quick Quote Requests: the quote dialog's submissions (docs/product.md 2.15). */
import { helpApi } from '../../lib/api/inboxes.ts';
import { INBOX_TEXTS } from '../../lib/messages/inbox.ts';
import type { QuickQuote } from '../../lib/schemas/inboxes.ts';
import { dateColumn, longTextColumn, nameColumn, phoneColumn } from './columns.tsx';
import { INBOX_ACTIONS } from './inbox-actions.ts';
import { InboxList } from './InboxList.tsx';
import type { InboxConfig } from './types.ts';

const config: InboxConfig<QuickQuote> = {
  title: 'Quick Quote Requests',
  list: helpApi.listQuickQuotes,
  exportKind: 'quick',
  columns: [
    nameColumn('Name', { rowHeader: true }),
    phoneColumn('mobile', 'Mobile'),
    longTextColumn('message', 'Message'),
    dateColumn(),
  ],
  emptyMessage: INBOX_TEXTS.noQuickQuotes,
  ...INBOX_ACTIONS.quick,
};

export default function QuickQuotes() {
  return <InboxList config={config} />;
}
