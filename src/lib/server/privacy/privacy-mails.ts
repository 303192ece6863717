/**
 * The privacy requests' mails: the link that confirms a request from the public page, staff's notice of a request
 * as it opens (its due date in the subject), and staff's answer.
 */
import { PRIVACY_REQUEST_KIND_LABELS as KINDS, PRIVACY_REQUEST_MESSAGES as TEXT } from '../../messages/privacy-requests.ts';
import { formatDayLong } from '../../format/dates.ts';
import type { PrivacyRequestKind } from '../../schemas/privacy-requests.ts';
import type { SiteSettings } from '../../settings.ts';
import { afterResponse } from '../background.ts';
import { mailEnvironment } from '../mail/environment.ts';
import { sendStored } from '../mail/delivery.ts';
import { cachedSiteSettings } from '../site/site-settings.ts';
import { storeMails } from '../mail/outbox.ts';
import { type ComposedMail, type MailSettings, escapeHtml, page, staffAddresses } from '../mail/templates.ts';

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((part) => `<p style="white-space:pre-wrap">${escapeHtml(part)}</p>`)
    .join('');

export function composeConfirmMail(email: string, kind: PrivacyRequestKind, link: string, company: SiteSettings): ComposedMail {
  const body = TEXT.confirmMailBody(KINDS[kind]);
  return {
    audience: 'visitor',
    to: [email],
    subject: TEXT.confirmMailSubject(company.name),
    text: `${body}\n\n${TEXT.confirmLink}: ${link}\n`,
    html: page(`<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(TEXT.confirmLink)}</a></p>`),
  };
}

export function composeAnswerMail(
  email: string,
  kind: PrivacyRequestKind,
  answer: string,
  company: SiteSettings,
  attachments: ComposedMail['attachments'] = [],
): ComposedMail {
  return {
    audience: 'visitor',
    to: [email],
    subject: TEXT.answerMailSubject(company.name, KINDS[kind]),
    text: `${answer}\n`,
    html: page(paragraphs(answer)),
    ...(attachments.length > 0 && { attachments }),
  };
}

/**
 * Stores a mail of a request and sends it after the answer (the outbox retries a failed send). Its text is kept
 * off the Mail screen: a link or someone's data. Answers its id in the outbox, or null when the outbox failed.
 */
export async function mailPrivately(mail: ComposedMail, about: string, retryUntil?: string): Promise<string | null> {
  const stored = await storeMails([mail], { enquiryKind: 'account', enquiryId: about, secret: true, retryUntil });
  if (!stored) return null;
  afterResponse(() => sendStored(stored));
  return stored[0]?.mail._id ?? null;
}

/** What staff's notice tells of a request. */
export interface OpenedRequest {
  email: string;
  kind: PrivacyRequestKind;
  message: string;
  dueAt: string;
}

/** Staff hear of a request as it opens, with the date the law gives them; the screen link does the rest. */
export function composeStaffNotice(request: OpenedRequest, settings: MailSettings, company: SiteSettings): ComposedMail {
  const kind = KINDS[request.kind];
  const due = formatDayLong(request.dueAt);
  const body = TEXT.staffMailBody(request.email, kind, due);
  const words = request.message ? [TEXT.staffMailWords, request.message] : [];
  const link = `${settings.siteUrl}/admin/privacy-requests`;
  return {
    audience: 'staff',
    to: staffAddresses(settings, company),
    replyTo: { name: '', address: request.email },
    subject: TEXT.staffMailSubject(kind, due),
    text: `${[body, ...words].join('\n\n')}\n\n${TEXT.staffMailLink}: ${link}\n`,
    html: page(
      `${paragraphs([body, ...words].join('\n\n'))}<p><a href="${escapeHtml(link)}">${escapeHtml(TEXT.staffMailLink)}</a></p>`,
    ),
  };
}

/** Mails staff's notice of a request just opened; a failure is only logged: the request is on the screen anyway. */
export async function noticeToStaff(request: OpenedRequest & { _id: string }): Promise<void> {
  try {
    await mailPrivately(composeStaffNotice(request, mailEnvironment(), await cachedSiteSettings()), `privacy/${request._id}`);
  } catch (error) {
    console.error(`[privacy] staff not mailed of request ${request._id}`, error);
  }
}
