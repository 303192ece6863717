/** The head of every admin table: one row of column headings, each `scope="col"`, with its class when it has one. */
import type { ReactNode } from 'react';

/** A heading's text, or its content and the class it shares with its column's cells. */
export type HeadColumn = string | { label: ReactNode; className?: string };

export function TableHead({ columns }: { columns: readonly HeadColumn[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) => {
          const { label, className } = typeof column === 'string' ? { label: column, className: undefined } : column;
          return (
            <th key={index} scope="col" className={className}>
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
