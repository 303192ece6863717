/**
 * What the e-way bill calls cost in store requests, over a store of their own that counts them and answers each
 * 50 ms late (STORE_LATENCY_MS, Netlify Blobs over the network): the transport and the number (each one
 * conditional write of the order and its follow-ups), the portal's JSON (the order and its tax invoice), and a
 * dispatch refused for its e-way bill (no more than a move reads).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalBlobs, startLocalBlobs } from '../../scripts/runtime/local-blobs.ts';
import { quotationsApi } from '../../src/lib/api/index.ts';
import { callEndpoint } from '../helpers/api.ts';
import { issueInvoice, startInvoiceBuyer } from '../helpers/invoice-orders.ts';
import { stopQuotationBuyer } from '../helpers/quotation-buyer.ts';
import { storeRequests } from '../helpers/records.ts';
import type { TestSmtp } from '../helpers/smtp.ts';
import { EWAY_BUYERS, ROAD, bigOrder, ewayBillJson, readOrder } from './eway-bill-orders.ts';
import { ewayBillsApi } from '../../src/lib/api/eway-bills.ts';

let blobs: LocalBlobs;
let directory: string;
let smtp: TestSmtp;
let token: string;
let enquiryId: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'labels-eway-cost-'));
  process.env.STORE_LATENCY_MS = '50';
  blobs = await startLocalBlobs(directory);
  delete process.env.STORE_LATENCY_MS;
  ({ smtp, token, enquiryId } = await startInvoiceBuyer('Costed Consignment'));
});
afterAll(async () => {
  await stopQuotationBuyer({ smtp });
  await blobs.stop();
  await rm(directory, { recursive: true, force: true });
});

/** A call's store requests and time; work it left after its answer is given a moment to show. */
async function measured<T>(label: string, work: () => Promise<T>): Promise<{ result: T; requests: number }> {
  const before = storeRequests(blobs);
  const started = performance.now();
  const result = await work();
  const ms = Math.round(performance.now() - started);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const requests = storeRequests(blobs) - before;
  console.log(`[e-way bill cost] ${label}: ${requests} store requests, ${ms} ms at 50 ms a request`);
  return { result, requests };
}

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
