/**
 * The back office's money: the Payments screen, an order's billing details, invoices and payments beside its
 * quotation, going ahead without the advance, and the dashboard's two figures. Amounts come in already
 * written in their currency ('₹5,000.00'). The API's own answers are in ./payments.ts and ./invoices.ts.
 */
import type { AgeingBucket } from '../payments.ts';
import type { Payment } from '../schemas/payments.ts';
import { documentName } from './invoices.ts';
/** '1 order', '3 orders', '0 orders'. */
const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
const days = (count: number) => counted(count, 'day');

/** The Payments screen, /admin/payments. */
export const PAYMENTS_SCREEN_TEXTS = {
  title: 'Payments',
  totals: 'What we are owed',
  outstanding: 'Outstanding',
  overdue: 'Overdue',
  credit: 'Buyers’ credit',
  creditHint: 'Paid beyond their orders: to refund or set against another order',
  waitingOnUs: 'Waiting on us',
  waitingOnUsHint: 'Customers’ payments to confirm',
  ageing: 'Age of what is outstanding',
  ageingBuckets: { '0-30': '0–30 days', '31-60': '31–60 days', '61-90': '61–90 days', '90+': 'Over 90 days' } satisfies Record<
    AgeingBucket,
    string
  >,
  otherCurrency: (count: number) =>
    `${counted(count, 'order')} in other currencies ${count === 1 ? 'is' : 'are'} listed, but not in the rupee totals.`,
  status: 'Show',
  statuses: { outstanding: 'Outstanding', overdue: 'Overdue', paid: 'Paid', all: 'All orders' },
  caption: (page: number) => `Orders' money, overdue first, page ${page}`,
  headings: ['Order', 'Customer', 'Invoiced', 'Paid', 'Outstanding', 'Due date', 'Overdue'],
  notDue: '—',
  daysOverdue: days,
  reported: (amount: string) => `${amount} reported`,
  refunded: (amount: string) => `${amount} refunded`,
  creditOf: (amount: string) => `${amount} credit`,
  count: (count: number) => counted(count, 'order'),
  none: 'No order matches.',
  noneYet: 'No accepted order yet: orders appear here once a customer accepts.',
  loadFailed: 'Failed to load the payments',
  pages: 'Payments pages',
  accountant: 'For the accountant',
  accountantLead: 'The tax invoices of a month and the credit and debit notes on them, as GSTR-1 asks for them; the HSN summary is net of the notes.',
  month: 'Month',
  register: 'Invoice register (CSV)',
  hsnSummary: 'HSN summary (CSV)',
} as const;

const PAYMENT_STATUSES: Record<Payment['status'], string> = {
  reported: 'Waiting to be confirmed',
  confirmed: 'Confirmed',
  rejected: 'Not received',
};

/** An order's money beside its quotation: billing details, invoices, payments. */
export const MONEY_TEXTS = {
  billingTitle: 'Billing details',
  noBilling: 'No billing details yet: the customer gives them on their page, or correct them here.',
  billingLocked: 'A tax invoice stands: cancel it to correct these details.',
  billingBy: (by: string, at: string) => (by === 'customer' ? `Given by the customer on ${at}` : `Corrected by ${by} on ${at}`),
  billingFields: {
    legalName: 'Legal name to invoice',
    gstin: 'GSTIN',
    address: 'Billing address',
    state: 'State',
    chooseState: 'Choose a state',
    country: 'Country',
    shippingAddress: 'Shipping address',
    poNumber: 'Purchase order number',
  },
  unregistered: 'Not registered',
  sameAddress: 'Same as billing',
  countryHint: 'India, or the buyer’s country. A GSTIN makes the buyer one in India, in the GSTIN’s state.',
  supplyTitle: 'Place of supply',
  exportToConfirm: (country: string) =>
    `Export, to be confirmed: the buyer bills from ${country} without a GSTIN. The tax invoice waits until you confirm the export.`,
  exportConfirmed: (country: string, by: string) => `Export to ${country}, confirmed by ${by}.`,
  confirmExport: 'Confirm export',
  sez: 'Supply to an SEZ unit',
  sezChoices: {
    ordinary: 'Not an SEZ unit',
    'sez-with-igst': 'SEZ unit, with IGST',
    'sez-without-igst': 'SEZ unit, without IGST (under the LUT)',
  },
  shippingHint: 'Leave empty when goods go to the billing address.',
  correct: 'Correct',
  enter: 'Enter billing details',
  correctTitle: 'Correct billing details',
  save: 'Save',
  cancel: 'Cancel',
  saving: 'Saving…',

  invoicesTitle: 'Invoices',
  noInvoices: 'No invoice issued yet.',
  invoicesCaption: "The order's invoices",
  invoiceHeadings: ['Number', 'Kind', 'Date', 'Total', 'Status', 'Actions'],
  kind: documentName,
  issued: 'Issued',
  cancelled: 'Cancelled',
  pdf: 'PDF',
  pdfLabel: (number: string) => `PDF of ${number}`,
  cancelInvoice: 'Cancel',
  cancelLabel: (number: string) => `Cancel ${number}`,
  issueProforma: 'Issue proforma invoice',
  issueTax: 'Issue tax invoice',
  issueTaxHint: 'At dispatch: the tax invoice bills the order and sets the balance’s due date.',
  cancelTitle: (number: string) => `Cancel ${number}`,
  cancelLead: 'The invoice is kept and marked cancelled; its number is never used again.',
  reason: 'Reason',
  keep: 'Keep it',
  confirmCancel: 'Cancel invoice',

  paymentsTitle: 'Payments',
  total: 'Order total',
  advance: 'Advance asked',
  paid: 'Paid',
  refundedSum: 'Refunded',
  credit: 'Credit to the buyer',
  creditNote: (amount: string) => `${amount} was paid beyond the order: the buyer’s, to refund or to set against another order.`,
  reportedSum: 'Waiting to be confirmed',
  due: 'Due now',
  outstanding: 'Outstanding',
  dueDate: 'Balance due by',
  overdue: (count: number) => `Overdue by ${days(count)}`,
  advanceWaived: (by: string, reason: string) => `Production went ahead before the advance (${by}): ${reason}`,
  noPayments: 'No payment yet.',
  paymentsCaption: "The order's payments",
  paymentHeadings: ['Date', 'Amount', 'Method', 'Reference', 'Status', 'Actions'],
  paymentStatus: (status: Payment['status']) => PAYMENT_STATUSES[status],
  /** A refund's amount in the payments' table: money going back. */
  refundAmount: (amount: string) => `−${amount}`,
  refundStatus: (reason: string) => `Refund${reason ? `: ${reason}` : ''}`,
  fromCustomer: 'reported by the customer',
  receipt: 'Receipt',
  confirm: 'Confirm',
  confirmLabel: (amount: string, reference: string) => `Confirm ${amount}${reference ? `, ${reference}` : ''}`,
  reject: 'Reject',
  rejectLabel: (amount: string, reference: string) => `Reject ${amount}${reference ? `, ${reference}` : ''}`,
  recordTitle: 'Record a payment',
  amount: 'Amount',
  date: 'Date',
  method: 'Method',
  reference: 'Reference',
  referenceHint: 'UTR, cheque or transaction number',
  record: 'Record payment',
  differentPayment: 'It is a different payment',
  differentPaymentHint: 'Record it anyway, once you have checked the bank shows two payments.',

  refundTitle: 'Record a refund',
  refundLead:
    'Money sent back by bank, UPI, cheque or cash. A refund of an online payment made at Razorpay is recorded by itself.',
  refundReason: 'Reason',
  refundSubmit: 'Record refund',

  goAhead: 'Go ahead without the advance',
  goAheadLead: 'The advance is not paid yet. Say why production starts anyway: it is kept on the order.',
  goAheadReason: 'Reason to go ahead',
  goAheadRequired: 'Say why production goes ahead without the advance',
  goAheadSubmit: 'Go ahead',
} as const;

/** The dashboard's money, from the Payments screen's totals. */
export const DASHBOARD_MONEY_TEXTS = {
  title: 'Money',
  outstanding: 'Outstanding',
  waitingOnUs: 'Payments to confirm',
  open: 'Open Payments',
} as const;
