/**
 * Customer records link only on proof, over the real handlers and the test file's store: a buyer who types
 * another company's GSTIN in the billing details of their own quotation is not merged into that company's
 * record (a suggestion on it, which Staff may dismiss and only an Admin confirms, that being a merge), their
 * My orders never lists the other company's orders, the linking run follows the same rule, and the records
 * the linking merged by GSTIN before are listed for Admins until one checks them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { customersApi } from '../../src/lib/api/customers.ts';
import { myOrdersApi } from '../../src/lib/api/my-orders.ts';
import { linkAll } from '../../src/lib/server/customers/link-all.ts';
import { linksSettled } from '../../src/lib/server/customers/link-later.ts';
import { customerById, customerOfEmail } from '../../src/lib/server/customers/lookup.ts';
import { mergeCustomers } from '../../src/lib/server/customers/merge.ts';
import { customers, emailKey, point } from '../../src/lib/server/customers/records.ts';
import { openBuyerSession } from '../../src/lib/server/my-orders/buyer-session.ts';
import { STORE_NAMES, openStore } from '../../src/lib/server/store/index.ts';
import { privacyNotice } from '../../src/lib/messages/privacy-notice.ts';
import { callEndpoint, staffToken } from '../helpers/api.ts';
import { customerRecords } from '../helpers/customer-records.ts';
import {
  acceptedOrder,
  giveBilling,
  gstin,
  issueInvoice,
  secretOf,
  sentQuotation,
  withInvoiceBuyer,
} from '../helpers/invoice-orders.ts';

let admin: string;
let staff: string;
const buyer = {} as { token: string; productId: string };
withInvoiceBuyer('Linking label', (started) => ({ token: admin } = Object.assign(buyer, started)), 'Ram Linking');
/** A quote request from `email`, linked. */
const { requestFrom } = customerRecords(buyer);
beforeAll(async () => {
  staff = await staffToken();
});

/** Company A: an accepted order billed to its GSTIN, with a tax invoice. */
async function companyWithOrders(email: string, companyGstin: string) {
  const enquiryId = await requestFrom(email, { company: 'Anand Prints' });
  const billing = { legalName: 'Anand Prints Pvt Ltd', gstin: companyGstin, address: 'C-4, Naraina', state: 'Delhi' };
  const { quotation, secret } = await acceptedOrder(admin, enquiryId, billing);
  expect((await issueInvoice(admin, quotation._id, 'tax')).status).toBe(201);
  await linksSettled();
  const customer = (await customerOfEmail(email))!;
  expect(customer.gstin).toBe(companyGstin);
  return { customer, quotation, secret };
}

/** Buyer B: their own quotation, on whose page they give billing details naming `typed` as their GSTIN. */
async function buyerTyping(email: string, typed: string) {
  const enquiryId = await requestFrom(email);
  const quotation = await sentQuotation(admin, enquiryId);
  const given = await giveBilling(secretOf(quotation), {
    legalName: 'Someone Else',
    gstin: typed,
    address: 'Anywhere',
    state: 'Delhi',
  });
  expect(given.status, JSON.stringify(given.body)).toBe(200);
  await linksSettled();
  return { customer: (await customerOfEmail(email))!, quotation };
}

const myOrders = async (email: string) =>
  (await callEndpoint(myOrdersApi.read, { token: (await openBuyerSession(email)).token })).body.data;

describe("a buyer typing another company's GSTIN", () => {
  it("is not merged into that company, and their My orders never lists the company's orders", async () => {
    const taken = gstin('07AAACA1111A1Z');
    const a = await companyWithOrders('accounts@anand-prints.in', taken);
    const b = await buyerTyping('b.buyer@gmail.com', taken);

    expect(b.customer._id).not.toBe(a.customer._id);
    const page = await myOrders('b.buyer@gmail.com');
    expect(page.quotations.map((quotation) => quotation._id)).toEqual([b.quotation._id]);
    expect(JSON.stringify(page)).not.toContain(a.secret);
    expect(page.invoices).toEqual([]);
    // The company's own record is as it was, but for a suggestion staff answer.
    const company = (await customerById(a.customer._id))!;
    expect(company.contacts.map((contact) => contact.email)).toEqual(['accounts@anand-prints.in']);
    expect(company.merges ?? []).toEqual([]);
    // Nor does the company's invoice PDF answer the buyer's session.
    expect(company.invoices.length).toBeGreaterThan(0);
    const { token: session } = await openBuyerSession('b.buyer@gmail.com');
    const pdf = await callEndpoint(myOrdersApi.invoicePdf, { params: { id: company.invoices.at(-1)! }, token: session });
    expect(pdf.status).toBe(404);
    expect(company.gstinSuggestions).toEqual([
      expect.objectContaining({ customer: b.customer._id, gstin: taken, quotations: [b.quotation._id] }),
    ]);
    // The buyer's record does not take a GSTIN another record holds.
    expect((await customerById(b.customer._id))!.gstin).toBeUndefined();
    const row = (await callEndpoint(customersApi.list, { query: { q: 'anand-prints' }, token: staff })).body.data[0];
    expect(row).toMatchObject({ _id: a.customer._id, suggestions: 1 });
  });

  it('is merged only when an Admin confirms the suggestion (Staff get 403 and nothing changes); Staff may dismiss one', async () => {
    const taken = gstin('07AAACB2222B1Z');
    const a = await companyWithOrders('accounts@bharat-tags.in', taken);
    const b = await buyerTyping('purchase.bharat@yahoo.com', taken);
    const body = { customer: b.customer._id };
    const before = (await customerById(a.customer._id))!;

    const refused = await callEndpoint(customersApi.confirmGstinSuggestion, {
      params: { id: a.customer._id },
      body,
      token: staff,
    });
    expect(refused.status).toBe(403);
    expect((await customerById(a.customer._id))!.version).toBe(before.version);
    expect((await customerOfEmail('purchase.bharat@yahoo.com'))!._id).toBe(b.customer._id);

    const confirmed = await callEndpoint(customersApi.confirmGstinSuggestion, {
      params: { id: a.customer._id },
      body,
      token: admin,
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data.gstinSuggestions ?? []).toEqual([]);
    expect(confirmed.body.data.merges).toEqual([expect.objectContaining({ from: b.customer._id, by: 'Asha', gstin: taken })]);
    // Confirmed by staff: the buyer is a contact of the company's record, and sees its orders.
    const page = await myOrders('purchase.bharat@yahoo.com');
    expect(page.quotations.map((quotation) => quotation._id)).toEqual(expect.arrayContaining([a.quotation._id, b.quotation._id]));

    const c = await buyerTyping('c.stranger@gmail.com', taken);
    const dismissed = await callEndpoint(customersApi.dismissGstinSuggestion, {
      params: { id: a.customer._id },
      body: { customer: c.customer._id },
      token: staff,
    });
    expect(dismissed.status, JSON.stringify(dismissed.body)).toBe(200);
    expect(dismissed.body.data.gstinSuggestions ?? []).toEqual([]);
    expect((await customerOfEmail('c.stranger@gmail.com'))!._id).toBe(c.customer._id);
    // The linking run does not bring a dismissed suggestion back, nor merge.
    await linkAll();
    await linksSettled();
    expect((await customerById(a.customer._id))!.gstinSuggestions ?? []).toEqual([]);
    expect((await customerOfEmail('c.stranger@gmail.com'))!._id).toBe(c.customer._id);
    expect((await myOrders('c.stranger@gmail.com')).quotations.map((quotation) => quotation._id)).toEqual([c.quotation._id]);

    const unknown = await callEndpoint(customersApi.dismissGstinSuggestion, {
      params: { id: a.customer._id },
      body,
      token: staff,
    });
    expect(unknown.status).toBe(404);
  });

  it('shows My orders nothing of a record that does not list the signed-in e-mail as a contact, wherever an index points', async () => {
    const a = await companyWithOrders('accounts@elgin-tapes.in', gstin('07AAACE5555E1Z'));
    await point(emailKey('not.a.contact@gmail.com'), a.customer._id);
    const page = await myOrders('not.a.contact@gmail.com');
    expect(page.customer).toBeNull();
    expect(page.quotations).toEqual([]);
    expect(JSON.stringify(page)).not.toContain(a.secret);
  });

  it('the one-off linking run suggests, never merges, by a GSTIN', async () => {
    const taken = gstin('07AAACC3333C1Z');
    const a = await companyWithOrders('accounts@chandni-labels.in', taken);
    const b = await buyerTyping('chandni.orders@gmail.com', taken);
    // As if nothing had been linked yet: the suggestion gone, then the run over what is stored.
    await customers.update(a.customer._id, (current) => ({ ...current, gstinSuggestions: undefined }));
    await linkAll();
    await linksSettled();
    expect((await customerOfEmail('chandni.orders@gmail.com'))!._id).toBe(b.customer._id);
    expect((await customerById(a.customer._id))!.gstinSuggestions).toEqual([
      expect.objectContaining({ customer: b.customer._id }),
    ]);
  });
});

describe('the privacy notice', () => {
  it("says that the contacts staff confirm on a company's record see its orders, and that a GSTIN adds no one", () => {
    const grievance = { name: 'Asha Verma', email: 'grievance@labels.example', phone: '+91 11 4000 0000', tel: '+911140000000' };
    const words = privacyNotice({
      company: 'Labels',
      address: 'Okhla',
      companyEmail: 'hello@labels.example',
      retentionMonths: 24,
      grievance,
    });
    expect(words.why.after).toContain('The contacts our staff confirm on one company’s record');
    expect(words.why.after).toContain('all see that company’s orders, quotations and invoices');
    expect(words.why.after).toContain('a GSTIN or company name typed on a form never adds anyone to a record');
  });
});

describe('records merged by a GSTIN before', () => {
  it('are listed for Admins until one checks them; Staff are refused the list and the check', async () => {
    await requestFrom('office@delta-weaves.in', { company: 'Delta Weaves' });
    await requestFrom('delta.weaves@rediffmail.com');
    const [kept, gone] = [
      (await customerOfEmail('office@delta-weaves.in'))!,
      (await customerOfEmail('delta.weaves@rediffmail.com'))!,
    ];
    // The linking merged them by a GSTIN, as it did before it asked anyone.
    await mergeCustomers(gone._id, kept._id, { by: 'GSTIN' });
    // A row written before rows said so: the linking run marks it.
    const shard = `customer-rows/${kept._id.slice(-1)}`;
    const meta = openStore(STORE_NAMES.meta);
    const rows = (await meta.get(shard, { type: 'json' })) as Record<string, unknown>[];
    await meta.setJSON(
      shard,
      rows.map(({ gstinMerges: _gone, ...row }) => row),
    );
    await linkAll();

    const query = { merged: 'gstin' } as const;
    expect((await callEndpoint(customersApi.list, { query, token: staff })).status).toBe(403);
    const staffRows = (await callEndpoint(customersApi.list, { query: { q: 'delta' }, token: staff })).body.data;
    expect(staffRows[0]).not.toHaveProperty('gstinMerges');
    const listed = await callEndpoint(customersApi.list, { query, token: admin });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((row) => row._id)).toEqual([kept._id]);
    expect(listed.body.data[0].gstinMerges).toEqual([expect.objectContaining({ from: gone._id, name: gone.name })]);

    const check = { params: { id: kept._id }, body: { from: gone._id } };
    expect((await callEndpoint(customersApi.checkGstinMerge, { ...check, token: staff })).status).toBe(403);
    const checked = await callEndpoint(customersApi.checkGstinMerge, { ...check, token: admin });
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect(checked.body.data.merges).toEqual([
      expect.objectContaining({ from: gone._id, checked: expect.objectContaining({ by: 'Asha' }) }),
    ]);
    expect((await callEndpoint(customersApi.list, { query, token: admin })).body.data).toEqual([]);
    const again = await callEndpoint(customersApi.checkGstinMerge, { ...check, body: { from: kept._id }, token: admin });
    expect(again.status).toBe(404);
  });
});
