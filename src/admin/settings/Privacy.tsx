/**
 * Settings' Privacy section, for Admins: what the privacy notice at /privacy prints of the company's own
 * choices (the grievance officer, the months an enquiry that never became an order is kept) and its version,
 * which the server moves on when what the notice says changes (src/lib/server/privacy/consent-notice.ts), so it
 * is shown here, not typed. The section is public: the notice prints it.
 */
import { PRIVACY_SETTINGS_TEXTS as T } from '../../lib/messages/privacy.ts';
import { DEFAULT_PRIVACY_SETTINGS } from '../../lib/schemas/privacy.ts';
import type { SettingsAsRead } from '../../lib/settings.ts';
import { type Form, NumberInput, Section, Text, type Values } from './SettingsFields.tsx';

/** The form's starting values of the section: as stored, or the defaults for settings saved before it existed. */
export const privacyValues = (data: SettingsAsRead): Pick<Values, 'privacy'> => ({
  privacy: data.privacy ?? structuredClone(DEFAULT_PRIVACY_SETTINGS),
});

export function Privacy({ form }: { form: Form }) {
  const version = form.watch('privacy.noticeVersion');
  return (
    <Section title={T.title}>
      <p className="field__hint">
        {T.intro}{' '}
        <a href="/privacy/" target="_blank" rel="noreferrer">
          {T.openNotice}
        </a>
      </p>
      <fieldset className="settings__list">
        <legend>{T.grievance}</legend>
        <p className="field__hint">{T.grievanceHint}</p>
        <Text form={form} path="privacy.grievance.name" label={T.grievanceName} required />
        <Text form={form} path="privacy.grievance.email" label={T.grievanceEmail} required type="email" />
        <Text form={form} path="privacy.grievance.phone" label={T.grievancePhone} required type="tel" />
      </fieldset>
      <NumberInput form={form} path="privacy.retentionMonths" label={T.retentionMonths} hint={T.retentionHint} required />
      <div className="field">
        <span id="settings-privacy-version-label" className="settings__label">
          {T.noticeVersion}
        </span>
        <p aria-labelledby="settings-privacy-version-label" className="settings__read-out" data-notice-version>
          {version}
        </p>
        <p className="field__hint">{T.noticeVersionHint}</p>
      </div>
    </Section>
  );
}
