/**
 * Invoice numbers and the accountant's files over the real handlers and the local store: 20 tax invoices
 * issued at once for 20 orders take 20 consecutive numbers; a cancelled one keeps its number (stamped on its
 * PDF, marked on the customer's page) and the next one issued takes the next; the month's register (one line
 * per invoice and rate, cancelled marked) and HSN summary (standing tax invoices only) as CSV and JSON. Each
 * test makes the orders it reads; the store is the file's own, so the numbers it has been given are known.
 */
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { customerQuotationApi, quotationsApi } from '../../src/lib/api/index.ts';
import { type InvoiceAnswer, invoicesApi } from '../../src/lib/api/invoices.ts';
import { type DocumentSeries, documentNumber, financialYear } from '../../src/lib/gst/financial-year.ts';
import { todayInIndia } from '../../src/lib/format/dates.ts';
import { callEndpoint } from '../helpers/api.ts';
import {
  BUYERS,
  acceptedOrder,
  type BillingBody,
  cancelInvoice,
  issueInvoice,
  withInvoiceBuyer,
} from '../helpers/invoice-orders.ts';
import { pdfText } from '../helpers/pdf-text.ts';

let token: string;
let enquiryId: string;
withInvoiceBuyer('Numbered Label', (buyer) => ({ token, enquiryId } = buyer));

/** The financial year of a document dated `date` (New Delhi), worked out when asked. */
const yearOf = (date: string) => financialYear(new Date(`${date}T12:00:00+05:30`));
/** How many numbers of each series this file has been given in each financial year (a fresh store: none). */
const given = new Map<string, number>();
const count = (series: DocumentSeries, date: string) => {
  const key = `${series} ${yearOf(date).label}`;
  given.set(key, (given.get(key) ?? 0) + 1);
};
/** The `sequence`th number of a series in the year of `date`. */
const numbered = (series: DocumentSeries, date: string, sequence: number) => documentNumber(series, yearOf(date), sequence);
/** The last `howMany` numbers this file was given of a series, in the year of `date`, oldest first. */
const latest = (series: DocumentSeries, date: string, howMany: number) => {
  const last = given.get(`${series} ${yearOf(date).label}`) ?? 0;
  return Array.from({ length: howMany }, (_, index) => numbered(series, date, last - howMany + index + 1));
};

/** An order accepted with `billing` (its proforma made on acceptance, counted). */
async function order(billing: BillingBody) {
  const { quotation, secret } = await acceptedOrder(token, enquiryId, billing);
  const proforma = quotation.invoices?.find((each) => each.kind === 'proforma');
  expect(proforma, 'a proforma made on acceptance').toBeDefined();
  count('proforma', proforma!.date);
  return { quotationId: quotation._id, secret, proforma: proforma!.number };
}

/** The order's tax invoice issued (its number counted). */
async function issueTax(quotationId: string): Promise<InvoiceAnswer> {
  const answer = await issueInvoice(token, quotationId, 'tax');
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  count('tax', answer.body.data.date);
  return answer.body.data;
}

describe('invoice numbers', () => {
  it('20 tax invoices issued at once for 20 orders get 20 consecutive numbers', async () => {
    const orders: Awaited<ReturnType<typeof order>>[] = [];
    for (let batch = 0; batch < 4; batch += 1) {
      orders.push(
        ...(await Promise.all(
          Array.from({ length: 5 }, (_, index) => order((batch * 5 + index) % 2 ? BUYERS.delhi : BUYERS.maharashtra)),
        )),
      );
    }
    const taxInvoices = await Promise.all(orders.map((each) => issueTax(each.quotationId)));
    const { date } = taxInvoices[0];
    const numbers = taxInvoices.map((invoice) => invoice.number);
    expect([...numbers].sort()).toEqual(latest('tax', date, 20));
    // Each order lists its own, and the proformas made on acceptance are a series of their own.
    for (const [index, each] of orders.entries()) {
      const quotation = (await callEndpoint(quotationsApi.get, { params: { id: each.quotationId }, token })).body.data;
      expect(quotation.invoices?.map((invoice) => [invoice.kind, invoice.number, invoice.status])).toEqual([
        ['proforma', expect.stringMatching(/^PI\//), 'issued'],
        ['tax', numbers[index], 'issued'],
      ]);
    }
    const month = date.slice(0, 7);
    const mine = new Set(orders.map((each) => each.proforma));
    const proformas = (await callEndpoint(invoicesApi.list, { token, query: { kind: 'proforma', month } })).body.data;
    expect(proformas.filter((row) => mine.has(row.number)).map((row) => row.number)).toEqual(latest('proforma', date, 20));
  });

  it('a cancelled invoice keeps its number, and the next one issued takes the next', async () => {
    const made = await order(BUYERS.delhi);
    const first = await issueTax(made.quotationId);
    const blank = await cancelInvoice(token, first._id, '');
    expect(blank.status).toBe(400);
    expect(blank.body.errors?.reason).toBe('Say why the invoice is cancelled');

    const cancelled = await cancelInvoice(token, first._id, 'Wrong quantity billed');
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      number: first.number,
      status: 'cancelled',
      cancelReason: 'Wrong quantity billed',
    });
    expect((await cancelInvoice(token, first._id, 'Again')).status).toBe(409);

    const next = await issueTax(made.quotationId);
    expect([first.number, next.number]).toEqual(latest('tax', next.date, 2));

    const read = await callEndpoint(invoicesApi.get, { params: { id: first._id }, token });
    expect(read.body.data).toMatchObject({ number: first.number, status: 'cancelled', total: first.total });
    const pdf = await callEndpoint(invoicesApi.pdf, { params: { id: first._id }, token });
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('CANCELLED');
    expect(text).toContain('Wrong quantity billed');

    const page = (await callEndpoint(customerQuotationApi.get, { params: { secret: made.secret } })).body.data;
    expect(page.invoices.filter((each) => each.kind === 'tax').map((each) => [each.number, each.status])).toEqual([
      [first.number, 'cancelled'],
      [next.number, 'issued'],
    ]);
  });
});

/**
 * What the accountant's files read: a Delhi order whose tax invoice was cancelled and issued again, and a
 * Maharashtra order's tax invoice; with the month they were issued in.
 */
async function invoicedMonth() {
  const delhi = await order(BUYERS.delhi);
  const cancelledInvoice = await issueTax(delhi.quotationId);
  expect((await cancelInvoice(token, cancelledInvoice._id, 'Wrong quantity billed')).status).toBe(200);
  const reissued = await issueTax(delhi.quotationId);
  const maharashtra = await issueTax((await order(BUYERS.maharashtra)).quotationId);
  return { cancelledInvoice, reissued, maharashtra, month: maharashtra.date.slice(0, 7) };
}

describe("the accountant's files", () => {
  it('the register: one line per tax invoice and rate, the cancelled one marked, no proforma', async () => {
    const { cancelledInvoice, reissued, maharashtra, month } = await invoicedMonth();
    const mine = new Set([cancelledInvoice.number, reissued.number, maharashtra.number]);
    const csv = await callEndpoint(invoicesApi.register, { token, query: { month, format: 'csv' } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="invoice-register-${month}.csv"`);
    expect([...csv.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [head, ...rows] = parse(new TextDecoder().decode(csv.bytes), { bom: true }) as string[][];
    // The columns GSTR-1 asks for, written out here rather than read from the code that makes them.
    expect(head.join(' | ')).toBe(
      'Invoice number | Date | Buyer | GSTIN | Place of supply | State code | Currency | Taxable value | Rate (%) | IGST | CGST | SGST | Invoice total | Cancelled | Reason for cancelling | Document | Original invoice number',
    );
    expect(rows.filter((row) => mine.has(row[0]))).toHaveLength(3);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((row) => row[0].startsWith('INV/'))).toBe(true);
    const byNumber = new Map(rows.map((row) => [row[0], row]));
    // The last column names a note's original invoice: empty for an invoice.
    expect(byNumber.get(cancelledInvoice.number)?.slice(-4)).toEqual(['Yes', 'Wrong quantity billed', 'Tax invoice', '']);
    expect(byNumber.get(reissued.number)?.slice(-4)).toEqual(['No', '', 'Tax invoice', '']);
    expect(byNumber.get(maharashtra.number)).toEqual([
      maharashtra.number,
      maharashtra.date,
      BUYERS.maharashtra.legalName,
      BUYERS.maharashtra.gstin,
      'Maharashtra',
      '27',
      'INR',
      '3650.00',
      '18',
      '657.00',
      '0.00',
      '0.00',
      '4307.00',
      'No',
      '',
      'Tax invoice',
      '',
    ]);
    const json = await callEndpoint(invoicesApi.register, { token, query: { month } });
    expect(json.body.data).toHaveLength(rows.length);
    expect(json.body.data.filter((line) => mine.has(line.number))).toHaveLength(3);
    expect(json.body.data.find((line) => line.number === maharashtra.number)).toMatchObject({ taxable: 3650, igst: 657 });
  });

  it('the HSN summary: the standing tax invoices by HSN code and rate', async () => {
    const summary = async (month: string) => {
      const json = await callEndpoint(invoicesApi.hsnSummary, { token, query: { month } });
      expect(json.status).toBe(200);
      const line = (unit: string) => json.body.data.find((each) => each.unit === unit);
      return { lines: json.body.data, labels: line('PCS'), charges: line('OTH') };
    };
    const monthToday = todayInIndia().slice(0, 7);
    const before = await summary(monthToday);
    const { month } = await invoicedMonth();
    // Issued across a month's end: the month before held none of these.
    const earlier = month === monthToday ? before : { labels: undefined, charges: undefined };
    const after = await summary(month);
    // Two standing tax invoices more (the cancelled one left out): 1,000 labels and an artwork charge each.
    expect(after.labels).toMatchObject({
      quantity: (earlier.labels?.quantity ?? 0) + 2_000,
      ratePercent: 18,
      currency: 'INR',
      taxable: (earlier.labels?.taxable ?? 0) + 6_300,
      tax: (earlier.labels?.tax ?? 0) + 1_134,
    });
    expect(after.charges).toMatchObject({
      quantity: (earlier.charges?.quantity ?? 0) + 2,
      taxable: (earlier.charges?.taxable ?? 0) + 1_000,
      tax: (earlier.charges?.tax ?? 0) + 180,
    });
    const csv = await callEndpoint(invoicesApi.hsnSummary, { token, query: { month, format: 'csv' } });
    const [head, ...rows] = parse(new TextDecoder().decode(csv.bytes), { bom: true }) as string[][];
    expect(head[0]).toBe('HSN');
    expect(rows).toHaveLength(after.lines.length);
  });

  it('refuses a month that is none', async () => {
    const answer = await callEndpoint(invoicesApi.register, { token, query: { month: '2026-13' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.month).toBe('Month must be a month (YYYY-MM)');
  });
});
