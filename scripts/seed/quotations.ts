/**
 * Demo quotations, so a newcomer sees the quotations, the Orders screen and the report filled: made from
 * the demo quote requests and sent through the same code as the API (the PDF, the outbox, the customer's
 * answers, the order's stages), one at each place on the way from a draft to a delivered order.
 */
import * as v from 'valibot';
import { quotationCreateSchema } from '../../src/lib/schemas/quotations.ts';
import type { Person } from '../../src/lib/server/person.ts';
import { randomBytes } from 'node:crypto';
import { quotationTotals, quotationYear } from '../../src/lib/quotation.ts';
import { inboxes, products } from '../../src/lib/server/collections.ts';
import { newId } from '../../src/lib/server/ids.ts';
import { recordPayment } from '../../src/lib/server/payments/record.ts';
import { moneyOf, paymentTerms } from '../../src/lib/server/payments/terms.ts';
import { allocateQuotationNumber } from '../../src/lib/server/quotations/numbers.ts';
import { withRequestScope } from '../../src/lib/server/request-scope.ts';
import { quotations } from '../../src/lib/server/quotations/collection.ts';
import { customerAccept, customerAnswer, customerSample } from '../../src/lib/server/quotations/customer.ts';
import { expireAndRemind } from '../../src/lib/server/quotations/expiry.ts';
import { markOpen } from '../../src/lib/server/quotations/follow-ups.ts';
import { moveOrder, recordAcceptance } from '../../src/lib/server/quotations/order.ts';
import { createQuotation } from '../../src/lib/server/quotations/record.ts';
import { sendQuotation } from '../../src/lib/server/quotations/sending.ts';
import { STORE_NAMES, writeJSON } from '../../src/lib/server/store.ts';
import type { Quotation, QuotationEvent } from '../../src/lib/types.ts';

/** The meta key naming one demo quotation's customer page, which `npm start` prints. */
export const DEMO_CUSTOMER_PAGE_KEY = 'site/demo-customer-page';

const STAFF: Person = { id: 'demo', name: 'Asha (demo)', email: 'asha@example.com', role: 'Admin', sessionId: '' };
const HOME = '127.0.0.1';

const TERMS = {
  leadTime: '12 working days after the sample is approved',
  terms: '50% advance with the order, the rest before dispatch',
  taxPercent: 18,
  charges: [{ label: 'Artwork and sample', amount: 750 }],
};

async function made(enquiryId: string, extra: object = {}): Promise<Quotation> {
  // Through the API's own schema, for its defaults (currency, validity) as a call would get them.
  const { quotation } = await createQuotation(v.parse(quotationCreateSchema, { enquiryId, ...TERMS, ...extra }), STAFF);
  return quotation;
}

async function sent(enquiryId: string, extra: object = {}): Promise<Quotation> {
  const quotation = await made(enquiryId, extra);
  await sendQuotation(quotation._id, '', undefined, STAFF);
  return (await quotations.get(quotation._id))!;
}

const DAY = 24 * 60 * 60 * 1000;
const BUYERS = ['Kavya Menon', 'Arjun Mehta', 'Fatima Sheikh', 'Rohan Gupta', 'Isha Reddy', 'Tom Walker', 'Leela Pillai'];

/**
 * A year of history behind them, so the report has months to compare: each past month a few requests, and a
 * quotation for most, sent two days after the request, then accepted and dispatched, declined or expired.
 * Written as the records would stand today (their ids carry their dates), through the same collections.
 */
async function seedHistory(products: { _id: string; name: string; price: number }[]) {
  let made = 0;
  for (let monthsBack = 10; monthsBack >= 1; monthsBack -= 1) {
    const perMonth = 2 + ((monthsBack * 7) % 3);
    for (let index = 0; index < perMonth; index += 1) {
      made += 1;
      // Every step of it (the latest 32 days after the request) in the past.
      const requestAt = Date.now() - (monthsBack * 30 + 35) * DAY + index * 5 * DAY;
      const product = products[made % products.length];
      const name = BUYERS[made % BUYERS.length];
      const quantity = [500, 1000, 2000, 5000][made % 4];
      const request = await withRequestScope({ submissionId: newId(requestAt) }, () =>
        inboxes.quotes.create({
          name,
          email: `${name.split(' ')[0].toLowerCase()}@example.in`,
          phone: '9810012345',
          address: '',
          quantity,
          productId: product._id,
          productName: product.name,
          image: '',
          status: 'Quoted',
          remark: '',
        } as never),
      );
      if (made % 5 === 0) continue; // not every request was quoted
      const sentAt = new Date(requestAt + 2 * DAY).toISOString();
      const outcome = made % 4 === 0 ? 'Declined' : made % 6 === 0 ? 'Expired' : 'Accepted';
      const lines = [{ productId: product._id, description: product.name, quantity, unitPrice: product.price }];
      const total = quotationTotals({ lines, charges: TERMS.charges, taxPercent: TERMS.taxPercent }).total;
      const at = (days: number) => new Date(requestAt + days * DAY).toISOString();
      const events: QuotationEvent[] = [{ kind: 'sent', at: sentAt, by: STAFF.name, revision: 1 }];
      const accepted = outcome === 'Accepted';
      if (accepted) {
        events.push({ kind: 'accepted', at: at(6), by: 'customer', revision: 1 });
        for (const [days, stage] of [
          [6, 'Artwork approved'],
          [9, 'Sample sent'],
          [12, 'Sample approved'],
          [13, 'In production'],
          [21, 'Dispatched'],
          [24, 'Delivered'],
        ] as const)
          events.push({ kind: 'stage', at: at(days), by: STAFF.name, stage, notified: true });
      } else
        events.push({
          kind: outcome === 'Declined' ? 'declined' : 'expired',
          at: at(outcome === 'Declined' ? 8 : 32),
          by: outcome === 'Declined' ? 'customer' : '',
          ...(outcome === 'Declined' && { text: 'The price is above our budget.' }),
        });
      const id = newId(requestAt + 2 * DAY - 60_000);
      const created = await quotations.create(
        {
          ...TERMS,
          lines,
          currency: 'INR',
          validUntil: at(32).slice(0, 10),
          notes: '',
          number: '',
          enquiryId: request._id,
          enquiryKind: 'quotes',
          customer: { name, email: '', phone: '9810012345', company: '' },
          status: outcome,
          revision: 1,
          sentRevision: 1,
          total,
          earlier: [],
          events,
          secret: randomBytes(32).toString('base64url'),
          createdBy: STAFF.name,
          savedAt: sentAt,
          savedBy: STAFF.name,
          sentAt,
          sentBy: STAFF.name,
          activityAt: events.at(-1)!.at,
          ...(accepted && {
            acceptance: { name, at: at(6), revision: 1 },
            stage: 'Delivered' as const,
            stageAt: at(24),
          }),
          ...(outcome === 'Declined' && { declineReason: 'The price is above our budget.' }),
        },
        { id },
      );
      const number = await allocateQuotationNumber(quotationYear(new Date(created.dateAdded)), id);
      await quotations.update(id, (current) => ({ ...current, number }));
    }
  }
}

/** Seven quotations: a draft, one awaiting the customer, one with changes asked, one expired, one declined, and two orders. */
export async function seedQuotations(): Promise<void> {
  if ((await quotations.count()) > 0) return;
  const requests = (await inboxes.quotes.records.all()).sort((a, b) => a._id.localeCompare(b._id));
  if (requests.length === 0) return;
  // The year behind makes no mail: its requests were answered long ago (NOTIFY=off for the while).
  const notify = process.env.NOTIFY;
  process.env.NOTIFY = 'off';
  try {
    await seedHistory((await products.all()).filter((product) => product.status === 'Active').slice(0, 12));
  } finally {
    if (notify === undefined) delete process.env.NOTIFY;
    else process.env.NOTIFY = notify;
  }
  const request = (index: number) => requests[index % requests.length]._id;

  await made(request(0));
  const waiting = await sent(request(1));
  await writeJSON(STORE_NAMES.meta, DEMO_CUSTOMER_PAGE_KEY, waiting.secret);

  const changes = await sent(request(2));
  await customerAnswer(changes.secret, 'changes', 'Could you also quote 5,000 pieces, and a navy background?', HOME);

  // Sent long ago: its date moved back (and its place in the open index with it), then the run expires it.
  const expiring = await sent(request(0));
  const backdated = await quotations.update(expiring._id, (current) => ({ ...current, validUntil: '2026-01-31' }));
  await markOpen(backdated!, true, expiring);
  await expireAndRemind({ expire: true, remind: false });

  const declined = await sent(request(1));
  await customerAnswer(declined.secret, 'declined', 'We found a supplier nearer to our factory.', HOME);

  const inProduction = await sent(request(2));
  await customerAccept(inProduction.secret, { name: 'Ananya Das', revision: 1 }, HOME);
  await moveOrder(
    inProduction._id,
    { stage: 'Sample sent', note: '', internalNote: '', tracking: { courier: 'Blue Dart', number: 'BD40211873', link: '' }, notify: true },
    STAFF,
  );
  await customerSample(inProduction.secret, { approve: true, message: 'The colours are right.' }, HOME);
  // Production waits for the advance: this buyer paid it by UPI.
  const advance = moneyOf((await quotations.get(inProduction._id))!, await paymentTerms()).advance / 100;
  await recordPayment(inProduction._id, { amount: advance, date: '', method: 'UPI', reference: '612345678901' }, STAFF);
  await moveOrder(inProduction._id, { stage: 'In production', note: '', internalNote: '', notify: true }, STAFF);

  const dispatched = await made(request(0));
  await recordAcceptance(
    dispatched._id,
    { name: 'Neha Kapoor', words: 'Approved on the phone: go ahead with 2,000 pieces.' },
    STAFF,
  );
  // A regular buyer: production went ahead of the advance, with the reason recorded.
  for (const stage of ['Sample sent', 'Sample approved', 'In production'] as const)
    await moveOrder(
      dispatched._id,
      { stage, note: '', internalNote: '', notify: false, goAheadReason: 'Regular buyer: pays in full on dispatch' },
      STAFF,
    );
  await moveOrder(
    dispatched._id,
    {
      stage: 'Dispatched',
      note: 'Two cartons.',
      internalNote: '',
      tracking: { courier: 'DTDC', number: 'D8812094', link: 'https://www.dtdc.in/tracking' },
      notify: true,
    },
    STAFF,
  );
}
