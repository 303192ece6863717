/**
 * Where an admin list stands, in the shape the inboxes and the Mail screen share (docs/product.md 2.15):
 * 'Loading...' while it loads; a Try again button when it could not be read and has nothing to show;
 * the empty message; else the table, named by its caption and scrollable sideways from the keyboard, its
 * last column the rows' actions (unless it has none).
 */
import type { ReactNode } from 'react';
import { Loading } from './Loading.tsx';
import { TableFrame } from './DataTable.tsx';
import type { HeadColumn } from './TableHead.tsx';

interface ListTableProps {
  caption: string;
  loading: boolean;
  /** The last load failed. */
  failed: boolean;
  rowCount: number;
  /** Said when there are no rows. */
  empty: ReactNode;
  onRetry: () => void;
  /** The column headings before Actions. */
  headings: readonly HeadColumn[];
  /** The rows. */
  children: ReactNode;
  /** The last column holds the rows' actions (default); false for a list without any. */
  actions?: boolean;
}

const ACTIONS: HeadColumn = { label: 'Actions', className: 'admin-table__actions' };

export function ListTable({
  caption,
  loading,
  failed,
  rowCount,
  empty,
  onRetry,
  headings,
  children,
  actions = true,
}: ListTableProps) {
  if (loading) return <Loading />;
  if (rowCount === 0)
    return (
      <p className="inbox__empty">
        {failed ? (
          <button type="button" className="button button--secondary" onClick={onRetry}>
            Try again
          </button>
        ) : (
          empty
        )}
      </p>
    );
  return (
    <TableFrame caption={caption} columns={actions ? [...headings, ACTIONS] : headings}>
      {children}
    </TableFrame>
  );
}
