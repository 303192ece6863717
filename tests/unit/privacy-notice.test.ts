/**
 * The privacy notice's version is made from every word it prints, so a change to any of them is a new version
 * (the settings' day stays its first part); and the notice names the periods the housekeeping run keeps by, and
 * says how a copy of one's data is given (mailed once staff answer, as privacy/answer-request.ts does).
 */
import { describe, expect, it } from 'vitest';
import { privacyNotice } from '../../src/lib/messages/privacy-notice.ts';
import {
  ACCESS_LOG_KEEP_MONTHS,
  ACCOUNTS_KEEP_MONTHS,
  DATA_COPY_KEEP_DAYS,
  SENT_MAIL_KEEP_DAYS,
  SIGN_IN_LINK_MINUTES,
} from '../../src/lib/privacy/keeping.ts';
import { LINK_LIFETIME_MS } from '../../src/lib/server/my-orders/sign-in-links.ts';
import { keptUntil } from '../../src/lib/server/privacy/anonymise.ts';
import { noticeFacts, noticeVersionOf } from '../../src/lib/server/privacy/consent-notice.ts';
import { DEFAULT_SETTINGS, type SiteSettings } from '../../src/lib/settings.ts';

const settings: SiteSettings = structuredClone(DEFAULT_SETTINGS);
const words = () => privacyNotice(noticeFacts(settings));

describe("the notice's version", () => {
  it('is the settings’ day and the hash of the words, the same for the same words', () => {
    const version = noticeVersionOf(settings);
    expect(version).toMatch(new RegExp(`^${settings.privacy.noticeVersion.replace('.', '\\.')}-[0-9a-f]{8}$`));
    expect(noticeVersionOf(settings, words())).toBe(version);
  });

  it.each([
    ['a sentence of a list', (notice: ReturnType<typeof words>) => (notice.why.items[1] += ' And more.')],
    ['a heading', (notice: ReturnType<typeof words>) => (notice.howLong.heading = 'How long we keep your details')],
    ['the line on copies', (notice: ReturnType<typeof words>) => (notice.use.text = notice.use.text.replace('mail', 'post'))],
  ])('changes when %s the notice prints changes', (_what, change) => {
    const changed = words();
    change(changed);
    expect(noticeVersionOf(settings, changed)).not.toBe(noticeVersionOf(settings));
  });

  it('changes when a setting the notice prints changes, with no save to move its day', () => {
    const other = structuredClone(settings);
    other.privacy.retentionMonths += 1;
    expect(noticeVersionOf(other)).not.toBe(noticeVersionOf(settings));
    expect(noticeVersionOf(other).slice(0, 10)).toBe(noticeVersionOf(settings).slice(0, 10));
  });
});

describe('what the notice promises', () => {
  const kept = () => words().howLong.items.join('\n');

  it('names the periods the housekeeping run removes by', () => {
    expect(kept()).toContain(`<strong>${SENT_MAIL_KEEP_DAYS} days</strong> after it is sent`);
    expect(kept()).toContain(`<strong>${ACCESS_LOG_KEEP_MONTHS / 12} years</strong>`);
    expect(kept()).toContain(`<strong>${DATA_COPY_KEEP_DAYS} days</strong>`);
    expect(kept()).toContain(`<strong>${ACCOUNTS_KEEP_MONTHS} months from the due date of the annual GST return</strong>`);
    expect(kept()).toContain(`<strong>${SIGN_IN_LINK_MINUTES} minutes</strong>`);
    expect(LINK_LIFETIME_MS).toBe(SIGN_IN_LINK_MINUTES * 60 * 1000);
    // At least the year DPDP Rules 2025, rule 8(3) asks.
    expect(ACCESS_LOG_KEEP_MONTHS).toBeGreaterThanOrEqual(12);
    // FY 2026-27's annual return is due on 31 December 2027; 72 months after it is 31 December 2033.
    expect(ACCOUNTS_KEEP_MONTHS).toBe(72);
    expect(keptUntil('2026-11-27')).toBe('2033-12-31');
  });

  it('says a copy of one’s details is mailed once staff answer, never that the page downloads it', () => {
    const use = words().use.text;
    expect(use).toContain('we mail it to you');
    expect(use.toLowerCase()).not.toContain('download');
  });

  it('escapes what the settings put in it', () => {
    const other = structuredClone(settings);
    other.name = 'Labels <b>& Tags</b>';
    expect(privacyNotice(noticeFacts(other)).lede).toContain('Labels &lt;b&gt;&amp; Tags&lt;/b&gt;');
  });
});
