/**
 * E-way bills: the transport of an order's consignment, the e-way bill portal's JSON, the bill's number and
 * validity as the tax invoice prints them and the dispatch mail says them, and the admin's panel.
 */
export const EWAY_BILL_MESSAGES = {
  // The transport form's rules (src/lib/schemas/eway-bills.ts).
  transporterRequired: 'Transporter is required',
  transporterIdFormat: 'Transporter ID must be a GSTIN or the 15-character TRANSIN the e-way bill portal gave',
  modeRequired: 'Mode must be road, rail, air or ship',
  vehicleFormat: 'Vehicle number must look like DL01AB1234',
  vehicleRequired: 'Vehicle number is required by road',
  documentRequired: 'Transport document number is required by rail, air or ship',
  documentDateFormat: 'Transport document date must be a date (YYYY-MM-DD)',
  distanceNumber: 'Distance must be a whole number of kilometres',
  distanceRange: 'Distance must be from 1 to 4000 km',
  exchangeRateFormat: 'Exchange rate must be the rupees to one unit of the currency, above 0, at most 4 decimals',
  exchangeRateRequired: (currency: string) => `Exchange rate (₹ to one ${currency}) is required for an order in ${currency}`,
  numberFormat: 'E-way bill number must be the 12 digits the portal gave',
  validUntilFormat: 'Valid until must be a date and time',

  // The answers.
  transportSaved: (number: string) => `Transport of order ${number} saved.`,
  ewayBillSaved: (number: string, bill: string) => `E-way bill ${bill} kept on order ${number}.`,
  transportAction: 'Transport given',
  ewayBillAction: (bill: string) => `E-way bill ${bill} kept`,
  needsTaxInvoice: 'The e-way bill is made from the tax invoice: issue it first.',
  needsTransport: 'Give the transport first: transporter, mode, vehicle or document, and distance.',
  needsCompanyPin: 'The company’s PIN code in Settings (its address) must be 6 digits.',
  needsBuyerPin: 'The delivery address (or the billing address) must end with its 6-digit PIN code.',
  needsExchangeRate: (currency: string) =>
    `The e-way bill portal takes rupees and this tax invoice is in ${currency}: give the exchange rate (₹ to one ${currency}) with the transport.`,
  needsHsn: (line: string) => `The invoice's line “${line}” has no HSN code: the portal needs one for every item.`,
  notAccepted: 'Only an accepted order has a consignment: accept the quotation first.',
  validBeforeInvoice: (date: string) => `Valid until cannot be before the tax invoice’s date (${date}).`,
  /** Dispatch refused (409, code 'eway-bill-missing'): what is missing, in one sentence. */
  dispatchNeeds: (value: string, threshold: string, missing: string[]) =>
    `Not dispatched: the consignment is worth ${value}, over the e-way bill threshold of ${threshold}. Missing: ${missing.join(', ')}.`,
  /** Dispatch refused (409, code 'eway-bill-missing'): an order in another currency whose rupee value is not known. */
  dispatchNeedsRate: (currency: string) =>
    `Not dispatched: the order is billed in ${currency}, and its value in rupees decides whether it travels with an e-way bill. Missing: the exchange rate (₹ to one ${currency}) with the transport.`,
  missingTaxInvoice: 'the tax invoice (issue it first)',
  missingTransport: 'the transport',
  missingNumber: 'the e-way bill number',
  staleBill: (invoice: string) => `an e-way bill for tax invoice ${invoice} (the one kept is for another invoice)`,

  // The tax invoice's PDF and the dispatch mail.
  pdfLine: (number: string, validUntil: string) => `E-way bill: ${number}, valid until ${validUntil}`,
  pdfTransport: (transport: string) => `Transport: ${transport}`,
  mailLine: (number: string, validUntil: string) => `E-way bill: ${number} (valid until ${validUntil}).`,
  byVehicle: (transporter: string, vehicle: string) => `${transporter}, vehicle ${vehicle}`,
  byDocument: (transporter: string, mode: string, document: string) => `${transporter}, ${mode}, document ${document}`,
  modes: { road: 'Road', rail: 'Rail', air: 'Air', ship: 'Ship' },

  // The admin's panel.
  panelTitle: 'Transport and e-way bill',
  panelIntro:
    'A consignment worth more than Settings’ e-way bill threshold (₹50,000 by default) travels with an e-way bill: dispatch waits for its tax invoice, transport and number.',
  transporter: 'Transporter',
  transporterId: 'Transporter ID (GSTIN or TRANSIN)',
  mode: 'Mode',
  vehicle: 'Vehicle number',
  document: 'Transport document number',
  documentDate: 'Transport document date',
  distanceKm: 'Distance (km, PIN to PIN)',
  exchangeRate: (currency: string) => `Exchange rate (₹ to one ${currency})`,
  exchangeRateHint:
    'CBIC’s customs rate for the day, as the shipping bill will state it, to 4 decimals: the e-way bill and the e-invoice take rupee values at it until the shipping bill is recorded.',
  deliveryPin: (pin: string) =>
    pin
      ? `The goods go to PIN ${pin}: the distance is from the company’s PIN to it.`
      : 'The delivery address has no PIN code yet.',
  validityHint: (days: number) =>
    `For this distance the portal gives ${days} ${days === 1 ? 'day' : 'days'} of validity (1 day per 200 km, ordinary cargo).`,
  saveTransport: 'Save transport',
  downloadJson: 'Download the e-way bill JSON',
  downloadHint: 'For the e-way bill portal’s bulk upload (or the IRP’s e-way bill by IRN when the tax invoice has one).',
  number: 'E-way bill number',
  validUntil: 'Valid until',
  saveNumber: 'Save e-way bill',
  kept: (number: string, validUntil: string, invoice: string) =>
    `E-way bill ${number} for ${invoice}, valid until ${validUntil}.`,
  noTransport: 'No transport given yet.',
  validUntilHint: 'As the portal gave it, New Delhi time.',
  distanceHint: 'PIN to PIN, as the portal’s distance search gives it.',
  noValidity: 'Give a distance to see the validity the portal gives.',
} as const;
