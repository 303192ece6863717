/**
 * Every list answers one page shape (Paged: data, page, limit, hasMore, and total where it counts them): an
 * inbox and All enquiries, which read only as far as the page, say whether another page follows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { contactsApi, enquiriesApi, helpApi } from '../../src/lib/api/index.ts';
import { adminToken, callEndpoint } from '../helpers/api.ts';
import { unique, valid } from './fixtures.ts';

const name = unique('Paging');
let token: string;

beforeAll(async () => {
  token = await adminToken();
  for (let index = 0; index < 3; index += 1) {
    expect((await callEndpoint(helpApi.create, { body: valid.help({ name: `${name} help ${index}` }) })).status).toBe(201);
  }
  for (let index = 0; index < 2; index += 1) {
    expect((await callEndpoint(contactsApi.create, { body: valid.contact({ name: `${name} contact ${index}` }) })).status).toBe(201);
  }
});

const pageOf = async (list: typeof helpApi.listHelp | typeof enquiriesApi.list, page: number) => {
  const answer = await callEndpoint(list, { token, query: { page, limit: 2, q: name } });
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('a page of an inbox', () => {
  it('says whether another page follows, the last one that none does', async () => {
    const pages = [await pageOf(helpApi.listHelp, 1), await pageOf(helpApi.listHelp, 2)];
    expect(pages.map(({ data, page, limit, hasMore }) => ({ count: data.length, page, limit, hasMore }))).toEqual([
      { count: 2, page: 1, limit: 2, hasMore: true },
      { count: 1, page: 2, limit: 2, hasMore: false },
    ]);
    expect(pages.flatMap(({ data }) => data.map((record: { name: string }) => record.name))).toEqual([
      `${name} help 2`,
      `${name} help 1`,
      `${name} help 0`,
    ]);
  });

  it('of every kind at once, merged newest first, says so too', async () => {
    const pages = [1, 2, 3].map((page) => pageOf(enquiriesApi.list, page));
    const answered = await Promise.all(pages);
    expect(answered.map(({ data, hasMore }) => [data.length, hasMore])).toEqual([
      [2, true],
      [2, true],
      [1, false],
    ]);
    expect(answered.flatMap(({ data }) => data.map((record: { name: string }) => record.name))).toEqual([
      `${name} contact 1`,
      `${name} contact 0`,
      `${name} help 2`,
      `${name} help 1`,
      `${name} help 0`,
    ]);
  });
});
