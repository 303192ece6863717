/**
 * Invoices: the API's answers to staff and to the customer's page about billing details and the proforma and
 * tax invoices, the words the invoice PDF prints, and the accountant's register.
 */

import { GST_RATES_TEXT } from '../gst/rates.ts';

const KIND_NAMES = { proforma: 'Proforma invoice', tax: 'Tax invoice', credit: 'Credit note', debit: 'Debit note' } as const;
/** A tax invoice whose every line is nil-rated or exempt (CGST Rules, rule 49). */
const BILL_OF_SUPPLY = 'Bill of supply';
type Kind = keyof typeof KIND_NAMES;

/** A document as its name is read from it: its kind, and whether it is a bill of supply. */
export interface NamedDocument {
  kind: Kind;
  billOfSupply?: boolean;
}

/** What a document is called wherever it is named: 'Proforma invoice', 'Tax invoice' or 'Bill of supply'. */
export const documentName = ({ kind, billOfSupply }: NamedDocument): string => (billOfSupply ? BILL_OF_SUPPLY : KIND_NAMES[kind]);

/** An issued document, named with its number. */
type Numbered = NamedDocument & { number: string };

/** The API's answers on invoices and billing details; in MESSAGES. */
export const INVOICE_MESSAGES = {
  invoiceIssued: (invoice: Numbered) => `${documentName(invoice)} ${invoice.number} issued`,
  invoiceCancelled: (invoice: Numbered) => `${documentName(invoice)} ${invoice.number} cancelled`,
  /** The order's activity: the cancel with its reason. */
  invoiceCancelledBecause: (invoice: Numbered, reason: string) =>
    `${documentName(invoice)} ${invoice.number} cancelled: ${reason}`,
  invoiceBillingChanged: "The buyer's billing details changed while the invoice was being issued: check them and issue it again",
  /** The reason kept on an invoice cancelled because the billing details changed as it was issued. */
  billingChangedReason: "The buyer's billing details changed while it was being issued",
  invoiceNotFound: 'Invoice not found',
  invoiceAlreadyCancelled: (number: string) => `Invoice ${number} is already cancelled`,
  invoiceBeingIssued: 'This invoice is still being issued: try again in a minute',
  invoiceNeedsAcceptance: 'Only an accepted quotation is invoiced: the customer has not accepted it yet',
  invoiceNeedsBilling: "The buyer's billing details are missing: the customer gives them on their page, or staff enter them",
  invoiceNeedsTaxSettings: "The company's tax details are missing: an Admin sets them in Settings (Tax and bank)",
  invoiceStanding: (invoice: Numbered) =>
    `${documentName(invoice)} ${invoice.number} already stands for this order: cancel it first to issue another`,
  invoiceInProgress: (kind: Kind) => `A ${KIND_NAMES[kind].toLowerCase()} is being issued for this order just now`,
  invoiceBadRate: (rate: number) => `${rate}% is not a GST rate: the rates are ${GST_RATES_TEXT} (%)`,
  invoiceNeedsHsn: (line: string, digits: number) =>
    `"${line}" needs an HSN (or SAC) code of at least ${digits} digits on a tax invoice to a registered buyer: add it to the quotation's line or charge`,
  invoiceKind: 'Kind must be proforma or tax',
  cancelReasonRequired: 'Say why the invoice is cancelled',
  invoiceMonth: 'Month must be a month (YYYY-MM)',
  invoiceFormat: 'Format must be csv or json',
  billingSaved: 'Billing details saved',
  billingLocked: (number: string) =>
    `Billing details cannot change once tax invoice ${number} is issued: cancel it first to correct them`,
  billingNotYet: 'Billing details are given once the quotation is sent',
  billingClosed: (status: string) => `This quotation is ${status.toLowerCase()}: there is nothing to invoice`,
  exportToConfirm: (country: string) =>
    `Export, to be confirmed: the buyer bills from ${country} without a GSTIN. Staff confirm the export (Billing) before the tax invoice is issued`,
  exportNotAbroad: 'Only a buyer abroad without a GSTIN is an export: a GSTIN is a buyer registered in India',
  sezNeedsGstin: "A supply to an SEZ unit needs the unit's GSTIN in the billing details",
  sezNeedsLut: "A supply to an SEZ unit without IGST needs this financial year's LUT in Settings (Tax and bank)",
  /** A change of where the goods go that would bill otherwise than the standing proforma asks. */
  proformaAsks: (number: string, amount: string) =>
    `Proforma invoice ${number} asks for ${amount}: cancel it first (an Admin), then say this and issue the proforma again`,
  proformaAsksBuyer: (number: string) =>
    `Your proforma invoice ${number} was made for the details given: to change where the goods go, send us a message`,
  supplySaved: (words: string) => `Place of supply: ${words}`,
  supplyWords: {
    export: 'export, confirmed',
    'sez-with-igst': 'SEZ unit, with IGST',
    'sez-without-igst': 'SEZ unit, without IGST (under the LUT)',
    ordinary: 'as the billing details say',
  },
  invoiceCancelledSince: 'Its tax invoice was cancelled, or is still being issued, since: try again',
  dispatchNeedsInvoice: (why: string) =>
    `Not dispatched: the tax invoice is due when the goods leave, and it cannot be issued. ${why}`,
} as const;

/** What the invoice PDF prints (CGST Rules, rule 46). */
export const INVOICE_PDF_TEXTS = {
  title: documentName,
  cancelled: 'CANCELLED',
  cancelledBecause: (day: string, reason: string) => `Cancelled on ${day}: ${reason}`,
  supplier: 'Supplier',
  recipient: 'Bill to',
  shipTo: 'Ship to',
  gstin: (gstin: string) => `GSTIN: ${gstin || 'Unregistered'}`,
  pan: (pan: string) => `PAN: ${pan}`,
  state: (state: string, code: string) => `State: ${state} (${code})`,
  number: (number: string) => `No. ${number}`,
  date: (day: string) => `Date: ${day}`,
  poNumber: (po: string) => `PO number: ${po}`,
  quotation: (number: string) => `Against quotation ${number}`,
  placeOfSupply: (place: string) => `Place of supply: ${place}`,
  placeAbroad: (country: string) => `Outside India (${country})`,
  reverseCharge: 'Reverse charge: No',
  columns: {
    index: '#',
    hsn: 'HSN/SAC',
    description: 'Description',
    quantity: 'Qty',
    rate: 'Rate',
    taxable: 'Taxable value',
    gst: 'GST %',
    cgst: 'CGST',
    sgst: 'SGST',
    igst: 'IGST',
    total: 'Amount',
  },
  taxable: 'Taxable value',
  cgst: 'CGST',
  sgst: 'SGST',
  igst: 'IGST',
  roundOff: 'Round off',
  total: 'Total',
  inWords: (words: string) => `Amount in words: ${words}`,
  lut: (reference: string, year: string) => `LUT ${reference} (financial year ${year})`,
  lutEndorsement:
    'SUPPLY MEANT FOR EXPORT/SUPPLY TO SEZ UNIT OR SEZ DEVELOPER FOR AUTHORISED OPERATIONS UNDER BOND OR LETTER OF UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX',
  advanceDue: (percent: number, amount: string) => `Advance due now (${percent}%): ${amount}`,
  balanceDue: (day: string) => `Balance due by ${day}`,
  bank: 'Bank details',
  bankLines: (bank: { holder: string; account: string; ifsc: string; bank: string; branch: string }) => [
    `Account holder: ${bank.holder}`,
    `Account number: ${bank.account}`,
    `IFSC: ${bank.ifsc}`,
    `Bank: ${bank.bank}, ${bank.branch}`,
  ],
  upi: (id: string) => `Pay the advance by UPI: scan with any UPI app, or pay to ${id}`,
  signFor: (name: string) => `For ${name}`,
  signatory: 'Authorised signatory',
  proformaNote: 'This is a proforma invoice, not a tax invoice: no input tax credit can be claimed on it.',
  foot: (company: string, number: string, page: number, pages: number) => `${company} · ${number} · Page ${page} of ${pages}`,
} as const;

/** The accountant's monthly files (the columns GSTR-1 asks for). */
export const INVOICE_REGISTER_TEXTS = {
  registerColumns: [
    'Invoice number',
    'Date',
    'Buyer',
    'GSTIN',
    'Place of supply',
    'State code',
    'Currency',
    'Taxable value',
    'Rate (%)',
    'IGST',
    'CGST',
    'SGST',
    'Invoice total',
    'Cancelled',
    'Reason for cancelling',
    'Document',
  ],
  hsnColumns: [
    'HSN',
    'Description',
    'Unit',
    'Quantity',
    'Rate (%)',
    'Currency',
    'Taxable value',
    'IGST',
    'CGST',
    'SGST',
    'Total tax',
  ],
  abroad: 'Other countries',
  yes: 'Yes',
  no: 'No',
} as const;
