/**
 * What the benches at scale write straight to the store before the site starts (quotations.ts, invoices.ts,
 * returns.ts): the demo's first quote request to quote against, the company's tax details, the buyers of
 * invoiced orders, a sent quotation's record and an order accepted and dispatched, each invoice numbered in
 * its series, and the writing itself (the orders, their invoices, each month's register and the quotations'
 * rows).
 */
import { randomBytes } from 'node:crypto';
import { documentNumber } from '../../src/lib/gst/financial-year.ts';
import { gstinCheckCharacter } from '../../src/lib/gst/identifiers.ts';
import { findState } from '../../src/lib/gst/states.ts';
import { type OrderStage, type QuotationCurrency, quotationTotals } from '../../src/lib/quotation.ts';
import { inboxes } from '../../src/lib/server/collections.ts';
import { newId } from '../../src/lib/server/ids.ts';
import type { Invoice, InvoiceSettings } from '../../src/lib/server/invoices/invoice.ts';
import { invoiceSettings } from '../../src/lib/server/invoices/issue.ts';
import { type RegisterEntry, entryOf } from '../../src/lib/server/invoices/register.ts';
import { quotations } from '../../src/lib/server/quotations/quotation-collection.ts';
import { rebuildRows } from '../../src/lib/server/quotations/quotation-rows.ts';
import { siteSettings } from '../../src/lib/server/site/site-settings.ts';
import { mapLimited } from '../../src/lib/server/store/concurrency.ts';
import { STORE_NAMES, openStore } from '../../src/lib/server/store/index.ts';
import type { QuotationBilling } from '../../src/lib/schemas/billing.ts';
import type { Quotation } from '../../src/lib/schemas/quotations.ts';
import { seedDemo } from '../seed/seed.ts';
import { benchDataFolder } from './measured-site.ts';

/** A GSTIN with its check character, from its first 14. */
export const gstin = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;
export const COMPANY_GSTIN = gstin('07AAACL1234C1Z');

/**
 * A fresh data folder (measured-site.ts) with the demo content and its quote requests, and `seeding` (more the
 * bench seeds) said; the first request, which the benches' quotations answer.
 */
export async function seededFolder(prefix: string, content: { products: number; blogs: number }, seeding = '') {
  const { dir, blobs } = await benchDataFolder(prefix);
  console.log(`Data in ${dir}. Seeding the demo content${seeding}…`);
  await seedDemo({ ...content, enquiries: true });
  return { dir, blobs, request: (await inboxes.quotes.records.all())[0] };
}

type SiteSettings = Awaited<ReturnType<typeof siteSettings.read>>['data'];

/** The company's tax details in Delhi (and `more` of the Settings), saved; what an invoice then takes of them. */
async function savedCompanyTax(more: Partial<SiteSettings>): Promise<InvoiceSettings> {
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
      ...more,
    },
    {},
  );
  return invoiceSettings();
}

/** A seeded data folder (seededFolder) with the company's tax details and `more` of the Settings; what an invoice takes of them. */
export async function seededCompany(
  prefix: string,
  content: { products: number; blogs: number },
  more: Partial<SiteSettings> = {},
) {
  const folder = await seededFolder(prefix, content, " and the company's tax details");
  return { ...folder, invoicing: await savedCompanyTax(more) };
}

/** The buyers: most in another state (IGST), some in Delhi (CGST and SGST), one in ten abroad in dollars. */
export function buyerOf(index: number, at: string): { billing: QuotationBilling; currency: QuotationCurrency } {
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

/** An invoiced order's two lines (the first of the demo's product) and its artwork charge. */
export function invoicedLines(index: number, productId: string): Pick<Quotation, 'lines' | 'charges'> {
  return {
    lines: [
      { productId, description: `Woven label ${index}`, quantity: 1000 + index, unitPrice: 3.15, hsn: '58071020' },
      { productId: '', description: `Printed care label ${index}`, quantity: 2000, unitPrice: 1.2, hsn: '58071090' },
    ],
    charges: [{ label: 'Artwork', amount: 500 }],
  };
}

/** What a quotation written by a bench is made of: its buyer (`Buyer {index}` of `company`), its terms and times. */
export interface QuotationParts {
  index: number;
  number: string;
  enquiryId: string;
  company: string;
  /** When it was made (ms): its id and date added. */
  madeAt: number;
  sentAt: string;
  validUntil: string;
  lines: Quotation['lines'];
  charges?: Quotation['charges'];
  currency?: QuotationCurrency;
}

/** A quotation sent once by the bench, at 18% GST, its status, events and the rest from `rest`. */
export function quotationRecord(
  parts: QuotationParts,
  rest: Pick<Quotation, 'status' | 'events' | 'activityAt'> & Partial<Quotation>,
): Quotation {
  const { index, lines, charges = [] } = parts;
  return {
    _id: newId(parts.madeAt),
    dateAdded: new Date(parts.madeAt).toISOString(),
    version: 2,
    lines,
    charges,
    currency: parts.currency ?? 'INR',
    taxPercent: 18,
    validUntil: parts.validUntil,
    leadTime: '',
    terms: '',
    notes: '',
    number: parts.number,
    enquiryId: parts.enquiryId,
    enquiryKind: 'quotes',
    customer: { name: `Buyer ${index}`, email: '', phone: '', company: parts.company },
    revision: 1,
    sentRevision: 1,
    total: quotationTotals({ lines, charges, taxPercent: 18 }).total,
    earlier: [],
    secret: randomBytes(32).toString('base64url'),
    createdBy: 'Bench',
    savedAt: parts.sentAt,
    savedBy: 'Bench',
    sentAt: parts.sentAt,
    ...rest,
  };
}

/** An order its buyer accepted at `acceptedAt`, billed to `billing`, through `stages` (the last its stage now). */
export function acceptedOrder(
  parts: QuotationParts & { acceptedAt: string; billing: QuotationBilling; stages: { stage: OrderStage; at: string }[] },
  more: Partial<Quotation> = {},
): Quotation {
  const last = parts.stages.at(-1)!;
  return quotationRecord(parts, {
    status: 'Accepted',
    events: [
      { kind: 'sent', at: parts.sentAt, by: 'Bench', revision: 1 },
      { kind: 'accepted', at: parts.acceptedAt, by: 'customer', revision: 1 },
      ...parts.stages.map(({ stage, at }) => ({ kind: 'stage' as const, at, by: 'Bench', stage })),
    ],
    activityAt: last.at,
    acceptance: { name: `Buyer ${parts.index}`, at: parts.acceptedAt, revision: 1 },
    stage: last.stage,
    stageAt: last.at,
    billing: parts.billing,
    ...more,
  });
}

/** Numbers invoices in their series (kind and financial year), in the order given: oldest first, as issued. */
export function seriesNumbering(): (invoice: Invoice) => Invoice {
  const serial = new Map<string, number>();
  return (invoice) => {
    const series = `${invoice.kind}/${invoice.financialYear}`;
    const next = (serial.get(series) ?? 0) + 1;
    serial.set(series, next);
    return { ...invoice, number: documentNumber(invoice.kind, { label: invoice.financialYear }, next) };
  };
}

/** Writes the quotations, their invoices and each month's register, then the quotations' rows; the registers by month. */
export async function writeOrders(records: Quotation[], invoiceRecords: Invoice[] = []): Promise<Map<string, RegisterEntry[]>> {
  const registers = new Map<string, RegisterEntry[]>();
  for (const invoice of invoiceRecords) {
    const month = invoice.date.slice(0, 7);
    registers.set(month, [...(registers.get(month) ?? []), entryOf(invoice)]);
  }
  await mapLimited(records, (record) => openStore(STORE_NAMES.quotations).setJSON(record._id, record));
  await mapLimited(invoiceRecords, (invoice) => openStore(STORE_NAMES.invoices).setJSON(invoice._id, invoice));
  await mapLimited([...registers], ([month, entries]) =>
    openStore(STORE_NAMES.meta).setJSON(`invoice-register/${month}`, entries),
  );
  await rebuildRows([...records, ...(await quotations.all())]);
  return registers;
}
