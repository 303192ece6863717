/**
 * An invoice as issued, and the rules that make one, as pure functions: when an order may be invoiced, and
 * the snapshot an invoice is (CGST Rules, rule 46): the supplier and the buyer as they were, the place of
 * supply, each line with its HSN code, taxable value and taxes, the totals and their words. Nothing here reads
 * a store; tests/unit/invoice.test.ts holds them.
 *
 * Amounts are whole minor units (paise, cents). A rupee invoice is rounded to the rupee on a round-off line;
 * an export is in the quotation's currency and not rounded.
 */
import type { InvoiceHeader, PlaceOfSupply } from '../../api/invoices.ts';
import { financialYear } from '../../gst/financial-year.ts';
import { gstinStateCode } from '../../gst/identifiers.ts';
import { isGstRate } from '../../gst/rates.ts';
import { findState, isIndia } from '../../gst/states.ts';
import { type SupplyTreatment, type TaxTotals, placeOfSupply, taxLines } from '../../gst/tax.ts';
import { INVOICE_MESSAGES, INVOICE_PDF_TEXTS } from '../../messages/invoices.ts';
import { todayInIndia } from '../../format/dates.ts';
import { type TaxFree, amountInWords, mainGoods, quotationTotals, taxableItems } from '../../quotation.ts';
import type { Bank, CompanyTax, Upi } from '../../schemas/billing.ts';
import type { Quotation } from '../../schemas/quotations.ts';
import type { InvoiceKind, InvoiceSummary } from '../../schemas/invoices.ts';
import type { StoredRecord } from '../../schemas/parts.ts';

export type { PlaceOfSupply } from '../../api/invoices.ts';

/** An invoice as stored: made at issue and never edited after, but to cancel it. */
export interface Invoice extends StoredRecord, InvoiceHeader {
  totals: TaxTotals;
  /** How to pay, as printed at issue. */
  bank?: Bank;
  upi?: Upi;
  signatory: { name: string; imageId?: string };
  /**
   * E-invoicing, should the company's turnover ever pass ₹5 crore: the Invoice Registration Portal's
   * reference, acknowledgement and signed QR code, filled before the PDF is made. Never set today.
   */
  irn?: { irn: string; ackNumber: string; ackDate: string; signedQr: string };
}

/** What the company's settings give an invoice. */
export interface InvoiceSettings {
  tax?: CompanyTax;
  bank?: Bank;
  upi?: Upi;
  balanceDueDays: number;
  /** The company's address as it prints (fullAddress of the site settings). */
  address: string;
}

/** Units the quantities are counted in (GST's unit quantity codes): labels in pieces, a charge as 'others'. */
const UNITS = { line: 'PCS', charge: 'OTH' } as const;

/** A quotation line as an invoice reads it: its own HSN code and GST rate, when it has them. */
type InvoiceableLine = Quotation['lines'][number] & { hsn?: string; taxPercent?: number };

/** The standing (not cancelled) invoice of a kind on an order, if any. */
export const standingOf = (quotation: Pick<Quotation, 'invoices'>, kind: InvoiceKind): InvoiceSummary | undefined =>
  (quotation.invoices ?? []).find((summary) => summary.kind === kind && summary.status === 'issued');

export interface IssueRefusal {
  status: 409;
  message: string;
}

/** Why an order cannot have an invoice of `kind` now; null when it can. */
export function issueRefusal(
  quotation: Quotation,
  settings: Pick<InvoiceSettings, 'tax'>,
  kind: InvoiceKind,
): IssueRefusal | null {
  const refuse = (message: string): IssueRefusal => ({ status: 409, message });
  if (quotation.status !== 'Accepted') return refuse(INVOICE_MESSAGES.invoiceNeedsAcceptance);
  const missing = [
    !quotation.billing && INVOICE_MESSAGES.invoiceNeedsBilling,
    !settings.tax && INVOICE_MESSAGES.invoiceNeedsTaxSettings,
  ].filter((text) => typeof text === 'string');
  if (missing.length) return refuse(missing.join('. '));
  const standing = standingOf(quotation, kind);
  if (standing)
    return refuse(standing.number ? INVOICE_MESSAGES.invoiceStanding(standing) : INVOICE_MESSAGES.invoiceInProgress(kind));
  const rates = [
    ...(quotation.lines as InvoiceableLine[]).map((line) => line.taxPercent ?? quotation.taxPercent),
    quotation.taxPercent,
  ];
  const bad = rates.find((rate) => !isGstRate(rate));
  if (bad !== undefined) return refuse(INVOICE_MESSAGES.invoiceBadRate(bad));
  return placeRefusal(quotation, settings, kind);
}

/**
 * Where the goods go, as far as an invoice of `kind` needs it settled: a tax invoice to a buyer abroad waits
 * for staff to confirm the export (the proforma already carries its terms); an SEZ unit needs its GSTIN, and
 * without IGST this year's LUT.
 */
function placeRefusal(
  quotation: Quotation,
  settings: Pick<InvoiceSettings, 'tax'>,
  kind: InvoiceKind,
  at = new Date(),
): IssueRefusal | null {
  const { billing } = quotation;
  if (!billing || !settings.tax) return null;
  const refuse = (message: string): IssueRefusal => ({ status: 409, message });
  const place = placeOfSupply(gstinStateCode(settings.tax.gstin), billing, quotation.supplyTreatment);
  if (place.sez && !billing.gstin) return refuse(INVOICE_MESSAGES.sezNeedsGstin);
  if (place.sez === 'without-igst' && settings.tax.lut?.financialYear !== financialYear(at).label)
    return refuse(INVOICE_MESSAGES.sezNeedsLut);
  if (place.toConfirm && kind === 'tax') return refuse(INVOICE_MESSAGES.exportToConfirm(billing.country));
  return null;
}

/**
 * Why an order bears no tax, if it bears none: an export (a buyer abroad without a GSTIN, as the billing reads,
 * staff's confirmation still to come or given) or a supply to an SEZ unit without IGST (staff's word), under
 * the company's letter of undertaking for the financial year of `at`. The one rule of the invoices, the
 * buyer's page, the quotation's PDF and what the buyer is asked to pay; null (taxed) while the billing
 * details are not given, as where the goods go is not known.
 */
export function taxFreeOf(
  quotation: Pick<Quotation, 'billing' | 'supplyTreatment'>,
  tax: Pick<CompanyTax, 'gstin' | 'lut'> | undefined,
  at = new Date(),
): TaxFree | null {
  if (!tax || !quotation.billing || tax.lut?.financialYear !== financialYear(at).label) return null;
  const place = placeOfSupply(gstinStateCode(tax.gstin), quotation.billing, quotation.supplyTreatment);
  if (place.supply === 'export') return 'export';
  return place.sez === 'without-igst' ? 'sez' : null;
}

/**
 * What the quotation comes to as its invoices will bill it: its total, or without tax once its supply is known
 * to be under the letter of undertaking (taxFreeOf), as the buyer's page then shows it.
 */
export function billedTotal(quotation: Quotation, tax: Pick<CompanyTax, 'gstin' | 'lut'> | undefined, at = new Date()): number {
  const taxFree = taxFreeOf(quotation, tax, at);
  return taxFree ? quotationTotals({ ...quotation, taxFree }).total : quotation.total;
}

/** The day `days` after a New Delhi day. */
const dayAfter = (day: string, days: number) => todayInIndia(new Date(Date.parse(`${day}T12:00:00+05:30`) + days * 86_400_000));

/**
 * The invoice of `kind` for an accepted order with billing details, from the company's settings, as at `at`
 * (its date and financial year), without its number yet. Call issueRefusal first.
 */
export function composeInvoice(
  quotation: Quotation,
  settings: InvoiceSettings,
  kind: InvoiceKind,
  { id, at, by }: { id: string; at: Date; by: string },
): Invoice {
  const tax = settings.tax;
  const billing = quotation.billing;
  if (!tax || !billing) throw new Error('composeInvoice needs the tax settings and the billing details');
  const companyStateCode = gstinStateCode(tax.gstin);
  const place = placeOfSupply(companyStateCode, billing, quotation.supplyTreatment);
  const supply = place.supply;
  const date = todayInIndia(at);
  const year = financialYear(at);
  // The same rule as the buyer's page and the amount asked for, so the invoice bills what was asked.
  const lut = taxFreeOf(quotation, tax, at) ? tax.lut : undefined;
  const underLut = lut !== undefined;
  const lineOf = (quotation.lines as InvoiceableLine[]).map((line) => ({
    description: line.description,
    hsn: line.hsn ?? '',
    quantity: line.quantity,
    unit: UNITS.line,
  }));
  // A charge that goes with the goods (artwork, dies) carries their HSN code; one staff gave a code or rate of
  // its own is a supply of its own (freight as a service), with its own code.
  const goodsHsn = lineOf[mainGoods(quotation.lines)]?.hsn ?? '';
  const chargeOf = quotation.charges.map((charge) => ({
    description: charge.label,
    hsn: charge.hsn || (charge.taxPercent === undefined ? goodsHsn : ''),
    quantity: 1,
    unit: UNITS.charge,
  }));
  // The quotation's own items and rates: the invoice's sums are the accepted total's (quotationTotals).
  const taxable = taxableItems(quotation).map(({ kind, index, taxable, ratePercent }) => ({
    ...(kind === 'line' ? lineOf : chargeOf)[index],
    taxable,
    ratePercent,
  }));
  const { lines, totals } = taxLines(taxable, supply, { taxFree: underLut, roundToRupee: quotation.currency === 'INR' });
  const { at: _at, by: _by, ...buyer } = billing;
  const advancePercent = tax.advancePercent;
  const iso = at.toISOString();
  return {
    _id: id,
    dateAdded: iso,
    number: '',
    kind,
    quotationId: quotation._id,
    quotationNumber: quotation.number,
    financialYear: year.label,
    date,
    currency: quotation.currency,
    supplier: {
      legalName: tax.legalName,
      gstin: tax.gstin,
      pan: tax.pan || tax.gstin.slice(2, 12),
      address: settings.address,
      stateCode: companyStateCode,
      state: findState(companyStateCode)?.name ?? '',
    },
    buyer,
    supply,
    placeOfSupply:
      supply === 'export'
        ? { country: billing.country }
        : { code: place.state?.code ?? billing.stateCode, name: place.state?.name ?? billing.state },
    ...(place.sez && { sez: place.sez }),
    ...(underLut && { lut: { ...lut, endorsement: INVOICE_PDF_TEXTS.lutEndorsement } }),
    lines,
    totals,
    amountInWords: amountInWords(totals.total / 100, quotation.currency),
    ...(kind === 'proforma'
      ? { advancePercent, advance: Math.round((totals.total * advancePercent) / 100) }
      : { dueDate: dayAfter(date, settings.balanceDueDays) }),
    poNumber: billing.poNumber,
    ...(settings.bank && { bank: settings.bank }),
    ...(settings.upi && { upi: settings.upi }),
    signatory: { name: tax.signatory.name, ...(tax.signatory.imageId && { imageId: tax.signatory.imageId }) },
    status: 'issued',
    createdAt: iso,
    createdBy: by,
  };
}

/** An invoice as its order lists it. */
export const summaryOf = (invoice: Invoice): InvoiceSummary => ({
  _id: invoice._id,
  number: invoice.number,
  kind: invoice.kind,
  date: invoice.date,
  total: invoice.totals.total,
  ...(invoice.advance !== undefined && { advance: invoice.advance }),
  ...(invoice.dueDate && { dueDate: invoice.dueDate }),
  ...(invoice.billOfSupply && { billOfSupply: true as const }),
  status: invoice.status,
});

/** The place of supply as printed: 'Delhi (07)', or 'Outside India (United States)'. */
/**
 * How every list names a numbered document, from its summary on the order or its register entry: a note's
 * original and a bill of supply said only when so.
 */
export const documentHead = <Kind, Original>(document: {
  _id: string;
  number: string;
  kind: Kind;
  original?: Original;
  billOfSupply?: true;
  date: string;
}) => ({
  _id: document._id,
  number: document.number,
  kind: document.kind,
  ...(document.original ? { original: document.original } : {}),
  ...(document.billOfSupply ? { billOfSupply: true as const } : {}),
  date: document.date,
});

export const placeName = (place: PlaceOfSupply): string =>
  'country' in place ? INVOICE_PDF_TEXTS.placeAbroad(place.country) : `${place.name} (${place.code})`;

/**
 * Why staff cannot say this of an order's supply: an export is a buyer abroad without a GSTIN, an SEZ unit has
 * a GSTIN (that of the unit); 'ordinary' is always there to take staff's word back.
 */
export function supplyRefusal(quotation: Quotation, treatment: SupplyTreatment | 'ordinary'): IssueRefusal | null {
  const refuse = (message: string): IssueRefusal => ({ status: 409, message });
  if (treatment === 'ordinary') return null;
  const billing = quotation.billing;
  if (!billing) return refuse(INVOICE_MESSAGES.invoiceNeedsBilling);
  if (treatment === 'export') return billing.gstin || isIndia(billing.country) ? refuse(INVOICE_MESSAGES.exportNotAbroad) : null;
  return billing.gstin ? null : refuse(INVOICE_MESSAGES.sezNeedsGstin);
}

/** Billing details are corrected until a tax invoice stands: what it printed must stay what the order says. */
export function billingRefusal(quotation: Quotation): IssueRefusal | null {
  const tax = standingOf(quotation, 'tax');
  if (tax)
    return {
      status: 409,
      message: tax.number ? INVOICE_MESSAGES.billingLocked(tax.number) : INVOICE_MESSAGES.invoiceInProgress('tax'),
    };
  if (quotation.status === 'Declined' || quotation.status === 'Expired')
    return { status: 409, message: INVOICE_MESSAGES.billingClosed(quotation.status) };
  if (!quotation.sentRevision && !quotation.acceptance) return { status: 409, message: INVOICE_MESSAGES.billingNotYet };
  return null;
}
