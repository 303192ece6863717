/**
 * The inbox right after a burst (src/lib/server/inbox/inbox.ts, src/lib/server/inbox/inbox-log.ts), over a real local
 * Blobs store that counts its requests: a read on a cold instance costs a few requests whatever the
 * burst, the view stays exact across compactions, and no failed request leaves a phantom.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalBlobs, startLocalBlobs } from '../../scripts/runtime/local-blobs.ts';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../../src/lib/constants.ts';
import { GRACE_MS, InboxView } from '../../src/lib/server/inbox/inbox.ts';
import { type StoreName, collection, newId, openStore } from '../../src/lib/server/store/index.ts';
import type { ContactEnquiry } from '../../src/lib/schemas/inboxes.ts';
import { contactFields } from './fixtures.ts';
import { storeRequests } from '../helpers/records.ts';

let blobs: LocalBlobs;
let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'labels-tail-'));
  blobs = await startLocalBlobs(directory);
});
afterAll(async () => {
  await blobs.stop();
  await rm(directory, { recursive: true, force: true });
});

let stores = 0;
function newInbox(segmentSize: number) {
  stores += 1;
  const records = collection<ContactEnquiry>(`tail-test-${stores}` as StoreName);
  const kind = `tail-${stores}`;
  /** A view as a cold function instance has it: nothing cached. */
  const cold = () => new InboxView(kind, records, { segmentSize });
  return { records, kind, cold, view: cold() };
}

/** A view over a new store, with its manifest written (the first read writes it). */
async function freshInbox(segmentSize = 50) {
  const inbox = newInbox(segmentSize);
  await inbox.view.counts();
  return inbox;
}

const contact = contactFields;

const total = () => storeRequests(blobs);
/** The store requests `work` makes. */
async function requestsOf<R>(work: () => Promise<R>): Promise<{ result: R; requests: number }> {
  const before = total();
  const result = await work();
  return { result, requests: total() - before };
}

/** Keeps reads from starting compactions, as when one is already running elsewhere. */
const holdCompaction = (kind: string) => openStore('inbox-view').setJSON(`lease/${kind}`, { at: Date.now() + 3_600_000 });
const releaseCompaction = (kind: string) => openStore('inbox-view').delete(`lease/${kind}`);

const byStatus = (counts: Partial<Record<EnquiryStatus, number>>) => ({
  ...Object.fromEntries(ENQUIRY_STATUSES.map((status) => [status, 0])),
  ...counts,
});

describe('a read after a burst of submissions', () => {
  it('costs a few store requests on a cold instance, not one per submission', async () => {
    const { view, kind, cold } = await freshInbox();
    const older: ContactEnquiry[] = [];
    for (let index = 0; index < 120; index += 1) older.push(await view.create(contact(index)));
    await view.update(older[5]._id, (current) => ({ ...current, status: 'Won' }));
    await view.compact({ graceMs: 0, keepMs: 0 });
    await view.compact({ keepMs: 0 });
    await holdCompaction(kind);

    const burst = await Promise.all(Array.from({ length: 400 }, (_, index) => view.create(contact(1000 + index))));
    const newest = burst
      .map((record) => record._id)
      .sort()
      .reverse();

    // 800 log keys: one list page. The manifest and the list; counts read nothing else. (A long tail
    // makes a read ask for the compaction lease too: one more request, off the answer's path.)
    const lease = 1;
    const counts = await requestsOf(() => cold().counts());
    expect(counts.result).toEqual({ total: 520, byStatus: byStatus({ New: 519, Won: 1 }) });
    expect(counts.requests).toBeLessThanOrEqual(2 + lease);

    // The first page: manifest, list, the newest segment, and the 20 records it shows.
    const page = await requestsOf(() => cold().query({}, 1, 20));
    expect(page.result.map((record) => record._id)).toEqual(newest.slice(0, 20));
    expect(page.requests).toBeLessThanOrEqual(2 + 1 + 20 + lease);

    // A status filter: the same, and a status found only in the segments reads no changed record.
    const filtered = await requestsOf(() => cold().query({ status: 'New' }, 2, 20));
    expect(filtered.result.map((record) => record._id)).toEqual(newest.slice(20, 40));
    expect(filtered.requests).toBeLessThanOrEqual(2 + 1 + 20 + lease);
    // A date filter from the burst on: the folded segments are older, the burst is all in the tail.
    const since = new Date(Math.min(...burst.map((record) => Date.parse(record.dateAdded)))).toISOString();
    expect((await cold().query({ from: since }, 1, 1000)).map((record) => record._id)).toEqual(newest);
    const won = await requestsOf(() => cold().query({ status: 'Won' }, 1, 20));
    expect(won.result.map((record) => record._id)).toEqual([older[5]._id]);
    expect(won.requests).toBeLessThanOrEqual(2 + 3 + lease);

    // Twice the burst: the same cost, but for one more list page per 500 changes.
    await Promise.all(Array.from({ length: 400 }, (_, index) => view.create(contact(2000 + index))));
    const after = await requestsOf(() => cold().counts());
    expect(after.result.total).toBe(920);
    expect(after.requests).toBeLessThanOrEqual(3 + lease);
    const second = await requestsOf(() => cold().query({}, 1, 20));
    expect(second.requests).toBeLessThanOrEqual(3 + 1 + 20 + lease);
    await releaseCompaction(kind);
  });

  it('a status change reads and writes a fixed number of keys, and reads see it from the log alone', async () => {
    const { view, kind, cold } = await freshInbox();
    const made: ContactEnquiry[] = [];
    for (let index = 0; index < 60; index += 1) made.push(await view.create(contact(index)));
    await view.compact({ graceMs: 0 });
    await holdCompaction(kind);
    await Promise.all(Array.from({ length: 300 }, (_, index) => view.create(contact(1000 + index))));
    const change = await requestsOf(() => cold().update(made[10]._id, (current) => ({ ...current, status: 'Quoted' })));
    // The log entry, the record's read and conditional write, the collection's version, the done entry.
    expect(change.requests).toBeLessThanOrEqual(5);
    const counts = await requestsOf(() => cold().counts());
    expect(counts.result.byStatus.Quoted).toBe(1);
    // The one changed record of an old segment: that segment is read to count it (and the lease asked for).
    expect(counts.requests).toBeLessThanOrEqual(3 + 1);
    await releaseCompaction(kind);
  });
});

describe('the view stays exact', () => {
  it('through a burst of submissions, status changes, remarks and deletes with compactions running', async () => {
    const { view, cold } = await freshInbox(25);
    const made = await Promise.all(Array.from({ length: 150 }, (_, index) => view.create(contact(index))));
    const expected = new Map(made.map((record) => [record._id, { status: 'New', remarks: 0 }]));
    const work: Promise<unknown>[] = [view.compact({ graceMs: 0 }), cold().compact({ graceMs: 0, keepMs: 0 })];
    for (const [index, record] of made.entries()) {
      if (index % 7 === 0) {
        expected.delete(record._id);
        work.push(view.remove(record._id));
      } else if (index % 5 === 0) {
        const status = ENQUIRY_STATUSES[index % ENQUIRY_STATUSES.length];
        expected.set(record._id, { status, remarks: 1 });
        work.push(
          cold().update(record._id, (current) => ({
            ...current,
            status,
            remarks: [...(current.remarks ?? []), { text: `note ${index}`, at: '', by: 'staff' }],
          })),
        );
      }
      if (index % 40 === 0) work.push(cold().compact({ graceMs: 0, keepMs: 0 }));
    }
    const more = await Promise.all(Array.from({ length: 60 }, (_, index) => cold().create(contact(500 + index))));
    for (const record of more) expected.set(record._id, { status: 'New', remarks: 0 });
    await Promise.all(work);

    const check = async (reader: InboxView<ContactEnquiry>) => {
      const listed = await reader.query({}, 1, 1000);
      expect(listed.map((record) => record._id)).toEqual([...expected.keys()].sort().reverse());
      for (const record of listed) {
        expect({ status: record.status, remarks: record.remarks?.length ?? 0 }).toEqual(expected.get(record._id));
      }
      const counts = await reader.counts();
      expect(counts.total).toBe(expected.size);
      for (const status of ENQUIRY_STATUSES) {
        const holding = [...expected.values()].filter((entry) => entry.status === status).length;
        expect(counts.byStatus[status]).toBe(holding);
        expect((await reader.query({ status }, 1, 1000)).length).toBe(holding);
      }
    };
    await check(cold());
    await check(view);
    await view.compact({ graceMs: 0 });
    await check(cold());
    await cold().compact({ keepMs: 0 });
    await check(cold());
    await cold().compact({ keepMs: 0 });
    expect((await openStore('inbox-view').list({ prefix: `log/${view.kind}/` })).blobs).toHaveLength(0);
  });

  it('two staff changing one enquiry at once: both changes are kept and shown', async () => {
    const { view, cold } = await freshInbox();
    const record = await view.create(contact(1));
    await Promise.all(
      ['Quoted', 'Won'].map((status) =>
        cold().update(record._id, (current) => ({
          ...current,
          status: status as EnquiryStatus,
          statusHistory: [...(current.statusHistory ?? []), { status: status as EnquiryStatus, at: '', by: status }],
        })),
      ),
    );
    const stored = (await view.get(record._id))!;
    expect(stored.statusHistory?.map((entry) => entry.by).sort()).toEqual(['Quoted', 'Won']);
    const [shown] = await cold().query({}, 1, 1);
    expect(shown).toEqual(stored);
    expect((await cold().counts()).byStatus[stored.status as EnquiryStatus]).toBe(1);
    await view.compact({ graceMs: 0 });
    expect((await cold().query({}, 1, 1))[0]).toEqual(stored);
  });
});

describe('a request that failed halfway', () => {
  it('a submission whose record was never written shows nowhere, before or after compaction', async () => {
    const { view, kind, cold } = await freshInbox();
    await view.create(contact(1));
    await openStore('inbox-view').set(`log/${kind}/${newId()}/${newId()}`, '');
    expect((await cold().counts()).total).toBe(1);
    expect(await cold().query({}, 1, 10)).toHaveLength(1);
    await view.compact({ graceMs: 0 });
    expect((await cold().counts()).total).toBe(1);
    expect(await cold().query({}, 1, 10)).toHaveLength(1);
  });

  it('a change whose done entry was never written shows once its grace is over: the record decides', async () => {
    const { view, kind, records, cold } = await freshInbox();
    const record = await view.create(contact(1));
    await view.compact({ graceMs: 0 });
    // The request logged its change and wrote the record, then failed before its done entry.
    await openStore('inbox-view').set(`log/${kind}/${newId(Date.now() - GRACE_MS - 1000)}/${record._id}`, '');
    await records.update(record._id, (current) => ({ ...current, status: 'Lost' }));
    await holdCompaction(kind);
    expect((await cold().counts()).byStatus.Lost).toBe(1);
    expect((await cold().query({ status: 'Lost' }, 1, 10))[0]?._id).toBe(record._id);
    await releaseCompaction(kind);
  });

  it('log entries of the earlier layout (no done entries) are read from the records and folded', async () => {
    const { view, kind, records, cold } = await freshInbox();
    await view.create(contact(0));
    await view.compact({ graceMs: 0 });
    const legacy: ContactEnquiry[] = [];
    for (let index = 1; index <= 5; index += 1) {
      const id = newId();
      await openStore('inbox-view').set(`log/${kind}/${newId(Date.now() - GRACE_MS - 1000)}/${id}`, '');
      legacy.push(await records.create(contact(index), { id }));
    }
    // A cold reader starts folding old entries itself; held here, so the fold counted below is this test's own.
    await holdCompaction(kind);
    expect((await cold().counts()).total).toBe(6);
    await releaseCompaction(kind);
    expect(await view.compact()).toBe(5);
    expect((await cold().query({}, 1, 10)).map((record) => record._id)).toEqual(
      [...legacy.map((record) => record._id)].reverse().concat((await cold().query({}, 2, 5)).map((record) => record._id)),
    );
    expect((await cold().counts()).total).toBe(6);
  });
});
