/** Reading a product quote the same way on the server and in the admin (docs/product.md 2.7). */
import type { ProductQuote, QuoteLine } from './schemas/inboxes.ts';

/** The request's lines; a one-product quote (the original modal's) reads as its one line. */
export const linesOf = (quote: ProductQuote): QuoteLine[] =>
  quote.lines?.length
    ? quote.lines
    : [
        {
          productId: quote.productId,
          quantity: quote.quantity,
          productName: quote.productName,
          image: quote.image,
          size: '',
          material: '',
          finish: '',
          colours: '',
          note: '',
        },
      ];
