/**
 * `npm run bench:returns`: last month's returns and books at 2,000 tax invoices, on the real local runtime with
 * every store request delayed by STORE_LATENCY_MS=50 as Netlify Blobs over the network would be (the returns'
 * budgets in docs/hardening.md).
 *
 * A fresh data folder gets the demo content and the company's tax details, then `--count` orders (2,000) written
 * straight to the store, each with a tax invoice dated in last month (made by the invoices' own composeInvoice;
 * most buyers in other states, some in Delhi, one in ten abroad in dollars, every buyer a party of its own) and
 * paid in full that month: the invoice records, the orders, the month's register, its money register (each
 * order's payment and buyer, as the orders' writes keep it: orders/money-register.ts) and the quotations' rows. The
 * site then starts with the delay and a log of its store requests, and one Admin measures, one call after
 * another (a cold call, then `--samples`): GSTR-1 as JSON and as the offline tool's CSVs in a ZIP, the Tally
 * XML, and the month's pack, streamed, its size and the site's memory (resident set) sampled while it streams;
 * then the pack as a background job, from start to ready, and each of its parts' downloads (returns-pack-job.ts).
 * The month's PDFs are drawn and kept before the site starts, as the housekeeping run keeps them through the
 * month (`--cold`: none kept, as if every invoice were issued that day). Each answer is checked. Printed: p50
 * and p95 against the budgets, and the store requests of each; written to bench-results/returns.json. `--only tally` (repeatable: gstr1, gstr1Csv, tally, pack, packJob) measures only
 * those calls, e.g. after changing one.
 */
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { pathOf } from '../../src/lib/api/index.ts';
import { returnsApi } from '../../src/lib/api/returns.ts';
import { periodOfMonthKey } from '../../src/lib/gst/periods.ts';
import { todayInIndia } from '../../src/lib/format/dates.ts';
import { newId } from '../../src/lib/server/ids.ts';
import { type Invoice, composeInvoice, summaryOf } from '../../src/lib/server/invoices/invoice.ts';
import { rewriteMoney } from '../../src/lib/server/orders/money-register.ts';
import { fillKeptPdfs } from '../../src/lib/server/notes/document-pdf.ts';
import { quotations } from '../../src/lib/server/quotations/quotation-collection.ts';
import type { Quotation } from '../../src/lib/schemas/quotations.ts';
import * as bench from './measured-site.ts';
import * as written from './written-orders.ts';
import { benchPackJob } from './returns-pack-job.ts';

const options = bench.benchOptions({
  count: { type: 'string', default: '2000' },
  samples: { type: 'string', default: '5' },
  only: { type: 'string', multiple: true },
  cold: { type: 'boolean', default: false },
});
const [COUNT, SAMPLES, LATENCY] = [Number(options.count), Number(options.samples), options.latency];
/** Whether `--only` leaves this call in (every call without it). */
const measuring = (name: string) => !options.only?.length || options.only.includes(name);
const DAY = 86_400_000;
/** p95 budgets (ms): GSTR-1's and the pack's are the issue's; the CSVs' and Tally's ours (the job's in returns-pack-job.ts). */
const TARGETS: Record<string, number> = { gstr1: 3000, gstr1Csv: 3000, tally: 3000, pack: 20_000 };
const LABELS: Record<string, string> = {
  gstr1: 'GSTR-1 JSON',
  gstr1Csv: "GSTR-1 CSVs' ZIP",
  tally: 'Tally XML',
  pack: "the month's pack (first part)",
  packJob: "the pack's job, start to ready",
  packPart: "a part of the pack's job",
};

const { dir, blobs, request, invoicing } = await written.seededCompany('labels-returns-bench-', { products: 4, blogs: 1 });

// ── 2,000 tax invoices in last month, written straight to the store ─────────────────────────────────
const [year, month] = todayInIndia().slice(0, 7).split('-').map(Number);
const MONTH = new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 7);
const PERIOD = periodOfMonthKey(MONTH);
const monthStart = Date.parse(`${MONTH}-01T10:00:00+05:30`);
const started = Date.now();
const records: Quotation[] = [];
const invoiceRecords: Invoice[] = [];
const numbered = written.seriesNumbering();
for (let index = 0; index < COUNT; index += 1) {
  // Spread over the month's first 27 days, oldest first, so the series counts up through it.
  const issuedAt = monthStart + Math.floor((index / COUNT) * 27 * DAY);
  const at = (days: number) => new Date(issuedAt + days * DAY).toISOString();
  const { billing, currency } = written.buyerOf(index, at(-3));
  const order = written.acceptedOrder(
    {
      index,
      number: `Q-R-${String(index + 1).padStart(5, '0')}`,
      enquiryId: request._id,
      company: billing.legalName,
      madeAt: issuedAt - 5 * DAY,
      sentAt: at(-4),
      validUntil: at(25).slice(0, 10),
      ...written.invoicedLines(index, request.productId ?? ''),
      currency,
      acceptedAt: at(-3),
      billing,
      stages: [{ stage: 'Dispatched', at: at(0) }],
    },
    { secret: `bench-secret-${index}-${'x'.repeat(24)}` },
  );
  const tax = numbered(composeInvoice(order, invoicing, 'tax', { id: newId(issuedAt), at: new Date(issuedAt), by: 'Bench' }));
  invoiceRecords.push(tax);
  records.push({
    ...order,
    invoices: [summaryOf(tax)],
    payments: [
      {
        _id: `pay${index}`,
        amount: tax.totals.total,
        date: todayInIndia(new Date(issuedAt + DAY)),
        method: 'UPI',
        reference: `UTR${String(index).padStart(10, '0')}`,
        status: 'confirmed',
        source: 'staff',
        at: at(1),
        by: 'Bench',
      },
    ],
  });
}
await written.writeOrders(records, invoiceRecords);
// The orders were written straight to the store, past the follow-up that keeps the money register: written here
// whole, with the demo's (the collection's cache knows only those, written through it).
const everyOrder = new Map([...(await quotations.all()), ...records].map((order) => [order._id, order]));
await rewriteMoney([...everyOrder.values()]);
console.log(
  `Wrote ${COUNT.toLocaleString('en')} orders and tax invoices in ${MONTH} with their payments, the register and the rows in ` +
    `${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
// The invoices' PDFs drawn and kept as the housekeeping run keeps them through the month (notes/document-pdf.ts),
// its own function run until it has none left; `--cold` leaves them undrawn, as on the day they were issued.
if (!options.cold) {
  const filling = Date.now();
  let drawn = 0;
  for (let more = 1; more > 0; drawn += more)
    more = await fillKeptPdfs(Date.now(), { deadline: Date.now() + 60_000, limit: 2_000 });
  console.log(
    `Drew and kept ${drawn.toLocaleString('en')} PDFs as the housekeeping run does, in ${((Date.now() - filling) / 1000).toFixed(1)} s.`,
  );
}
await blobs.stop();

// ── The site, with the delay ───────────────────────────────────────────────────────────────────────
console.log(`Starting the site with STORE_LATENCY_MS=${LATENCY}…`);
const measured = await bench.startMeasuredSite(dir, LATENCY);
const pid = measured.site.child.pid!;
/** The site's resident memory (MB), from /proc. */
const residentMb = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

const pack = { bytes: 0, pdfs: 0, files: 0, more: '', baseMb: 0, peakMb: 0 };
const checks: Record<string, (response: Response) => Promise<void>> = {
  gstr1: async (response) => {
    const gstr1 = (await response.json()) as { fp: string; b2b?: { inv: unknown[] }[] };
    const b2b = (gstr1.b2b ?? []).reduce((sum, party) => sum + party.inv.length, 0);
    if (gstr1.fp !== PERIOD || b2b === 0) throw new Error(`GSTR-1 of ${gstr1.fp} holds ${b2b} B2B invoices`);
  },
  gstr1Csv: async (response) => {
    if (!Object.keys(unzipSync(new Uint8Array(await response.arrayBuffer()))).some((name) => name.startsWith('b2b')))
      throw new Error('the CSVs hold no b2b.csv');
  },
  tally: async (response) => {
    const vouchers = ((await response.text()).match(/<VOUCHER /g) ?? []).length;
    // A Sales voucher per invoice and a Receipt per payment (the demo's own orders may add a few).
    if (vouchers < 2 * COUNT) throw new Error(`the Tally file has ${vouchers} vouchers for ${COUNT} invoices and payments`);
  },
  pack: async (response) => {
    pack.baseMb = residentMb();
    pack.peakMb = pack.baseMb;
    const reader = response.body!.getReader();
    const chunks: Uint8Array[] = [];
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      pack.peakMb = Math.max(pack.peakMb, residentMb());
    }
    const files = unzipSync(Buffer.concat(chunks));
    pack.bytes = bytes;
    pack.files = Object.keys(files).length;
    pack.pdfs = Object.keys(files).filter((name) => /^(invoices|notes)\//.test(name)).length;
    pack.more = files['MORE-PDFS.txt'] ? new TextDecoder().decode(files['MORE-PDFS.txt']).trim() : '';
    if (!files[`tally-${PERIOD}.xml`] || !files[`summary-${PERIOD}.pdf`] || pack.pdfs === 0)
      throw new Error('the pack lacks a file');
  },
};
const addresses: Record<string, string> = {
  gstr1: pathOf(returnsApi.gstr1, {}, { period: PERIOD }),
  gstr1Csv: pathOf(returnsApi.gstr1, {}, { period: PERIOD, format: 'csv' }),
  tally: pathOf(returnsApi.tally, {}, { period: PERIOD }),
  pack: pathOf(returnsApi.pack, {}, { period: PERIOD }),
};

const results: Record<string, bench.CallFigures> = {};
for (const name of Object.keys(addresses).filter(measuring)) {
  const samples = name === 'pack' ? Math.min(SAMPLES, 2) : SAMPLES;
  results[name] = await bench.sampled(
    measured.logged,
    async () => {
      await checks[name](await measured.call(addresses[name], { headers: measured.staff }));
    },
    { samples, target: TARGETS[name], settleMs: 200 },
  );
}
/** The streamed pack's later parts, each downloaded once after the samples: its time, size, PDFs and store requests. */
const laterParts: { ms: number; bytes: number; pdfs: number; storeRequests: number }[] = [];
// A cold month's parts each draw what 8 s allow (dozens of parts): only a warm month's are followed.
for (let more = results.pack && !options.cold ? pack.more : ''; more;) {
  const address = /\/api\/returns\/pack\?\S+/.exec(more)![0];
  const before = measured.logged();
  const startedAt = performance.now();
  const bytes = new Uint8Array(await (await measured.call(address, { headers: measured.staff })).arrayBuffer());
  const ms = Math.round(performance.now() - startedAt);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const files = unzipSync(bytes);
  const pdfs = Object.keys(files).filter((name) => /^(invoices|notes)\//.test(name)).length;
  laterParts.push({ ms, bytes: bytes.byteLength, pdfs, storeRequests: measured.logged() - before });
  more = files['MORE-PDFS.txt'] ? new TextDecoder().decode(files['MORE-PDFS.txt']) : '';
}
const job = measuring('packJob') ? await benchPackJob(measured, { period: PERIOD, count: COUNT, samples: SAMPLES }) : undefined;
if (job) {
  results.packJob = job.job;
  results.packPart = job.part;
}
await measured.site.stop();
await rm(dir, { recursive: true, force: true });

bench.printFigures(results, LABELS);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
if (results.pack)
  console.log(
    `The pack's first part: ${mb(pack.bytes)} MB, ${pack.files} files, ${pack.pdfs} of ${COUNT} PDFs; ` +
      `the site's memory ${pack.baseMb.toFixed(0)} MB before, ${pack.peakMb.toFixed(0)} MB at most while it streamed.`,
  );
if (pack.more) console.log(`It ends: ${pack.more}`);
for (const [index, part] of laterParts.entries())
  console.log(`Part ${index + 2}: ${mb(part.bytes)} MB, ${part.pdfs} PDFs, ${part.ms} ms, ${part.storeRequests} store requests.`);
if (job)
  console.log(
    `The pack's job: ${job.parts.length} parts (${job.parts.map((part) => `${mb(part.bytes)} MB, ${part.files} files`).join('; ')}), ` +
      `${job.pdfs} PDFs in all.`,
  );
if (job?.atLimit !== undefined)
  console.log(`Past Netlify's 15 minutes for a background function: ${job.atLimit} PDFs made by then.`);
console.log(`${COUNT.toLocaleString('en')} tax invoices in ${MONTH}, ${LATENCY} ms a store request.`);
console.log(bench.loadLine());
await bench.writeResults('returns', {
  count: COUNT,
  latencyMs: Number(LATENCY),
  month: MONTH,
  cold: options.cold,
  results,
  pack,
  laterParts,
  packJob: job,
});
