/**
 * Customer records as the customer tests make and read them: a buyer's quote request or contact message from an
 * e-mail (its linking, after the answer, done), a customer of its own with an invoiced order, and staff's reads.
 * `buyer` is the file's invoice buyer (tests/helpers/invoice-orders.ts), filled in before its tests.
 */
import type * as v from 'valibot';
import { expect } from 'vitest';
import { customersApi } from '../../src/lib/api/customers.ts';
import { contactsApi } from '../../src/lib/api/index.ts';
import type { ContactInput, quoteRequestSchema } from '../../src/lib/schemas/inboxes.ts';
import { linksSettled } from '../../src/lib/server/customers/link-later.ts';
import { customerOfEmail } from '../../src/lib/server/customers/lookup.ts';
import { sentQuoteRequest, unique, valid } from '../api/fixtures.ts';
import { callEndpoint } from './api.ts';
import { BUYERS, LINE, acceptedOrder, issueInvoice } from './invoice-orders.ts';

/** An order of `quantity` of LINE with the helper's ₹500 artwork, at 18 % GST, in rupees as the list shows it. */
export const orderTotal = (quantity = LINE.quantity) => Math.round((quantity * LINE.unitPrice + 500) * 1.18 * 100) / 100;

export function customerRecords(buyer: { token: string; productId: string }) {
  /** A quote request as a visitor sends it; answers its id once its linking (after the answer) is done. */
  async function requestFrom(email: string, over: Partial<v.InferInput<typeof quoteRequestSchema>> = {}) {
    const request = await sentQuoteRequest(buyer.token, {
      name: unique('Buyer'),
      email,
      phone: '+91 98111 22334',
      lines: [{ productId: buyer.productId, quantity: 500 }],
      ...over,
    });
    await linksSettled();
    return request._id;
  }

  /** A contact message as a visitor sends it, its linking done. */
  async function contactFrom(email: string, over: Partial<ContactInput> = {}) {
    const sent = await callEndpoint(contactsApi.create, { body: valid.contact({ email, ...over }) });
    expect(sent.status).toBe(201);
    await linksSettled();
  }

  const of = async (email: string) => (await customerOfEmail(email))!;

  return {
    requestFrom,
    contactFrom,
    of,
    read: (id: string) => callEndpoint(customersApi.get, { params: { id }, token: buyer.token }),
    list: (query: object) => callEndpoint(customersApi.list, { query, token: buyer.token }),
    /** A customer of its own with one accepted order of `quantity` labels and its tax invoice. */
    async customerWithOrder(email: string, quantity = LINE.quantity, company = unique('Order Co')) {
      const enquiryId = await requestFrom(email, { company });
      const { quotation } = await acceptedOrder(buyer.token, enquiryId, BUYERS.delhi, { lines: [{ ...LINE, quantity }] });
      expect((await issueInvoice(buyer.token, quotation._id, 'tax')).status).toBe(201);
      await linksSettled();
      return { customer: await of(email), quotation };
    },
  };
}
