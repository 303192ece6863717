/**
 * Invoice numbers and the accountant's files over the real handlers and the local store: 20 tax invoices
 * issued at once for 20 orders take 20 consecutive numbers; a cancelled one keeps its number (stamped on its
 * PDF, marked on the customer's page) and the next one issued takes the next; the month's register (one line
 * per invoice and rate, cancelled marked) and HSN summary (standing tax invoices only) as CSV and JSON.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerQuotationApi, quotationsApi } from '../../src/lib/api/index.ts';
import { type InvoiceAnswer, invoicesApi } from '../../src/lib/api/invoices.ts';
import { financialYear } from '../../src/lib/gst/financial-year.ts';
import { callEndpoint } from '../helpers/api.ts';
import { BUYERS, acceptedOrder, issueInvoice, startInvoiceBuyer } from '../helpers/invoice-orders.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { stopQuotationBuyer } from '../helpers/quotation-buyer.ts';
import type { TestSmtp } from '../helpers/smtp.ts';

let smtp: TestSmtp;
let token: string;
let enquiryId: string;
/** The financial year and month the 20 invoices were issued in, set when they are (not when the file loads). */
let year = '';
let month = '';
const numbered = (prefix: string, sequence: number) => `${prefix}/${year}/${String(sequence).padStart(4, '0')}`;

/** The 20 orders and their tax invoices, in the order they were made. */
const orders: { quotationId: string; secret: string }[] = [];
let taxInvoices: InvoiceAnswer[] = [];

beforeAll(async () => {
  ({ smtp, token, enquiryId } = await startInvoiceBuyer('Numbered Label'));
});
afterAll(() => stopQuotationBuyer({ smtp }));

const issue = (quotationId: string, kind: 'proforma' | 'tax') => issueInvoice(token, quotationId, kind);

describe('invoice numbers', () => {
  it('20 tax invoices issued at once for 20 orders get 20 consecutive numbers', async () => {
    for (let batch = 0; batch < 4; batch += 1) {
      const made = await Promise.all(
        Array.from({ length: 5 }, (_, index) =>
          acceptedOrder(token, enquiryId, (batch * 5 + index) % 2 ? BUYERS.delhi : BUYERS.maharashtra),
        ),
      );
      orders.push(...made.map(({ quotation, secret }) => ({ quotationId: quotation._id, secret })));
    }
    const answers = await Promise.all(orders.map((order) => issue(order.quotationId, 'tax')));
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    taxInvoices = answers.map((answer) => answer.body.data);
    month = taxInvoices[0].date.slice(0, 7);
    year = financialYear(new Date(`${taxInvoices[0].date}T12:00:00+05:30`)).label;
    const numbers = taxInvoices.map((invoice) => invoice.number);
    expect([...numbers].sort()).toEqual(Array.from({ length: 20 }, (_, index) => numbered('INV', index + 1)));
    // Each order lists its own, and the proformas made on acceptance are a series of their own.
    for (const [index, order] of orders.entries()) {
      const quotation = (await callEndpoint(quotationsApi.get, { params: { id: order.quotationId }, token })).body.data;
      expect(quotation.invoices?.map((each) => [each.kind, each.number, each.status])).toEqual([
        ['proforma', expect.stringMatching(/^PI\//), 'issued'],
        ['tax', numbers[index], 'issued'],
      ]);
    }
    const proformas = (await callEndpoint(invoicesApi.list, { token, query: { kind: 'proforma', month } })).body.data;
    expect(proformas.map((row) => row.number)).toEqual(Array.from({ length: 20 }, (_, index) => numbered('PI', index + 1)));
  });

  it('a cancelled invoice keeps its number, and the next one issued takes the next', async () => {
    const [order] = orders;
    const first = taxInvoices[0];
    const cancel = (reason: string) => callEndpoint(invoicesApi.cancel, { params: { id: first._id }, body: { reason }, token });
    const blank = await cancel('');
    expect(blank.status).toBe(400);
    expect(blank.body.errors?.reason).toBe('Say why the invoice is cancelled');

    const cancelled = await cancel('Wrong quantity billed');
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      number: first.number,
      status: 'cancelled',
      cancelReason: 'Wrong quantity billed',
    });
    expect((await cancel('Again')).status).toBe(409);

    const next = await issue(order.quotationId, 'tax');
    expect(next.status, JSON.stringify(next.body)).toBe(201);
    expect(next.body.data.number).toBe(numbered('INV', 21));
    taxInvoices.push(next.body.data);

    const read = await callEndpoint(invoicesApi.get, { params: { id: first._id }, token });
    expect(read.body.data).toMatchObject({ number: first.number, status: 'cancelled', total: first.total });
    const pdf = await callEndpoint(invoicesApi.pdf, { params: { id: first._id }, token });
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('CANCELLED');
    expect(text).toContain('Wrong quantity billed');

    const page = (await callEndpoint(customerQuotationApi.get, { params: { secret: order.secret } })).body.data;
    expect(page.invoices.filter((each) => each.kind === 'tax').map((each) => [each.number, each.status])).toEqual([
      [first.number, 'cancelled'],
      [numbered('INV', 21), 'issued'],
    ]);
  });
});

describe("the accountant's files", () => {
  it('the register: one line per tax invoice and rate, the cancelled one marked, no proforma', async () => {
    const csv = await callEndpoint(invoicesApi.register, { token, query: { month, format: 'csv' } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="invoice-register-${month}.csv"`);
    expect([...csv.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [head, ...rows] = parse(new TextDecoder().decode(csv.bytes), { bom: true }) as string[][];
    // The columns GSTR-1 asks for, written out here rather than read from the code that makes them.
    expect(head.join(' | ')).toBe(
      'Invoice number | Date | Buyer | GSTIN | Place of supply | State code | Currency | Taxable value | Rate (%) | IGST | CGST | SGST | Invoice total | Cancelled | Reason for cancelling | Document',
    );
    expect(rows).toHaveLength(21);
    expect(rows.every((row) => row[0].startsWith('INV/'))).toBe(true);
    const byNumber = new Map(rows.map((row) => [row[0], row]));
    expect(byNumber.get(taxInvoices[0].number)?.slice(-3)).toEqual(['Yes', 'Wrong quantity billed', 'Tax invoice']);
    const maharashtra = taxInvoices.find((invoice) => invoice.supply === 'inter' && invoice._id !== taxInvoices[0]._id)!;
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
    ]);
    const json = await callEndpoint(invoicesApi.register, { token, query: { month } });
    expect(json.body.data).toHaveLength(21);
    expect(json.body.data.find((line) => line.number === maharashtra.number)).toMatchObject({ taxable: 3650, igst: 657 });
  });

  it('the HSN summary: the standing tax invoices by HSN code and rate', async () => {
    const json = await callEndpoint(invoicesApi.hsnSummary, { token, query: { month } });
    expect(json.status).toBe(200);
    const labels = json.body.data.find((line) => line.unit === 'PCS')!;
    const charges = json.body.data.find((line) => line.unit === 'OTH')!;
    // 20 standing tax invoices (the cancelled one left out): 1,000 labels and an artwork charge each.
    expect(labels).toMatchObject({ quantity: 20_000, ratePercent: 18, currency: 'INR', taxable: 63_000, tax: 11_340 });
    expect(charges).toMatchObject({ quantity: 20, taxable: 10_000, tax: 1_800 });
    const csv = await callEndpoint(invoicesApi.hsnSummary, { token, query: { month, format: 'csv' } });
    const [head, ...rows] = parse(new TextDecoder().decode(csv.bytes), { bom: true }) as string[][];
    expect(head[0]).toBe('HSN');
    expect(rows).toHaveLength(json.body.data.length);
  });

  it('refuses a month that is none', async () => {
    const answer = await callEndpoint(invoicesApi.register, { token, query: { month: '2026-13' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.month).toBe('Month must be a month (YYYY-MM)');
  });
});
