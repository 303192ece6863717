/**
 * `npm run bench:orders`: what the order flow's writes cost, one call at a time, with every store request
 * taking STORE_LATENCY_MS=50 ms as Netlify Blobs over the network would: a customer's message
 * (POST /api/q/{secret}/messages), a customer's acceptance (POST /api/q/{secret}/accept), an order's stage
 * (POST /api/quotations/{id}/stage, notifying the customer) and a send (POST /api/quotations/{id}/send of
 * a draft saved with If-Match just before). Printed: each call's store requests (the median over the
 * calls, from the site's STORE_REQUEST_LOG, counted until the log is quiet after the answer, so work the
 * call leaves behind counts too), the cold call, and p50/p95 over `--calls` calls; written to
 * bench-results/order-flow.json.
 *
 * A fresh data folder gets the demo content and `--enquiries` enquiries; the site starts with the delay,
 * a staff member signs in, and the quotations the calls need are made outside the timing: each customer
 * write has a quotation (and secret) of its own (customer writes are to be rate limited per secret), as
 * has each acceptance and each send; the stages move one accepted order back and forth, each call a real
 * change. Every PUT carries If-Match.
 *
 * `node scripts/bench/order-flow.ts [--calls 20] [--latency 50] [--enquiries 1500] [--show]` (--show: the store
 * requests of each kind's last call, one a line)
 */
import { rm } from 'node:fs/promises';
import { customerQuotationApi, quotationsApi } from '../../src/lib/api/index.ts';
import { ENQUIRY_KINDS, statusOf } from '../../src/lib/constants.ts';
import { anyInbox, products } from '../../src/lib/server/collections.ts';
import type { Enquiry } from '../../src/lib/schemas/inboxes.ts';
import { makeEnquiries, storeEnquiries } from '../seed/bulk-enquiries.ts';
import { seedDemo } from '../seed/seed.ts';
import {
  benchDataFolder,
  benchOptions,
  ifMatch,
  loadLine,
  percentile,
  savedDraft,
  secretOf,
  sentQuotation,
  startMeasuredSite,
  writeResults,
} from './measured-site.ts';

const values = benchOptions({
  calls: { type: 'string', default: '20' },
  enquiries: { type: 'string', default: '1500' },
  /** Prints the store requests of each kind's last call. */
  show: { type: 'boolean', default: false },
});
const CALLS = Number(values.calls);
/** Quotations made or sent at once while preparing (the machine is small). */
const PREPARE_IN_FLIGHT = 3;

// ── The data folder ────────────────────────────────────────────────────────────────────────────

const { dir, blobs } = await benchDataFolder('labels-orders-bench-');
console.log(`Data in ${dir}. Seeding the demo content and ${values.enquiries} enquiries…`);
await seedDemo({ products: 12, blogs: 2, enquiries: true });
const active = (await products.all()).filter((product) => product.status === 'Active');
await storeEnquiries(makeEnquiries(Number(values.enquiries), { products: active, seed: 7 }));
// Open enquiries with an address to mail: a send moves each to Quoted, an acceptance to Won, as in real life.
const open: Enquiry[] = [];
for (const kind of ENQUIRY_KINDS)
  for (const record of await anyInbox(kind).records.all()) {
    const status = statusOf(record);
    if ((record as Enquiry & { email?: string }).email && (status === 'New' || status === 'In progress')) open.push(record);
  }
await blobs.stop();
const needed = 2 * (CALLS + 1) + 1;
// A shared one would be Quoted or Won already, and its next send or acceptance would not move it.
if (open.length < needed) throw new Error(`Only ${open.length} open enquiries for ${needed} quotations: raise --enquiries.`);
let nextEnquiry = 0;
const enquiryId = () => open[nextEnquiry++]._id;

// ── The site, with the delay ───────────────────────────────────────────────────────────────────

console.log(`Starting the site with STORE_LATENCY_MS=${values.latency} (first build)…`);
const measured = await startMeasuredSite(dir, values.latency, { FORM_RATE_LIMIT: '0' });
const { site, api, logged } = measured;
const newDraft = () => savedDraft(measured, enquiryId());
const sentOne = () => sentQuotation(measured, enquiryId());

/** `make` `count` times, a few at once. */
async function prepare<T>(count: number, make: () => Promise<T>): Promise<T[]> {
  const made: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      made[index] = await make();
    }
  };
  await Promise.all(Array.from({ length: Math.min(PREPARE_IN_FLIGHT, count) }, worker));
  return made;
}

const started = Date.now();
console.log(`Preparing: ${CALLS + 1} sent quotations (a message, then an acceptance each), ${CALLS + 1} drafts, one order…`);
const sent = await prepare(CALLS + 1, sentOne);
const drafts = await prepare(CALLS + 1, newDraft);
const order = await sentOne();
await api(
  customerQuotationApi.accept,
  { secret: secretOf(order) },
  { name: 'Bench Buyer', revision: order.revision, approve: true },
);
console.log(`Prepared in ${((Date.now() - started) / 1000).toFixed(0)} s.`);

await measured.idle();

// ── The calls ──────────────────────────────────────────────────────────────────────────────────

/** Until the store log has been quiet for a while after an answer: what the call left behind counts too. */
async function quiet() {
  const deadline = Date.now() + 5000;
  let last = logged();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = logged();
    if (now === last || Date.now() > deadline) return;
    last = now;
  }
}

const STAGES = ['Sample sent', 'In production'] as const;
const scenarios: [string, (n: number) => Promise<unknown>][] = [
  [
    'customer message (POST /api/q/{secret}/messages)',
    (n) =>
      api(customerQuotationApi.message, { secret: secretOf(sent[n]) }, { message: `Can the navy be a shade darker? (${n})` }),
  ],
  [
    'acceptance (POST /api/q/{secret}/accept)',
    async (n) => {
      const { data } = await api(
        customerQuotationApi.accept,
        { secret: secretOf(sent[n]) },
        { name: 'Bench Buyer', revision: sent[n].revision, approve: true },
      );
      if (data.state !== 'accepted') throw new Error(`acceptance ${n} answered the state ${data.state}`);
    },
  ],
  [
    'stage change, customer told (POST /api/quotations/{id}/stage)',
    (n) =>
      api(
        quotationsApi.stage,
        { id: order._id },
        // The bench's order has no advance paid: its first move into production goes ahead with a reason.
        { stage: STAGES[n % 2], note: `Bench step ${n}`, notify: true, goAheadReason: 'Bench order' },
      ),
  ],
  [
    'send of a saved draft (POST /api/quotations/{id}/send)',
    async (n) => {
      const { data } = await api(quotationsApi.send, { id: drafts[n]._id }, { message: '' }, ifMatch(drafts[n]));
      if (data.status !== 'Sent') throw new Error(`send ${n} left the quotation ${data.status}`);
    },
  ],
];

const results: Record<string, { storeRequests: number; cold: number; p50: number; p95: number }> = {};
for (const [name, run] of scenarios) {
  const times: number[] = [];
  const requests: number[] = [];
  let cold = 0;
  let lastCall: string[] = [];
  for (let n = 0; n <= CALLS; n += 1) {
    const before = logged();
    const startedAt = performance.now();
    await run(n);
    const ms = performance.now() - startedAt;
    await quiet();
    if (n === CALLS) lastCall = (site.output().match(/^\[store\] .*$/gm) ?? []).slice(before).map((line) => `  ${line}`);
    if (n === 0) cold = ms;
    else {
      times.push(ms);
      requests.push(logged() - before);
    }
  }
  console.log(`${name}: store requests, call by call: ${requests.join(' ')}`);
  if (values.show) console.log(lastCall.join('\n'));
  times.sort((a, b) => a - b);
  results[name] = {
    storeRequests: percentile(
      requests.toSorted((a, b) => a - b),
      50,
    ),
    cold: Math.round(cold),
    p50: Math.round(percentile(times, 50)),
    p95: Math.round(percentile(times, 95)),
  };
}
await site.stop();
await rm(dir, { recursive: true, force: true });

console.log(`\n${CALLS} calls each after a cold one, ${values.latency} ms a store request:`);
console.table(results);
console.log(loadLine());
await writeResults('order-flow', { calls: CALLS, latencyMs: Number(values.latency), results });
