/**
 * The product form of the side panel (docs/product.md 2.16, section 5): productSchema's messages under each
 * field once touched; new images are uploaded first, then the product is created or replaced. Besides the
 * original's fields: up to 8 images with alt texts, Popular, price tiers, the options it comes in, and its own
 * HSN code and GST rate for invoices (empty: its category's).
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { productsApi } from '../../lib/api/content.ts';
import { callApi, errorMessage } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { labelOf } from '../../lib/categories.ts';
import { useCategories } from '../staff-categories.ts';
import { PRODUCT_STATUSES } from '../../lib/constants.ts';
import { ADMIN_TEXTS } from '../../lib/messages/admin.ts';
import { MESSAGES } from '../../lib/messages/answers.ts';
import { PRODUCT_FORM_TEXTS as T, PRODUCT_OPTION_LABELS } from '../../lib/messages/products.ts';
import { PRODUCT_OPTIONS } from '../../lib/constants.ts';
import { optionsOf, tiersOf } from '../../lib/product.ts';
import { type Product, type ProductInput, productSchema } from '../../lib/schemas/content.ts';
import { ConflictDialog } from './ConflictDialog.tsx';
import type { ConflictField } from './edit-conflict.ts';
import { Field, SelectField } from '../components/Field.tsx';
import { type ImageItem, ImagesField, imageItem } from './ImagesField.tsx';
import { FormActions } from '../components/FormActions.tsx';
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
  { key: 'imageAlts', label: 'Alt texts' },
  { key: 'description', label: 'Description' },
  { key: 'popular', label: 'Popular' },
  {
    key: 'priceTiers',
    label: T.tiers,
    show: (product) =>
      tiersOf(product)
        .map((tier) => `${tier.quantity}: ₹${tier.price}`)
        .join(', '),
  },
  {
    key: 'options',
    label: T.options,
    show: (product) => PRODUCT_OPTIONS.map((key) => optionsOf(product)[key].join(', ')).join(' / '),
  },
];

const formValues = (product?: Product) => ({
  name: product?.name ?? '',
  category: product?.category ?? '',
  status: product?.status ?? 'Active',
  shortDescription: product?.shortDescription ?? '',
  longDescription: product?.longDescription ?? '',
  price: product?.price,
  popular: product?.popular ?? false,
  priceTiers: product ? tiersOf(product) : [],
  hsn: product?.hsn ?? '',
  gstPercent: product?.gstPercent,
  options: Object.fromEntries(PRODUCT_OPTIONS.map((key) => [key, product ? optionsOf(product)[key].join('\n') : ''])) as Record<
    (typeof PRODUCT_OPTIONS)[number],
    string
  >,
});

const imageItems = (product?: Product): ImageItem[] =>
  (product?.images ?? []).filter(Boolean).map((url, index) => imageItem({ url }, product?.imageAlts?.[index] ?? ''));

interface ProductFormProps {
  /** The product being edited; absent when adding. */
  product?: Product;
  onSaved: () => void;
  onCancel: () => void;
}

export function ProductForm({ product, onSaved, onCancel }: ProductFormProps) {
  const categories = useCategories();
  const [images, setImages] = useState<ImageItem[]>(() => imageItems(product));
  const {
    register,
    handleSubmit,
    setError,
    watch,
    reset,
    control,
    formState: { errors },
  } = useForm<ProductInput>({
    resolver: valibotResolver(productSchema),
    mode: 'onTouched',
    defaultValues: formValues(product),
  });
  const shortLength = watch('shortDescription')?.length ?? 0;
  const category = categories.find(({ id }) => id === watch('category'));
  const categoryHsn = category?.hsn ?? '';
  const categoryGst = category?.gstPercent === undefined ? '' : `${category.gstPercent}%`;
  const tiers = useFieldArray({ control, name: 'priceTiers' });

  const { busy, imageError, save, conflictDialog } = useContentSave<ProductInput, Product>({
    images: images.map((item) => item.choice),
    setError,
    opened: product,
    fields: conflictFields(categories),
    load: (stored) => {
      reset(formValues(stored));
      setImages(imageItems(stored));
    },
    send: (values, imageUrls, edit) => {
      const body = {
        ...(edit && { _id: edit.record._id, description: edit.record.description }),
        name: values.name,
        category: values.category,
        status: values.status,
        shortDescription: values.shortDescription,
        longDescription: values.longDescription,
        price: values.price,
        popular: values.popular,
        images: imageUrls,
        imageAlts: images.map((item) => item.alt.trim()),
        priceTiers: values.priceTiers,
        options: values.options,
        hsn: values.hsn,
        gstPercent: values.gstPercent,
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
      <div className="content-form__row">
        <Field id="product-hsn" label={T.hsn} error={errors.hsn?.message} hint={T.hsnHint(categoryHsn)}>
          {(control) => <input {...control} {...register('hsn')} type="text" inputMode="numeric" maxLength={8} />}
        </Field>
        <Field id="product-gst" label={T.gst} error={errors.gstPercent?.message} hint={T.gstHint(categoryGst)}>
          {(control) => (
            <input
              {...control}
              // Empty is none of its own: its category's rate applies.
              {...register('gstPercent', { setValueAs: (value) => (value === '' || value === null ? undefined : Number(value)) })}
              type="number"
              step="0.01"
              min="0"
              max="100"
              inputMode="decimal"
            />
          )}
        </Field>
      </div>
      <Field id="product-popular" label={T.popular} hint={T.popularHint}>
        {(control) => <input {...control} {...register('popular')} type="checkbox" className="content-form__check" />}
      </Field>
      <fieldset className="content-form__group">
        <legend>{T.tiers}</legend>
        <p className="field__hint">{T.tiersHint}</p>
        {tiers.fields.map((tier, index) => (
          <div key={tier.id} className="content-form__row content-form__tier">
            <Field
              id={`product-tier-quantity-${index}`}
              label={T.tierQuantity(index + 1)}
              error={errors.priceTiers?.[index]?.quantity?.message}
            >
              {(control) => (
                <input
                  {...control}
                  {...register(`priceTiers.${index}.quantity`, { valueAsNumber: true })}
                  type="number"
                  min="1"
                  step="1"
                  inputMode="numeric"
                />
              )}
            </Field>
            <Field
              id={`product-tier-price-${index}`}
              label={T.tierPrice(index + 1)}
              error={errors.priceTiers?.[index]?.price?.message}
            >
              {(control) => (
                <input
                  {...control}
                  {...register(`priceTiers.${index}.price`, { valueAsNumber: true })}
                  type="number"
                  min="0"
                  step="0.01"
                  inputMode="decimal"
                />
              )}
            </Field>
            <button type="button" className="button button--secondary" onClick={() => tiers.remove(index)}>
              {T.removeTier(index + 1)}
            </button>
          </div>
        ))}
        {errors.priceTiers?.root?.message || errors.priceTiers?.message ? (
          <p className="field__error" role="alert">
            {errors.priceTiers?.root?.message ?? errors.priceTiers?.message}
          </p>
        ) : null}
        {tiers.fields.length < 10 && (
          <button type="button" className="button button--secondary" onClick={() => tiers.append({ quantity: NaN, price: NaN })}>
            {T.addTier}
          </button>
        )}
      </fieldset>
      <fieldset className="content-form__group">
        <legend>{T.options}</legend>
        <p className="field__hint">{T.optionsHint}</p>
        <div className="content-form__row content-form__options">
          {PRODUCT_OPTIONS.map((key) => (
            <Field
              key={key}
              id={`product-option-${key}`}
              label={PRODUCT_OPTION_LABELS[key]}
              error={errors.options?.[key]?.message}
            >
              {(control) => <textarea {...control} {...register(`options.${key}`)} rows={4} />}
            </Field>
          ))}
        </div>
      </fieldset>
      <ImagesField value={images} onChange={setImages} altFallback={watch('name') || ''} error={imageError} />
      <FormActions busy={busy} submitLabel={product ? 'Update Product' : 'Save Product'} onCancel={onCancel} />
      <ConflictDialog {...conflictDialog} />
    </form>
  );
}
