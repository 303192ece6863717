/**
 * The mail that confirms a news box ticked on a public form (the double opt-in of consent.ts), to the address
 * typed. Its link opens the page of POST /api/consent/confirm with the e-mail's key and the secret in the
 * fragment, which a browser never sends: no server log and no referrer ever holds the secret, and the page's
 * button posts it. Plain text and HTML from the same words. Stored as a private mail (mail/private.ts): the
 * outbox's copy loses the link once sent, and only the recipient's mail holds the secret.
 */
import { pathOf } from '../../api/define.ts';
import { consentApi } from '../../api/consent.ts';
import { NEWS_CONFIRM_TEXTS as T } from '../../messages/privacy.ts';
import type { SiteSettings } from '../../settings.ts';
import { mailEnvironment } from '../mail/mail-environment.ts';
import { type ComposedMail, escapeHtml, page } from '../mail/templates.ts';

/** The confirming link: the page's address, then `#c=` the e-mail's key and `&t=` the secret. */
export const newsConfirmLink = (key: string, token: string) =>
  `${mailEnvironment().siteUrl}${pathOf(consentApi.confirmNewsPage)}#c=${key}&t=${token}`;

export function composeNewsConfirmMail(to: string, link: string, company: SiteSettings): ComposedMail {
  const body = T.mailBody(company.name);
  return {
    audience: 'visitor',
    to: [to],
    subject: T.mailSubject(company.name),
    text: `${body}\n\n${T.mailLink}: ${link}\n\n${T.mailIgnore}\n`,
    html: page(
      `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(T.mailLink)}</a></p><p>${escapeHtml(T.mailIgnore)}</p>`,
    ),
  };
}
