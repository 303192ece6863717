/**
 * Invoices over the real handlers and the local store: the proforma made on acceptance, taxed by the place of
 * supply (IGST for a Maharashtra buyer, CGST and SGST for a Delhi buyer, none with rule 46's endorsement for
 * an export under the LUT), its PDF read back; the customer's page shows the billing details and its own
 * invoices and reads only their PDFs. Refusals: ./invoices-refusals.test.ts; the signature image:
 * ./invoice-signature.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { customerQuotationApi, quotationsApi } from '../../src/lib/api/index.ts';
import { customerInvoiceApi, invoicesApi, isNoteAnswer } from '../../src/lib/api/invoices.ts';
import type { InvoiceAnswer } from '../../src/lib/api/invoices.ts';
import { invoices } from '../../src/lib/server/invoices/invoice-storage.ts';
import { advanceUpiLink } from '../../src/lib/server/invoices/invoice-pdf.ts';
import { quotations } from '../../src/lib/server/quotations/quotation-collection.ts';
import { callEndpoint } from '../helpers/api.ts';
import {
  BUYERS,
  COMPANY_GSTIN,
  UPI,
  acceptedOrder,
  acceptOnPage,
  giveBilling,
  secretOf,
  sentQuotation,
  withInvoiceBuyer,
} from '../helpers/invoice-orders.ts';
import { pdfText } from '../helpers/pdf-text.ts';

let token: string;
let enquiryId: string;
withInvoiceBuyer('Invoice Label', (buyer) => ({ token, enquiryId } = buyer));

/** The order's standing proforma as staff read it. */
async function proformaOf(quotationId: string): Promise<InvoiceAnswer> {
  const quotation = (await callEndpoint(quotationsApi.get, { params: { id: quotationId }, token })).body.data;
  const summary = quotation.invoices?.find((each) => each.kind === 'proforma' && each.status === 'issued');
  expect(summary, 'a proforma on the order').toBeDefined();
  const answer = await callEndpoint(invoicesApi.get, { params: { id: summary!._id }, token });
  expect(answer.status).toBe(200);
  const data = answer.body.data;
  if (isNoteAnswer(data)) throw new Error('A note where the proforma was expected');
  return data;
}

const pdfOf = async (id: string) => {
  const answer = await callEndpoint(invoicesApi.pdf, { params: { id }, token });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/pdf');
  return pdfText(answer.bytes);
};

describe('the proforma made on acceptance', () => {
  it('charges IGST to a buyer in Maharashtra, and its PDF says so', async () => {
    const { quotation } = await acceptedOrder(token, enquiryId, BUYERS.maharashtra);
    const proforma = await proformaOf(quotation._id);
    // 1000 × 3.15 = 3150 and the artwork's 500: 3650 taxable, 18% IGST 657, 4307.
    expect(proforma).toMatchObject({
      kind: 'proforma',
      number: expect.stringMatching(/^PI\/\d{4}-\d{2}\/\d{4}$/),
      supply: 'inter',
      placeOfSupply: { code: '27', name: 'Maharashtra' },
      taxable: 3650,
      igst: 657,
      cgst: 0,
      sgst: 0,
      total: 4307,
      advance: 2153.5,
      poNumber: 'PO-4471',
      supplier: { gstin: COMPANY_GSTIN, stateCode: '07', state: 'Delhi' },
      buyer: { gstin: BUYERS.maharashtra.gstin, stateCode: '27', state: 'Maharashtra', country: 'India' },
      status: 'issued',
    });
    expect(proforma.lut).toBeUndefined();
    const text = await pdfOf(proforma._id);
    for (const words of [
      'Proforma invoice',
      `No. ${proforma.number}`,
      'PO number: PO-4471',
      'Place of supply: Maharashtra (27)',
      'Reverse charge: No',
      `GSTIN: ${COMPANY_GSTIN}`,
      `GSTIN: ${BUYERS.maharashtra.gstin}`,
      'IGST',
      '₹657.00',
      '₹4,307.00',
      'Rupees Four Thousand Three Hundred Seven Only',
      'Advance due now (50%): ₹2,153.50',
      `pay to ${UPI.id}`,
      'HDFC0001234',
      'Asha Verma',
    ])
      expect(text).toContain(words);
    expect(text).not.toContain('CGST');
    // The QR code under the advance pays it by UPI, noted with the proforma's number.
    const stored = await invoices.get(proforma._id);
    expect(advanceUpiLink(stored!)).toBe(
      `upi://pay?pa=${UPI.id}&pn=Labels%20and%20Tags%20Co&am=2153.50&cu=INR&tn=${encodeURIComponent(proforma.number)}`,
    );
  });

  it('charges CGST and SGST, half each, to a buyer in Delhi', async () => {
    const { quotation } = await acceptedOrder(token, enquiryId, BUYERS.delhi);
    const proforma = await proformaOf(quotation._id);
    expect(proforma).toMatchObject({
      supply: 'intra',
      placeOfSupply: { code: '07', name: 'Delhi' },
      taxable: 3650,
      cgst: 328.5,
      sgst: 328.5,
      igst: 0,
      total: 4307,
    });
    const text = await pdfOf(proforma._id);
    for (const words of ['Place of supply: Delhi (07)', 'CGST', 'SGST', '₹328.50']) expect(text).toContain(words);
  });

  it('charges no tax on an export under the LUT, in its currency, with rule 46 endorsement', async () => {
    const { quotation } = await acceptedOrder(token, enquiryId, BUYERS.abroad, {
      currency: 'USD',
      lines: [{ description: 'Woven label', quantity: 2000, unitPrice: 0.04 }],
      charges: [],
    });
    const proforma = await proformaOf(quotation._id);
    expect(proforma).toMatchObject({
      supply: 'export',
      currency: 'USD',
      placeOfSupply: { country: 'United States' },
      taxable: 80,
      igst: 0,
      cgst: 0,
      sgst: 0,
      roundOff: 0,
      total: 80,
      lut: { reference: 'AD070326012345X' },
    });
    // The endorsement wraps over two lines: read as one.
    const text = (await pdfOf(proforma._id)).replace(/\s+/g, ' ');
    for (const words of [
      proforma.lut!.endorsement,
      'SUPPLY MEANT FOR EXPORT/SUPPLY TO SEZ UNIT OR SEZ DEVELOPER FOR AUTHORISED OPERATIONS UNDER BOND OR LETTER OF UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX',
      'LUT AD070326012345X',
      'Place of supply: Outside India (United States)',
      '$80.00',
      'US Dollars Eighty Only',
    ])
      expect(text).toContain(words);
    expect(text).not.toMatch(/IGST|CGST|SGST/);
  });

  it('is made when staff record an acceptance that came by phone, and their answer lists it', async () => {
    const quotation = await sentQuotation(token, enquiryId);
    expect((await giveBilling(secretOf(quotation), BUYERS.maharashtra)).status).toBe(200);
    const recorded = await callEndpoint(quotationsApi.acceptance, {
      params: { id: quotation._id },
      body: { name: 'Ram Kumar', words: 'Go ahead, as discussed on the phone.' },
      token,
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(recorded.body.data.invoices?.map((each) => [each.kind, each.status])).toEqual([['proforma', 'issued']]);
    expect((await proformaOf(quotation._id)).createdBy).toBe('');
  });

  it('is not made without billing details, and the acceptance stands', async () => {
    const { quotation } = await acceptedOrder(token, enquiryId);
    expect(quotation.status).toBe('Accepted');
    expect(quotation.invoices ?? []).toEqual([]);
  });
});

describe("the customer's page", () => {
  it('shows the billing details and its invoices, and reads only its own PDFs', async () => {
    const mine = await acceptedOrder(token, enquiryId, BUYERS.delhi);
    const other = await acceptedOrder(token, enquiryId, BUYERS.maharashtra);
    const view = (await callEndpoint(customerQuotationApi.get, { params: { secret: mine.secret } })).body.data;
    expect(view.billing).toMatchObject({ legalName: BUYERS.delhi.legalName, stateCode: '07', state: 'Delhi', country: 'India' });
    expect(view.billingEditable).toBe(true);
    expect(view.invoices).toEqual([
      expect.objectContaining({ kind: 'proforma', total: 4307, status: 'issued', number: expect.stringMatching(/^PI\//) }),
    ]);
    const own = await callEndpoint(customerInvoiceApi.customerPdf, {
      params: { secret: mine.secret, id: view.invoices[0]._id },
    });
    expect(own.status).toBe(200);
    expect(await pdfText(own.bytes)).toContain(view.invoices[0].number);

    const theirs = other.quotation.invoices![0]._id;
    const refused = await callEndpoint(customerInvoiceApi.customerPdf, { params: { secret: mine.secret, id: theirs } });
    expect(refused.status).toBe(404);
  });

  it('takes billing details before acceptance, a state by its code, and a GSTIN as of its own state', async () => {
    const quotation = await sentQuotation(token, enquiryId);
    const secret = secretOf(quotation);
    // The GSTIN's state wins over the one typed (tests/api/place-of-supply.test.ts).
    const other = await giveBilling(secret, { ...BUYERS.delhi, state: 'Maharashtra' });
    expect(other.status).toBe(200);
    expect((await quotations.get(quotation._id))?.billing).toMatchObject({ state: 'Delhi', stateCode: '07' });
    const given = await giveBilling(secret, { ...BUYERS.delhi, state: '7' });
    expect(given.status).toBe(200);
    expect(given.body.data.billing).toMatchObject({ state: 'Delhi', stateCode: '07' });
    // The answer to the acceptance already lists the proforma made on it.
    const page = await acceptOnPage(secret);
    const proforma = await proformaOf(quotation._id);
    expect(proforma.supply).toBe('intra');
    expect(page.invoices.map((each) => each.number)).toEqual([proforma.number]);
  });
});
