/**
 * The Settings form's parts: its sections, and its fields as the admin's field kit (components/Field.tsx) with
 * ids from their paths ('address.city' is #settings-address-city), lists of texts, the social links and the
 * price table's rows.
 */
import type { ReactNode } from 'react';
import { type Path, type UseFormReturn, useFieldArray } from 'react-hook-form';
import type * as v from 'valibot';
import { SETTINGS_TEXTS as T } from '../../lib/messages/settings.ts';
import { MAX_PRICE_ROWS, type SiteSettings, type siteSettingsSchema } from '../../lib/settings.ts';
import { InputField, NumberField, errorAt } from '../components/Field.tsx';

/** The form's values as typed (a blank number reads as NaN, a blank years as null), and as the schema reads them. */
export type Values = v.InferInput<typeof siteSettingsSchema>;
export type Form = UseFormReturn<Values, unknown, SiteSettings>;

export function Section({ title, children }: { title: string; children: ReactNode }) {
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

const idOf = (path: string) => `settings-${path.replace(/\./g, '-')}`;

export const Text = ({ type = 'text', ...props }: InputProps & { type?: string }) => (
  <InputField id={idOf(props.path)} type={type} {...props} />
);

export const NumberInput = (props: InputProps & { step?: string; blankIsNull?: boolean }) => (
  <NumberField id={idOf(props.path)} {...props} />
);

/** A list of texts (e-mails, phones, points): one input each, with Remove, and Add below. */
export function TextList({
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

export function SocialLinks({ form }: { form: Form }) {
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

export function PriceRows({ form }: { form: Form }) {
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
