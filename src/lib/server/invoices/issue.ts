/**
 * Issuing and cancelling invoices. An issue is checked on the order as read (accepted, billing details, the
 * company's tax details, no standing invoice of the kind, HSN codes for a registered buyer), then:
 * 1. the invoice is stored, unnumbered, beside its pending mark;
 * 2. it claims its place on the order (claimKey: of two issues at once, one goes on, the other is refused and
 *    its record removed, before either takes a number), and reads the order again: billing details changed
 *    since are refused, the claim given back;
 * 3. it takes the next number of its series (store/sequence.ts: no gap, no number twice, even cut off);
 * 4. the number is written into the record, its summary onto the order and its entry into the month's
 *    register, at once; then the mark goes.
 * Each step can be done again, so a request cut off anywhere is finished by the housekeeping run
 * (`finishPendingInvoices`) with the same number, never a second. A cancel marks, writes the record, then
 * its copies on the order and in the register, the same way. Store requests of an issue: about 38 (the
 * order's and the settings' reads, the record, mark and claim, the order read again, 7 for the number, the
 * record's, order's and register's writes and their follow-ups); of a cancel, about 19 (its kept PDF's marker).
 *
 * The order's collection is handed in by the caller: the proforma made on acceptance is issued from the
 * quotations' own follow-ups, which the quotations collection imports.
 */
import { fullAddress } from '../../settings.ts';
import { INVOICE_MESSAGES } from '../../messages/invoices.ts';
import type { Quotation } from '../../schemas/quotations.ts';
import { type InvoiceKind, type InvoiceSummary, isNoteKind } from '../../schemas/invoices.ts';
import type { QuotationBilling } from '../../schemas/billing.ts';
import { HttpError } from '../http.ts';
import { billingSettings, cachedSiteSettings } from '../site/site-settings.ts';
import { type Collection, STORE_NAMES, deleteKey, guard, newId, openStore, readJSON, writeJSON } from '../store/index.ts';
import { takeNumber } from '../store/sequence.ts';
import { type Turnover, hsnDigitsFor } from '../../gst/rates.ts';
import { type Invoice, type InvoiceSettings, composeInvoice, issueRefusal, standingOf, summaryOf } from './invoice.ts';
import { writeRegisterEntry } from './register.ts';
import { pdfChanged } from './kept-pdfs.ts';
import {
  type PendingMark,
  PENDING_PREFIX,
  claimKey,
  finishStaleMarks,
  invoiceSeries,
  invoices,
  pendingKey,
} from './invoice-storage.ts';

export type Quotations = Collection<Quotation>;

/** What the company's settings give an invoice now (one cached read for both). */
export async function invoiceSettings(): Promise<InvoiceSettings> {
  const [site, billing] = await Promise.all([cachedSiteSettings(), billingSettings()]);
  return {
    tax: billing.tax,
    bank: billing.bank,
    upi: billing.upi,
    balanceDueDays: billing.payments.balanceDueDays,
    address: fullAddress(site),
  };
}

/** What the order's and the invoice's activity say of it: issued, or cancelled and why. */
const wordsOf = (invoice: Invoice) =>
  invoice.status === 'cancelled'
    ? INVOICE_MESSAGES.invoiceCancelledBecause(invoice, invoice.cancelReason ?? '')
    : INVOICE_MESSAGES.invoiceIssued(invoice);

/** The order's list with this invoice's summary as it now stands (a cancelled one never goes back to issued). */
function withSummary(list: readonly InvoiceSummary[] | undefined, summary: InvoiceSummary): InvoiceSummary[] {
  const current = list ?? [];
  const at = current.findIndex((each) => each._id === summary._id);
  if (at === -1) return [...current, summary];
  return current.with(at, current[at].status === 'cancelled' ? { ...summary, status: 'cancelled' } : summary);
}

/** The billing details as an invoice prints its buyer, in one order of keys, to compare one with the other. */
function billedAs(billing: Omit<QuotationBilling, 'at' | 'by'> | undefined): string {
  if (!billing) return '';
  const { at: _at, by: _by, ...buyer } = billing as QuotationBilling;
  return JSON.stringify(Object.entries(buyer).toSorted(([a], [b]) => a.localeCompare(b)));
}

/**
 * The order as it takes this invoice's summary. An issue whose buyer is no longer the order's (the billing
 * details changed after it was composed) is listed cancelled: the order is never billed to one buyer and
 * invoiced to another, and its number stays in the series. A cancel adds its step, with its reason, to the
 * order's story once.
 */
function takeSummary(current: Quotation, invoice: Invoice): Quotation {
  const listed = current.invoices?.find((each) => each._id === invoice._id);
  const outdated = !listed && invoice.status === 'issued' && billedAs(current.billing) !== billedAs(invoice.buyer);
  const standing = outdated ? cancelledFor(invoice, INVOICE_MESSAGES.billingChangedReason) : invoice;
  const newlyCancelled = standing.status === 'cancelled' && listed?.status !== 'cancelled';
  return {
    ...current,
    invoices: withSummary(current.invoices, summaryOf(standing)),
    ...(newlyCancelled && {
      events: [
        ...(current.events ?? []),
        {
          kind: 'invoice-cancelled' as const,
          at: standing.cancelledAt ?? new Date().toISOString(),
          by: standing.cancelledBy ?? '',
          text: wordsOf(standing),
        },
      ],
    }),
  };
}

/** The invoice cancelled now, by the site itself, for `reason`. */
const cancelledFor = (invoice: Invoice, reason: string): Invoice => ({
  ...invoice,
  status: 'cancelled',
  cancelledAt: new Date().toISOString(),
  cancelledBy: '',
  cancelReason: reason,
});

/**
 * Step 4 of an issue, and all of a cancel's copies: the record's number, the order's summary, the register,
 * then the mark. The order's summary decides how it stands: an issue it lists cancelled (its billing changed
 * meanwhile) is cancelled in its record and register too. Store requests: the number's (store/sequence.ts),
 * then at once the record's write, the order's and the register's (a read and a write each); one more write
 * of each for an issue the order took as cancelled; the mark's removal.
 */
async function settle(quotations: Quotations, invoice: Invoice): Promise<Invoice> {
  const number = invoice.number || (await takeNumber(invoiceSeries(invoice.kind, invoice.financialYear), invoice._id));
  const numbered = { ...invoice, number };
  const [written, order] = await Promise.all([
    invoice.number
      ? invoice
      : invoices.update(invoice._id, (stored) => ({ ...stored, number: stored.number || number }), { action: wordsOf(numbered) }),
    quotations.update(invoice.quotationId, (current) => takeSummary(current, numbered), { action: wordsOf(numbered) }),
    writeRegisterEntry(numbered),
  ]);
  let settled = written ?? numbered;
  const listed = order?.invoices?.find((each) => each._id === invoice._id);
  if (listed?.status === 'cancelled' && settled.status === 'issued') {
    const reason = INVOICE_MESSAGES.billingChangedReason;
    const cancelled = cancelledFor(settled, reason);
    settled =
      (await invoices.update(invoice._id, (stored) => (stored.status === 'cancelled' ? stored : cancelledFor(stored, reason)), {
        action: wordsOf(cancelled),
      })) ?? cancelled;
    await writeRegisterEntry(settled);
  }
  // A cancelled invoice's PDF is stamped: its kept one gives way, before the mark goes (so a cut-off cancel's
  // finishing writes it too).
  if (settled.status === 'cancelled') await pdfChanged(invoice._id);
  await deleteKey(STORE_NAMES.meta, pendingKey(invoice._id));
  return settled;
}

/**
 * Rule 46 and notification 78/2020: each line and charge of a tax invoice to a registered buyer carries an HSN
 * (or SAC) code of 4 digits, 6 above ₹5 crore of turnover; the first short of it is named.
 */
function hsnRefusal(invoice: Invoice, turnover?: Turnover): string | null {
  if (invoice.kind !== 'tax' || !invoice.buyer.gstin) return null;
  const digits = hsnDigitsFor(turnover);
  const short = invoice.lines.find((line) => !/^\d+$/.test(line.hsn) || line.hsn.length < digits);
  return short ? INVOICE_MESSAGES.invoiceNeedsHsn(short.description, digits) : null;
}

/** A tax invoice whose every line is nil-rated or exempt is a bill of supply (rule 49), and says so. */
const asIssued = (invoice: Invoice): Invoice =>
  invoice.kind === 'tax' && invoice.lines.every((line) => line.ratePercent === 0) ? { ...invoice, billOfSupply: true } : invoice;

/** An issue that lost its claim, or was cut off before it: its record and mark removed (it never had a number). */
async function discard(invoiceId: string): Promise<void> {
  await invoices.remove(invoiceId);
  await deleteKey(STORE_NAMES.meta, pendingKey(invoiceId));
}

/**
 * Issues an invoice of `kind` for an order: 201's invoice, or a 404 or 409 that stored nothing. `by` is the
 * staff member's name ('' for the proforma made on acceptance).
 */
export async function issueInvoice(quotations: Quotations, quotationId: string, kind: InvoiceKind, by: string) {
  const [quotation, settings] = await Promise.all([quotations.get(quotationId), invoiceSettings()]);
  if (!quotation) throw new HttpError(404, INVOICE_MESSAGES.invoiceNotFound);
  const refusal = issueRefusal(quotation, settings, kind);
  if (refusal) throw new HttpError(refusal.status, refusal.message);
  const id = newId();
  const invoice = asIssued(composeInvoice(quotation, settings, kind, { id, at: new Date(), by }));
  const unnamed = hsnRefusal(invoice, settings.tax?.turnover);
  if (unnamed) throw new HttpError(409, unnamed);
  const generation = (quotation.invoices ?? []).filter((summary) => summary.kind === kind).length + 1;
  const claim = claimKey(quotationId, kind, generation);
  const mark: PendingMark = { quotationId, claim, at: invoice.createdAt };
  await Promise.all([invoices.create(invoice, { id }), writeJSON(STORE_NAMES.meta, pendingKey(id), mark)]);
  const claimed = await guard(() => openStore(STORE_NAMES.meta).setJSON(claim, { invoiceId: id }, { onlyIfNew: true }));
  if (!claimed.modified) {
    await discard(id);
    throw new HttpError(409, INVOICE_MESSAGES.invoiceInProgress(kind));
  }
  // Billing details changed since the order was read: given back before a number is taken (one read). A change
  // after this is caught as the order takes the summary (settle), the invoice then cancelled.
  const now = await quotations.get(quotationId);
  if (billedAs(now?.billing) !== billedAs(invoice.buyer)) {
    await deleteKey(STORE_NAMES.meta, claim);
    await discard(id);
    throw new HttpError(409, INVOICE_MESSAGES.invoiceBillingChanged);
  }
  const issued = await settle(quotations, invoice);
  if (issued.status === 'cancelled') throw new HttpError(409, INVOICE_MESSAGES.invoiceBillingChanged);
  return { message: INVOICE_MESSAGES.invoiceIssued(issued), invoice: issued };
}

/**
 * The invoice a step of the order issues by itself (the proforma on acceptance: quotations/step-follow-ups.ts),
 * only when the buyer's billing details and the company's tax details are there; it never fails the step.
 */
export async function issueFollowing(quotations: Quotations, quotation: Quotation, kind: InvoiceKind): Promise<void> {
  if (!quotation.billing || standingOf(quotation, kind)) return;
  try {
    if (!(await invoiceSettings()).tax) return;
    await issueInvoice(quotations, quotation._id, kind, '');
  } catch (error) {
    console.error(`[invoices] the ${kind} invoice of ${quotation._id} was not issued after its step`, error);
  }
}

/** A numbered invoice by its id; a credit or debit note kept in the same store is not one (notes/issue-note.ts `readNote`). */
export async function readInvoice(id: string): Promise<Invoice> {
  const invoice = await invoices.get(id);
  if (!invoice?.number || isNoteKind(invoice.kind)) throw new HttpError(404, INVOICE_MESSAGES.invoiceNotFound);
  return invoice;
}

/**
 * What may stop a cancel, or must happen before it, from the features that build on invoices (a filed
 * return, a note against it, its IRN at the IRP): each throws to refuse. Handed in by the caller
 * (src/lib/server/invoice-cancelling.ts), as invoices import none of those features.
 */
export type CancelCheck = (invoice: Invoice, reason: string, by: string) => Promise<void>;

/**
 * Cancels an issued invoice: kept, marked with who, when and why; its number is never used again. The checks
 * run in order after the invoice is read, before anything is written.
 */
export async function cancelInvoice(
  quotations: Quotations,
  id: string,
  reason: string,
  by: string,
  checks: readonly CancelCheck[] = [],
) {
  const found = await readInvoice(id);
  if (found.status === 'cancelled') throw new HttpError(409, INVOICE_MESSAGES.invoiceAlreadyCancelled(found.number));
  for (const check of checks) await check(found, reason, by);
  const at = new Date().toISOString();
  const mark: PendingMark = { quotationId: found.quotationId, claim: '', at };
  await writeJSON(STORE_NAMES.meta, pendingKey(id), mark);
  // Of two cancels at once, the one that finds it cancelled is refused and leaves the mark alone: it may be the
  // other's, whose copies are still being written (and the housekeeping run finishes them if it is cut off).
  const cancelled = await invoices.update(
    id,
    (current) => {
      if (current.status === 'cancelled') throw new HttpError(409, INVOICE_MESSAGES.invoiceAlreadyCancelled(current.number));
      return { ...current, status: 'cancelled', cancelledAt: at, cancelledBy: by, cancelReason: reason };
    },
    { action: INVOICE_MESSAGES.invoiceCancelledBecause(found, reason) },
  );
  if (!cancelled) throw new HttpError(404, INVOICE_MESSAGES.invoiceNotFound);
  const settled = await settle(quotations, cancelled);
  return { message: INVOICE_MESSAGES.invoiceCancelled(settled), invoice: settled };
}

/** Finishes what one pending mark names: numbers and copies written, or an issue that never claimed its place undone. */
async function finishPending(quotations: Quotations, invoiceId: string, mark: PendingMark): Promise<void> {
  const invoice = await invoices.get(invoiceId);
  const claimHolder = mark.claim ? (await readJSON<{ invoiceId: string }>(STORE_NAMES.meta, mark.claim))?.invoiceId : undefined;
  if (invoice && (invoice.number || claimHolder === invoiceId)) {
    await settle(quotations, invoice);
    return;
  }
  // Never stored, or stored without its place on the order: nothing was numbered. A claim it took is given back.
  if (claimHolder === invoiceId) await deleteKey(STORE_NAMES.meta, mark.claim);
  await discard(invoiceId);
}

/** The housekeeping run: every issue or cancel a failing store cut off (a mark older than a minute) finished. */
export function finishPendingInvoices(quotations: Quotations, now = Date.now()): Promise<number> {
  // A mark gone meanwhile was finished by its own request.
  return finishStaleMarks<PendingMark>(PENDING_PREFIX, now, async (invoiceId, mark) => {
    if (!mark) return false;
    await finishPending(quotations, invoiceId, mark);
    return true;
  });
}
