/** The privacy requests' mails: the link that confirms a request from the public page, and staff's answer. */
import { PRIVACY_REQUEST_KIND_LABELS as KINDS, PRIVACY_REQUEST_MESSAGES as TEXT } from '../../messages/privacy-requests.ts';
import type { SiteSettings } from '../../settings.ts';
import { afterResponse } from '../background.ts';
import { sendStored } from '../mail/delivery.ts';
import { storeMails } from '../mail/outbox.ts';
import { type ComposedMail, escapeHtml, page } from '../mail/templates.ts';
import type { PrivacyRequestKind } from './requests.ts';

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
 * Stores a mail to the buyer and sends it after the answer (the outbox retries a failed send). Its text is kept
 * off the Mail screen: a link or someone's data. Answers its id in the outbox, or null when the outbox failed.
 */
export async function mailBuyer(mail: ComposedMail, about: string, retryUntil?: string): Promise<string | null> {
  const stored = await storeMails([mail], { enquiryKind: 'account', enquiryId: about, secret: true, retryUntil });
  if (!stored) return null;
  afterResponse(() => sendStored(stored));
  return stored[0]?.mail._id ?? null;
}
