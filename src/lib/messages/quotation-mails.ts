/**
 * The words of a quotation's mails (docs/product.md 2.25; src/lib/server/quotations/quotation-mails.ts lays them out): to
 * the customer, the quotation sent, their acceptance confirmed, each stage of the order, the reminder before it
 * expires and staff's messages; to staff, each answer of the customer. The balance reminders' are in ./payments.ts.
 */
import type { OrderStage } from '../quotation.ts';

export const QUOTATION_MAIL_TEXTS = {
  hello: (name: string) => `Dear ${name},`,
  /** ' (revision 2)' after a quotation's number from its second revision on, else nothing. */
  revised: (revision: number) => (revision > 1 ? ` (revision ${revision})` : ''),
  sentSubject: (number: string, revised: string, company: string) => `Quotation ${number}${revised} from ${company}`,
  sent: (number: string, revised: string, total: string, validUntil: string) =>
    `Please find our quotation ${number}${revised} for ${total}, valid until ${validUntil}. The PDF is attached.`,
  sentLink: 'See it, approve the artwork and the price, ask for changes or write to us on your quotation’s page',
  sentLinkIsYours: 'The link is yours alone: please do not forward it.',

  /** Staff's mail of a customer's answer: '{who} {what}'. */
  customerDid: {
    accepted: (number: string, revision: number | undefined) => `accepted quotation ${number} (revision ${revision})`,
    changes: (number: string) => `asked for changes to quotation ${number}`,
    declined: (number: string) => `declined quotation ${number}`,
    message: (number: string) => `wrote about quotation ${number}`,
    file: (number: string) => `added an artwork file to quotation ${number}`,
    'sample-approved': (number: string) => `approved the sample of order ${number}`,
    'sample-changes': (number: string) => `asked for changes to the sample of order ${number}`,
  },
  customerWroteTimes: (count: number, number: string) => `wrote ${count} times about quotation ${number}`,
  customerAnswered: (number: string) => `answered quotation ${number}`,
  customerDidSubject: (who: string, what: string) => `${who} ${what}`,
  customerDidLine: (who: string, what: string) => `${who} ${what}.`,
  file: (name: string) => `File: ${name}`,
  saidAt: (time: string) => `${time}:`,
  openQuotation: 'Open the quotation',

  acceptedSubject: (number: string, company: string) => `Thank you: quotation ${number} accepted – ${company}`,
  accepted: (number: string, revision: number, total: string, name: string) =>
    `We have your acceptance of quotation ${number} (revision ${revision}, ${total}), given by ${name}. We start on your order now and tell you at each step.`,
  followOrder: 'Follow your order',

  stageSubject: (number: string, stage: string, company: string) => `Order ${number}: ${stage} – ${company}`,
  stages: {
    'Artwork approved': 'The artwork is approved and your order is with us.',
    'Sample sent':
      'Your pre-production sample is on its way. Please approve it, or tell us what to change, on your order’s page.',
    'Sample approved': 'The sample is approved: production comes next.',
    'In production': 'Your order is in production.',
    Dispatched: 'Your order has been dispatched.',
    Delivered: 'Your order has been delivered. Thank you for your business.',
  } satisfies Record<OrderStage, string>,
  tracking: (courier: string, number: string) => `Courier: ${courier || '–'}, tracking number: ${number}`,
  trackIt: 'Track it',
  seeOrder: 'See your order',

  reminderSubject: (number: string, validUntil: string, company: string) =>
    `Quotation ${number} is valid until ${validUntil} – ${company}`,
  reminder: (number: string, total: string, validUntil: string) =>
    `Our quotation ${number} for ${total} is valid until ${validUntil}. To go ahead, approve it on its page; to change anything, tell us there.`,
  openYourQuotation: 'Open your quotation',

  messageSubject: (number: string, company: string) => `A message about quotation ${number} – ${company}`,
  answerOnPage: 'Answer on your quotation’s page',
} as const;
