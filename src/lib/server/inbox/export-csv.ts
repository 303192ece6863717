/**
 * The CSV of the enquiries an inbox (or all four) shows for a filter, as Excel opens it correctly (UTF-8 with
 * a byte-order mark, so Hindi and ₹ survive) and never running a cell as a formula; newest first, a segment
 * at a time. Two ways out:
 * - `GET /api/enquiries/export` streams it in one answer, for what fits one: Netlify streams at most 20 MB
 *   and the request's store budget bounds its time, so past EXPORT_STREAM_MAX_BYTES the answer is broken
 *   off (the connection ends without the closing chunk), which no client can take for a whole file;
 * - an export job (src/lib/server/inbox/export-jobs.ts) writes it in parts, for any size.
 */
import { Readable } from 'node:stream';
import { ENQUIRY_KINDS, type EnquiryKind, statusOf } from '../../constants.ts';
import { MESSAGES } from '../../messages/answers.ts';
import { ENQUIRY_KIND_NAMES } from '../../messages/inbox.ts';
import type * as v from 'valibot';
import type { Enquiry, QuoteLine, exportQuerySchema } from '../../schemas/inboxes.ts';
import { anyInbox } from '../collections.ts';
import { toFilter } from './enquiries.ts';
import { csvStream } from '../files/csv.ts';
import { FILE_TYPES, fileResponse } from '../files/download.ts';
import type { InboxFilter } from './inbox.ts';

export const CSV_COLUMNS = [
  'Kind',
  'Received',
  'Status',
  'Name',
  'Email',
  'Phone',
  'Company',
  'Subject',
  'Message',
  'Product',
  'Quantity',
  'Address',
  'Remark',
  'Remarks',
  'Status history',
  'Id',
];

/** At most this much is streamed in one answer (Netlify's limit for a streamed function answer is 20 MB). */
const STREAM_MAX_BYTES = 18 * 1024 * 1024;
/** EXPORT_STREAM_MAX_BYTES lowers it in tests. */
const streamMaxBytes = () => Number(process.env.EXPORT_STREAM_MAX_BYTES) || STREAM_MAX_BYTES;

type Row = Enquiry & Partial<Record<string, unknown>>;
export type ExportRow = [EnquiryKind, Row];
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

const lineText = (line: QuoteLine) =>
  [
    `${line.productName} × ${line.quantity}`,
    ...[line.size, line.material, line.finish, line.colours, line.note].filter((part) => part && String(part).trim()),
  ].join(' · ');

export function toCells(kind: EnquiryKind, record: Row): string[] {
  return [
    ENQUIRY_KIND_NAMES[kind],
    record.dateAdded,
    statusOf(record),
    text(record.name),
    text(record.email),
    text(record.phone ?? record.mobile),
    text(record.company),
    text(record.subject),
    text(record.message ?? record.question),
    // A request of several lines: each on a line of its own in the cell, with its specification.
    Array.isArray(record.lines) ? (record.lines as QuoteLine[]).map(lineText).join('\n') : text(record.productName),
    text(record.quantity),
    text(record.address),
    record.remark ?? '',
    (record.remarks ?? []).map((remark) => `${remark.at} ${remark.by ?? ''}: ${remark.text}`).join('\n'),
    (record.statusHistory ?? []).map((change) => `${change.at} ${change.status}${change.by ? ` (${change.by})` : ''}`).join('\n'),
    record._id,
  ];
}

/** Several newest-first streams as one newest-first stream. */
async function* newestFirst(streams: AsyncGenerator<ExportRow>[]): AsyncGenerator<ExportRow> {
  const heads = await Promise.all(streams.map((stream) => stream.next()));
  for (;;) {
    let pick = -1;
    for (const [index, head] of heads.entries()) {
      if (!head.done && (pick === -1 || head.value[1]._id > (heads[pick].value as ExportRow)[1]._id)) pick = index;
    }
    if (pick === -1) return;
    yield heads[pick].value as ExportRow;
    heads[pick] = await streams[pick].next();
  }
}

async function* ofKind(kind: EnquiryKind, filter: InboxFilter): AsyncGenerator<ExportRow> {
  for await (const record of anyInbox(kind).stream(filter)) yield [kind, record as unknown as Row];
}

/** The rows of an export, newest first over the kinds asked for. */
export function exportRows(kind: EnquiryKind | 'all', filter: InboxFilter): AsyncGenerator<ExportRow> {
  const kinds = kind === 'all' ? [...ENQUIRY_KINDS] : [kind];
  return newestFirst(kinds.map((each) => ofKind(each, filter)));
}

export const exportFileName = (kind: string, part?: { n: number; of: number }) =>
  `enquiries-${kind}-${new Date().toISOString().slice(0, 10)}${part && part.of > 1 ? `-part-${part.n}-of-${part.of}` : ''}.csv`;

/** The export that fits one answer, of the kind and filters its query names (the contract's export query). */
export const exportCsv = async ({
  query: { kind, ...query },
}: {
  query: v.InferOutput<typeof exportQuerySchema>;
}): Promise<Response> => {
  // The first rows are read before answering, so a failing store is still a clean 503, not a cut file.
  const rows = exportRows(kind, toFilter(query));
  const first = await rows.next();
  const csv = csvStream(CSV_COLUMNS);
  // Counted on the way out: past what one answer may hold the stream errors, so the answer is broken off.
  let bytes = 0;
  const maxBytes = streamMaxBytes();
  const capped = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      bytes += chunk.byteLength;
      if (bytes > maxBytes) {
        csv.destroy();
        controller.error(new Error(MESSAGES.exportTooLargeToStream));
        return;
      }
      controller.enqueue(chunk);
    },
  });
  const feed = async () => {
    try {
      if (!first.done) csv.write(toCells(...first.value));
      for await (const [each, record] of rows) {
        if (csv.destroyed) return;
        if (!csv.write(toCells(each, record))) await new Promise((resolve) => csv.once('drain', resolve));
      }
      csv.end();
    } catch (error) {
      console.error('[export] stopped early', error);
      csv.destroy(error as Error);
    }
  };
  void feed();
  return fileResponse({
    body: (Readable.toWeb(csv) as ReadableStream<Uint8Array>).pipeThrough(capped),
    type: FILE_TYPES.csv,
    name: exportFileName(kind),
  });
};
