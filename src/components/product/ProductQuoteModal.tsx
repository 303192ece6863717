/**
 * The product quote modal (SPEC.md 2.7, 5, 8), one component for the catalogue and the product page;
 * only the toasts differ (props). The browser requires name, email (e-mail format), phone and quantity,
 * and react-hook-form checks the same rules through productQuoteSchema, showing each error under its
 * field. Success closes the modal (the form unmounts, so it starts empty next time); failure keeps it
 * open with what was typed, says why inline and in a toast.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useId, useState } from 'react';
import { type FieldError, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { ApiError, apiRequest, errorMessage } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { HONEYPOT_FIELD } from '../../lib/constants.ts';
import { formatRupees } from '../../lib/format.ts';
import { imageAtWidth } from '../../lib/images.ts';
import { productQuoteSchema } from '../../lib/schemas.ts';
import { Dialog } from '../ui/Dialog.tsx';

export const QUOTE_TITLE = 'Get Custom Assistance';

/** What the modal shows of the product. */
export interface QuoteProduct {
  _id: string;
  name: string;
  /** First image, or '' for none. */
  image: string;
  price?: number;
}

export interface ProductQuoteModalProps {
  product: QuoteProduct | null;
  open: boolean;
  onClose: () => void;
  /** Toast on success. */
  successMessage: string;
  /** Toast on failure; without it the error's own message is shown. */
  failureMessage?: string;
}

interface QuoteValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  quantity: number;
  productId: string;
  status: string;
  [HONEYPOT_FIELD]: string;
}

interface FieldProps {
  label: string;
  error?: FieldError;
  registration: UseFormRegisterReturn;
  required?: boolean;
  multiline?: boolean;
  type?: string;
  autoComplete?: string;
  inputMode?: 'tel' | 'email' | 'numeric' | 'text';
  min?: number;
  step?: number;
}

function Field({ label, error, registration, required = false, multiline, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    ...registration,
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {label} {required ? <span aria-hidden="true">*</span> : <span className="quote-form__optional">(optional)</span>}
      </label>
      {multiline ? <textarea rows={2} {...shared} /> : <input {...input} {...shared} />}
      {error?.message && (
        <p id={errorId} className="field__error">
          {error.message}
        </p>
      )}
    </div>
  );
}

function QuoteForm({
  product,
  onClose,
  successMessage,
  failureMessage,
}: Omit<ProductQuoteModalProps, 'open'> & { product: QuoteProduct }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<QuoteValues>({
    mode: 'onTouched',
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      address: '',
      productId: product._id,
      status: '',
      [HONEYPOT_FIELD]: '',
    },
    resolver: valibotResolver(productQuoteSchema) as never,
  });

  // The native dialog focuses its first control (Close); the name field is where the visitor starts.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setFocus('name'));
    return () => cancelAnimationFrame(frame);
  }, [setFocus]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await apiRequest('/api/quotes', { method: 'POST', body: values });
      onClose();
      void notify.success(successMessage);
    } catch (error) {
      const message = errorMessage(error);
      if (error instanceof ApiError && error.errors) {
        for (const [field, fieldMessage] of Object.entries(error.errors)) {
          if (field in values) setError(field as keyof QuoteValues, { message: fieldMessage });
        }
      }
      setFailure(message);
      void notify.error(failureMessage ?? message);
    }
  });

  return (
    <form onSubmit={submit} className="quote-form" data-quote-form>
      <div className="quote-product">
        {product.image ? (
          <img src={imageAtWidth(product.image, 320)} alt="" width="72" height="72" className="quote-product__image" />
        ) : (
          <span className="quote-product__image quote-product__image--none" aria-hidden="true" />
        )}
        <p className="quote-product__text">
          <span className="quote-product__label">Selected product</span>
          <strong className="quote-product__name" data-quote-product>
            {product.name}
          </strong>
          {product.price !== undefined && <span className="quote-product__price">{formatRupees(product.price)}</span>}
        </p>
      </div>
      <Field label="Name" error={errors.name} registration={register('name')} required autoComplete="name" />
      <div className="quote-form__row">
        <Field label="Email" error={errors.email} registration={register('email')} required type="email" autoComplete="email" />
        <Field
          label="Phone"
          error={errors.phone}
          registration={register('phone')}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
      </div>
      <Field label="Address" error={errors.address} registration={register('address')} multiline autoComplete="street-address" />
      <Field
        label="Quantity"
        error={errors.quantity}
        registration={register('quantity', { valueAsNumber: true })}
        required
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
      />
      <input type="hidden" {...register('status')} />
      <input type="hidden" {...register('productId')} />
      {/* Bots fill every field; people never see this one (src/lib/server/spam.ts). */}
      <div className="visually-hidden" aria-hidden="true">
        <label>
          Website
          <input type="text" tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD)} />
        </label>
      </div>
      {failure && (
        <p className="field__error" role="alert">
          Your quote request was not sent: {failure}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? 'Sending…' : 'Submit'}
        </button>
      </div>
    </form>
  );
}

export function ProductQuoteModal({ product, open, onClose, ...messages }: ProductQuoteModalProps) {
  return (
    <Dialog
      open={open && product !== null}
      onClose={onClose}
      title={QUOTE_TITLE}
      description="Tell us how many you need and where to reach you; we reply with a price, usually within a day."
      className="quote-dialog"
    >
      {product && <QuoteForm key={product._id} product={product} onClose={onClose} {...messages} />}
    </Dialog>
  );
}

export default ProductQuoteModal;
