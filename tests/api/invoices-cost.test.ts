/**
 * What invoices cost in store requests, over a store of its own that counts them and answers each 50 ms late
 * (STORE_LATENCY_MS, Netlify Blobs over the network): an issue, a PDF (staff's and the customer's), the
 * month's register, a cancel, and the acceptance that makes the proforma. Bounds on the requests, so a change
 * that makes one read per invoice or per order is seen; the figures and times are printed for docs/decisions.md.
 */
import { describe, expect, it } from 'vitest';
import { quotationsApi } from '../../src/lib/api/index.ts';
import { customerInvoiceApi, invoicesApi } from '../../src/lib/api/invoices.ts';
import { todayInIndia } from '../../src/lib/format/dates.ts';
import { callEndpoint } from '../helpers/api.ts';
import { BUYERS, acceptOnPage, giveBilling, secretOf, sentQuotation } from '../helpers/invoice-orders.ts';
import { withCostedStore } from '../helpers/costed-store.ts';

let token: string;
let enquiryId: string;
const { measured } = withCostedStore('invoice cost', 'Costed Label', (buyer) => ({ token, enquiryId } = buyer));

describe('store requests of invoices (50 ms each)', () => {
  it('an acceptance that makes the proforma, an issue, PDFs, the register and a cancel stay within their bounds', async () => {
    const quotation = await sentQuotation(token, enquiryId);
    const secret = secretOf(quotation);
    expect((await giveBilling(secret, BUYERS.maharashtra)).status).toBe(200);
    const accepted = await measured('acceptance with its proforma', () => acceptOnPage(secret));
    // The proforma's issue reads the order again (its billing unchanged) and notes the number it tries first.
    expect(accepted.requests).toBeLessThan(64);

    const issued = await measured('tax invoice issued', () =>
      callEndpoint(invoicesApi.issue, { params: { id: quotation._id }, body: { kind: 'tax' }, token }),
    );
    expect(issued.result.status).toBe(201);
    expect(issued.requests).toBeLessThan(40);
    const id = issued.result.body.data._id;

    // The first PDF of a process reads the fonts from disk; the bound is on one made after it.
    await callEndpoint(invoicesApi.pdf, { params: { id }, token });
    const pdf = await measured('staff PDF', () => callEndpoint(invoicesApi.pdf, { params: { id }, token }));
    expect(pdf.result.status).toBe(200);
    // Its time is mostly pdfkit's own work, which a busy machine stretches: printed, not held to a bound here.
    expect(pdf.requests).toBeLessThanOrEqual(3);
    const customerPdf = await measured("customer's PDF", () =>
      callEndpoint(customerInvoiceApi.customerPdf, { params: { secret, id } }),
    );
    expect(customerPdf.result.status).toBe(200);
    // A tax invoice's PDF reads its order once more, for its e-way bill (src/lib/server/eway-bills/on-invoice.ts).
    expect(customerPdf.requests).toBeLessThanOrEqual(7);

    const month = todayInIndia().slice(0, 7);
    const register = await measured('register CSV', () =>
      callEndpoint(invoicesApi.register, { token, query: { month, format: 'csv' } }),
    );
    expect(register.result.status).toBe(200);
    expect(register.requests).toBeLessThanOrEqual(2);

    const cancelled = await measured('cancel', () =>
      callEndpoint(invoicesApi.cancel, { params: { id }, body: { reason: 'Issued too early' }, token }),
    );
    expect(cancelled.result.status).toBe(200);
    expect(cancelled.requests).toBeLessThan(30);
    const order = (await callEndpoint(quotationsApi.get, { params: { id: quotation._id }, token })).body.data;
    expect(order.invoices?.map((each) => [each.kind, each.status])).toEqual([
      ['proforma', 'issued'],
      ['tax', 'cancelled'],
    ]);
  });
});
