/** The product quote modal (docs/product.md 2.7) and the Product Quotes inbox. */
import type { Config } from '@netlify/functions';
import { quotesApi } from '../../src/lib/api/inboxes.ts';
import { MESSAGES } from '../../src/lib/messages.ts';
import { inboxes, products } from '../../src/lib/server/collections.ts';
import { deleteInquiry, listInquiries, updateRemark } from '../../src/lib/server/enquiries.ts';
import { HttpError, json, readBody, trimmed, validate } from '../../src/lib/server/http.ts';
import { type CallHandler, serve } from '../../src/lib/server/serve.ts';
import { screenSubmission } from '../../src/lib/server/spam.ts';

const create: CallHandler<typeof quotesApi.create> = async ({ request, address: caller }) => {
  const body = await readBody(request);
  if (await screenSubmission(body, caller)) return json({ message: MESSAGES.quoteReceived }, 201);
  const input = trimmed(validate(quotesApi.create.body, body));
  const product = await products.get(input.productId);
  if (!product || product.status !== 'Active') {
    throw new HttpError(400, MESSAGES.productUnavailable, { errors: { productId: MESSAGES.productUnavailable } });
  }
  const { name, email, phone, address, quantity, productId } = input;
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
  return json({ message: MESSAGES.quoteReceived }, 201);
};

export default serve(quotesApi, {
  create,
  list: listInquiries(inboxes.quotes),
  remark: updateRemark([inboxes.quotes], MESSAGES.remarkUpdatedDetail),
  remove: deleteInquiry([inboxes.quotes], MESSAGES.quoteDeleted),
});

export const config: Config = { path: ['/api/quotes', '/api/quotes/', '/api/quotes/:id'] };
