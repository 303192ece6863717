/**
 * The blog form of the side panel (SPEC.md 2.17): title and content required, author defaults to
 * Admin, tags as one text, one cover image uploaded on save. A failed save keeps the panel open and
 * says why (DECISIONS.md 12).
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { ApiError, apiRequest, errorMessage } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { BLOG_STATUSES, DEFAULT_BLOG_AUTHOR } from '../../lib/constants.ts';
import { MESSAGES } from '../../lib/messages.ts';
import { type BlogInput, blogSchema } from '../../lib/schemas.ts';
import type { Blog } from '../../lib/types.ts';
import { announceContentChange } from '../publishing.ts';
import { Field } from './Field.tsx';
import { ImageField } from './ImageField.tsx';
import { type ImageChoice, resolveImage } from './image-upload.ts';
import { FormActions } from './SidePanel.tsx';

const FIELDS = ['title', 'author', 'content', 'tags', 'status'] as const;

interface BlogFormProps {
  /** The post being edited; absent when adding. */
  blog?: Blog;
  onSaved: () => void;
  onCancel: () => void;
}

export function BlogForm({ blog, onSaved, onCancel }: BlogFormProps) {
  const [image, setImage] = useState<ImageChoice>(blog?.coverImage ? { url: blog.coverImage } : null);
  const [imageError, setImageError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<BlogInput>({
    resolver: valibotResolver(blogSchema),
    mode: 'onTouched',
    defaultValues: {
      title: blog?.title ?? '',
      author: blog?.author ?? DEFAULT_BLOG_AUTHOR,
      content: blog?.content ?? '',
      tags: blog?.tags.join(', ') ?? '',
      status: blog?.status ?? 'New',
    },
  });

  const save = handleSubmit(async (values) => {
    setBusy(true);
    setImageError(undefined);
    try {
      let coverImage: string;
      try {
        coverImage = await resolveImage(image);
      } catch (error) {
        setImageError(errorMessage(error, 'The image could not be uploaded.'));
        throw error;
      }
      const body = {
        title: values.title,
        author: values.author,
        content: values.content,
        tags: values.tags,
        status: values.status,
        coverImage,
      };
      const answer = await apiRequest<{ message?: string }>(blog ? `/api/blogs/${blog._id}` : '/api/blogs', {
        method: blog ? 'PUT' : 'POST',
        body,
        auth: true,
      });
      announceContentChange();
      void notify.success(answer?.message || (blog ? MESSAGES.blogUpdated : MESSAGES.blogSubmitted));
      onSaved();
    } catch (error) {
      console.error(error);
      if (error instanceof ApiError && error.errors) {
        for (const [field, message] of Object.entries(error.errors)) {
          if ((FIELDS as readonly string[]).includes(field)) setError(field as FieldPath<BlogInput>, { message });
        }
      }
      void notify.error(blog ? 'Blog not updated' : 'Blog not submitted', { description: errorMessage(error) });
      setBusy(false);
    }
  });

  return (
    <form className="catalogue-form" noValidate onSubmit={save} aria-busy={busy}>
      <Field id="blog-title" label="Title" required error={errors.title?.message}>
        {(control) => <input {...control} {...register('title')} type="text" autoComplete="off" />}
      </Field>
      <Field id="blog-author" label="Author" error={errors.author?.message}>
        {(control) => <input {...control} {...register('author')} type="text" />}
      </Field>
      <Field id="blog-content" label="Content" required error={errors.content?.message}>
        {(control) => <textarea {...control} {...register('content')} rows={10} />}
      </Field>
      <ImageField id="blog-cover" label="Cover Image" value={image} onChange={setImage} error={imageError} />
      <Field id="blog-tags" label="Tags" error={errors.tags?.message} hint="Separate tags with commas, e.g. tech, react">
        {(control) => <input {...control} {...register('tags')} type="text" placeholder="tech, react" />}
      </Field>
      <Field id="blog-status" label="Status" error={errors.status?.message}>
        {(control) => (
          <select {...control} {...register('status')}>
            {BLOG_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FormActions busy={busy} submitLabel="Submit Blog" onCancel={onCancel} />
    </form>
  );
}
