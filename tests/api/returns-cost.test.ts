/**
 * What the returns' calls cost in store requests, over a store of its own that counts them and answers each
 * 50 ms late (STORE_LATENCY_MS, Netlify Blobs over the network): GSTR-1 of a month as JSON and as the CSVs'
 * ZIP, the check, the year's periods, a shipping bill and a period marked filed. Bounds, so a change that
 * makes a read per invoice is seen; the figures are printed for the report.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { invoicesApi } from '../../src/lib/api/invoices.ts';
import { returnsApi } from '../../src/lib/api/returns.ts';
import { todayInIndia } from '../../src/lib/format/dates.ts';
import { callEndpoint } from '../helpers/api.ts';
import { BUYERS, LINE, acceptedOrder, issueInvoice } from '../helpers/invoice-orders.ts';
import { lastMonth, thisPeriod, unregisteredBuyer } from '../helpers/returns.ts';
import { periodOfMonthKey } from '../../src/lib/gst/periods.ts';
import { withCostedStore } from '../helpers/costed-store.ts';

let token: string;
let enquiryId: string;
let exportId: string;

const { measured } = withCostedStore('returns cost', 'Counted Label', (buyer) => ({ token, enquiryId } = buyer));
beforeAll(async () => {
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

describe('store requests of the returns (50 ms each)', () => {
  it('GSTR-1 of a month reads its register and its shipping bills, whatever the invoices', async () => {
    const query = { period: thisPeriod() };
    // The settings are read once a minute per process: the bound is on a call after the first.
    await callEndpoint(returnsApi.gstr1, { query, token });
    const json = await measured('GSTR-1 JSON', () => callEndpoint(returnsApi.gstr1, { query, token }));
    expect(json.result.status).toBe(200);
    // The session's read (every signed-in call's), the month's register and its shipping bills; one more for what
    // earlier calls left going.
    expect(json.requests).toBeLessThanOrEqual(4);
    const zip = await measured('GSTR-1 CSV ZIP', () =>
      callEndpoint(returnsApi.gstr1, { query: { ...query, format: 'csv' }, token }),
    );
    expect(zip.result.status).toBe(200);
    expect(zip.requests).toBeLessThanOrEqual(4);
    const check = await measured('check', () => callEndpoint(returnsApi.check, { query, token }));
    expect(check.result.status).toBe(200);
    expect(check.requests).toBeLessThanOrEqual(4);
  });

  it('the year, a shipping bill and a period filed stay within their bounds', async () => {
    const periods = await measured("the year's periods", () => callEndpoint(returnsApi.periods, { token }));
    expect(periods.result.status).toBe(200);
    // Each month begun: its register and shipping bills; each of the 12 periods: its filing; and the session.
    expect(periods.requests).toBeLessThanOrEqual(38);
    const bill = await measured('shipping bill', () =>
      callEndpoint(returnsApi.shippingBill, {
        params: { id: exportId },
        body: { portCode: 'INNSA1', number: '1234567', date: todayInIndia() },
        token,
      }),
    );
    expect(bill.result.status, JSON.stringify(bill.result.body)).toBe(200);
    expect(bill.requests).toBeLessThanOrEqual(8);
    // Last month's: a period is marked filed once it has ended.
    const filed = await measured('period filed', () =>
      callEndpoint(returnsApi.filed, {
        params: { period: periodOfMonthKey(lastMonth()) },
        body: { arn: 'AA0711260012345', date: todayInIndia() },
        token,
      }),
    );
    expect(filed.result.status).toBe(200);
    expect(filed.requests).toBeLessThanOrEqual(10);
  });
});
