/** The filters of an inbox list or export, and the search over an enquiry's text (src/lib/server/inbox/inbox.ts). */
import { type EnquiryStatus, statusOf } from '../../constants.ts';
import type { Enquiry } from '../../schemas/inboxes.ts';

export interface InboxFilter {
  status?: EnquiryStatus;
  /** Every word must appear (case-insensitive) in one of the searched fields. */
  q?: string;
  /** ISO instants, inclusive. */
  from?: string;
  to?: string;
}

const LINE_SEARCHED = ['productName', 'size', 'material', 'finish', 'colours', 'note'];

const SEARCHED = [
  'name',
  'email',
  'phone',
  'mobile',
  'company',
  'subject',
  'message',
  'question',
  'productName',
  'address',
  'remark',
];

/** The searched text; the id is in it too, so a mail's link (?q={id}) finds its enquiry. */
function searchText(record: Enquiry): string {
  const values = [record._id, ...SEARCHED.map((field) => (record as unknown as Record<string, unknown>)[field])];
  for (const remark of record.remarks ?? []) values.push(remark.text);
  // A quote request's lines and files: any line's product, specification or note, any file's name.
  const { lines, files } = record as { lines?: Record<string, unknown>[]; files?: { name: string }[] };
  for (const line of lines ?? []) values.push(...LINE_SEARCHED.map((field) => line[field]));
  for (const file of files ?? []) values.push(file.name);
  return values
    .filter((value) => typeof value === 'string' || typeof value === 'number')
    .join('\n')
    .toLowerCase();
}

export function matches(record: Enquiry, filter: InboxFilter): boolean {
  if (filter.status && statusOf(record) !== filter.status) return false;
  const time = Date.parse(record.dateAdded);
  if (filter.from && time < Date.parse(filter.from)) return false;
  if (filter.to && time > Date.parse(filter.to)) return false;
  if (filter.q) {
    const text = searchText(record);
    if (
      !filter.q
        .toLowerCase()
        .split(/\s+/)
        .filter(Boolean)
        .every((word) => text.includes(word))
    )
      return false;
  }
  return true;
}

/** A search or date filter needs each record's text; a status filter only its status. */
export const readsText = (filter: InboxFilter) => Boolean(filter.q || filter.from || filter.to);
