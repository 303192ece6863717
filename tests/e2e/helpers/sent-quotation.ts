/**
 * A quotation as it reaches a buyer, set up over the contract for a browser test: the buyer's quote request of
 * 1,000 of one product, then staff's quotation on `terms` sent to them.
 */
import { quotesApi } from '../../../src/lib/api/inboxes.ts';
import { quotationsApi } from '../../../src/lib/api/quotations.ts';
import type { ProductQuote } from '../../../src/lib/schemas/inboxes.ts';
import { type contractCaller, ok } from './contract-call.ts';

export interface SentQuotation {
  id: string;
  number: string;
  /** The customer's page, `/q/{secret}`. */
  path: string;
  secret: string;
}

export async function sentQuotation(
  call: ReturnType<typeof contractCaller>,
  buyer: { name: string; email: string },
  productId: string,
  terms: object,
): Promise<SentQuotation> {
  ok(
    await call(quotesApi.create, {
      body: { ...buyer, phone: '+91 98200 12345', lines: [{ productId, quantity: 1000 }] },
    }),
    201,
  );
  const asked = (await call<{ data: ProductQuote[] }>(quotesApi.list, { query: { q: buyer.name } })).body.data;
  const request = asked.find((each) => each.name === buyer.name)!;
  const made = await call(quotationsApi.create, { body: { enquiryId: request._id, ...terms } });
  ok(made, 201);
  const sent = await call(quotationsApi.send, {
    params: { id: made.body.data._id },
    body: { message: '' },
    headers: { 'if-match': `"${made.body.data.version}"` },
  });
  ok(sent);
  const path = new URL(sent.body.data.customerUrl).pathname;
  return { id: made.body.data._id, number: made.body.data.number, path, secret: path.split('/q/')[1] };
}
