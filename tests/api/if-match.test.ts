/**
 * (Over 300 lines: one table of every versioned replace, which the contract is checked against whole.)
 * Every replace of a versioned record that our own API added names the version it was made over (If-Match):
 * without it, a save would silently overwrite what someone else saved in between. Such a save is 428 and
 * changes nothing; the same save with the version goes through, and a second save over the same version is
 * 409 with what is stored. The replaces the original API had (a product, a blog post, a testimonial) take a
 * save without If-Match as it did (the last save wins), so a client written for it keeps working; with one,
 * they check it as the others do.
 */
import type * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Endpoint,
  type Saved,
  FUNCTION_GROUPS,
  blogsApi,
  categoriesApi,
  contactsApi,
  customersApi,
  productsApi,
  quotationsApi,
  settingsApi,
  testimonialsApi,
} from '../../src/lib/api/index.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { linksSettled } from '../../src/lib/server/customers/link-later.ts';
import { customerOfEmail } from '../../src/lib/server/customers/lookup.ts';
import { adminToken, callEndpoint } from '../helpers/api.ts';
import { createBlog, createProduct, createTestimonial, unique, valid } from './fixtures.ts';
import { ewayBillsApi } from '../../src/lib/api/eway-bills.ts';
import { issueInvoice, withInvoiceBuyer } from '../helpers/invoice-orders.ts';
import { EWAY_BUYERS, ROAD, bigOrder, readOrder } from './eway-bill-orders.ts';

let token: string;
/** The accepted orders' staff token and enquiry (their billing and the company's tax details are set up). */
let orderToken: string;
let enquiryId: string;

beforeAll(async () => {
  token = await adminToken();
});
withInvoiceBuyer('Versioned Label', (buyer) => ({ token: orderToken, enquiryId } = buyer));

/** An accepted order worth passing the e-way bill threshold, with its tax invoice when `invoiced`. */
async function anOrder(invoiced: boolean): Promise<string> {
  const order = await bigOrder(orderToken, enquiryId, EWAY_BUYERS.delhi);
  if (invoiced) {
    const issued = await issueInvoice(orderToken, order._id, 'tax');
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
  }
  return order._id;
}

interface Versioned {
  /** The record as read now (its version among it). */
  read(): Promise<{ version: number }>;
  /** The replace, with these headers, of a changed record. */
  replace(headers: Record<string, string>): Promise<{ status: number; body: { message?: string } }>;
}

async function aQuotation(): Promise<string> {
  const contact = await callEndpoint(contactsApi.create, { body: valid.contact({ name: 'Versioned Buyer' }) });
  expect(contact.status).toBe(201);
  const [enquiry] = (await callEndpoint(contactsApi.list, { token })).body.data;
  const made = await callEndpoint(quotationsApi.create, {
    body: { enquiryId: enquiry._id, lines: [{ description: 'Hang tags', quantity: 500, unitPrice: 4 }] },
    token,
  });
  expect(made.status).toBe(201);
  return made.body.data._id;
}

type Row = [string, Endpoint, () => Promise<Versioned>];

/** The original API's replaces (docs/product.md section 7): If-Match optional. */
const ORIGINAL_ROWS: Row[] = [
  [
    'a product',
    productsApi.replace,
    async () => {
      const { _id: id } = await createProduct(token);
      const read = async () => (await callEndpoint(productsApi.get, { params: { id }, token })).body;
      return {
        read,
        replace: async (headers) =>
          callEndpoint(productsApi.replace, { params: { id }, token, headers, body: { ...(await read()), price: 77 } }),
      };
    },
  ],
  [
    'a blog post',
    blogsApi.replace,
    async () => {
      const { _id: key } = await createBlog(token);
      const read = async () => (await callEndpoint(blogsApi.get, { params: { key }, token })).body;
      return {
        read,
        replace: async (headers) =>
          callEndpoint(blogsApi.replace, {
            params: { key },
            token,
            headers,
            body: { ...(await read()), title: 'Changed title' },
          }),
      };
    },
  ],
  [
    'a testimonial',
    testimonialsApi.replace,
    async () => {
      const { _id: id } = await createTestimonial(token);
      const read = async () => (await callEndpoint(testimonialsApi.get, { params: { id } })).body;
      return {
        read,
        replace: async (headers) =>
          callEndpoint(testimonialsApi.replace, { params: { id }, token, headers, body: valid.testimonial({ name: 'Changed' }) }),
      };
    },
  ],
];

/** Our own API's replaces: If-Match required. */
const ROWS: Row[] = [
  // First: the site settings' row saves settings without the company's tax details, which a tax invoice needs.
  [
    'an order’s transport',
    ewayBillsApi.transport,
    async () => {
      const id = await anOrder(false);
      return {
        read: () => readOrder(orderToken, id),
        replace: (headers) => callEndpoint(ewayBillsApi.transport, { params: { id }, token: orderToken, headers, body: ROAD }),
      };
    },
  ],
  [
    'an order’s e-way bill',
    ewayBillsApi.number,
    async () => {
      const id = await anOrder(true);
      const body = { number: '331009876543', validUntil: '2099-06-30T23:59' };
      return {
        read: () => readOrder(orderToken, id),
        replace: (headers) => callEndpoint(ewayBillsApi.number, { params: { id }, token: orderToken, headers, body }),
      };
    },
  ],
  [
    'the categories',
    categoriesApi.save,
    async () => {
      const read = async () => (await callEndpoint(categoriesApi.list, { token })).body;
      return {
        read,
        replace: async (headers) => {
          const categories = (await read()).data.map(({ id, label, hidden }, index) => ({
            id,
            label: index === 0 ? `${label.slice(0, 40)} (renamed)` : label,
            hidden,
          }));
          return callEndpoint(categoriesApi.save, { token, headers, body: { categories } });
        },
      };
    },
  ],
  [
    'the site settings',
    settingsApi.save,
    async () => {
      const read = async () => (await callEndpoint(settingsApi.get)).body;
      return {
        read,
        replace: async (headers) =>
          callEndpoint(settingsApi.save, { token, headers, body: { ...(await read()).data, hours: 'Changed hours' } }),
      };
    },
  ],
  [
    'a customer',
    customersApi.update,
    async () => {
      const email = `versioned.${Date.now().toString(36)}@versioned-labels.in`;
      const contact = await callEndpoint(contactsApi.create, { body: valid.contact({ name: 'Versioned Customer', email }) });
      expect(contact.status).toBe(201);
      await linksSettled();
      const id = (await customerOfEmail(email))!._id;
      const read = async () => (await callEndpoint(customersApi.get, { params: { id }, token })).body.data;
      return {
        read: async () => {
          // What the record holds, without the figures and links the page adds to it.
          const { _id, version, name, contacts, notes } = await read();
          return { _id, version, name, contacts, notes };
        },
        replace: async (headers) => {
          const { name, contacts } = await read();
          return callEndpoint(customersApi.update, {
            params: { id },
            token,
            headers,
            body: { name, contacts, notes: 'Changed notes', tags: [] },
          });
        },
      };
    },
  ],
  [
    'a quotation',
    quotationsApi.replace,
    async () => {
      const id = await aQuotation();
      const read = async () => (await callEndpoint(quotationsApi.get, { params: { id }, token })).body.data;
      return {
        read,
        replace: (headers) =>
          callEndpoint(quotationsApi.replace, {
            params: { id },
            token,
            headers,
            body: { lines: [{ description: 'Hang tags', quantity: 900, unitPrice: 4 }] },
          }),
      };
    },
  ],
];

describe('a replace of a versioned record without If-Match', () => {
  it.each(ROWS)(
    'of %s is 428 saying what to send, and changes nothing; with the version it saves',
    async (_what, _call, make) => {
      const record = await make();
      const before = await record.read();
      const unnamed: Record<string, string>[] = [{}, { 'if-match': '*' }, { 'if-match': ' ' }];
      for (const headers of unnamed) {
        const answer = await record.replace(headers);
        expect(answer.status, JSON.stringify(answer.body)).toBe(428);
        expect(answer.body.message).toBe(MESSAGES.ifMatchRequired);
        expect(await record.read()).toEqual(before);
      }
      const saved = await record.replace({ 'if-match': `"${before.version}"` });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect((await record.read()).version).toBe(before.version + 1);
    },
  );

  it('every replace the contract marks as needing If-Match is tested here, and each is a PUT', () => {
    const flagged = Object.values(FUNCTION_GROUPS)
      .flatMap((group) => Object.values(group) as Endpoint[])
      .filter((call) => call.ifMatch === 'required');
    expect(new Set(flagged)).toEqual(new Set(ROWS.map(([, call]) => call)));
    for (const call of flagged) expect(call.method).toBe('PUT');
  });
});

describe('a replace the original API had, without If-Match', () => {
  it.each(ORIGINAL_ROWS)('of %s saves over whatever is stored, as the original API did', async (_what, call, make) => {
    const record = await make();
    const before = await record.read();
    const unnamed: Record<string, string>[] = [{}, { 'if-match': '*' }, { 'if-match': ' ' }];
    for (const [index, headers] of unnamed.entries()) {
      const answer = await record.replace(headers);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect((await record.read()).version).toBe(before.version + index + 1);
    }
    expect(call.ifMatch).toBe('optional');
  });

  it('with a stale If-Match is still 409, and changes nothing', async () => {
    for (const [, , make] of ORIGINAL_ROWS) {
      const record = await make();
      const before = await record.read();
      const stale = await record.replace({ 'if-match': `"${before.version + 5}"` });
      expect(stale.status, JSON.stringify(stale.body)).toBe(409);
      expect(await record.read()).toEqual(before);
    }
  });
});

describe('two people editing one record', () => {
  const kinds = [
    ['product', productsApi, (token: string) => createProduct(token), () => valid.product({ name: unique('Tag v') })],
    ['blog post', blogsApi, (token: string) => createBlog(token), () => valid.blog({ title: unique('Post v') })],
    ['testimonial', testimonialsApi, (token: string) => createTestimonial(token), () => valid.testimonial()],
  ] as const;

  it.each(kinds)(
    'a %s: If-Match over a newer version answers 409 with what is stored, and changes nothing',
    async (what, api, create, body) => {
      const record = await create(token);
      expect(record.version).toBe(1);
      const id = record._id;
      const params = ('slug' in record ? { key: id } : { id }) as { id: string };
      /** The kind's save, known here as one that answers the record with its version. */
      const replace: Endpoint<string, v.GenericSchema, unknown, Saved<{ version: number }>> = api.replace;
      /** A save of fresh values, with the If-Match given (none: refused). */
      const save = (ifMatch?: string) =>
        callEndpoint(replace, {
          params,
          body: body(),
          token,
          headers: ifMatch === undefined ? {} : { 'if-match': ifMatch },
        });
      const first = await save('1');
      expect(first.status).toBe(200);
      expect(first.body.data.version).toBe(2);
      const stale = await save('"1"');
      expect(stale.status).toBe(409);
      expect(stale.body.message).toBe(MESSAGES.editConflict(what));
      expect(stale.body.data).toEqual(first.body.data);
      const stored = await callEndpoint(api.get as typeof productsApi.get, { params, token });
      expect(stored.body).toEqual(first.body.data);
      // Without If-Match the original API's save goes through as it always did: the last save wins.
      const unchecked = await save();
      expect(unchecked.status).toBe(200);
      expect(unchecked.body.data.version).toBe(3);
      const bad = await save('yesterday');
      expect(bad).toMatchObject({ status: 400, body: { message: MESSAGES.badIfMatch } });
    },
  );
});
