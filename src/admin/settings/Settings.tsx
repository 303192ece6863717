/**
 * Settings (docs/product.md 2.22), for Admins: everything the site says about the company, in one form
 * checked with the server's schema (src/lib/settings.ts). Saving republishes the site; a save over a version
 * someone else saved since is refused (409) and the screen offers to load what is stored now.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { FormFailure } from '../../components/ui/form-parts.tsx';
import { settingsApi } from '../../lib/api/staff.ts';
import { ApiError, callApi, errorMessage } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { SETTINGS_TEXTS as T } from '../../lib/messages/settings.ts';
import { CERTIFICATE_IDS, type SettingsAsRead, type SiteSettings, siteSettingsSchema } from '../../lib/settings.ts';
import { Loading } from '../components/Loading.tsx';
import { useMe } from '../me.ts';
import { announceContentChange } from '../publishing.ts';
import { type Form, NumberInput, PriceRows, Section, SocialLinks, Text, TextList, type Values } from './SettingsFields.tsx';
import { Privacy, privacyValues } from './Privacy.tsx';
import { TaxAndBank, billingValues, withoutEmptyParts } from './TaxAndBank.tsx';
import './settings.css';
import { SubmitButton } from '../components/Button.tsx';

export default function Settings() {
  const me = useMe();
  const [loaded, setLoaded] = useState<{ data: SettingsAsRead; version: number } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const load = () => {
    setFailed(null);
    callApi(settingsApi.get)
      .then(setLoaded)
      .catch((error: unknown) => setFailed(errorMessage(error)));
  };
  useEffect(load, []);

  if (!me) return <Loading />;
  if (me.role !== 'Admin') {
    return (
      <section className="settings">
        <h1>{T.title}</h1>
        <p role="alert">{T.adminOnly}</p>
      </section>
    );
  }
  return (
    <section className="settings">
      <h1>{T.title}</h1>
      <p className="settings__intro">{T.intro}</p>
      {failed ? (
        <p role="alert">
          {failed}{' '}
          <button type="button" className="button button--secondary" onClick={load}>
            {T.tryAgain}
          </button>
        </p>
      ) : loaded ? (
        <SettingsForm key={loaded.version} loaded={loaded} onReload={load} />
      ) : (
        <Loading />
      )}
    </section>
  );
}

/** The form's values from the settings as read: empty fields for the tax and bank details not given yet. */
const formValues = (data: SettingsAsRead): Values => ({
  ...data,
  // Settings saved before the quotations' run could be turned off have it on.
  quotations: data.quotations ?? { expire: true, remind: true },
  ...billingValues(data),
  ...privacyValues(data),
});

const resolve = valibotResolver(siteSettingsSchema);

function SettingsForm({ loaded, onReload }: { loaded: { data: SettingsAsRead; version: number }; onReload: () => void }) {
  const form: Form = useForm<Values, unknown, SiteSettings>({
    resolver: (values, context, options) => resolve(withoutEmptyParts(values), context, options),
    mode: 'onTouched',
    defaultValues: formValues(loaded.data),
  });
  const [version, setVersion] = useState(loaded.version);
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const submit = handleSubmit(
    async (values) => {
      setFailure(null);
      setConflict(false);
      try {
        const answer = await callApi(settingsApi.save, { body: values, headers: { 'If-Match': String(version) } });
        setVersion(answer.version);
        form.reset(formValues(answer.data));
        void notify.success(answer.message);
        announceContentChange();
      } catch (error) {
        const message = errorMessage(error);
        setFailure(message);
        setConflict(error instanceof ApiError && error.status === 409);
        // The server's word on a field goes under it (or above the part of the form it names).
        if (error instanceof ApiError) {
          for (const [field, text] of Object.entries(error.errors ?? {})) form.setError(field as Path<Values>, { message: text });
        }
        void notify.error(message);
      }
    },
    // The first field to fix gets the focus; the count is said above the buttons.
    () => setFailure(T.fixErrors),
  );

  return (
    <form className="settings__form" noValidate onSubmit={submit}>
      <Section title={T.company}>
        <Text form={form} path="name" label={T.name} required />
        <Text form={form} path="tagline" label={T.tagline} required />
        <NumberInput form={form} path="founded" label={T.founded} required />
      </Section>

      <Section title={T.address}>
        <Text form={form} path="address.street" label={T.street} required />
        <Text form={form} path="address.city" label={T.city} required />
        <Text form={form} path="address.postalCode" label={T.postalCode} required />
        <Text form={form} path="address.country" label={T.country} required />
        <Text form={form} path="address.countryCode" label={T.countryCode} required hint={T.countryCodeHint} />
      </Section>

      <Section title={T.contact}>
        <TextList form={form} path="emails" label={T.email} addLabel={T.addEmail} max={5} type="email" />
        <TextList form={form} path="phones" label={T.phone} addLabel={T.addPhone} max={5} type="tel" hint={T.phonesHint} />
        <Text form={form} path="whatsapp" label={T.whatsapp} required type="tel" />
        <Text form={form} path="hours" label={T.hours} required />
      </Section>

      <Section title={T.map}>
        <NumberInput form={form} path="map.latitude" label={T.latitude} required step="any" />
        <NumberInput form={form} path="map.longitude" label={T.longitude} required step="any" />
        <Text form={form} path="map.area" label={T.area} required hint={T.areaHint} />
      </Section>

      <Section title={T.social}>
        <SocialLinks form={form} />
      </Section>

      <Section title={T.priceTable}>
        <Text form={form} path="priceTable.title" label={T.priceTitle} required />
        <Text form={form} path="priceTable.caption" label={T.priceCaption} required />
        <Text form={form} path="priceTable.note" label={T.priceNote} />
        <TextList form={form} path="priceTable.points" label={T.point} addLabel={T.addPoint} max={5} />
        <PriceRows form={form} />
      </Section>

      <Section title={T.claims}>
        <NumberInput form={form} path="claims.years" label={T.years} hint={T.yearsHint} blankIsNull />
        <NumberInput form={form} path="claims.clients" label={T.clients} required />
        <NumberInput form={form} path="claims.countries" label={T.countries} required />
        <NumberInput form={form} path="claims.rating" label={T.rating} required step="0.1" />
        <NumberInput form={form} path="claims.reviews" label={T.reviews} required />
      </Section>

      <Section title={T.certificates}>
        <fieldset className="settings__choices">
          <legend>{T.certificatesShown}</legend>
          {CERTIFICATE_IDS.map((id) => (
            <label key={id} className="settings__choice">
              <input type="checkbox" value={id} {...form.register('certificates')} />
              {T.certificateNames[id]}
            </label>
          ))}
        </fieldset>
      </Section>

      <Section title={T.quotations}>
        <fieldset className="settings__choices">
          <legend>{T.quotationsRun}</legend>
          <label className="settings__choice">
            <input type="checkbox" {...form.register('quotations.expire')} />
            {T.expireQuotations}
          </label>
          <label className="settings__choice">
            <input type="checkbox" {...form.register('quotations.remind')} />
            {T.remindCustomers}
          </label>
        </fieldset>
      </Section>

      <TaxAndBank form={form} />

      <Privacy form={form} />

      <div className="settings__actions">
        <FormFailure failure={failure} />
        {conflict && (
          <button type="button" className="button button--secondary" onClick={onReload}>
            {T.loadStored}
          </button>
        )}
        <SubmitButton busy={isSubmitting} label={T.save} busyLabel={T.saving} />
      </div>
    </form>
  );
}
