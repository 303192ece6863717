/** The product quote modal (docs/product.md 2.7) and the Product Quotes inbox. */
import type { Config } from '@netlify/functions';
import { quotesApi } from '../../src/lib/api/inboxes.ts';
import { MESSAGES } from '../../src/lib/messages.ts';
import { productQuotes, products } from '../../src/lib/server/collections.ts';
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
  const { name, email, phone, address, quantity, productId, status } = input;
  // The product's name and image are kept with the quote, so it still reads right if the product changes.
  await productQuotes.create({
    name,
    email,
    phone,
    address,
    quantity,
    productId,
    status,
    productName: product.name,
    image: product.images[0] ?? '',
    remark: '',
  });
  return json({ message: MESSAGES.quoteReceived }, 201);
};

export default serve(quotesApi, {
  create,
  list: listInquiries(productQuotes),
  remark: updateRemark([productQuotes], MESSAGES.remarkUpdatedDetail),
  remove: deleteInquiry([productQuotes], MESSAGES.quoteDeleted),
});

export const config: Config = { path: ['/api/quotes', '/api/quotes/', '/api/quotes/:id'] };
