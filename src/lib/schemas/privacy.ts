/**
 * The privacy notice's settings (the grievance officer, how long unanswered enquiries are kept, the notice's
 * version), the forms' news-by-e-mail box, the link that confirms it and the signed link that withdraws it
 * (src/lib/api/consent.ts).
 * The public forms import this module, so it holds schemas only.
 */
import * as v from 'valibot';
import { email, requiredText } from './parts.ts';

/** Months an enquiry that never became an order is kept before it is anonymised: at least 6, at most 10 years. */
export const RETENTION_MONTHS = { min: 6, max: 120, default: 36 } as const;

/** A notice version: the day its substance last changed, with `.2`, `.3`… for a second change that same day. */
export const NOTICE_VERSION_PATTERN = /^\d{4}-\d{2}-\d{2}(\.\d{1,4})?$/;

export const privacySettingsSchema = v.object({
  /** Who answers grievances about personal data (the DPDP Rules' contact), printed on the privacy notice. */
  grievance: v.object({
    name: requiredText('Name of the grievance officer is required', 100, 'Name of the grievance officer'),
    email: email('E-mail of the grievance officer is required'),
    phone: v.pipe(
      requiredText('Phone of the grievance officer is required', 30, 'Phone of the grievance officer'),
      v.check(
        (value) =>
          /^\+?[\d\s\-()]+$/.test(value.trim()) && value.replace(/\D/g, '').length >= 7 && value.replace(/\D/g, '').length <= 15,
        'Phone of the grievance officer must be a number that can be dialled, like +91 98100 12345',
      ),
    ),
  }),
  retentionMonths: v.pipe(
    v.number('Months to keep enquiries must be a number'),
    v.integer('Months to keep enquiries must be a whole number'),
    v.minValue(RETENTION_MONTHS.min, `Months to keep enquiries must be at least ${RETENTION_MONTHS.min}`),
    v.maxValue(RETENTION_MONTHS.max, `Months to keep enquiries must be at most ${RETENTION_MONTHS.max}`),
  ),
  /** Set by the server when what the notice says changes (src/lib/server/privacy/consent-notice.ts); what a consent records. */
  noticeVersion: v.pipe(
    v.string('Notice version must be text'),
    v.regex(NOTICE_VERSION_PATTERN, 'Notice version must be a date like 2026-11-27'),
  ),
});
export type PrivacySettings = v.InferOutput<typeof privacySettingsSchema>;

export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = {
  grievance: { name: 'Grievance Officer', email: 'info@labelsandtags.in', phone: '+91 11 4055 6789' },
  retentionMonths: RETENTION_MONTHS.default,
  noticeVersion: '2026-11-27',
};

/**
 * The forms' unticked "Send me news and offers by e-mail" box: true (or 'true', from a browser's own form post) when
 * ticked, absent or false when not. Nothing is recorded unless it is ticked.
 */
export const newsByEmail = v.optional(v.union([v.boolean(), v.literal('true')], 'News by e-mail must be yes or no'), false);

/** Whether a form's box was ticked. */
export const wantsNews = (value: boolean | 'true' | undefined): boolean => value === true || value === 'true';

/**
 * The withdraw link's query: the e-mail's key (sha256, hex) and its signature (HMAC-SHA256, base64url). Any text
 * up to a length passes here, so that a cut or changed link is answered as a page saying so (the signature
 * check, src/lib/server/privacy/consent-link.ts) rather than as JSON.
 */
const linkPart = v.optional(v.pipe(v.string('The link is not complete'), v.maxLength(200, 'The link is not complete')), '');
export const withdrawQuerySchema = v.object({ c: linkPart, t: linkPart });

/**
 * What the page of a confirming link posts (src/lib/server/privacy/consent-mail.ts): the e-mail's key and the
 * link's secret, read from its fragment. Any text up to a length passes here, so that a cut or changed link is
 * answered as the page (or message) saying the link does not work.
 */
export const confirmNewsSchema = v.object({ c: linkPart, t: linkPart });
