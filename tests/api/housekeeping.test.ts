/**
 * The housekeeping run removes what has run out and finishes what a failing store left half-done, and
 * nothing else: keys still in use stay.
 */
import { describe, expect, it } from 'vitest';
import { blogsApi, contactsApi, productsApi, quotationsApi } from '../../src/lib/api/index.ts';
import { anyInbox } from '../../src/lib/server/collections.ts';
import { housekeeping } from '../../src/lib/server/housekeeping.ts';
import { newId } from '../../src/lib/server/ids.ts';
import { readContentVersion } from '../../src/lib/server/site/publish.ts';
import { monthInIndia } from '../../src/lib/format/dates.ts';
import { publishDuePosts } from '../../src/lib/server/site/scheduled-posts.ts';
import { STORE_NAMES, listKeys, openStore, writeJSON } from '../../src/lib/server/store/index.ts';
import { claimSubmission } from '../../src/lib/server/submissions.ts';
import { adminToken, callEndpoint } from '../helpers/api.ts';
import { unique, valid } from './fixtures.ts';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

describe('housekeeping', () => {
  it("removes idempotency claims older than yesterday, and keeps yesterday's and today's", async () => {
    const now = Date.now();
    for (const age of [3 * DAY, 2 * DAY, DAY, 0])
      await claimSubmission('/api/contacts', unique('key').replace(/ /g, '-'), {}, now - age);
    const days = async () => new Set((await listKeys(STORE_NAMES.throttle, 'idem/')).map((key) => key.split('/')[1]));
    expect((await days()).size).toBe(4);
    const done = await housekeeping({ now });
    expect(done['idempotency claims']).toBeGreaterThanOrEqual(2);
    const left = [...(await days())].sort();
    expect(left).toEqual([new Date(now - DAY).toISOString().slice(0, 10), new Date(now).toISOString().slice(0, 10)]);
  });

  it('removes inbox segments no manifest names once they are old, and leaves the inbox whole', async () => {
    const names = [unique('Kept A'), unique('Kept B')];
    for (const name of names) await callEndpoint(contactsApi.create, { body: valid.contact({ name }) });
    const inbox = anyInbox('contacts');
    await inbox.counts();
    await inbox.compact({ graceMs: 0 });
    const store = openStore(STORE_NAMES.inboxView);
    const old = `seg/contacts/${newId(Date.now() - 20 * MINUTE)}`;
    const fresh = `seg/contacts/${newId(Date.now() - MINUTE)}`;
    await Promise.all([store.setJSON(old, []), store.setJSON(fresh, [])]);
    const before = await listKeys(STORE_NAMES.inboxView, 'seg/contacts/');

    const done = await housekeeping();
    const after = await listKeys(STORE_NAMES.inboxView, 'seg/contacts/');
    expect(done['orphaned inbox segments']).toBe(1);
    expect(after).not.toContain(old);
    expect(after).toContain(fresh);
    expect(after.length).toBe(before.length - 1);
    const listed = await inbox.query({}, 1, 100);
    for (const name of names) expect(listed.map((record) => (record as { name?: string }).name)).toContain(name);
  });

  it('writes again the row of a quotation whose row a failing store missed, once', async () => {
    const token = await adminToken();
    const contact = await callEndpoint(contactsApi.create, { body: valid.contact() });
    expect(contact.status).toBe(201);
    const [enquiry] = (await callEndpoint(contactsApi.list, { token })).body.data;
    const made = await callEndpoint(quotationsApi.create, {
      body: { enquiryId: enquiry._id, lines: [{ description: 'Hang tags', quantity: 500, unitPrice: 4 }] },
      token,
    });
    const id = made.body.data._id;
    const inList = async () =>
      (await callEndpoint(quotationsApi.list, { token, query: { q: made.body.data.number } })).body.data.map(
        (row: { _id: string }) => row._id,
      );
    expect(await inList()).toEqual([id]);
    // The row's write missed (its shard without it), and the quotation marked stale, as indexQuotation does then.
    const meta = openStore(STORE_NAMES.meta);
    const shard = `quotation-rows/${monthInIndia(made.body.data.dateAdded)}`;
    const rows = (await meta.get(shard, { type: 'json' })) as { _id: string }[];
    await meta.setJSON(
      shard,
      rows.filter((row) => row._id !== id),
    );
    await meta.set(`quotation-rows-stale/${id}`, made.body.data.dateAdded);
    expect(await inList()).toEqual([]);
    expect((await housekeeping())['quotation rows a failed write missed']).toBe(1);
    expect(await inList()).toEqual([id]);
    expect((await housekeeping())['quotation rows a failed write missed']).toBe(0);
  });

  it('republishes a change whose content version the store lost, once', async () => {
    const token = await adminToken();
    await callEndpoint(productsApi.create, { token, body: valid.product() });
    // The content version as if its write had failed after the product landed.
    await writeJSON(STORE_NAMES.meta, 'site/content-version', newId(Date.now() - DAY));
    const lost = await readContentVersion();
    expect((await housekeeping())['a lost content version']).toBe(1);
    const republished = await readContentVersion();
    expect(republished! > lost!).toBe(true);
    expect((await housekeeping())['a lost content version']).toBe(0);
    expect(await readContentVersion()).toBe(republished);
  });
});

describe('posts dated ahead', () => {
  it('asks for a build once a post’s date has come, once per date', async () => {
    const token = await adminToken();
    const at = Date.now() + 3_600_000;
    const created = await callEndpoint(blogsApi.create, {
      body: valid.blog({ status: 'Published', publishAt: new Date(at).toISOString() }),
      token,
    });
    expect(created.status).toBe(201);
    const before = await readContentVersion();
    expect(await publishDuePosts(at - 1000)).toBe(0);
    expect(await readContentVersion()).toBe(before);
    expect(await publishDuePosts(at + 1000)).toBeGreaterThanOrEqual(1);
    const after = await readContentVersion();
    expect(after).not.toBe(before);
    expect(await publishDuePosts(at + 2000)).toBe(0);
    expect(await readContentVersion()).toBe(after);
  });
});
