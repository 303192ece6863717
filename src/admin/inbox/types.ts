/** How one of the four enquiry inboxes (docs/product.md 2.15) configures the shared list. */
import type { ReactNode } from 'react';
import type { Endpoint, Page, PageQuery } from '../../lib/api/define.ts';

export interface InboxRow {
  _id: string;
  dateAdded: string;
  remark?: string;
}

export interface InboxColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The cell that names the row (a row header for assistive tech). */
  rowHeader?: boolean;
  /** Extra class on the column's cells, for widths. */
  className?: string;
}

export interface InboxConfig<Row extends InboxRow> {
  /** The screen's h1 and the table's name. */
  title: string;
  /** The list call, answered with `{ data, page, limit }`. */
  list: Endpoint<string, undefined, PageQuery, Page<Row>>;
  columns: InboxColumn<Row>[];
  emptyMessage: string;
  /** Toast fallback when the list cannot be read; without it a failure is only logged (docs/product.md 8). */
  loadFailureFallback?: string;
  remark: {
    call: Endpoint<`${string}/:id`>;
    successFallback: string;
  };
  remove: {
    call: Endpoint<`${string}/:id`>;
    confirm: string;
    successFallback: string;
    failureFallback: string;
  };
}
