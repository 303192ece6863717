/**
 * Every mail the site sends, built from one description of the enquiry: the staff notification of each
 * new enquiry and the visitor's confirmation. Plain text and HTML come from the same fields. What a
 * visitor typed is only ever data: single-line header values lose line breaks and control characters,
 * HTML escapes it, and a reply address is used only when it is one plain address.
 */
import type { EnquiryKind } from '../../constants.ts';
import { ENQUIRY_MAIL_TEXTS as E, RESET_MAIL_TEXTS as R } from '../../messages/site-mails.ts';
import { type SiteSettings, phoneLink, whatsappLink } from '../../settings.ts';
import type { Enquiry, QuoteFile, QuoteLine } from '../../schemas/inboxes.ts';
import { formatIndiaTime } from '../../format/dates.ts';
import { formatQuantity } from '../../format/money.ts';
import { fileSize } from '../../format/text.ts';
import type { StoreName } from '../store/index.ts';

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
  /** A link of short life it carries, that the outbox's copy loses once sent (set by mail/private.ts alone). */
  redactOnceSent?: { pattern: string; with: string };
}

type Fields = Enquiry & Partial<Record<string, unknown>>;

const KIND_TITLES = E.kindTitles;
const L = E.labels;

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
    [L.name, record.name],
    [L.email, record.email],
    [L.phone, record.phone ?? record.mobile],
    [L.company, record.company],
    [L.country, record.country],
    // A request of several lines names each, with its specification; an original quote its one product.
    ...(lines.length
      ? lines.map((line, index): [string, unknown] => [L.line(index + 1), lineText(line)])
      : ([
          [L.product, record.productName],
          [L.quantity, record.quantity],
        ] as [string, unknown][])),
    ...files.map((file, index): [string, unknown] => [L.artwork(index + 1), `${file.name} (${fileSize(file.size)})`]),
    [L.address, record.address],
    [L.subject, record.subject],
    [kind === 'help' ? L.question : L.message, record.message ?? record.question],
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
        ? E.subjects.quoteLines(record.lines.length, oneLine(record.productName, 60), from)
        : E.subjects.quote(oneLine(record.productName, 80), from);
    case 'contacts':
      return E.subjects.contact(oneLine(record.subject, 80), from);
    case 'quick':
      return E.subjects.quick(from);
    case 'help':
      return E.subjects.help(from);
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
  const open = Array.isArray(fields.files) && fields.files.length ? E.openWithArtwork : E.open;
  const mails: ComposedMail[] = [];

  {
    mails.push({
      audience: 'staff',
      to: staffAddresses(settings, company),
      ...(replyAddress && { replyTo: { name: oneLine(fields.name, 60), address: replyAddress } }),
      subject: subjectOf(kind, fields),
      text: `${E.received(KIND_TITLES[kind], received)}\n\n${textTable(rows)}\n\n${open}: ${link}\n`,
      html: page(
        `<h1 style="font-size:18px">${escapeHtml(KIND_TITLES[kind])}</h1><p>${escapeHtml(E.receivedAt(received))}</p>${htmlTable(rows)}<p><a href="${escapeHtml(link)}">${escapeHtml(open)}</a></p>`,
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
  const what = kind === 'quotes' ? E.quoteRequest : E.message;
  const quantity = typeof fields.quantity === 'number' ? formatQuantity(fields.quantity) : null;
  // Only the catalogue's names and the quantities as numbers: nothing the visitor typed goes back.
  const lines = Array.isArray(fields.lines) ? (fields.lines as QuoteLine[]) : [];
  const asked =
    kind === 'quotes' && lines.length > 1
      ? E.askedLines(lines.map((line) => E.askedLine(formatQuantity(line.quantity), oneLine(line.productName, 120))).join('; '))
      : kind === 'quotes' && typeof fields.productName === 'string' && quantity
        ? E.askedOne(quantity, oneLine(fields.productName, 120))
        : null;
  const paragraphs = [
    E.hello,
    E.thanks(what, received),
    ...(asked ? [asked] : []),
    E.notYou(what),
    E.urgent(phone.display, whatsapp),
    E.signature(company.name, company.address.city),
  ];
  const [before, between, whatsappWord, after] = E.urgentHtml;
  return {
    audience: 'visitor',
    to: [address],
    subject: kind === 'quotes' ? E.quoteSubject(company.name) : E.messageSubject(company.name),
    text: `${paragraphs.join('\n\n')}\n`,
    html: page(
      paragraphs
        .map((paragraph) =>
          paragraph.startsWith(E.urgentLead)
            ? `<p>${before}<a href="tel:${phone.tel}">${escapeHtml(phone.display)}</a>${between}<a href="${whatsapp}">${whatsappWord}</a>${after}</p>`
            : `<p>${escapeHtml(paragraph)}</p>`,
        )
        .join(''),
    ),
  };
}

/** The mail 'Forgot password?' sends: a link to set a new password, valid once for 30 minutes. */
export function composeResetMail(member: { name: string; email: string }, link: string, company: SiteSettings): ComposedMail {
  const hello = R.hello(oneLine(member.name, 60));
  return {
    audience: 'staff',
    to: [member.email],
    subject: R.subject(company.name),
    text: `${hello}\n\n${R.body}\n\n${R.action}: ${link}\n\n${R.validity}\n`,
    html: page(
      `<p>${escapeHtml(hello)}</p><p>${escapeHtml(R.body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(R.action)}</a></p><p>${escapeHtml(R.validity)}</p>`,
    ),
  };
}
