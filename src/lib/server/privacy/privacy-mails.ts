/**
 * The privacy requests' mails: the link that confirms a request from the public page, staff's notice of a request
 * as it opens (its due date in the subject), and staff's answer.
 */
import { PRIVACY_REQUEST_KIND_LABELS as KINDS, PRIVACY_REQUEST_MESSAGES as TEXT } from '../../messages/privacy-requests.ts';
import { formatDayLong } from '../../format/dates.ts';
import type { PrivacyAsk, PrivacyRequestKind } from '../../schemas/privacy-requests.ts';
import type { SiteSettings } from '../../settings.ts';
import { mailEnvironment } from '../mail/mail-environment.ts';
import { mailPrivately } from '../mail/private.ts';
import { cachedSiteSettings } from '../site/site-settings.ts';
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

/** What staff's notice tells of a request. */
export interface OpenedRequest extends PrivacyAsk {
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
    const notice = composeStaffNotice(request, mailEnvironment(), await cachedSiteSettings());
    await mailPrivately([notice], { enquiryKind: 'account', enquiryId: `privacy/${request._id}` });
  } catch (error) {
    console.error(`[privacy] staff not mailed of request ${request._id}`, error);
  }
}
