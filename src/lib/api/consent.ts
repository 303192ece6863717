/**
 * Consent to news by e-mail from outside: confirming a box ticked on a public form (the link mailed to that
 * address, src/lib/server/privacy/consent-mail.ts), and withdrawing it from the signed link in a news mail
 * (src/lib/server/privacy/consent-link.ts). Each link opens a page with one button (GET), whose form posts
 * (POST): a mail scanner's GET changes nothing. A mail client's one-click unsubscribe (RFC 8058,
 * List-Unsubscribe-Post) posts to the withdraw address too. A browser is answered with a page, any other
 * caller with JSON. My orders gives and withdraws consent with its own call.
 */
import { confirmNewsSchema, withdrawQuerySchema } from '../schemas/privacy.ts';
import { type MessageAnswer, endpoint } from './define.ts';

export const consentApi = {
  /**
   * The page behind a confirming link (HTML): its button posts the key and secret that its script reads from
   * the link's fragment, so they never reach a server log or a referrer.
   */
  confirmNewsPage: endpoint<string>()({
    method: 'GET',
    path: '/api/consent/confirm',
    access: 'public',
  }),
  /** Confirms the pending consent the link names, once and within its 30 days; 400 otherwise, changing nothing. */
  confirmNews: endpoint<MessageAnswer & { confirmed: true }>()({
    method: 'POST',
    path: '/api/consent/confirm',
    access: 'public',
    body: confirmNewsSchema,
  }),
  /** The page behind the link: what it will do, and the button that does it (HTML). */
  confirmWithdraw: endpoint<string>()({
    method: 'GET',
    path: '/api/consent/withdraw',
    access: 'public',
    query: withdrawQuerySchema,
  }),
  /** Withdraws the consent the link names; 400 for a link this server did not sign, changing nothing. */
  withdraw: endpoint<MessageAnswer & { withdrawn: boolean }>()({
    method: 'POST',
    path: '/api/consent/withdraw',
    access: 'public',
    query: withdrawQuerySchema,
  }),
};
