/**
 * What a tax invoice's lines carry (rule 46 and notification 78/2020), over the real handlers and the local
 * store: to a registered buyer every line and charge has an HSN (or SAC) code of 4 digits, 6 once the
 * company's turnover (Settings → Tax and bank) is above ₹5 crore, or the invoice is refused naming the line;
 * a charge that belongs to the goods (artwork, freight, dies) takes their HSN code and rate unless staff gave
 * it its own; a rate is one of the notified GST rates; an invoice whose every line is nil-rated or exempt is
 * a bill of supply (rule 49).
 */
import { describe, expect, it } from 'vitest';
import { customerQuotationApi, myOrdersApi, settingsApi } from '../../src/lib/api/index.ts';
import { quotationsApi } from '../../src/lib/api/quotations.ts';
import { invoicesApi } from '../../src/lib/api/invoices.ts';
import { type ApiAnswer, callEndpoint, offContract } from '../helpers/api.ts';
import { BUYERS, LINE, type QuotationTerms, acceptedOrder, issueInvoice, withInvoiceBuyer } from '../helpers/invoice-orders.ts';
import { freshEmail, buyerRecord } from '../helpers/my-orders-buyer.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { openBuyerSession } from '../../src/lib/server/my-orders/buyer-session.ts';

let token = '';
let enquiryId = '';
withInvoiceBuyer('Coded Label', (buyer) => ({ token, enquiryId } = buyer));

/** Saves the company's turnover (its other tax details as they are); answers the save. */
async function setTurnover(turnover: unknown): Promise<ApiAnswer<{ errors?: Record<string, string> }>> {
  const current = (await callEndpoint(settingsApi.get, { token })).body;
  const body = { ...current.data, tax: { ...current.data.tax!, turnover } };
  return callEndpoint(settingsApi.save, { token, body: offContract(body), headers: { 'if-match': String(current.version) } });
}

/** The tax invoice of an order accepted with `terms`, billed to `buyer` (the registered one in Maharashtra by default). */
async function taxInvoiceOf(terms: QuotationTerms, buyer: Parameters<typeof acceptedOrder>[2] = BUYERS.maharashtra) {
  const { quotation } = await acceptedOrder(token, enquiryId, buyer, terms);
  return { quotation, issued: await issueInvoice(token, quotation._id, 'tax') };
}

describe("the company's turnover in Settings", () => {
  it('is up to ₹5 crore until said otherwise, and only one of the three', async () => {
    expect((await callEndpoint(settingsApi.get, { token })).body.data.tax?.turnover).toBe('up-to-5-crore');
    const refused = await setTurnover('a lot');
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.tax).toMatch(/turnover/i);
    expect((await setTurnover('up-to-10-crore')).status).toBe(200);
    expect((await callEndpoint(settingsApi.get, { token })).body.data.tax?.turnover).toBe('up-to-10-crore');
    expect((await setTurnover('up-to-5-crore')).status).toBe(200);
  });
});

describe('HSN codes on a tax invoice to a registered buyer', () => {
  it('refuses a line without one, naming it, and issues none', async () => {
    const { quotation, issued } = await taxInvoiceOf({ lines: [{ ...LINE, hsn: '' }] });
    expect(issued.status).toBe(409);
    expect(issued.body.message).toContain(LINE.description);
    expect(issued.body.message).toMatch(/HSN/);
    const order = (await callEndpoint(quotationsApi.get, { params: { id: quotation._id }, token })).body.data;
    expect(order.invoices?.filter((each) => each.kind === 'tax')).toEqual([]);
  });

  it('asks nothing of an unregistered buyer', async () => {
    const unregistered = { legalName: 'Ram Kumar', address: '12 Lajpat Nagar', state: 'Delhi' };
    const { issued } = await taxInvoiceOf({ lines: [{ ...LINE, hsn: '' }] }, unregistered);
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
  });

  it('takes 4 digits up to ₹5 crore of turnover, and 6 above it, charges included', async () => {
    const four = await taxInvoiceOf({ lines: [{ ...LINE, hsn: '5807' }] });
    expect(four.issued.status, JSON.stringify(four.issued.body)).toBe(201);
    try {
      expect((await setTurnover('above-10-crore')).status).toBe(200);
      const refused = await taxInvoiceOf({ lines: [{ ...LINE, hsn: '5807' }] });
      expect(refused.issued.status).toBe(409);
      expect(refused.issued.body.message).toContain(LINE.description);
      expect(refused.issued.body.message).toMatch(/6 digits/);
      // The line's code is long enough; the charge's own is not.
      const charge = await taxInvoiceOf({
        lines: [{ ...LINE, hsn: '580710' }],
        charges: [{ label: 'Courier to Bhiwandi', amount: 300, hsn: '9968' }],
      });
      expect(charge.issued.status).toBe(409);
      expect(charge.issued.body.message).toContain('Courier to Bhiwandi');
      const six = await taxInvoiceOf({ lines: [{ ...LINE, hsn: '580710' }] });
      expect(six.issued.status, JSON.stringify(six.issued.body)).toBe(201);
    } finally {
      await setTurnover('up-to-5-crore');
    }
  });
});

describe('charges that belong to the goods', () => {
  it("take the goods' HSN code and rate unless staff gave their own, and the invoice's total is the quotation's", async () => {
    const { quotation, issued } = await taxInvoiceOf({
      lines: [
        { ...LINE, hsn: '58071020', taxPercent: 12 },
        { ...LINE, description: 'Care label sample', quantity: 10, unitPrice: 1, hsn: '49111090', taxPercent: 18 },
      ],
      taxPercent: 18,
      charges: [
        { label: 'Artwork', amount: 500 },
        { label: 'Design service', amount: 1000, hsn: '998391', taxPercent: 18 },
      ],
    });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    const lines = issued.body.data.lines.map((line) => [line.description, line.hsn, line.ratePercent]);
    expect(lines).toEqual([
      [LINE.description, '58071020', 12],
      ['Care label sample', '49111090', 18],
      // The main goods' (the largest line) code and rate: a composite supply.
      ['Artwork', '58071020', 12],
      ['Design service', '998391', 18],
    ]);
    expect(issued.body.data.total).toBe(quotation.total);
  });
});

describe('GST rates', () => {
  it.each([
    ["a quotation's", { taxPercent: 7 }],
    ["a line's", { lines: [{ ...LINE, taxPercent: 18.5 }] }],
    ["a charge's", { charges: [{ label: 'Freight', amount: 200, taxPercent: 2 }] }],
  ])('refuses %s rate that is not a notified one', async (_which, terms) => {
    const made = await callEndpoint(quotationsApi.create, {
      body: offContract({ enquiryId, lines: [LINE], taxPercent: 18, ...terms }),
      token,
    });
    expect(made.status).toBe(400);
    expect(Object.values(made.body.errors ?? {}).join(' ')).toMatch(/0, 0\.1, 0\.25, 1\.5, 3, 5, 12, 18, 28 or 40/);
  });
});

describe('a bill of supply', () => {
  it('is what a tax invoice whose every line is nil-rated is titled, on its PDF and in the register', async () => {
    const { issued } = await taxInvoiceOf({ taxPercent: 0, charges: [] });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    const invoice = issued.body.data;
    expect(invoice).toMatchObject({ billOfSupply: true, tax: 0 });
    const text = await pdfText((await callEndpoint(invoicesApi.pdf, { params: { id: invoice._id }, token })).bytes);
    expect(text).toContain('Bill of supply');
    expect(text).not.toContain('Tax invoice');
    const register = await callEndpoint(invoicesApi.register, { token, query: { month: invoice.date.slice(0, 7) } });
    const line = register.body.data.find((each) => each.number === invoice.number);
    expect(line?.document).toBe('Bill of supply');
    const rows = await callEndpoint(invoicesApi.list, { token, query: { month: invoice.date.slice(0, 7) } });
    expect(rows.body.data.find((each) => each.number === invoice.number)).toMatchObject({ kind: 'tax', billOfSupply: true });

    // One line taxed is a tax invoice.
    const taxed = await taxInvoiceOf({ taxPercent: 0, lines: [LINE, { ...LINE, description: 'Printed tag', taxPercent: 5 }] });
    expect(taxed.issued.body.data.billOfSupply).toBeUndefined();
    const taxedLine = (
      await callEndpoint(invoicesApi.register, { token, query: { month: invoice.date.slice(0, 7) } })
    ).body.data.find((each) => each.number === taxed.issued.body.data.number);
    expect(taxedLine?.document).toBe('Tax invoice');
  });

  it("is named so wherever the order's invoices are listed: staff's order, the customer's page and My orders", async () => {
    const { quotation, secret } = await acceptedOrder(token, enquiryId, BUYERS.maharashtra, { taxPercent: 0, charges: [] });
    const issued = await issueInvoice(token, quotation._id, 'tax');
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    const number = issued.body.data.number;
    expect(issued.body.message).toBe(`Bill of supply ${number} issued`);
    const kinds = (list: readonly { number: string; kind: string; billOfSupply?: boolean }[]) =>
      list.map((each) => [each.number, each.kind, each.billOfSupply ?? false]);
    // The proforma made on acceptance is a proforma whatever its lines' rates.
    const expected = [
      [quotation.invoices?.[0]?.number, 'proforma', false],
      [number, 'tax', true],
    ];

    const staff = (await callEndpoint(quotationsApi.get, { params: { id: quotation._id }, token })).body.data;
    expect(kinds(staff.invoices ?? [])).toEqual(expected);
    const page = (await callEndpoint(customerQuotationApi.get, { params: { secret } })).body.data;
    expect(kinds(page.invoices)).toEqual(expected);
    const email = freshEmail();
    await buyerRecord([email], { quotations: [quotation._id] });
    const session = await openBuyerSession(email);
    const mine = (await callEndpoint(myOrdersApi.read, { token: session.token })).body.data;
    expect(kinds(mine.invoices)).toEqual(expected);

    const cancelled = await callEndpoint(invoicesApi.cancel, {
      params: { id: issued.body.data._id },
      body: { reason: 'Wrong quantity' },
      token,
    });
    expect(cancelled.body.message).toBe(`Bill of supply ${number} cancelled`);
  });
});
