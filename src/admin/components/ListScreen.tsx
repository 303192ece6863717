/**
 * The frame of a list screen (Customers, Orders, Payments, Activity): its title, its filters, how many rows
 * match (for a list that answers its total), the table of the page (ListTable, over a usePagedList) and the
 * pager under it once there is anything to page.
 */
import type { ReactNode } from 'react';
import { ListTable } from './ListTable.tsx';
import { Pager } from './Pager.tsx';
import './list-screen.css';
import type { HeadColumn } from './TableHead.tsx';
import type { PagedList } from './use-paged-list.ts';

interface ListScreenProps<T> {
  /** The section's classes. */
  className: string;
  title: string;
  /** What stands between the title and the table: the filters (and Payments' totals). */
  filters: ReactNode;
  list: PagedList<T>;
  /** Says how many rows match, above the table. */
  count?: (total: number) => string;
  /** The count is announced as it changes: the list follows staff's typing (Customers). */
  announceCount?: boolean;
  caption: string;
  /** Said when the page has no rows. */
  empty: ReactNode;
  headings: readonly HeadColumn[];
  /** Names the pager's landmark. */
  pages: string;
  /** The rows. */
  children: ReactNode;
  /** What follows the pager (Payments' files for the accountant). */
  after?: ReactNode;
}

export function ListScreen<T>(props: ListScreenProps<T>) {
  const { list, count, announceCount, children } = props;
  const { rows, total, loading, error, page } = list;
  return (
    <section className={props.className}>
      <h1>{props.title}</h1>
      {props.filters}
      {count && total !== null && !loading && (
        <p className="orders__count" role={announceCount ? 'status' : undefined}>
          {count(total)}
        </p>
      )}
      <ListTable
        caption={props.caption}
        loading={loading}
        failed={Boolean(error)}
        rowCount={rows.length}
        empty={props.empty}
        onRetry={list.reload}
        actions={false}
        headings={props.headings}
      >
        {children}
      </ListTable>
      {(rows.length > 0 || page > 1) && (
        <Pager page={page} hasNext={list.hasNext} onPage={list.setPage} label={props.pages} disabled={loading} />
      )}
      {props.after}
    </section>
  );
}

interface FilterFormProps {
  onSubmit: () => void;
  /** The text of the button that searches, after the fields. */
  submit: string;
  /** The fields. */
  children: ReactNode;
}

/** The filters of a list that searches: Enter, or the button after the fields, runs `onSubmit`. */
export function FilterForm({ onSubmit, submit, children }: FilterFormProps) {
  return (
    <form
      className="orders__filters"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <button type="submit" className="button button--secondary">
        {submit}
      </button>
    </form>
  );
}
