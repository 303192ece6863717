/**
 * Every mail the site sends, built from one description of the enquiry: the staff notification of each
 * new enquiry and the visitor's confirmation. Plain text and HTML come from the same fields. What a
 * visitor typed is only ever data: single-line header values lose line breaks and control characters,
 * HTML escapes it, and a reply address is used only when it is one plain address.
 */
import type { EnquiryKind } from '../../constants.ts';
import { type SiteSettings, phoneLink, whatsappLink } from '../../settings.ts';
import type { Enquiry, QuoteFile, QuoteLine } from '../../schemas/inboxes.ts';
import { formatIndiaTime } from '../../format/dates.ts';
import { formatQuantity } from '../../format/money.ts';
import { fileSize } from '../../format/text.ts';
import type { StoreName } from '../store.ts';

export interface ComposedMail {
  /** Who it is for: the staff or the visitor. */
  audience: 'staff' | 'visitor';
  to: string[];
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** Files sent with it, read from the store when it is sent (a quotation's PDF). */
  attachments?: { filename: string; contentType: string; store: StoreName; key: string }[];
  /** A secret it carries (a sign-in link), matched by `pattern`, that the outbox's copy loses once sent. */
  redactOnceSent?: { pattern: string; with: string };
}

type Fields = Enquiry & Partial<Record<string, unknown>>;

const KIND_TITLES: Record<EnquiryKind, string> = {
  contacts: 'Contact Us message',
  quotes: 'Product quote request',
  quick: 'Quick quote request',
  help: 'Help request',
};

/** One line of a header: no line breaks, no control characters, no runaway length. */
export const oneLine = (value: unknown, max = 120): string =>
  String(value ?? '')
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** A reply address only when it is exactly one ordinary address (nothing that could add a recipient). */
export function plainAddress(value: unknown): string | null {
  const text = String(value ?? '').trim();
  return /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(text) && text.length <= 254 ? text : null;
}

/** When it came in, as staff in New Delhi read it. */
export const indiaTime = (iso: string) => `${formatIndiaTime(iso)} IST`;

/** One line of a request: '{product} × {quantity} · {size} · {material} · {finish} · {colours} · {note}'. */
const lineText = (line: QuoteLine) =>
  [`${line.productName} × ${formatQuantity(line.quantity)}`, line.size, line.material, line.finish, line.colours, line.note]
    .filter((part) => part !== undefined && String(part).trim() !== '')
    .join(' · ');

/** The enquiry's fields as label and value, in the order the inbox shows them. */
function fieldsOf(kind: EnquiryKind, record: Fields): [string, string][] {
  const lines = Array.isArray(record.lines) ? (record.lines as QuoteLine[]) : [];
  const files = Array.isArray(record.files) ? (record.files as QuoteFile[]) : [];
  const rows: [string, unknown][] = [
    ['Name', record.name],
    ['Email', record.email],
    ['Phone', record.phone ?? record.mobile],
    ['Company', record.company],
    ['Country', record.country],
    // A request of several lines names each, with its specification; an original quote its one product.
    ...(lines.length
      ? lines.map((line, index): [string, unknown] => [`Line ${index + 1}`, lineText(line)])
      : ([
          ['Product', record.productName],
          ['Quantity', record.quantity],
        ] as [string, unknown][])),
    ...files.map((file, index): [string, unknown] => [`Artwork ${index + 1}`, `${file.name} (${fileSize(file.size)})`]),
    ['Address', record.address],
    ['Subject', record.subject],
    [kind === 'help' ? 'Question' : 'Message', record.message ?? record.question],
  ];
  return rows
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([label, value]) => [label, String(value)]);
}

function subjectOf(kind: EnquiryKind, record: Fields): string {
  const from = oneLine(record.name, 60);
  switch (kind) {
    case 'quotes':
      return Array.isArray(record.lines) && record.lines.length > 1
        ? `New quote request: ${record.lines.length} lines, ${oneLine(record.productName, 60)} and more, from ${from}`
        : `New quote request: ${oneLine(record.productName, 80)}, from ${from}`;
    case 'contacts':
      return `New message: ${oneLine(record.subject, 80)}, from ${from}`;
    case 'quick':
      return `New quick quote request from ${from}`;
    case 'help':
      return `New help request from ${from}`;
  }
}

const textTable = (rows: [string, string][]) => rows.map(([label, value]) => `${label}: ${value}`).join('\n');

const htmlTable = (rows: [string, string][]) =>
  `<table cellpadding="6" style="border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="color:#475569">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>`;

export const page = (body: string) =>
  `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#1b1f2a;line-height:1.5">${body}</body></html>`;

export interface MailSettings {
  /** Who hears of each new enquiry (NOTIFY_TO); null: the company's sales address (its second, else first). */
  notifyTo: string[] | null;
  /** The site's address, for links into the admin. */
  siteUrl: string;
  autoReply: boolean;
}

/** Who the mails of a new enquiry go to, in order: staff, then (a contact or quote with one plain address) the visitor. */
export function mailAudiences(kind: EnquiryKind, record: Enquiry, settings: MailSettings): ('staff' | 'visitor')[] {
  const visitor = settings.autoReply && plainAddress((record as Fields).email) && (kind === 'contacts' || kind === 'quotes');
  return ['staff', ...(visitor ? (['visitor'] as const) : [])];
}

/** The staff's addresses: NOTIFY_TO, else the company's sales address from the settings. */
export const staffAddresses = (settings: MailSettings, company: SiteSettings) =>
  settings.notifyTo ?? [company.emails[1] ?? company.emails[0]];

/** The mails of a new enquiry, in the order of mailAudiences. */
export function composeMails(kind: EnquiryKind, record: Enquiry, settings: MailSettings, company: SiteSettings): ComposedMail[] {
  const fields = record as Fields;
  const rows = fieldsOf(kind, fields);
  const received = indiaTime(record.dateAdded);
  // The enquiry's own detail view in the admin (src/admin/routes.ts enquiryPath).
  const link = `${settings.siteUrl}/admin/enquiries/${encodeURIComponent(record._id)}`;
  const replyAddress = plainAddress(fields.email);
  // Artwork is private: it downloads from the request's detail view, signed in.
  const open =
    Array.isArray(fields.files) && fields.files.length ? 'Open it and download the artwork in the admin' : 'Open it in the admin';
  const mails: ComposedMail[] = [];

  {
    mails.push({
      audience: 'staff',
      to: staffAddresses(settings, company),
      ...(replyAddress && { replyTo: { name: oneLine(fields.name, 60), address: replyAddress } }),
      subject: subjectOf(kind, fields),
      text: `${KIND_TITLES[kind]}, received ${received}.\n\n${textTable(rows)}\n\n${open}: ${link}\n`,
      html: page(
        `<h1 style="font-size:18px">${escapeHtml(KIND_TITLES[kind])}</h1><p>Received ${escapeHtml(received)}.</p>${htmlTable(rows)}<p><a href="${escapeHtml(link)}">${escapeHtml(open)}</a></p>`,
      ),
    });
  }

  if (mailAudiences(kind, record, settings).includes('visitor')) {
    mails.push(confirmation(kind as 'contacts' | 'quotes', fields, replyAddress!, received, company));
  }
  return mails;
}

/**
 * The visitor's confirmation. Anyone can type anyone's address into a form, so it carries nothing the
 * visitor typed (no name, message, subject or company): only the company's own words and, for a product
 * quote, the product's name from the catalogue and the quantity as a number. So it is no use for sending
 * someone a message through the company's server, and the outbox sends an address one a day at most.
 */
function confirmation(
  kind: 'contacts' | 'quotes',
  fields: Fields,
  address: string,
  received: string,
  company: SiteSettings,
): ComposedMail {
  const phone = phoneLink(company.phones[0]);
  const whatsapp = whatsappLink(company);
  const what = kind === 'quotes' ? 'quote request' : 'message';
  const quantity = typeof fields.quantity === 'number' ? formatQuantity(fields.quantity) : null;
  // Only the catalogue's names and the quantities as numbers: nothing the visitor typed goes back.
  const lines = Array.isArray(fields.lines) ? (fields.lines as QuoteLine[]) : [];
  const asked =
    kind === 'quotes' && lines.length > 1
      ? `You asked for prices for: ${lines.map((line) => `${formatQuantity(line.quantity)} pieces of ${oneLine(line.productName, 120)}`).join('; ')}.`
      : kind === 'quotes' && typeof fields.productName === 'string' && quantity
        ? `You asked for a price for ${quantity} pieces of ${oneLine(fields.productName, 120)}.`
        : null;
  const paragraphs = [
    'Hello,',
    `Thank you for your ${what}, which reached us on ${received}. We reply within 24 hours.`,
    ...(asked ? [asked] : []),
    `This confirmation went to the address given with the ${what}. If that was not you, ignore it: we send an address one confirmation a day at most, and nothing more unless you write to us.`,
    `For anything urgent, call us on ${phone.display} or write to us on WhatsApp: ${whatsapp}`,
    `${company.name}, ${company.address.city}`,
  ];
  return {
    audience: 'visitor',
    to: [address],
    subject:
      kind === 'quotes'
        ? `We have received your quote request – ${company.name}`
        : `We have received your message – ${company.name}`,
    text: `${paragraphs.join('\n\n')}\n`,
    html: page(
      paragraphs
        .map((paragraph) =>
          paragraph.startsWith('For anything urgent')
            ? `<p>For anything urgent, call us on <a href="tel:${phone.tel}">${escapeHtml(phone.display)}</a> or write to us on <a href="${whatsapp}">WhatsApp</a>.</p>`
            : `<p>${escapeHtml(paragraph)}</p>`,
        )
        .join(''),
    ),
  };
}

/** The mail 'Forgot password?' sends: a link to set a new password, valid once for 30 minutes. */
export function composeResetMail(member: { name: string; email: string }, link: string, company: SiteSettings): ComposedMail {
  const hello = `Dear ${oneLine(member.name, 60)},`;
  const body = 'Someone (we hope you) asked to set a new password for your account on the admin of the site.';
  const validity =
    'The link works once, within 30 minutes. If you did not ask for it, ignore this mail: your password stays as it is.';
  return {
    audience: 'staff',
    to: [member.email],
    subject: `Set a new password for ${company.name}`,
    text: `${hello}\n\n${body}\n\nSet a new password: ${link}\n\n${validity}\n`,
    html: page(
      `<p>${escapeHtml(hello)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">Set a new password</a></p><p>${escapeHtml(validity)}</p>`,
    ),
  };
}
