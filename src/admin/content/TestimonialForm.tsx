/**
 * The testimonial form of the Manage Testimonials modal (docs/product.md 2.18): client name and content
 * required, company optional, star 5 down to 1 (held as text, default 5); saved as products and posts are
 * (use-content-save.ts), with the edit-conflict dialog.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { testimonialsApi } from '../../lib/api/content.ts';
import { callApi, errorMessage } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { ADMIN_TEXTS } from '../../lib/messages/admin.ts';
import { MESSAGES } from '../../lib/messages/answers.ts';
import { type Testimonial, type TestimonialInput, testimonialSchema } from '../../lib/schemas/content.ts';
import { ConflictDialog } from './ConflictDialog.tsx';
import type { ConflictField } from './edit-conflict.ts';
import { Field, SelectField } from '../components/Field.tsx';
import { FormActions } from '../components/FormActions.tsx';
import { useContentSave } from './use-content-save.ts';

const STARS = ['5', '4', '3', '2', '1'];

const CONFLICT_FIELDS: ConflictField<Testimonial>[] = [
  { key: 'name', label: 'Client Name' },
  { key: 'company', label: 'Company' },
  { key: 'star', label: 'Star' },
  { key: 'message', label: 'Testimonial Content' },
  { key: 'avatar', label: 'Avatar' },
];

const formValues = (testimonial?: Testimonial) => ({
  name: testimonial?.name ?? '',
  company: testimonial?.company ?? '',
  star: String(testimonial?.star ?? 5),
  message: testimonial?.message ?? '',
});

interface TestimonialFormProps {
  /** The testimonial being edited; absent when adding. */
  testimonial?: Testimonial;
  onSaved: () => void;
  onCancel: () => void;
}

export function TestimonialForm({ testimonial, onSaved, onCancel }: TestimonialFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<TestimonialInput>({
    resolver: valibotResolver(testimonialSchema),
    mode: 'onTouched',
    defaultValues: formValues(testimonial),
  });

  const { busy, save, conflictDialog } = useContentSave<TestimonialInput, Testimonial>({
    setError,
    opened: testimonial,
    fields: CONFLICT_FIELDS,
    load: (stored) => reset(formValues(stored)),
    send: (values, _imageUrls, edit) => {
      const body = {
        name: values.name,
        company: values.company,
        star: values.star,
        message: values.message,
        avatar: edit?.record.avatar ?? '',
      };
      return edit
        ? callApi(testimonialsApi.replace, { params: { id: edit.record._id }, body, headers: edit.headers })
        : callApi(testimonialsApi.create, { body });
    },
    saved: testimonial ? MESSAGES.testimonialUpdated : MESSAGES.testimonialAdded,
    failed: (error) => void notify.error(ADMIN_TEXTS.testimonialSaveFailed, { description: errorMessage(error) }),
    onSaved,
  });

  return (
    <form className="content-form" noValidate onSubmit={handleSubmit(save)} aria-busy={busy}>
      <Field id="testimonial-name" label="Client Name" required error={errors.name?.message}>
        {(control) => <input {...control} {...register('name')} type="text" autoComplete="off" />}
      </Field>
      <Field id="testimonial-company" label="Company" error={errors.company?.message}>
        {(control) => <input {...control} {...register('company')} type="text" autoComplete="off" />}
      </Field>
      <SelectField
        id="testimonial-star"
        label="Star"
        error={errors.star?.message}
        options={STARS}
        registration={register('star')}
      />
      <Field id="testimonial-message" label="Testimonial Content" required error={errors.message?.message}>
        {(control) => <textarea {...control} {...register('message')} rows={5} />}
      </Field>
      <FormActions busy={busy} submitLabel={testimonial ? 'Update Testimonial' : 'Add Testimonial'} onCancel={onCancel} />
      <ConflictDialog {...conflictDialog} />
    </form>
  );
}
