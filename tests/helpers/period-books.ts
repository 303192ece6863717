/**
 * This month's books as the Tally file and the month's pack tests read them, made over the real handlers: the
 * accountant's own ledger names in Settings, then a tax invoice to a Delhi buyer with an awkward name (CGST and
 * SGST), one to Maharashtra whose total is rounded (IGST), an export in rupees under the LUT (no tax), one
 * cancelled, and a payment and a refund on the first order.
 *
 * Worked by hand (1,000 labels at ₹3.15 and the artwork's ₹500 unless said):
 * - Delhi: ₹3,150.00 + ₹500.00 = ₹3,650.00 taxable; CGST 9% ₹328.50, SGST 9% ₹328.50; ₹4,307.00.
 * - Maharashtra, 1,001 labels: ₹3,153.15 + ₹500.00 = ₹3,653.15; IGST 18% ₹657.57 (₹657.567); ₹4,310.72,
 *   rounded to ₹4,311.00 by ₹0.28.
 * - The export under the LUT: ₹3,650.00, no tax, ₹3,650.00.
 * - A credit note on Maharashtra's, 100 labels back: ₹315.00, IGST ₹56.70, ₹371.70 rounded to ₹372.00 by ₹0.30.
 * - A debit note on Delhi's, ₹100.00 more on the artwork: CGST and SGST ₹9.00 each, ₹118.00.
 * - The payment: ₹2,000.00 by UPI; the refund: ₹500.00 by bank transfer.
 */
import { expect } from 'vitest';
import { type BodyOf, settingsApi } from '../../src/lib/api/index.ts';
import { invoicesApi } from '../../src/lib/api/invoices.ts';
import { paymentsApi } from '../../src/lib/api/payments.ts';
import { afterAnswersSettled, callEndpoint } from './api.ts';
import { BUYERS, acceptedOrder, cancelInvoice, gstin, issueInvoice, taxInvoicesOf } from './invoice-orders.ts';

/** The accountant's ledger names, none of them Tally's own. */
export const LEDGERS = {
  sales: 'Sales — Labels 18%',
  cgst: 'CGST Output @9%',
  sgst: 'SGST Output @9%',
  igst: 'IGST Output @18%',
  roundOff: 'Rounding Off A/c',
  bank: 'HDFC Bank A/c 5020',
  debtors: 'Debtors — Garments',
};

/** A Delhi buyer whose name holds all XML escapes and Devanagari. */
export const ODD_BUYER = {
  legalName: 'Shah & Sons "Delhi" <Ltd> शाह',
  gstin: gstin('07AAKFS4321Q1Z'),
  address: "12, Chandni Chowk & Kinari Bazar\nOld Delhi's lane <2>",
  state: 'Delhi',
};

/** Saves the ledger names in Settings → tax. */
export async function setLedgers(token: string) {
  const current = (await callEndpoint(settingsApi.get, { token })).body;
  const body = { ...current.data, tax: { ...current.data.tax!, tally: LEDGERS } };
  const saved = await callEndpoint(settingsApi.save, { token, body, headers: { 'if-match': String(current.version) } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

async function taxInvoiceOf(token: string, quotationId: string) {
  const issued = await issueInvoice(token, quotationId, 'tax');
  expect(issued.status, JSON.stringify(issued.body)).toBe(201);
  const [invoice] = await taxInvoicesOf(token, quotationId);
  return invoice;
}

/** The month's books described above; answers each tax invoice's summary and the first order's id. */
export async function monthOfBooks(token: string, enquiryId: string) {
  await setLedgers(token);
  const intra = await acceptedOrder(token, enquiryId, ODD_BUYER);
  const inter = await acceptedOrder(token, enquiryId, BUYERS.maharashtra, {
    lines: [{ description: 'Woven main label, 25 × 50 mm', quantity: 1001, unitPrice: 3.15, hsn: '58071020' }],
  });
  const abroad = await acceptedOrder(token, enquiryId, BUYERS.abroad, { currency: 'INR' });
  const confirmed = await callEndpoint(invoicesApi.setSupply, {
    params: { id: abroad.quotation._id },
    body: { treatment: 'export' },
    token,
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  const cancelledOrder = await acceptedOrder(token, enquiryId, BUYERS.delhi);

  const invoices = {
    intra: await taxInvoiceOf(token, intra.quotation._id),
    inter: await taxInvoiceOf(token, inter.quotation._id),
    export: await taxInvoiceOf(token, abroad.quotation._id),
    cancelled: await taxInvoiceOf(token, cancelledOrder.quotation._id),
  };
  const cancelled = await cancelInvoice(token, invoices.cancelled._id, 'Billed to the wrong branch');
  expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);

  const note = async (invoiceId: string, body: BodyOf<typeof invoicesApi.issueNote>) => {
    const issued = await callEndpoint(invoicesApi.issueNote, { params: { id: invoiceId }, body, token });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    return issued.body.data;
  };
  const notes = {
    credit: await note(invoices.inter._id, { kind: 'credit', reason: 'sales-return', lines: [{ index: 0, quantity: 100 }] }),
    debit: await note(invoices.intra._id, { kind: 'debit', reason: 'correction', lines: [{ index: 1, amount: 100 }] }),
  };

  const paid = await callEndpoint(paymentsApi.record, {
    params: { id: intra.quotation._id },
    body: { amount: 2000, method: 'UPI', reference: '412345678901' },
    token,
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const refunded = await callEndpoint(paymentsApi.refund, {
    params: { id: intra.quotation._id },
    body: { amount: 500, method: 'Bank transfer', reference: 'HDFCR2026000123', reason: 'Short supply of 150 labels' },
    token,
  });
  expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
  await afterAnswersSettled();
  return { invoices, notes, orders: { intra: intra.quotation, inter: inter.quotation, abroad: abroad.quotation } };
}
