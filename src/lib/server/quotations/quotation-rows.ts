/**
 * Every quotation as one short row, for the lists that span them all (the Orders screen, the report)
 * without reading 10,000 records. Rows are kept in shards by the month a quotation was made
 * (New Delhi), `quotation-rows/{YYYY-MM}` in the meta store (store/row-shards.ts: written by each write's
 * follow-up, never back to an older version; warm, one request reads them all).
 */
import type { QuotationRow } from '../../api/quotations.ts';
import { inUnits, orderMoney, paidInFullOn, signedAmount } from '../../payments.ts';
import { monthInIndia, todayInIndia } from '../../format/dates.ts';
import { whoseTurn } from '../../quotation.ts';
import type { Quotation } from '../../schemas/quotations.ts';
import { rowShards } from '../store/row-shards.ts';
import { STORE_NAMES, type Change, guard, openStore } from '../store/index.ts';
import { pageOf } from '../paging.ts';

const shards = rowShards<QuotationRow>('quotation-rows/', 'quotation');

/** A quotation's row. */
export function rowOf(quotation: Quotation): QuotationRow {
  const events = quotation.events ?? [];
  // What is invoiced, paid and outstanding does not hang on the advance asked for: any percentage stands in.
  const money = orderMoney(quotation, { advancePercent: 0, today: todayInIndia() });
  const first = (test: (event: (typeof events)[number]) => boolean) => events.find(test)?.at ?? null;
  const taxInvoicedOn = quotation.invoices?.findLast((invoice) => invoice.kind === 'tax' && invoice.status === 'issued')?.date;
  const confirmed = (quotation.payments ?? []).filter((payment) => payment.status === 'confirmed');
  const paidInFull = paidInFullOn(confirmed, money.total);
  return {
    _id: quotation._id,
    number: quotation.number,
    version: quotation.version,
    customer: quotation.customer.name,
    company: quotation.customer.company,
    enquiryId: quotation.enquiryId,
    enquiryKind: quotation.enquiryKind,
    status: quotation.status,
    stage: quotation.stage ?? null,
    turn: whoseTurn(quotation),
    revision: quotation.revision,
    // What the invoices bill once there are any (none of the tax of a supply under the LUT), else the quotation's.
    total: money.invoiced ? inUnits(money.invoiced) : quotation.total,
    currency: quotation.currency,
    validUntil: quotation.validUntil,
    createdAt: quotation.dateAdded,
    activityAt: quotation.activityAt ?? quotation.savedAt ?? quotation.dateAdded,
    stageAt: quotation.stageAt ?? null,
    sentAt: quotation.sentAt ? (first((event) => event.kind === 'sent') ?? quotation.sentAt) : null,
    acceptedAt: quotation.acceptance?.at ?? null,
    dispatchedAt: first((event) => event.kind === 'stage' && event.stage === 'Dispatched'),
    closedAt: first((event) => event.kind === 'declined' || event.kind === 'expired'),
    productIds: [...new Set(quotation.lines.map((line) => line.productId).filter(Boolean))],
    invoiced: inUnits(money.invoiced),
    paid: inUnits(money.paid),
    ...(money.refunded && { refunded: inUnits(money.refunded) }),
    outstanding: inUnits(money.outstanding),
    ...(money.credit && { credit: inUnits(money.credit) }),
    reported: inUnits(money.reported),
    dueDate: money.dueDate,
    billedOn: money.billedOn,
    ...(taxInvoicedOn && { taxInvoicedOn }),
    // A refund is money collected back out: negative, so a month's sum is what stayed.
    ...(confirmed.length && {
      collected: confirmed.map((payment) => ({ date: payment.date, amount: inUnits(signedAmount(payment)) })),
    }),
    ...(paidInFull && { paidInFullOn: paidInFull }),
    ...(quotation.paymentReminders && { paymentReminders: quotation.paymentReminders }),
  };
}

/** Puts a quotation's row in its month's shard (or takes it out). */
const writeRow = (createdAt: string, id: string, row: QuotationRow | null) => shards.write(monthInIndia(createdAt), id, row);

const STALE_PREFIX = 'quotation-rows-stale/';

/**
 * The quotations collection's follow-up: each write's row. When the row cannot be written (the store failing
 * after the record landed), the quotation is marked stale, and the housekeeping run writes its row again.
 */
export async function indexQuotation({ change, record }: Change<Quotation>): Promise<void> {
  try {
    await writeRow(record.dateAdded, record._id, change === 'deleted' ? null : rowOf(record));
  } catch (error) {
    await guard(() => openStore(STORE_NAMES.meta).set(`${STALE_PREFIX}${record._id}`, record.dateAdded)).catch(
      (marking: unknown) => console.error(`[quotations] could not mark the row of ${record._id} stale`, marking),
    );
    throw error;
  }
}

/** The housekeeping run: the rows a failed write left behind, written again from their records. */
export async function mendStaleRows(limits: { deadline: number }): Promise<number> {
  const store = openStore(STORE_NAMES.meta);
  const keys = await guard(async () => {
    const found: string[] = [];
    for await (const page of store.list({ prefix: STALE_PREFIX, paginate: true }))
      found.push(...page.blobs.map((blob) => blob.key));
    return found;
  });
  let mended = 0;
  for (const key of keys) {
    if (Date.now() >= limits.deadline) break;
    const id = key.slice(STALE_PREFIX.length);
    const [record, createdAt] = await Promise.all([
      guard(() => openStore(STORE_NAMES.quotations).get(id, { type: 'json' }) as Promise<Quotation | null>),
      guard(() => store.get(key, { type: 'text' })),
    ]);
    // Gone since: its row goes too.
    if (record) await writeRow(record.dateAdded, id, rowOf(record));
    else if (createdAt) await writeRow(createdAt, id, null);
    await guard(() => store.delete(key));
    mended += 1;
  }
  return mended;
}

/** Every row, from the month shards. */
export const allRows = (): Promise<QuotationRow[]> => shards.all();

/** Writes every shard again from the records (after an import, or to mend a row a failing store missed). */
export async function rebuildRows(records: Quotation[]): Promise<void> {
  const byShard = new Map<string, QuotationRow[]>();
  for (const record of records) {
    const month = monthInIndia(record.dateAdded);
    byShard.set(month, [...(byShard.get(month) ?? []), rowOf(record)]);
  }
  await shards.rewrite(byShard);
}

export interface RowFilter {
  q: string;
  status: string;
  stage: string;
  turn: string;
  /** `orders`: only the orders, the accepted quotations (the Orders screen). */
  view: '' | 'orders';
}

/** One page of the rows that match, newest activity first, and how many match in all. */
export function queryRows(rows: QuotationRow[], filter: RowFilter, page: number, limit: number) {
  const words = filter.q.toLowerCase().split(/\s+/).filter(Boolean);
  const matching = rows
    .filter(
      (row) =>
        (filter.view !== 'orders' || row.status === 'Accepted') &&
        (!filter.status || row.status === filter.status) &&
        (!filter.stage || row.stage === filter.stage) &&
        (!filter.turn || row.turn === filter.turn) &&
        words.every((word) => `${row.number} ${row.customer} ${row.company}`.toLowerCase().includes(word)),
    )
    .sort((a, b) => b.activityAt.localeCompare(a.activityAt) || b._id.localeCompare(a._id));
  return pageOf(matching, page, limit);
}
