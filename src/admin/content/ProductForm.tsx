/**
 * The product form of the side panel (docs/product.md 2.16, section 5): productSchema's messages under each
 * field once touched; the image is uploaded first, then the product is created or replaced.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { productsApi } from '../../lib/api/content.ts';
import { callApi, errorMessage } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { labelOf } from '../../lib/categories.ts';
import { useCategories } from '../categories.ts';
import { PRODUCT_STATUSES } from '../../lib/constants.ts';
import { ADMIN_TEXTS, MESSAGES } from '../../lib/messages.ts';
import { type ProductInput, productSchema } from '../../lib/schemas.ts';
import type { Product } from '../../lib/types.ts';
import { ConflictDialog } from './ConflictDialog.tsx';
import type { ConflictField } from './edit-conflict.ts';
import { Field, SelectField } from './Field.tsx';
import { ImageField } from './ImageField.tsx';
import type { ImageChoice } from './image-upload.ts';
import { FormActions } from './SidePanel.tsx';
import { useContentSave } from './use-content-save.ts';

const SHORT_MAX = 150;

/** What the conflict dialog compares: the form's fields and what the save keeps of the record. */
const conflictFields = (categories: { id: string; label: string }[]): ConflictField<Product>[] => [
  { key: 'name', label: 'Name' },
  { key: 'category', label: 'Category', show: (product) => labelOf(product.category, categories) },
  { key: 'status', label: 'Status' },
  { key: 'shortDescription', label: 'Short Description' },
  { key: 'longDescription', label: 'Long Description' },
  { key: 'price', label: 'Price (₹)' },
  { key: 'images', label: 'Product Images' },
  { key: 'description', label: 'Description' },
  { key: 'popular', label: 'Popular' },
];

const formValues = (product?: Product) => ({
  name: product?.name ?? '',
  category: product?.category ?? '',
  status: product?.status ?? 'Active',
  shortDescription: product?.shortDescription ?? '',
  longDescription: product?.longDescription ?? '',
  price: product?.price,
});

interface ProductFormProps {
  /** The product being edited; absent when adding. */
  product?: Product;
  onSaved: () => void;
  onCancel: () => void;
}

export function ProductForm({ product, onSaved, onCancel }: ProductFormProps) {
  const categories = useCategories();
  const [image, setImage] = useState<ImageChoice>(product?.images[0] ? { url: product.images[0] } : null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    reset,
    formState: { errors },
  } = useForm<ProductInput>({
    resolver: valibotResolver(productSchema),
    mode: 'onTouched',
    defaultValues: formValues(product),
  });
  const shortLength = watch('shortDescription')?.length ?? 0;

  const { busy, imageError, save, conflictDialog } = useContentSave<ProductInput, Product>({
    image,
    setError,
    opened: product,
    fields: conflictFields(categories),
    load: (stored) => {
      reset(formValues(stored));
      setImage(stored.images[0] ? { url: stored.images[0] } : null);
    },
    send: (values, imageUrl, edit) => {
      const body = {
        ...(edit && { _id: edit.record._id, description: edit.record.description, popular: edit.record.popular }),
        name: values.name,
        category: values.category,
        status: values.status,
        shortDescription: values.shortDescription,
        longDescription: values.longDescription,
        price: values.price,
        images: imageUrl ? [imageUrl] : [],
      };
      return edit
        ? callApi(productsApi.replace, { params: { id: edit.record._id }, body, headers: edit.headers })
        : callApi(productsApi.create, { body });
    },
    saved: product ? MESSAGES.productUpdated : MESSAGES.productSubmitted,
    failed: (error) => void notify.error(errorMessage(error, ADMIN_TEXTS.productSaveFailed)),
    onSaved,
  });

  return (
    <form className="content-form" noValidate onSubmit={handleSubmit(save)} aria-busy={busy}>
      <Field id="product-name" label="Name" required error={errors.name?.message}>
        {(control) => <input {...control} {...register('name')} type="text" autoComplete="off" />}
      </Field>
      <div className="content-form__row">
        <SelectField
          id="product-category"
          label="Category"
          required
          error={errors.category?.message}
          placeholder="Select a category"
          options={categories.map(({ id, label, hidden }) => ({ value: id, label: hidden ? `${label} (hidden)` : label }))}
          registration={register('category')}
        />
        <SelectField
          id="product-status"
          label="Status"
          required
          error={errors.status?.message}
          placeholder="Select status"
          options={PRODUCT_STATUSES}
          registration={register('status')}
        />
      </div>
      <Field
        id="product-short"
        label="Short Description"
        required
        error={errors.shortDescription?.message}
        hint={`${shortLength}/${SHORT_MAX} characters`}
      >
        {(control) => <input {...control} {...register('shortDescription')} type="text" maxLength={SHORT_MAX} />}
      </Field>
      <Field id="product-long" label="Long Description" required error={errors.longDescription?.message}>
        {(control) => <textarea {...control} {...register('longDescription')} rows={5} />}
      </Field>
      <Field id="product-price" label="Price (₹)" required error={errors.price?.message}>
        {(control) => (
          <input
            {...control}
            {...register('price', { valueAsNumber: true })}
            type="number"
            step="0.01"
            min="0"
            inputMode="decimal"
          />
        )}
      </Field>
      <ImageField id="product-image" label="Product Images" value={image} onChange={setImage} error={imageError} />
      <FormActions busy={busy} submitLabel={product ? 'Update Product' : 'Save Product'} onCancel={onCancel} />
      <ConflictDialog {...conflictDialog} />
    </form>
  );
}
