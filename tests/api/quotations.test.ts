/**
 * Priced quotations made from enquiries (making, reading and revising them), over the real handlers and local store:
 * a quote request's lines at their tier prices, numbers under 20 concurrent creations, every refusal
 * changing nothing, a stale save (409), a revision after a send, and an accepted quotation that never changes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type BodyOf, categoriesApi, quotationsApi } from '../../src/lib/api/index.ts';
import type { QuotationAnswer } from '../../src/lib/api/quotations.ts';
import { quotationYear } from '../../src/lib/quotation.ts';
import { quotations } from '../../src/lib/server/quotations/quotation-collection.ts';
import type { ProductQuote } from '../../src/lib/schemas/inboxes.ts';
import { type OffContract, adminToken, callEndpoint, offContract } from '../helpers/api.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { UNKNOWN_ID, createProduct, sentQuoteRequest, unique } from './fixtures.ts';

let token: string;
let tiered: { _id: string; name: string };
let request: ProductQuote;

const create = (body: BodyOf<typeof quotationsApi.create> | OffContract, withToken: string | undefined = token) =>
  callEndpoint(quotationsApi.create, { body, token: withToken });
const created = async (body: BodyOf<typeof quotationsApi.create>) => {
  const answer = await create(body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as QuotationAnswer;
};
/** Staff's save, with the version they edited (the one stored now, unless said). */
const save = async (id: string, body: BodyOf<typeof quotationsApi.replace>, version?: number) =>
  callEndpoint(quotationsApi.replace, {
    params: { id },
    body,
    token,
    headers: {
      'if-match': `"${version ?? (await callEndpoint(quotationsApi.get, { params: { id }, token })).body.data?.version ?? 1}"`,
    },
  });
const LINE = { description: 'Woven main label, 25 × 50 mm', quantity: 1000, unitPrice: 3.15 };

beforeAll(async () => {
  token = await adminToken();
  tiered = await createProduct(token, {
    name: unique('Damask Label'),
    price: 14,
    priceTiers: [
      { quantity: 100, price: 13 },
      { quantity: 1000, price: 3 },
    ],
  });
  request = await sentQuoteRequest(token, {
    name: unique('Priya Buyer'),
    email: 'priya@example.in',
    phone: '+91 98100 12345',
    company: 'Kaveri Apparel',
    lines: [
      { productId: tiered._id, quantity: 1000, size: '25 x 50 mm', material: 'Damask' },
      { productId: tiered._id, quantity: 50, note: 'Samples' },
    ],
  });
});

describe('POST /api/quotations', () => {
  it("makes a draft from a quote request: its lines at their tier's price, 30 days' validity, a number and a private address", async () => {
    const answer = await create({ enquiryId: request._id });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const quotation = answer.body.data as QuotationAnswer;
    expect(quotation.number).toMatch(new RegExp(`^Q-${quotationYear()}-\\d{4,}$`));
    expect(answer.body.message).toBe(`Quotation ${quotation.number} created`);
    expect(quotation).toMatchObject({
      status: 'Draft',
      revision: 1,
      currency: 'INR',
      enquiryId: request._id,
      enquiryKind: 'quotes',
      customer: { name: request.name, email: 'priya@example.in', company: 'Kaveri Apparel' },
      lines: [
        { productId: tiered._id, quantity: 1000, unitPrice: 3, description: `${tiered.name} (25 x 50 mm · Damask)` },
        { productId: tiered._id, quantity: 50, unitPrice: 14, description: `${tiered.name} (Samples)` },
      ],
      total: 3700,
    });
    const days = (Date.parse(quotation.validUntil) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(28);
    expect(days).toBeLessThan(31);
    // The secret is 256 random bits in the address only, never a field of its own.
    expect(quotation.customerUrl).toMatch(/\/q\/[A-Za-z0-9_-]{43}$/);
    expect(quotation).not.toHaveProperty('secret');
    const read = await callEndpoint(quotationsApi.get, { params: { id: quotation._id }, token });
    expect(read.body.data).toEqual(quotation);
  });

  it('takes staff lines, charges, tax and another currency, and sums them in cents', async () => {
    const quotation = await created({
      enquiryId: request._id,
      lines: [LINE, { description: 'Care label', quantity: 3, unitPrice: 0.1 }],
      charges: [{ label: 'Artwork', amount: 500 }],
      taxPercent: 18,
      currency: 'USD',
      validUntil: '2027-01-31',
      leadTime: '15 days after approval',
      terms: '50% advance',
    });
    // 3150 + 0.30 + 500 = 3650.30; 18% tax 657.05; 4307.35.
    expect(quotation).toMatchObject({
      currency: 'USD',
      validUntil: '2027-01-31',
      total: 4307.35,
      leadTime: '15 days after approval',
    });
  });

  it("takes each line's HSN code and GST rate from its product, else the product's category, and taxes each line at its rate", async () => {
    const categories = (await callEndpoint(categoriesApi.list, { token })).body;
    const saved = await callEndpoint(categoriesApi.save, {
      token,
      body: {
        categories: categories.data.map(({ id, label, hidden }) =>
          id === 'paper tag' ? { id, label, hidden, hsn: '4821', gstPercent: 18 } : { id, label, hidden },
        ),
      },
      headers: { 'if-match': String(categories.version) },
    });
    expect(saved.status).toBe(200);
    const own = await createProduct(token, { name: unique('Own Rate Label'), price: 10, hsn: '58071020', gstPercent: 12 });
    const fromCategory = await createProduct(token, { name: unique('Paper Swing Tag'), price: 5, category: 'paper tag' });
    const neither = await createProduct(token, { name: unique('Plain Sticker'), price: 2, category: 'stickers' });
    const asked = await sentQuoteRequest(token, {
      name: unique('Meera Buyer'),
      email: 'meera@example.in',
      phone: '+91 98100 54321',
      company: 'Meera Knits',
      lines: [
        { productId: own._id, quantity: 100 },
        { productId: fromCategory._id, quantity: 200 },
        { productId: neither._id, quantity: 100 },
      ],
    });
    const quotation = await created({ enquiryId: asked._id });
    expect(quotation.lines.map(({ hsn, taxPercent }) => ({ hsn, taxPercent }))).toEqual([
      { hsn: '58071020', taxPercent: 12 },
      { hsn: '4821', taxPercent: 18 },
      { hsn: undefined, taxPercent: undefined },
    ]);
    // 1000 at 12% (120) + 1000 at 18% (180) + 200 at the quotation's 0%.
    expect(quotation.total).toBe(2500);
    // Staff change a line's rate; an emptied one falls back to the quotation's.
    const lines = quotation.lines.map((line, index) =>
      index === 0 ? { ...line, taxPercent: 5 } : index === 2 ? { ...line, hsn: '4911' } : line,
    );
    const edited = await save(quotation._id, { lines, taxPercent: 18 }, quotation.version);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    // 1000 at 5% (50) + 1000 at 18% (180) + 200 at 18% (36).
    expect(edited.body.data).toMatchObject({ total: 2466, lines: [{ taxPercent: 5 }, { hsn: '4821' }, { hsn: '4911' }] });
    // The PDF prints each line's HSN code and own rate under its description, and the rates in the tax line.
    const pdf = await callEndpoint(quotationsApi.pdf, { params: { id: quotation._id }, token });
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('HSN 58071020 · GST 5%');
    expect(text).toContain('HSN 4821 · GST 18%');
    expect(text).toContain('Tax (5%, 18%)');
  });

  it('gives 20 quotations made at once 20 numbers in a row, each once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => created({ enquiryId: request._id, lines: [LINE] })));
    const sequences = answers.map((quotation) => Number(quotation.number.split('-')[2])).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(20);
    expect(sequences.at(-1)! - sequences[0]).toBe(19);
    const listed = await callEndpoint(quotationsApi.list, { token, query: { enquiryId: request._id, limit: 100 } });
    expect(listed.body.data.length).toBeGreaterThanOrEqual(20);
  });

  // The fields each refused request changes, some of them against the contract's types on purpose.
  it.each<[string, object, number, string]>([
    ['an unknown enquiry', { enquiryId: UNKNOWN_ID, lines: [LINE] }, 404, 'Enquiry not found'],
    ['no lines', { lines: [] }, 400, 'Add at least one line'],
    ['a negative price', { lines: [{ ...LINE, unitPrice: -1 }] }, 400, 'Unit price cannot be negative'],
    ['a price of three decimals', { lines: [{ ...LINE, unitPrice: 1.005 }] }, 400, 'Unit price can have at most two decimals'],
    ['a quantity of 0', { lines: [{ ...LINE, quantity: 0 }] }, 400, 'Quantity must be at least 1'],
    ['an unknown currency', { lines: [LINE], currency: 'JPY' }, 400, 'Currency must be INR, USD, EUR or GBP'],
    ['a tax over 100%', { lines: [LINE], taxPercent: 101 }, 400, 'Tax must be at most 100%'],
    ['a line at a GST rate over 100%', { lines: [{ ...LINE, taxPercent: 128 }] }, 400, 'GST rate must be at most 100%'],
    ['a line with an HSN code of 5 digits', { lines: [{ ...LINE, hsn: '48211' }] }, 400, 'HSN code must be 4, 6 or 8 digits'],
    ['a date that is not one', { lines: [LINE], validUntil: '31/01/2027' }, 400, 'Valid until must be a date (YYYY-MM-DD)'],
  ])('refuses %s and stores nothing', async (_, body, status, message) => {
    const before = await quotations.count();
    const answer = await create(offContract({ enquiryId: request._id, ...body }));
    expect(answer.status).toBe(status);
    expect(answer.body.message).toBe(message);
    expect(await quotations.count()).toBe(before);
  });

  it('is for staff only', async () => {
    expect((await create({ enquiryId: request._id }, '')).status).toBe(401);
  });
});

describe('PUT /api/quotations/{id}', () => {
  it('edits a draft in place; a stale version is 409 and changes nothing', async () => {
    const quotation = await created({ enquiryId: request._id, lines: [LINE] });
    const edited = await save(quotation._id, { lines: [{ ...LINE, unitPrice: 2.9 }] }, quotation.version);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ revision: 1, total: 2900, version: quotation.version + 1, earlier: [] });
    const stale = await save(quotation._id, { lines: [{ ...LINE, unitPrice: 1 }] }, quotation.version);
    expect(stale.status).toBe(409);
    expect((await callEndpoint(quotationsApi.get, { params: { id: quotation._id }, token })).body.data.total).toBe(2900);
  });

  it('after a send, an edit is the next revision as a draft and the sent one stays readable', async () => {
    const quotation = await created({ enquiryId: request._id, lines: [LINE] });
    await quotations.update(quotation._id, (current) => ({ ...current, status: 'Sent', sentAt: new Date().toISOString() }));
    const revised = await save(quotation._id, { lines: [{ ...LINE, quantity: 2000 }] });
    expect(revised.status).toBe(200);
    expect(revised.body.message).toBe(`Quotation ${quotation.number} saved (revision 2)`);
    expect(revised.body.data).toMatchObject({ status: 'Draft', revision: 2, total: 6300 });
    expect(revised.body.data.earlier).toMatchObject([{ revision: 1, total: 3150, lines: [LINE] }]);
  });

  it('never changes an accepted quotation', async () => {
    const quotation = await created({ enquiryId: request._id, lines: [LINE] });
    await quotations.update(quotation._id, (current) => ({ ...current, status: 'Accepted' }));
    const refused = await save(quotation._id, { lines: [{ ...LINE, unitPrice: 1 }] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This quotation was accepted and cannot change: make a new quotation instead');
    expect((await callEndpoint(quotationsApi.get, { params: { id: quotation._id }, token })).body.data.total).toBe(3150);
  });

  it('answers 404 for an unknown quotation', async () => {
    expect((await save(UNKNOWN_ID, { lines: [LINE] })).status).toBe(404);
    expect((await callEndpoint(quotationsApi.get, { params: { id: UNKNOWN_ID }, token })).status).toBe(404);
  });
});
