/**
 * What the invoice tests start from: the company's tax, bank and UPI details in Settings (a Delhi GSTIN), and
 * accepted orders made as a buyer makes them (a quotation sent, billing details given on the customer's page,
 * then accepted there), over the real handlers and the test file's store.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { type BodyOf, customerQuotationApi, quotationsApi, settingsApi } from '../../src/lib/api/index.ts';
import { customerInvoiceApi, invoicesApi } from '../../src/lib/api/invoices.ts';
import type { QuotationAnswer } from '../../src/lib/api/quotations.ts';
import { financialYear } from '../../src/lib/gst/financial-year.ts';
import { callEndpoint } from './api.ts';
import { startQuotationBuyer, stopQuotationBuyer } from './quotation-buyer.ts';
import { gstin } from './gstin.ts';
import type { TestSmtp } from './smtp.ts';
import { finishPendingInvoices } from '../../src/lib/server/invoices/issue.ts';
import { quotations } from '../../src/lib/server/quotations/quotation-collection.ts';

export { gstin };

export const COMPANY_GSTIN = gstin('07AAACL1234C1Z');
export const UPI = { id: 'labels@okhdfc', payee: 'Labels and Tags Co' };

/** The buyers of the tests: in Delhi (the company's state), in Maharashtra, and abroad. */
export const BUYERS = {
  delhi: { legalName: 'Okhla Garments Pvt Ltd', gstin: gstin('07AABCO5678D1Z'), address: 'B-12, Okhla Phase I', state: 'Delhi' },
  maharashtra: {
    legalName: 'Bhiwandi Apparel LLP',
    gstin: gstin('27AAFFB9876E1Z'),
    address: 'Unit 4, Bhiwandi Textile Park',
    state: '27',
    poNumber: 'PO-4471',
  },
  abroad: { legalName: 'Brooklyn Threads Inc.', address: '200 Kent Ave, Brooklyn NY 11249', country: 'United States' },
} as const;

/** Saves the company's tax details (and bank and UPI), or takes them away (`tax: false`). */
export async function setCompanyTax(
  token: string,
  { tax = true, lut = true, signature }: { tax?: boolean; lut?: boolean; signature?: string } = {},
) {
  const current = (await callEndpoint(settingsApi.get, { token })).body;
  const { tax: _tax, bank: _bank, upi: _upi, ...rest } = current.data;
  const body = {
    ...rest,
    ...(tax && {
      tax: {
        legalName: 'Labels & Tags Co. Pvt Ltd',
        gstin: COMPANY_GSTIN,
        pan: COMPANY_GSTIN.slice(2, 12),
        ...(lut && { lut: { reference: 'AD070326012345X', financialYear: financialYear(new Date()).label } }),
        advancePercent: 50,
        signatory: { name: 'Asha Verma', ...(signature && { imageId: signature }) },
      },
      bank: { holder: 'Labels and Tags Co', account: '50200012345678', ifsc: 'HDFC0001234', bank: 'HDFC Bank', branch: 'Okhla' },
      upi: UPI,
    }),
  };
  const saved = await callEndpoint(settingsApi.save, { token, body, headers: { 'if-match': String(current.version) } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

export const LINE = { description: 'Woven main label, 25 × 50 mm', quantity: 1000, unitPrice: 3.15, hsn: '58071020' };

export const secretOf = (quotation: QuotationAnswer) => quotation.customerUrl.split('/q/')[1];

/** A quotation's terms beside its line (currency, tax, charges, validity…), as staff set them. */
export type QuotationTerms = Partial<BodyOf<typeof quotationsApi.create>>;

/** A quotation made and sent to the buyer of `enquiryId`. */
export async function sentQuotation(token: string, enquiryId: string, terms: QuotationTerms = {}): Promise<QuotationAnswer> {
  const made = await callEndpoint(quotationsApi.create, {
    body: { enquiryId, lines: [LINE], taxPercent: 18, charges: [{ label: 'Artwork', amount: 500 }], ...terms },
    token,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return sendQuotation(token, made.body.data as QuotationAnswer);
}

/** Staff send a quotation as they last read it (its version as If-Match); answers it as sent. */
export async function sendQuotation(token: string, quotation: QuotationAnswer): Promise<QuotationAnswer> {
  const sent = await callEndpoint(quotationsApi.send, {
    params: { id: quotation._id },
    body: {},
    token,
    headers: { 'if-match': `"${quotation.version}"` },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return sent.body.data as QuotationAnswer;
}

/** Staff's word on an order's supply, as the order's page sends it. */
export type SupplyTreatment = BodyOf<typeof invoicesApi.setSupply>['treatment'];

/** Billing details as the customer's page sends them. */
export type BillingBody = BodyOf<typeof customerInvoiceApi.customerBilling>;

export const giveBilling = (secret: string, billing: BillingBody) =>
  callEndpoint(customerInvoiceApi.customerBilling, { params: { secret }, body: billing });

export async function acceptOnPage(secret: string, revision = 1) {
  const accepted = await callEndpoint(customerQuotationApi.accept, {
    params: { secret },
    body: { name: 'Ram Kumar', revision, approve: true },
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return accepted.body.data;
}

/** An order accepted on the customer's page after they gave `billing` (none: accepted without). */
export async function acceptedOrder(token: string, enquiryId: string, billing?: BillingBody, terms: QuotationTerms = {}) {
  const quotation = await sentQuotation(token, enquiryId, terms);
  const secret = secretOf(quotation);
  if (billing) {
    const given = await giveBilling(secret, billing);
    expect(given.status, JSON.stringify(given.body)).toBe(200);
  }
  await acceptOnPage(secret);
  const read = await callEndpoint(quotationsApi.get, { params: { id: quotation._id }, token });
  return { quotation: read.body.data as QuotationAnswer, secret };
}

/**
 * Where each invoice test file starts: staff signed in, `buyer`'s request for `product`, the company's tax
 * details.
 */
export async function startInvoiceBuyer(product: string, buyer = 'Ram Kumar') {
  const { smtp, token, productId, request } = await startQuotationBuyer(product, buyer);
  await setCompanyTax(token);
  return { smtp, token, productId, enquiryId: request._id };
}

/**
 * A file's buyer (`buyer`'s request for `product`): started (with the company's tax) before its tests, handed to
 * `take`, and stopped after them.
 */
export function withInvoiceBuyer(
  product: string,
  take: (buyer: Awaited<ReturnType<typeof startInvoiceBuyer>>) => void,
  buyerName?: string,
) {
  let smtp: TestSmtp;
  beforeAll(async () => {
    const buyer = await startInvoiceBuyer(product, buyerName);
    smtp = buyer.smtp;
    take(buyer);
  });
  afterAll(() => stopQuotationBuyer({ smtp }));
}

/** Staff issue an order's proforma or tax invoice. */
export const issueInvoice = (token: string, quotationId: string, kind: 'proforma' | 'tax') =>
  callEndpoint(invoicesApi.issue, { params: { id: quotationId }, body: { kind }, token });

/** Staff cancel an invoice, saying why. */
export const cancelInvoice = (token: string, id: string, reason: string) =>
  callEndpoint(invoicesApi.cancel, { params: { id }, body: { reason }, token });

/** Staff's read of a quotation (its invoices' summaries among it). */
export const staffReadQuotation = async (token: string, id: string) =>
  (await callEndpoint(quotationsApi.get, { params: { id }, token })).body.data;

/** The scheduled run's step that finishes invoices cut off while being issued, run two minutes from now. */
export const finishInvoicesLeftUnderWay = () => finishPendingInvoices(quotations, Date.now() + 120_000);

/** The order's tax invoices as staff read them on it (issued, cancelled, under way). */
export const taxInvoicesOf = async (token: string, quotationId: string) =>
  (await staffReadQuotation(token, quotationId)).invoices?.filter((each) => each.kind === 'tax') ?? [];

/**
 * A file's buyer (`buyer`'s request for `product`, with the company's tax) and the signed-in Admin who sells to
 * them, with the order steps bound to both: started before the file's tests and stopped after them (see
 * withInvoiceBuyer). Made per file, by the file: its token and enquiry are filled in when the tests start, so read
 * them inside tests and hooks, never at the file's top level.
 */
export function useInvoiceBuyer(product: string, buyerName?: string) {
  const file = { token: '', enquiryId: '', productId: '' };
  withInvoiceBuyer(product, ({ token, enquiryId, productId }) => Object.assign(file, { token, enquiryId, productId }), buyerName);
  return Object.assign(file, {
    sentQuotation: (terms?: QuotationTerms) => sentQuotation(file.token, file.enquiryId, terms),
    acceptedOrder: (billing?: BillingBody, terms?: QuotationTerms) => acceptedOrder(file.token, file.enquiryId, billing, terms),
    issueInvoice: (quotationId: string, kind: 'proforma' | 'tax') => issueInvoice(file.token, quotationId, kind),
    cancelInvoice: (id: string, reason: string) => cancelInvoice(file.token, id, reason),
    staffReadQuotation: (id: string) => staffReadQuotation(file.token, id),
    setCompanyTax: (options?: Parameters<typeof setCompanyTax>[1]) => setCompanyTax(file.token, options),
    /** Staff's word on an order's supply (an export, an SEZ unit with or without IGST, or neither). */
    setSupply: (quotationId: string, treatment: SupplyTreatment) =>
      callEndpoint(invoicesApi.setSupply, { params: { id: quotationId }, body: { treatment }, token: file.token }),
  });
}
