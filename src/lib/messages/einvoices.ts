/** E-invoices: the IRP's request JSON, the IRN, its cancellation and the reporting time limit. */
export const EINVOICE_MESSAGES = {
  eInvoicingOff: 'E-invoicing is off in Settings → tax ("E-invoicing applies"): turn it on to report invoices to the IRP',
  notTaxInvoice: 'Only a tax invoice (or a credit or debit note on one) is reported to the IRP, not a proforma',
  unregisteredBuyer:
    'This invoice is to a buyer without a GSTIN (B2C): e-invoices are for registered buyers, SEZ units and exports',
  cancelledInvoice: (number: string) => `Invoice ${number} is cancelled: it is not reported to the IRP`,
  noExchangeRate: (number: string, currency: string) =>
    `${number} is billed in ${currency} and the IRP takes rupees: record the exchange rate (₹ to one ${currency}) with the order’s transport, or with the export’s shipping bill`,
  brokenRules: (count: number) =>
    `The IRP would refuse this invoice: ${count === 1 ? 'one rule' : `${count} rules`} of its schema broken. Mend each below`,
  pastDeadline: (due: string) =>
    `The IRP no longer takes this invoice: with a turnover of ₹10 crore or more an invoice is reported within 30 days of its date (by ${due})`,
  irnTaken: (number: string) => `${number} already has its IRN: a document is registered once`,
  irnRecorded: (number: string) => `IRN recorded for ${number}`,
  irnNotConfigured:
    'No IRP is set up for the site (EINVOICE_API_URL and its credentials): upload the IRP’s signed response JSON instead',
  irnUploadIncomplete: 'Upload the whole signed response: Irn, AckNo, AckDt, SignedInvoice and SignedQRCode',
  irnBadIrn: 'Irn must be the 64 hexadecimal characters the IRP gave',
  irnBadAckNo: 'AckNo must be the acknowledgement number the IRP gave (digits)',
  irnBadAckDt: 'AckDt must be the IRP’s date and time, like 2026-11-28 17:44:00',
  irnBadJwt: (field: string) => `${field} is not a signed JWT as the IRP gives it`,
  irnMismatch: (field: string, what: string) => `${field} is for another document: its ${what} is not this one’s`,
  irnIrnMismatch: (field: string) => `${field} names another IRN than Irn`,
  irnAckTooLate: (due: string) =>
    `The acknowledgement is dated after the reporting time limit (${due}): check it is this invoice’s response`,
  irpRefused: (detail: string) => `The IRP refused the invoice: ${detail}`,
  irpUnreachable: 'The IRP did not answer: try again in a few minutes, or upload its signed response JSON',
  irpAnswerBroken: 'The IRP’s answer could not be read: try again, or upload its signed response JSON',
  irnCancelTooLate: (number: string) =>
    `Invoice ${number} has an IRN older than 24 hours: the IRP no longer cancels it. Correct it with a credit note`,
  irnCancelOnPortal: (number: string) =>
    `Invoice ${number} has an IRN: cancel it on the e-invoice portal first, then confirm it here, and cancel the invoice`,
  irnCancelConfirmed: (number: string) => `Noted: the IRN of invoice ${number} is cancelled on the portal`,
  irnCancelledAtIrp: (number: string) => `IRN of invoice ${number} cancelled at the IRP`,
  noIrn: (number: string) => `Invoice ${number} has no IRN to cancel`,
  irpCancelRefused: (detail: string) => `The IRP did not cancel the IRN: ${detail}`,
  confirmRequired: 'Confirm that the IRN was cancelled on the portal (confirmed: true)',
  /** The order's invoice panel: the days left to report a tax invoice to the IRP. */
  irnDueIn: (days: number, due: string) =>
    days < 0
      ? `Not reported to the IRP, and past its limit (${due}): only a credit note corrects it now`
      : days === 0
        ? `Report to the IRP today: ${due} is the last day`
        : `Report to the IRP within ${days} day${days === 1 ? '' : 's'} (by ${due})`,
} as const;

/** Each rule of the IRP's schema (version 1.1) an invoice may break, in the words staff mend it by. */
export const EINVOICE_RULES = {
  sellerGstin: 'The company’s GSTIN is not 15 characters as the IRP takes it (Settings → tax)',
  sellerName: 'The company’s legal name must be 3 to 100 characters (Settings → tax)',
  sellerAddress: 'The company’s address must be 1 to 100 characters a line (Settings → site)',
  sellerPlace: 'The company’s city must be 3 to 50 characters (Settings → site)',
  sellerPin: 'The company’s PIN code must be 6 digits (Settings → site)',
  sellerState: 'The company’s state code is not one the IRP knows',
  buyerGstin: 'The buyer’s GSTIN is not 15 characters as the IRP takes it',
  buyerName: 'The buyer’s legal name must be 3 to 100 characters',
  buyerAddress: 'The buyer’s billing address must have a street line of up to 100 characters',
  buyerPlace: 'The buyer’s billing address must name its town or city (3 to 100 characters) before its PIN code',
  buyerPin: 'The buyer’s billing address must end with its 6-digit PIN code',
  buyerState: 'The buyer’s state code is not one the IRP knows',
  placeOfSupply: 'The place of supply must be a state code (or 96 for a supply abroad)',
  shipAddress: 'The shipping address must have a street line of 3 to 100 characters',
  shipPlace: 'The shipping address must name its town or city (3 to 100 characters) before its PIN code',
  shipPin: 'The shipping address must end with its 6-digit PIN code',
  documentNumber: (number: string) =>
    `Invoice number ${number} is not one the IRP takes: at most 16 characters, letters, digits, / and -, not starting with 0, / or -`,
  documentDate: 'The invoice date must be a date as dd/mm/yyyy',
  items: 'An e-invoice has 1 to 1,000 lines',
  itemDescription: (line: number) => `Line ${line}: its description must be 3 to 300 characters`,
  itemHsn: (line: number) => `Line ${line}: its HSN code must be 4, 6 or 8 digits`,
  itemUnit: (line: number) => `Line ${line}: its unit must be a GST unit code (PCS, OTH…)`,
  itemQuantity: (line: number) => `Line ${line}: its quantity must be 0 or more, at most 3 decimals`,
  itemRate: (line: number, rate: number) => `Line ${line}: ${rate}% is not a GST rate the IRP takes`,
  itemAmounts: (line: number) => `Line ${line}: its amounts must be 0 or more, in rupees and paise`,
  itemTotal: (line: number) => `Line ${line}: its total is not its taxable value and taxes (within ₹1)`,
  itemPrice: (line: number) => `Line ${line}: its amount is not its quantity times its unit price (within ₹1)`,
  itemAssessable: (line: number) => `Line ${line}: its assessable value is not its amount less its discount (within ₹1)`,
  itemTaxSplit: (line: number) =>
    `Line ${line}: within the state it bears CGST and SGST in equal halves, across states IGST only`,
  itemExportTax: (line: number) => `Line ${line}: an export or SEZ supply under the LUT bears no tax`,
  totals: (field: string) => `The invoice’s ${field} is not the sum of its lines (within ₹1)`,
  invoiceTotal: 'The invoice’s total is not its taxable value, taxes and round off (within ₹1)',
  roundOff: 'The round off must be between −₹99.99 and ₹99.99',
  currency: (currency: string) => `The values are in ${currency}: the IRP takes them in rupees`,
  country: 'The buyer’s country has no two-letter code the IRP takes',
} as const;

/** What the invoice's PDF prints of its e-invoice. */
export const EINVOICE_PDF_TEXTS = {
  heading: 'E-invoice',
  irn: (irn: string) => `IRN: ${irn}`,
  ackNumber: (number: string) => `Ack No: ${number}`,
  ackDate: (date: string) => `Ack Date: ${date}`,
  qrNote: 'Signed QR code of the Invoice Registration Portal',
} as const;

/** What the order's invoice panel says of its tax invoice's e-invoice. */
export const EINVOICE_SCREEN_TEXTS = {
  registered: (irn: string) => `E-invoice registered: IRN ${irn.slice(0, 12)}…`,
  due: EINVOICE_MESSAGES.irnDueIn,
  json: 'E-invoice JSON',
  jsonLabel: (number: string) => `Download the e-invoice JSON of ${number} for the IRP`,
  ask: 'Get IRN from the IRP',
  upload: 'Upload IRP response',
  uploadLabel: (number: string) => `Upload the IRP’s signed response JSON for ${number}`,
  notJson: 'That file is not the IRP’s response: choose the JSON the e-invoice portal gave',
  portalCancelled: 'IRN cancelled on the portal',
  portalCancelledHint:
    'Cancelling this invoice cancels its IRN too: at the IRP when the site is set up with one, else cancel the IRN on the e-invoice portal within 24 hours of its acknowledgement and say so here first.',
} as const;
