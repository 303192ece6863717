/**
 * When e-invoicing applies and the tax invoice has its IRN (registered at the local stand-in IRP, as the
 * e-invoice tests do), the e-way bill JSON is the IRP's 'generate e-way bill by IRN' request: the IRN and the
 * transport, nothing of the invoice repeated. Without the IRN yet, it is still the portal's bulk file.
 */
import { describe, expect, it } from 'vitest';
import { einvoicesApi } from '../../src/lib/api/einvoices.ts';
import { callEndpoint } from '../helpers/api.ts';
import { withEinvoicing } from '../helpers/einvoice-orders.ts';
import { issueInvoice, withInvoiceBuyer } from '../helpers/invoice-orders.ts';
import { withIrp } from '../helpers/irp-stand-in.ts';
import { EWAY_BUYERS, ROAD, TRANSPORTER_GSTIN, bigOrder, ewayBillJson, giveTransport, portalFile } from './eway-bill-orders.ts';

let token = '';
let enquiryId = '';
withInvoiceBuyer('Registered Consignment', (buyer) => ({ token, enquiryId } = buyer));

const irp = withEinvoicing(() => token);

/** A big order to the Maharashtra buyer, its tax invoice issued and its transport given. */
async function invoicedOrder() {
  const order = await bigOrder(token, enquiryId, EWAY_BUYERS.maharashtra);
  const issued = await issueInvoice(token, order._id, 'tax');
  expect(issued.status, JSON.stringify(issued.body)).toBe(201);
  expect((await giveTransport(token, order._id, ROAD)).status).toBe(200);
  return { order, invoice: issued.body.data };
}

describe('the e-way bill JSON when e-invoicing applies', () => {
  it("is the IRP's e-way bill by IRN once the tax invoice has its IRN", async () => {
    const { order, invoice } = await invoicedOrder();
    const registered = await withIrp(irp, () =>
      callEndpoint(einvoicesApi.registerIrn, { params: { id: invoice._id }, body: {} as never, token }),
    );
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const irn = registered.body.data.irn;
    expect(irn).toMatch(/^[0-9a-f]{64}$/);

    const answer = await ewayBillJson(token, order._id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      Irn: irn,
      Distance: 1450,
      TransMode: '1',
      TransId: TRANSPORTER_GSTIN,
      TransName: 'Rathi Roadways',
      VehNo: 'DL01AB1234',
      VehType: 'R',
    });
  });

  it("is the portal's bulk file while the invoice has no IRN yet", async () => {
    const { order, invoice } = await invoicedOrder();
    const file = await portalFile(token, order._id);
    expect(file.billLists.map((bill) => bill.docNo)).toEqual([invoice.number]);
  });
});
