/**
 * `npm run bench:invoices`: invoices at scale on the real local runtime, every store request delayed by
 * STORE_LATENCY_MS=50 as Netlify Blobs over the network would be (the invoices' budgets in docs/hardening.md).
 *
 * A fresh data folder gets the demo content, the company's tax, bank and UPI details, then `--count` orders
 * (10,000) written straight to the store over twelve months, each accepted with a proforma and dispatched with
 * a tax invoice (made by the invoices' own composeInvoice, about 800 of each a month), its advance paid: the
 * invoice records, the orders with their summaries, each month's register and the quotations' rows. The site
 * starts with the delay and a log of its store requests; one order of 10 lines is then made as a buyer makes it
 * (sent, billing details given, accepted on their page: its proforma, with the UPI QR code, issued on
 * acceptance). One staff member measures, one call after another (a cold call, then `--samples`): that
 * proforma's PDF (`GET /api/invoices/{id}/pdf`, made anew on each call) and last month's register and HSN
 * summary as CSV. Each answer is checked (a PDF; a line per tax invoice of the month). Printed: p50 and p95 of
 * each against its target, and its store requests; written to bench-results/invoices.json.
 */
import { rm } from 'node:fs/promises';
import { customerQuotationApi, pathOf, quotationsApi } from '../../src/lib/api/index.ts';
import { customerInvoiceApi, invoicesApi } from '../../src/lib/api/invoices.ts';
import { todayInIndia } from '../../src/lib/format/dates.ts';
import { newId } from '../../src/lib/server/ids.ts';
import { type Invoice, composeInvoice, summaryOf } from '../../src/lib/server/invoices/invoice.ts';
import type { Quotation } from '../../src/lib/schemas/quotations.ts';
import * as bench from './measured-site.ts';
import * as written from './written-orders.ts';

const { count: COUNT, samples: SAMPLES, latency: LATENCY } = bench.scaleOptions({ count: 10_000, samples: 25 });
const DAY = 86_400_000;
/** p95 targets (ms): the issue's. */
const TARGETS: Record<string, number> = { pdf: 1000, register: 500, hsn: 500 };
const LABELS: Record<string, string> = {
  pdf: 'proforma PDF, 10 lines and UPI QR',
  register: "register CSV, last month's",
  hsn: "HSN summary CSV, last month's",
};

const { dir, blobs, request, invoicing } = await written.seededCompany(
  'labels-invoice-bench-',
  { products: 12, blogs: 2 },
  {
    bank: { holder: 'Labels and Tags Co', account: '50200012345678', ifsc: 'HDFC0001234', bank: 'HDFC Bank', branch: 'Okhla' },
    upi: { id: 'labels@okhdfc', payee: 'Labels and Tags Co' },
  },
);

// ── 10,000 orders with their invoices, written straight to the store ──────────────────────────────
const started = Date.now();
const records: Quotation[] = [];
const invoiceRecords: Invoice[] = [];
const numbered = written.seriesNumbering();
// Oldest first, so each series counts up through the year as it would have been issued.
for (let index = COUNT - 1; index >= 0; index -= 1) {
  const madeAt = Date.now() - Math.floor((index / COUNT) * 360 * DAY) - 8 * DAY;
  const at = (days: number) => new Date(madeAt + days * DAY).toISOString();
  const { billing, currency } = written.buyerOf(index, at(2));
  const order = written.acceptedOrder({
    index,
    number: `Q-B-${String(COUNT - index).padStart(5, '0')}`,
    enquiryId: request._id,
    company: billing.legalName,
    madeAt,
    sentAt: at(1),
    validUntil: at(30).slice(0, 10),
    ...written.invoicedLines(index, request.productId ?? ''),
    currency,
    acceptedAt: at(2),
    billing,
    stages: [
      { stage: 'In production', at: at(3) },
      { stage: 'Dispatched', at: at(6) },
    ],
  });
  const proforma = numbered(
    composeInvoice(order, invoicing, 'proforma', { id: newId(madeAt + 2 * DAY), at: new Date(at(2)), by: '' }),
  );
  const tax = numbered(
    composeInvoice(order, invoicing, 'tax', { id: newId(madeAt + 6 * DAY), at: new Date(at(6)), by: 'Bench' }),
  );
  invoiceRecords.push(proforma, tax);
  records.push({
    ...order,
    invoices: [summaryOf(proforma), summaryOf(tax)],
    payments: [
      {
        _id: `pay${index}`,
        amount: proforma.advance ?? 0,
        date: proforma.date,
        method: 'UPI',
        reference: `UTR${index}`,
        status: 'confirmed',
        source: 'staff',
        at: at(2),
        by: 'Bench',
      },
    ],
  });
}
const registers = await written.writeOrders(records, invoiceRecords);
const [year, month] = todayInIndia().slice(0, 7).split('-').map(Number);
const LAST_MONTH = new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 7);
const taxInLastMonth = (registers.get(LAST_MONTH) ?? []).filter((entry) => entry.kind === 'tax').length;
console.log(
  `Wrote ${COUNT.toLocaleString('en')} orders, ${invoiceRecords.length.toLocaleString('en')} invoices, ` +
    `${registers.size} registers (${taxInLastMonth} tax invoices in ${LAST_MONTH}) and the rows in ` +
    `${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
await blobs.stop();

// ── The site, with the delay ───────────────────────────────────────────────────────────────────
console.log(`Starting the site with STORE_LATENCY_MS=${LATENCY}…`);
const measured = await bench.startMeasuredSite(dir, LATENCY);

// An order of 10 lines, made as a buyer makes it: its proforma (with the UPI QR code) issued on acceptance.
const ten = Array.from({ length: 10 }, (_, index) => ({
  description: `Woven label ${index + 1}, 50 × 20 mm, damask, navy and gold — राम`,
  quantity: 1000 * (index + 1),
  unitPrice: 3.15,
  hsn: '58071020',
}));
const made = await bench.sentQuotation(measured, request._id, ten);
await measured.api(
  customerInvoiceApi.customerBilling,
  { secret: bench.secretOf(made) },
  {
    legalName: 'Bhiwandi Apparel LLP',
    gstin: written.gstin('27AAFFB9876E1Z'),
    address: 'Unit 4, Bhiwandi Textile Park',
    state: '27',
    country: 'India',
  },
);
await measured.api(
  customerQuotationApi.accept,
  { secret: bench.secretOf(made) },
  { name: 'Ram Kumar', revision: 1, approve: true },
);
const order = (await measured.api(quotationsApi.get, { id: made._id })).data;
const proforma = order.invoices?.find((invoice) => invoice.kind === 'proforma');
if (!proforma) throw new Error('no proforma was issued on acceptance');

const csvLines = async (response: Response) => (await response.text()).trim().split('\n').length - 1;
const checks: Record<string, (response: Response) => Promise<void>> = {
  pdf: async (response) => {
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (new TextDecoder().decode(bytes.subarray(0, 5)) !== '%PDF-') throw new Error('not a PDF');
  },
  register: async (response) => {
    const lines = await csvLines(response);
    if (lines !== taxInLastMonth) throw new Error(`the register has ${lines} lines for ${taxInLastMonth} tax invoices`);
  },
  hsn: async (response) => {
    if ((await csvLines(response)) < 2) throw new Error('the HSN summary is empty');
  },
};
const addresses: Record<string, string> = {
  pdf: pathOf(invoicesApi.pdf, { id: proforma._id }),
  register: pathOf(invoicesApi.register, {}, { month: LAST_MONTH, format: 'csv' }),
  hsn: pathOf(invoicesApi.hsnSummary, {}, { month: LAST_MONTH, format: 'csv' }),
};

const results = await bench.sampledAddresses(measured, addresses, checks, { samples: SAMPLES, targets: TARGETS });
await measured.site.stop();
await rm(dir, { recursive: true, force: true });

bench.printFigures(results, LABELS);
console.log(`${taxInLastMonth} tax invoices in ${LAST_MONTH}, ${COUNT.toLocaleString('en')} orders in the store.`);
console.log(bench.loadLine());
await bench.writeResults('invoices', { count: COUNT, latencyMs: Number(LATENCY), taxInLastMonth, month: LAST_MONTH, results });
