/** The product quote modal (docs/product.md 2.7) and the Product Quotes inbox. */
import type { Config } from '@netlify/functions';
import type * as v from 'valibot';
import { quotesApi } from '../../src/lib/api/inboxes.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import type { quoteRequestSchema } from '../../src/lib/schemas/inboxes.ts';
import { anyInbox, inboxes, products } from '../../src/lib/server/collections.ts';
import { deleteInquiry, listInquiries, updateRemark } from '../../src/lib/server/inbox/enquiries.ts';
import { claimArtwork, releaseArtwork } from '../../src/lib/server/uploads/artwork.ts';
import { addToRequest, productsOf } from '../../src/lib/server/inbox/quote-lines.ts';
import { HttpError, json } from '../../src/lib/server/http.ts';
import { newId } from '../../src/lib/server/ids.ts';
import { currentScope } from '../../src/lib/server/request-scope.ts';
import { consentFromForm } from '../../src/lib/server/privacy/consent.ts';
import { type SubmissionHandler, serve } from '../../src/lib/server/serve.ts';

/** A request of several lines with artwork (the /quote page): the files are claimed for it before it is stored. */
async function storeRequest(body: v.InferOutput<typeof quoteRequestSchema>): Promise<void> {
  const { lines, files: fileIds = [], name, email, phone, company, country, address, message } = body;
  const lineProducts = await productsOf(lines.map((line) => line.productId));
  const scope = currentScope();
  const id = scope?.submissionId ?? newId();
  if (scope) scope.submissionId = id;
  const files = fileIds.length ? await claimArtwork([...new Set(fileIds)], id) : [];
  const stored = lines.map((line, index) => ({
    ...line,
    productName: lineProducts[index].name,
    image: lineProducts[index].images[0] ?? '',
  }));
  await inboxes.quotes
    .create({
      name,
      email,
      phone,
      address,
      company,
      country,
      message,
      // The first line also fills the original fields, so lists, exports and older clients read a product.
      quantity: stored[0].quantity,
      productId: stored[0].productId,
      productName: stored[0].productName,
      image: stored[0].image,
      lines: stored,
      files: files.map(({ id: fileId, name: fileName, size, type }) => ({ id: fileId, name: fileName, size, type })),
      status: 'New',
      remark: '',
    })
    .catch(async (error: unknown) => {
      await releaseArtwork(files.map((file) => file.id));
      throw error;
    });
  await consentFromForm(body, 'quote-request');
}

const create: SubmissionHandler<typeof quotesApi.create> = {
  store: async ({ body }) => {
    if ('lines' in body) return storeRequest(body);
    const { name, email, phone, address, quantity, productId } = body;
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
    await consentFromForm(body, 'product-quote');
  },
  received: () => json({ message: MESSAGES.quoteReceived }, 201),
};

export default serve(quotesApi, {
  create,
  list: listInquiries(anyInbox('quotes')),
  remark: updateRemark(['quotes'], MESSAGES.remarkUpdatedDetail),
  remove: deleteInquiry(['quotes'], MESSAGES.quoteDeleted),
  addToRequest: ({ params, body, member }) => addToRequest(params.id, body, member),
});
export const config: Config = { path: ['/api/quotes', '/api/quotes/', '/api/quotes/:id', '/api/quotes/:id/additions'] };
