/**
 * The dashboard's word on mail health: how many notification mails wait undelivered and the
 * last error, with the way to the Mail screen. Nothing while every mail is delivered.
 */
import type { DashboardAnswer } from '../../lib/api/staff.ts';
import { MESSAGES } from '../../lib/messages/answers.ts';
import { AdminLink } from './AdminLink.tsx';
import { Icon } from './Icon.tsx';

export function MailNotice({ mail }: { mail: DashboardAnswer['mail'] | undefined }) {
  if (!mail || mail.undelivered <= 0) return null;
  return (
    <div className="mail-notice" role="status">
      <Icon name="mail" size={22} />
      <div>
        <p className="mail-notice__title">{MESSAGES.mailUndelivered(mail.undelivered)}</p>
        {mail.lastError && <p>Last error: {mail.lastError}</p>}
        <p>
          <AdminLink href="/admin/mail">Open the Mail screen</AdminLink>
        </p>
      </div>
    </div>
  );
}
