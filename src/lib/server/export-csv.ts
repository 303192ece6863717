/**
 * GET /api/enquiries/export: the enquiries an inbox (or all four) shows for a filter, as CSV that Excel
 * opens correctly (UTF-8 with a byte-order mark, so Hindi and ₹ survive) and that never runs a cell as
 * a formula. Streamed newest first a segment at a time: a buffered answer is capped at 6 MB on Netlify.
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { ENQUIRY_KINDS, type EnquiryKind, statusOf } from '../constants.ts';
import { ENQUIRY_KIND_NAMES } from '../messages.ts';
import { exportQuerySchema } from '../schemas.ts';
import type { Enquiry } from '../types.ts';
import { anyInbox } from './collections.ts';
import { readFilter } from './enquiries.ts';
import { secured } from './http.ts';

const COLUMNS = [
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

type Row = Enquiry & Partial<Record<string, unknown>>;
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

function toCells(kind: EnquiryKind, record: Row): string[] {
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
    text(record.productName),
    text(record.quantity),
    text(record.address),
    record.remark ?? '',
    (record.remarks ?? []).map((remark) => `${remark.at} ${remark.by ?? ''}: ${remark.text}`).join('\n'),
    (record.statusHistory ?? []).map((change) => `${change.at} ${change.status}${change.by ? ` (${change.by})` : ''}`).join('\n'),
    record._id,
  ];
}

/** Several newest-first streams as one newest-first stream. */
async function* newestFirst(streams: AsyncGenerator<[EnquiryKind, Row]>[]): AsyncGenerator<[EnquiryKind, Row]> {
  const heads = await Promise.all(streams.map((stream) => stream.next()));
  for (;;) {
    let pick = -1;
    for (const [index, head] of heads.entries()) {
      if (!head.done && (pick === -1 || head.value[1]._id > (heads[pick].value as [EnquiryKind, Row])[1]._id)) pick = index;
    }
    if (pick === -1) return;
    yield heads[pick].value as [EnquiryKind, Row];
    heads[pick] = await streams[pick].next();
  }
}

async function* ofKind(kind: EnquiryKind, filter: ReturnType<typeof readFilter>): AsyncGenerator<[EnquiryKind, Row]> {
  for await (const record of anyInbox(kind).stream(filter)) yield [kind, record as unknown as Row];
}

export const exportCsv = async ({ request }: { request: Request }): Promise<Response> => {
  const { kind = 'all', ...filter } = readFilter(new URL(request.url), exportQuerySchema);
  const kinds = kind === 'all' ? [...ENQUIRY_KINDS] : [kind as EnquiryKind];
  // The first rows are read before answering, so a failing store is still a clean 503, not a cut file.
  const rows = newestFirst(kinds.map((each) => ofKind(each, filter)));
  const first = await rows.next();
  const csv = stringify({
    bom: true,
    header: true,
    columns: COLUMNS,
    escape_formulas: true,
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
  });
  const feed = async () => {
    try {
      if (!first.done) csv.write(toCells(...first.value));
      for await (const [each, record] of rows) {
        if (!csv.write(toCells(each, record))) await new Promise((resolve) => csv.once('drain', resolve));
      }
      csv.end();
    } catch (error) {
      console.error('[export] stopped early', error);
      csv.destroy(error as Error);
    }
  };
  void feed();
  const stamp = new Date().toISOString().slice(0, 10);
  return secured(
    new Response(Readable.toWeb(csv) as ReadableStream<Uint8Array>, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="enquiries-${kind}-${stamp}.csv"`,
        'cache-control': 'no-store',
      },
    }),
  );
};
