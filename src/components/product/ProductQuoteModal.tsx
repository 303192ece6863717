/**
 * The product quote modal (docs/product.md 2.7, 5, 8), one component for the catalogue and the product page;
 * only the toasts differ (props). The browser requires name, email (e-mail format), phone and quantity,
 * and react-hook-form checks the same rules through productQuoteSchema, showing each error under its
 * field. Success closes the modal (the form unmounts, so it starts empty next time); failure keeps it
 * open with what was typed, says why inline and in a toast.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { quotesApi } from '../../lib/api/inboxes.ts';
import { callApi } from '../../lib/client/api.ts';
import { useSubmissionKey } from '../../lib/client/submission-key.ts';
import { HONEYPOT_FIELD } from '../../lib/constants.ts';
import { formatRupees } from '../../lib/format/money.ts';
import { imageAtWidth } from '../../lib/image-urls.ts';
import { SITE_TEXTS } from '../../lib/messages/site.ts';
import { type ProductQuoteInput, productQuoteSchema } from '../../lib/schemas/inboxes.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { NewsBox, PrivacyNote } from '../privacy/FormPrivacy.tsx';
import { DialogActions, FormField, PHONE_INPUT, useDialogSubmit, useFirstFocus, usePublicForm } from '../ui/form-parts.tsx';

export const QUOTE_TITLE = 'Get Custom Assistance';

/** What the modal shows of the product. */
export interface QuoteProduct {
  _id: string;
  name: string;
  /** First image, or '' for none. */
  image: string;
  /** The lowest price a piece can cost; `from` when it falls with quantity. */
  price?: number;
  from?: boolean;
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

function QuoteForm({
  product,
  onClose,
  successMessage,
  failureMessage,
}: Omit<ProductQuoteModalProps, 'open'> & { product: QuoteProduct }) {
  const form = usePublicForm<ProductQuoteInput>({
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      address: '',
      productId: product._id,
      status: '',
      [HONEYPOT_FIELD]: '',
    },
    resolver: valibotResolver(productQuoteSchema),
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  useFirstFocus(true, form.setFocus, 'name');
  const submission = useSubmissionKey();

  const { submit, failure } = useDialogSubmit(
    form,
    async (values) => {
      await callApi(quotesApi.create, { body: values, headers: submission.headers(values) });
      submission.sent();
      onClose();
      return successMessage;
    },
    failureMessage,
  );

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
          {product.price !== undefined && (
            <span className="quote-product__price">
              {product.from ? `from ${formatRupees(product.price)}` : formatRupees(product.price)}
            </span>
          )}
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
        <FormField label="Phone" error={errors.phone} registration={register('phone')} required {...PHONE_INPUT} />
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
      <NewsBox registration={register('marketing')} />
      <PrivacyNote />
      <DialogActions
        honeypot={register(HONEYPOT_FIELD)}
        failure={failure && SITE_TEXTS.quoteNotSent(failure)}
        onCancel={onClose}
        busy={isSubmitting}
        submitLabel="Submit"
      />
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
