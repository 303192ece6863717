/**
 * E-mail, phone and WhatsApp as links in an inbox row, so staff answer from the row. Each
 * link's name says what it does and to whom: 'E-mail a@b.in', 'Call 9810012345', 'WhatsApp 9810012345'.
 */
import { internationalDigits } from '../../lib/format/text.ts';
import { INBOX_TEXTS } from '../../lib/messages/inbox.ts';
import './contact-links.css';

export function EmailLink({ email }: { email?: string }) {
  if (!email) return null;
  return (
    <a href={`mailto:${email}`} className="contact-link">
      <span className="visually-hidden">{INBOX_TEXTS.emailLink} </span>
      {email}
    </a>
  );
}

export function PhoneLinks({ phone }: { phone?: string }) {
  if (!phone) return null;
  const digits = internationalDigits(phone);
  return (
    <span className="contact-links">
      <a href={`tel:${digits ? `+${digits}` : phone.replace(/[^\d+]/g, '')}`} className="contact-link">
        <span className="visually-hidden">{INBOX_TEXTS.callLink} </span>
        {phone}
      </a>
      {digits && (
        <a
          href={`https://wa.me/${digits}`}
          className="contact-link contact-link--whatsapp"
          target="_blank"
          rel="noopener noreferrer"
        >
          {INBOX_TEXTS.whatsApp}
          <span className="visually-hidden"> {phone}</span>
        </a>
      )}
    </span>
  );
}
