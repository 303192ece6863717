/**
 * Payments: the API's answers to staff and to the customer's page about money paid, and the reminders'
 * mails of a balance due. Amounts come in already written in their currency ('₹5,000.00').
 */

/** The API's answers on payments; in MESSAGES. */
export const PAYMENT_MESSAGES = {
  paymentRecorded: (amount: string, number: string) => `Payment of ${amount} recorded on order ${number}`,
  paymentConfirmed: (amount: string, number: string) => `Payment of ${amount} confirmed on order ${number}`,
  paymentRejected: (number: string) => `The customer's payment report on order ${number} is marked not received`,
  paymentNotFound: 'Payment not found',
  paymentNotWaiting: (status: string) => `This payment is already ${status}`,
  paymentsNeedAnOrder: 'Only an accepted order takes payments',
  overpayment: (amount: string, outstanding: string) =>
    `${amount} is more than the ${outstanding} outstanding on this order: record what was paid towards it`,
  nothingOwed: 'Nothing is owed on this order',
  sameReference: (reference: string, amount: string, date: string) =>
    `A payment with reference ${reference} is already recorded on this order: ${amount} on ${date}. If this is another payment, record it as a different payment`,
  refundRecorded: (amount: string, number: string) => `Refund of ${amount} recorded on order ${number}`,
  refundTooLarge: (amount: string, paid: string) =>
    `${amount} is more than the ${paid} paid on this order: a refund gives back at most what was paid`,
  refundsNeedAnOrder: 'Only an accepted order has payments to refund',
  /** The timeline's line of a refund: its amount, reference and reason. */
  refundText: (amount: string, reference: string, reason: string) => `${amount}${reference ? ` (${reference})` : ''}: ${reason}`,
  onlineRefundReason: 'Refunded through Razorpay',
  paymentReported: 'Thank you: we will confirm your payment once it reaches our account',
  paymentAlreadyReported: 'This reference is already reported: we will confirm it once it reaches our account',
  reportNeedsAcceptance: 'There is nothing to pay yet: accept the quotation first',
  advanceNotPaid: 'The advance is not paid yet: record it, or go ahead with a reason',
  advanceWaived: (reason: string) => `Production started before the advance: ${reason}`,
  payOnlineOff: 'Online payment is not offered',
  payOnlineUnavailable: 'Online payment is not available just now: pay by UPI or bank transfer, or try again in a minute',
  webhookOff: 'Online payments are not set up',
  webhookBadSignature: 'The signature does not match this body',
  webhookIgnored: 'Nothing to record for this event',
  webhookRecorded: 'Payment recorded',
  webhookRefunded: 'Refund recorded',
  paymentStatusFilter: 'Status must be one of outstanding, overdue, paid, all',
  /** Validation of a payment's fields. */
  paymentAmountNumber: 'Amount must be a number',
  paymentAmountPositive: 'Amount must be more than 0',
  paymentAmountDecimals: 'Amount can have at most two decimals',
  paymentAmountMax: 'Amount must be at most 1000000000',
  paymentDateFormat: 'Date must be a date (YYYY-MM-DD)',
  paymentDateFuture: 'Date cannot be after today',
  paymentMethod: (methods: readonly string[]) => `Method must be one of: ${methods.join(', ')}`,
  paymentReferenceRequired: 'Reference is required',
  paymentReferenceFormat: 'Reference must be the UTR or bank reference: 6 to 35 letters and digits',
  confirmDifferent: 'Different payment must be true or false',
  refundMethod: (methods: readonly string[]) =>
    `Method must be one of: ${methods.join(', ')} (an online payment is refunded at Razorpay, which tells us)`,
  refundReasonRequired: 'Reason is required: say why the money goes back',
  goAheadReason: 'Reason to go ahead must be at most 500 characters',
} as const;

/** The customer's mails about a balance due (plain paragraphs; the mail module adds the greeting and signature). */
export const PAYMENT_MAIL_TEXTS = {
  beforeDispatchSubject: (number: string, company: string) => `Order ${number}: the balance is due before dispatch – ${company}`,
  beforeDispatch: (number: string, amount: string) =>
    `Your order ${number} is in production. ${amount} is due before we dispatch it, so that it leaves on time.`,
  afterDueSubject: (number: string, company: string) => `Order ${number}: payment overdue – ${company}`,
  afterDue: (number: string, amount: string, dueDate: string) =>
    `${amount} on order ${number} was due on ${dueDate} and has not reached us yet. If you have paid it, tell us the reference on your order's page; otherwise please pay it now.`,
  howToPay: 'Pay it on your order’s page (UPI, bank transfer or online) and tell us the reference there',
  staffReported: (number: string) => `reported a payment for order ${number}`,
  reportedText: (amount: string, reference: string) => `${amount}, reference ${reference}`,
} as const;
