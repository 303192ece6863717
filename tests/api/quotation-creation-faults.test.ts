/**
 * Making a quotation when the store fails part-way, at each of its store requests in turn: the call
 * answers an error, and then either the same request repeated (its Idempotency-Key) or the scheduled run
 * finishes what was left. Afterwards the quotation has its number (no second one taken: the next quotation
 * gets the next number) and its customer link answers once it is sent.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerQuotationApi, quotationsApi } from '../../src/lib/api/index.ts';
import type { QuotationAnswer } from '../../src/lib/api/quotations.ts';
import { finishCutOffCreations } from '../../src/lib/server/quotations/quotation-edits.ts';
import { useInProcessBlobs } from '../../src/lib/server/store/index.ts';
import type { ProductQuote } from '../../src/lib/schemas/inboxes.ts';
import { adminToken, callEndpoint } from '../helpers/api.ts';
import { sendQuotation } from '../helpers/invoice-orders.ts';
import { createProduct, sentQuoteRequest, unique } from './fixtures.ts';

/** Store requests from number `failFrom` on fail (for the rest of the call), as a store that went away. */
let seen = 0;
let failFrom = Infinity;
async function relay(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  seen += 1;
  if (seen >= failFrom) return new Response('Internal Server Error', { status: 500 });
  return fetch(input, init);
}
const failingFrom = (n: number) => {
  seen = 0;
  failFrom = n;
};
const healed = () => {
  failFrom = Infinity;
};

let token: string;
let request: ProductQuote;
const LINE = { description: 'Woven main label', quantity: 1000, unitPrice: 3.15 };

const create = (key: string) =>
  callEndpoint(quotationsApi.create, {
    body: { enquiryId: request._id, lines: [LINE] },
    token,
    headers: { 'idempotency-key': key },
  });
const sequence = (number: string) => Number(number.split('-')[2]);
const newKey = (label: string) => `${label}-${randomUUID()}`;

/** Sends it, and reads its customer page by the link staff were given. */
async function customerPageAnswers(quotation: QuotationAnswer) {
  await sendQuotation(token, quotation);
  const secret = quotation.customerUrl.split('/q/')[1];
  return (await callEndpoint(customerQuotationApi.get, { params: { secret } })).status;
}

beforeAll(async () => {
  token = await adminToken();
  const product = await createProduct(token, { name: unique('Fault Label') });
  request = await sentQuoteRequest(token, {
    name: unique('Meera Joshi'),
    email: 'meera@example.in',
    phone: '+91 98100 22222',
    lines: [{ productId: product._id, quantity: 500 }],
  });
  useInProcessBlobs(relay);
});

afterAll(() => useInProcessBlobs(undefined));

describe('a quotation made while the store fails part-way', () => {
  it('is finished by the same request repeated, at whichever store request it was cut off', async () => {
    // How many store requests one making takes when nothing fails.
    failingFrom(Infinity);
    const whole = await create(newKey('count'));
    expect(whole.status).toBe(201);
    const requests = seen;
    let last = sequence(whole.body.data.number);
    const cutBeforeAnswer: number[] = [];
    for (let n = 1; n <= requests; n++) {
      const key = newKey(`cut-${n}`);
      failingFrom(n);
      const cut = await create(key);
      healed();
      // Cut off before it answered, or at a follow-up after it had (those never fail the call).
      if (cut.status === 201) {
        last = sequence(cut.body.data.number);
        continue;
      }
      expect(cut.status, `cut at store request ${n}`).toBeGreaterThanOrEqual(500);
      cutBeforeAnswer.push(n);
      const again = await create(key);
      expect([200, 201], `repeated after store request ${n}: ${JSON.stringify(again.body)}`).toContain(again.status);
      const quotation = again.body.data as QuotationAnswer;
      expect(sequence(quotation.number), `the number after store request ${n}`).toBe(last + 1);
      last += 1;
      // Asked a third time, the same quotation.
      expect((await create(key)).body.data._id).toBe(quotation._id);
    }
    // The first store request (reading the request) is always before the answer: the repeat was tried.
    expect(cutBeforeAnswer).toContain(1);
    expect(cutBeforeAnswer.length).toBeGreaterThan(1);
    const next = await create(newKey('after'));
    expect(sequence(next.body.data.number)).toBe(last + 1);
  });

  it('is finished by the scheduled run when nobody repeats it', async () => {
    const before = await create(newKey('before'));
    let last = sequence(before.body.data.number);
    // Cut off once the record is stored, before its number and links: the store fails from then on.
    let cutOff: string | null = null;
    for (let n = 1; n < 60 && !cutOff; n++) {
      const key = newKey(`left-${n}`);
      failingFrom(n);
      const cut = await create(key);
      healed();
      if (cut.status === 201) last = sequence(cut.body.data.number);
      if (cut.status >= 500) {
        const listed = await callEndpoint(quotationsApi.list, { token, query: { enquiryId: request._id } });
        cutOff = (listed.body.data as { _id: string; number: string }[]).find((row) => row.number === '')?._id ?? null;
      }
    }
    expect(cutOff, 'a making cut off between its record and its number').not.toBeNull();
    expect(await finishCutOffCreations(Date.now() + 120_000)).toBeGreaterThanOrEqual(1);
    const mended = (await callEndpoint(quotationsApi.get, { params: { id: cutOff! }, token })).body.data as QuotationAnswer;
    // Another making the loop cut off before it was listed may be finished first and take the next number.
    expect(sequence(mended.number)).toBeGreaterThan(last);
    expect(await customerPageAnswers(mended)).toBe(200);
    // The run may finish other makings the loop left too: every number from the first on taken once, none skipped.
    const listed = await callEndpoint(quotationsApi.list, { token, query: { enquiryId: request._id, limit: 100 } });
    const numbers = (listed.body.data as { number: string }[]).map((row) => sequence(row.number)).sort((x, y) => x - y);
    expect(listed.body.total).toBe(numbers.length);
    expect(numbers).toEqual(numbers.map((_, index) => numbers[0] + index));
    expect(sequence((await create(newKey('after'))).body.data.number)).toBe(numbers.at(-1)! + 1);
    // Nothing left to finish.
    expect(await finishCutOffCreations(Date.now() + 120_000)).toBe(0);
  });
});
