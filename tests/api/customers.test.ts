/**
 * Customer records linked over the real handlers and the test file's store: enquiries linked as they arrive (by
 * e-mail whatever its case; a new address of a known company's domain suggested, not linked, until staff
 * confirm; free-mail addresses never suggested), orders linked with their invoices, a billing GSTIN another
 * record holds suggested on it, never merged (customer-linking.test.ts goes further), the one-off run twice
 * with one result, the access log and a contact's erasure. Staff's merge, search and edit of a record are
 * ./customers-merge-and-edit.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { customersApi } from '../../src/lib/api/customers.ts';
import { quotationsApi } from '../../src/lib/api/index.ts';
import { accessLog } from '../../src/lib/server/customers/access-log.ts';
import { eraseContact } from '../../src/lib/server/customers/erase.ts';
import { linkAll } from '../../src/lib/server/customers/link-all.ts';
import { linksSettled } from '../../src/lib/server/customers/link-later.ts';
import { customerById, customerOfEmail } from '../../src/lib/server/customers/lookup.ts';
import { customers, emailKey, indexed } from '../../src/lib/server/customers/records.ts';
import { STORE_NAMES, listKeys } from '../../src/lib/server/store/index.ts';
import { callEndpoint, staffToken } from '../helpers/api.ts';
import { customerRecords, orderTotal } from '../helpers/customer-records.ts';
import { BUYERS, acceptedOrder, issueInvoice, withInvoiceBuyer } from '../helpers/invoice-orders.ts';
import { UNKNOWN_ID } from './fixtures.ts';

let token: string;
const buyer = {} as { token: string; productId: string };
withInvoiceBuyer('Customer Label', (started) => ({ token } = Object.assign(buyer, started)), 'Ram Customer');
const { requestFrom, contactFrom, read, list, of, customerWithOrder } = customerRecords(buyer);

describe('linking as enquiries arrive', () => {
  it("joins a buyer's requests by e-mail, whatever its case, and makes a new customer otherwise", async () => {
    const first = await requestFrom('Meera@Weaveworks.in', { company: 'Weaveworks' });
    const second = await requestFrom('meera@weaveworks.in');
    await contactFrom('MEERA@weaveworks.IN', { company: 'Weaveworks' });
    const customer = await of('meera@weaveworks.in');
    expect(customer.name).toBe('Weaveworks');
    expect(customer.contacts).toEqual([expect.objectContaining({ email: 'Meera@Weaveworks.in', phone: '+91 98111 22334' })]);
    expect(customer.enquiries.map((ref) => ref.id)).toEqual(expect.arrayContaining([first, second]));
    expect(customer.enquiries).toHaveLength(3);
    expect(customer.enquiries.map((ref) => ref.kind).sort()).toEqual(['contacts', 'quotes', 'quotes']);
    const other = await requestFrom('kabir@threadhouse.in');
    expect((await of('kabir@threadhouse.in'))._id).not.toBe(customer._id);
    // The staff page lists every enquiry linked, newest first.
    const page = await read(customer._id);
    expect(page.status).toBe(200);
    expect(page.body.data.linked.enquiries.map((each) => each.id)).toContain(second);
    expect(page.body.data.linked.enquiries.map((each) => each.id)).not.toContain(other);
  });

  it('suggests a new address of a known company domain, links it only once staff confirm', async () => {
    await requestFrom('owner@loomcraft.in', { company: 'Loomcraft' });
    const known = await of('owner@loomcraft.in');
    const suggested = await requestFrom('buyer@LOOMCRAFT.in', { name: 'Tara Buyer' });
    expect(await customerOfEmail('buyer@loomcraft.in')).toBeNull();
    const waiting = (await customerById(known._id))!;
    expect(waiting.enquiries).toHaveLength(1);
    expect(waiting.suggestions).toEqual([
      expect.objectContaining({
        contact: expect.objectContaining({ email: 'buyer@LOOMCRAFT.in' }),
        enquiries: [{ kind: 'quotes', id: suggested }],
      }),
    ]);
    const row = (await list({ q: 'loomcraft' })).body.data[0];
    expect(row).toMatchObject({ _id: known._id, suggestions: 1, enquiryCount: 1 });

    const confirmed = await callEndpoint(customersApi.confirmSuggestion, {
      params: { id: known._id },
      body: { email: 'buyer@loomcraft.in' },
      token,
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.message).toBe('buyer@loomcraft.in linked to Loomcraft, with its enquiries');
    expect(confirmed.body.data.suggestions ?? []).toEqual([]);
    expect(confirmed.body.data.enquiries).toContainEqual({ kind: 'quotes', id: suggested });
    expect((await of('buyer@loomcraft.in'))._id).toBe(known._id);
    // The next request of that address joins at once.
    const later = await requestFrom('buyer@loomcraft.in');
    expect((await customerById(known._id))!.enquiries).toContainEqual({ kind: 'quotes', id: later });
  });

  it('never suggests between free-mail addresses, and a dismissed suggestion gets a customer of its own', async () => {
    await requestFrom('priya.textiles@gmail.com');
    await requestFrom('rohan.prints@gmail.com');
    const [priya, rohan] = [await of('priya.textiles@gmail.com'), await of('rohan.prints@gmail.com')];
    expect(priya._id).not.toBe(rohan._id);
    expect(priya.suggestions ?? []).toEqual([]);

    await requestFrom('head@knitline.in');
    const knit = await of('head@knitline.in');
    await requestFrom('stranger@knitline.in');
    const dismissed = await callEndpoint(customersApi.dismissSuggestion, {
      params: { id: knit._id },
      body: { email: 'stranger@knitline.in' },
      token,
    });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.data.suggestions ?? []).toEqual([]);
    const own = await of('stranger@knitline.in');
    expect(own._id).not.toBe(knit._id);
    expect(own.enquiries).toHaveLength(1);
  });
});

describe('orders, invoices and the GSTIN', () => {
  it('links an order and its invoices through its request, and suggests, never joins, two records of one GSTIN', async () => {
    const enquiryId = await requestFrom('accounts@okhla-garments.in', { company: 'Okhla Garments' });
    const { quotation } = await acceptedOrder(token, enquiryId, BUYERS.delhi);
    expect((await issueInvoice(token, quotation._id, 'tax')).status).toBe(201);
    await linksSettled();
    const customer = await of('accounts@okhla-garments.in');
    expect(customer.quotations).toEqual([quotation._id]);
    expect(customer.gstin).toBe(BUYERS.delhi.gstin);
    expect(customer.billingAddress).toBe(BUYERS.delhi.address);
    expect(customer.invoices).toHaveLength(2);

    // An address of another domain whose billing names the same GSTIN: anyone may type one, so it stays its
    // own record, suggested on the GSTIN's, until an Admin confirms.
    const otherId = await requestFrom('okhla.purchase@yahoo.com');
    const other = await of('okhla.purchase@yahoo.com');
    expect(other._id).not.toBe(customer._id);
    const { quotation: second } = await acceptedOrder(token, otherId, BUYERS.delhi);
    await linksSettled();
    expect((await of('okhla.purchase@yahoo.com'))._id).toBe(other._id);
    expect((await of('okhla.purchase@yahoo.com')).quotations).toEqual([second._id]);
    const holder = (await customerById(customer._id))!;
    expect(holder.merges ?? []).toEqual([]);
    expect(holder.gstinSuggestions).toEqual([expect.objectContaining({ customer: other._id, quotations: [second._id] })]);

    // The list's money: the orders' won value and what is outstanding, in rupees.
    const row = (await list({ q: BUYERS.delhi.gstin })).body.data;
    expect(row).toHaveLength(1);
    expect(row[0]).toMatchObject({ _id: customer._id, orderCount: 1, gstin: BUYERS.delhi.gstin });
    expect(row[0].wonValue).toBe(orderTotal());
    expect(row[0].outstanding).toBe(orderTotal());
    expect(row[0].lastOrderAt).not.toBeNull();

    // A customer's page shows the order's invoices in rupees, as the order's own answer does (stored in paise).
    const page = (await read(customer._id)).body.data;
    const order = (await callEndpoint(quotationsApi.get, { params: { id: quotation._id }, token })).body.data;
    const totals = (invoices: { total: number }[]) => invoices.map((invoice) => invoice.total).sort((a, b) => a - b);
    expect(totals(page.linked.invoices.filter((invoice) => invoice.quotationId === quotation._id))).toEqual(
      totals(order.invoices!),
    );
    expect(Math.max(...totals(order.invoices!))).toBe(orderTotal());
  });
});

describe('the one-off linking run, the access log and erasure', () => {
  /** What linking writes on each customer, compared between two runs. */
  const linkedRecords = async () =>
    (await customers.all()).map(({ _id, version, enquiries, quotations, invoices, suggestions, mergedInto }) => ({
      _id,
      version,
      enquiries,
      quotations,
      invoices,
      suggestions,
      mergedInto,
    }));

  it('links what is stored, and a second run changes nothing', async () => {
    const { customer, quotation } = await customerWithOrder('buyer@link-run.in');
    expect(customer.enquiries).toHaveLength(1);
    expect(customer.quotations).toEqual([quotation._id]);
    expect(customer.invoices).toHaveLength(2);
    // What the arrivals linked, wiped: the run must make it again from the records.
    await customers.update(customer._id, (current) => ({ ...current, enquiries: [], quotations: [], invoices: [] }), {
      action: 'Links wiped',
    });
    const first = await linkAll();
    const relinked = (await customers.get(customer._id))!;
    expect(relinked.enquiries).toEqual(customer.enquiries);
    expect(relinked.quotations).toEqual([quotation._id]);
    expect([...relinked.invoices].sort()).toEqual([...customer.invoices].sort());
    const records = await linkedRecords();
    const second = await linkAll();
    expect(second).toEqual(first);
    expect(await linkedRecords()).toEqual(records);
    expect(await listKeys(STORE_NAMES.meta, 'customer-link-pending/')).toEqual([]);
  });

  it('logs who viewed and exported a customer, and the export holds everything linked', async () => {
    const { customer } = await customerWithOrder('buyer@access-log.in');
    const exported = await callEndpoint(customersApi.export, { params: { id: customer._id }, token });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toBe(`attachment; filename="customer-${customer._id}.json"`);
    expect(exported.body.customer._id).toBe(customer._id);
    // Its one order, with the order's two invoices.
    expect(exported.body.quotations).toHaveLength(1);
    expect(exported.body.quotations[0]).not.toHaveProperty('secret');
    expect(exported.body.invoices).toHaveLength(2);
    expect(exported.body.enquiries.map((each: { kind: string }) => each.kind)).toContain('quotes');
    await read(customer._id);
    const log = await accessLog(customer._id);
    expect(log.map((entry) => entry.what).slice(0, 2)).toEqual(['viewed', 'exported']);
    expect(log[0]).toMatchObject({ customerId: customer._id, userName: expect.any(String) });
    // Admins read the log; Staff, the signed-out and an unknown customer get nothing.
    const shown = await callEndpoint(customersApi.access, { params: { id: customer._id }, token });
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('private, no-store');
    expect(shown.body.data.slice(0, 2)).toEqual(log.slice(0, 2));
    expect((await callEndpoint(customersApi.access, { params: { id: customer._id }, token: await staffToken() })).status).toBe(
      403,
    );
    expect((await callEndpoint(customersApi.access, { params: { id: customer._id } })).status).toBe(401);
    expect((await callEndpoint(customersApi.access, { params: { id: UNKNOWN_ID }, token })).status).toBe(404);
  });

  it('erases a contact from every customer record and index, keeping the links', async () => {
    await requestFrom('erase.me@erasure-co.in', { company: 'Erasure Co', phone: '+91 90000 11122' });
    const customer = await of('erase.me@erasure-co.in');
    await requestFrom('colleague@erasure-co.in');
    const done = await eraseContact('ERASE.ME@erasure-co.in');
    expect(done.customers).toEqual([customer._id]);
    const after = (await customers.get(customer._id))!;
    expect(JSON.stringify(after)).not.toMatch(/erase\.me|90000 11122/i);
    expect(after.enquiries).toEqual(customer.enquiries);
    expect(await indexed(emailKey('erase.me@erasure-co.in'))).toBeNull();
    const rows = JSON.stringify((await list({ q: 'erasure', limit: 100 })).body.data);
    expect(rows).not.toMatch(/erase\.me|90000 11122/i);
  });
});
