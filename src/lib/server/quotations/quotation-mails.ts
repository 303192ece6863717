/**
 * A quotation's mails (docs/product.md 2.25): to the customer, the quotation sent (its page's
 * link and the PDF), their acceptance confirmed, each stage of the order, the reminder before it expires;
 * to staff, each answer of the customer. Plain text and HTML from the same paragraphs; what a customer
 * typed is only ever data (escaped, single-line where it is a header).
 */
import { PAYMENT_MAIL_TEXTS } from '../../messages/payments.ts';
import { formatMoney } from '../../format/money.ts';
import type { SiteSettings } from '../../settings.ts';
import type { Quotation, QuotationEvent } from '../../types.ts';
import { billedTotal } from '../invoices/invoice.ts';
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
export const hello = (quotation: Quotation) => `Dear ${oneLine(quotation.customer.name, 60)},`;
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
  const revised = quotation.revision > 1 ? ` (revision ${quotation.revision})` : '';
  return [
    compose(
      'visitor',
      [to],
      `Quotation ${quotation.number}${revised} from ${company.name}`,
      [
        hello(quotation),
        ...(message ? [message] : []),
        `Please find our quotation ${quotation.number}${revised} for ${total}, valid until ${quotation.validUntil}. The PDF is attached.`,
        {
          text: 'See it, approve the artwork and the price, ask for changes or write to us on your quotation’s page',
          href: link,
        },
        'The link is yours alone: please do not forward it.',
        signature(company),
      ],
      { attachments: [{ filename: pdf.filename, contentType: 'application/pdf', store: 'artwork', key: pdf.key }, ...proofs] },
    ),
  ];
}

const EVENT_WORDS: Partial<Record<QuotationEvent['kind'], (quotation: Quotation) => string>> = {
  accepted: (quotation) => `accepted quotation ${quotation.number} (revision ${quotation.acceptance?.revision})`,
  changes: (quotation) => `asked for changes to quotation ${quotation.number}`,
  declined: (quotation) => `declined quotation ${quotation.number}`,
  message: (quotation) => `wrote about quotation ${quotation.number}`,
  file: (quotation) => `added an artwork file to quotation ${quotation.number}`,
  'sample-approved': (quotation) => `approved the sample of order ${quotation.number}`,
  'sample-changes': (quotation) => `asked for changes to the sample of order ${quotation.number}`,
  'payment-reported': (quotation) => PAYMENT_MAIL_TEXTS.staffReported(quotation.number),
};

/** What one customer message or file says in staff's mail. */
const said = (event: QuotationEvent): string[] => [
  ...(event.text ? [event.text] : []),
  ...(event.file ? [`File: ${event.file.name}`] : []),
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
    ? `wrote ${gathered.length} times about quotation ${quotation.number}`
    : (EVENT_WORDS[event.kind]?.(quotation) ?? `answered quotation ${quotation.number}`);
  const reply = plainAddress(quotation.customer.email);
  return compose(
    'staff',
    staffAddresses(settings, company),
    `${who} ${what}`,
    [
      `${who} ${what}.`,
      ...(many ? gathered.flatMap((each) => [`${indiaTime(each.at)}:`, ...said(each)]) : said(event)),
      { text: 'Open the quotation', href: `${settings.siteUrl}/admin/quotations/${quotation._id}` },
    ],
    reply ? { replyTo: { name: oneLine(quotation.customer.name, 60), address: reply } } : {},
  );
}

/** The customer's acceptance, confirmed to them. */
export function acceptedMail(quotation: Quotation, link: string, company: SiteSettings): ComposedMail[] {
  const to = customerAddress(quotation);
  if (!to || !quotation.acceptance) return [];
  return [
    compose('visitor', [to], `Thank you: quotation ${quotation.number} accepted – ${company.name}`, [
      hello(quotation),
      `We have your acceptance of quotation ${quotation.number} (revision ${quotation.acceptance.revision}, ${formatMoney(billedTotal(quotation, company.tax), quotation.currency)}), given by ${oneLine(quotation.acceptance.name, 100)}. We start on your order now and tell you at each step.`,
      { text: 'Follow your order', href: link },
      signature(company),
    ]),
  ];
}

const STAGE_WORDS: Record<NonNullable<Quotation['stage']>, string> = {
  'Artwork approved': 'The artwork is approved and your order is with us.',
  'Sample sent': 'Your pre-production sample is on its way. Please approve it, or tell us what to change, on your order’s page.',
  'Sample approved': 'The sample is approved: production comes next.',
  'In production': 'Your order is in production.',
  Dispatched: 'Your order has been dispatched.',
  Delivered: 'Your order has been delivered. Thank you for your business.',
};

/** A stage of the order, told to the customer (unless staff untick it). */
export function stageMail(quotation: Quotation, event: QuotationEvent, link: string, company: SiteSettings): ComposedMail[] {
  const to = customerAddress(quotation);
  if (!to || !event.stage) return [];
  const tracking = event.tracking
    ? [
        `Courier: ${event.tracking.courier || '–'}, tracking number: ${event.tracking.number}`,
        ...(event.tracking.link ? [{ text: 'Track it', href: event.tracking.link }] : []),
      ]
    : [];
  return [
    compose('visitor', [to], `Order ${quotation.number}: ${event.stage} – ${company.name}`, [
      hello(quotation),
      STAGE_WORDS[event.stage],
      ...(event.text ? [event.text] : []),
      ...tracking,
      { text: 'See your order', href: link },
      signature(company),
    ]),
  ];
}

/** The one reminder, three days before the quotation's validity ends. */
export function reminderMail(quotation: Quotation, link: string, company: SiteSettings): ComposedMail[] {
  const to = customerAddress(quotation);
  if (!to) return [];
  return [
    compose('visitor', [to], `Quotation ${quotation.number} is valid until ${quotation.validUntil} – ${company.name}`, [
      hello(quotation),
      `Our quotation ${quotation.number} for ${formatMoney(quotation.total, quotation.currency)} is valid until ${quotation.validUntil}. To go ahead, approve it on its page; to change anything, tell us there.`,
      { text: 'Open your quotation', href: link },
      signature(company),
    ]),
  ];
}

/** Staff's message in the quotation's thread, to the customer. */
export function messageMail(quotation: Quotation, text: string, link: string, company: SiteSettings): ComposedMail[] {
  const to = customerAddress(quotation);
  if (!to) return [];
  return [
    compose('visitor', [to], `A message about quotation ${quotation.number} – ${company.name}`, [
      hello(quotation),
      text,
      { text: 'Answer on your quotation’s page', href: link },
      signature(company),
    ]),
  ];
}
