/**
 * What credit notes cost in store requests, over a store of its own that counts them and answers each 50 ms late
 * (STORE_LATENCY_MS, Netlify Blobs over the network): an issue, a read, its PDF, and the month's list. Bounds on
 * the requests, so a change that reads per note or per order is seen; the figures are printed for docs/decisions.md.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalBlobs, startLocalBlobs } from '../../scripts/runtime/local-blobs.ts';
import { invoicesApi } from '../../src/lib/api/invoices.ts';
import { callEndpoint } from '../helpers/api.ts';
import { BUYERS, startInvoiceBuyer } from '../helpers/invoice-orders.ts';
import { issueNote, taxInvoiced } from '../helpers/note-orders.ts';
import { stopQuotationBuyer } from '../helpers/quotation-buyer.ts';
import type { TestSmtp } from '../helpers/smtp.ts';
import { storeRequests } from '../helpers/records.ts';

let blobs: LocalBlobs;
let directory: string;
let smtp: TestSmtp;
let token: string;
let enquiryId: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'labels-notes-cost-'));
  process.env.STORE_LATENCY_MS = '50';
  blobs = await startLocalBlobs(directory);
  delete process.env.STORE_LATENCY_MS;
  ({ smtp, token, enquiryId } = await startInvoiceBuyer('Costed Note Label'));
});
afterAll(async () => {
  await stopQuotationBuyer({ smtp });
  await blobs.stop();
  await rm(directory, { recursive: true, force: true });
});

/** The store requests `work` makes, with what it leaves after its answer given a moment to land. */
async function requestsOf<T>(label: string, work: () => Promise<T>): Promise<{ value: T; count: number }> {
  const first = storeRequests(blobs);
  const value = await work();
  await new Promise((resolve) => setTimeout(resolve, 300));
  const count = storeRequests(blobs) - first;
  console.log(`[notes cost] ${label}: ${count} store requests at 50 ms each`);
  return { value, count };
}

describe('store requests of notes (50 ms each)', () => {
  it('an issue, a read, a PDF and the month’s list stay within their bounds', async () => {
    const { invoice } = await taxInvoiced(token, enquiryId, BUYERS.delhi);
    const issued = await requestsOf('a credit note issued', () =>
      issueNote(token, invoice._id, { kind: 'credit', reason: 'sales-return', lines: [{ index: 0, quantity: 10 }] }),
    );
    expect(issued.value.status).toBe(201);
    expect(issued.count).toBeLessThanOrEqual(50);
    const id = issued.value.body.data._id;
    const read = await requestsOf('a note read', () => callEndpoint(invoicesApi.get, { params: { id }, token }));
    expect(read.value.status).toBe(200);
    expect(read.count).toBeLessThanOrEqual(4);
    const pdf = await requestsOf('a note’s PDF', () => callEndpoint(invoicesApi.pdf, { params: { id }, token }));
    expect(pdf.value.status).toBe(200);
    expect(pdf.count).toBeLessThanOrEqual(4);
    const month = issued.value.body.data.date.slice(0, 7);
    const list = await requestsOf('the month’s credit notes', () =>
      callEndpoint(invoicesApi.list, { query: { month, kind: 'credit' }, token }),
    );
    expect(list.value.body.data.map((row) => row._id)).toContain(id);
    expect(list.count).toBeLessThanOrEqual(4);
  });
});
