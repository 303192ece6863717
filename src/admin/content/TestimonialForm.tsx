/**
 * The testimonial form of the Manage Testimonials modal (docs/product.md 2.18): client name and content
 * required, company optional, star 5 down to 1 (held as text, default 5).
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { testimonialsApi } from '../../lib/api/content.ts';
import { callApi, errorMessage } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { ADMIN_TEXTS, MESSAGES } from '../../lib/messages.ts';
import { type TestimonialInput, testimonialSchema } from '../../lib/schemas.ts';
import type { Testimonial } from '../../lib/types.ts';
import { announceContentChange } from '../publishing.ts';
import { Field } from './Field.tsx';
import { FormActions } from './SidePanel.tsx';

const STARS = ['5', '4', '3', '2', '1'];

interface TestimonialFormProps {
  /** The testimonial being edited; absent when adding. */
  testimonial?: Testimonial;
  onSaved: () => void;
  onCancel: () => void;
}

export function TestimonialForm({ testimonial, onSaved, onCancel }: TestimonialFormProps) {
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TestimonialInput>({
    resolver: valibotResolver(testimonialSchema),
    mode: 'onTouched',
    defaultValues: {
      name: testimonial?.name ?? '',
      company: testimonial?.company ?? '',
      star: String(testimonial?.star ?? 5),
      message: testimonial?.message ?? '',
    },
  });

  const save = handleSubmit(async (values) => {
    setBusy(true);
    try {
      const body = {
        name: values.name,
        company: values.company,
        star: values.star,
        message: values.message,
        avatar: testimonial?.avatar ?? '',
      };
      await (testimonial
        ? callApi(testimonialsApi.replace, { params: { id: testimonial._id }, body })
        : callApi(testimonialsApi.create, { body }));
      announceContentChange();
      void notify.success(testimonial ? MESSAGES.testimonialUpdated : MESSAGES.testimonialAdded);
      onSaved();
    } catch (error) {
      void notify.error(ADMIN_TEXTS.testimonialSaveFailed, { description: errorMessage(error) });
      setBusy(false);
    }
  });

  return (
    <form className="content-form" noValidate onSubmit={save} aria-busy={busy}>
      <Field id="testimonial-name" label="Client Name" required error={errors.name?.message}>
        {(control) => <input {...control} {...register('name')} type="text" autoComplete="off" />}
      </Field>
      <Field id="testimonial-company" label="Company" error={errors.company?.message}>
        {(control) => <input {...control} {...register('company')} type="text" autoComplete="off" />}
      </Field>
      <Field id="testimonial-star" label="Star" error={errors.star?.message}>
        {(control) => (
          <select {...control} {...register('star')}>
            {STARS.map((star) => (
              <option key={star} value={star}>
                {star}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="testimonial-message" label="Testimonial Content" required error={errors.message?.message}>
        {(control) => <textarea {...control} {...register('message')} rows={5} />}
      </Field>
      <FormActions busy={busy} submitLabel={testimonial ? 'Update Testimonial' : 'Add Testimonial'} onCancel={onCancel} />
    </form>
  );
}
