/** Product Quote Requests: the product quote modal's submissions and requests of several lines with artwork (docs/product.md 2.15). */
import { quotesApi } from '../../lib/api/inboxes.ts';
import { INBOX_TEXTS } from '../../lib/messages/inbox.ts';
import type { ProductQuote } from '../../lib/schemas/inboxes.ts';
import {
  artworkColumn,
  dateColumn,
  emailColumn,
  longTextColumn,
  nameColumn,
  phoneColumn,
  quoteLinesColumn,
} from './columns.tsx';
import { INBOX_ACTIONS } from './inbox-actions.ts';
import { InboxList } from './InboxList.tsx';
import type { InboxConfig } from './types.ts';

const config: InboxConfig<ProductQuote> = {
  title: 'Product Quote Requests',
  list: quotesApi.list,
  exportKind: 'quotes',
  columns: [
    quoteLinesColumn('Product'),
    { header: 'Quantity', cell: (row) => (row.lines?.length ? INBOX_TEXTS.lineCount(row.lines.length) : String(row.quantity)) },
    nameColumn('Name'),
    emailColumn('email'),
    phoneColumn('phone', 'Phone'),
    longTextColumn('address', 'Address'),
    artworkColumn('Artwork'),
    dateColumn(),
  ],
  emptyMessage: INBOX_TEXTS.noProductQuotes,
  ...INBOX_ACTIONS.quotes,
};

export default function ProductQuotes() {
  return <InboxList config={config} />;
}
