/**
 * What e-invoices cost in store requests, over a store of its own that counts them and answers each 50 ms late
 * (STORE_LATENCY_MS, Netlify Blobs over the network): the IRP's JSON, the IRN's status, an IRN uploaded, and
 * the cancel of an invoice with an IRN (staff's word, then the cancel). Bounds on the requests, so a change
 * that reads more than the document is seen; the figures and times are printed for docs/decisions.md.
 */
import { describe, expect, it } from 'vitest';
import { einvoicesApi } from '../../src/lib/api/einvoices.ts';
import { invoicesApi } from '../../src/lib/api/invoices.ts';
import type { EinvoiceJson } from '../../src/lib/server/einvoices/einvoice-json.ts';
import { callEndpoint } from '../helpers/api.ts';
import { EINVOICE_BUYERS, taxInvoiceFor, withEinvoicing } from '../helpers/einvoice-orders.ts';
import { withCostedStore } from '../helpers/costed-store.ts';

let token: string;
let enquiryId: string;
const { measured } = withCostedStore('e-invoice cost', 'Costed E-invoice', (buyer) => ({ token, enquiryId } = buyer));
const irp = withEinvoicing(() => token);

describe('store requests of e-invoices (50 ms each)', () => {
  it('the JSON, the IRN and the cancel of an invoice with one stay within their bounds', async () => {
    const { invoice } = await taxInvoiceFor(token, enquiryId, EINVOICE_BUYERS.maharashtra);
    const params = { id: invoice._id };

    // The first call after Settings were saved reads them again; the bound is on one within their minute.
    await callEndpoint(einvoicesApi.einvoice, { params, token });
    const json = await measured('IRP JSON', () => callEndpoint(einvoicesApi.einvoice, { params, token }));
    expect(json.result.status).toBe(200);
    // The session's and the invoice's reads; Settings are read once a minute.
    expect(json.requests).toBeLessThanOrEqual(3);

    const response = await irp.sign(json.result.body as unknown as EinvoiceJson);
    const kept = await measured('IRN uploaded', () => callEndpoint(einvoicesApi.registerIrn, { params, body: response, token }));
    expect(kept.result.status).toBe(200);
    // With the month's register read and written, so the Returns screen's check knows the invoice has its IRN.
    expect(kept.requests).toBeLessThanOrEqual(10);

    const status = await measured('IRN status', () => callEndpoint(einvoicesApi.irn, { params, token }));
    expect(status.result.body.data.irn?.irn).toBe(response.Irn);
    expect(status.requests).toBeLessThanOrEqual(3);

    const confirmed = await measured('IRN cancelled on the portal', () =>
      callEndpoint(einvoicesApi.irnCancelled, { params, body: { confirmed: true }, token }),
    );
    expect(confirmed.result.status).toBe(200);
    expect(confirmed.requests).toBeLessThanOrEqual(4);
    const cancelled = await measured('cancel of an invoice with an IRN', () =>
      callEndpoint(invoicesApi.cancel, { params, body: { reason: 'Billed twice' }, token }),
    );
    expect(cancelled.result.status, JSON.stringify(cancelled.result.body)).toBe(200);
    expect(cancelled.requests).toBeLessThan(34);
  });
});
