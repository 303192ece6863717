/** The GST returns: the Returns screen, its downloads and the API's answers about them. */
export const RETURNS_MESSAGES = {
  periodRequired: 'Period is required',
  periodFormat: 'Period must be a month as MMYYYY, like 112026',
  packAfterFormat: 'after must be the id of a document of the period, as the pack’s last part named it',
  returnFormat: 'Format must be json or csv',
  yearFormat: 'Year must be a financial year like 2026-27',
  arnRequired: 'ARN is required',
  arnFormat: 'ARN must be the 15 characters the GST portal gave, like AA0711260012345',
  filedDateRequired: 'Date filed is required',
  filedDateFormat: 'Date filed must be a date (YYYY-MM-DD)',
  filedDateFuture: 'Date filed cannot be in the future',
  portCodeRequired: 'Port code is required',
  portCodeFormat: 'Port code must be the 6 characters customs use, like INNSA1',
  shippingBillRequired: 'Shipping bill number is required',
  shippingBillFormat: 'Shipping bill number must be up to 7 digits',
  shippingBillDateRequired: 'Shipping bill date is required',
  shippingBillDateFormat: 'Shipping bill date must be a date (YYYY-MM-DD)',
  shippingBillDateFuture: 'Shipping bill date cannot be in the future',
  exchangeRateFormat: 'Exchange rate must be the rupees to one unit of the currency, above 0, at most 4 decimals',
  exchangeRateRequired: (currency: string) =>
    `Exchange rate is required: the invoice is in ${currency}, and GSTR-1 takes its value in rupees`,
  shippingBillBeforeInvoice: 'Shipping bill date cannot be before the invoice date',
  shippingBillNotExport: (number: string) => `${number} is not an export: only an export's tax invoice has a shipping bill`,
  shippingBillCancelled: (number: string) => `${number} is cancelled: it has no shipping bill`,
  shippingBillRecorded: (number: string) => `Shipping bill of ${number} recorded`,
  needsTaxSettings: 'GSTR-1 needs the company’s GSTIN: fill in Settings → Tax and bank first',
  quarterlyPeriod: (ends: string[]) =>
    `GSTR-1 is filed quarterly (Settings → Tax and bank): ask for a quarter by its last month, ${ends.slice(0, -1).join(', ')} or ${ends.at(-1)}`,
  alreadyFiled: (label: string, arn: string) => `GSTR-1 of ${label} is already marked filed${arn ? ` (ARN ${arn})` : ''}`,
  filed: (label: string) => `GSTR-1 of ${label} marked filed`,
  gstr1Of: (label: string) => `GSTR-1 of ${label}`,
  packStarted: 'The pack is being prepared',
  packNotFound: 'Pack not found',
  packPartNotReady: 'That part of the pack is not ready',
  packStartFailed: 'The pack could not be started. Please try again.',
  packStoreFailed: 'The pack stopped because the data store failed. Please make it again.',
  packPreparing: (done: number, of: number) =>
    `Preparing the pack… ${done.toLocaleString('en-IN')} of ${of.toLocaleString('en-IN')} PDFs`,
  packQueued: 'Preparing the pack…',
  packReady: (parts: number) => (parts === 1 ? 'The pack is ready' : `The pack is ready in ${parts} parts`),
  packPartLink: (n: number, of: number, size: string) =>
    of === 1 ? `Download the pack (${size})` : `Download part ${n} of ${of} (${size})`,
  cancelFiled: (number: string, arn: string) =>
    `${number} cannot be cancelled: its period's GSTR-1 is filed (ARN ${arn}). Issue a credit note to correct it`,
} as const;

/** The offline tool's CSV templates' column names, as GSTN writes them (its import reads them by name). */
export const GSTR1_CSV_COLUMNS = {
  b2b: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Reverse Charge',
    'Applicable % of Tax Rate',
    'Invoice Type',
    'E-Commerce GSTIN',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  b2cl: [
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  b2cs: ['Type', 'Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN'],
  exp: [
    'Export Type',
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Port Code',
    'Shipping Bill Number',
    'Shipping Bill Date',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  cdnr: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Reverse Charge',
    'Note Supply Type',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  cdnur: [
    'UR Type',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  hsn: [
    'HSN',
    'Description',
    'UQC',
    'Total Quantity',
    'Total Value',
    'Rate',
    'Taxable Value',
    'Integrated Tax Amount',
    'Central Tax Amount',
    'State/UT Tax Amount',
    'Cess Amount',
  ],
  docs: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
} as const;

/** The offline tool's words for an invoice's or a note's type, and a unit's code with its name. */
export const GSTR1_CSV_WORDS = {
  invoiceType: { R: 'Regular B2B', SEWP: 'SEZ supplies with payment', SEWOP: 'SEZ supplies without payment' },
  units: {
    PCS: 'PCS-PIECES',
    NOS: 'NOS-NUMBERS',
    MTR: 'MTR-METERS',
    KGS: 'KGS-KILOGRAMS',
    ROL: 'ROL-ROLLS',
    BOX: 'BOX-BOX',
    OTH: 'OTH-OTHERS',
    NA: 'NA',
  } as Record<string, string>,
} as const;

/** What the check before download finds, said of the document to mend. */
export const RETURNS_PROBLEMS = {
  badGstin: (gstin: string) => `The buyer's GSTIN ${gstin} fails its check character: correct the billing details`,
  noPlace: 'The place of supply is missing: the portal needs the state code',
  longNumber: 'The number is over 16 characters: the portal refuses it',
  noHsn: (line: string) => `"${line}" has no HSN code: the HSN summary needs one`,
  shortHsn: (hsn: string, digits: number) => `HSN code ${hsn} is too short: the company's turnover needs ${digits} digits`,
  noShippingBill: 'The export has no shipping bill yet: record its port code, number and date',
  noExchangeRate: (currency: string) =>
    `The invoice is in ${currency} and has no exchange rate: record its shipping bill with the rate, so GSTR-1 has its rupee value`,
  hsnDisagrees: "Its HSN lines do not add up to its rates' totals: the B2B and HSN figures would disagree",
} as const;

/** The activity list's words for the returns. */
export const ACTIVITY_RETURNS = {
  periodFiled: (label: string, arn: string) => `GSTR-1 of ${label} marked filed (ARN ${arn})`,
  shippingBillRecorded: (number: string, port: string) => `Shipping bill ${number} (${port}) recorded`,
} as const;
