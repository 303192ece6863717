/**
 * Demo quotations, so a newcomer sees the quotations, the Orders screen and the report filled: made from
 * the demo quote requests and sent through the same code as the API (the PDF, the outbox, the customer's
 * answers), one at each place on the way from a draft to the customer's answer; the orders, each at a step of
 * its money, are in ./money.ts.
 */
import { inboxes, products } from '../../src/lib/server/collections.ts';
import { quotations } from '../../src/lib/server/quotations/quotation-collection.ts';
import { customerAnswer } from '../../src/lib/server/quotations/buyer-page.ts';
import { expireAndRemind } from '../../src/lib/server/quotations/expiry.ts';
import { markOpen } from '../../src/lib/server/quotations/step-follow-ups.ts';
import { STORE_NAMES, writeJSON } from '../../src/lib/server/store/index.ts';
import { seedMoneySettings, seedOrders, seedOverdueOrder } from './money.ts';
import { DAY, HOME, made, pastPayment, pastQuotation, pastRequest, sent } from './steps.ts';

/** The meta key naming one demo quotation's buyer's page, which `npm start` prints. */
export const DEMO_CUSTOMER_PAGE_KEY = 'site/demo-customer-page';

const BUYERS = ['Kavya Menon', 'Arjun Mehta', 'Fatima Sheikh', 'Rohan Gupta', 'Isha Reddy', 'Tom Walker', 'Leela Pillai'];

/**
 * A year of history behind them, so the report has months to compare: each past month a few requests, and a
 * quotation for most, sent two days after the request, then accepted, dispatched and paid, declined or expired.
 */
async function seedHistory(products: { _id: string; name: string; price: number }[]) {
  let made = 0;
  for (let monthsBack = 10; monthsBack >= 1; monthsBack -= 1) {
    const perMonth = 2 + ((monthsBack * 7) % 3);
    for (let index = 0; index < perMonth; index += 1) {
      made += 1;
      // Every step of it (the latest 38 days after the request) in the past.
      const requestAt = Date.now() - (monthsBack * 30 + 35) * DAY + index * 5 * DAY;
      const product = products[made % products.length];
      const name = BUYERS[made % BUYERS.length];
      const buyer = { name, email: `${name.split(' ')[0].toLowerCase()}@example.in`, phone: '9810012345' };
      const quantity = [500, 1000, 2000, 5000][made % 4];
      if (made % 5 === 0) {
        // Not every request was quoted.
        await pastRequest({ requestAt, buyer, product, quantity });
        continue;
      }
      const outcome = made % 4 === 0 ? 'Declined' : made % 6 === 0 ? 'Expired' : 'Accepted';
      if (outcome !== 'Accepted') {
        await pastQuotation({ requestAt, buyer, product, quantity }, { status: outcome, day: outcome === 'Declined' ? 8 : 32 });
        continue;
      }
      // Paid as the terms ask: half with the order, the rest in the weeks after delivery.
      const payments = (total: number) => {
        const advance = Math.round(total / 2);
        return [
          pastPayment(advance, requestAt + 7 * DAY, 'UPI', String(610_000_000_000 + made * 7_919)),
          pastPayment(total - advance, requestAt + (26 + (made % 10)) * DAY, 'Bank transfer', `NEFT-${4_100_000 + made * 37}`),
        ];
      };
      await pastQuotation(
        { requestAt, buyer, product, quantity },
        {
          status: 'Accepted',
          day: 6,
          stages: [
            [6, 'Artwork approved'],
            [9, 'Sample sent'],
            [12, 'Sample approved'],
            [13, 'In production'],
            [21, 'Dispatched'],
            [24, 'Delivered'],
          ],
          payments,
        },
      );
    }
  }
}

/**
 * The company's tax and bank details, then the year behind, then a draft, one awaiting the customer, one with
 * changes asked, one expired, one declined, and the orders (./money.ts).
 */
export async function seedQuotations(): Promise<void> {
  await seedMoneySettings();
  if ((await quotations.count()) > 0) return;
  const requests = (await inboxes.quotes.records.all()).sort((a, b) => a._id.localeCompare(b._id));
  if (requests.length === 0) return;
  const active = (await products.all()).filter((product) => product.status === 'Active');
  // The year behind makes no mail: its requests were answered long ago (NOTIFY=off for the while).
  const notify = process.env.NOTIFY;
  process.env.NOTIFY = 'off';
  try {
    await seedHistory(active.slice(0, 12));
    // Before any invoice of today's orders: its invoices, dated weeks ago, come first in their series.
    await seedOverdueOrder(active);
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

  await seedOrders(request);
}
