/**
 * Every quotation as one short row, for the lists that span them all (the Orders screen, the report)
 * without reading 10,000 records. Rows are kept in shards by the month a quotation was made
 * (New Delhi), `quotation-rows/{YYYY-MM}` in the meta store, each one JSON array. A quotation's every write
 * updates its row (the quotations collection's follow-up: a conditional write of its shard, read again and
 * retried when another write got there first), carrying the record's version, so a row never goes back
 * to an older state. A read lists the shards (one request, with their etags) and reads only the shards
 * whose etag changed since this instance last read them (in parallel): warm, one request in all.
 */
import type { QuotationRow } from '../../api/quotations.ts';
import { inUnits, orderMoney, paidInFullOn } from '../../payments.ts';
import { todayInIndia, whoseTurn } from '../../quotation.ts';
import type { Quotation } from '../../types.ts';
import { mapLimited } from '../store/concurrency.ts';
import { STORE_NAMES, type Change, guard, openStore, readWithEtag } from '../store.ts';

const PREFIX = 'quotation-rows/';
const MONTH = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' });
/** 'YYYY-MM' in New Delhi. */
export const monthOf = (iso: string) => MONTH.format(new Date(iso)).slice(0, 7);
const shardKey = (createdAt: string) => `${PREFIX}${monthOf(createdAt)}`;

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
    total: quotation.total,
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
    outstanding: inUnits(money.outstanding),
    reported: inUnits(money.reported),
    dueDate: money.dueDate,
    billedOn: money.billedOn,
    ...(taxInvoicedOn && { taxInvoicedOn }),
    ...(confirmed.length && { collected: confirmed.map((payment) => ({ date: payment.date, amount: inUnits(payment.amount) })) }),
    ...(paidInFull && { paidInFullOn: paidInFull }),
    ...(quotation.paymentReminders && { paymentReminders: quotation.paymentReminders }),
  };
}

/** How many times a shard's write is tried again when other writes keep getting there first. */
const ATTEMPTS = 40;

/** Puts a row in its shard (or takes it out): a newer version never gives way to an older one. */
async function writeRow(createdAt: string, id: string, row: QuotationRow | null): Promise<void> {
  const store = openStore(STORE_NAMES.meta);
  const key = shardKey(createdAt);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const found = await guard(() => readWithEtag<QuotationRow[]>(store, key));
    const rows = found?.value ?? [];
    const at = rows.findIndex((each) => each._id === id);
    if (row && at !== -1 && rows[at].version > row.version) return;
    const next = row ? (at === -1 ? [...rows, row] : rows.with(at, row)) : rows.filter((each) => each._id !== id);
    const written = await guard(() =>
      found ? store.setJSON(key, next, { onlyIfMatch: found.etag }) : store.setJSON(key, next, { onlyIfNew: true }),
    );
    if (written.modified) return;
    // Another write landed first: a moment's wait that grows, so a crowd of writers spreads out.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * Math.min(attempt + 1, 10)));
  }
  throw new Error(`The quotation rows of ${monthOf(createdAt)} kept changing while ${id} was written`);
}

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

/** Shards read by this instance, by key, with the etag they had. */
const cache = new Map<string, { etag: string; rows: QuotationRow[] }>();

/** Every row: the shards listed, and those changed since this instance read them read again, in parallel. */
export async function allRows(): Promise<QuotationRow[]> {
  const store = openStore(STORE_NAMES.meta);
  const listed = await guard(async () => {
    const blobs: { key: string; etag: string }[] = [];
    for await (const page of store.list({ prefix: PREFIX, paginate: true })) blobs.push(...page.blobs);
    return blobs;
  });
  const shards = await mapLimited(listed, async ({ key, etag }) => {
    const known = cache.get(key);
    if (known && known.etag === etag) return known.rows;
    const found = await guard(() => readWithEtag<QuotationRow[]>(store, key));
    const rows = found?.value ?? [];
    if (found) cache.set(key, { etag: found.etag, rows });
    return rows;
  });
  return shards.flat();
}

/** Writes every shard again from the records (after an import, or to mend a row a failing store missed). */
export async function rebuildRows(records: Quotation[]): Promise<void> {
  const byShard = new Map<string, QuotationRow[]>();
  for (const record of records) {
    const key = shardKey(record.dateAdded);
    byShard.set(key, [...(byShard.get(key) ?? []), rowOf(record)]);
  }
  const store = openStore(STORE_NAMES.meta);
  await mapLimited([...byShard], ([key, rows]) => guard(() => store.setJSON(key, rows)));
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
  return { data: matching.slice((page - 1) * limit, page * limit), total: matching.length };
}
