/**
 * The sign-in link's mail, sent through the outbox like a password-reset link: kept off the Mail screen's
 * text (it carries a secret) and retried only while the link is valid. The token rides in the address's
 * fragment, so no server log and no Referer ever holds it.
 */
import { MY_ORDERS_PAGE } from '../../api/my-orders-paths.ts';
import { MY_ORDERS_MAIL as M } from '../../messages/my-orders.ts';
import { sendStored } from '../mail/delivery.ts';
import { mailEnvironment } from '../mail/environment.ts';
import { storeMails } from '../mail/outbox.ts';
import { type ComposedMail, escapeHtml, page } from '../mail/templates.ts';
import { cachedSiteSettings } from '../site/site-settings.ts';

export const signInLink = (token: string) => `${mailEnvironment().siteUrl}${MY_ORDERS_PAGE}#token=${token}`;

export function composeSignInMail(email: string, link: string, company: string): ComposedMail {
  return {
    audience: 'visitor',
    to: [email],
    subject: M.subject(company),
    text: `${M.body}\n\n${M.action}: ${link}\n\n${M.validity}\n`,
    html: page(
      `<p>${escapeHtml(M.body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(M.action)}</a></p><p>${escapeHtml(M.validity)}</p>`,
    ),
  };
}

/** Stores and sends the link's mail (run after the answer); `about` names the customer record in the outbox. */
export async function mailSignInLink(email: string, token: string, expiresAt: string, about: string): Promise<void> {
  const company = await cachedSiteSettings();
  const mail = composeSignInMail(email, signInLink(token), company.name);
  const stored = await storeMails([mail], { enquiryKind: 'account', enquiryId: about, secret: true, retryUntil: expiresAt });
  await sendStored(stored ?? []);
}
