/** Column builders for the inbox screens: plain text, long text, e-mail and phone links, the product, the date. */
import { imageAtWidth } from '../../lib/images.ts';
import { EmailLink, PhoneLinks } from './contact-links.tsx';
import { ExpandableText } from './ExpandableText.tsx';
import type { InboxColumn, InboxRow } from './types.ts';

type TextKey<Row> = { [K in keyof Row]: Row[K] extends string | number | undefined ? K : never }[keyof Row];

const asText = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

export function textColumn<Row>(key: TextKey<Row>, header: string, options: { rowHeader?: boolean } = {}): InboxColumn<Row> {
  return { header, cell: (row) => asText(row[key]), ...options };
}

export function longTextColumn<Row>(key: TextKey<Row>, header: string): InboxColumn<Row> {
  return { header, cell: (row) => <ExpandableText text={asText(row[key])} />, className: 'admin-table__long' };
}

type StringKey<Row> = { [K in keyof Row]: Row[K] extends string | undefined ? K : never }[keyof Row];

/** A mailto: link. */
export function emailColumn<Row>(key: StringKey<Row>, header = 'Email'): InboxColumn<Row> {
  return { header, cell: (row) => <EmailLink email={row[key] as string | undefined} />, className: 'admin-table__contact' };
}

/** A tel: link and, for a number WhatsApp can reach, a wa.me link. */
export function phoneColumn<Row>(key: StringKey<Row>, header: string): InboxColumn<Row> {
  return { header, cell: (row) => <PhoneLinks phone={row[key] as string | undefined} />, className: 'admin-table__contact' };
}

/** Stored as ISO-8601 UTC, shown as the viewer's local date. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

export function dateColumn<Row extends InboxRow>(header = 'Date'): InboxColumn<Row> {
  return {
    header,
    cell: (row) => <time dateTime={row.dateAdded}>{formatDate(row.dateAdded)}</time>,
    className: 'admin-table__date',
  };
}

/** The quoted product's name beside its picture (as it was when the quote came in). */
export function productColumn<Row extends InboxRow & { productName: string; image?: string }>(
  header = 'Product',
): InboxColumn<Row> {
  return {
    header,
    rowHeader: true,
    cell: (row) => (
      <span className="product-cell">
        {row.image ? (
          <img src={imageAtWidth(row.image, 320)} alt="" width={40} height={40} loading="lazy" decoding="async" />
        ) : null}
        <span>{row.productName}</span>
      </span>
    ),
  };
}
