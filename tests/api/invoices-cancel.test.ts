/**
 * Cancelling an invoice (src/lib/server/invoices/issue.ts), over the real handlers and the local store: the
 * reason is required and bounded, and kept where the accountant and staff look (the register, the month's
 * list, the order's activity); two cancels at once leave one cancellation, the loser never taking away the
 * winner's pending mark; a change of the billing details racing an issue never leaves the order billed to one
 * buyer and invoiced to another. Each race is made on purpose: a store request of the first call is held until
 * the second has answered (tests/helpers/store-hold.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { quotationsApi } from '../../src/lib/api/index.ts';
import { invoicesApi } from '../../src/lib/api/invoices.ts';
import { STORE_NAMES, listKeys } from '../../src/lib/server/store/index.ts';
import type { QuotationBilling } from '../../src/lib/schemas/billing.ts';
import { callEndpoint } from '../helpers/api.ts';
import { BUYERS, acceptedOrder, cancelInvoice, issueInvoice, withInvoiceBuyer } from '../helpers/invoice-orders.ts';
import { storeHolds } from '../helpers/store-hold.ts';

let token = '';
let enquiryId = '';
withInvoiceBuyer('Cancelled Label', (buyer) => ({ token, enquiryId } = buyer));

let holds: ReturnType<typeof storeHolds> | undefined;
afterEach(() => {
  holds?.stop();
  holds = undefined;
});

const orderOf = async (id: string) => (await callEndpoint(quotationsApi.get, { params: { id }, token })).body.data;
const pending = () => listKeys(STORE_NAMES.meta, 'invoice-pending/');
/** An order with its tax invoice issued. */
async function invoicedOrder() {
  const { quotation } = await acceptedOrder(token, enquiryId, BUYERS.maharashtra);
  const issued = await issueInvoice(token, quotation._id, 'tax');
  expect(issued.status, JSON.stringify(issued.body)).toBe(201);
  return { quotationId: quotation._id, invoice: issued.body.data };
}
/** The billing details as the order holds them, as an invoice prints its buyer. */
const billedTo = ({ at: _at, by: _by, ...buyer }: QuotationBilling) => buyer;

describe('the reason for cancelling', () => {
  it('is required, at most 500 characters, and shown on the register, the list and the order', async () => {
    const { quotationId, invoice } = await invoicedOrder();
    const long = await cancelInvoice(token, invoice._id, 'x'.repeat(501));
    expect(long.status).toBe(400);
    expect(long.body.errors?.reason).toBe('Reason must be at most 500 characters');
    expect((await cancelInvoice(token, invoice._id, '   ')).status).toBe(400);

    const reason = 'Billed to the wrong branch';
    expect((await cancelInvoice(token, invoice._id, reason)).status).toBe(200);
    const month = invoice.date.slice(0, 7);
    const register = await callEndpoint(invoicesApi.register, { token, query: { month } });
    expect(register.body.data.find((line) => line.number === invoice.number)).toMatchObject({
      cancelled: true,
      cancelReason: reason,
    });
    const csv = new TextDecoder().decode(
      (await callEndpoint(invoicesApi.register, { token, query: { month, format: 'csv' } })).bytes,
    );
    expect(csv.split('\r\n').find((row) => row.startsWith(invoice.number))).toContain(reason);
    const list = await callEndpoint(invoicesApi.list, { token, query: { kind: 'tax', month } });
    expect(list.body.data.find((row) => row.number === invoice.number)).toMatchObject({
      status: 'cancelled',
      cancelReason: reason,
    });
    const events = (await orderOf(quotationId)).events ?? [];
    expect(events.filter((event) => event.kind === 'invoice-cancelled').map((event) => event.text)).toEqual([
      `Tax invoice ${invoice.number} cancelled: ${reason}`,
    ]);
  });
});

describe('two cancels at once', () => {
  it('leave one cancellation, and the loser never takes away the winner’s pending mark', async () => {
    const { quotationId, invoice } = await invoicedOrder();
    holds = storeHolds();
    // The first cancel is held as it writes the record; the second wins, and is held in writing the order's copy.
    const firstWrite = holds.hold('PUT', new RegExp(`site:invoices/${invoice._id}$`));
    const first = cancelInvoice(token, invoice._id, 'First reason');
    await firstWrite.reached;
    const copy = holds.hold('PUT', new RegExp(`site:quotations/${quotationId}$`));
    const second = cancelInvoice(token, invoice._id, 'Second reason');
    await copy.reached;
    firstWrite.release();
    const lost = await first;
    expect(lost.status, JSON.stringify(lost.body)).toBe(409);
    // The winner is still writing its copies: its mark stays, so a cut-off winner is finished by housekeeping.
    expect(await pending()).toEqual([`invoice-pending/${invoice._id}`]);
    copy.release();
    const won = await second;
    expect(won.status, JSON.stringify(won.body)).toBe(200);
    expect(won.body.data).toMatchObject({ status: 'cancelled', cancelReason: 'Second reason' });
    expect(await pending()).toEqual([]);
    const order = await orderOf(quotationId);
    expect(order.invoices?.filter((each) => each.kind === 'tax').map((each) => each.status)).toEqual(['cancelled']);
    expect(order.events?.filter((event) => event.kind === 'invoice-cancelled')).toHaveLength(1);
  });
});

describe('a change of billing details racing an issue', () => {
  const corrected = { ...BUYERS.maharashtra, address: 'Unit 9, Bhiwandi Textile Park' };
  const setBilling = (id: string) => callEndpoint(invoicesApi.setBilling, { params: { id }, body: corrected, token });

  /** Every standing tax invoice of the order is billed as the order is. */
  async function expectBilledAsInvoiced(quotationId: string) {
    const order = await orderOf(quotationId);
    const standing = (order.invoices ?? []).filter((each) => each.kind === 'tax' && each.status === 'issued');
    for (const summary of standing) {
      const read = await callEndpoint(invoicesApi.get, { params: { id: summary._id }, token });
      expect(read.body.data.buyer).toEqual(billedTo(order.billing!));
    }
    return order;
  }

  for (const [when, target] of [
    ['before it took a number', (id: string) => new RegExp(`site:meta/invoice-claims/${id}/tax/`)],
    ['after it took its number', () => /site:meta\/invoice-numbers\/tax\/[^/]+\/n\//],
  ] as const) {
    it(`${when}: the invoice is never left billed otherwise than the order`, async () => {
      const { quotation } = await acceptedOrder(token, enquiryId, BUYERS.maharashtra);
      holds = storeHolds();
      const held = holds.hold('PUT', target(quotation._id));
      const issuing = issueInvoice(token, quotation._id, 'tax');
      await held.reached;
      const changed = await setBilling(quotation._id);
      held.release();
      const issued = await issuing;
      expect([200, 409]).toContain(changed.status);
      expect([201, 409]).toContain(issued.status);
      const order = await expectBilledAsInvoiced(quotation._id);
      expect(order.billing?.address).toBe(changed.status === 200 ? corrected.address : BUYERS.maharashtra.address);
      if (issued.status === 409) expect(issued.body.message).toMatch(/billing details changed/i);
      expect(await pending()).toEqual([]);
      // Issued again, it is billed as the order now is.
      if (!order.invoices?.some((each) => each.kind === 'tax' && each.status === 'issued')) {
        const again = await issueInvoice(token, quotation._id, 'tax');
        expect(again.status, JSON.stringify(again.body)).toBe(201);
        await expectBilledAsInvoiced(quotation._id);
      }
    });
  }
});
