/**
 * No gap in the invoice series, wherever the store fails (src/lib/server/store/sequence.ts): a tax invoice's
 * issue is cut off at each of its store requests in turn (that request and every one after it fail, as in an
 * outage), another order's invoice is issued meanwhile, then the issue is retried (and, when the cut one holds
 * the order's place, the housekeeping run finishes it). Twice over: the cut request refused before it reached
 * the store, and landed in the store with its answer lost. However it went, the numbers of each financial year
 * run 1, 2, 3… with none missing and none twice, and every order holds one numbered tax invoice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoicesApi } from '../../src/lib/api/invoices.ts';
import { STORE_NAMES, listKeys, useInProcessBlobs } from '../../src/lib/server/store/index.ts';
import { callEndpoint } from '../helpers/api.ts';
import {
  BUYERS,
  acceptedOrder,
  finishInvoicesLeftUnderWay,
  issueInvoice,
  startInvoiceBuyer,
  taxInvoicesOf,
} from '../helpers/invoice-orders.ts';
import { stopQuotationBuyer } from '../helpers/quotation-buyer.ts';
import type { TestSmtp } from '../helpers/smtp.ts';

let smtp: TestSmtp;
let token: string;
let enquiryId: string;

/** Store requests counted since `count` was reset; from the `cutAt`th on they fail until healed. */
let count = 0;
let cutAt = Infinity;
/** Whether the cut request itself still reaches the store (its answer lost) or is refused before it. */
let landed = false;

beforeAll(async () => {
  ({ smtp, token, enquiryId } = await startInvoiceBuyer('Gapless Label'));
  useInProcessBlobs(async (input, init) => {
    count += 1;
    if (count < cutAt) return fetch(input, init);
    if (count === cutAt && landed) await fetch(input, init);
    return new Response('Internal Server Error', { status: 500 });
  });
});
afterAll(async () => {
  useInProcessBlobs(undefined);
  await stopQuotationBuyer({ smtp });
});

const cut = (at: number, reaching: boolean) => {
  count = 0;
  cutAt = at;
  landed = reaching;
};
const heal = () => {
  cutAt = Infinity;
};
const issueTax = (quotationId: string) => issueInvoice(token, quotationId, 'tax');
const order = async () => (await acceptedOrder(token, enquiryId, BUYERS.maharashtra)).quotation._id;

/** The tax invoices an order lists. */

/** How many store requests an issue makes, counted on one that goes through. */
let requests = 0;
/** The two orders: one whose issue is cut, one whose invoice is issued meanwhile. */
let cutOff = '';
let between = '';
/** Every tax invoice the two orders list: each numbered once. */
const numbers: string[] = [];

/** Cancels an order's standing tax invoice, so the order can be issued another (the next number). */
async function cancelStanding(quotationId: string) {
  const listed = await taxInvoicesOf(token, quotationId);
  const standing = listed.filter((each) => each.status === 'issued');
  expect(standing, quotationId).toHaveLength(1);
  const cancelled = await callEndpoint(invoicesApi.cancel, {
    params: { id: standing[0]._id },
    body: { reason: 'Issued again' },
    token,
  });
  expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
  return listed.length;
}

/** Cuts an issue at each of its store requests in turn, with another order's issued in between, then retries it. */
async function cutEachRequest(reaching: boolean) {
  for (let at = 1; at <= requests; at += 1) {
    const before = await cancelStanding(cutOff);
    await cancelStanding(between);
    cut(at, reaching);
    const answer = await issueTax(cutOff);
    heal();
    expect([201, 503], `request ${at}: ${JSON.stringify(answer.body)}`).toContain(answer.status);
    expect((await issueTax(between)).status).toBe(201);
    if (answer.status !== 201) {
      const retry = await issueTax(cutOff);
      expect([201, 409], `request ${at}, retried: ${JSON.stringify(retry.body)}`).toContain(retry.status);
      await finishInvoicesLeftUnderWay();
    }
    // One more tax invoice on the order, whichever way it went: never none, never two.
    const after = await taxInvoicesOf(token, cutOff);
    expect(
      after.map((each) => each.status),
      `request ${at}`,
    ).toEqual([...Array(before).fill('cancelled'), 'issued']);
  }
}

/** Every number of the two orders' tax invoices, once each, running 1, 2, 3… in each financial year. */
async function expectNoGap() {
  expect(await listKeys(STORE_NAMES.meta, 'invoice-pending/')).toEqual([]);
  const listed = [...(await taxInvoicesOf(token, cutOff)), ...(await taxInvoicesOf(token, between))];
  numbers.splice(0, numbers.length, ...listed.map((each) => each.number));
  // Grouped by the year each number names, as it was when issued (a run may cross 31 March).
  const byYear = new Map<string, number[]>();
  for (const number of numbers) {
    const [, year, sequence] = number.split('/');
    byYear.set(year, [...(byYear.get(year) ?? []), Number(sequence)]);
  }
  expect(byYear.size).toBeGreaterThan(0);
  for (const [year, sequences] of byYear) {
    const sorted = sequences.toSorted((a, b) => a - b);
    expect(sorted, year).toEqual(Array.from({ length: sorted.length }, (_, index) => index + 1));
  }
  // The months' lists say the same: each number once.
  const months = new Set(listed.map((each) => each.date.slice(0, 7)));
  const rows = (
    await Promise.all([...months].map((month) => callEndpoint(invoicesApi.list, { token, query: { kind: 'tax', month } })))
  ).flatMap((answer) => answer.body.data);
  expect(rows.map((row) => row.number).toSorted()).toEqual(numbers.toSorted());
}

describe('an issue cut off at each of its store requests, another issued meanwhile', () => {
  beforeAll(async () => {
    [cutOff, between] = await Promise.all([order(), order()]);
    expect((await issueTax(between)).status).toBe(201);
    cut(Infinity, false);
    expect((await issueTax(cutOff)).status).toBe(201);
    requests = count;
  });

  it('refused before reaching the store: the numbers of each financial year have no gap and none twice', async () => {
    expect(requests).toBeGreaterThan(5);
    await cutEachRequest(false);
    await expectNoGap();
  }, 120_000);

  it('landed in the store with its answer lost: no gap and none twice either', async () => {
    await cutEachRequest(true);
    await expectNoGap();
  }, 120_000);
});
