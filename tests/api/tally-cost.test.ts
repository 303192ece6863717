/**
 * What the Tally file and the month's pack cost in store requests, over a store of its own that counts them and
 * answers each 50 ms late (STORE_LATENCY_MS): the Tally file reads no invoice per invoice, only one per party
 * not paid in the month (a second invoice to the same buyer costs nothing more), and the pack reads each
 * invoice once for both its PDF and the Tally file (and, as the invoice's PDF prints it, its e-way bill). The figures are printed for the report.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentsApi } from '../../src/lib/api/payments.ts';
import { returnsApi } from '../../src/lib/api/returns.ts';
import { afterAnswersSettled, callEndpoint } from '../helpers/api.ts';
import { BUYERS, LINE, acceptedOrder, issueInvoice } from '../helpers/invoice-orders.ts';
import { thisPeriod } from '../helpers/returns.ts';
import { withCostedStore } from '../helpers/costed-store.ts';

let token: string;
let enquiryId: string;
const { measured } = withCostedStore('tally cost', 'Counted Tally Label', (buyer) => ({ token, enquiryId } = buyer));

/** A tax invoice to `billing`, its order paid ₹1,000 when `paid`. */
async function invoiced(billing: typeof BUYERS.delhi | typeof BUYERS.maharashtra, paid = false) {
  const { quotation } = await acceptedOrder(token, enquiryId, billing, { lines: [LINE], charges: [] });
  const issued = await issueInvoice(token, quotation._id, 'tax');
  expect(issued.status, JSON.stringify(issued.body)).toBe(201);
  if (paid) {
    const body = { amount: 1000, method: 'UPI' as const, reference: '412345678901' };
    expect((await callEndpoint(paymentsApi.record, { params: { id: quotation._id }, body, token })).status).toBe(200);
  }
  await afterAnswersSettled();
}

beforeAll(async () => {
  await invoiced(BUYERS.delhi, true);
  await invoiced(BUYERS.maharashtra);
}, 120_000);

/** The store requests of one download (warm: the session and the settings already read once). */
async function costOf(label: string, endpoint: typeof returnsApi.tally | typeof returnsApi.pack): Promise<number> {
  await callEndpoint(endpoint, { query: { period: thisPeriod() }, token });
  const { result, requests } = await measured(label, () => callEndpoint(endpoint, { query: { period: thisPeriod() }, token }));
  expect(result.status).toBe(200);
  return requests;
}

describe('the Tally file and the pack read each record once', () => {
  it('reads one invoice per party not paid in the month: a second invoice to the same buyer reads nothing more', async () => {
    const two = await costOf('Tally, 2 invoices', returnsApi.tally);
    // The session, the register, the rows, the paid order and Maharashtra's invoice (Delhi's buyer is the order's).
    expect(two).toBeLessThanOrEqual(8);
    await invoiced(BUYERS.maharashtra);
    expect(await costOf('Tally, 3 invoices, 2 to one buyer', returnsApi.tally)).toBe(two);
  });

  it('adds GSTR-1 and one read per invoice for the pack, the party’s invoice read for Tally handed to its PDF', async () => {
    const tally = await costOf('Tally, 3 invoices', returnsApi.tally);
    const pack = await costOf('pack, 3 invoices', returnsApi.pack);
    // GSTR-1's JSON and CSVs (the register and the shipping bills, twice: 4); each PDF its invoice (two: the
    // one Tally read for Maharashtra's party is handed over) and its e-way bill, which the invoice's PDF prints
    // (three); the rows once more for the summary (1).
    expect(pack - tally).toBeLessThanOrEqual(4 + 2 + 3 + 1);
  });
});
