/**
 * An order's accounts once the law no longer asks for them (the privacy notice's "72 months from the due date of
 * the annual GST return", anonymise.ts's orderKeptUntil): the housekeeping run deletes its invoices and notes
 * with their kept PDFs, and the months' registers of its invoices and money, and removes the buyer from the order
 * (name, contact, billing details, payment references and receipts, sent PDFs) and from the enquiry it came
 * from, which the enquiries' retention kept for the order. What is left (lines, totals, dates, invoice numbers)
 * counts orders, not people.
 *
 * A keeping period always ends on 31 December, so the run has work once a year: `privacy/order-retention` in
 * `meta` says up to which 31 December every order is done, and until the next one has passed a run costs one
 * read. A year's pass reads the quotations once, then a few requests an order, 50 orders a run at most.
 */
import type { Quotation } from '../../schemas/quotations.ts';
import type { Payment } from '../../schemas/payments.ts';
import { anyInbox } from '../collections.ts';
import { invoices } from '../invoices/invoice-storage.ts';
import { removeKeptPdf } from '../invoices/kept-pdfs.ts';
import { quotations } from '../quotations/quotation-collection.ts';
import { STORE_NAMES, deleteKey, listKeys, readJSON, writeJSON } from '../store/index.ts';
import type { SweepLimits } from '../store/sweep.ts';
import { artworkKeysOf } from '../uploads/artwork.ts';
import {
  anonymisedEnquiry,
  anonymisedQuotation,
  isAnonymised,
  isOrder,
  keptUntil,
  orderKeptUntil,
  pdfKeysOf,
} from './anonymise.ts';

/** Orders done in one run at most (each a handful of store requests). */
const ORDER_RETENTION_BATCH = 50;
const CURSOR_KEY = 'privacy/order-retention';
/** The months' records that name buyers: the invoices' register and the money's (orders/money-register.ts). */
const REGISTER_PREFIXES = ['invoice-register/', 'money-register/'];

/** An order whose accounts were removed, and when. */
type Removed = Quotation & { accountsRemovedAt?: string };

/** The last 31 December before New Delhi's day of `now`: an order kept until then, or before, has run out. */
function lastYearEnd(now: number): string {
  const year = Number(new Date(now + 330 * 60 * 1000).toISOString().slice(0, 4));
  return `${year - 1}-12-31`;
}

/** A payment as it is kept afterwards: its amount, day and method, never whose account or which receipt. */
const withoutReferences = ({ reference: _reference, fileId: _file, reason: _reason, ...payment }: Payment): Payment => ({
  ...payment,
  reference: '',
});

async function removeAccounts(order: Quotation, at: string): Promise<void> {
  // Each invoice's and note's record, then its kept PDF (one delete each: invoices/kept-pdfs.ts).
  for (const invoice of order.invoices ?? []) {
    await invoices.remove(invoice._id);
    await removeKeptPdf(invoice._id);
  }
  const receipts = (order.payments ?? []).flatMap((payment) => (payment.fileId ? artworkKeysOf(payment.fileId) : []));
  await Promise.all([...pdfKeysOf(order), ...receipts].map((key) => deleteKey(STORE_NAMES.artwork, key)));
  const enquiries = anyInbox(order.enquiryKind);
  const enquiry = await enquiries.get(order.enquiryId);
  if (enquiry && !isAnonymised(enquiry)) await enquiries.update(enquiry._id, (current) => anonymisedEnquiry(current, at));
  await quotations.update(order._id, (current) => ({
    ...anonymisedQuotation(current, at),
    billing: undefined,
    payments: current.payments?.map(withoutReferences),
    accountsRemovedAt: at,
  }));
}

/** The months' registers whose every invoice and payment has run out (a month lies in one financial year). */
async function removeRegisters(through: string): Promise<void> {
  const months = (await Promise.all(REGISTER_PREFIXES.map((prefix) => listKeys(STORE_NAMES.meta, prefix)))).flat();
  const gone = months.filter((key) => keptUntil(`${key.slice(key.indexOf('/') + 1)}-01`) <= through);
  await Promise.all(gone.map((key) => deleteKey(STORE_NAMES.meta, key)));
}

/** The housekeeping run's part: answers how many orders it removed the accounts of. */
export async function removeExpiredAccounts(now: number, limits: SweepLimits): Promise<number> {
  const through = lastYearEnd(now);
  const cursor = await readJSON<{ through: string }>(STORE_NAMES.meta, CURSOR_KEY);
  if (cursor && cursor.through >= through) return 0;
  const at = new Date().toISOString();
  const due = (await quotations.all()).filter(
    (quotation) => isOrder(quotation) && !(quotation as Removed).accountsRemovedAt && orderKeptUntil(quotation) <= through,
  );
  const batch = Math.min(ORDER_RETENTION_BATCH, limits.limit);
  let count = 0;
  for (const order of due) {
    // Cut off before the year's pass is done: the cursor stays, and the next run goes on.
    if (count >= batch || Date.now() >= limits.deadline) return count;
    await removeAccounts(order, at);
    count += 1;
  }
  await removeRegisters(through);
  await writeJSON(STORE_NAMES.meta, CURSOR_KEY, { through });
  return count;
}
