/**
 * What only an Admin may do, over the real handlers and the test file's store: merging customers, a customer's
 * export, answering a privacy request and downloading its copy, cancelling an invoice and reading the access log.
 * A Staff member is refused (403) before anything is read or written: the store is as it was, and the same call
 * by an Admin then works (so the refusal is the role's, not a broken request's).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { customersApi } from '../../src/lib/api/customers.ts';
import { contactsApi } from '../../src/lib/api/index.ts';
import { invoicesApi } from '../../src/lib/api/invoices.ts';
import { privacyApi } from '../../src/lib/api/privacy.ts';
import { accessLog } from '../../src/lib/server/customers/access-log.ts';
import { linksSettled } from '../../src/lib/server/customers/link-later.ts';
import { customerOfEmail } from '../../src/lib/server/customers/lookup.ts';
import { customers } from '../../src/lib/server/customers/records.ts';
import { invoices } from '../../src/lib/server/invoices/invoice-storage.ts';
import { openPrivacyRequest, privacyRequests } from '../../src/lib/server/privacy/requests.ts';
import { callEndpoint, staffToken } from '../helpers/api.ts';
import { BUYERS, acceptedOrder, withInvoiceBuyer } from '../helpers/invoice-orders.ts';
import { sentQuoteRequest, valid } from './fixtures.ts';

let admin: string;
let staff: string;
let productId: string;

withInvoiceBuyer('Roles label', (buyer) => ({ token: admin, productId } = buyer), 'Ram Roles');
beforeAll(async () => {
  staff = await staffToken();
});

const ADMIN_ONLY = /Only an Admin/;

/** A customer made by a contact message from `email`. */
async function customerFrom(email: string) {
  expect((await callEndpoint(contactsApi.create, { body: valid.contact({ email }) })).status).toBe(201);
  await linksSettled();
  return (await customerOfEmail(email))!;
}

describe('Staff are refused what only an Admin may do, and nothing changes', () => {
  it('merging two customers', async () => {
    const from = await customerFrom(`merge@from-${Date.now()}.in`);
    const into = await customerFrom(`merge@into-${Date.now()}.in`);
    const refused = await callEndpoint(customersApi.merge, { params: { id: from._id }, body: { into: into._id }, token: staff });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(ADMIN_ONLY);
    expect(await customers.get(from._id)).toEqual(from);
    expect(await customers.get(into._id)).toEqual(into);
    const merged = await callEndpoint(customersApi.merge, { params: { id: from._id }, body: { into: into._id }, token: admin });
    expect(merged.status).toBe(200);
    expect((await customers.get(from._id))!.mergedInto).toBe(into._id);
  });

  it("a customer's export, and its access log (neither read nor logged)", async () => {
    const customer = await customerFrom(`export@export-${Date.now()}.in`);
    const refused = await callEndpoint(customersApi.export, { params: { id: customer._id }, token: staff });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(ADMIN_ONLY);
    expect(JSON.stringify(refused.body)).not.toContain(customer.contacts[0].email);
    expect((await callEndpoint(customersApi.access, { params: { id: customer._id }, token: staff })).status).toBe(403);
    expect(await accessLog(customer._id)).toEqual([]);
    expect((await callEndpoint(customersApi.export, { params: { id: customer._id }, token: admin })).status).toBe(200);
    expect((await accessLog(customer._id)).map((entry) => entry.what)).toEqual(['exported']);
  });

  it('answering a privacy request and downloading its copy', async () => {
    const email = `privacy@privacy-${Date.now()}.in`;
    await customerFrom(email);
    const request = await openPrivacyRequest({ email, kind: 'erasure', via: 'form' });
    const copy = await callEndpoint(privacyApi.copy, { params: { id: request._id }, query: { format: 'json' }, token: staff });
    expect(copy.status).toBe(403);
    expect(JSON.stringify(copy.body)).not.toContain(email);
    const answer = await callEndpoint(privacyApi.answer, {
      params: { id: request._id },
      body: { message: 'Done as you asked.' },
      token: staff,
    });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toMatch(ADMIN_ONLY);
    expect(await privacyRequests.get(request._id)).toEqual(request);
    expect(await customerOfEmail(email)).not.toBeNull();
    expect((await callEndpoint(privacyApi.copy, { params: { id: request._id }, token: admin })).status).toBe(200);
  });

  it('cancelling an invoice', async () => {
    const enquiry = await sentQuoteRequest(admin, {
      name: 'Ram Roles',
      email: `invoice@invoice-${Date.now()}.in`,
      phone: '+91 98111 22334',
      lines: [{ productId, quantity: 500 }],
    });
    const { quotation } = await acceptedOrder(admin, enquiry._id, BUYERS.delhi);
    const invoiceId = quotation.invoices![0]._id;
    const before = await invoices.get(invoiceId);
    expect(before!.status).toBe('issued');
    const refused = await callEndpoint(invoicesApi.cancel, {
      params: { id: invoiceId },
      body: { reason: 'Issued to the wrong buyer' },
      token: staff,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(ADMIN_ONLY);
    expect(await invoices.get(invoiceId)).toEqual(before);
    const cancelled = await callEndpoint(invoicesApi.cancel, {
      params: { id: invoiceId },
      body: { reason: 'Issued to the wrong buyer' },
      token: admin,
    });
    expect(cancelled.status).toBe(200);
    expect((await invoices.get(invoiceId))!.status).toBe('cancelled');
  });
});
