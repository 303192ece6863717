/**
 * What the e-invoice tests start from, beside the invoice tests' (invoice-orders.ts): Settings' e-invoicing
 * and turnover, buyers whose addresses carry the PIN codes the IRP needs, and an order's tax invoice issued.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { settingsApi } from '../../src/lib/api/index.ts';
import { invoicesApi } from '../../src/lib/api/invoices.ts';
import type { Turnover } from '../../src/lib/gst/rates.ts';
import { callEndpoint } from './api.ts';
import {
  BUYERS,
  type BillingBody,
  acceptOnPage,
  acceptedOrder,
  giveBilling,
  issueInvoice,
  secretOf,
  sentQuotation,
} from './invoice-orders.ts';
import { type IrpStandIn, startIrpStandIn } from './irp-stand-in.ts';

/** Settings → tax with e-invoicing on or off, and a turnover. */
export async function setEinvoicing(token: string, eInvoicing: boolean, turnover: Turnover = 'up-to-10-crore') {
  const current = (await callEndpoint(settingsApi.get, { token })).body;
  const body = { ...current.data, tax: { ...current.data.tax, eInvoicing, turnover } };
  const saved = await callEndpoint(settingsApi.save, {
    token,
    body: body as never,
    headers: { 'if-match': String(current.version) },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

/**
 * Before the file's tests, e-invoicing on in Settings (by `token()`'s Admin: the file's buyer is started first)
 * and a stand-in IRP started; after them, the stand-in closed. The stand-in answered is filled in as it starts.
 */
export function withEinvoicing(token: () => string): IrpStandIn {
  const irp = {} as IrpStandIn;
  beforeAll(async () => {
    await setEinvoicing(token(), true);
    Object.assign(irp, await startIrpStandIn());
  });
  afterAll(() => irp.close?.());
  return irp;
}

/** The invoice tests' buyers with PIN codes in their addresses (the Maharashtra buyer's goods go to Mumbai). */
export const EINVOICE_BUYERS = {
  delhi: { ...BUYERS.delhi, address: 'B-12, Okhla Phase I, New Delhi 110020' },
  maharashtra: {
    ...BUYERS.maharashtra,
    address: 'Unit 4, Bhiwandi Textile Park, Bhiwandi 421302',
    shippingAddress: 'Gala 7, Marol Industrial Estate, Mumbai 400059',
  },
} as const;

/** An order's tax invoice, issued for `billing` (and staff's word on the supply, if any). */
export async function taxInvoiceFor(
  token: string,
  enquiryId: string,
  billing: BillingBody,
  treatment?: 'export' | 'sez-with-igst' | 'sez-without-igst',
) {
  let quotationId: string;
  if (treatment) {
    const quotation = await sentQuotation(token, enquiryId);
    expect((await giveBilling(secretOf(quotation), billing)).status).toBe(200);
    const set = await callEndpoint(invoicesApi.setSupply, { params: { id: quotation._id }, body: { treatment }, token });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    await acceptOnPage(secretOf(quotation));
    quotationId = quotation._id;
  } else quotationId = (await acceptedOrder(token, enquiryId, billing)).quotation._id;
  const issued = await issueInvoice(token, quotationId, 'tax');
  expect(issued.status, JSON.stringify(issued.body)).toBe(201);
  return { quotationId, invoice: issued.body.data };
}
