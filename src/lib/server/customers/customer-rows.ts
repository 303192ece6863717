/**
 * Every customer as one short row, for the Customers screen's search and sorts without reading 20,000
 * records: the shape of the quotations' rows (quotations/quotation-rows.ts). Rows are kept in 36 shards by the last
 * character of the customer's id (random, so shards stay even however the customers were made, the one-off
 * linking run's thousands in a minute too), `customer-rows/{c}` in the meta store, each a JSON array. A
 * record's every write updates its row by a conditional write of its shard, retried when another write got
 * there first, and a row never goes back to an older version. A read lists the shards (one request, with
 * their etags) and reads only those changed since this instance last read them, in parallel.
 *
 * The money of a row is not kept in it: a list joins each row's quotation ids with the quotations' own rows
 * (one more request, in parallel), so a payment never has to touch the customer's shard.
 */
import type { Customer, CustomerRow, CustomerSort } from '../../api/customers.ts';
import type { QuotationRow } from '../../api/quotations.ts';
import { mapLimited } from '../store/concurrency.ts';
import { STORE_NAMES, type Change, guard, openStore } from '../store/index.ts';
import { rowShards } from '../store/row-shards.ts';
import { allRows as allQuotationRows } from '../quotations/quotation-rows.ts';
import { pageOf } from '../paging.ts';

const PREFIX = 'customer-rows/';
/** Shards by the last character of the id (36 of them). */
const shardOf = (id: string) => id.slice(-1);
const shards = rowShards<StoredCustomerRow>(PREFIX, 'customer');

/**
 * A row as stored: the contract's row but for its money and counts of orders (read from the quotations' own
 * rows on each list), with the record's version and the quotations to read them from.
 */
export interface StoredCustomerRow extends Omit<
  CustomerRow,
  'quotationCount' | 'orderCount' | 'lastOrderAt' | 'wonValue' | 'outstanding'
> {
  version: number;
  quotations: string[];
  /** Missing on a row written before rows said so: the linking run writes those rows again. */
  gstinMerges?: NonNullable<CustomerRow['gstinMerges']>;
}

/** The merges the linking made by GSTIN on its own (before it asked an Admin) that no Admin has checked yet. */
export const uncheckedGstinMerges = (customer: Pick<Customer, 'merges'>) =>
  (customer.merges ?? []).filter((note) => note.by === 'GSTIN' && !note.checked);

export function storedRowOf(customer: Customer): StoredCustomerRow {
  const enquiryTimes = customer.enquiries.map((ref) => ref.id).sort();
  return {
    _id: customer._id,
    version: customer.version,
    name: customer.name,
    company: customer.company ?? '',
    emails: customer.contacts.map((contact) => contact.email),
    phones: customer.contacts.map((contact) => contact.phone ?? '').filter(Boolean),
    gstin: customer.gstin ?? '',
    tags: customer.tags,
    enquiryCount: customer.enquiries.length,
    // Ids are time-sortable: the newest enquiry's id gives its time without reading it.
    lastEnquiryAt: enquiryTimes.length ? timeOfId(enquiryTimes.at(-1)!) : null,
    quotations: customer.quotations,
    suggestions: (customer.suggestions?.length ?? 0) + (customer.gstinSuggestions?.length ?? 0),
    gstinMerges: uncheckedGstinMerges(customer).map(({ from, name, at }) => ({ from, name, at })),
    updatedAt: customer.updatedAt,
  };
}

const timeOfId = (id: string) => new Date(parseInt(id.slice(0, 9), 36)).toISOString();

/** The customers collection's follow-up: each write's row; a merged customer leaves the list. */
export async function indexCustomer({ change, record }: Change<Customer>): Promise<void> {
  await shards.write(shardOf(record._id), record._id, change === 'deleted' || record.mergedInto ? null : storedRowOf(record));
}

/** Every stored row, from the shards. */
export const allCustomerRows = (): Promise<StoredCustomerRow[]> => shards.all();

/** Writes every shard again from the records (the one-off linking run's end, or after an import). */
export async function rebuildCustomerRows(records: Customer[]): Promise<void> {
  const byShard = new Map<string, StoredCustomerRow[]>();
  for (const record of records) {
    if (record.mergedInto) continue;
    const shard = shardOf(record._id);
    byShard.set(shard, [...(byShard.get(shard) ?? []), storedRowOf(record)]);
  }
  const store = openStore(STORE_NAMES.meta);
  // A shard whose every customer has gone (merged) is emptied too.
  const stale = (
    await guard(async () => {
      const keys: string[] = [];
      for await (const page of store.list({ prefix: PREFIX, paginate: true })) keys.push(...page.blobs.map((blob) => blob.key));
      return keys;
    })
  ).filter((key) => !byShard.has(key.slice(PREFIX.length)));
  await shards.rewrite(byShard);
  await mapLimited(stale, (key) => guard(() => store.delete(key)));
}

/** What a customer's orders come to, from the quotations' rows. */
export function moneyOf(quotationIds: string[], quotationRows: Map<string, QuotationRow>) {
  let wonValue = 0;
  let outstanding = 0;
  let lastOrderAt: string | null = null;
  let orderCount = 0;
  for (const id of quotationIds) {
    const row = quotationRows.get(id);
    if (!row || row.status !== 'Accepted') continue;
    orderCount += 1;
    if (row.acceptedAt && (!lastOrderAt || row.acceptedAt > lastOrderAt)) lastOrderAt = row.acceptedAt;
    // Rupees only: a sum across currencies would mean nothing.
    if (row.currency !== 'INR') continue;
    wonValue += Math.round(row.total * 100);
    outstanding += Math.round((row.outstanding ?? 0) * 100);
  }
  return { wonValue: wonValue / 100, outstanding: outstanding / 100, lastOrderAt, orderCount };
}

export async function quotationRowsById(): Promise<Map<string, QuotationRow>> {
  return new Map((await allQuotationRows()).map((row) => [row._id, row]));
}

const BY: Record<CustomerSort, (a: CustomerRow, b: CustomerRow) => number> = {
  'last-order': (a, b) =>
    (b.lastOrderAt ?? '').localeCompare(a.lastOrderAt ?? '') || (b.lastEnquiryAt ?? '').localeCompare(a.lastEnquiryAt ?? ''),
  value: (a, b) => b.wonValue - a.wonValue,
  outstanding: (a, b) => b.outstanding - a.outstanding,
  name: (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
};

/**
 * One page of the customers that match `q`, in `sort`'s order, and how many match. Two store requests, in
 * parallel. `admin` adds each row's merges by GSTIN not checked yet, and `gstinMerges` keeps only those rows.
 */
export async function listCustomers(
  q: string,
  sort: CustomerSort,
  page: number,
  limit: number,
  { admin = false, gstinMerges = false } = {},
) {
  const [stored, quotationRows] = await Promise.all([allCustomerRows(), quotationRowsById()]);
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  const digits = q.replace(/\D/g, '');
  const matching = stored.filter((row) => {
    if (gstinMerges && !row.gstinMerges?.length) return false;
    if (!words.length) return true;
    const text = `${row.name} ${row.company} ${row.emails.join(' ')} ${row.phones.join(' ')} ${row.gstin}`.toLowerCase();
    // A phone is found however it was spaced: its digits are compared too.
    return (
      words.every((word) => text.includes(word)) ||
      (digits.length >= 5 && row.phones.some((p) => p.replace(/\D/g, '').includes(digits)))
    );
  });
  const rows: CustomerRow[] = matching.map((row) => {
    const money = moneyOf(row.quotations, quotationRows);
    return {
      _id: row._id,
      name: row.name,
      company: row.company,
      emails: row.emails,
      phones: row.phones,
      gstin: row.gstin,
      tags: row.tags,
      enquiryCount: row.enquiryCount,
      quotationCount: row.quotations.length,
      orderCount: money.orderCount,
      lastOrderAt: money.lastOrderAt,
      wonValue: money.wonValue,
      outstanding: money.outstanding,
      lastEnquiryAt: row.lastEnquiryAt,
      suggestions: row.suggestions,
      ...(admin && { gstinMerges: row.gstinMerges ?? [] }),
      updatedAt: row.updatedAt,
    };
  });
  rows.sort((a, b) => BY[sort](a, b) || b._id.localeCompare(a._id));
  return pageOf(rows, page, limit);
}
