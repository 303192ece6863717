/**
 * (Over 300 lines: the company's tax settings and the buyer's billing details share their identifier rules.)
 * The money side of an order: the company's tax registration, bank account and UPI ID (Settings), and the
 * buyer's billing details given at acceptance. Client-safe: the admin's forms and the buyer's page use
 * these too. Identifiers are trimmed and, where they are written in capitals (GSTIN, PAN, IFSC), upper-cased
 * before they are checked, so what is stored is what an invoice prints; these transforms keep a string a
 * string, so the forms' typing holds.
 */
import * as v from 'valibot';
import { gstinStateCode, isValidGstin, isValidHsn, isValidIfsc, isValidPan, isValidUpiId } from '../gst/identifiers.ts';
import { INDIA, findCountry } from '../gst/countries.ts';
import { DEFAULT_TURNOVER, GST_RATES_TEXT, TURNOVERS, isGstRate } from '../gst/rates.ts';
import { findState, isIndia } from '../gst/states.ts';
import { form, optionalText, requiredText } from './parts.ts';

/** Trimmed, and in capitals when the identifier is written in them. */
const tidy = (upper: boolean) => v.transform((value: string) => (upper ? value.trim().toUpperCase() : value.trim()));

/** An identifier as a person types it: tidied, then checked; empty reads as missing. */
function identifier(label: string, valid: (value: string) => boolean, message: string, upper = true) {
  return v.pipe(
    v.string(`${label} is required`),
    tidy(upper),
    v.check((value) => value !== '', `${label} is required`),
    v.check(valid, message),
  );
}

/** The same identifier, or nothing: empty or missing is stored as ''. */
function optionalIdentifier(label: string, valid: (value: string) => boolean, message: string, upper = true) {
  return v.optional(
    v.pipe(
      v.string(`${label} must be text`),
      tidy(upper),
      v.check((value) => value === '' || valid(value), message),
    ),
    '',
  );
}

const GSTIN_MESSAGE = 'GSTIN is not valid: check its 15 characters';
const PAN_MESSAGE = 'PAN must look like ABCDE1234F';

export const gstinField = identifier('GSTIN', isValidGstin, GSTIN_MESSAGE);
/** A buyer's GSTIN: a buyer who is not registered has none. */
export const optionalGstinField = optionalIdentifier('GSTIN', isValidGstin, GSTIN_MESSAGE);
export const panField = identifier('PAN', isValidPan, PAN_MESSAGE);
export const ifscField = identifier('IFSC', isValidIfsc, 'IFSC must look like HDFC0001234');
/** Kept as typed: UPI apps read an ID in any case. */
export const upiIdField = identifier('UPI ID', isValidUpiId, 'UPI ID must look like name@bank', false);
export const hsnField = identifier('HSN code', isValidHsn, 'HSN code must be 4, 6 or 8 digits', false);

/** A GST rate in percent: one of the notified rates (src/lib/gst/rates.ts). */
export const gstRateField = gstRate('GST rate');

/** A rate called `label` (a quotation's 'Tax'): a number, one of the notified GST rates. */
export function gstRate(label: string) {
  return v.pipe(
    v.number(`${label} must be a number`),
    v.minValue(0, `${label} cannot be negative`),
    v.maxValue(100, `${label} must be at most 100%`),
    v.check(isGstRate, `${label} must be a GST rate: ${GST_RATES_TEXT} (%)`),
  );
}

/** A whole number from 0 up to `max` (a percentage, rupees), each way of being wrong said in the field's words. */
function wholeFigure(label: string, whole: string, max: { max: number; text: string }) {
  return v.pipe(
    v.number(`${label} must be a number`),
    v.integer(`${label} must be ${whole}`),
    v.minValue(0, `${label} cannot be negative`),
    v.maxValue(max.max, `${label} must be at most ${max.text}`),
  );
}

/**
 * A group of fields inside a form: when the whole group is missing, `message` says so, rather than the
 * request-body message `form` falls back on.
 */
function group<TEntries extends v.ObjectEntries>(entries: TEntries, message: string) {
  return v.object(entries, (issue) => {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && key in entries) {
      const result = v.safeParse(entries[key], undefined);
      if (!result.success) return result.issues[0].message;
    }
    return message;
  });
}

/** '2026-27': a financial year, its second half the year after its first. */
const financialYearLabel = v.pipe(
  v.string('LUT financial year is required'),
  v.trim(),
  v.check(
    (value) => /^\d{4}-\d{2}$/.test(value) && (Number(value.slice(0, 4)) + 1) % 100 === Number(value.slice(5)),
    'LUT financial year must look like 2026-27',
  ),
);

/** How often GSTR-1 is filed: monthly, or quarterly under QRMP (turnover up to ₹5 crore). */
export const FILING_PERIODS = ['monthly', 'quarterly'] as const;
export type FilingPeriod = (typeof FILING_PERIODS)[number];

/** A consignment's value above which it needs an e-way bill, in rupees (rule 138). */
export const DEFAULT_EWAY_BILL_THRESHOLD = 50_000;

/** The ledger names of a new Tally company's books, which the accountant renames in Settings to theirs. */
export const TALLY_LEDGERS = {
  sales: 'Sales',
  cgst: 'Output CGST',
  sgst: 'Output SGST',
  igst: 'Output IGST',
  roundOff: 'Round Off',
  bank: 'Bank Account',
  debtors: 'Sundry Debtors',
} as const;

/** A Tally ledger's name: Tally takes up to 100 characters, and none of its own separators. */
const ledgerName = (label: string, fallback: string) =>
  v.optional(
    v.pipe(
      v.string(`${label} must be text`),
      v.trim(),
      v.check((value) => value !== '', `${label} is required`),
      v.maxLength(100, `${label} must be at most 100 characters`),
      v.check((value) => !/[\r\n\t]/.test(value), `${label} must be one line`),
    ),
    fallback,
  );

/** Settings' tax registration: what every invoice prints of the company, and the advance asked for. */
export const companyTaxSchema = v.pipe(
  form({
    legalName: requiredText('Legal name is required', 200, 'Legal name'),
    gstin: gstinField,
    pan: optionalIdentifier('PAN', isValidPan, PAN_MESSAGE),
    /** The letter of undertaking that lets the company export without paying IGST, for one financial year. */
    lut: v.optional(
      group(
        {
          reference: requiredText('LUT reference is required', 50, 'LUT reference'),
          financialYear: financialYearLabel,
        },
        'LUT must have a reference and a financial year',
      ),
    ),
    advancePercent: v.optional(wholeFigure('Advance', 'a whole percentage', { max: 100, text: '100%' }), 50),
    signatory: group(
      { name: requiredText('Signatory name is required', 100, 'Signatory name'), imageId: optionalText(64, 'Signature image') },
      'Signatory is required',
    ),
    /** Last year's aggregate turnover: above ₹5 crore, a tax invoice's HSN codes have 6 digits, not 4. */
    turnover: v.optional(
      v.picklist(TURNOVERS, 'Turnover must be up to ₹5 crore, up to ₹10 crore or above ₹10 crore'),
      DEFAULT_TURNOVER,
    ),
    /** E-invoicing applies (turnover above ₹5 crore): each B2B, export and SEZ invoice and note gets its IRN. */
    eInvoicing: v.optional(v.boolean('E-invoicing must be on or off')),
    /** How GSTR-1 is filed: each month, or each quarter under the QRMP scheme. */
    filing: v.optional(v.picklist(FILING_PERIODS, 'Filing must be monthly or quarterly')),
    /** A consignment worth more than this (in rupees) travels with an e-way bill. */
    ewayBillThreshold: v.optional(wholeFigure('E-way bill threshold', 'whole rupees', { max: 10_000_000, text: '₹1,00,00,000' })),
    /** The ledgers the books in Tally post to: the sales, each tax, the round-off and the receipts' bank. */
    tally: v.optional(
      group(
        {
          sales: ledgerName('Sales ledger', TALLY_LEDGERS.sales),
          cgst: ledgerName('CGST ledger', TALLY_LEDGERS.cgst),
          sgst: ledgerName('SGST ledger', TALLY_LEDGERS.sgst),
          igst: ledgerName('IGST ledger', TALLY_LEDGERS.igst),
          roundOff: ledgerName('Round-off ledger', TALLY_LEDGERS.roundOff),
          bank: ledgerName('Bank ledger', TALLY_LEDGERS.bank),
          debtors: ledgerName('Customers’ group', TALLY_LEDGERS.debtors),
        },
        'Tally ledgers must each have a name',
      ),
    ),
  }),
  // A GSTIN holds its owner's PAN: a different one is a typing mistake in one of them.
  v.forward(
    v.partialCheck(
      [['gstin'], ['pan']],
      (input) => !input.pan || input.pan === input.gstin.slice(2, 12),
      'PAN must be the one inside the GSTIN',
    ),
    ['pan'],
  ),
);

/** The account the buyer pays into by bank transfer (NEFT, RTGS, IMPS). */
export const bankSchema = form({
  holder: requiredText('Account holder is required', 100, 'Account holder'),
  account: v.pipe(
    v.string('Account number is required'),
    v.trim(),
    v.check((value) => value !== '', 'Account number is required'),
    v.check((value) => /^\d{6,18}$/.test(value), 'Account number must be 6 to 18 digits'),
  ),
  ifsc: ifscField,
  bank: requiredText('Bank name is required', 100, 'Bank name'),
  branch: requiredText('Branch is required', 100, 'Branch'),
});

/** The UPI ID the QR code pays, and the name the buyer's app shows for it. */
export const upiSchema = form({
  id: upiIdField,
  payee: requiredText('Payee name is required', 100, 'Payee name'),
});

/**
 * The buyer's details for the invoice, given at acceptance. The country is one from the list (countries.ts:
 * 'IN', 'Bharat' are India), stored under its name. A GSTIN is a registered buyer in the state its first two
 * digits name: whatever country or state came with it, the buyer is in that state of India (never an export).
 * Without one, in India the state decides the taxes (CGST and SGST in the company's own state, IGST in another),
 * so it is required; abroad there is no state. The state is stored under its own name ('7' and 'delhi' become
 * 'Delhi'), as the invoice prints it. Whether a buyer abroad is an export is staff's to confirm (supplySchema).
 */
export const billingDetailsSchema = v.pipe(
  form({
    legalName: requiredText('Legal name is required', 200, 'Legal name'),
    gstin: optionalGstinField,
    address: requiredText('Billing address is required', 500, 'Billing address'),
    state: optionalText(60, 'State'),
    country: v.optional(
      v.pipe(
        v.string('Country must be text'),
        v.trim(),
        v.check((value) => value !== '', 'Country is required'),
        v.check((value) => findCountry(value) !== null, 'Country must be one from the list'),
        v.transform((value) => findCountry(value)?.name ?? value),
      ),
      'India',
    ),
    shippingAddress: optionalText(500, 'Shipping address'),
    poNumber: optionalText(50, 'PO number'),
  }),
  v.forward(
    v.partialCheck(
      [['country'], ['state']],
      (input) => registered(input) || !isIndia(input.country) || input.state.trim() !== '',
      'State is required for an address in India',
    ),
    ['state'],
  ),
  v.forward(
    v.partialCheck(
      [['country'], ['state']],
      (input) => registered(input) || !isIndia(input.country) || input.state.trim() === '' || findState(input.state) !== null,
      'State must be an Indian state or its two-digit code',
    ),
    ['state'],
  ),
  v.transform((details) => {
    const registered = details.gstin ? findState(gstinStateCode(details.gstin)) : null;
    if (registered) return { ...details, country: INDIA.name, state: registered.name };
    return isIndia(details.country) ? { ...details, state: findState(details.state)?.name ?? details.state } : details;
  }),
);

/**
 * Staff's word on where an order's goods go (never the buyer's): a buyer abroad confirmed as an export, a
 * supply to an SEZ unit with or without IGST, or 'ordinary' (as the billing details say) to take it back.
 */
export const supplySchema = form({
  treatment: v.picklist(
    ['export', 'sez-with-igst', 'sez-without-igst', 'ordinary'],
    'Treatment must be export, sez-with-igst, sez-without-igst or ordinary',
  ),
});

/**
 * A valid GSTIN came with the details: its state is the buyer's, so none need be chosen. Read off the whole
 * input, so that a GSTIN refused for its own fault still leaves the state asked for (every wrong field at once).
 */
function registered(input: object): boolean {
  const gstin = (input as { gstin?: unknown }).gstin;
  return typeof gstin === 'string' && isValidGstin(gstin.trim().toUpperCase());
}

/**
 * The company's tax settings as stored. What the returns, e-invoices, e-way bills and Tally added may be
 * missing (settings saved before them, or left as they were): read them through `filingSettings`
 * (src/lib/gst/filing.ts), which gives each its default.
 */
export type CompanyTax = v.InferOutput<typeof companyTaxSchema>;
export type FilingSettings = Required<Pick<CompanyTax, 'eInvoicing' | 'filing' | 'ewayBillThreshold' | 'tally'>>;
export type Bank = v.InferOutput<typeof bankSchema>;
export type Upi = v.InferOutput<typeof upiSchema>;
export type BillingDetails = v.InferOutput<typeof billingDetailsSchema>;
export type SupplyBody = v.InferOutput<typeof supplySchema>;

/**
 * Who the invoices are made out to, as the buyer gave them (or staff corrected them): the details as parsed (no
 * GSTIN, no PO number, a buyer abroad's state and goods going to the billing address are each ''), with the
 * state's GST code and who gave them when.
 */
export type QuotationBilling = BillingDetails & {
  /** The Indian state's GST code ('07' for Delhi); '' for a buyer abroad. */
  stateCode: string;
  at: string;
  /** 'customer', or the staff member who corrected them. */
  by: string;
};
