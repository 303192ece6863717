/**
 * An issue cut off by a failing store leaves no gap in the numbers (src/lib/server/invoices/issue.ts): cut off
 * before its number was written (the number's key refused), or after it was taken (the order's summary
 * refused), the call answers 503, a retry is told it is under way, and the housekeeping run finishes it with
 * the number it took or the next one, never a second; the next invoice takes the number after.
 */
import { describe, expect, it } from 'vitest';
import { invoicesApi } from '../../src/lib/api/invoices.ts';
import { financialYear } from '../../src/lib/gst/financial-year.ts';
import { STORE_NAMES, listKeys } from '../../src/lib/server/store/index.ts';
import { callEndpoint } from '../helpers/api.ts';
import { failingStoreWrites } from '../helpers/failing-writes.ts';
import { BUYERS, acceptedOrder, finishInvoicesLeftUnderWay, taxInvoicesOf, withInvoiceBuyer } from '../helpers/invoice-orders.ts';

let token: string;
let enquiryId: string;
/** A tax invoice number of the financial year the test runs in (a file loaded on 31 March may run on 1 April). */
const taxNumber = (sequence: number) => `INV/${financialYear(new Date()).label}/${String(sequence).padStart(4, '0')}`;
const sequenceOf = (number: string) => Number(number.split('/').at(-1));

withInvoiceBuyer('Repaired Label', (buyer) => ({ token, enquiryId } = buyer));
/** Store writes it is told to fail (500), every retry of them too, until healed. */
const store = failingStoreWrites();

const issueTax = (quotationId: string) =>
  callEndpoint(invoicesApi.issue, { params: { id: quotationId }, body: { kind: 'tax' }, token });

describe('an issue cut off by the store', () => {
  it('before its number was taken: finished later with the next number, and no gap after it', async () => {
    const { quotation } = await acceptedOrder(token, enquiryId, BUYERS.maharashtra);
    store.failing = /invoice-numbers\/tax\/.*\/n\//;
    expect((await issueTax(quotation._id)).status).toBe(503);
    store.failing = null;
    // The invoice is stored and holds the order's place: a retry is told so rather than making a second.
    const retry = await issueTax(quotation._id);
    expect(retry.status).toBe(409);
    expect(retry.body.message).toBe('A tax invoice is being issued for this order just now');
    expect(await taxInvoicesOf(token, quotation._id)).toEqual([]);

    expect(await finishInvoicesLeftUnderWay()).toBe(1);
    expect((await taxInvoicesOf(token, quotation._id)).map((each) => [each.number, each.status])).toEqual([
      [taxNumber(1), 'issued'],
    ]);
    expect(await listKeys(STORE_NAMES.meta, 'invoice-pending/')).toEqual([]);
    const next = await issueTax((await acceptedOrder(token, enquiryId, BUYERS.delhi)).quotation._id);
    expect(next.body.data.number).toBe(taxNumber(2));
  });

  it('after its number was taken: finished with that number, never a second', async () => {
    const before = await issueTax((await acceptedOrder(token, enquiryId, BUYERS.maharashtra)).quotation._id);
    const last = sequenceOf(before.body.data.number);
    const { quotation } = await acceptedOrder(token, enquiryId, BUYERS.delhi);
    store.failing = new RegExp(`quotations/${quotation._id}$`);
    expect((await issueTax(quotation._id)).status).toBe(503);
    store.failing = null;
    expect(await taxInvoicesOf(token, quotation._id)).toEqual([]);

    expect(await finishInvoicesLeftUnderWay()).toBe(1);
    const [summary] = await taxInvoicesOf(token, quotation._id);
    expect(summary).toMatchObject({ number: taxNumber(last + 1), status: 'issued' });
    const read = await callEndpoint(invoicesApi.get, { params: { id: summary._id }, token });
    expect(read.body.data.number).toBe(taxNumber(last + 1));
    const register = await callEndpoint(invoicesApi.list, {
      token,
      query: { kind: 'tax', month: read.body.data.date.slice(0, 7) },
    });
    expect(register.body.data.map((row) => row.number).slice(-2)).toEqual([taxNumber(last), taxNumber(last + 1)]);
    const next = await issueTax((await acceptedOrder(token, enquiryId, BUYERS.maharashtra)).quotation._id);
    expect(next.body.data.number).toBe(taxNumber(last + 2));
  });
});
