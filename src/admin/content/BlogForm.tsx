/**
 * The blog form of the side panel (docs/product.md 2.17): title and content required, author defaults to
 * Admin, tags as one text, one cover image uploaded on save. A failed save keeps the panel open and
 * says why (docs/product.md departure 12).
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { blogsApi } from '../../lib/api/content.ts';
import { callApi, errorMessage } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { BLOG_STATUSES, DEFAULT_BLOG_AUTHOR } from '../../lib/constants.ts';
import { ADMIN_TEXTS, MESSAGES } from '../../lib/messages.ts';
import { type BlogInput, blogSchema } from '../../lib/schemas.ts';
import type { Blog } from '../../lib/types.ts';
import { ConflictDialog } from './ConflictDialog.tsx';
import type { ConflictField } from './edit-conflict.ts';
import { Field, SelectField } from './Field.tsx';
import { ImageField } from './ImageField.tsx';
import type { ImageChoice } from './image-upload.ts';
import { FormActions } from './SidePanel.tsx';
import { useContentSave } from './use-content-save.ts';

/** What the API takes of the form (and nothing else the form may hold). */
const pick = ({ title, author, content, tags, status }: BlogInput) => ({ title, author, content, tags, status });

const CONFLICT_FIELDS: ConflictField<Blog>[] = [
  { key: 'title', label: 'Title' },
  { key: 'author', label: 'Author' },
  { key: 'content', label: 'Content' },
  { key: 'coverImage', label: 'Cover Image' },
  { key: 'tags', label: 'Tags' },
  { key: 'status', label: 'Status' },
];

const formValues = (blog?: Blog) => ({
  title: blog?.title ?? '',
  author: blog?.author ?? DEFAULT_BLOG_AUTHOR,
  content: blog?.content ?? '',
  tags: blog?.tags.join(', ') ?? '',
  status: blog?.status ?? 'New',
});

interface BlogFormProps {
  /** The post being edited; absent when adding. */
  blog?: Blog;
  onSaved: () => void;
  onCancel: () => void;
}

export function BlogForm({ blog, onSaved, onCancel }: BlogFormProps) {
  const [image, setImage] = useState<ImageChoice>(blog?.coverImage ? { url: blog.coverImage } : null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<BlogInput>({
    resolver: valibotResolver(blogSchema),
    mode: 'onTouched',
    defaultValues: formValues(blog),
  });

  const { busy, imageError, save, conflictDialog } = useContentSave<BlogInput, Blog>({
    images: [image],
    setError,
    opened: blog,
    fields: CONFLICT_FIELDS,
    load: (stored) => {
      reset(formValues(stored));
      setImage(stored.coverImage ? { url: stored.coverImage } : null);
    },
    send: (values, [coverImage = ''], edit) => {
      const body = { ...pick(values), coverImage };
      return edit
        ? callApi(blogsApi.replace, { params: { key: edit.record._id }, body, headers: edit.headers })
        : callApi(blogsApi.create, { body });
    },
    saved: blog ? MESSAGES.blogUpdated : MESSAGES.blogSubmitted,
    failed: (error) =>
      void notify.error(blog ? ADMIN_TEXTS.blogNotUpdated : ADMIN_TEXTS.blogNotSubmitted, { description: errorMessage(error) }),
    onSaved,
  });

  return (
    <form className="content-form" noValidate onSubmit={handleSubmit(save)} aria-busy={busy}>
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
      <SelectField
        id="blog-status"
        label="Status"
        error={errors.status?.message}
        options={BLOG_STATUSES}
        registration={register('status')}
      />
      <FormActions busy={busy} submitLabel="Submit Blog" onCancel={onCancel} />
      <ConflictDialog {...conflictDialog} />
    </form>
  );
}
