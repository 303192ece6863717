/**
 * Consent to news by e-mail from the links in mails (src/lib/api/consent.ts): the confirming link's page and the
 * confirmation it posts (a box ticked on a public form counts only then), and the withdraw link's page and the
 * withdrawal it posts. A browser gets pages; any other caller (a mail client's one click, a script) JSON.
 * Store requests: a page none; a confirmation or a withdrawal one read and at most one write.
 */
import type { Config } from '@netlify/functions';
import { consentApi } from '../../src/lib/api/consent.ts';
import { CONSENT_TEXTS, NEWS_CONFIRM_TEXTS } from '../../src/lib/messages/privacy.ts';
import { HttpError, json } from '../../src/lib/server/http.ts';
import { confirmConsent, withdrawByKey } from '../../src/lib/server/privacy/consent.ts';
import { signedKey } from '../../src/lib/server/privacy/consent-link.ts';
import {
  badConfirmLinkPage,
  badLinkPage,
  confirmNewsPage,
  confirmPage,
  donePage,
  newsConfirmedPage,
} from '../../src/lib/server/privacy/consent-page.ts';
import { serve } from '../../src/lib/server/serve.ts';

/** A person's browser (its own form post, or the link opened), rather than a client asking for JSON. */
const wantsPage = (request: Request) => /\btext\/html\b/i.test(request.headers.get('accept') ?? '');

export default serve(consentApi, {
  confirmNewsPage: async () => confirmNewsPage(),
  confirmNews: async ({ request, body }) => {
    if (!(await confirmConsent(body))) {
      if (wantsPage(request)) return badConfirmLinkPage();
      throw new HttpError(400, NEWS_CONFIRM_TEXTS.badLink);
    }
    return wantsPage(request) ? newsConfirmedPage() : json({ message: NEWS_CONFIRM_TEXTS.confirmed, confirmed: true });
  },
  confirmWithdraw: async ({ request, query }) => {
    if (!signedKey(query)) {
      if (wantsPage(request)) return badLinkPage();
      throw new HttpError(400, CONSENT_TEXTS.badLink);
    }
    return confirmPage(query);
  },
  withdraw: async ({ request, query }) => {
    const key = signedKey(query);
    if (!key) {
      if (wantsPage(request)) return badLinkPage();
      throw new HttpError(400, CONSENT_TEXTS.badLink);
    }
    const { withdrawn } = await withdrawByKey(key);
    const message = withdrawn ? CONSENT_TEXTS.withdrawn : CONSENT_TEXTS.alreadyWithdrawn;
    return wantsPage(request) ? donePage(message) : json({ message, withdrawn });
  },
});

export const config: Config = {
  path: ['/api/consent/confirm', '/api/consent/confirm/', '/api/consent/withdraw', '/api/consent/withdraw/'],
};
