/**
 * Demo quotations, so a newcomer sees the quotations, the Orders screen and the report filled: made from
 * the demo quote requests and sent through the same code as the API (the PDF, the outbox, the customer's
 * answers, the order's stages), one at each place on the way from a draft to a delivered order.
 */
import * as v from 'valibot';
import { quotationCreateSchema } from '../../src/lib/schemas.ts';
import type { Person } from '../../src/lib/server/auth.ts';
import { inboxes, quotations } from '../../src/lib/server/collections.ts';
import {
  customerAccept,
  customerAnswer,
  customerSample,
  expireAndRemind,
  markOpen,
  moveOrder,
  recordAcceptance,
  sendQuotation,
} from '../../src/lib/server/quotation-flow.ts';
import { createQuotation } from '../../src/lib/server/quotations.ts';
import { STORE_NAMES, writeJSON } from '../../src/lib/server/store.ts';
import type { Quotation } from '../../src/lib/types.ts';

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
  const answer = await createQuotation(v.parse(quotationCreateSchema, { enquiryId, ...TERMS, ...extra }), STAFF);
  const { data } = (await answer.json()) as { data: { _id: string } };
  return (await quotations.get(data._id))!;
}

async function sent(enquiryId: string, extra: object = {}): Promise<Quotation> {
  const quotation = await made(enquiryId, extra);
  await sendQuotation(quotation._id, '', undefined, STAFF);
  return (await quotations.get(quotation._id))!;
}

/** Seven quotations: a draft, one awaiting the customer, one with changes asked, one expired, one declined, and two orders. */
export async function seedQuotations(): Promise<void> {
  if ((await quotations.count()) > 0) return;
  const requests = (await inboxes.quotes.records.all()).sort((a, b) => a._id.localeCompare(b._id));
  if (requests.length === 0) return;
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
    { stage: 'Sample sent', note: '', tracking: { courier: 'Blue Dart', number: 'BD40211873', link: '' }, notify: true },
    STAFF,
  );
  await customerSample(inProduction.secret, { approve: true, message: 'The colours are right.' }, HOME);
  await moveOrder(inProduction._id, { stage: 'In production', note: '', notify: true }, STAFF);

  const dispatched = await made(request(0));
  await recordAcceptance(
    dispatched._id,
    { name: 'Neha Kapoor', words: 'Approved on the phone: go ahead with 2,000 pieces.' },
    STAFF,
  );
  for (const stage of ['Sample sent', 'Sample approved', 'In production'] as const)
    await moveOrder(dispatched._id, { stage, note: '', notify: false }, STAFF);
  await moveOrder(
    dispatched._id,
    {
      stage: 'Dispatched',
      note: 'Two cartons.',
      tracking: { courier: 'DTDC', number: 'D8812094', link: 'https://www.dtdc.in/tracking' },
      notify: true,
    },
    STAFF,
  );
}
