/**
 * The privacy notice's version: what a consent records, so that it can later be shown which notice a buyer
 * read when they ticked the box. It moves on by itself when a save changes what the notice says (the company's
 * name, address or e-mail, the grievance officer, the months enquiries are kept): the day of the change, with
 * `.2`, `.3`… for another change that same day. Whatever version a save carries is ignored.
 */
import type { SiteSettings } from '../../settings.ts';

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
