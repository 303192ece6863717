/**
 * Staff's e-way bill steps on an order: its transport kept, the portal's JSON made from its standing tax
 * invoice (or the IRP's by IRN), and the e-way bill's number and validity kept for that invoice. Each write is
 * one conditional write of the order over the version staff read (If-Match), its rule checked on the record as
 * it is then: a read and a write of the order, and its usual follow-ups (activity, its row); then, as the tax
 * invoice's PDF prints the e-way bill and the transport, one write (two when a bill for another invoice is
 * replaced) making its kept PDF give way (invoices/kept-pdfs.ts); a failure there is mended by saving again. The
 * JSON reads the order and its tax invoice (2 store requests; the settings are cached a minute). The orders'
 * collection is handed in (as to the invoices' issue): the tax invoice's PDF draws from this folder, and invoices
 * stand on no quotation module.
 */
import { formatDay } from '../../format/dates.ts';
import { filingSettings } from '../../gst/filing.ts';
import { EWAY_BILL_MESSAGES as T } from '../../messages/eway-bills.ts';
import { MESSAGES } from '../../messages/answers.ts';
import { type EwayBillNumberBody, type OrderEwayBill, type TransportBody, validityInstant } from '../../schemas/eway-bills.ts';
import type { Quotation } from '../../schemas/quotations.ts';
import { HttpError, orConflict } from '../http.ts';
import { type Quotations, readInvoice } from '../invoices/issue.ts';
import { standingOf } from '../invoices/invoice.ts';
import { pdfChanged } from '../invoices/kept-pdfs.ts';
import type { SignedInMember } from '../signed-in-member.ts';
import { billingSettings, cachedSiteSettings } from '../site/site-settings.ts';
import { byIrnJson, portalJson, portalJsonGaps } from './portal-json.ts';

const found = (quotation: Quotation | null): Quotation => {
  if (!quotation) throw new HttpError(404, MESSAGES.quotationNotFound);
  return quotation;
};

/** Only an accepted order has a consignment. */
const accepted = (order: Quotation) => {
  if (!order.acceptance) throw new HttpError(409, T.notAccepted);
};

/** The order's tax invoice as it stands (409 when it has none yet: the bill is made from it). */
function taxInvoiceOf(order: Quotation) {
  const invoice = standingOf(order, 'tax');
  if (!invoice || invoice.number === '') throw new HttpError(409, T.needsTaxInvoice);
  return invoice;
}

/**
 * One conditional write of an accepted order over the version staff read: `change` runs on the record as it is
 * then (404 when gone, 409 when not accepted or changed since).
 */
async function updateAcceptedOrder(
  quotations: Quotations,
  id: string,
  { version, action }: { version: number; action: string },
  change: (current: Quotation) => Quotation,
): Promise<Quotation> {
  const update = quotations.update(
    id,
    (current) => {
      accepted(current);
      return change(current);
    },
    { ifVersion: version, action },
  );
  return found(await orConflict('order', update));
}

/**
 * Staff give the consignment's transport; it may change until the e-way bill is made, and after (Part B). An
 * order in another currency gives its exchange rate with it (400 without), one in rupees keeps none.
 */
export async function setTransport(
  quotations: Quotations,
  id: string,
  body: TransportBody,
  version: number,
  member: SignedInMember,
) {
  const at = new Date().toISOString();
  const { exchangeRate, ...rest } = body;
  const saved = await updateAcceptedOrder(quotations, id, { version, action: T.transportAction }, (current) => {
    const foreign = current.currency !== 'INR';
    if (foreign && exchangeRate === undefined) {
      const required = T.exchangeRateRequired(current.currency);
      throw new HttpError(400, required, { errors: { exchangeRate: required } });
    }
    return { ...current, transport: { ...rest, ...(foreign && { exchangeRate }), by: member.name, at } };
  });
  // The tax invoice its e-way bill is kept for prints how the goods travel: its kept PDF gives way.
  if (saved.ewayBill) await pdfChanged(saved.ewayBill.invoiceId);
  return { message: T.transportSaved(saved.number), quotation: saved };
}

/**
 * The e-way bill the portal gave (or the IRP, by IRN): kept for the order's standing tax invoice, its validity
 * not before that invoice's date. A new one replaces it (the portal's own cancel is done there).
 */
export async function setEwayBill(
  quotations: Quotations,
  id: string,
  body: EwayBillNumberBody,
  version: number,
  member: SignedInMember,
) {
  const at = new Date().toISOString();
  const validUntil = validityInstant(body.validUntil);
  let replaced: string | undefined;
  const saved = await updateAcceptedOrder(quotations, id, { version, action: T.ewayBillAction(body.number) }, (current) => {
    const invoice = taxInvoiceOf(current);
    // The invoice's date is New Delhi's day: a validity ending before it began is a typing mistake.
    if (validUntil < new Date(`${invoice.date}T00:00:00+05:30`).toISOString())
      throw new HttpError(400, T.validBeforeInvoice(formatDay(invoice.date)), {
        errors: { validUntil: T.validBeforeInvoice(formatDay(invoice.date)) },
      });
    const ewayBill: OrderEwayBill = {
      number: body.number,
      validUntil,
      invoiceId: invoice._id,
      invoiceNumber: invoice.number,
      by: member.name,
      at,
    };
    replaced = current.ewayBill?.invoiceId;
    return { ...current, ewayBill };
  });
  // The invoice it is kept for prints it, and one it was kept for before (since cancelled) no longer does: the
  // kept PDFs of both give way.
  const changed = new Set([saved.ewayBill!.invoiceId, ...(replaced ? [replaced] : [])]);
  await Promise.all([...changed].map(pdfChanged));
  return { message: T.ewayBillSaved(saved.number, body.number), quotation: saved };
}

/**
 * The JSON to upload for the order: the IRP's e-way bill by IRN when e-invoicing applies and the tax invoice has
 * its IRN, else the portal's bulk file. 409 naming everything that is missing.
 */
export async function ewayBillJson(quotations: Quotations, id: string) {
  const order = found(await quotations.get(id));
  accepted(order);
  const summary = taxInvoiceOf(order);
  const [invoice, settings, { tax }] = await Promise.all([readInvoice(summary._id), cachedSiteSettings(), billingSettings()]);
  const from = { pin: settings.address.postalCode.replace(/\s/g, ''), city: settings.address.city };
  const gaps = portalJsonGaps(invoice, order.transport, from);
  if (gaps.length > 0 || !order.transport) throw new HttpError(409, gaps.join(' '));
  const irn = invoice.irn?.irn;
  if (filingSettings(tax).eInvoicing && irn) return { json: byIrnJson(irn, order.transport), invoice };
  return { json: portalJson(invoice, order.transport, from), invoice };
}
