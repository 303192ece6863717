/**
 * Withdrawing consent to news by e-mail from the signed link in such a mail (src/lib/server/privacy/consent-link.ts):
 * the link opens a page with one button (GET), whose form posts to the same address (POST); a mail client's
 * one-click unsubscribe (RFC 8058, List-Unsubscribe-Post) posts there too. A browser is answered with a page,
 * any other caller with JSON. Consent itself is given by the forms' box (their own calls) and on My orders.
 */
import { withdrawQuerySchema } from '../schemas/privacy.ts';
import { type MessageAnswer, endpoint } from './define.ts';

export const consentApi = {
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
