/**
 * The table of the three content screens (Manage Products, Blog and Testimonials): column headings, the empty and error lines, a loading veil,
 * and sideways scrolling in a focusable region on narrow screens (so keyboard users can scroll it too).
 */
import type { ReactNode } from 'react';
import { ADMIN_TEXTS } from '../../lib/messages/admin.ts';
import { TableHead } from '../components/TableHead.tsx';
import './content.css';

interface ContentTableProps {
  /** Names the table, e.g. 'Products'. */
  label: string;
  columns: string[];
  rowCount: number;
  loading: boolean;
  /** Shown instead of rows when there are none. */
  empty: string;
  /** Shown instead of rows when loading failed. */
  error?: string;
  /** A first heading cell before the columns (Manage Products' select-all box). */
  leading?: ReactNode;
  children: ReactNode;
}

export function ContentTable({ label, columns, rowCount, loading, empty, error, leading, children }: ContentTableProps) {
  const span = columns.length + (leading ? 1 : 0);
  const message = error ?? (rowCount === 0 && !loading ? empty : undefined);
  return (
    <div className="content-table" role="region" aria-label={`${label} table`} tabIndex={0} aria-busy={loading}>
      <table aria-label={label}>
        <TableHead columns={leading ? [{ label: leading }, ...columns] : columns} />
        <tbody>
          {message !== undefined ? (
            <tr>
              <td colSpan={span} className={`content-table__message${error ? ' content-table__error' : ''}`}>
                {message}
              </td>
            </tr>
          ) : rowCount === 0 ? (
            <tr>
              <td colSpan={span} className="content-table__message" />
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
      {loading && <LoadingVeil />}
    </div>
  );
}

export function LoadingVeil() {
  return (
    <div className="content-loading" role="status">
      <span>
        <span className="admin-spinner" aria-hidden="true" />
        {ADMIN_TEXTS.loading}
      </span>
    </div>
  );
}
