/**
 * E-invoicing of the company's tax invoices (when Settings' "e-invoicing applies"): the IRP's request JSON,
 * checked by the IRP's rules before it is offered; the IRN kept with the invoice, from the IRP the site is set
 * up with or from the signed response staff upload (the one change an issued invoice takes, once); an IRN
 * cancelled at the IRP with its invoice within its 24 hours, never after (a credit note corrects it then); and
 * the reporting time limit of a turnover of ₹10 crore or more (30 days from the invoice's date).
 *
 * Store requests: the JSON, 1 (the invoice; Settings are read once a minute); an IRN, 6 to 7 (the invoice, its
 * conditional update's write and the activity's, its month's register, read and written, and its kept PDF's
 * marker: invoices/kept-pdfs.ts), besides the IRP's
 * two calls when set up; either for an export 1 or 2 more (its shipping bills' month, and its order when no
 * shipping bill gives its rate yet: src/lib/server/rupee-value.ts); a cancel of an invoice with an IRN adds 1 (the
 * cancellation's mark), and 1 more written when the IRP cancels it.
 */
import { type CompanyTax } from '../../schemas/billing.ts';
import type { IrnBody } from '../../schemas/einvoices.ts';
import { filingSettings } from '../../gst/filing.ts';
import { todayInIndia } from '../../format/dates.ts';
import { EINVOICE_MESSAGES as M } from '../../messages/einvoices.ts';
import { INVOICE_MESSAGES } from '../../messages/invoices.ts';
import { HttpError } from '../http.ts';
import { billingSettings } from '../site/site-settings.ts';
import { STORE_NAMES, readJSON, writeJSON } from '../store/index.ts';
import type { Invoice } from '../invoices/invoice.ts';
import { invoices } from '../invoices/invoice-storage.ts';
import { writeRegisterEntry } from '../invoices/register.ts';
import { pdfChanged } from '../invoices/kept-pdfs.ts';
import { exportRate, rupeeRate } from '../rupee-value.ts';
import type { ShippingBill } from '../../api/returns.ts';
import { type EinvoiceDocument, type EinvoiceJson, einvoiceJson, supplyTypeOf } from './einvoice-json.ts';
import { einvoiceProblems } from './einvoice-rules.ts';
import { cancelIrn, generateIrn, irpEnvironment } from './irp-client.ts';
import { type IrnRecord, type SignedResponse, irnRecordOf, responseProblems } from './irp-response.ts';

/** Days from an invoice's date within which a company of ₹10 crore or more reports it (GSTN advisory, April 2025). */
export const REPORTING_DAYS = 30;
/** Hours from its acknowledgement within which the IRP cancels an IRN. */
export const CANCEL_HOURS = 24;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayAfter = (day: string, days: number) => new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);

/** Why an invoice is not reported to the IRP at all (e-invoicing off, a proforma, a cancelled or B2C invoice); null when it is. */
export function einvoiceRefusal(invoice: EinvoiceDocument, tax: CompanyTax | undefined): string | null {
  if (!filingSettings(tax).eInvoicing) return M.eInvoicingOff;
  if (invoice.kind === 'proforma') return M.notTaxInvoice;
  if (invoice.status === 'cancelled') return M.cancelledInvoice(invoice.number);
  if (!supplyTypeOf(invoice)) return M.unregisteredBuyer;
  return null;
}

/**
 * The last day an invoice may get its IRN, and the days left until it (0 on the day, negative once past), for
 * a company whose turnover is above ₹10 crore; null when no limit applies (a smaller company, e-invoicing off,
 * or an invoice that needs no IRN or has one).
 */
export function irnDeadline(
  invoice: EinvoiceDocument,
  tax: CompanyTax | undefined,
  now = new Date(),
): { due: string; daysLeft: number } | null {
  if (invoice.irn || einvoiceRefusal(invoice, tax)) return null;
  return reportingLimit(invoice.date, tax, now);
}

/**
 * The reporting time limit of a document dated `date` that needs an IRN: its last day and the days left (0 on
 * the day, negative once past), when e-invoicing applies to a turnover of ₹10 crore or more; null otherwise.
 * The order reads it through `irnDeadline`, the Returns screen's check from the month's register.
 */
export function reportingLimit(
  date: string,
  tax: CompanyTax | undefined,
  now = new Date(),
): { due: string; daysLeft: number } | null {
  if (tax?.turnover !== 'above-10-crore' || !filingSettings(tax).eInvoicing) return null;
  const due = dayAfter(date, REPORTING_DAYS);
  return { due, daysLeft: dayNumber(due) - dayNumber(todayInIndia(now)) };
}

/**
 * The invoice's request JSON, refused (409) when the IRP would not take it: each broken rule listed in `data`.
 * `facts`: an export's shipping bill and exchange rate (exportRate); a document in another currency without a
 * rate is refused naming where to record one.
 */
export function checkedEinvoice(
  invoice: EinvoiceDocument,
  tax: CompanyTax | undefined,
  now = new Date(),
  facts: { shippingBill?: ShippingBill | null; rate?: number | null } = {},
): EinvoiceJson {
  const refusal = einvoiceRefusal(invoice, tax);
  if (refusal) throw new HttpError(409, refusal);
  const deadline = irnDeadline(invoice, tax, now);
  if (deadline && deadline.daysLeft < 0) throw new HttpError(409, M.pastDeadline(deadline.due));
  const rate = facts.rate === undefined ? rupeeRate(invoice.currency, {}) : facts.rate;
  if (rate === null) throw new HttpError(409, M.noExchangeRate(invoice.number, invoice.currency));
  const json = einvoiceJson(invoice, { shippingBill: facts.shippingBill, rate });
  const problems = einvoiceProblems(json);
  if (problems.length) throw new HttpError(409, M.brokenRules(problems.length), { data: problems });
  return json;
}

/** A numbered tax invoice, proforma or note of the invoices' store (one read). */
async function readIssued(id: string): Promise<EinvoiceDocument> {
  const invoice: EinvoiceDocument | null = await invoices.get(id);
  if (!invoice?.number) throw new HttpError(404, INVOICE_MESSAGES.invoiceNotFound);
  return invoice;
}

/** GET /api/invoices/{id}/einvoice: the JSON to upload to the IRP. */
export async function einvoiceFor(id: string): Promise<EinvoiceJson> {
  const [invoice, { tax }] = await Promise.all([readIssued(id), billingSettings()]);
  return checkedEinvoice(invoice, tax, new Date(), await exportRate(invoice));
}

/** What staff read of an invoice's e-invoice: its IRN, or the day by which it must have one. */
export async function irnStatus(id: string) {
  const [invoice, { tax }] = await Promise.all([readIssued(id), billingSettings()]);
  return {
    irn: invoice.irn ?? null,
    needed: !invoice.irn && einvoiceRefusal(invoice, tax) === null,
    deadline: irnDeadline(invoice, tax),
  };
}

/**
 * POST /api/invoices/{id}/irn: the IRN kept with the invoice, from the uploaded signed response (checked to be
 * this invoice's) or, with none uploaded, from the IRP the site is set up with. A second IRN is refused.
 */
export async function registerIrn(id: string, body: IrnBody): Promise<{ message: string; irn: IrnRecord }> {
  const [invoice, { tax }] = await Promise.all([readIssued(id), billingSettings()]);
  if (invoice.irn) {
    // An IRN kept before its register's or its PDF's write was cut off: they catch up (the register writes nothing
    // when it has it).
    await Promise.all([writeRegisterEntry(invoice), pdfChanged(invoice._id)]);
    throw new HttpError(409, M.irnTaken(invoice.number));
  }
  const json = checkedEinvoice(invoice, tax, new Date(), await exportRate(invoice));
  let response: SignedResponse;
  if (body.Irn && body.AckNo && body.AckDt && body.SignedInvoice && body.SignedQRCode) {
    response = {
      Irn: body.Irn,
      AckNo: body.AckNo,
      AckDt: body.AckDt,
      SignedInvoice: body.SignedInvoice,
      SignedQRCode: body.SignedQRCode,
    };
  } else {
    const env = irpEnvironment();
    if (!env) throw new HttpError(409, M.irnNotConfigured);
    response = await generateIrn(env, json);
  }
  const problems = responseProblems(invoice, response);
  const deadline = irnDeadline(invoice, tax);
  if (deadline && response.AckDt.slice(0, 10) > deadline.due) problems.push(M.irnAckTooLate(deadline.due));
  if (problems.length) throw new HttpError(409, problems.join('. '), { data: problems });
  const irn: IrnRecord = irnRecordOf(response);
  const kept = await invoices.update(
    id,
    (current) => {
      if (current.irn) throw new HttpError(409, M.irnTaken(current.number));
      return { ...current, irn };
    },
    { action: M.irnRecorded(invoice.number) },
  );
  if (!kept) throw new HttpError(404, INVOICE_MESSAGES.invoiceNotFound);
  // The month's register says the document has its IRN, so the Returns screen's check stops warning of its limit;
  // its PDF prints it, so the one kept gives way.
  await Promise.all([writeRegisterEntry(kept), pdfChanged(kept._id)]);
  return { message: M.irnRecorded(invoice.number), irn };
}

/** Where it is kept that an invoice's IRN is cancelled (at the IRP, or on the portal by staff's word). */
const cancelledKey = (invoiceId: string) => `einvoice-irn-cancelled/${invoiceId}`;

interface IrnCancellation {
  irn: string;
  via: 'irp' | 'portal';
  at: string;
  by: string;
}

const withinCancelHours = (irn: IrnRecord, now: number) => now - Date.parse(irn.ackDate) <= CANCEL_HOURS * 3_600_000;

/**
 * Before an invoice with an IRN is cancelled: its IRN cancelled first, at the IRP when the site is set up with
 * one, else by staff on the portal (confirmed with `confirmIrnCancelled`); after its 24 hours, refused (a credit
 * note corrects the invoice). Done once: a cancel tried again finds the IRN's cancellation kept.
 */
export async function cancelIrnFirst(invoice: Invoice, reason: string, by: string, now = Date.now()): Promise<void> {
  if (!invoice.irn) return;
  const kept = await readJSON<IrnCancellation>(STORE_NAMES.meta, cancelledKey(invoice._id));
  if (kept?.irn === invoice.irn.irn) return;
  if (!withinCancelHours(invoice.irn, now)) throw new HttpError(409, M.irnCancelTooLate(invoice.number));
  const env = irpEnvironment();
  if (!env) throw new HttpError(409, M.irnCancelOnPortal(invoice.number));
  await cancelIrn(env, invoice.supplier.gstin, invoice.irn.irn, reason);
  const cancellation: IrnCancellation = { irn: invoice.irn.irn, via: 'irp', at: new Date(now).toISOString(), by };
  await writeJSON(STORE_NAMES.meta, cancelledKey(invoice._id), cancellation);
}

/** POST /api/invoices/{id}/irn/cancelled: staff's word that they cancelled the IRN on the portal, within its 24 hours. */
export async function confirmIrnCancelled(id: string, by: string, now = Date.now()): Promise<{ message: string }> {
  const invoice = await readIssued(id);
  if (!invoice.irn) throw new HttpError(409, M.noIrn(invoice.number));
  if (!withinCancelHours(invoice.irn, now)) throw new HttpError(409, M.irnCancelTooLate(invoice.number));
  const cancellation: IrnCancellation = { irn: invoice.irn.irn, via: 'portal', at: new Date(now).toISOString(), by };
  await writeJSON(STORE_NAMES.meta, cancelledKey(id), cancellation);
  return { message: M.irnCancelConfirmed(invoice.number) };
}
