/**
 * The one list of the four enquiry inboxes (docs/product.md 2.15): 10 rows a page, newest first, a remark
 * per row and delete. Each inbox passes its InboxConfig; every remark save and delete ends in a
 * toast (docs/product.md departure 12).
 */
import { useEffect, useRef, useState } from 'react';
import { ApiError, callApi, errorMessage } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { ADMIN_PAGE_SIZE } from '../../lib/constants.ts';
import { Icon } from '../components/Icon.tsx';
import { Loading } from '../components/Loading.tsx';
import { Pager } from '../components/Pager.tsx';
import { usePagedList } from '../components/use-paged-list.ts';
import { RemarkDialog } from './RemarkDialog.tsx';
import type { InboxConfig, InboxRow } from './types.ts';

const REMARK_FAILED = 'Failed to update remark';

/** A 401 has already sent the browser to sign-in: no toast for it. */
const sessionEnded = (error: unknown) => error instanceof ApiError && error.status === 401;

const rowsOf = <Row,>(answer: unknown): Row[] => {
  if (Array.isArray(answer)) return answer as Row[];
  const data = (answer as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as Row[]) : [];
};

export function InboxList<Row extends InboxRow>({ config }: { config: InboxConfig<Row> }) {
  const list = usePagedList(
    async (page, signal) => rowsOf<Row>(await callApi(config.list, { query: { page, limit: ADMIN_PAGE_SIZE }, signal })),
    {
      failure: `[${config.title}] list failed`,
      onError: (error) => {
        if (config.loadFailureFallback) notify.error(errorMessage(error, config.loadFailureFallback));
      },
    },
  );
  const { page, setPage, rows, loading, reload } = list;
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
      const answer = await callApi(config.remark.call, { params: { id: editing._id }, body: { remark } });
      notify.success((answer as { message?: string } | null)?.message || config.remark.successFallback);
      focusAfterLoad.current = editing._id;
      setEditing(null);
      reload();
    } catch (error) {
      if (!sessionEnded(error)) notify.error(errorMessage(error, REMARK_FAILED));
    }
  }

  async function remove(row: Row) {
    if (!window.confirm(config.remove.confirm)) return;
    setDeleting(row._id);
    try {
      const answer = await callApi(config.remove.call, { params: { id: row._id } });
      notify.success((answer as { message?: string } | null)?.message || config.remove.successFallback);
      focusAfterLoad.current = '';
      // The last row of a later page: show the page before it.
      if (rows.length === 1 && page > 1) setPage(page - 1);
      else reload();
    } catch (error) {
      if (!sessionEnded(error)) notify.error(errorMessage(error, config.remove.failureFallback));
    } finally {
      setDeleting(null);
    }
  }

  const caption = `${config.title}, page ${page}`;
  let body;
  if (loading) body = <Loading />;
  else if (failed && rows.length === 0)
    body = (
      <p className="inbox__empty">
        <button type="button" className="button button--secondary" onClick={reload}>
          Try again
        </button>
      </p>
    );
  else if (rows.length === 0) body = <p className="inbox__empty">{config.emptyMessage}</p>;
  else
    body = (
      <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
        <table className="admin-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {config.columns.map((column) => (
                <th key={column.header} scope="col" className={column.className}>
                  {column.header}
                </th>
              ))}
              <th scope="col" className="admin-table__actions">
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row._id}>
                {config.columns.map((column) =>
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
          </tbody>
        </table>
      </div>
    );

  return (
    <section className="inbox" ref={sectionRef}>
      <h1>{config.title}</h1>
      {body}
      {(rows.length > 0 || page > 1) && (
        <Pager page={page} hasNext={list.hasNext} onPage={setPage} label={`${config.title} pages`} disabled={loading} />
      )}
      <RemarkDialog row={editing} onClose={() => setEditing(null)} onSave={saveRemark} />
    </section>
  );
}
