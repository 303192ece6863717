/**
 * A quotation's mails (docs/product.md 2.25): to the customer, the quotation sent (its page's
 * link and the PDF), their acceptance confirmed, each stage of the order, the reminder before it expires;
 * to staff, each answer of the customer. Plain text and HTML from the same paragraphs; what a customer
 * typed is only ever data (escaped, single-line where it is a header).
 */
import { PAYMENT_MAIL_TEXTS } from '../../messages/payments.ts';
import { QUOTATION_MAIL_TEXTS as T } from '../../messages/quotation-mails.ts';
import { formatMoney } from '../../format/money.ts';
import type { SiteSettings } from '../../settings.ts';
import type { Quotation, QuotationEvent } from '../../schemas/quotations.ts';
import { billedTotal } from '../invoices/invoice.ts';
import { dispatchMailLines } from '../eway-bills/rules.ts';
import {
  type ComposedMail,
  type MailSettings,
  escapeHtml,
  indiaTime,
  oneLine,
  page,
  plainAddress,
  staffAddresses,
} from '../mail/templates.ts';

/** A paragraph of a mail: text, or a link with the words that introduce it. */
type Paragraph = string | { text: string; href: string };

export function compose(
  audience: ComposedMail['audience'],
  to: string[],
  subject: string,
  paragraphs: Paragraph[],
  extra: Partial<ComposedMail> = {},
): ComposedMail {
  const text = paragraphs.map((part) => (typeof part === 'string' ? part : `${part.text}: ${part.href}`)).join('\n\n');
  const html = paragraphs
    .map((part) =>
      typeof part === 'string'
        ? `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`
        : `<p><a href="${escapeHtml(part.href)}">${escapeHtml(part.text)}</a></p>`,
    )
    .join('');
  return { audience, to, subject: oneLine(subject, 200), text: `${text}\n`, html: page(html), ...extra };
}

export const customerAddress = (quotation: Quotation) => plainAddress(quotation.customer.email);
export const hello = (quotation: Quotation) => T.hello(oneLine(quotation.customer.name, 60));
export const signature = (company: SiteSettings) => `${company.name}\n${company.phones[0] ?? ''}`.trim();

/** A file the mail attaches: its name and type, and where the outbox reads its bytes when it sends. */
export type Attachment = NonNullable<ComposedMail['attachments']>[number];

/**
 * The quotation sent: its page's link, staff's own words first when they wrote some, the PDF attached and,
 * beside it, each proof the PDF cannot show as a picture (a PDF, AI, EPS, SVG or WEBP proof).
 */
export function quotationSentMail(
  quotation: Quotation,
  link: string,
  company: SiteSettings,
  pdf: { key: string; filename: string },
  message: string,
  proofs: Attachment[] = [],
): ComposedMail[] {
  const to = customerAddress(quotation);
  if (!to) return [];
  const total = formatMoney(quotation.total, quotation.currency);
  const revised = T.revised(quotation.revision);
  return [
    compose(
      'visitor',
      [to],
      T.sentSubject(quotation.number, revised, company.name),
      [
        hello(quotation),
        ...(message ? [message] : []),
        T.sent(quotation.number, revised, total, quotation.validUntil),
        { text: T.sentLink, href: link },
        T.sentLinkIsYours,
        signature(company),
      ],
      { attachments: [{ filename: pdf.filename, contentType: 'application/pdf', store: 'artwork', key: pdf.key }, ...proofs] },
    ),
  ];
}

const EVENT_WORDS: Partial<Record<QuotationEvent['kind'], (quotation: Quotation) => string>> = {
  accepted: (quotation) => T.customerDid.accepted(quotation.number, quotation.acceptance?.revision),
  changes: (quotation) => T.customerDid.changes(quotation.number),
  declined: (quotation) => T.customerDid.declined(quotation.number),
  message: (quotation) => T.customerDid.message(quotation.number),
  file: (quotation) => T.customerDid.file(quotation.number),
  'sample-approved': (quotation) => T.customerDid['sample-approved'](quotation.number),
  'sample-changes': (quotation) => T.customerDid['sample-changes'](quotation.number),
  'payment-reported': (quotation) => PAYMENT_MAIL_TEXTS.staffReported(quotation.number),
};

/** What one customer message or file says in staff's mail. */
const said = (event: QuotationEvent): string[] => [
  ...(event.text ? [event.text] : []),
  ...(event.file ? [T.file(event.file.name)] : []),
];

/**
 * Staff hear of each answer of the customer: what they did, in their words, and a link to the quotation.
 * Messages and files that came in a burst arrive together (`gathered`, oldest first, this one last).
 */
export function customerActionMail(
  quotation: Quotation,
  event: QuotationEvent,
  settings: MailSettings,
  company: SiteSettings,
  gathered: QuotationEvent[] = [event],
): ComposedMail {
  const who = oneLine(event.kind === 'accepted' ? quotation.acceptance?.name : quotation.customer.name, 80);
  const many = gathered.length > 1;
  const what = many
    ? T.customerWroteTimes(gathered.length, quotation.number)
    : (EVENT_WORDS[event.kind]?.(quotation) ?? T.customerAnswered(quotation.number));
  const reply = plainAddress(quotation.customer.email);
  return compose(
    'staff',
    staffAddresses(settings, company),
    T.customerDidSubject(who, what),
    [
      T.customerDidLine(who, what),
      ...(many ? gathered.flatMap((each) => [T.saidAt(indiaTime(each.at)), ...said(each)]) : said(event)),
      { text: T.openQuotation, href: `${settings.siteUrl}/admin/quotations/${quotation._id}` },
    ],
    reply ? { replyTo: { name: oneLine(quotation.customer.name, 60), address: reply } } : {},
  );
}

/** The customer's acceptance, confirmed to them. */
export function acceptedMail(quotation: Quotation, link: string, company: SiteSettings): ComposedMail[] {
  const to = customerAddress(quotation);
  if (!to || !quotation.acceptance) return [];
  return [
    compose('visitor', [to], T.acceptedSubject(quotation.number, company.name), [
      hello(quotation),
      T.accepted(
        quotation.number,
        quotation.acceptance.revision,
        formatMoney(billedTotal(quotation, company.tax), quotation.currency),
        oneLine(quotation.acceptance.name, 100),
      ),
      { text: T.followOrder, href: link },
      signature(company),
    ]),
  ];
}

/** A stage of the order, told to the customer (unless staff untick it). */
export function stageMail(quotation: Quotation, event: QuotationEvent, link: string, company: SiteSettings): ComposedMail[] {
  const to = customerAddress(quotation);
  if (!to || !event.stage) return [];
  const tracking = event.tracking
    ? [
        T.tracking(event.tracking.courier, event.tracking.number),
        ...(event.tracking.link ? [{ text: T.trackIt, href: event.tracking.link }] : []),
      ]
    : [];
  return [
    compose('visitor', [to], T.stageSubject(quotation.number, event.stage, company.name), [
      hello(quotation),
      T.stages[event.stage],
      ...(event.text ? [event.text] : []),
      ...tracking,
      ...dispatchMailLines(quotation, event.stage),
      { text: T.seeOrder, href: link },
      signature(company),
    ]),
  ];
}

/** The one reminder, three days before the quotation's validity ends. */
export function reminderMail(quotation: Quotation, link: string, company: SiteSettings): ComposedMail[] {
  const to = customerAddress(quotation);
  if (!to) return [];
  return [
    compose('visitor', [to], T.reminderSubject(quotation.number, quotation.validUntil, company.name), [
      hello(quotation),
      T.reminder(quotation.number, formatMoney(quotation.total, quotation.currency), quotation.validUntil),
      { text: T.openYourQuotation, href: link },
      signature(company),
    ]),
  ];
}

/** Staff's message in the quotation's thread, to the customer. */
export function messageMail(quotation: Quotation, text: string, link: string, company: SiteSettings): ComposedMail[] {
  const to = customerAddress(quotation);
  if (!to) return [];
  return [
    compose('visitor', [to], T.messageSubject(quotation.number, company.name), [
      hello(quotation),
      text,
      { text: T.answerOnPage, href: link },
      signature(company),
    ]),
  ];
}
