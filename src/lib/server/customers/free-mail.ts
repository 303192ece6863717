/**
 * E-mail domains anyone can sign up to: two addresses there say nothing of one company, so a new address of
 * such a domain is never suggested as a known customer's contact.
 */
const FREE_MAIL_DOMAINS = new Set([
  'gmail.com', 'googlemail.com', 'yahoo.com', 'yahoo.co.in', 'yahoo.in', 'yahoo.co.uk', 'ymail.com', 'rocketmail.com',
  'outlook.com', 'outlook.in', 'hotmail.com', 'hotmail.co.uk', 'hotmail.in', 'live.com', 'live.in', 'msn.com',
  'rediffmail.com', 'rediff.com', 'icloud.com', 'me.com', 'mac.com', 'proton.me', 'protonmail.com', 'pm.me',
  'aol.com', 'zoho.com', 'zohomail.in', 'zohomail.com', 'gmx.com', 'gmx.de', 'gmx.net', 'web.de', 'mail.com',
  'yandex.com', 'yandex.ru', 'mail.ru', 'qq.com', '163.com', '126.com', 'sina.com', 'tutanota.com', 'tuta.io',
  'fastmail.com', 'hey.com', 'inbox.com', 'hushmail.com', 'lycos.com', 'sify.com', 'indiatimes.com', 'example.com',
]);

export const isFreeMailDomain = (domain: string) => FREE_MAIL_DOMAINS.has(domain.trim().toLowerCase());
