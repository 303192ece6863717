/**
 * The blog form of the side panel (docs/product.md 2.17): title and content required, author defaults to
 * Admin, tags as one text, one cover image uploaded on save, a publish date (New Delhi time), the content
 * in Markdown (posts written before stay plain text until ticked) and a Preview of the post as it will
 * read. A failed save keeps the panel open and says why (docs/product.md departure 12).
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { publishInputValue } from '../../lib/blog.ts';
import { useForm } from 'react-hook-form';
import { blogsApi } from '../../lib/api/content.ts';
import { callApi, errorMessage } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { BLOG_STATUSES, DEFAULT_BLOG_AUTHOR } from '../../lib/constants.ts';
import { ADMIN_TEXTS } from '../../lib/messages/admin.ts';
import { MESSAGES } from '../../lib/messages/answers.ts';
import { BLOG_FORM_TEXTS } from '../../lib/messages/content.ts';
import { type Blog, type BlogInput, blogSchema } from '../../lib/schemas/content.ts';
import { ConflictDialog } from './ConflictDialog.tsx';
import type { ConflictField } from './edit-conflict.ts';
import { Field, SelectField } from '../components/Field.tsx';
import { ImageField } from './ImageField.tsx';
import type { ImageChoice } from './image-upload.ts';
import { FormActions } from '../components/FormActions.tsx';
import { BlogPreview } from './BlogPreview.tsx';
import { useContentSave } from './use-content-save.ts';

/** What the API takes of the form (and nothing else the form may hold). */
const pick = ({ title, author, content, tags, status, publishAt }: BlogInput) => ({
  title,
  author,
  content,
  tags,
  status,
  publishAt,
});

const CONFLICT_FIELDS: ConflictField<Blog>[] = [
  { key: 'title', label: 'Title' },
  { key: 'author', label: 'Author' },
  { key: 'content', label: 'Content' },
  { key: 'coverImage', label: 'Cover Image' },
  { key: 'tags', label: 'Tags' },
  { key: 'status', label: 'Status' },
  { key: 'publishAt', label: 'Publish date' },
];

const formValues = (blog?: Blog) => ({
  title: blog?.title ?? '',
  author: blog?.author ?? DEFAULT_BLOG_AUTHOR,
  content: blog?.content ?? '',
  tags: blog?.tags.join(', ') ?? '',
  status: blog?.status ?? 'New',
  publishAt: publishInputValue(blog?.publishAt),
});

interface BlogFormProps {
  /** The post being edited; absent when adding. */
  blog?: Blog;
  onSaved: () => void;
  onCancel: () => void;
}

export function BlogForm({ blog, onSaved, onCancel }: BlogFormProps) {
  const [image, setImage] = useState<ImageChoice>(blog?.coverImage ? { url: blog.coverImage } : null);
  // A new post is Markdown; one written before Markdown stays plain text until staff tick the box.
  const [markdown, setMarkdown] = useState(!blog || blog.format === 'markdown');
  const [previewing, setPreviewing] = useState(false);
  const {
    register,
    watch,
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
      setMarkdown(stored.format === 'markdown');
    },
    send: (values, [coverImage = ''], edit) => {
      const body = { ...pick(values), coverImage, format: markdown ? ('markdown' as const) : ('text' as const) };
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
      <Field
        id="blog-content"
        label="Content"
        required
        error={errors.content?.message}
        hint={markdown ? BLOG_FORM_TEXTS.markdownHint : BLOG_FORM_TEXTS.textHint}
      >
        {(control) => <textarea {...control} {...register('content')} rows={10} />}
      </Field>
      <Field id="blog-markdown" label={BLOG_FORM_TEXTS.markdown}>
        {(control) => (
          <input
            {...control}
            type="checkbox"
            className="content-form__check"
            checked={markdown}
            onChange={(event) => setMarkdown(event.target.checked)}
          />
        )}
      </Field>
      <div className="content-form__preview-toggle">
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={previewing}
          aria-controls="blog-preview"
          onClick={() => setPreviewing((shown) => !shown)}
        >
          {previewing ? BLOG_FORM_TEXTS.hidePreview : BLOG_FORM_TEXTS.preview}
        </button>
      </div>
      {previewing && <BlogPreview id="blog-preview" title={watch('title')} content={watch('content')} markdown={markdown} />}
      <ImageField id="blog-cover" label="Cover Image" value={image} onChange={setImage} error={imageError} />
      <Field id="blog-tags" label="Tags" error={errors.tags?.message} hint="Separate tags with commas, e.g. tech, react">
        {(control) => <input {...control} {...register('tags')} type="text" placeholder="tech, react" />}
      </Field>
      <Field id="blog-publish-at" label="Publish date" error={errors.publishAt?.message} hint={BLOG_FORM_TEXTS.publishHint}>
        {(control) => <input {...control} {...register('publishAt')} type="datetime-local" />}
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
