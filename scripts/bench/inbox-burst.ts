/**
 * `node scripts/bench/inbox-burst.ts`: the inbox right after a burst of public submissions, every store
 * request delayed by STORE_LATENCY_MS (50 ms, as Netlify Blobs over the network).
 *
 * Seeds `--stored` contacts and folds them, then sends `--burst` submissions at once (nothing folded yet:
 * the burst is the log's tail). Then, each on a cold view (a new function instance shares nothing), it
 * times the dashboard's counts of the inbox and its first page, once alone and `--clients` at once, and
 * counts the store requests each made, with compaction held off (as when another instance runs it);
 * then one compaction, and the counts once more.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ContactEnquiry } from '../../src/lib/schemas/inboxes.ts';
import { startLocalBlobs } from '../runtime/local-blobs.ts';

const { values } = parseArgs({
  options: {
    stored: { type: 'string', default: '3000' },
    burst: { type: 'string', default: '500' },
    clients: { type: 'string', default: '50' },
    latency: { type: 'string', default: '50' },
  },
});

const dir = await mkdtemp(path.join(tmpdir(), 'labels-burst-'));
process.env.STORE_LATENCY_MS = '0';
const blobs = await startLocalBlobs(path.join(dir, 'blobs'));
const { InboxView } = await import('../../src/lib/server/inbox/inbox.ts');
const { STORE_NAMES, collection } = await import('../../src/lib/server/store/index.ts');
type Contact = Omit<ContactEnquiry, '_id' | 'dateAdded'>;

const contact = (index: number): Contact => ({
  name: `Visitor ${index}`,
  email: `v${index}@example.com`,
  phone: '9876543210',
  company: `Company ${index}`,
  subject: 'Bulk order',
  message: `Message number ${index}, woven labels please`,
  remark: '',
  status: 'New',
});
const records = collection<ContactEnquiry>(STORE_NAMES.contacts);
const view = () => new InboxView('contacts', records);

const seeded = Array.from({ length: Number(values.stored) }, (_, index) => ({
  ...contact(index),
  _id: `0${String(index).padStart(5, '0')}${'0'.repeat(12)}`,
  dateAdded: new Date(Date.UTC(2025, 0, 1) + index * 60_000).toISOString(),
}));
await view().build({ records: seeded });
console.log(`Stored ${seeded.length} enquiries (folded).`);

process.env.STORE_LATENCY_MS = values.latency;
// The latency is read when the store starts: start a second server over the same folder.
await blobs.stop();
const slow = await startLocalBlobs(path.join(dir, 'blobs'));

const burst = Number(values.burst);
let started = performance.now();
await Promise.all(Array.from({ length: burst }, (_, index) => view().create(contact(100_000 + index))));
console.log(`Burst: ${burst} submissions at once in ${((performance.now() - started) / 1000).toFixed(1)} s.`);

const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
async function measure(label: string, work: (fresh: ReturnType<typeof view>) => Promise<unknown>) {
  const before = slow.requests();
  started = performance.now();
  await work(view());
  const alone = performance.now() - started;
  const after = slow.requests();
  const requests = total(after) - total(before);
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: Number(values.clients) }, async () => {
      const fresh = view();
      const at = performance.now();
      await work(fresh);
      times.push(performance.now() - at);
    }),
  );
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
  console.log(
    `${label.padEnd(12)} alone ${alone.toFixed(0).padStart(6)} ms, ${String(requests).padStart(4)} store requests;` +
      ` ${values.clients} cold at once p50 ${p(0.5).toFixed(0)} ms p95 ${p(0.95).toFixed(0)} ms`,
  );
}

// Reads only: a compaction (started by the first read that finds the tail long) is timed after.
const { openStore } = await import('../../src/lib/server/store/index.ts');
await openStore(STORE_NAMES.inboxView).setJSON('lease/contacts', { at: Date.now() + 3_600_000 });
await measure('counts', (fresh) => fresh.counts());
await measure('first page', (fresh) => fresh.query({}, 1, 20));
await measure('status New', (fresh) => fresh.query({ status: 'New' }, 1, 20));
await openStore(STORE_NAMES.inboxView).delete('lease/contacts');
const before = total(slow.requests());
started = performance.now();
const folded = await view().compact();
console.log(
  `compaction   ${folded} changes folded in ${(performance.now() - started).toFixed(0)} ms, ` +
    `${total(slow.requests()) - before} store requests`,
);
await measure('after fold', (fresh) => fresh.counts());
const first = (await view().query({}, 1, 20)).length;
const counted = (await view().counts()).total;
console.log(`Check: first page ${first} rows, ${counted} counted (expected ${seeded.length + burst}).`);
console.log(
  `Load average: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
await slow.stop();
await rm(dir, { recursive: true, force: true });
