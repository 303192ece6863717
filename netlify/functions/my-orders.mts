/**
 * My orders, the buyer's page (src/lib/api/my-orders.ts): a sign-in link by e-mail, its session, everything of
 * their customer record, a reorder of a delivered order, an invoice's PDF and a request about their data.
 */
import type { Config } from '@netlify/functions';
import { myOrdersApi } from '../../src/lib/api/my-orders.ts';
import { MY_ORDERS_TEXTS as T } from '../../src/lib/messages/my-orders.ts';
import { afterResponse } from '../../src/lib/server/background.ts';
import { customerOfEmail } from '../../src/lib/server/customers/lookup.ts';
import { HttpError, json } from '../../src/lib/server/http.ts';
import { readDocument } from '../../src/lib/server/notes/note-views.ts';
import { documentPdf } from '../../src/lib/server/notes/document-pdf.ts';
import { mailIfSuggested, mailSignInLink } from '../../src/lib/server/my-orders/link-mail.ts';
import { createLinkToken, normalEmail, useLinkToken } from '../../src/lib/server/my-orders/sign-in-links.ts';
import { myOrdersPage } from '../../src/lib/server/my-orders/buyer-history.ts';
import { reorder } from '../../src/lib/server/my-orders/reorder.ts';
import { buyerOf, endBuyerSession, openBuyerSession } from '../../src/lib/server/my-orders/buyer-session.ts';
import { recordConsent, withdrawConsent } from '../../src/lib/server/privacy/consent.ts';
import { openPrivacyRequest } from '../../src/lib/server/privacy/requests.ts';
import { serve } from '../../src/lib/server/serve.ts';
import { countLimit, countLimits } from '../../src/lib/server/throttle.ts';

/**
 * A buyer's writes from My orders (news by mail, a request about their data) are limited as a buyer's page's
 * are ('customer-write'), counted per e-mail (a reorder counts against its order's page). Two store requests.
 */
const buyerWrites = (email: string) => `my-orders:${normalEmail(email)}`;

export default serve(myOrdersApi, {
  /**
   * The same answer, after the same wait, for any e-mail: the customer's lookup (one read for an unknown
   * address, two for a known one) runs beside the ask's count (two round trips), so either answer waits two
   * round trips. After the answer, an address a customer record holds is mailed a link; one only suggested on a
   * record (two more reads: its domain's record) is mailed that staff have not confirmed it; any other nothing.
   */
  link: async ({ body: { email }, address }) => {
    const wanted = normalEmail(email);
    // The ask's limits (throttle.ts): the address first, so an office's is told so before any one e-mail's.
    const counted = countLimits([
      { limit: 'link-address', key: address },
      { limit: 'link-pair', key: `${wanted}|${address}` },
      { limit: 'link-email', key: wanted },
    ]);
    const [, customer] = await Promise.all([counted, customerOfEmail(wanted)]);
    afterResponse(async () => {
      if (!customer) return mailIfSuggested(wanted);
      const { token, expiresAt } = await createLinkToken(wanted);
      await mailSignInLink(wanted, token, expiresAt, customer._id);
    });
    return json({ message: T.linkSent });
  },

  session: async ({ body: { token } }) => {
    const { email, madeAt } = await useLinkToken(token);
    const session = await openBuyerSession(email, { linkMadeAt: madeAt });
    return json({ ...session, email });
  },

  signOut: async ({ request }) => {
    await endBuyerSession(await buyerOf(request));
    return json({ message: T.signedOut });
  },

  read: async ({ request }) => {
    const { email } = await buyerOf(request);
    return json({ data: await myOrdersPage(email) });
  },

  reorder: async ({ request, body: { quotationId, quantities } }) => {
    const { email } = await buyerOf(request);
    const { id, number } = await reorder(email, quotationId, quantities);
    return json({ message: T.reorderSent(number), _id: id }, 201);
  },

  invoicePdf: async ({ request, params }) => {
    const { email } = await buyerOf(request);
    const [customer, document] = await Promise.all([
      customerOfEmail(email),
      readDocument(params.id).catch((error: unknown) => {
        if (error instanceof HttpError) return null;
        throw error;
      }),
    ]);
    // Only an invoice or note of the buyer's own orders; another's answers as one that does not exist.
    const quotationId = document?.note?.quotationId ?? document?.invoice?.quotationId ?? '';
    if (!document || !customer?.quotations.includes(quotationId)) throw new HttpError(404, T.invoiceNotFound);
    return documentPdf(document);
  },

  consent: async ({ request, body: { marketing } }) => {
    const { email } = await buyerOf(request);
    await countLimit('customer-write', buyerWrites(email));
    if (marketing) await recordConsent({ email, marketing, source: 'my-orders' });
    else await withdrawConsent(email);
    return json({ message: T.consentSaved(marketing), marketing });
  },

  privacy: async ({ request, body: { kind, message } }) => {
    const { email } = await buyerOf(request);
    await countLimit('customer-write', buyerWrites(email));
    const opened = await openPrivacyRequest({ email, kind, message, via: 'my-orders' });
    return json({ message: T.privacyReceived, _id: opened._id }, 201);
  },
});

export const config: Config = {
  path: [
    '/api/my',
    '/api/my/',
    '/api/my/consent',
    '/api/my/consent/',
    '/api/my/invoices/:id/pdf',
    '/api/my/link',
    '/api/my/link/',
    '/api/my/privacy',
    '/api/my/privacy/',
    '/api/my/reorder',
    '/api/my/reorder/',
    '/api/my/session',
    '/api/my/session/',
  ],
};
