/**
 * The contact form (docs/product.md 2.9, rules of section 5). Its server-rendered HTML is a complete form that
 * posts to /api/contacts with the browser's own constraints, so it works before (or without) hydration;
 * once hydrated it validates with the shared contactSchema after a field is touched, sends JSON and
 * answers with toasts. Hydrated on interaction (client:interaction), so no React loads before that.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { type InputHTMLAttributes, type TextareaHTMLAttributes, useEffect, useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import { contactsApi } from '../../lib/api/inboxes.ts';
import { pathOf } from '../../lib/api/define.ts';
import { ApiError, callApi, errorMessage } from '../../lib/client/api.ts';
import { useSubmissionKey } from '../../lib/client/submission-key.ts';
import { notify } from '../../lib/client/notify.ts';
import { CONTACT_SUBJECTS, HONEYPOT_FIELD } from '../../lib/constants.ts';
import { SITE_ANSWERS, SITE_TEXTS } from '../../lib/messages/site.ts';
import { type ContactInput, PHONE_DIGITS_MESSAGE, contactSchema } from '../../lib/schemas/inboxes.ts';
import { NewsBox, PrivacyNote } from '../privacy/FormPrivacy.tsx';
import { usePublicForm } from '../ui/form-parts.tsx';

type Values = ContactInput;
type Field = Exclude<FieldPath<Values>, typeof HONEYPOT_FIELD | 'marketing'>;

/** docs/product.md section 3's subject options, offered as suggestions of a text field (docs/decisions.md). */
export const SUBJECT_SUGGESTIONS = CONTACT_SUBJECTS.map((id) => id.charAt(0).toUpperCase() + id.slice(1).replace(/-/g, ' '));

interface FieldSpec {
  name: Field;
  label: string;
  /** docs/product.md 5: phone and company are required but their labels carry no star. */
  star: boolean;
  hint?: string;
  input: InputHTMLAttributes<HTMLInputElement> & TextareaHTMLAttributes<HTMLTextAreaElement>;
  multiline?: boolean;
  wide?: boolean;
}

// Native constraints mirror contactSchema for the form posted without JavaScript.
const FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Name', star: true, input: { type: 'text', autoComplete: 'name', minLength: 2, maxLength: 100 } },
  { name: 'email', label: 'Email', star: true, input: { type: 'email', autoComplete: 'email', maxLength: 254 } },
  {
    name: 'phone',
    label: 'Phone',
    star: false,
    hint: '10 digits, e.g. 9810012345',
    input: {
      type: 'tel',
      autoComplete: 'tel-national',
      inputMode: 'numeric',
      pattern: '[0-9]{10}',
      title: PHONE_DIGITS_MESSAGE,
    },
  },
  {
    name: 'company',
    label: 'Company',
    star: false,
    input: { type: 'text', autoComplete: 'organization', minLength: 2, maxLength: 100 },
  },
  {
    name: 'subject',
    label: 'Subject',
    star: true,
    hint: 'Pick a topic or write your own',
    input: { type: 'text', list: 'contact-subjects', autoComplete: 'off', minLength: 5, maxLength: 150 },
    wide: true,
  },
  {
    name: 'message',
    label: 'Message',
    star: true,
    multiline: true,
    input: { minLength: 10, maxLength: 5000, rows: 6 },
    wide: true,
  },
];

const EMPTY: Values = {
  name: '',
  email: '',
  phone: '',
  company: '',
  subject: '',
  message: '',
  marketing: false,
  [HONEYPOT_FIELD]: '',
};
const FIELD_NAMES = new Set<string>(FIELDS.map((field) => field.name));

export default function ContactForm() {
  // No defaultValues: fields read what the visitor typed before hydration finished (and are checked if left).
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = usePublicForm<Values>({ resolver: valibotResolver(contactSchema) });
  const [hydrated, setHydrated] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const submission = useSubmissionKey();

  // The browser's own validation stays on until this code can validate instead.
  useEffect(() => setHydrated(true), []);

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const answer = await callApi(contactsApi.create, { body: values, headers: submission.headers(values) });
      submission.sent();
      const text = answer?.message || SITE_ANSWERS.contactReceived;
      reset(EMPTY);
      setOutcome({ ok: true, text });
      void notify.success(text);
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        for (const [name, message] of Object.entries(error.errors)) {
          if (FIELD_NAMES.has(name)) setError(name as Field, { message }, { shouldFocus: true });
        }
      }
      const text = errorMessage(error);
      setOutcome({ ok: false, text });
      void notify.error(text);
    }
  });

  return (
    <form
      id="contact-form"
      className="contact-form"
      method="post"
      action={pathOf(contactsApi.create)}
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-describedby="contact-form-note"
    >
      <p id="contact-form-note" className="contact-form__note">
        All fields are required. We reply within 24 hours.
      </p>
      <div className="contact-form__grid">
        {FIELDS.map((field) => {
          const id = `contact-${field.name}`;
          const error = errors[field.name]?.message;
          const describedBy = [field.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
          const common = {
            id,
            required: true,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': describedBy,
            ...register(field.name),
          };
          return (
            <div key={field.name} className={field.wide ? 'field contact-form__wide' : 'field'}>
              <label htmlFor={id}>
                {field.label}
                {field.star && (
                  <span className="contact-form__star" aria-hidden="true">
                    {' '}
                    *
                  </span>
                )}
              </label>
              {field.multiline ? <textarea {...field.input} {...common} /> : <input {...field.input} {...common} />}
              {field.hint && (
                <p id={`${id}-hint`} className="field__hint">
                  {field.hint}
                </p>
              )}
              {error && (
                <p id={`${id}-error`} className="field__error">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <datalist id="contact-subjects">
        {SUBJECT_SUGGESTIONS.map((subject) => (
          <option key={subject} value={subject} />
        ))}
      </datalist>
      {/* Hidden from people; a bot that fills it is answered as usual and nothing is stored. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD)} />
      </div>
      <NewsBox id="contact-marketing" registration={register('marketing')} />
      <PrivacyNote />
      <div className="contact-form__actions">
        <button type="submit" className="button contact-form__submit" disabled={isSubmitting}>
          {isSubmitting ? SITE_TEXTS.sending : 'Send Message'}
        </button>
        <p className={outcome?.ok ? 'contact-form__outcome contact-form__outcome--ok' : 'contact-form__outcome'} role="status">
          {outcome?.text}
        </p>
      </div>
    </form>
  );
}
