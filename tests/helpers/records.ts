/** Small readings of what the store and the lists answer, shared by the tests that count or compare them. */
import { productsApi } from '../../src/lib/api/index.ts';
import { unique } from '../api/fixtures.ts';
import { callEndpoint } from './api.ts';

/** The ids of `records`, in their order. */
export const idsOf = (records: { _id: string }[]) => records.map((record) => record._id);

/** Every store request a local Blobs server has answered so far, of any kind. */
export const storeRequests = (blobs: { requests(): Record<string, number> }) =>
  Object.values(blobs.requests()).reduce((sum, count) => sum + count, 0);

/** A product as staff's list gives it. */
export interface ListedProduct {
  _id: string;
  name: string;
  status: string;
  category: string;
  formerNames: string[];
}

/** Every product, as staff list them. */
export async function everyProduct(token: string): Promise<ListedProduct[]> {
  const answer = await callEndpoint(productsApi.list, { query: { limit: 1000 }, token });
  return answer.body as ListedProduct[];
}

/** The product of that name, if any. */
export const productNamed = async (token: string, name: string) =>
  (await everyProduct(token)).find((product) => product.name === name);

/** A unique e-mail address for `label`, so each test's person is its own. */
export const uniqueEmail = (label: string) => `${unique(label).replace(/\W+/g, '.').toLowerCase()}@example.com`;
