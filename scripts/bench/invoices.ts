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
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { customerQuotationApi, pathOf, quotationsApi } from '../../src/lib/api/index.ts';
import { customerInvoiceApi, invoicesApi } from '../../src/lib/api/invoices.ts';
import { documentNumber } from '../../src/lib/gst/financial-year.ts';
import { gstinCheckCharacter } from '../../src/lib/gst/identifiers.ts';
import { findState } from '../../src/lib/gst/states.ts';
import { todayInIndia } from '../../src/lib/format/dates.ts';
import { type QuotationCurrency, quotationTotals } from '../../src/lib/quotation.ts';
import { inboxes } from '../../src/lib/server/collections.ts';
import { newId } from '../../src/lib/server/ids.ts';
import { type Invoice, composeInvoice, summaryOf } from '../../src/lib/server/invoices/invoice.ts';
import { invoiceSettings } from '../../src/lib/server/invoices/issue.ts';
import { type RegisterEntry, entryOf } from '../../src/lib/server/invoices/register.ts';
import { quotations } from '../../src/lib/server/quotations/quotation-collection.ts';
import { rebuildRows } from '../../src/lib/server/quotations/quotation-rows.ts';
import { siteSettings } from '../../src/lib/server/site/site-settings.ts';
import { mapLimited } from '../../src/lib/server/store/concurrency.ts';
import { STORE_NAMES, openStore } from '../../src/lib/server/store/index.ts';
import type { Quotation } from '../../src/lib/schemas/quotations.ts';
import type { QuotationBilling } from '../../src/lib/schemas/billing.ts';
import { seedDemo } from '../seed/seed.ts';
import * as bench from './measured-site.ts';

const { count: COUNT, samples: SAMPLES, latency: LATENCY } = bench.scaleOptions({ count: 10_000, samples: 25 });
const DAY = 86_400_000;
/** p95 targets (ms): the issue's. */
const TARGETS: Record<string, number> = { pdf: 1000, register: 500, hsn: 500 };
const LABELS: Record<string, string> = {
  pdf: 'proforma PDF, 10 lines and UPI QR',
  register: "register CSV, last month's",
  hsn: "HSN summary CSV, last month's",
};

const gstin = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;
const COMPANY_GSTIN = gstin('07AAACL1234C1Z');

const { dir, blobs } = await bench.benchDataFolder('labels-invoice-bench-');
console.log(`Data in ${dir}. Seeding the demo content and the company's tax details…`);
await seedDemo({ products: 12, blogs: 2, enquiries: true });
const request = (await inboxes.quotes.records.all())[0];
const { data: settings } = await siteSettings.read();
await siteSettings.save(
  {
    ...settings,
    tax: {
      legalName: 'Labels & Tags Co. Pvt Ltd',
      gstin: COMPANY_GSTIN,
      pan: COMPANY_GSTIN.slice(2, 12),
      turnover: 'up-to-5-crore',
      advancePercent: 50,
      signatory: { name: 'Asha Verma', imageId: '' },
    },
    bank: { holder: 'Labels and Tags Co', account: '50200012345678', ifsc: 'HDFC0001234', bank: 'HDFC Bank', branch: 'Okhla' },
    upi: { id: 'labels@okhdfc', payee: 'Labels and Tags Co' },
  },
  {},
);
const invoicing = await invoiceSettings();

/** The orders' buyers: most in another state (IGST), some in Delhi (CGST and SGST), a few abroad in dollars. */
function buyerOf(index: number, at: string): { billing: QuotationBilling; currency: QuotationCurrency } {
  const place = index % 10;
  const common = { shippingAddress: '', poNumber: `PO-${index}`, at, by: 'customer' };
  if (place === 9)
    return {
      currency: 'USD',
      billing: {
        legalName: `Threads ${index} Inc.`,
        gstin: '',
        address: '200 Kent Ave, Brooklyn NY',
        stateCode: '',
        state: '',
        country: 'United States',
        ...common,
      },
    };
  const code = place < 4 ? '07' : place < 7 ? '27' : '29';
  return {
    currency: 'INR',
    billing: {
      legalName: `Garments ${index} Pvt Ltd`,
      gstin: gstin(`${code}AABCG${String(index % 10_000).padStart(4, '0')}D1Z`),
      address: `Unit ${index}, Industrial Area`,
      stateCode: code,
      state: findState(code)?.name ?? '',
      country: 'India',
      ...common,
    },
  };
}

// ── 10,000 orders with their invoices, written straight to the store ──────────────────────────────
const started = Date.now();
const records: Quotation[] = [];
const invoiceRecords: Invoice[] = [];
const serial = new Map<string, number>();
const numbered = (invoice: Invoice): Invoice => {
  const series = `${invoice.kind}/${invoice.financialYear}`;
  const next = (serial.get(series) ?? 0) + 1;
  serial.set(series, next);
  return { ...invoice, number: documentNumber(invoice.kind, { label: invoice.financialYear }, next) };
};
// Oldest first, so each series counts up through the year as it would have been issued.
for (let index = COUNT - 1; index >= 0; index -= 1) {
  const madeAt = Date.now() - Math.floor((index / COUNT) * 360 * DAY) - 8 * DAY;
  const at = (days: number) => new Date(madeAt + days * DAY).toISOString();
  const { billing, currency } = buyerOf(index, at(2));
  const lines = [
    {
      productId: request.productId ?? '',
      description: `Woven label ${index}`,
      quantity: 1000 + index,
      unitPrice: 3.15,
      hsn: '58071020',
    },
    { productId: '', description: `Printed care label ${index}`, quantity: 2000, unitPrice: 1.2, hsn: '58071090' },
  ];
  const charges = [{ label: 'Artwork', amount: 500 }];
  const order: Quotation = {
    _id: newId(madeAt),
    dateAdded: new Date(madeAt).toISOString(),
    version: 2,
    lines,
    charges,
    currency,
    taxPercent: 18,
    validUntil: at(30).slice(0, 10),
    leadTime: '',
    terms: '',
    notes: '',
    number: `Q-B-${String(COUNT - index).padStart(5, '0')}`,
    enquiryId: request._id,
    enquiryKind: 'quotes',
    customer: { name: `Buyer ${index}`, email: '', phone: '', company: billing.legalName },
    status: 'Accepted',
    revision: 1,
    sentRevision: 1,
    total: quotationTotals({ lines, charges, taxPercent: 18 }).total,
    earlier: [],
    events: [
      { kind: 'sent', at: at(1), by: 'Bench', revision: 1 },
      { kind: 'accepted', at: at(2), by: 'customer', revision: 1 },
      { kind: 'stage', at: at(3), by: 'Bench', stage: 'In production' },
      { kind: 'stage', at: at(6), by: 'Bench', stage: 'Dispatched' },
    ],
    secret: randomBytes(32).toString('base64url'),
    createdBy: 'Bench',
    savedAt: at(1),
    savedBy: 'Bench',
    sentAt: at(1),
    activityAt: at(6),
    acceptance: { name: `Buyer ${index}`, at: at(2), revision: 1 },
    stage: 'Dispatched',
    stageAt: at(6),
    billing,
  };
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
const registers = new Map<string, RegisterEntry[]>();
for (const invoice of invoiceRecords) {
  const month = invoice.date.slice(0, 7);
  registers.set(month, [...(registers.get(month) ?? []), entryOf(invoice)]);
}
await mapLimited(records, (record) => openStore(STORE_NAMES.quotations).setJSON(record._id, record));
await mapLimited(invoiceRecords, (invoice) => openStore(STORE_NAMES.invoices).setJSON(invoice._id, invoice));
await mapLimited([...registers], ([month, entries]) => openStore(STORE_NAMES.meta).setJSON(`invoice-register/${month}`, entries));
await rebuildRows([...records, ...(await quotations.all())]);
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
    gstin: gstin('27AAFFB9876E1Z'),
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
