/**
 * `npm run bench:customers`: the Customers screen and the linking of an arriving enquiry on the real local
 * runtime, every store request delayed by STORE_LATENCY_MS=50 as Netlify Blobs over the network would be.
 *
 * A fresh data folder gets the demo content (its buyers linked by the one-off run), then `--enquiries`
 * (100,000) enquiries of the four kinds over two years and `--customers` (20,000) customer records holding
 * them in turn (five each at the full counts), with their e-mail index and the list's rows, written straight
 * to the store. The site starts with the delay and a log of its store requests; one staff member measures,
 * one call after another (a cold call, then `--samples`): the list's first page (by last order), a search by
 * a company's word, and a demo buyer's page (its enquiries, quotations, orders, invoices and payments). Then a
 * visitor sends contact enquiries of new addresses: the submission's time beside the help form's (the same
 * inbox path, no e-mail, so nothing to link), and how long after the answer the sender is on a customer record.
 * Printed: p50 and p95 of each against its target and their store requests; written to bench-results/customers.json.
 */
import { rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { Customer } from '../../src/lib/api/customers.ts';
import { customersApi } from '../../src/lib/api/customers.ts';
import { contactsApi, helpApi, pathOf } from '../../src/lib/api/index.ts';
import { ENQUIRY_KINDS, type EnquiryKind } from '../../src/lib/constants.ts';
import { products } from '../../src/lib/server/collections.ts';
import { customers, emailKey } from '../../src/lib/server/customers/records.ts';
import { rebuildCustomerRows } from '../../src/lib/server/customers/customer-rows.ts';
import { mapLimited } from '../../src/lib/server/store/concurrency.ts';
import { STORE_NAMES, openStore } from '../../src/lib/server/store/index.ts';
import type { Enquiry } from '../../src/lib/schemas/inboxes.ts';
import { makeEnquiries, storeEnquiries } from '../seed/bulk-enquiries.ts';
import { seedDemo } from '../seed/seed.ts';
import {
  type CallFigures,
  benchDataFolder,
  loadLine,
  percentile,
  sampled,
  startMeasuredSite,
  writeResults,
} from './measured-site.ts';

const { values } = parseArgs({
  options: {
    customers: { type: 'string', default: '20000' },
    enquiries: { type: 'string', default: '100000' },
    latency: { type: 'string', default: '50' },
    samples: { type: 'string', default: '20' },
  },
});
const CUSTOMERS = Number(values.customers);
const ENQUIRIES = Number(values.enquiries);
const SAMPLES = Number(values.samples);
/** p95 targets (ms): the issue's; `added` is what linking may add to a submission. */
const TARGETS: Record<string, number> = { list: 500, search: 500, page: 500, added: 100 };

const { dir, blobs } = await benchDataFolder('labels-customers-bench-');
console.log(`Data in ${dir}. Seeding the demo content…`);
await seedDemo({ products: 12, blogs: 2, enquiries: true });
const demo = (await customers.all())
  .filter((each) => !each.mergedInto)
  .sort((a, b) => b.quotations.length - a.quotations.length)[0];

console.log(`Seeding ${ENQUIRIES.toLocaleString('en')} enquiries and ${CUSTOMERS.toLocaleString('en')} customers…`);
const started = Date.now();
const active = (await products.all()).filter((product) => product.status === 'Active');
const made = makeEnquiries(ENQUIRIES, { products: active, seed: 2027 });
await storeEnquiries(made);
const all = ENQUIRY_KINDS.flatMap((kind) => made[kind].map((record) => ({ kind, record }))) as {
  kind: EnquiryKind;
  record: Enquiry;
}[];
const now = new Date().toISOString();
const records: Customer[] = Array.from({ length: CUSTOMERS }, (_, index) => {
  const id = `${(Date.now() - 86_400_000).toString(36).padStart(9, '0')}${index.toString(36).padStart(9, '0')}`;
  return {
    _id: id,
    name: `Bench Company ${index}`,
    company: `Bench Company ${index}`,
    contacts: [
      { name: `Buyer ${index}`, email: `buyer${index}@bench-company-${index}.in`, phone: `98${String(index).padStart(8, '0')}` },
    ],
    tags: [],
    enquiries: [],
    quotations: [],
    invoices: [],
    version: 1,
    dateAdded: now,
    updatedAt: now,
  };
});
all.forEach(({ kind, record }, index) => records[index % CUSTOMERS].enquiries.push({ kind, id: record._id }));
const customerStore = openStore(STORE_NAMES.customers);
const meta = openStore(STORE_NAMES.meta);
await mapLimited(records, (record) =>
  Promise.all([customerStore.setJSON(record._id, record), meta.set(emailKey(record.contacts[0].email), record._id)]),
);
// The demo's own customers (linked by the seed) keep their rows beside the bench's.
await rebuildCustomerRows([...new Map([...(await customers.all()), ...records].map((record) => [record._id, record])).values()]);
console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
await blobs.stop();

console.log(`Starting the site with STORE_LATENCY_MS=${values.latency}…`);
const measured = await startMeasuredSite(dir, values.latency, { FORM_RATE_LIMIT: '0' });
const { call, staff, logged } = measured;
await measured.idle();

const results: Record<string, CallFigures> = {};

async function measure(name: string, once: (sample: number) => Promise<void>) {
  // Linking runs after a submission's answer: a longer moment for its requests to land before counting.
  results[name] = await sampled(logged, once, { samples: SAMPLES, target: TARGETS[name] ?? 0, settleMs: 300 });
}

const json = async (address: string) => (await call(address, { headers: staff })).json();
await measure('list', async () => {
  const answer = await json(pathOf(customersApi.list, {}, {}));
  if (answer.total < CUSTOMERS) throw new Error(`the list holds ${answer.total} customers`);
});
await measure('search', async (sample) => {
  const word = `bench-company-${(sample * 997) % CUSTOMERS}.in`;
  const answer = await json(pathOf(customersApi.list, {}, { q: word }));
  if (answer.total !== 1) throw new Error(`"${word}" found ${answer.total}`);
});
await measure('page', async () => {
  const answer = await json(pathOf(customersApi.get, { id: demo._id }));
  if (answer.data.linked.quotations.length !== demo.quotations.length) throw new Error('the page misses quotations');
});

const send = (address: string, body: object) =>
  call(address, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
await measure('help', async (sample) => {
  await send(helpApi.create.path, {
    type: 'Help',
    name: `Visitor ${sample}`,
    mobile: '9810012345',
    question: 'Do you make woven labels?',
  });
});
/** A contact message from a company not seen before. */
const newBuyer = (name: string, email: string, company: string) => ({
  name,
  email,
  phone: '9810012345',
  company,
  subject: 'bulk-order',
  message: 'Woven labels, please.',
});
await measure('contact', async (sample) => {
  await send(contactsApi.create.path, newBuyer(`Arrival ${sample}`, `arrival${sample}@new-buyer-${sample}.in`, `New Buyer ${sample}`));
});
// How long after its answer a sender is on a customer record (off the visitor's time): polled, so within 20 ms.
const linkedAfter: number[] = [];
for (let sample = 0; sample < SAMPLES; sample += 1) {
  const email = `later${sample}@later-buyer-${sample}.in`;
  await send(contactsApi.create.path, newBuyer(`Later ${sample}`, email, `Later Buyer ${sample}`));
  const answeredAt = performance.now();
  for (;;) {
    const found = await json(pathOf(customersApi.list, {}, { q: email }));
    if (found.total === 1) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  linkedAfter.push(performance.now() - answeredAt);
}
results.added = {
  cold: results.contact.cold - results.help.cold,
  p50: results.contact.p50 - results.help.p50,
  p95: results.contact.p95 - results.help.p95,
  target: TARGETS.added,
  storeRequests: results.contact.storeRequests - results.help.storeRequests,
};
linkedAfter.sort((a, b) => a - b);
await measured.site.stop();
await rm(dir, { recursive: true, force: true });

console.table(
  Object.fromEntries(
    Object.entries(results).map(([name, figures]) => [
      name,
      { ...figures, met: !figures.target || figures.p95 <= figures.target ? 'yes' : 'NO' },
    ]),
  ),
);
console.log(
  `On a customer record after the answer: p50 ${Math.round(percentile(linkedAfter, 50))} ms, p95 ${Math.round(percentile(linkedAfter, 95))} ms (polled: the list call's time included).`,
);
console.log(`${CUSTOMERS.toLocaleString('en')} customers, ${ENQUIRIES.toLocaleString('en')} enquiries. ${loadLine()}`);
await writeResults('customers', {
  customers: CUSTOMERS,
  enquiries: ENQUIRIES,
  latency: Number(values.latency),
  results,
  linkedAfter,
});
