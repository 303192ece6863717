/**
 * The one list of the four enquiry inboxes and All enquiries (docs/product.md 2.15): search,
 * filters and Export CSV above; 10 rows a page, newest first; a status, the latest remark, a remark and
 * delete per row. Each inbox passes its InboxConfig; the search, filters and page live in the address;
 * every status change, remark save and delete ends in a toast (docs/product.md departure 12).
 */
import { useEffect, useRef, useState } from 'react';
import { ApiError, callApi, errorMessage } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { ADMIN_PAGE_SIZE } from '../../lib/constants.ts';
import { INBOX_TEXTS } from '../../lib/messages/inbox.ts';
import { Icon } from '../components/Icon.tsx';
import { ListTable } from '../components/ListTable.tsx';
import { Pager } from '../components/Pager.tsx';
import { usePagedList } from '../components/use-paged-list.ts';
import { InboxToolbar } from './InboxToolbar.tsx';
import './inbox.css';
import { RemarkDialog } from './RemarkDialog.tsx';
import { StatusCell } from './StatusCell.tsx';
import type { InboxColumn, InboxConfig, InboxRow, PerRow } from './types.ts';
import { filterOf, hasFilter, useInboxAddress } from './use-inbox-address.ts';

/** A 401 has already sent the browser to sign-in: no toast for it. */
const sessionEnded = (error: unknown) => error instanceof ApiError && error.status === 401;

const rowsOf = <Row,>(answer: unknown): Row[] => {
  if (Array.isArray(answer)) return answer as Row[];
  const data = (answer as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as Row[]) : [];
};

const forRow = <Row, T>(value: PerRow<Row, T>, row: Row): T =>
  typeof value === 'function' ? (value as (row: Row) => T)(row) : value;

export function InboxList<Row extends InboxRow>({ config }: { config: InboxConfig<Row> }) {
  const { address, go } = useInboxAddress();
  const filter = filterOf(address);
  const filtered = hasFilter(address);
  const list = usePagedList(
    async (page, signal) =>
      rowsOf<Row>(await callApi(config.list, { query: { page, limit: ADMIN_PAGE_SIZE, ...filter }, signal })),
    {
      failure: `[${config.title}] list failed`,
      onError: (error) => {
        if (config.loadFailureFallback) notify.error(errorMessage(error, config.loadFailureFallback));
      },
      page: address.page,
      onPage: (page) => go({ page }),
      filterKey: JSON.stringify(filter),
    },
  );
  const { page, rows, loading, reload } = list;
  const statusColumn: InboxColumn<Row> = {
    header: 'Status',
    className: 'admin-table__status',
    cell: (row) => (
      <StatusCell
        row={row}
        onSaved={(saved) =>
          list.setRows((current) => current.map((each) => (each._id === saved._id ? ({ ...each, ...saved } as Row) : each)))
        }
      />
    ),
  };
  // The status and the date right after the cell naming the row, so they are in view however wide the table is.
  const named = config.columns.findIndex((column) => column.rowHeader) + 1;
  const isDate = (column: InboxColumn<Row>) => column.className === 'admin-table__date';
  const date = config.columns.filter(isDate);
  const columns: InboxColumn<Row>[] = [
    ...config.columns.slice(0, named),
    statusColumn,
    ...date,
    ...config.columns.slice(named).filter((column) => !isDate(column)),
    {
      header: 'Remark',
      className: 'admin-table__remark',
      // The latest remark, its first lines; the whole history is in View Remark.
      cell: (row) => (row.remark ? <span className="remark-cell">{row.remark}</span> : null),
    },
  ];
  const failed = list.error !== undefined;
  const [editing, setEditing] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  /** After a reload the table is rebuilt: focus goes back to the row's remark button, or the heading. */
  const focusAfterLoad = useRef<string | null>(null);

  useEffect(() => {
    const target = focusAfterLoad.current;
    const section = sectionRef.current;
    if (loading || target === null || !section) return;
    focusAfterLoad.current = null;
    const button = section.querySelector<HTMLElement>(`[data-remark-for="${CSS.escape(target)}"]`);
    const heading = section.querySelector<HTMLElement>('h1');
    if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    (button ?? heading)?.focus();
  }, [loading]);

  async function saveRemark(remark: string) {
    if (!editing) return;
    try {
      const call = forRow(config.remark.call, editing);
      const answer = await callApi(call, { params: { id: editing._id }, body: { remark } });
      notify.success((answer as { message?: string } | null)?.message || config.remark.successFallback);
      focusAfterLoad.current = editing._id;
      setEditing(null);
      reload();
    } catch (error) {
      if (!sessionEnded(error)) notify.error(errorMessage(error, INBOX_TEXTS.remarkFailed));
    }
  }

  async function remove(row: Row) {
    if (!window.confirm(forRow(config.remove.confirm, row))) return;
    setDeleting(row._id);
    try {
      const answer = await callApi(forRow(config.remove.call, row), { params: { id: row._id } });
      notify.success((answer as { message?: string } | null)?.message || config.remove.successFallback);
      focusAfterLoad.current = '';
      // The last row of a later page: show the page before it.
      if (rows.length === 1 && page > 1) go({ page: page - 1 }, { replace: true });
      else reload();
    } catch (error) {
      if (!sessionEnded(error)) notify.error(errorMessage(error, config.remove.failureFallback));
    } finally {
      setDeleting(null);
    }
  }

  const caption = `${config.title}, page ${page}`;
  const body = (
    <ListTable
      caption={caption}
      loading={loading}
      failed={failed}
      rowCount={rows.length}
      empty={filtered ? INBOX_TEXTS.noMatches : config.emptyMessage}
      onRetry={reload}
      headings={columns.map((column) => ({ label: column.header, className: column.className }))}
    >
      {rows.map((row) => (
        <tr key={row._id}>
          {columns.map((column) =>
            column.rowHeader ? (
              <th key={column.header} scope="row" className={column.className}>
                {column.cell(row)}
              </th>
            ) : (
              <td key={column.header} className={column.className}>
                {column.cell(row)}
              </td>
            ),
          )}
          <td className="admin-table__actions">
            <div className="row-actions">
              <button
                type="button"
                className="button button--secondary button--small"
                data-remark-for={row._id}
                onClick={() => setEditing(row)}
              >
                View Remark
              </button>
              <button
                type="button"
                className="icon-button icon-button--danger"
                aria-label="Delete"
                title="Delete"
                disabled={deleting === row._id}
                onClick={() => remove(row)}
              >
                <Icon name="trash" />
              </button>
            </div>
          </td>
        </tr>
      ))}
    </ListTable>
  );

  return (
    <section className={config.compact ? 'inbox inbox--compact' : 'inbox'} ref={sectionRef}>
      <h1>{config.title}</h1>
      <InboxToolbar address={address} go={go} exportKind={config.exportKind} />
      {body}
      {(rows.length > 0 || page > 1) && (
        <Pager page={page} hasNext={list.hasNext} onPage={list.setPage} label={`${config.title} pages`} disabled={loading} />
      )}
      <RemarkDialog row={editing} onClose={() => setEditing(null)} onSave={saveRemark} />
    </section>
  );
}
