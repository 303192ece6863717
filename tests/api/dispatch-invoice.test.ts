/**
 * Dispatch needs the tax invoice (CGST Act s. 31: it is due at the removal of goods): moving an order to
 * Dispatched issues its tax invoice in the same step, or refuses the move naming why; and a store failing
 * between the two never leaves a dispatched order without one: the same move again finishes it, with the one
 * invoice.
 */
import { describe, expect, it } from 'vitest';
import { type BodyOf, quotationsApi } from '../../src/lib/api/index.ts';
import { finishPendingInvoices } from '../../src/lib/server/invoices/issue.ts';
import { quotations } from '../../src/lib/server/quotations/quotation-collection.ts';
import { callEndpoint } from '../helpers/api.ts';
import { failingStoreWrites } from '../helpers/failing-writes.ts';
import { BUYERS, acceptedOrder, withInvoiceBuyer } from '../helpers/invoice-orders.ts';

let token: string;
let enquiryId: string;
withInvoiceBuyer('Dispatched Label', (buyer) => ({ token, enquiryId } = buyer));
/** Store writes it is told to fail (500), every retry of them too, until healed. */
const store = failingStoreWrites();

type StageBody = BodyOf<typeof quotationsApi.stage>;
/** Staff move the order; production goes ahead of the advance with a reason, so only the invoice decides. */
const move = (id: string, stage: StageBody['stage']) =>
  callEndpoint(quotationsApi.stage, {
    params: { id },
    body: { stage, note: '', internalNote: '', notify: false, goAheadReason: 'Known buyer: advance waived' } as StageBody,
    token,
  });
const read = async (id: string) => (await callEndpoint(quotationsApi.get, { params: { id }, token })).body.data;
const taxInvoices = async (id: string) => (await read(id)).invoices?.filter((each) => each.kind === 'tax') ?? [];

describe('moving an order to Dispatched', () => {
  it('issues its tax invoice in the same step', async () => {
    const { quotation } = await acceptedOrder(token, enquiryId, BUYERS.delhi);
    expect((await move(quotation._id, 'In production')).status).toBe(200);
    expect(await taxInvoices(quotation._id)).toEqual([]);
    const moved = await move(quotation._id, 'Dispatched');
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.stage).toBe('Dispatched');
    const [tax] = moved.body.data.invoices!.filter((each) => each.kind === 'tax');
    expect(tax).toMatchObject({ status: 'issued', number: expect.stringMatching(/^INV\//) });
    // On to Delivered: the invoice stands, none other is issued.
    expect((await move(quotation._id, 'Delivered')).status).toBe(200);
    expect((await taxInvoices(quotation._id)).map((each) => each.number)).toEqual([tax.number]);
  });

  it.each([
    ['no billing details', undefined, /^Not dispatched: .*The buyer's billing details are missing/],
    [
      'an export to be confirmed',
      BUYERS.abroad,
      /^Not dispatched: .*Export, to be confirmed: the buyer bills from United States/,
    ],
  ] as const)('is refused with %s, naming it, and changes nothing', async (_case, billing, message) => {
    const { quotation } = await acceptedOrder(token, enquiryId, billing);
    const refused = await move(quotation._id, 'Dispatched');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(message);
    const after = await read(quotation._id);
    expect(after.stage).toBe('Artwork approved');
    expect(after.invoices?.filter((each) => each.kind === 'tax') ?? []).toEqual([]);
  });

  it('is refused straight to Delivered too: the goods leave all the same', async () => {
    const { quotation } = await acceptedOrder(token, enquiryId);
    expect((await move(quotation._id, 'Delivered')).body.message).toMatch(/^Not dispatched/);
    expect((await read(quotation._id)).stage).toBe('Artwork approved');
  });
});

describe('a store failing in the step', () => {
  it('after the invoice, before the stage: the order is invoiced, not dispatched, and the same move finishes it', async () => {
    const { quotation } = await acceptedOrder(token, enquiryId, BUYERS.maharashtra);
    const path = `quotations/${quotation._id}`;
    store.failing = (at, body) => at.endsWith(path) && body.includes('"stage":"Dispatched"');
    expect((await move(quotation._id, 'Dispatched')).status).toBe(503);
    store.failing = null;
    const between = await read(quotation._id);
    expect(between.stage).toBe('Artwork approved');
    const [tax] = between.invoices!.filter((each) => each.kind === 'tax');
    expect(tax).toMatchObject({ status: 'issued', number: expect.stringMatching(/^INV\//) });

    const again = await move(quotation._id, 'Dispatched');
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data.stage).toBe('Dispatched');
    expect((await taxInvoices(quotation._id)).map((each) => each.number)).toEqual([tax.number]);
  });

  it('in the issue: not dispatched; the move is refused while the issue is under way, and goes on once it is finished', async () => {
    const { quotation } = await acceptedOrder(token, enquiryId, BUYERS.delhi);
    store.failing = (at) => /invoice-numbers\/tax\/.*\/n\//.test(at);
    expect((await move(quotation._id, 'Dispatched')).status).toBe(503);
    store.failing = null;
    expect((await read(quotation._id)).stage).toBe('Artwork approved');
    const early = await move(quotation._id, 'Dispatched');
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/^Not dispatched: .*A tax invoice is being issued for this order just now/);

    // The housekeeping run a minute on finishes the issue with its number; the move then goes on with it.
    expect(await finishPendingInvoices(quotations, Date.now() + 120_000)).toBe(1);
    const [tax] = await taxInvoices(quotation._id);
    expect(tax).toMatchObject({ status: 'issued', number: expect.stringMatching(/^INV\//) });
    const moved = await move(quotation._id, 'Dispatched');
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await taxInvoices(quotation._id)).map((each) => each.number)).toEqual([tax.number]);
  });
});
