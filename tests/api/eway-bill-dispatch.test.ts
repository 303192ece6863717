/**
 * Dispatch of a consignment worth more than Settings' e-way bill threshold (₹50,000 by default; rule 138): refused
 * with the code 'eway-bill-missing', naming the tax invoice, the transport and the e-way bill number each while it
 * is missing, and changing nothing (no tax invoice issued by the refused move); it goes once they are there, and
 * the dispatch mail, read from the SMTP server, says the e-way bill. Under the threshold (a small order, or a
 * threshold raised in Settings) the order goes as before, its tax invoice issued in the same step.
 */
import { describe, expect, it } from 'vitest';
import { type BodyOf, quotationsApi } from '../../src/lib/api/index.ts';
import { callEndpoint } from '../helpers/api.ts';
import type { TestSmtp } from '../helpers/smtp.ts';
import { acceptedOrder, cancelInvoice, issueInvoice, withInvoiceBuyer } from '../helpers/invoice-orders.ts';
import {
  EWAY_BUYERS,
  ROAD,
  bigOrder,
  expectRefusedForEwayBill,
  giveTransport,
  keepEwayBill,
  readOrder,
  setThreshold,
} from './eway-bill-orders.ts';

let token: string;
let enquiryId: string;
let smtp: TestSmtp;
withInvoiceBuyer('Consignment Label', (buyer) => ({ token, enquiryId, smtp } = buyer));

type StageBody = BodyOf<typeof quotationsApi.stage>;
/** Staff move the order; production goes ahead of the advance with a reason, so only the e-way bill decides. */
const move = (id: string, stage: StageBody['stage'], notify = false) =>
  callEndpoint(quotationsApi.stage, {
    params: { id },
    body: { stage, note: '', internalNote: '', notify, goAheadReason: 'Known buyer: advance waived' } as StageBody,
    token,
  });

const taxInvoices = async (id: string) => (await readOrder(token, id)).invoices?.filter((each) => each.kind === 'tax') ?? [];

describe('dispatch over the threshold', () => {
  it('is refused naming all three while none is there, and issues no tax invoice', async () => {
    const order = await bigOrder(token, enquiryId, EWAY_BUYERS.delhi);
    const refused = await move(order._id, 'Dispatched');
    // 63,500 taxable and 18% GST (11,430): 74,930, over 50,000.
    expectRefusedForEwayBill(
      refused,
      'Not dispatched: the consignment is worth ₹74,930.00, over the e-way bill threshold of ₹50,000.00. ' +
        'Missing: the tax invoice (issue it first), the transport, the e-way bill number.',
    );
    const after = await readOrder(token, order._id);
    expect(after.stage).toBe('Artwork approved');
    expect(await taxInvoices(order._id)).toEqual([]);
  });

  it('is refused straight to Delivered too, and names only what is still missing', async () => {
    const order = await bigOrder(token, enquiryId, EWAY_BUYERS.delhi);
    expect((await issueInvoice(token, order._id, 'tax')).status).toBe(201);
    expect((await giveTransport(token, order._id, ROAD)).status).toBe(200);
    const refused = await move(order._id, 'Delivered');
    expectRefusedForEwayBill(refused, /Missing: the e-way bill number\.$/);
    expect((await readOrder(token, order._id)).stage).toBe('Artwork approved');
  });

  it('goes with the tax invoice, the transport and the number, and the dispatch mail says the e-way bill', async () => {
    const order = await bigOrder(token, enquiryId, EWAY_BUYERS.delhi);
    const issued = await issueInvoice(token, order._id, 'tax');
    expect(issued.status).toBe(201);
    expect((await giveTransport(token, order._id, ROAD)).status).toBe(200);
    expect((await keepEwayBill(token, order._id, { number: '281000654321', validUntil: '2099-06-30T23:59' })).status).toBe(200);
    const moved = await move(order._id, 'Dispatched', true);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.stage).toBe('Dispatched');
    // The one tax invoice staff issued, none other.
    expect((await taxInvoices(order._id)).map((each) => each.number)).toEqual([issued.body.data.number]);
    const [mail] = await smtp.mailsAbout(`Order ${order.number}: Dispatched`, 1);
    expect(mail.text).toContain('E-way bill: 281000654321 (valid until 30 Jun 2099, 11:59 pm IST).');
  });

  it('is refused when the e-way bill kept was made for a tax invoice since cancelled', async () => {
    const order = await bigOrder(token, enquiryId, EWAY_BUYERS.delhi);
    const first = (await issueInvoice(token, order._id, 'tax')).body.data;
    await giveTransport(token, order._id, ROAD);
    expect((await keepEwayBill(token, order._id, { number: '281000654322', validUntil: '2099-06-30T23:59' })).status).toBe(200);
    const cancelled = await cancelInvoice(token, first._id, 'Wrong quantity');
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const second = await issueInvoice(token, order._id, 'tax');
    expect(second.status).toBe(201);
    const refused = await move(order._id, 'Dispatched');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(`an e-way bill for tax invoice ${second.body.data.number}`);
  });
});

describe('dispatch under the threshold', () => {
  it('goes as before for a small order: its tax invoice issued in the same step, no e-way bill asked for', async () => {
    // 1,000 × 3.15 and the artwork's 500: 3,650 taxable, 4,307 with 18% GST.
    const { quotation } = await acceptedOrder(token, enquiryId, EWAY_BUYERS.delhi);
    const moved = await move(quotation._id, 'Dispatched');
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await taxInvoices(quotation._id)).toEqual([expect.objectContaining({ status: 'issued' })]);
  });

  it('goes for a big order when Settings raise the threshold past its value', async () => {
    await setThreshold(token, 100_000);
    try {
      const order = await bigOrder(token, enquiryId, EWAY_BUYERS.delhi);
      const moved = await move(order._id, 'Dispatched');
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body.data.stage).toBe('Dispatched');
    } finally {
      await setThreshold(token, 50_000);
    }
  });
});
