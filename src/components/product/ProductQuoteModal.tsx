/**
 * The product quote modal (docs/product.md 2.7, 5, 8), one component for the catalogue and the product page;
 * only the toasts differ (props). The browser requires name, email (e-mail format), phone and quantity,
 * and react-hook-form checks the same rules through productQuoteSchema, showing each error under its
 * field. Success closes the modal (the form unmounts, so it starts empty next time); failure keeps it
 * open with what was typed, says why inline and in a toast.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useState } from 'react';
import { quotesApi } from '../../lib/api/inboxes.ts';
import { callApi, errorMessage } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { HONEYPOT_FIELD } from '../../lib/constants.ts';
import { formatRupees } from '../../lib/format.ts';
import { imageAtWidth } from '../../lib/images.ts';
import { productQuoteSchema } from '../../lib/schemas.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { FormField, Honeypot, showServerErrors, usePublicForm } from '../ui/form-parts.tsx';

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
  } = usePublicForm<QuoteValues>({
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
      await callApi(quotesApi.create, { body: values });
      onClose();
      void notify.success(successMessage);
    } catch (error) {
      const message = errorMessage(error);
      showServerErrors(error, values, setError);
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
      <FormField label="Name" error={errors.name} registration={register('name')} required autoComplete="name" />
      <div className="quote-form__row">
        <FormField
          label="Email"
          error={errors.email}
          registration={register('email')}
          required
          type="email"
          autoComplete="email"
        />
        <FormField
          label="Phone"
          error={errors.phone}
          registration={register('phone')}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
      </div>
      <FormField
        label="Address"
        error={errors.address}
        registration={register('address')}
        rows={2}
        autoComplete="street-address"
      />
      <FormField
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
      <Honeypot registration={register(HONEYPOT_FIELD)} />
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
