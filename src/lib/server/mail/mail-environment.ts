/** The mail's environment: what the deployment's variables say about sending (who, whether, through which server). */
import { plainAddress } from './templates.ts';

export function mailEnvironment() {
  const listed = (process.env.NOTIFY_TO ?? '')
    .split(',')
    .map(plainAddress)
    .filter((address): address is string => !!address);
  return {
    /** NOTIFY=off: new enquiries make no mail at all (none composed or queued); the outbox's mails still go. */
    notify: (process.env.NOTIFY ?? 'on').toLowerCase() !== 'off',
    /** NOTIFY_TO, else (null) the company's sales address from the site settings. */
    notifyTo: listed.length ? listed : null,
    siteUrl: (process.env.URL ?? `http://localhost:${process.env.PORT ?? 8888}`).replace(/\/$/, ''),
    autoReply: (process.env.AUTO_REPLY ?? 'on').toLowerCase() !== 'off',
    /** MAIL_FROM, else (null) the company's name and first address from the site settings. */
    from: process.env.MAIL_FROM || null,
    smtpUrl: process.env.SMTP_URL || null,
  };
}
