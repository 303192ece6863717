/**
 * An erasure the store cuts off part way (an outage from some request on) is finished by answering again: it
 * kept what it still had to do before it began, so what it had already anonymised (the records that named the
 * phones, the help request found by them, the names the activity list holds) is not lost from its list.
 * Faults are injected at the transport the Blobs client uses, as tests/api/faults.test.ts does.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { privacyApi } from '../../src/lib/api/privacy.ts';
import { sweepErasureAnswers } from '../../src/lib/server/privacy/erased-answers.ts';
import { openPrivacyRequest } from '../../src/lib/server/privacy/requests.ts';
import { useInProcessBlobs } from '../../src/lib/server/store/index.ts';
import { callEndpoint } from '../helpers/api.ts';
import { BUYERS, setCompanyTax } from '../helpers/invoice-orders.ts';
import { startQuotationBuyer, stopQuotationBuyer } from '../helpers/quotation-buyer.ts';
import { type Setup, compactInboxes, keysHolding, personWithEverything } from './erasure-person.ts';

const setup = {} as Setup;
/** Store requests since the count was reset; from request `failFrom` on, each fails as a broken store does. */
let seen = 0;
let failFrom = Infinity;

beforeAll(async () => {
  Object.assign(setup, await startQuotationBuyer('Resume label', 'Asha Admin'));
  await setCompanyTax(setup.token);
  useInProcessBlobs(async (input, init) => {
    seen += 1;
    return seen >= failFrom ? new Response('Internal Server Error', { status: 500 }) : fetch(input, init);
  });
});
afterEach(() => {
  failFrom = Infinity;
});
afterAll(async () => {
  useInProcessBlobs(undefined);
  await stopQuotationBuyer(setup);
});

const answer = (id: string) =>
  callEndpoint(privacyApi.answer, { params: { id }, body: { message: 'Done as asked.' }, token: setup.token });

/** Sweeps the erasure's answer once it is sent, so what is left is what the erasure left. */
async function answersSwept() {
  const deadline = Date.now() + 10_000;
  let swept = 0;
  while (swept === 0 && Date.now() < deadline) swept = await sweepErasureAnswers(Date.now(), { deadline, limit: 100 });
  return swept;
}

describe('an erasure cut off part way', () => {
  let total = 0;

  it('counts the store requests of a whole erasure', async () => {
    const person = await personWithEverything(setup, 'whole', BUYERS.delhi);
    const request = await openPrivacyRequest({ email: person.email, kind: 'erasure', via: 'form' });
    seen = 0;
    expect((await answer(request._id)).status).toBe(200);
    total = seen;
    expect(total).toBeGreaterThan(20);
    await setup.smtp.mailsAbout('Erase my data: our answer', 1);
    expect(await answersSwept()).toBe(1);
  });

  it.each([0.15, 0.45, 0.8])(
    'is finished by answering again after the store fails at %s of its requests',
    async (share) => {
      const person = await personWithEverything(setup, `cut${String(share).slice(2)}`, BUYERS.delhi);
      const request = await openPrivacyRequest({ email: person.email, kind: 'erasure', via: 'form' });
      const mailsBefore = setup.smtp.received.length;
      seen = 0;
      failFrom = Math.max(2, Math.round(total * share));
      const cut = await answer(request._id);
      failFrom = Infinity;
      expect(cut.status, JSON.stringify(cut.body)).toBe(503);

      const again = await answer(request._id);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body.data.answer?.kept).toEqual([{ number: person.orderNumber, until: expect.any(String) }]);
      expect(again.body.data.answer?.message).toContain('We have erased');
      // Once finished, it is answered: a third answer is refused.
      expect((await answer(request._id)).status).toBe(409);
      expect(await answersSwept()).toBe(1);
      // Sent once, to them, naming the order kept.
      const answers = setup.smtp.received
        .slice(mailsBefore)
        .filter((mail) => mail.subject?.startsWith('Erase my data') && JSON.stringify(mail.to).includes(person.email));
      expect(answers.map((mail) => mail.text?.includes(person.orderNumber))).toEqual([true]);
      await compactInboxes();
      const needles = [person.email, person.phone, person.name, ...person.files];
      expect(await keysHolding(needles)).toEqual(Object.fromEntries(needles.map((needle) => [needle, []])));
    },
  );
});
