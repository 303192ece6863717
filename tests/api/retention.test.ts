/**
 * The retention run over the real handlers and the local store: enquiries older than the retention period that
 * never became an order are anonymised, with their quotations never accepted; newer ones and orders stay whole; a
 * second run changes nothing; a small batch goes on where the last run stopped; the activity list says what it did.
 * The run is given a "now" 36 months ahead, so what the test stores is old to it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactsApi } from '../../src/lib/api/index.ts';
import { inboxes } from '../../src/lib/server/collections.ts';
import { anonymiseExpiredEnquiries, retentionCutoff } from '../../src/lib/server/privacy/retention.ts';
import { quotations } from '../../src/lib/server/quotations/quotation-collection.ts';
import { activityPage } from '../../src/lib/server/team/activity.ts';
import { callEndpoint } from '../helpers/api.ts';
import { BUYERS, acceptedOrder, sentQuotation, setCompanyTax } from '../helpers/invoice-orders.ts';
import { type QuotationBuyer, startQuotationBuyer, stopQuotationBuyer } from '../helpers/quotation-buyer.ts';
import { sentQuoteRequest, unique, valid } from './fixtures.ts';

let buyer: QuotationBuyer;

beforeAll(async () => {
  buyer = await startQuotationBuyer('Retention label', 'Ram Kumar');
  await setCompanyTax(buyer.token);
});
afterAll(() => stopQuotationBuyer(buyer));

/** 36 months after `at`: the instant whose cut-off is `at`. */
function threeYearsAfter(at: number) {
  const later = new Date(at);
  later.setUTCMonth(later.getUTCMonth() + 36);
  expect(retentionCutoff(later.getTime(), 36).getTime()).toBe(at);
  return later.getTime();
}

const run = (now: number, limit = 2000) => anonymiseExpiredEnquiries(now, { deadline: Date.now() + 20_000, limit });

async function contact(label: string) {
  const name = unique(label);
  const email = `${name.replace(/\W+/g, '.').toLowerCase()}@example.in`;
  const sent = await callEndpoint(contactsApi.create, { body: valid.contact({ name, email, message: `Message of ${name}` }) });
  expect(sent.status).toBe(201);
  return (await inboxes.contacts.query({ q: email }, 1, 1))[0];
}

const retentionEntries = async () =>
  (await activityPage(1, 100)).data.filter((entry) => entry.target.kind === 'privacy' && entry.target.id === 'retention');

describe('the retention run', () => {
  it('anonymises old enquiries that never became an order, twice safely, and logs it', async () => {
    const old = await contact('Old Contact');
    const quoted = await sentQuoteRequest(buyer.token, {
      name: unique('Quoted Buyer'),
      email: 'quoted@example.in',
      phone: '9810000001',
      lines: [{ productId: buyer.productId, quantity: 300 }],
    });
    const quotation = await sentQuotation(buyer.token, quoted._id);
    const ordered = await sentQuoteRequest(buyer.token, {
      name: unique('Ordered Buyer'),
      email: 'ordered@example.in',
      phone: '9810000002',
      lines: [{ productId: buyer.productId, quantity: 3000 }],
    });
    const { quotation: order } = await acceptedOrder(buyer.token, ordered._id, BUYERS.delhi);
    const boundary = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const recent = await contact('Recent Contact');

    expect(await run(threeYearsAfter(boundary))).toBe(3); // the old contact, the quoted request, and the buyer's first request
    const [oldNow, recentNow, quotedNow, orderedNow] = await Promise.all([
      inboxes.contacts.get(old._id),
      inboxes.contacts.get(recent._id),
      inboxes.quotes.get(quoted._id),
      inboxes.quotes.get(ordered._id),
    ]);
    expect(oldNow).toMatchObject({ name: 'Erased', email: '', phone: '', message: '', company: old.company });
    expect(quotedNow).toMatchObject({ name: 'Erased', email: '', phone: '' });
    expect(recentNow).toEqual(recent);
    expect(orderedNow).toMatchObject({ name: ordered.name, email: 'ordered@example.in' });
    expect((await quotations.get(quotation._id))?.customer).toEqual({ name: 'Erased', email: '', phone: '', company: '' });
    expect((await quotations.get(order._id))?.customer.email).toBe('ordered@example.in');
    expect((await retentionEntries())[0]).toMatchObject({ action: 'Anonymised 3 enquiries past the retention period' });

    expect(await run(threeYearsAfter(boundary))).toBe(0);
    expect(await inboxes.contacts.get(old._id)).toEqual(oldNow);
    expect(await retentionEntries()).toHaveLength(1);
  });

  it('does a batch a run and goes on where it stopped', async () => {
    const made = [await contact('Batch One'), await contact('Batch Two'), await contact('Batch Three')];
    const boundary = Date.now();
    const now = threeYearsAfter(boundary);
    // Four are old to this run: these three and the first test's recent contact.
    expect(await run(now, 3)).toBe(3);
    expect(await run(now, 3)).toBe(1);
    expect(await run(now, 3)).toBe(0);
    for (const enquiry of made) expect(await inboxes.contacts.get(enquiry._id)).toMatchObject({ name: 'Erased', email: '' });
  });
});
