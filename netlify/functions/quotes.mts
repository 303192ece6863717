/** The product quote modal (docs/product.md 2.7) and the Product Quotes inbox. */
import type { Config } from '@netlify/functions';
import { quotesApi } from '../../src/lib/api/inboxes.ts';
import { MESSAGES } from '../../src/lib/messages.ts';
import { anyInbox, inboxes, products } from '../../src/lib/server/collections.ts';
import { deleteInquiry, listInquiries, updateRemark } from '../../src/lib/server/enquiries.ts';
import { HttpError, json } from '../../src/lib/server/http.ts';
import { type SubmissionHandler, serve } from '../../src/lib/server/serve.ts';

const create: SubmissionHandler<typeof quotesApi.create> = {
  store: async ({ body: { name, email, phone, address, quantity, productId } }) => {
    const product = await products.get(productId);
    if (!product || product.status !== 'Active') {
      throw new HttpError(400, MESSAGES.productUnavailable, { errors: { productId: MESSAGES.productUnavailable } });
    }
    // The product's name and image are kept with the quote, so it still reads right if the product changes.
    await inboxes.quotes.create({
      name,
      email,
      phone,
      address,
      quantity,
      productId,
      // The form's own `status` is the visitor's; every new enquiry starts the workflow as New.
      status: 'New',
      productName: product.name,
      image: product.images[0] ?? '',
      remark: '',
    });
  },
  received: () => json({ message: MESSAGES.quoteReceived }, 201),
};

export default serve(quotesApi, {
  create,
  list: listInquiries(anyInbox('quotes')),
  remark: updateRemark(['quotes'], MESSAGES.remarkUpdatedDetail),
  remove: deleteInquiry(['quotes'], MESSAGES.quoteDeleted),
});
export const config: Config = { path: ['/api/quotes', '/api/quotes/', '/api/quotes/:id'] };
