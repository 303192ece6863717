/** How one of the enquiry inboxes (docs/product.md 2.15, and All enquiries) configures the shared list. */
import type { ReactNode } from 'react';
import type { Endpoint, Paged } from '../../lib/api/define.ts';
import type { ExportQuery, InboxQuery } from '../../lib/api/inboxes.ts';
import type { LastChange, RemarkEntry, StatusChange } from '../../lib/schemas/inboxes.ts';

export interface InboxRow {
  _id: string;
  dateAdded: string;
  /** Names the row's status control ('Status of {name}'). */
  name: string;
  remark?: string;
  remarks?: RemarkEntry[];
  status?: string;
  statusHistory?: StatusChange[];
  /** Who changed it last, and how. */
  lastChange?: LastChange;
}

export interface InboxColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The cell that names the row (a row header for assistive tech). */
  rowHeader?: boolean;
  /** Extra class on the column's cells, for widths. */
  className?: string;
}

type RowCall = Endpoint<`${string}/:id`>;
/** One value for every row, or one per row (All enquiries: each kind has its own remark and delete). */
export type PerRow<Row, T> = T | ((row: Row) => T);

/** An inbox's remark save and delete, the same for every row. */
export interface InboxActions {
  remark: { call: RowCall; successFallback: string };
  remove: { call: RowCall; confirm: string; successFallback: string; failureFallback: string };
}

export interface InboxConfig<Row extends InboxRow> {
  /** The screen's h1 and the table's name. */
  title: string;
  /** The list call, answered with `{ data, page, limit }`; it takes the search and filters. */
  list: Endpoint<string, undefined, InboxQuery, Paged<Row>>;
  /** What Export CSV downloads (with the current search and filters). */
  exportKind: NonNullable<ExportQuery['kind']>;
  columns: InboxColumn<Row>[];
  /** One or two lines a row (All enquiries): long texts cut to a line, cards on a phone; the rest is in the detail view. */
  compact?: boolean;
  /** Said when the inbox is empty and no search or filter is set. */
  emptyMessage: string;
  /** Toast fallback when the list cannot be read; without it a failure is only logged (docs/product.md 8). */
  loadFailureFallback?: string;
  remark: {
    call: PerRow<Row, RowCall>;
    successFallback: string;
  };
  remove: {
    call: PerRow<Row, RowCall>;
    confirm: PerRow<Row, string>;
    successFallback: string;
    failureFallback: string;
  };
}
