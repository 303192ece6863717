/**
 * (Over 300 lines: one benchmark, its site, load and report read top to bottom.)
 * `npm run bench:inbox`: the four inboxes with 1,000 and then 100,000 enquiries on the real local runtime,
 * every store request delayed by STORE_LATENCY_MS=50 as Netlify Blobs over the network would be.
 *
 * A fresh data folder gets a few products and 1,000 enquiries (a quarter of each kind); the site starts
 * with the delay and a log of its store requests, and one staff member measures, one call after another
 * (a first, cold call, then `--samples`): the first inbox page right after a new submission, the
 * dashboard, a status change, a status filter, a text search over all four kinds and the export of all
 * contacts. Then 99,000 more are seeded into the same store while the site runs, and the same is
 * measured at 100,000. Each answer is checked (the new enquiry is first, the filter holds only its
 * status, the search finds exactly the enquiries holding the word, the export has one row per contact).
 * Printed: p50 and p95 of each call against its target (the sales inbox's at 100,000 enquiries), and the store requests it made;
 * written to bench-results/inbox.json.
 */
import { rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { contactsApi, dashboardApi, enquiriesApi, pathOf } from '../../src/lib/api/index.ts';
import { ENQUIRY_KINDS, ENQUIRY_STATUSES, type EnquiryKind } from '../../src/lib/constants.ts';
import { products } from '../../src/lib/server/collections.ts';
import { matches } from '../../src/lib/server/inbox/inbox-filter.ts';
import type { Enquiry } from '../../src/lib/schemas/inboxes.ts';
import { makeEnquiries, storeEnquiries } from '../seed/bulk-enquiries.ts';
import { seedDemo } from '../seed/seed.ts';
import { benchDataFolder, percentile, startMeasuredSite, writeResults } from './measured-site.ts';

const { values } = parseArgs({
  options: {
    small: { type: 'string', default: '1000' },
    large: { type: 'string', default: '100000' },
    latency: { type: 'string', default: '50' },
    samples: { type: 'string', default: '25' },
    'export-samples': { type: 'string', default: '5' },
    // A town that only a few enquiries name (scripts/seed/enquiry-words.ts).
    word: { type: 'string', default: 'Itanagar' },
    tmpfs: { type: 'boolean', default: false },
  },
});
const SAMPLES = Number(values.samples);
const EXPORT_SAMPLES = Number(values['export-samples']);
const WORD = values.word;
const PAGE = { page: 1, limit: 10 };

/** The sales inbox's targets at 100,000 enquiries with 50 ms per store request (p95, ms). */
const TARGETS = { page: 500, dashboard: 500, status: 500, filter: 500, search: 3000, export: 10_000 } as const;
type CallName = keyof typeof TARGETS | 'submission';
const LABELS: Record<CallName, string> = {
  submission: 'new submission (POST, no target)',
  page: 'first page after a submission',
  dashboard: 'dashboard',
  status: 'status change',
  filter: 'status filter (Quoted)',
  search: `search "${WORD}", all kinds`,
  export: 'export of all contacts',
};

// ── The site and its store ─────────────────────────────────────────────────────────────────────

const { dir, blobs } = await benchDataFolder('labels-inbox-bench-', { tmpfs: values.tmpfs });
console.log(`Data in ${dir}. Seeding products…`);
await seedDemo({ products: 12, blogs: 2, enquiries: false });
const active = (await products.all()).filter((product) => product.status === 'Active');

/** Everything seeded so far, by kind: what the answers are checked against. */
const stored: Record<EnquiryKind, Enquiry[]> = { contacts: [], quotes: [], quick: [], help: [] };
const seedTimes: { count: number; ms: number }[] = [];
async function seed(count: number, seedNumber: number) {
  const started = Date.now();
  const made = makeEnquiries(count, { products: active, seed: seedNumber });
  await storeEnquiries(made);
  for (const kind of ENQUIRY_KINDS) stored[kind].push(...made[kind]);
  const ms = Date.now() - started;
  seedTimes.push({ count, ms });
  console.log(`Seeded ${count.toLocaleString('en')} enquiries in ${(ms / 1000).toFixed(1)} s.`);
}
const total = () => ENQUIRY_KINDS.reduce((sum, kind) => sum + stored[kind].length, 0);

await seed(Number(values.small), 1);
console.log(`Starting the site with STORE_LATENCY_MS=${values.latency} (first build)…`);
const measured = await startMeasuredSite(dir, values.latency, { FORM_RATE_LIMIT: '0' });
const { site, call, staff } = measured;
const jsonBody = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

// ── Measuring ──────────────────────────────────────────────────────────────────────────────────

/** The store requests the site logged since `from` (STORE_REQUEST_LOG), by operation. */
function requestsSince(from: number): Record<string, number> {
  const counts: Record<string, number> = {};
  const log = site.output().slice(from);
  for (const [, operation] of log.matchAll(/^\[store\] (\w+)/gm)) counts[operation] = (counts[operation] ?? 0) + 1;
  return counts;
}

/** Waits until the site has printed nothing for a moment: every request of the call is in the log. */
async function logSettled() {
  let length = -1;
  for (let quiet = 0, waited = 0; quiet < 3 && waited < 1000; waited += 10) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    quiet = site.output().length === length ? quiet + 1 : 0;
    length = site.output().length;
  }
}

interface Sample {
  ms: number;
  requests: Record<string, number>;
}

async function sample(work: () => Promise<void>): Promise<Sample> {
  await logSettled();
  const from = site.output().length;
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  await logSettled();
  return { ms, requests: requestsSince(from) };
}

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

interface Figures {
  label: string;
  samples: number;
  coldMs: number;
  p50: number;
  p95: number;
  target?: number;
  pass?: boolean;
  /** Store requests of the median sample (by request count), by operation. */
  requests: Record<string, number>;
  coldRequests: number;
  /** The fewest and most store requests of one sample. */
  requestRange: [number, number];
}

function figures(name: CallName, label: string, cold: Sample, samples: Sample[]): Figures {
  const times = samples.map((s) => s.ms).sort((a, b) => a - b);
  const byRequests = [...samples].sort((a, b) => sum(a.requests) - sum(b.requests));
  const target = name === 'submission' ? undefined : TARGETS[name];
  const p95 = Math.round(percentile(times, 95));
  return {
    label,
    samples: samples.length,
    coldMs: Math.round(cold.ms),
    p50: Math.round(percentile(times, 50)),
    p95,
    target,
    pass: target === undefined ? undefined : p95 < target,
    requests: byRequests[Math.floor(byRequests.length / 2)].requests,
    coldRequests: sum(cold.requests),
    requestRange: [sum(byRequests[0].requests), sum(byRequests.at(-1)!.requests)],
  };
}

/** Wrong answers, printed with the figures (once each): a fast wrong answer is no result. */
const problems = new Set<string>();
function check(condition: boolean, what: string) {
  if (!condition) problems.add(`${total().toLocaleString('en')} enquiries: ${what}`);
}

/** Enquiries the inboxes' search finds for `word`: the same filter the site runs, so the bench checks its answer. */
function holding(word: string): number {
  return ENQUIRY_KINDS.flatMap((kind) => stored[kind]).filter((record) => matches(record, { q: word })).length;
}

/** Reads a CSV answer to its end: its bytes, and its records (newlines outside quotes, less the header). */
async function readCsv(response: Response): Promise<{ bytes: number; rows: number; bom: boolean }> {
  let bytes = 0;
  let newlines = 0;
  let quoted = false;
  let bom = false;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    if (bytes === 0) bom = chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf;
    bytes += chunk.length;
    for (const byte of chunk) {
      if (byte === 0x22) quoted = !quoted;
      else if (byte === 0x0a && !quoted) newlines += 1;
    }
  }
  return { bytes, rows: newlines - 1, bom };
}

let submissions = 0;
let lastExport = { bytes: 0, rows: 0, bom: false };

async function measure(): Promise<Figures[]> {
  await measured.idle();
  const results: Figures[] = [];
  const run = async (name: CallName, label: string, count: number, work: (n: number) => Promise<void>) => {
    const cold = await sample(() => work(0));
    const samples: Sample[] = [];
    for (let n = 1; n <= count; n += 1) samples.push(await sample(() => work(n)));
    results.push(figures(name, label, cold, samples));
    const last = results.at(-1)!;
    console.log(
      `  ${label}: cold ${last.coldMs} ms, p50 ${last.p50} ms, p95 ${last.p95} ms, ${sum(last.requests)} store requests`,
    );
  };

  // A submission and then the first page, in pairs: each page must show the submission just made.
  const submitted: Sample[] = [];
  const pages: Sample[] = [];
  for (let n = 0; n <= SAMPLES; n += 1) {
    const name = `Bench Visitor ${++submissions}`;
    submitted.push(
      await sample(async () => {
        await call(
          contactsApi.create.path,
          jsonBody('POST', {
            name,
            email: 'visitor@example.com',
            phone: '9876543210',
            company: 'Bench Textiles',
            subject: 'bulk-order',
            message: 'Please quote for 5,000 woven labels.',
          }),
        );
      }),
    );
    stored.contacts.push({ _id: '', dateAdded: '', remark: '', status: 'New', name } as Enquiry);
    pages.push(
      await sample(async () => {
        const answer = (await (await call(pathOf(contactsApi.list, {}, PAGE), { headers: staff })).json()) as {
          data: { name: string }[];
        };
        check(answer.data[0]?.name === name, `the first page starts with ${answer.data[0]?.name}, not ${name}`);
      }),
    );
  }
  results.push(figures('submission', LABELS.submission, submitted[0], submitted.slice(1)));
  results.push(figures('page', LABELS.page, pages[0], pages.slice(1)));
  for (const figure of results) console.log(`  ${figure.label}: p50 ${figure.p50} ms, p95 ${figure.p95} ms`);

  await run('dashboard', LABELS.dashboard, SAMPLES, async () => {
    const answer = (await (await call(pathOf(dashboardApi.counts), { headers: staff })).json()) as { data: { contacts: number } };
    check(answer.data.contacts === stored.contacts.length, `dashboard counts ${answer.data.contacts} contacts`);
  });

  const seeded = ENQUIRY_KINDS.flatMap((kind) => stored[kind]).filter((record) => record._id);
  await run('status', LABELS.status, SAMPLES, async (n) => {
    const record = seeded[Math.floor(Math.random() * seeded.length)];
    const status = ENQUIRY_STATUSES[n % ENQUIRY_STATUSES.length];
    const address = pathOf(enquiriesApi.setStatus, { id: record._id });
    const answer = (await (await call(address, jsonBody('PATCH', { status }, staff))).json()) as { data: { status: string } };
    check(answer.data.status === status, `status ${answer.data.status} after setting ${status}`);
    record.status = status;
  });

  await run('filter', LABELS.filter, SAMPLES, async () => {
    const address = pathOf(contactsApi.list, {}, { ...PAGE, status: 'Quoted' });
    const answer = (await (await call(address, { headers: staff })).json()) as { data: { status: string }[] };
    const quoted = Math.min(PAGE.limit, stored.contacts.filter((record) => record.status === 'Quoted').length);
    check(answer.data.length === quoted && answer.data.every((row) => row.status === 'Quoted'), 'the Quoted filter');
  });

  await run('export', LABELS.export, EXPORT_SAMPLES, async () => {
    const response = await call(pathOf(enquiriesApi.export, {}, { kind: 'contacts' }), { headers: staff });
    lastExport = await readCsv(response);
    check(lastExport.bom, 'the export starts with a byte-order mark');
    check(
      lastExport.rows === stored.contacts.length,
      `the export reads as ${lastExport.rows} rows (RFC 4180: a line break outside quotes ends a row), not ${stored.contacts.length}`,
    );
  });
  results.at(-1)!.label =
    `${LABELS.export} (${lastExport.rows.toLocaleString('en')} rows, ${(lastExport.bytes / 1e6).toFixed(1)} MB)`;

  const expected = holding(WORD);
  await run('search', LABELS.search, SAMPLES, async () => {
    const address = pathOf(enquiriesApi.list, {}, { page: 1, limit: 100, q: WORD });
    const answer = (await (await call(address, { headers: staff })).json()) as { data: unknown[] };
    check(answer.data.length === Math.min(expected, 100), `the search found ${answer.data.length}, not ${expected}`);
  });
  results.at(-1)!.label = `${LABELS.search} (${expected} found)`;
  return results;
}

// ── Running it ─────────────────────────────────────────────────────────────────────────────────

const load = () => loadavg()[0].toFixed(1);
const runs: { enquiries: number; load: string; results: Figures[] }[] = [];
let finished = false;
try {
  console.log(`Measuring with ${total().toLocaleString('en')} enquiries (load average ${load()})…`);
  runs.push({ enquiries: total(), load: load(), results: await measure() });
  console.log(`Seeding ${(Number(values.large) - Number(values.small)).toLocaleString('en')} more while the site runs…`);
  await seed(Number(values.large) - Number(values.small), 2);
  console.log(`Measuring with ${total().toLocaleString('en')} enquiries (load average ${load()})…`);
  runs.push({ enquiries: total(), load: load(), results: await measure() });
  finished = true;
} finally {
  await site.stop();
  await blobs.stop();
  // After a failure at once; otherwise once the figures are out (100,000 files take a while).
  if (!finished) await rm(dir, { recursive: true, force: true });
}

const requestsText = (counts: Record<string, number>) =>
  `${sum(counts)} (${Object.entries(counts)
    .map(([operation, count]) => `${count} ${operation}`)
    .join(', ')})`;
const rows = runs.flatMap(({ enquiries, results }) =>
  results.map((r) => [
    enquiries.toLocaleString('en'),
    r.label,
    String(r.samples),
    `${r.coldMs} ms`,
    `${r.p50} ms`,
    `${r.p95} ms`,
    r.target === undefined ? '' : `< ${r.target.toLocaleString('en')} ms`,
    r.pass === undefined ? '' : r.pass ? 'PASS' : 'FAIL',
    `${requestsText(r.requests)}; ${r.requestRange.join('–')}; cold ${r.coldRequests}`,
  ]),
);
const header = [
  'enquiries',
  'call',
  'samples',
  'cold',
  'p50',
  'p95',
  'target p95',
  'result',
  'store requests: median; range; cold',
];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
console.log(`\nSTORE_LATENCY_MS=${values.latency}, ${new Date().toISOString()}`);
console.log(line(header));
console.log(line(widths.map((width) => '-'.repeat(width))));
for (const row of rows) console.log(line(row));
console.log(
  `Seeding: ${seedTimes
    .map(({ count, ms }) => `${count.toLocaleString('en')} in ${(ms / 1000).toFixed(1)} s`)
    .join(', ')}. Load average: ${runs.map((r) => r.load).join(', ')}.`,
);

for (const problem of problems) console.log(`WRONG ANSWER at ${problem}`);
const complaints = site
  .output()
  .split('\n')
  .filter((line) => !line.startsWith('[store]') && /error|fail/i.test(line));
for (const complaint of complaints.slice(0, 10)) console.log(`The site said: ${complaint}`);

await writeResults('inbox', {
  date: new Date().toISOString(),
  latencyMs: Number(values.latency),
  seedTimes,
  runs,
  problems: [...problems],
});
await rm(dir, { recursive: true, force: true });
