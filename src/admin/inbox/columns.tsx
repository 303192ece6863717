/** Column builders for the inbox screens: plain text, long text, e-mail and phone links, the product, the date. */
import { artworkApi } from '../../lib/api/artwork.ts';
import { pathOf } from '../../lib/api/define.ts';
import { errorMessage } from '../../lib/client/api.ts';
import { downloadFile } from '../../lib/client/save-export.ts';
import { notify } from '../../lib/client/notify.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { formatQuantity } from '../../lib/format/money.ts';
import { fileSize } from '../../lib/format/text.ts';
import { imageAtWidth } from '../../lib/image-urls.ts';
import { INBOX_TEXTS } from '../../lib/messages/inbox.ts';
import type { ReactNode } from 'react';
import type { ProductQuote, QuoteFile } from '../../lib/schemas/inboxes.ts';
import { followLink } from '../router.ts';
import { enquiryPath } from '../paths.ts';
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

/** The enquiry's name as a link to its detail view (docs/product.md 2.19), as a sales inbox opens a row. */
export function nameColumn<Row extends InboxRow>(header = 'Name', options: { rowHeader?: boolean } = {}): InboxColumn<Row> {
  return {
    header,
    className: 'admin-table__name',
    cell: (row) => (
      <a className="enquiry-link" href={enquiryPath(row._id)} onClick={followLink}>
        {row.name}
      </a>
    ),
    ...options,
  };
}

/** A mailto: link. */
export function emailColumn<Row>(key: StringKey<Row>, header = 'Email'): InboxColumn<Row> {
  return { header, cell: (row) => <EmailLink email={row[key] as string | undefined} />, className: 'admin-table__contact' };
}

/** A tel: link and, for a number WhatsApp can reach, a wa.me link. */
export function phoneColumn<Row>(key: StringKey<Row>, header: string): InboxColumn<Row> {
  return { header, cell: (row) => <PhoneLinks phone={row[key] as string | undefined} />, className: 'admin-table__contact' };
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

/** A request's lines (each product with its quantity and specification), or the one product of an original quote. */
export function quoteLinesColumn(header = 'Product'): InboxColumn<ProductQuote> {
  const single = productColumn<ProductQuote>(header);
  return {
    ...single,
    cell: (row) =>
      row.lines?.length ? (
        <ul className="quote-lines">
          {row.lines.map((line, index) => (
            <li key={index}>
              <strong>{line.productName}</strong> × {formatQuantity(line.quantity)}
              {[line.size, line.material, line.finish, line.colours].filter(Boolean).length > 0 && (
                <span className="quote-lines__spec">
                  {' '}
                  · {[line.size, line.material, line.finish, line.colours].filter(Boolean).join(' · ')}
                </span>
              )}
              {line.note && <span className="quote-lines__note"> · {line.note}</span>}
            </li>
          ))}
        </ul>
      ) : (
        single.cell(row)
      ),
  };
}

/** The artwork files of a request, each downloaded with the staff token (never at a public address). */
export function artworkColumn(header = 'Artwork'): InboxColumn<ProductQuote> {
  return { header, cell: (row) => (row.files?.length ? <ArtworkDownloads files={row.files} /> : '') };
}

/** A button per file ('{name} ({size})') that downloads it signed in under its own name. */
export function ArtworkDownloads({ files, meta }: { files: QuoteFile[]; meta?: (file: QuoteFile) => ReactNode }) {
  return (
    <ul className="quote-files">
      {files.map((file) => (
        <li key={file.id}>
          <button
            type="button"
            className="link-button"
            onClick={() =>
              void downloadFile(pathOf(artworkApi.download, { id: file.id }), file.name).catch((error: unknown) =>
                notify.error(INBOX_TEXTS.artworkNotDownloaded, { description: errorMessage(error) }),
              )
            }
          >
            {INBOX_TEXTS.downloadArtwork(file.name, fileSize(file.size))}
          </button>
          {meta?.(file)}
        </li>
      ))}
    </ul>
  );
}
