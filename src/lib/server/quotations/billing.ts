/**
 * The buyer's billing details on an order: given by the customer on their page (from the send, before they
 * accept, through the order) or corrected by staff, until a tax invoice stands (billingRefusal). Each is one
 * conditional write of the quotation, the rule checked on the record as it is then (and the settings' LUT, cached
 * a minute: no store request most of the time); the customer's writes are limited per link like their page's
 * other writes. Where the goods go for tax is staff's alone (staffSetsSupply).
 */
import { ACTIVITY_ACTIONS as ACTIVITY } from '../../messages/activity.ts';
import type * as v from 'valibot';
import { findState, isIndia } from '../../gst/states.ts';
import { INVOICE_MESSAGES } from '../../messages/invoices.ts';
import { inUnits } from '../../payments.ts';
import { formatMoney } from '../../format/money.ts';
import type { CompanyTax, QuotationBilling, SupplyBody, billingDetailsSchema } from '../../schemas/billing.ts';
import type { Quotation } from '../../schemas/quotations.ts';
import { MESSAGES } from '../../messages/answers.ts';
import { HttpError } from '../http.ts';
import { bySecret } from './buyer-page.ts';
import { quotations } from './quotation-collection.ts';
import { billingSettings } from '../site/site-settings.ts';
import { countLimit } from '../throttle.ts';
import { type IssueRefusal, billedTotal, billingRefusal, standingOf, supplyRefusal } from '../invoices/invoice.ts';

type BillingDetails = v.InferOutput<typeof billingDetailsSchema>;

/** The details as stored: an Indian buyer's state by its GST code and name, none for a buyer abroad. */
export function asBilling(details: BillingDetails, by: string, at: string): QuotationBilling {
  const state = isIndia(details.country) ? findState(details.state) : null;
  return {
    legalName: details.legalName,
    gstin: details.gstin,
    address: details.address,
    stateCode: state?.code ?? '',
    state: state?.name ?? '',
    country: state ? 'India' : details.country,
    shippingAddress: details.shippingAddress,
    poNumber: details.poNumber,
    at,
    by,
  };
}

/**
 * A change of where the goods go that would bill the order otherwise than its standing proforma asks (an SEZ
 * unit without IGST said after it, a buyer now abroad under the LUT, or back): refused, naming the proforma, so
 * what the buyer is asked to pay stays what the invoices bill. Cancelled, it is issued again on the new terms.
 */
function proformaRefusal(before: Quotation, after: Quotation, tax: CompanyTax | undefined, by: string): IssueRefusal | null {
  const proforma = standingOf(before, 'proforma');
  if (!proforma || billedTotal(before, tax) === billedTotal(after, tax)) return null;
  const asks = formatMoney(inUnits(proforma.total), before.currency);
  const message =
    by === 'customer'
      ? INVOICE_MESSAGES.proformaAsksBuyer(proforma.number)
      : INVOICE_MESSAGES.proformaAsks(proforma.number, asks);
  return { status: 409, message };
}

/** Throws a refusal's answer. */
const refuse = (refusal: IssueRefusal | null) => {
  if (refusal) throw new HttpError(refusal.status, refusal.message);
};

async function saveBilling(
  id: string,
  details: BillingDetails,
  by: string,
  options: { known?: Awaited<ReturnType<typeof bySecret>>; action: string },
): Promise<Quotation> {
  const at = new Date().toISOString();
  const { tax } = await billingSettings();
  const saved = await quotations.update(
    id,
    (current) => {
      refuse(billingRefusal(current));
      const next = { ...current, billing: asBilling(details, by, at) };
      refuse(proformaRefusal(current, next, tax, by));
      return next;
    },
    options,
  );
  if (!saved) throw new HttpError(404, MESSAGES.quotationNotFound);
  return saved;
}

/** The customer's own details, on their page: counted against the link's limit once the rule lets them through. */
export async function customerSetsBilling(secret: string, details: BillingDetails, address: string) {
  const found = await bySecret(secret, address);
  const refusal = billingRefusal(found.value);
  if (refusal) throw new HttpError(refusal.status, refusal.message);
  await countLimit('customer-write', found.value._id);
  const quotation = await saveBilling(found.value._id, details, 'customer', {
    known: found,
    action: ACTIVITY.billingByCustomer,
  });
  return { message: INVOICE_MESSAGES.billingSaved, quotation };
}

/**
 * Staff's word on where the goods go (supplySchema): an export confirmed, for the country billed now; an SEZ
 * unit with or without IGST; or 'ordinary' to take it back. Nothing a buyer sends reaches it. One conditional
 * write, refused like a billing change once a tax invoice stands.
 */
export async function staffSetsSupply(id: string, treatment: SupplyBody['treatment'], by: string) {
  const at = new Date().toISOString();
  const words = INVOICE_MESSAGES.supplySaved(INVOICE_MESSAGES.supplyWords[treatment]);
  const { tax } = await billingSettings();
  const saved = await quotations.update(
    id,
    (current) => {
      refuse(billingRefusal(current) ?? supplyRefusal(current, treatment));
      const { supplyTreatment: _earlier, ...rest } = current;
      const country = treatment === 'export' ? { country: current.billing?.country ?? '' } : {};
      const next: Quotation = treatment === 'ordinary' ? rest : { ...rest, supplyTreatment: { treatment, ...country, by, at } };
      refuse(proformaRefusal(current, next, tax, by));
      return next;
    },
    { action: words },
  );
  if (!saved) throw new HttpError(404, MESSAGES.quotationNotFound);
  return { message: words, quotation: saved };
}

/** Staff's correction (or details that came by mail). */
export async function staffSetsBilling(id: string, details: BillingDetails, by: string) {
  const quotation = await saveBilling(id, details, by, { action: ACTIVITY.billingCorrected });
  return { message: INVOICE_MESSAGES.billingSaved, quotation };
}
