/**
 * What the returns' calls cost in store requests, over a store of its own that counts them and answers each
 * 50 ms late (STORE_LATENCY_MS, Netlify Blobs over the network): GSTR-1 of a month as JSON and as the CSVs'
 * ZIP, the check, the year's periods, a shipping bill and a period marked filed. Bounds, so a change that
 * makes a read per invoice is seen; the figures are printed for the report.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalBlobs, startLocalBlobs } from '../../scripts/runtime/local-blobs.ts';
import { invoicesApi } from '../../src/lib/api/invoices.ts';
import { returnsApi } from '../../src/lib/api/returns.ts';
import { todayInIndia } from '../../src/lib/format/dates.ts';
import { callEndpoint } from '../helpers/api.ts';
import { BUYERS, LINE, acceptedOrder, issueInvoice, startInvoiceBuyer } from '../helpers/invoice-orders.ts';
import { stopQuotationBuyer } from '../helpers/quotation-buyer.ts';
import { storeRequests } from '../helpers/records.ts';
import { thisPeriod, unregisteredBuyer } from '../helpers/returns.ts';
import type { TestSmtp } from '../helpers/smtp.ts';

let blobs: LocalBlobs;
let directory: string;
let smtp: TestSmtp;
let token: string;
let enquiryId: string;
let exportId: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'labels-returns-cost-'));
  process.env.STORE_LATENCY_MS = '50';
  blobs = await startLocalBlobs(directory);
  delete process.env.STORE_LATENCY_MS;
  ({ smtp, token, enquiryId } = await startInvoiceBuyer('Counted Label'));
  const terms = { lines: [LINE], charges: [] };
  for (const billing of [BUYERS.delhi, BUYERS.maharashtra, unregisteredBuyer('Rajasthan'), BUYERS.abroad]) {
    const { quotation } = await acceptedOrder(token, enquiryId, billing, terms);
    if (billing === BUYERS.abroad)
      await callEndpoint(invoicesApi.setSupply, { params: { id: quotation._id }, body: { treatment: 'export' }, token });
    const issued = await issueInvoice(token, quotation._id, 'tax');
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    exportId = issued.body.data._id;
  }
}, 120_000);
afterAll(async () => {
  await stopQuotationBuyer({ smtp });
  await blobs.stop();
  await rm(directory, { recursive: true, force: true });
});

/** The store requests `work` makes (and what its answer left going, once settled), printed with its time. */
async function costOf<T>(label: string, work: () => Promise<T>): Promise<{ answer: T; requests: number }> {
  const before = storeRequests(blobs);
  const started = performance.now();
  const answer = await work();
  const ms = Math.round(performance.now() - started);
  // test-patterns: allow the activity entry a write leaves after its answer is counted with it, as in invoices-cost
  await new Promise((resolve) => setTimeout(resolve, 300));
  const requests = storeRequests(blobs) - before;
  console.log(`[returns cost] ${label}: ${requests} store requests, ${ms} ms at 50 ms a request`);
  return { answer, requests };
}

describe('store requests of the returns (50 ms each)', () => {
  it('GSTR-1 of a month reads its register and its shipping bills, whatever the invoices', async () => {
    const query = { period: thisPeriod() };
    // The settings are read once a minute per process: the bound is on a call after the first.
    await callEndpoint(returnsApi.gstr1, { query, token });
    const json = await costOf('GSTR-1 JSON', () => callEndpoint(returnsApi.gstr1, { query, token }));
    expect(json.answer.status).toBe(200);
    // The session's read (every signed-in call's), the month's register and its shipping bills; one more for what
    // earlier calls left going.
    expect(json.requests).toBeLessThanOrEqual(4);
    const zip = await costOf('GSTR-1 CSV ZIP', () =>
      callEndpoint(returnsApi.gstr1, { query: { ...query, format: 'csv' }, token }),
    );
    expect(zip.answer.status).toBe(200);
    expect(zip.requests).toBeLessThanOrEqual(4);
    const check = await costOf('check', () => callEndpoint(returnsApi.check, { query, token }));
    expect(check.answer.status).toBe(200);
    expect(check.requests).toBeLessThanOrEqual(4);
  });

  it('the year, a shipping bill and a period filed stay within their bounds', async () => {
    const periods = await costOf("the year's periods", () => callEndpoint(returnsApi.periods, { token }));
    expect(periods.answer.status).toBe(200);
    // Each month begun: its register and shipping bills; each of the 12 periods: its filing; and the session.
    expect(periods.requests).toBeLessThanOrEqual(38);
    const bill = await costOf('shipping bill', () =>
      callEndpoint(returnsApi.shippingBill, {
        params: { id: exportId },
        body: { portCode: 'INNSA1', number: '1234567', date: todayInIndia() },
        token,
      }),
    );
    expect(bill.answer.status, JSON.stringify(bill.answer.body)).toBe(200);
    expect(bill.requests).toBeLessThanOrEqual(8);
    const filed = await costOf('period filed', () =>
      callEndpoint(returnsApi.filed, {
        params: { period: thisPeriod() },
        body: { arn: 'AA0711260012345', date: todayInIndia() },
        token,
      }),
    );
    expect(filed.answer.status).toBe(200);
    expect(filed.requests).toBeLessThanOrEqual(10);
  });
});
