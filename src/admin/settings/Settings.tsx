/**
 * Settings (docs/product.md 2.22), for Admins: everything the site says about the company, in one form
 * checked with the server's schema (src/lib/settings.ts). Saving republishes the site; a save over a version
 * someone else saved since is refused (409) and the screen offers to load what is stored now.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useState } from 'react';
import { type FieldErrors, type Path, type UseFormReturn, useFieldArray, useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { FormFailure } from '../../components/ui/form-parts.tsx';
import { settingsApi } from '../../lib/api/staff.ts';
import { ApiError, callApi, errorMessage } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { SETTINGS_TEXTS as T } from '../../lib/messages/settings.ts';
import { CERTIFICATE_IDS, MAX_PRICE_ROWS, type SiteSettings, siteSettingsSchema } from '../../lib/settings.ts';
import { Loading } from '../components/Loading.tsx';
import { useMe } from '../me.ts';
import { announceContentChange } from '../publishing.ts';
import './settings.css';

/** The form's values as typed (a blank number reads as NaN, a blank years as null), and as the schema reads them. */
type Values = v.InferInput<typeof siteSettingsSchema>;
type Form = UseFormReturn<Values, unknown, SiteSettings>;

/** The message of the first error at `path` (nested objects and lists included). */
function errorAt(errors: FieldErrors<Values>, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return (node as { message?: string } | undefined)?.message;
}

export default function Settings() {
  const me = useMe();
  const [loaded, setLoaded] = useState<{ data: SiteSettings; version: number } | null>(null);
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

function SettingsForm({ loaded, onReload }: { loaded: { data: SiteSettings; version: number }; onReload: () => void }) {
  const form: Form = useForm<Values, unknown, SiteSettings>({
    resolver: valibotResolver(siteSettingsSchema),
    mode: 'onTouched',
    // Settings saved before the quotations' run could be turned off have it on.
    defaultValues: { ...loaded.data, quotations: loaded.data.quotations ?? { expire: true, remind: true } },
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
        form.reset(answer.data);
        void notify.success(answer.message);
        announceContentChange();
      } catch (error) {
        const message = errorMessage(error);
        setFailure(message);
        setConflict(error instanceof ApiError && error.status === 409);
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

      <div className="settings__actions">
        <FormFailure failure={failure} />
        {conflict && (
          <button type="button" className="button button--secondary" onClick={onReload}>
            {T.loadStored}
          </button>
        )}
        <button type="submit" className="button" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? T.saving : T.save}
        </button>
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `settings-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="settings__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div className="settings__fields">{children}</div>
    </section>
  );
}

interface InputProps {
  form: Form;
  path: Path<Values>;
  label: string;
  required?: boolean;
  hint?: string;
}

/** A labelled input with its hint and error, announced with it (aria-describedby). */
function Labelled({
  id,
  label,
  required,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: (described: string | undefined) => React.ReactNode;
}) {
  const described = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children(described)}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

const idOf = (path: string) => `settings-${path.replace(/\./g, '-')}`;

function Text({ form, path, label, required, hint, type = 'text' }: InputProps & { type?: string }) {
  const error = errorAt(form.formState.errors, path);
  return (
    <Labelled id={idOf(path)} label={label} required={required} hint={hint} error={error}>
      {(described) => (
        <input
          id={idOf(path)}
          type={type}
          aria-invalid={Boolean(error)}
          aria-describedby={described}
          aria-required={required || undefined}
          {...form.register(path)}
        />
      )}
    </Labelled>
  );
}

function NumberInput({
  form,
  path,
  label,
  required,
  hint,
  step,
  blankIsNull,
}: InputProps & { step?: string; blankIsNull?: boolean }) {
  const error = errorAt(form.formState.errors, path);
  return (
    <Labelled id={idOf(path)} label={label} required={required} hint={hint} error={error}>
      {(described) => (
        <input
          id={idOf(path)}
          type="number"
          inputMode="decimal"
          step={step}
          aria-invalid={Boolean(error)}
          aria-describedby={described}
          aria-required={required || undefined}
          {...form.register(path, {
            setValueAs: (value) => (value === '' || value === null ? (blankIsNull ? null : NaN) : Number(value)),
          })}
        />
      )}
    </Labelled>
  );
}

/** A list of texts (e-mails, phones, points): one input each, with Remove, and Add below. */
function TextList({
  form,
  path,
  label,
  addLabel,
  max,
  type = 'text',
  hint,
}: {
  form: Form;
  path: 'emails' | 'phones' | 'priceTable.points';
  label: string;
  addLabel: string;
  max: number;
  type?: string;
  hint?: string;
}) {
  const values = (form.watch(path) ?? []) as string[];
  const listError = errorAt(form.formState.errors, path);
  const set = (next: string[]) => form.setValue(path, next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  return (
    <fieldset className="settings__list">
      <legend>{label}s</legend>
      {hint && <p className="field__hint">{hint}</p>}
      {values.map((_, index) => (
        <div key={index} className="settings__row">
          <Text
            form={form}
            path={`${path}.${index}` as Path<Values>}
            label={`${label} ${index + 1}`}
            required={path !== 'priceTable.points'}
            type={type}
          />
          <button
            type="button"
            className="button button--secondary"
            onClick={() => set(values.filter((__, other) => other !== index))}
          >
            {T.remove}
            <span className="visually-hidden">
              {' '}
              {label} {index + 1}
            </span>
          </button>
        </div>
      ))}
      {listError && <p className="field__error">{listError}</p>}
      {values.length < max && (
        <button type="button" className="button button--secondary" onClick={() => set([...values, ''])}>
          {addLabel}
        </button>
      )}
    </fieldset>
  );
}

function SocialLinks({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'social' });
  return (
    <fieldset className="settings__list">
      <legend>{T.socialLinks}</legend>
      {fields.length === 0 && <p className="field__hint">{T.noSocial}</p>}
      {fields.map((field, index) => (
        <div key={field.id} className="settings__row">
          <Text form={form} path={`social.${index}.label`} label={`${T.socialLabel} ${index + 1}`} required />
          <Text form={form} path={`social.${index}.url`} label={`${T.socialUrl} ${index + 1}`} required type="url" />
          <button type="button" className="button button--secondary" onClick={() => remove(index)}>
            {T.remove}
            <span className="visually-hidden">
              {' '}
              {T.socialLinks} {index + 1}
            </span>
          </button>
        </div>
      ))}
      {fields.length < 8 && (
        <button type="button" className="button button--secondary" onClick={() => append({ label: '', url: 'https://' })}>
          {T.addSocial}
        </button>
      )}
    </fieldset>
  );
}

function PriceRows({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'priceTable.rows' });
  const listError = errorAt(form.formState.errors, 'priceTable.rows');
  return (
    <fieldset className="settings__list">
      <legend>{T.priceRows}</legend>
      {fields.map((field, index) => (
        <div key={field.id} className="settings__row">
          <NumberInput form={form} path={`priceTable.rows.${index}.pieces`} label={`${T.pieces} ${index + 1}`} required />
          <NumberInput
            form={form}
            path={`priceTable.rows.${index}.price`}
            label={`${T.price} ${index + 1}`}
            required
            step="0.01"
          />
          <NumberInput
            form={form}
            path={`priceTable.rows.${index}.original`}
            label={`${T.original} ${index + 1}`}
            required
            step="0.01"
          />
          <button type="button" className="button button--secondary" onClick={() => remove(index)}>
            {T.remove}
            <span className="visually-hidden">
              {' '}
              {T.priceRow} {index + 1}
            </span>
          </button>
        </div>
      ))}
      {listError && <p className="field__error">{listError}</p>}
      {fields.length < MAX_PRICE_ROWS && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => append({ pieces: NaN, price: NaN, original: NaN })}
        >
          {T.addPriceRow}
        </button>
      )}
    </fieldset>
  );
}
