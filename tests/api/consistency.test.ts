/**
 * Read-after-write under concurrency: whoever gets a 2xx for a write sees it in the very next read,
 * even while many other writes and reads share the caches and version checks.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { contactsApi, productsApi } from '../../src/lib/api/index.ts';
import { adminToken, callEndpoint } from '../helpers/api.ts';
import { readAll, unique, valid } from './fixtures.ts';

let token: string;

beforeAll(async () => {
  token = await adminToken();
});

/** Runs `workers` loops at once, each doing `rounds` write-then-read steps; answers how many reads missed. */
async function interleaved(workers: number, rounds: number, step: () => Promise<boolean>): Promise<number> {
  let missed = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let round = 0; round < rounds; round += 1) if (!(await step())) missed += 1;
    }),
  );
  return missed;
}

describe('read after write, 8 writers interleaving writes and reads', () => {
  it('each contact is in the admin list read right after it was stored', async () => {
    const missed = await interleaved(8, 8, async () => {
      const name = unique('Consistent Visitor');
      expect((await callEndpoint(contactsApi.create, { body: valid.contact({ name }) })).status).toBe(201);
      return (await readAll(contactsApi.list, token)).some((row) => row.name === name);
    });
    expect(missed).toBe(0);
  });

  it('each product is in the catalogue read right after it was created', async () => {
    const missed = await interleaved(8, 8, async () => {
      const created = await callEndpoint(productsApi.create, {
        body: valid.product({ name: unique('Consistent Label') }),
        token,
      });
      expect(created.status).toBe(201);
      const catalogue = await callEndpoint(productsApi.list, { query: { limit: 1000 } });
      return catalogue.body.some((product: { _id: string }) => product._id === created.body.data._id);
    });
    expect(missed).toBe(0);
  });
});
