/**
 * Manage Products' bulk actions (docs/product.md 2.16): a status or a category set on the selected products,
 * or the products deleted (their names freed), each published with one rebuild; bad selections refused.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsApi } from '../../src/lib/api/index.ts';
import { adminToken, callEndpoint, offContract } from '../helpers/api.ts';
import { createProduct } from './fixtures.ts';
import { everyProduct, productNamed } from '../helpers/records.ts';

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

describe('POST /api/products/bulk', () => {
  let hookCalls = 0;
  const hook = createServer((_request, response) => {
    hookCalls += 1;
    response.end();
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    process.env.BUILD_HOOK_URL = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    delete process.env.BUILD_HOOK_URL;
    await new Promise((resolve) => hook.close(resolve));
  });
  const hookSettled = async (expected: number) => {
    for (let waited = 0; waited < 2000 && hookCalls < expected; waited += 20) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 200));
    return hookCalls;
  };

  it('sets the status of the selected products, asks for one rebuild, and says how many changed', async () => {
    const picked = await Promise.all([createProduct(token), createProduct(token), createProduct(token)]);
    await hookSettled(3);
    hookCalls = 0;
    const ids = picked.map((product) => product._id);
    const answer = await callEndpoint(productsApi.bulk, { body: { ids, action: 'status', status: 'Inactive' }, token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: '3 products updated', changed: 3, missing: [] });
    expect(await hookSettled(1)).toBe(1);
    const statuses = (await everyProduct(token)).filter((product) => ids.includes(product._id)).map((product) => product.status);
    expect(statuses).toEqual(['Inactive', 'Inactive', 'Inactive']);
  });

  it('sets a stored category, and refuses one that is not', async () => {
    const picked = await Promise.all([createProduct(token), createProduct(token)]);
    const ids = picked.map((product) => product._id);
    const refused = await callEndpoint(productsApi.bulk, { body: { ids, action: 'category', category: 'nope' }, token });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Invalid category');
    const answer = await callEndpoint(productsApi.bulk, { body: { ids, action: 'category', category: 'fashion badges' }, token });
    expect(answer.body.message).toBe('2 products updated');
    const categories = (await everyProduct(token))
      .filter((product) => ids.includes(product._id))
      .map((product) => product.category);
    expect(categories).toEqual(['fashion badges', 'fashion badges']);
  });

  it('deletes the selected products, frees their names, and names the ones already gone', async () => {
    const picked = await Promise.all([createProduct(token), createProduct(token)]);
    const gone = 'no-such-product-id';
    const answer = await callEndpoint(productsApi.bulk, {
      body: { ids: [...picked.map((product) => product._id), gone], action: 'delete' },
      token,
    });
    expect(answer.body).toEqual({ message: '2 products deleted', changed: 2, missing: [gone] });
    expect(await productNamed(token, picked[0].name)).toBeUndefined();
    await createProduct(token, { name: picked[0].name });
  });

  it.each([
    [{ ids: [], action: 'delete' }, 'Select at least one product'],
    [{ ids: ['x'], action: 'status' }, 'Status is required'],
    [{ ids: ['x'], action: 'paint' }, 'Choose what to do: status, category or delete'],
  ])('refuses %j: "%s"', async (body, message) => {
    const answer = await callEndpoint(productsApi.bulk, { body: offContract(body), token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });
});
