/**
 * The Mail screen and the outbox (docs/product.md 2.20).
 */
import type { OutboxMailView } from '../api/mail-types.ts';

/** The API's answers on mails, and the Mail screen's texts; in MESSAGES. */
export const MAIL_MESSAGES = {
  mailBeingSent: 'This mail is being sent right now. Look again in a minute before sending it again.',
  mailNoSmtp: 'Not sent: SMTP_URL is not set, so the mail is kept in the outbox.',
  mailResent: 'Mail sent again',
  mailTextHidden: '(A password-reset link: its text is not shown here.)',
  mailNotFound: 'Mail not found',
  mailUndelivered: (count: number) => `${count} ${count === 1 ? 'mail is' : 'mails are'} not delivered yet.`,
  mailKeptLocally:
    'SMTP_URL is not set on this server: mails are composed and kept here, and none is sent. Set SMTP_URL to send them.',
  mailNotSentYet: (reason: string) => `Not sent yet: ${reason}. It will be tried again.`,
  mailResendFailed: 'Failed to resend mail',
  mailLoadFailed: 'Failed to load mails',
  mailNone: 'No mails yet.',
  /** What stands in the outbox's copy of a private mail for its link once sent (src/lib/server/mail/private.ts). */
  linkRemoved: '(the link is removed from our copy of this mail once sent)',
} as const;

/** How the Mail screen names a mail's state. */
export const MAIL_STATE_NAMES = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  retrying: 'Retrying',
  failed: 'Failed',
} as const satisfies Record<OutboxMailView['state'], string>;
