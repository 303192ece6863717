/**
 * The one-off linking run over what is stored: every enquiry with an e-mail, oldest first, then every
 * quotation (and through it its invoices and its billing GSTIN), as if each had just arrived, by the same rule:
 * only an e-mail links, a GSTIN another record holds is a suggestion on it (link.ts). Safe to repeat:
 * a link already made writes nothing, so a second run changes nothing. Run by `npx node scripts/customers-link.ts`,
 * by the seed, and, for the enquiries a failure left marked on arrival, by the housekeeping run (mendPendingLinks).
 *
 * Enquiries of one company domain (or one free-mail address) are linked in their order, since the first of
 * a domain makes its customer and the next are suggested on it; different domains go in parallel. At its end,
 * the rows of records the linking once merged by GSTIN (before it asked an Admin) that were written before rows
 * listed those merges are written again, so the Customers screen lists them for Admins.
 */
import { ENQUIRY_KINDS, type EnquiryKind } from '../../constants.ts';
import type { Quotation } from '../../schemas/quotations.ts';
import type { Enquiry } from '../../schemas/inboxes.ts';
import { anyInbox } from '../collections.ts';
import { quotations } from '../quotations/quotation-collection.ts';
import { STORE_NAMES, guard, listKeys, openStore } from '../store/index.ts';
import { mapLimited } from '../store/concurrency.ts';
import { PENDING_PREFIX } from './link-later.ts';
import { contactOfEnquiry, linkEnquiry, linkQuotation } from './link.ts';
import { companyDomain, customers, normalEmail } from './records.ts';
import { allCustomerRows, indexCustomer, uncheckedGstinMerges } from './customer-rows.ts';

export interface LinkRun {
  enquiries: number;
  quotations: number;
  customers: number;
}

/** Runs `work` over groups in parallel, each group's items in order. */
async function byGroup<T>(items: T[], groupOf: (item: T) => string, work: (item: T) => Promise<unknown>): Promise<void> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(groupOf(item), [...(groups.get(groupOf(item)) ?? []), item]);
  await mapLimited([...groups.values()], async (group) => {
    for (const item of group) await work(item);
  });
}

const groupOfEmail = (email: string) => companyDomain(email) || normalEmail(email);

export async function linkAll(): Promise<LinkRun> {
  const perKind = await Promise.all(
    ENQUIRY_KINDS.map(async (kind) => (await anyInbox(kind).records.all()).map((record) => ({ kind, record }))),
  );
  const enquiries = perKind
    .flat()
    .filter(({ record }) => contactOfEnquiry(record))
    .sort((a, b) => a.record._id.localeCompare(b.record._id));
  await byGroup(enquiries, ({ record }) => groupOfEmail(contactOfEnquiry(record)!.email), ({ kind, record }) => linkEnquiry(kind, record));
  const stored = (await quotations.all()).sort((a, b) => a._id.localeCompare(b._id));
  // The first quotation of a GSTIN claims it and the next are suggested: those of one GSTIN go in order too.
  await byGroup(stored, (quotation: Quotation) => quotation.billing?.gstin || groupOfEmail(quotation.customer.email), linkQuotation);
  const pending = await listKeys(STORE_NAMES.meta, PENDING_PREFIX);
  await mapLimited(pending, (key) => guard(() => openStore(STORE_NAMES.meta).delete(key)));
  const [records, rows] = await Promise.all([customers.all(), allCustomerRows()]);
  const kept = records.filter((each) => !each.mergedInto);
  const marked = new Set(rows.filter((row) => row.gstinMerges).map((row) => row._id));
  const unmarked = kept.filter((record) => !marked.has(record._id) && uncheckedGstinMerges(record).length);
  await mapLimited(unmarked, (record) => indexCustomer({ change: 'updated', record }));
  return { enquiries: enquiries.length, quotations: stored.length, customers: kept.length };
}

/** The housekeeping run: enquiries whose linking on arrival failed, linked now. */
export async function mendPendingLinks(limits: { deadline: number }): Promise<number> {
  const keys = await listKeys(STORE_NAMES.meta, PENDING_PREFIX);
  let mended = 0;
  for (const key of keys) {
    if (Date.now() >= limits.deadline) break;
    const [kind, id] = key.slice(PENDING_PREFIX.length).split('/') as [EnquiryKind, string];
    if (!ENQUIRY_KINDS.includes(kind)) continue;
    // Marked a moment ago: its own linking is still under way.
    if (Date.now() - parseInt(id.slice(0, 9), 36) < 60_000) continue;
    const record: Enquiry | null = await anyInbox(kind).get(id);
    if (record) await linkEnquiry(kind, record);
    await guard(() => openStore(STORE_NAMES.meta).delete(key));
    mended += 1;
  }
  return mended;
}
