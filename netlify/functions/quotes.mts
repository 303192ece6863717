/** The product quote modal (docs/product.md 2.7) and the Product Quotes inbox. */
import type { Config } from '@netlify/functions';
import { MESSAGES } from '../../src/lib/messages.ts';
import { productQuoteSchema } from '../../src/lib/schemas.ts';
import { productQuotes, products } from '../../src/lib/server/collections.ts';
import { deleteInquiry, listInquiries, updateRemark } from '../../src/lib/server/enquiries.ts';
import { HttpError, clientAddress, json, methods, readBody, resource, validate, trimmed } from '../../src/lib/server/http.ts';
import { screenSubmission } from '../../src/lib/server/spam.ts';

const collectionRoute = methods({
  POST: async (request, context) => {
    const body = await readBody(request);
    if (await screenSubmission(body, clientAddress(context))) return json({ message: MESSAGES.quoteReceived }, 201);
    const input = trimmed(validate(productQuoteSchema, body));
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
  },
  GET: listInquiries(productQuotes),
});

const recordRoute = methods({
  PATCH: updateRemark([productQuotes], MESSAGES.remarkUpdatedDetail),
  PUT: updateRemark([productQuotes], MESSAGES.remarkUpdatedDetail),
  DELETE: deleteInquiry([productQuotes], MESSAGES.quoteDeleted),
});

export default resource({ collection: collectionRoute, record: recordRoute });

export const config: Config = { path: ['/api/quotes', '/api/quotes/', '/api/quotes/:id'] };
