/**
 * The privacy notice's version: what a consent records, so that it can later be shown which notice a buyer
 * read when they ticked the box. It is made of two parts, `2026-11-27.2-3fa9c1d2`:
 * - the day of the last save that changed what the notice says from the settings (the company's name, address or
 *   e-mail, the grievance officer, the months enquiries are kept), with `.2`, `.3`… for another change that same
 *   day, kept in the settings (whatever version a save carries is ignored); and
 * - the start of the SHA-256 of every word the notice prints (src/lib/messages/privacy-notice.ts), so a change to
 *   its words in the code is a new version too, with no save.
 */
import { createHash } from 'node:crypto';
import { type NoticeFacts, type PrivacyNoticeWords, privacyNotice } from '../../messages/privacy-notice.ts';
import { type PublicSiteSettings, type SiteSettings, fullAddress, phoneLink } from '../../settings.ts';

/** What the notice says of the company, from its settings. */
export function noticeFacts(settings: PublicSiteSettings): NoticeFacts {
  const { grievance, retentionMonths } = settings.privacy;
  const phone = phoneLink(grievance.phone);
  return {
    company: settings.name,
    address: fullAddress(settings),
    companyEmail: settings.emails[0],
    retentionMonths,
    grievance: { name: grievance.name, email: grievance.email, phone: phone.display, tel: phone.tel },
  };
}

/** The hex SHA-256 of the notice's words (the version line's pattern among them). */
function noticeWordsHash(words: PrivacyNoticeWords): string {
  const text = JSON.stringify(words, (_key, value: unknown) =>
    typeof value === 'function' ? (value as (a: string, b: string) => string)('{version}', '{since}') : value,
  );
  return createHash('sha256').update(text).digest('hex');
}

/** The version of the notice these settings make (and of `words`, the notice's words for them, by default). */
export function noticeVersionOf(settings: PublicSiteSettings, words = privacyNotice(noticeFacts(settings))): string {
  return `${settings.privacy.noticeVersion}-${noticeWordsHash(words).slice(0, 8)}`;
}

/** What the notice at /privacy is written from; a change to any of it is a new version. */
export const noticeInputs = (settings: SiteSettings) =>
  JSON.stringify([
    settings.name,
    settings.address,
    settings.emails[0],
    settings.privacy.grievance,
    settings.privacy.retentionMonths,
  ]);

/** The version after `current` on `today` (YYYY-MM-DD): today, or today's next number when today already has one. */
export function nextNoticeVersion(current: string, today: string): string {
  const [day, count] = current.split('.');
  if (day < today) return today;
  // A version of today (or, with a clock set back, a later day) counts on from it, so it never repeats.
  return `${day}.${Number(count ?? 1) + 1}`;
}

/** The settings to save over `stored`: the stored version kept, or the next one when the notice's words change. */
export function withNoticeVersion(next: SiteSettings, stored: SiteSettings, now = new Date()): SiteSettings {
  const version = stored.privacy.noticeVersion;
  const changed = noticeInputs(next) !== noticeInputs(stored);
  return {
    ...next,
    privacy: { ...next.privacy, noticeVersion: changed ? nextNoticeVersion(version, now.toISOString().slice(0, 10)) : version },
  };
}
