/**
 * The admin's tables: the frame the lists and panels share (TableFrame: a named region scrollable sideways from the
 * keyboard, the caption, the head), and a small table described by its columns (a heading and how a row fills
 * its cell), each cell naming its column: on a phone a row is a card (list-screen.css), its head only read out.
 */
import type { ReactNode } from 'react';
import { type HeadColumn, TableHead } from './TableHead.tsx';
import './list-screen.css';

export interface Column<T> {
  heading: string;
  cell: (row: T, index: number) => ReactNode;
  /** The cells' class (an amount's right alignment, a row's actions). */
  className?: string;
}

/** The class of a column of amounts. */
export const NUMBER = 'admin-table__number';

interface DataTableProps<T> extends Omit<TableFrameProps, 'columns' | 'children'> {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
}

interface TableFrameProps {
  caption: string;
  /** The id of a visible heading that names the table; else its caption names it. */
  labelledBy?: string;
  /** Classes besides `admin-table`. */
  className?: string;
  columns: readonly HeadColumn[];
  /** On a phone each row a card, each cell under its column's name (its `data-label`), as the list screens' rows. */
  cards?: boolean;
  /** The rows. */
  children: ReactNode;
}

/** An admin table's frame: a region scrollable sideways from the keyboard, the table, its caption and head. */
export function TableFrame({ caption, labelledBy, className, columns, cards, children }: TableFrameProps) {
  return (
    <div
      className={cards ? 'table-scroll orders' : 'table-scroll'}
      role="region"
      aria-label={labelledBy ? undefined : caption}
      aria-labelledby={labelledBy}
      tabIndex={0}
    >
      <table className={className ? `admin-table ${className}` : 'admin-table'}>
        <caption className="visually-hidden">{caption}</caption>
        <TableHead columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export function DataTable<T>({ columns, rows, rowKey, ...frame }: DataTableProps<T>) {
  return (
    <TableFrame {...frame} columns={columns.map((column) => column.heading)}>
      {rows.map((row, index) => (
        <tr key={rowKey(row, index)}>
          {columns.map((column, at) => (
            <td key={at} data-label={column.heading} className={column.className}>
              {column.cell(row, index)}
            </td>
          ))}
        </tr>
      ))}
    </TableFrame>
  );
}
