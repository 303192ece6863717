/**
 * The sign-in link's mail, a private mail like a password-reset link (mail/private.ts): kept off the Mail
 * screen's text, retried only while the link is valid, and the link taken out of the outbox's copy once sent. The token rides in the address's fragment, so no server
 * log and no Referer ever holds it. An address only suggested on a customer record gets no link: a mail says
 * staff have not confirmed it yet (a suggestion is no proof, so it must not see that record's orders).
 */
import { MY_ORDERS_PAGE } from '../../api/my-orders-paths.ts';
import { MY_ORDERS_MAIL as M } from '../../messages/my-orders.ts';
import { customerById } from '../customers/lookup.ts';
import { companyDomain, domainKey, indexed, normalEmail } from '../customers/records.ts';
import { mailAfterAnswer } from '../mail/delivery.ts';
import { mailEnvironment } from '../mail/mail-environment.ts';
import { mailPrivately } from '../mail/private.ts';
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
  const link = signInLink(token);
  const mail = composeSignInMail(email, link, company.name);
  await mailPrivately([mail], { enquiryKind: 'account', enquiryId: about }, { validUntil: expiresAt, cutOnceSent: [link] });
}

export function composeNotConfirmedMail(email: string, company: string): ComposedMail {
  return {
    audience: 'visitor',
    to: [email],
    subject: M.notConfirmedSubject(company),
    text: `${M.notConfirmed}\n\n${M.notConfirmedAfter}\n`,
    html: page(`<p>${escapeHtml(M.notConfirmed)}</p><p>${escapeHtml(M.notConfirmedAfter)}</p>`),
  };
}

/**
 * Run after the answer for an address no customer record holds: when it is suggested on its company domain's
 * record (where linking puts a suggestion), it is told it cannot sign in until staff confirm it. Two store
 * requests (the domain's index, its record), and the mail's.
 */
export async function mailIfSuggested(email: string): Promise<void> {
  const domain = companyDomain(email);
  const owner = domain ? await indexed(domainKey(domain)) : null;
  const customer = owner ? await customerById(owner) : null;
  if (!customer?.suggestions?.some((each) => normalEmail(each.contact.email) === normalEmail(email))) return;
  const company = await cachedSiteSettings();
  await mailAfterAnswer([composeNotConfirmedMail(email, company.name)], { enquiryKind: 'account', enquiryId: customer._id });
}
