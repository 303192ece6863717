/**
 * What the e-way bill calls cost in store requests, over a store of their own that counts them and answers each
 * 50 ms late (STORE_LATENCY_MS, Netlify Blobs over the network): the transport and the number (each one
 * conditional write of the order and its follow-ups), the portal's JSON (the order and its tax invoice), and a
 * dispatch refused for its e-way bill (no more than a move reads).
 */
import { describe, expect, it } from 'vitest';
import { quotationsApi } from '../../src/lib/api/index.ts';
import { callEndpoint } from '../helpers/api.ts';
import { issueInvoice } from '../helpers/invoice-orders.ts';
import { EWAY_BUYERS, ROAD, bigOrder, ewayBillJson, readOrder } from './eway-bill-orders.ts';
import { ewayBillsApi } from '../../src/lib/api/eway-bills.ts';
import { withCostedStore } from '../helpers/costed-store.ts';

let token: string;
let enquiryId: string;
const { measured } = withCostedStore('e-way bill cost', 'Costed Consignment', (buyer) => ({ token, enquiryId } = buyer));

describe('store requests of e-way bills (50 ms each)', () => {
  it('the transport, the JSON, the number and a refused dispatch stay within their bounds', async () => {
    const order = await bigOrder(token, enquiryId, EWAY_BUYERS.delhi);
    const params = { id: order._id };

    const refused = await measured('dispatch refused', () =>
      callEndpoint(quotationsApi.stage, {
        params,
        body: { stage: 'Dispatched', note: '', internalNote: '', notify: false, goAheadReason: 'Known buyer' },
        token,
      }),
    );
    expect(refused.result.status).toBe(409);
    // The session, the settings (cached a minute) and the order: nothing written.
    expect(refused.requests).toBeLessThanOrEqual(3);

    expect((await issueInvoice(token, order._id, 'tax')).status).toBe(201);
    const { version } = await readOrder(token, order._id);
    const transport = await measured('transport', () =>
      callEndpoint(ewayBillsApi.transport, { params, body: ROAD, token, headers: { 'if-match': `"${version}"` } }),
    );
    expect(transport.result.status).toBe(200);
    expect(transport.requests).toBeLessThanOrEqual(12);

    const json = await measured('portal JSON', () => ewayBillJson(token, order._id));
    expect(json.result.status).toBe(200);
    // The session, the order and its tax invoice.
    expect(json.requests).toBeLessThanOrEqual(3);

    const number = await measured('e-way bill number', () =>
      callEndpoint(ewayBillsApi.number, {
        params,
        body: { number: '181000123456', validUntil: '2099-01-01T23:59' },
        token,
        headers: { 'if-match': `"${transport.result.body.data.version}"` },
      }),
    );
    expect(number.result.status).toBe(200);
    expect(number.requests).toBeLessThanOrEqual(12);
  });
});
