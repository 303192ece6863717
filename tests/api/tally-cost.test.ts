/**
 * What the Tally file and the month's pack cost in store requests, over a store of its own that counts them and
 * answers each 50 ms late (STORE_LATENCY_MS): the Tally file reads the month's register (which keeps each
 * buyer as invoiced) and its money register (each paid order's payments and billing), so it reads no invoice
 * and no order, however many there are; the pack adds each invoice's kept PDF once (its first drawing kept it:
 * src/lib/server/invoices/kept-pdfs.ts). A month recorded before those registers kept the party and the money reads as it
 * did then: one order per order paid in it and one invoice per party not paid. The figures are printed for the
 * report.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentsApi } from '../../src/lib/api/payments.ts';
import { returnsApi } from '../../src/lib/api/returns.ts';
import { todayInIndia } from '../../src/lib/format/dates.ts';
import { afterAnswersSettled, callEndpoint } from '../helpers/api.ts';
import { asRecordedBeforeRegisters } from '../helpers/books-registers.ts';
import { BUYERS, type BillingBody, LINE, acceptedOrder, gstin, issueInvoice } from '../helpers/invoice-orders.ts';
import { thisPeriod } from '../helpers/returns.ts';
import { withCostedStore } from '../helpers/costed-store.ts';

let token: string;
let enquiryId: string;
const { measured } = withCostedStore('tally cost', 'Counted Tally Label', (buyer) => ({ token, enquiryId } = buyer));

/** A buyer without a GSTIN in Punjab, and a registered one in Rajasthan: parties of their own. */
const PUNJAB: BillingBody = { legalName: 'Ludhiana Knits', address: '5 Focal Point, Ludhiana', state: 'Punjab' };
const RAJASTHAN: BillingBody = {
  legalName: 'Jaipur Block Prints Pvt Ltd',
  gstin: gstin('08AAACJ4321K1Z'),
  address: 'E-14, Sitapura Industrial Area',
  state: 'Rajasthan',
};

/** A tax invoice to `billing`, its order paid ₹1,000 when `paid`. */
async function invoiced(billing: BillingBody, paid = false) {
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

/** The store requests of one download (warm: the session, the settings and the rows' shards already read once). */
async function costOf(label: string, endpoint: typeof returnsApi.tally | typeof returnsApi.pack): Promise<number> {
  await callEndpoint(endpoint, { query: { period: thisPeriod() }, token });
  const { result, requests } = await measured(label, () => callEndpoint(endpoint, { query: { period: thisPeriod() }, token }));
  expect(result.status).toBe(200);
  return requests;
}

describe('the Tally file reads no invoice and no order', () => {
  it('costs the same whatever the month holds: more invoices, new buyers and payments read nothing more', async () => {
    // The session, the month's register, its money register and the quotations' rows (one listing: no shard
    // changed since the call before): 4.
    expect(await costOf('Tally, 2 invoices, 1 paid', returnsApi.tally)).toBe(4);
    await invoiced(BUYERS.maharashtra);
    await invoiced(PUNJAB);
    await invoiced(RAJASTHAN, true);
    expect(await costOf('Tally, 5 invoices to 4 buyers, 2 paid', returnsApi.tally)).toBe(4);
  }, 120_000);

  it('adds GSTR-1 and one read per invoice for the pack', async () => {
    const tally = await costOf('Tally, 5 invoices', returnsApi.tally);
    const pack = await costOf('pack, 5 invoices', returnsApi.pack);
    // GSTR-1's JSON and CSVs (the register and the shipping bills, twice: 4); each of the 5 PDFs, kept by the
    // warm-up call, one read (5); the rows once more for the summary (1).
    expect(pack - tally).toBeLessThanOrEqual(4 + 5 + 1);
  });

  it('reads a month recorded before the registers as it did then: each order paid, one invoice per party not paid', async () => {
    await asRecordedBeforeRegisters(todayInIndia().slice(0, 7));
    // The 4 above, Delhi's and Rajasthan's paid orders (their billing names their parties: 2), and one invoice
    // for Maharashtra (two invoices, one party) and one for Punjab (2).
    expect(await costOf('Tally, 5 invoices, recorded before the registers', returnsApi.tally)).toBe(4 + 2 + 2);
  });
});
