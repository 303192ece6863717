/**
 * `npm run bench:quotations`: quotations at scale on the real local runtime, every store request delayed by
 * STORE_LATENCY_MS=50 as Netlify Blobs over the network would be (the quotations' budgets in docs/hardening.md).
 *
 * A fresh data folder gets the demo content, then `--count` quotations (10,000) written straight to the
 * store over twelve months (a third of them accepted orders at every stage, the rest sent, declined or
 * expired) and their rows (quotation-rows.ts). The site starts with the delay and a log of its store
 * requests; one staff member measures, one call after another (a cold call, then `--samples`): the Orders
 * screen's first page, the same filtered by stage and by whose turn, the report, the PDF of a quotation of
 * 50 lines, the buyer's page's one call, and the Payments screen's first page (orders part paid, the dispatched
 * ones invoiced with a due date). Each answer is checked (the page holds only accepted
 * quotations, newest activity first; the report's twelve months add up to what was written this year).
 * Printed: p50 and p95 of each against its target, and its store requests; written to
 * bench-results/quotations.json.
 */
import { rm } from 'node:fs/promises';
import { customerQuotationApi, pathOf, paymentsApi, quotationsApi } from '../../src/lib/api/index.ts';
import { ORDER_STAGES, type OrderStage } from '../../src/lib/quotation.ts';
import { quotationTotals } from '../../src/lib/quotation.ts';
import type { Quotation, QuotationEvent } from '../../src/lib/schemas/quotations.ts';
import * as bench from './measured-site.ts';
import { quotationRecord, seededFolder, writeOrders } from './written-orders.ts';

const { count: COUNT, samples: SAMPLES, latency: LATENCY } = bench.scaleOptions({ count: 10_000, samples: 25 });
const DAY = 86_400_000;
/** p95 targets (ms): the issue's. */
const TARGETS: Record<string, number> = {
  orders: 500,
  ordersStage: 500,
  ordersTurn: 500,
  report: 500,
  pdf: 2000,
  customer: 500,
  payments: 500,
};
const LABELS: Record<string, string> = {
  orders: 'Orders, first page',
  ordersStage: 'Orders, stage In production',
  ordersTurn: "Orders, customer's turn",
  report: 'report (12 months)',
  pdf: 'PDF of 50 lines',
  customer: "customer's page (GET /api/q/{secret})",
  payments: 'Payments, first page (outstanding)',
};

const { dir, blobs, request } = await seededFolder('labels-quotation-bench-', { products: 12, blogs: 2 });

/** An order's money for the Payments list: dispatched ones invoiced with a due date, every other one part paid. */
function moneyOfOrder(index: number, stage: OrderStage, at: (days: number) => string): Pick<Quotation, 'invoices' | 'payments'> {
  const total = quotationTotals({ lines: [{ quantity: 1000 + index, unitPrice: 3.15 }], taxPercent: 18 }).total * 100;
  const day = (days: number) => at(days).slice(0, 10);
  const invoiced = stage === 'Dispatched' || stage === 'Delivered';
  return {
    ...(invoiced && {
      invoices: [
        {
          _id: `inv${index}`,
          number: `INV/B/${index}`,
          kind: 'tax' as const,
          date: day(6),
          total,
          dueDate: day(21),
          status: 'issued' as const,
        },
      ],
    }),
    payments:
      index % 3 === 0
        ? []
        : [
            {
              _id: `pay${index}`,
              amount: Math.round(total / (index % 3)),
              date: day(3),
              method: 'UPI',
              reference: `UTR${index}`,
              status: 'confirmed',
              source: 'staff',
              at: at(3),
              by: 'Bench',
            },
          ],
  };
}

// ── 10,000 quotations, written straight to the store ───────────────────────────────────────────
const started = Date.now();
const records: Quotation[] = [];
for (let index = 0; index < COUNT; index += 1) {
  const madeAt = Date.now() - Math.floor((index / COUNT) * 360 * DAY) - 3 * DAY;
  const at = (days: number) => new Date(madeAt + days * DAY).toISOString();
  const lines = [
    { productId: request.productId ?? '', description: `Woven label ${index}`, quantity: 1000 + index, unitPrice: 3.15 },
  ];
  const kind = index % 6;
  const accepted = kind < 2;
  const stage = ORDER_STAGES[index % ORDER_STAGES.length];
  const events: QuotationEvent[] = [{ kind: 'sent', at: at(1), by: 'Bench', revision: 1 }];
  if (accepted) {
    events.push({ kind: 'accepted', at: at(2), by: 'customer', revision: 1 });
    for (const each of ORDER_STAGES.slice(0, ORDER_STAGES.indexOf(stage) + 1))
      events.push({ kind: 'stage', at: at(2 + ORDER_STAGES.indexOf(each)), by: 'Bench', stage: each });
  } else if (kind === 2) events.push({ kind: 'declined', at: at(4), by: 'customer', text: 'Too dear' });
  else if (kind === 3) events.push({ kind: 'expired', at: at(31), by: '' });
  const status = accepted ? 'Accepted' : kind === 2 ? 'Declined' : kind === 3 ? 'Expired' : 'Sent';
  const parts = {
    index,
    number: `Q-B-${String(index + 1).padStart(5, '0')}`,
    enquiryId: request._id,
    company: `Company ${index % 300}`,
    madeAt,
    sentAt: at(1),
    validUntil: at(30).slice(0, 10),
    lines,
  };
  records.push(
    quotationRecord(parts, {
      status,
      events,
      activityAt: events.at(-1)!.at,
      ...(accepted && { acceptance: { name: `Buyer ${index}`, at: at(2), revision: 1 }, stage, stageAt: events.at(-1)!.at }),
      ...(accepted && moneyOfOrder(index, stage, at)),
    }),
  );
}
await writeOrders(records);
console.log(`Wrote ${COUNT.toLocaleString('en')} quotations and their rows in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
await blobs.stop();

// ── The site, with the delay ───────────────────────────────────────────────────────────────────
console.log(`Starting the site with STORE_LATENCY_MS=${LATENCY}…`);
const measured = await bench.startMeasuredSite(dir, LATENCY);

// A quotation of 50 lines, sent (its buyer's page then answers).
const fifty = Array.from({ length: 50 }, (_, index) => ({
  description: `Woven label ${index + 1}, 50 × 20 mm, damask, navy and gold — राम`,
  quantity: 1000 + index,
  unitPrice: 3.15,
}));
const made = await bench.sentQuotation(measured, request._id, fifty);

const checks: Record<string, (response: Response) => Promise<void>> = {
  orders: async (response) => {
    const { data, total } = (await response.json()) as { data: { status: string; activityAt: string }[]; total: number };
    if (data.length !== 20 || data.some((row) => row.status !== 'Accepted')) throw new Error('the orders page is wrong');
    if (data.some((row, index) => index && row.activityAt > data[index - 1].activityAt)) throw new Error('not newest first');
    if (total < COUNT / 3) throw new Error(`only ${total} orders`);
  },
  ordersStage: async (response) => {
    const { data } = (await response.json()) as { data: { stage: string }[] };
    if (data.some((row) => row.stage !== 'In production')) throw new Error('the stage filter is wrong');
  },
  ordersTurn: async (response) => {
    const { data } = (await response.json()) as { data: { turn: string }[] };
    if (data.some((row) => row.turn !== 'customer')) throw new Error('the turn filter is wrong');
  },
  report: async (response) => {
    const { data } = (await response.json()) as { data: { months: { sent: number }[] } };
    const sent = data.months.reduce((sum, month) => sum + month.sent, 0);
    if (data.months.length !== 12 || sent < COUNT * 0.9) throw new Error(`the report counts ${sent} sends`);
  },
  pdf: async (response) => {
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (new TextDecoder().decode(bytes.subarray(0, 5)) !== '%PDF-') throw new Error('not a PDF');
  },
  customer: async (response) => {
    const { data } = (await response.json()) as { data: { lines: unknown[] } };
    if (data.lines.length !== 50) throw new Error('the customer page is wrong');
  },
  payments: async (response) => {
    const { data, total } = (await response.json()) as { data: { outstanding: number; daysOverdue: number }[]; total: number };
    if (data.length !== 20 || data.some((row) => row.outstanding <= 0)) throw new Error('the payments page is wrong');
    if (data.some((row, index) => index && row.daysOverdue > data[index - 1].daysOverdue)) throw new Error('not overdue first');
    // A third are accepted orders, about half of them owing money (17 % at 1,000): an eighth at the least.
    if (total < COUNT / 8) throw new Error(`only ${total} orders outstanding`);
  },
};
const addresses: Record<string, string> = {
  orders: pathOf(quotationsApi.list, {}, { view: 'orders', page: 1, limit: 20 }),
  ordersStage: pathOf(quotationsApi.list, {}, { view: 'orders', stage: 'In production', page: 1, limit: 20 }),
  ordersTurn: pathOf(quotationsApi.list, {}, { view: 'orders', turn: 'customer', page: 1, limit: 20 }),
  report: pathOf(quotationsApi.report),
  // The current revision is a draft (below): its PDF is made anew on each call, so the figure is the making.
  pdf: pathOf(quotationsApi.pdf, { id: made._id }),
  customer: pathOf(customerQuotationApi.get, { secret: bench.secretOf(made) }),
  payments: pathOf(paymentsApi.list, {}, { status: 'outstanding', page: 1, limit: 20 }),
};
// Revised after the send: revision 2 is a draft, while the buyer's page shows the sent revision 1.
await measured.api(
  quotationsApi.replace,
  { id: made._id },
  { lines: fifty, taxPercent: 18, notes: 'Revision 2' },
  bench.ifMatch(made),
);

const results = await bench.sampledAddresses(measured, addresses, checks, {
  samples: SAMPLES,
  targets: TARGETS,
  publicCalls: ['customer'],
});
await measured.site.stop();
await rm(dir, { recursive: true, force: true });

bench.printFigures(results, LABELS);
console.log(bench.loadLine());
await bench.writeResults('quotations', { count: COUNT, latencyMs: Number(LATENCY), results });
