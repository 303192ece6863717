/**
 * Staff at work on customer records, over the real handlers and the test file's store: a merge that moves
 * everything and keeps the old id answering, search and sort of the list, and an edit with its refusals that
 * change nothing. How records are linked as enquiries arrive is ./customers.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { customersApi } from '../../src/lib/api/customers.ts';
import { type BodyOf, activityApi } from '../../src/lib/api/index.ts';
import { eraseContact } from '../../src/lib/server/customers/erase.ts';
import { linksSettled } from '../../src/lib/server/customers/link-later.ts';
import { customers } from '../../src/lib/server/customers/records.ts';
import { type OffContract, callEndpoint, offContract } from '../helpers/api.ts';
import { customerEdit } from '../helpers/customer-edit.ts';
import { customerRecords, orderTotal } from '../helpers/customer-records.ts';
import { BUYERS, LINE, acceptedOrder, gstin, withInvoiceBuyer } from '../helpers/invoice-orders.ts';
import { UNKNOWN_ID } from './fixtures.ts';

let token: string;
const buyer = {} as { token: string; productId: string };
withInvoiceBuyer('Edited Customer Label', (started) => ({ token } = Object.assign(buyer, started)), 'Ram Edited');
const { requestFrom, read, list, of, customerWithOrder } = customerRecords(buyer);

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
    await customers.update(
      third,
      (current) => ({ ...current, merges: current.merges!.filter((merge) => merge.from !== first) }),
      {
        action: 'Merge notes as they were',
      },
    );
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
  const editOf = customerEdit;

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
