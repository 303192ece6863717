/**
 * The place of supply is not what a buyer types (src/lib/gst/tax.ts `placeOfSupply`, the billing schema): the
 * country is one from the list ('Bharat' is India), a GSTIN is a registered buyer in its own state (never an
 * export, whatever country or state came with it), a buyer abroad without one is an export only once staff
 * confirm it (the proforma carries the export terms, the tax invoice waits), and an SEZ unit is staff's word.
 */
import { describe, expect, it } from 'vitest';
import { customerQuotationApi } from '../../src/lib/api/index.ts';
import { invoicesApi } from '../../src/lib/api/invoices.ts';
import { callEndpoint } from '../helpers/api.ts';
import { BUYERS, LINE, acceptOnPage, giveBilling, secretOf, useInvoiceBuyer } from '../helpers/invoice-orders.ts';

const orders = useInvoiceBuyer('Placed Label');

const setSupply = (id: string, treatment: string, as = orders.token) =>
  callEndpoint(invoicesApi.setSupply, { params: { id }, body: { treatment } as never, token: as });
const proformaOf = async (id: string) => {
  const summary = (await orders.staffReadQuotation(id)).invoices?.find(
    (each) => each.kind === 'proforma' && each.status === 'issued',
  );
  expect(summary, 'a proforma on the order').toBeDefined();
  return (await callEndpoint(invoicesApi.get, { params: { id: summary!._id }, token: orders.token })).body.data;
};

describe('the billing country', () => {
  it('is one from the list: a country that is none is refused and nothing is stored; Bharat is India', async () => {
    const secret = secretOf(await orders.sentQuotation());
    const none = await giveBilling(secret, { ...BUYERS.abroad, country: 'Narnia' });
    expect(none.status).toBe(400);
    expect(none.body.errors?.country).toBe('Country must be one from the list');
    expect((await callEndpoint(customerQuotationApi.get, { params: { secret } })).body.data.billing).toBeNull();

    const { legalName, address } = BUYERS.delhi;
    const { quotation } = await orders.acceptedOrder({ legalName, address, state: 'Delhi', country: 'Bharat' });
    expect(quotation.billing).toMatchObject({ country: 'India', stateCode: '07', state: 'Delhi' });
    expect(await proformaOf(quotation._id)).toMatchObject({ supply: 'intra', placeOfSupply: { code: '07', name: 'Delhi' } });
  });
});

describe('a GSTIN', () => {
  it.each([
    ['a country abroad', { country: 'United States', state: '' }],
    ['another state', { state: 'Delhi' }],
  ])('is a registered buyer in its own state, even with %s typed beside it', async (_case, typed) => {
    const { quotation } = await orders.acceptedOrder({ ...BUYERS.maharashtra, ...typed });
    expect(quotation.billing).toMatchObject({ gstin: BUYERS.maharashtra.gstin, country: 'India', stateCode: '27' });
    const issued = await orders.issueInvoice(quotation._id, 'tax');
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    expect(issued.body.data).toMatchObject({ supply: 'inter', placeOfSupply: { code: '27', name: 'Maharashtra' } });
    const igst = Math.round((LINE.quantity * LINE.unitPrice + 500) * 18) / 100;
    expect(issued.body.data).toMatchObject({ igst, cgst: 0, sgst: 0 });
  });
});

describe('a buyer abroad without a GSTIN', () => {
  it('is an export only once staff confirm it, for the country billed', async () => {
    const { quotation, secret } = await orders.acceptedOrder(BUYERS.abroad);
    // The proforma may already carry the export terms (no tax under the LUT).
    expect(await proformaOf(quotation._id)).toMatchObject({ supply: 'export', igst: 0, lut: { reference: 'AD070326012345X' } });
    const waiting = await orders.issueInvoice(quotation._id, 'tax');
    expect(waiting.status).toBe(409);
    expect(waiting.body.message).toMatch(/^Export, to be confirmed: the buyer bills from United States without a GSTIN/);
    // What the buyer sends beside their details never confirms it.
    const sneaked = { ...BUYERS.abroad, supplyTreatment: { treatment: 'export', country: 'United States' } };
    await giveBilling(secret, sneaked as never);
    expect((await orders.staffReadQuotation(quotation._id)).supplyTreatment).toBeUndefined();
    expect((await setSupply(quotation._id, 'export', '')).status).toBe(401);

    const confirmed = await setSupply(quotation._id, 'export');
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data.supplyTreatment).toMatchObject({ treatment: 'export', country: 'United States' });
    // Another country billed since: staff confirm again.
    expect((await giveBilling(secret, { ...BUYERS.abroad, country: 'UK' })).status).toBe(200);
    expect((await orders.issueInvoice(quotation._id, 'tax')).body.message).toMatch(/bills from United Kingdom/);
    expect((await setSupply(quotation._id, 'export')).status).toBe(200);
    const issued = await orders.issueInvoice(quotation._id, 'tax');
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    expect(issued.body.data).toMatchObject({ supply: 'export', placeOfSupply: { country: 'United Kingdom' }, igst: 0 });
    // Staff's word is settled with the invoice, as the billing details are.
    expect((await setSupply(quotation._id, 'ordinary')).status).toBe(409);
  });

  it('cannot be confirmed as an export with a GSTIN, nor be an SEZ unit without one', async () => {
    const registered = (await orders.acceptedOrder(BUYERS.delhi)).quotation;
    expect((await setSupply(registered._id, 'export')).body.message).toBe(
      'Only a buyer abroad without a GSTIN is an export: a GSTIN is a buyer registered in India',
    );
    const abroad = (await orders.acceptedOrder(BUYERS.abroad)).quotation;
    expect((await setSupply(abroad._id, 'sez-with-igst')).status).toBe(409);
    expect((await setSupply(abroad._id, 'foreign')).status).toBe(400);
    expect((await orders.staffReadQuotation(abroad._id)).supplyTreatment).toBeUndefined();
  });
});

describe('a supply to an SEZ unit', () => {
  it.each([
    ['sez-with-igst', { sez: 'with-igst', cgst: 0, sgst: 0 }, true],
    ['sez-without-igst', { sez: 'without-igst', cgst: 0, sgst: 0, igst: 0 }, false],
  ] as const)('%s: inter-state even in the company’s own state', async (treatment, expected, igst) => {
    const quotation = await orders.sentQuotation();
    expect((await giveBilling(secretOf(quotation), BUYERS.delhi)).status).toBe(200);
    expect((await setSupply(quotation._id, treatment)).status).toBe(200);
    await acceptOnPage(secretOf(quotation));
    const issued = await orders.issueInvoice(quotation._id, 'tax');
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    expect(issued.body.data).toMatchObject({ supply: 'inter', placeOfSupply: { code: '07' }, ...expected });
    expect(issued.body.data.igst > 0).toBe(igst);
    expect(Boolean(issued.body.data.lut)).toBe(!igst);
  });
});
