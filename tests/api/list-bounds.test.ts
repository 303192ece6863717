/**
 * Every admin list is newest first by the date it shows, and none can be asked for a page so deep that
 * one answer reads millions of rows into memory.
 */
import { describe, expect, it } from 'vitest';
import {
  MAX_LIST_DEPTH,
  activityApi,
  contactsApi,
  enquiriesApi,
  helpApi,
  productsApi,
  quotesApi,
} from '../../src/lib/api/index.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { products } from '../../src/lib/server/collections.ts';
import { newId } from '../../src/lib/server/ids.ts';
import { adminToken, callEndpoint } from '../helpers/api.ts';
import { productFields, readAll, unique, valid } from './fixtures.ts';

describe('page depth', () => {
  const lists = [
    ['all enquiries', enquiriesApi.list],
    ['contacts', contactsApi.list],
    ['product quotes', quotesApi.list],
    ['quick quotes', helpApi.listQuickQuotes],
    ['help enquiries', helpApi.listHelp],
    ['activity', activityApi.list],
  ] as const;

  it.each(lists)(
    '%s: a page deeper than %s rows is a 400 that says the limit; the deepest allowed page answers',
    async (_name, list) => {
      const token = await adminToken();
      const tooDeep = await callEndpoint(list, { token, query: { page: 100_000, limit: 100 } });
      expect(tooDeep.status).toBe(400);
      expect(tooDeep.body.message).toBe(MESSAGES.pageTooDeep(MAX_LIST_DEPTH));
      expect(tooDeep.body.message).toContain('10,000');
      expect(tooDeep.body.errors).toEqual({ page: MESSAGES.pageTooDeep(MAX_LIST_DEPTH) });
      const oneTooDeep = await callEndpoint(list, { token, query: { page: MAX_LIST_DEPTH / 100 + 1, limit: 100 } });
      expect(oneTooDeep.status).toBe(400);
      const deepest = await callEndpoint(list, { token, query: { page: MAX_LIST_DEPTH / 100, limit: 100 } });
      expect(deepest.status).toBe(200);
      expect(deepest.body.data).toEqual([]);
    },
  );
});

describe('newest first by the date shown', () => {
  it('200 contacts sent at once list in the order of their dates, one clock reading each', async () => {
    const token = await adminToken();
    const marker = unique('Load');
    await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        callEndpoint(contactsApi.create, { body: valid.contact({ name: `${marker} ${index}`.slice(0, 100) }) }),
      ),
    );
    const rows = (await readAll(contactsApi.list, token)).filter((row) => row.name.startsWith(marker));
    expect(rows).toHaveLength(200);
    for (let index = 1; index < rows.length; index += 1) {
      const [newer, older] = [rows[index - 1], rows[index]];
      expect(Date.parse(newer.dateAdded), `${newer.name} listed before ${older.name}`).toBeGreaterThanOrEqual(
        Date.parse(older.dateAdded),
      );
      expect(newer._id > older._id).toBe(true);
    }
  });

  it('a record created under an id chosen earlier is dated from that id, and lists by it', async () => {
    const id = newId();
    await new Promise((resolve) => setTimeout(resolve, 60));
    const later = await callEndpoint(productsApi.create, { token: await adminToken(), body: valid.product() });
    const earlier = await products.create(productFields(), { id });
    expect(earlier.dateAdded < later.body.data.dateAdded).toBe(true);
    expect(Date.parse(earlier.dateAdded)).toBe(parseInt(id.slice(0, 9), 36));
  });
});
