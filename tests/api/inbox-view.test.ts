/**
 * The inbox view (src/lib/server/inbox/inbox.ts) over a real Blobs store: the log is folded into segments
 * without losing or repeating a change, two compactions at once agree, and a store written by the
 * earlier layout (records only, no view) is taken over on first use with nothing lost.
 */
import { describe, expect, it, vi } from 'vitest';
import { ENQUIRY_STATUSES } from '../../src/lib/constants.ts';
import { InboxView } from '../../src/lib/server/inbox/inbox.ts';
import { type StoreName, collection, newId, openStore } from '../../src/lib/server/store/index.ts';
import type { ContactEnquiry } from '../../src/lib/schemas/inboxes.ts';
import { contactFields } from './fixtures.ts';
import { idsOf } from '../helpers/records.ts';

let stores = 0;
/** A view over a store of its own, with small segments so a few dozen records make several. */
function freshView(segmentSize = 10) {
  stores += 1;
  const name = `view-test-${stores}` as StoreName;
  const records = collection<ContactEnquiry>(name);
  return { records, view: new InboxView(`test-${stores}`, records, { segmentSize }) };
}

const contact = contactFields;

const manifestOf = async (view: InboxView<ContactEnquiry>) =>
  (await openStore('inbox-view').get(`manifest/${view.kind}`, { type: 'json' })) as { segments: { count: number }[] };
const logSize = async (view: InboxView<ContactEnquiry>) =>
  (await openStore('inbox-view').list({ prefix: `log/${view.kind}/` })).blobs.length;

describe('folding the log into segments', () => {
  it('answers the same pages and counts before and after compaction, and empties the settled log', async () => {
    const { view } = freshView();
    const made: ContactEnquiry[] = [];
    for (let index = 0; index < 25; index += 1) made.push(await view.create(contact(index)));
    await view.update(made[3]._id, (current) => ({ ...current, status: 'Won' }));
    await view.remove(made[7]._id);
    const newestFirst = idsOf(made)
      .filter((id) => id !== made[7]._id)
      .reverse();

    const before = [await view.query({}, 1, 10), await view.query({}, 3, 10), await view.query({ status: 'Won' }, 1, 10)];
    const countsBefore = await view.counts();
    expect(idsOf(before[0])).toEqual(newestFirst.slice(0, 10));
    expect(idsOf(before[1])).toEqual(newestFirst.slice(20, 30));
    expect(idsOf(before[2])).toEqual([made[3]._id]);
    expect(countsBefore.total).toBe(24);
    expect(countsBefore.byStatus).toEqual({ ...Object.fromEntries(ENQUIRY_STATUSES.map((s) => [s, 0])), New: 23, Won: 1 });

    expect(await view.compact({ graceMs: 0 })).toBe(27);
    // Folded keys stay in the log a while for reads that took the older manifest; the next run removes them.
    expect(await logSize(view)).toBe(54);
    expect(await view.compact({ keepMs: 0 })).toBe(0);
    expect(await logSize(view)).toBe(0);
    expect((await manifestOf(view)).segments.map((segment) => segment.count)).toEqual([4, 10, 10]);
    expect(idsOf(await view.query({}, 1, 10))).toEqual(idsOf(before[0]));
    expect(idsOf(await view.query({}, 3, 10))).toEqual(idsOf(before[1]));
    expect(idsOf(await view.query({ status: 'Won' }, 1, 10))).toEqual(idsOf(before[2]));
    expect(await view.counts()).toEqual(countsBefore);
  });

  it('a change after compaction is seen at once, then folded into the right old segment', async () => {
    const { view } = freshView();
    const made: ContactEnquiry[] = [];
    for (let index = 0; index < 30; index += 1) made.push(await view.create(contact(index)));
    await view.compact({ graceMs: 0 });
    const oldest = made[0];
    await view.update(oldest._id, (current) => ({ ...current, status: 'Lost', remark: 'Went elsewhere' }));
    expect(idsOf(await view.query({ status: 'Lost' }, 1, 10))).toEqual([oldest._id]);
    expect((await view.query({ q: 'went elsewhere' }, 1, 10))[0]?._id).toBe(oldest._id);
    await view.compact({ graceMs: 0 });
    await view.compact({ keepMs: 0 });
    expect(await logSize(view)).toBe(0);
    expect((await view.query({ status: 'Lost' }, 1, 10))[0]).toMatchObject({ _id: oldest._id, remark: 'Went elsewhere' });
    expect((await view.counts()).byStatus.Lost).toBe(1);
  });

  it('folds a finished change at once; one still under way shows as its record stands, and is folded only after the grace period', async () => {
    const { view, records } = freshView();
    const first = await view.create(contact(1));
    await view.query({}, 1, 10);
    const fresh = await view.create(contact(2));
    expect(await view.compact()).toBe(2);
    expect(idsOf(await view.query({}, 1, 10))).toEqual([fresh._id, first._id]);
    // A status change whose request is still running: its log entry is written, the record not yet.
    await openStore('inbox-view').set(`log/${view.kind}/${newId()}/${first._id}`, '');
    expect(await view.compact()).toBe(0);
    expect((await view.counts()).byStatus.New).toBe(2);
    await records.update(first._id, (current) => ({ ...current, status: 'Won' }));
    // Its record has landed: it is shown as stored (the request may yet fail, but the record is there).
    expect((await view.counts()).byStatus.Won).toBe(1);
    // After the grace period the request has answered or failed: the record itself is folded.
    expect(await view.compact({ graceMs: 0 })).toBe(1);
    expect((await view.counts()).byStatus.Won).toBe(1);
    expect((await view.query({ status: 'Won' }, 1, 10))[0]?._id).toBe(first._id);
  });

  it('two compactions at once: one wins, nothing is lost or repeated, no stray segment is left', async () => {
    const { view } = freshView();
    const made: ContactEnquiry[] = [];
    for (let index = 0; index < 40; index += 1) made.push(await view.create(contact(index)));
    await view.query({}, 1, 1);
    const rival = new InboxView(view.kind, view.records, { segmentSize: 10 });
    const folded = await Promise.all([view.compact({ graceMs: 0 }), rival.compact({ graceMs: 0 })]);
    expect(folded.filter((count) => count > 0)).toHaveLength(1);
    const listed: ContactEnquiry[] = [];
    for (let page = 1; page <= 5; page += 1) listed.push(...(await view.query({}, page, 10)));
    expect(idsOf(listed)).toEqual(idsOf(made).reverse());
    const segments = (await openStore('inbox-view').list({ prefix: `seg/${view.kind}/` })).blobs.length;
    expect(segments).toBe((await manifestOf(view)).segments.length);
  });

  it('a compaction overtaken halfway by another removes the segments it had written', async () => {
    const { view, records } = freshView();
    const made: ContactEnquiry[] = [];
    for (let index = 0; index < 40; index += 1) made.push(await view.create(contact(index)));
    await view.query({}, 1, 1);
    // The rival folds its first segment, then waits for the other compaction to finish before it reads the
    // next one: that segment is gone by then.
    let otherDone!: () => void;
    const other = new Promise<void>((resolve) => (otherDone = resolve));
    const rival = new InboxView(view.kind, records, { segmentSize: 10 });
    const readSegment = rival['segment'].bind(rival);
    let reads = 0;
    rival['segment'] = async (ref) => {
      reads += 1;
      if (reads === 2) await other;
      return readSegment(ref);
    };
    const rivalFolded = rival.compact({ graceMs: 0 });
    await vi.waitFor(() => expect(reads).toBe(2));
    expect(await view.compact({ graceMs: 0 })).toBe(40);
    otherDone();
    expect(await rivalFolded).toBe(0);
    const listed: ContactEnquiry[] = [];
    for (let page = 1; page <= 5; page += 1) listed.push(...(await view.query({}, page, 10)));
    expect(idsOf(listed)).toEqual(idsOf(made).reverse());
    const segments = (await openStore('inbox-view').list({ prefix: `seg/${view.kind}/` })).blobs.length;
    expect(segments).toBe((await manifestOf(view)).segments.length);
  });

  it('many writers at once: every submission is listed exactly once', async () => {
    const { view } = freshView(25);
    const made = await Promise.all(Array.from({ length: 120 }, (_, index) => view.create(contact(index))));
    const compactions = Promise.all([view.compact({ graceMs: 0 }), view.compact({ graceMs: 0 })]);
    const more = await Promise.all(Array.from({ length: 40 }, (_, index) => view.create(contact(1000 + index))));
    await compactions;
    await view.compact({ graceMs: 0 });
    const listed: ContactEnquiry[] = [];
    for (let page = 1; page <= 2; page += 1) listed.push(...(await view.query({}, page, 100)));
    expect(idsOf(listed).sort()).toEqual(idsOf([...made, ...more]).sort());
    expect((await view.counts()).total).toBe(160);
  });
});

describe('taking over a store of the earlier layout', () => {
  it('builds the view from the records on first use: every enquiry listed, counted and searchable', async () => {
    const { records, view } = freshView();
    // The earlier layout: one key per record, no log, no view, remarks as one text, no status.
    const legacy: ContactEnquiry[] = [];
    for (let index = 0; index < 23; index += 1) {
      const { status: _status, ...old } = contact(index);
      legacy.push(await records.create({ ...old, remark: index === 5 ? 'Called twice' : '' } as ContactEnquiry));
    }
    expect(await manifestOf(view)).toBeNull();
    expect(idsOf(await view.query({}, 1, 100))).toEqual(idsOf(legacy).reverse());
    expect((await view.counts()).byStatus.New).toBe(23);
    expect(idsOf(await view.query({ q: 'called twice' }, 1, 10))).toEqual([legacy[5]._id]);
    expect((await manifestOf(view)).segments.map((segment) => segment.count)).toEqual([3, 10, 10]);
    const fresh = await view.create(contact(99));
    expect(idsOf(await view.query({}, 1, 1))).toEqual([fresh._id]);
  });
});
