/** The Mail screen: recent mails of the outbox with their state, and sending one again. */
import type { Config } from '@netlify/functions';
import { mailApi } from '../../src/lib/api/staff.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { HttpError, json } from '../../src/lib/server/http.ts';
import { mailEnvironment } from '../../src/lib/server/mail/mail-environment.ts';
import type { OutboxMail } from '../../src/lib/server/mail/outbox.ts';
import { MailBeingSentError, mailHealth, recentMails, resend } from '../../src/lib/server/mail/screen.ts';
import { serve } from '../../src/lib/server/serve.ts';

export default serve(mailApi, {
  recent: async ({ query: { limit } }) => {
    const [data, health] = await Promise.all([recentMails(limit), mailHealth()]);
    // Whether mails can leave at all: the screen explains a kept outbox by this, not by an error's words.
    return json({ data: data.map(viewOf), health, smtp: Boolean(mailEnvironment().smtpUrl) });
  },
  resend: async ({ params }) => {
    const mail = await resend(params.id).catch((error: unknown) => {
      if (error instanceof MailBeingSentError) throw new HttpError(409, error.message);
      throw error;
    });
    if (!mail) throw new HttpError(404, MESSAGES.mailNotFound);
    const view = viewOf(mail);
    // Said only when it really went: without SMTP, or while the server refuses, it waits in the outbox.
    const message = mail.state === 'sent' ? MESSAGES.mailResent : MESSAGES.mailNotSentYet(mail.lastError ?? mail.state);
    return json({ message, data: view });
  },
});

/** A mail as the screen shows it: no HTML, and no text for one that carries a reset link. */
function viewOf({ html: _html, secret, ...mail }: OutboxMail) {
  return secret ? { ...mail, text: MESSAGES.mailTextHidden } : mail;
}

export const config: Config = { path: ['/api/mail', '/api/mail/', '/api/mail/:id/resend'] };
