/**
 * The product page's 'Send Quote' button and its modal (docs/product.md 2.6, 8). The island hydrates on
 * interaction (`client:interaction`), so a click can land before React is ready: the inline script of
 * ProductQuote.astro marks such a click on the button, and the island opens the modal once it has
 * hydrated.
 */
import { useEffect, useRef, useState } from 'react';
import { SITE_ANSWERS } from '../../lib/messages/site.ts';
import { ProductQuoteModal, type QuoteProduct } from './ProductQuoteModal.tsx';

/** Set on the button by the inline script when it was clicked before hydration. */
export const PENDING_ATTRIBUTE = 'data-quote-pending';

export default function ProductQuoteButton({ product }: { product: QuoteProduct }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = button.current;
    if (!element) return;
    element.dataset.hydrated = '';
    if (element.hasAttribute(PENDING_ATTRIBUTE)) {
      element.removeAttribute(PENDING_ATTRIBUTE);
      element.focus();
      setOpen(true);
    }
  }, []);

  return (
    <>
      <button ref={button} type="button" className="button product__quote" data-quote-open onClick={() => setOpen(true)}>
        Send Quote
      </button>
      <ProductQuoteModal
        product={product}
        open={open}
        onClose={() => setOpen(false)}
        successMessage={SITE_ANSWERS.quoteReceived}
        failureMessage={SITE_ANSWERS.quoteFailedDetail}
      />
    </>
  );
}
