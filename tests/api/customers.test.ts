/**
 * Customer records over the real handlers and the test file's store: enquiries linked as they arrive (by
 * e-mail whatever its case; a new address of a known company's domain suggested, not linked, until staff
 * confirm; free-mail addresses never suggested), orders linked with their invoices, a billing GSTIN another
 * record holds suggested on it, never merged (customer-linking.test.ts goes further), a merge that moves everything and keeps the old id answering, search and sort, refusals
 * that change nothing, the one-off run twice with one result, the access log and a contact's erasure.
 * (Over 300 lines: one concern, the customer record, sharing one SMTP server, staff member and product.)
 */
import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type Customer, customersApi } from '../../src/lib/api/customers.ts';
import { type BodyOf, activityApi, contactsApi, quotationsApi } from '../../src/lib/api/index.ts';
import type { ContactInput, quoteRequestSchema } from '../../src/lib/schemas/inboxes.ts';
import { accessLog } from '../../src/lib/server/customers/access.ts';
import { eraseContact } from '../../src/lib/server/customers/erase.ts';
import { linkAll } from '../../src/lib/server/customers/link-all.ts';
import { linksSettled } from '../../src/lib/server/customers/link-later.ts';
import { customerById, customerOfEmail } from '../../src/lib/server/customers/lookup.ts';
import { customers, emailKey, indexed } from '../../src/lib/server/customers/records.ts';
import { STORE_NAMES, listKeys } from '../../src/lib/server/store.ts';
import { type OffContract, callEndpoint, offContract, staffToken } from '../helpers/api.ts';
import { BUYERS, LINE, acceptedOrder, gstin, issueInvoice, withInvoiceBuyer } from '../helpers/invoice-orders.ts';
import { UNKNOWN_ID, sentQuoteRequest, unique, valid } from './fixtures.ts';

let token: string;
let productId: string;

withInvoiceBuyer('Customer Label', (buyer) => ({ token, productId } = buyer), 'Ram Customer');

/** A quote request as a visitor sends it; answers its id once its linking (after the answer) is done. */
async function requestFrom(email: string, over: Partial<v.InferInput<typeof quoteRequestSchema>> = {}) {
  const request = await sentQuoteRequest(token, {
    name: unique('Buyer'),
    email,
    phone: '+91 98111 22334',
    lines: [{ productId, quantity: 500 }],
    ...over,
  });
  await linksSettled();
  return request._id;
}

async function contactFrom(email: string, over: Partial<ContactInput> = {}) {
  const sent = await callEndpoint(contactsApi.create, { body: valid.contact({ email, ...over }) });
  expect(sent.status).toBe(201);
  await linksSettled();
}

const read = (id: string) => callEndpoint(customersApi.get, { params: { id }, token });
const list = (query: object) => callEndpoint(customersApi.list, { query, token });
const of = async (email: string) => (await customerOfEmail(email))!;

/** An order of `quantity` of LINE with the helper's ₹500 artwork, at 18 % GST, in rupees as the list shows it. */
const orderTotal = (quantity = LINE.quantity) => Math.round((quantity * LINE.unitPrice + 500) * 1.18 * 100) / 100;

/** A customer of its own with one accepted order of `quantity` labels and its tax invoice. */
async function customerWithOrder(email: string, quantity = LINE.quantity, company = unique('Order Co')) {
  const enquiryId = await requestFrom(email, { company });
  const { quotation } = await acceptedOrder(token, enquiryId, BUYERS.delhi, { lines: [{ ...LINE, quantity }] });
  expect((await issueInvoice(token, quotation._id, 'tax')).status).toBe(201);
  await linksSettled();
  return { customer: await of(email), quotation };
}

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

describe('POST /api/customers/{id}/merge', () => {
  it('moves everything linked to the one kept; the merged id answers it; the merge is told apart', async () => {
    const keptEnquiry = await requestFrom('studio@hangtag.in', { company: 'Hangtag Studio' });
    const goneEnquiry = await requestFrom('hangtag.studio@rediffmail.com');
    const { quotation } = await acceptedOrder(token, goneEnquiry, { ...BUYERS.abroad });
    await linksSettled();
    const [kept, gone] = [await of('studio@hangtag.in'), await of('hangtag.studio@rediffmail.com')];
    expect(gone.quotations).toEqual([quotation._id]);

    const merged = await callEndpoint(customersApi.merge, { params: { id: gone._id }, body: { into: kept._id }, token });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body.message).toBe(`${gone.name} merged into Hangtag Studio: everything linked now sits with Hangtag Studio`);
    const now = merged.body.data;
    expect(now.enquiries).toEqual(
      expect.arrayContaining([
        { kind: 'quotes', id: keptEnquiry },
        { kind: 'quotes', id: goneEnquiry },
      ]),
    );
    expect(now.quotations).toEqual([quotation._id]);
    expect(now.invoices).toEqual(gone.invoices);
    expect(now.contacts.map((contact) => contact.email)).toEqual(['studio@hangtag.in', 'hangtag.studio@rediffmail.com']);
    expect(now.merges).toEqual([expect.objectContaining({ from: gone._id, name: gone.name, quotations: [quotation._id] })]);
    expect((await customers.get(gone._id))!.mergedInto).toBe(kept._id);
    // The old address keeps working, the e-mail leads to the one kept, and the list shows one.
    const old = await read(gone._id);
    expect(old.status).toBe(200);
    expect(old.body.data._id).toBe(kept._id);
    expect(old.body.data.linked.quotations.map((row) => row._id)).toEqual([quotation._id]);
    expect((await of('hangtag.studio@rediffmail.com'))._id).toBe(kept._id);
    expect((await list({ q: 'hangtag' })).body.data.map((row) => row._id)).toEqual([kept._id]);
    const activity = (await callEndpoint(activityApi.list, { token })).body.data;
    expect(activity).toContainEqual(
      expect.objectContaining({
        action: `Customer merged: ${gone.name} into this one`,
        target: expect.objectContaining({ id: kept._id }),
      }),
    );

    // Merging it again, into itself or into nobody is refused and changes nothing.
    const before = await customers.get(kept._id);
    for (const [id, into, status] of [
      [gone._id, kept._id, 409],
      [kept._id, kept._id, 409],
      [kept._id, UNKNOWN_ID, 404],
      [UNKNOWN_ID, kept._id, 404],
      [kept._id, '', 400],
    ] as const) {
      const refused = await callEndpoint(customersApi.merge, { params: { id }, body: { into }, token });
      expect(refused.status, `${id} into ${into}`).toBe(status);
    }
    expect(await customers.get(kept._id)).toEqual(before);
  });

  it('keeps a chain of merges answering for every record behind it: the access log and an erasure reach the first', async () => {
    const ids: string[] = [];
    for (const email of ['chain.first@gmail.com', 'chain.second@yahoo.co.in', 'chain.third@outlook.com']) {
      await requestFrom(email);
      ids.push((await of(email))._id);
    }
    const [first, second, third] = ids;
    expect((await read(first)).status).toBe(200);
    for (const [from, into] of [
      [first, second],
      [second, third],
    ]) {
      const merged = await callEndpoint(customersApi.merge, { params: { id: from }, body: { into }, token });
      expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    }
    expect((await customers.get(third))!.merges!.map((merge) => merge.from)).toEqual([first, second]);
    const log = await callEndpoint(customersApi.access, { params: { id: third }, token });
    expect(log.body.data).toContainEqual(expect.objectContaining({ customerId: first, what: 'viewed' }));

    // A chain merged before merges carried their notes along: the erasure still follows it to the first.
    await customers.update(third, (current) => ({ ...current, merges: current.merges!.filter((merge) => merge.from !== first) }), {
      action: 'Merge notes as they were',
    });
    const done = await eraseContact('chain.first@gmail.com');
    expect(done.customers.sort()).toEqual([first, second, third].sort());
    for (const id of ids) expect(JSON.stringify(await customers.get(id))).not.toMatch(/chain\.first/);
  });
});

describe('GET /api/customers', () => {
  it('searches name, company, e-mail, phone and GSTIN, and sorts by last order, value, outstanding and name', async () => {
    // Two customers of this test's own, the larger order made last: 1,000 and 3,000 labels.
    const small = (await customerWithOrder('buyer@sortvalue-small.in', LINE.quantity, 'Sortvalue Small')).customer;
    const big = (await customerWithOrder('buyer@sortvalue-big.in', 3 * LINE.quantity, 'Sortvalue Big')).customer;
    const ours = async (query: object) =>
      (await list({ q: 'sortvalue', ...query })).body.data.map((row) => [row._id, row.wonValue, row.outstanding]);
    const expected = [
      [big._id, orderTotal(3 * LINE.quantity), orderTotal(3 * LINE.quantity)],
      [small._id, orderTotal(), orderTotal()],
    ];
    expect(await ours({ sort: 'value' })).toEqual(expected);
    expect(await ours({ sort: 'outstanding' })).toEqual(expected);
    expect(await ours({})).toEqual(expected);
    await requestFrom('zed@zz-labels.in', { company: 'Zz Labels', phone: '+91 99999 00011' });
    const zz = await of('zed@zz-labels.in');
    for (const q of ['zz labels', 'ZED@ZZ-LABELS', '99999 00011', '9999900011']) {
      expect(
        (await list({ q })).body.data.map((row) => row._id),
        q,
      ).toEqual([zz._id]);
    }
    const byName = (await list({ sort: 'name', limit: 100 })).body.data.map((row) => row.name);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const byValue = (await list({ sort: 'value', limit: 100 })).body.data.map((row) => row.wonValue);
    expect(byValue).toEqual([...byValue].sort((a, b) => b - a));
    const byOutstanding = (await list({ sort: 'outstanding', limit: 100 })).body.data.map((row) => row.outstanding);
    expect(byOutstanding).toEqual([...byOutstanding].sort((a, b) => b - a));
    const paged = await list({ sort: 'name', page: 2, limit: 2 });
    expect(paged.body).toMatchObject({ page: 2, limit: 2, total: byName.length });
    expect(paged.body.data.map((row) => row.name)).toEqual(byName.slice(2, 4));
    for (const query of [{ sort: 'biggest' }, { limit: 0 }, { page: 'x' }, { q: 'x'.repeat(201) }]) {
      expect((await list(query)).status, JSON.stringify(query)).toBe(400);
    }
    expect((await callEndpoint(customersApi.list, {})).status).toBe(401);
  });
});

describe('PUT /api/customers/{id}', () => {
  type Edit = BodyOf<typeof customersApi.update>;
  const editOf = (customer: Customer, over: Partial<Edit> = {}) =>
    ({
      name: customer.name,
      company: customer.company ?? '',
      contacts: customer.contacts.map((contact) => ({ phone: '', ...contact })),
      gstin: customer.gstin ?? '',
      country: '',
      state: '',
      billingAddress: '',
      shippingAddress: '',
      notes: '',
      tags: [],
      ...over,
    }) satisfies Edit;

  it('saves an edit over its version; bad input, an unknown id, a stale version and a taken e-mail change nothing', async () => {
    await requestFrom('desk@edit-labels.in', { company: 'Edit Labels' });
    await requestFrom('desk@other-labels.in', { company: 'Other Labels' });
    const customer = await of('desk@edit-labels.in');
    const put = (id: string, body: Edit | OffContract, version: number | null = customer.version) =>
      callEndpoint(customersApi.update, {
        params: { id },
        body,
        token,
        headers: version === null ? {} : { 'if-match': `"${version}"` },
      });

    const saved = await put(
      customer._id,
      editOf(customer, {
        name: 'एडिट लेबल्स "Edit" / Labels 🏷️',
        tags: ['wholesale', 'seasonal'],
        notes: 'Reorders every spring.',
        contacts: [...customer.contacts, { name: 'Second', email: 'second@edit-labels.in', phone: '' }],
        gstin: gstin('07AABCE1234F1Z'),
      }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      name: 'एडिट लेबल्स "Edit" / Labels 🏷️',
      tags: ['wholesale', 'seasonal'],
      version: customer.version + 1,
    });
    expect((await of('second@edit-labels.in'))._id).toBe(customer._id);
    expect((await list({ q: 'seasonal' })).status).toBe(200);
    expect((await list({ q: gstin('07AABCE1234F1Z') })).body.data.map((row) => row._id)).toEqual([customer._id]);

    const stored = await customers.get(customer._id);
    const fresh = saved.body.data;
    for (const [id, body, version, status] of [
      [customer._id, editOf(fresh, { name: '' }), fresh.version, 400],
      [customer._id, editOf(fresh, { contacts: [] }), fresh.version, 400],
      [customer._id, editOf(fresh, { contacts: [{ name: 'X', email: 'not-an-email' }] }), fresh.version, 400],
      [customer._id, editOf(fresh, { gstin: '07AABCE1234F1ZZ' }), fresh.version, 400],
      [customer._id, offContract({ ...editOf(fresh), tags: 'vip' }), fresh.version, 400],
      [
        customer._id,
        editOf(fresh, { contacts: [...fresh.contacts, { ...fresh.contacts[0], email: fresh.contacts[0].email.toUpperCase() }] }),
        fresh.version,
        400,
      ],
      [customer._id, editOf(fresh, { notes: 'x'.repeat(5001) }), fresh.version, 400],
      [customer._id, editOf(fresh), customer.version, 409],
      [customer._id, editOf(fresh), null, 428],
      [UNKNOWN_ID, editOf(fresh), fresh.version, 404],
      [
        customer._id,
        editOf(fresh, { contacts: [...fresh.contacts, { name: 'Taken', email: 'DESK@other-labels.in', phone: '' }] }),
        fresh.version,
        409,
      ],
    ] as const) {
      const refused = await put(id, body, version);
      expect(refused.status, JSON.stringify(refused.body)).toBe(status);
      expect(refused.body.message).toEqual(expect.any(String));
    }
    expect(await customers.get(customer._id)).toEqual(stored);
    expect((await of('desk@other-labels.in'))._id).not.toBe(customer._id);
    expect((await callEndpoint(customersApi.get, { params: { id: UNKNOWN_ID }, token })).status).toBe(404);
    expect((await callEndpoint(customersApi.get, { params: { id: 'not-an-id' }, token })).status).toBe(404);
  });

  it("adds a contact, and refuses one that is another customer's", async () => {
    await requestFrom('one@contact-add.in');
    await requestFrom('held@contact-held.in');
    const customer = await of('one@contact-add.in');
    const added = await callEndpoint(customersApi.addContact, {
      params: { id: customer._id },
      body: { name: 'Two', email: 'two@contact-add.in', phone: '011 2345 6789' },
      token,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data.contacts).toContainEqual({ name: 'Two', email: 'two@contact-add.in', phone: '011 2345 6789' });
    const taken = await callEndpoint(customersApi.addContact, {
      params: { id: customer._id },
      body: { name: 'Held', email: 'held@contact-held.in', phone: '' },
      token,
    });
    expect(taken.status).toBe(409);
    expect(
      (await callEndpoint(customersApi.addContact, { params: { id: customer._id }, body: offContract({ name: 'No' }), token }))
        .status,
    ).toBe(400);
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
