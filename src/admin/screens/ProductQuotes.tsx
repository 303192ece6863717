/** Product Quote Requests: the product quote modal's submissions (docs/product.md 2.15). */
import { quotesApi } from '../../lib/api/inboxes.ts';
import { MESSAGES } from '../../lib/messages.ts';
import type { ProductQuote } from '../../lib/types.ts';
import { dateColumn, emailColumn, longTextColumn, phoneColumn, productColumn, textColumn } from '../inbox/columns.tsx';
import { InboxList } from '../inbox/InboxList.tsx';
import type { InboxConfig } from '../inbox/types.ts';

const config: InboxConfig<ProductQuote> = {
  title: 'Product Quote Requests',
  list: quotesApi.list,
  exportKind: 'quotes',
  columns: [
    productColumn('Product'),
    textColumn('quantity', 'Quantity'),
    textColumn('name', 'Name'),
    emailColumn('email'),
    phoneColumn('phone', 'Phone'),
    longTextColumn('address', 'Address'),
    dateColumn(),
  ],
  emptyMessage: 'No product quote requests found.',
  remark: {
    call: quotesApi.remark,
    successFallback: MESSAGES.remarkUpdatedDetail,
  },
  remove: {
    call: quotesApi.remove,
    confirm: 'Are you sure you want to delete the data?',
    successFallback: MESSAGES.quoteDeleted,
    failureFallback: 'Failed to delete the quote',
  },
};

export default function ProductQuotes() {
  return <InboxList config={config} />;
}
