/**
 * A quotation made from a quote request can always be saved as it was made: its line descriptions carry
 * the product's name and every word of the request's line (size, material, finish, colours, the buyer's
 * note), so the limit of a quotation line's description is one that holds the longest request line, on
 * create and on save alike. Made here from the longest valid request: every field at its maximum.
 */
import { beforeAll, expect, it } from 'vitest';
import { quotationsApi } from '../../src/lib/api/index.ts';
import type { QuotationAnswer } from '../../src/lib/api/quotations.ts';
import { MAX_QUOTE_LINES } from '../../src/lib/constants.ts';
import { LINE_TEXT_LIMITS, MAX_LINE_DESCRIPTION, PRODUCT_NAME_LIMIT } from '../../src/lib/schemas/inboxes.ts';
import { adminToken, callEndpoint } from '../helpers/api.ts';
import { createProduct, sentQuoteRequest, unique } from './fixtures.ts';

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

/** `start`, filled up to `length` characters. */
const full = (start: string, length: number) =>
  start.padEnd(length, ' abcdefghij').slice(0, length).trimEnd().padEnd(length, 'x');

it('a quotation made from the longest valid request is saved back unchanged: 200', async () => {
  const product = await createProduct(token, { name: full(unique('Longest Label'), PRODUCT_NAME_LIMIT) });
  expect(product.name).toHaveLength(PRODUCT_NAME_LIMIT);
  const buyer = full(unique('Buyer'), 100);
  const line = {
    productId: product._id,
    quantity: 10_000_000,
    size: full('Size', LINE_TEXT_LIMITS.size),
    material: full('Material', LINE_TEXT_LIMITS.material),
    finish: full('Finish', LINE_TEXT_LIMITS.finish),
    colours: full('Colours', LINE_TEXT_LIMITS.colours),
    note: full('Note', LINE_TEXT_LIMITS.note),
  };
  const request = await sentQuoteRequest(token, {
    name: buyer,
    email: `${'b'.repeat(64)}@${'e'.repeat(254 - 64 - 4)}.in`,
    phone: '+91 98100 12345 678',
    company: full('Company', 100),
    country: full('Country', 60),
    address: full('Address', 500),
    message: full('Message', 5000),
    lines: Array.from({ length: MAX_QUOTE_LINES }, () => line),
  });

  const made = await callEndpoint(quotationsApi.create, { body: { enquiryId: request._id }, token });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const quotation = made.body.data as QuotationAnswer;
  expect(quotation.lines).toHaveLength(MAX_QUOTE_LINES);
  // The description holds every word of the line, within the one limit.
  const description = quotation.lines[0].description;
  expect(description).toContain(line.note);
  expect(description.length).toBeLessThanOrEqual(MAX_LINE_DESCRIPTION);

  const { lines, charges, currency, taxPercent, validUntil, leadTime, terms, notes } = quotation;
  const saved = await callEndpoint(quotationsApi.replace, {
    params: { id: quotation._id },
    body: { lines, charges, currency, taxPercent, validUntil, leadTime, terms, notes },
    token,
    headers: { 'if-match': `"${quotation.version}"` },
  });
  expect(saved.status, JSON.stringify(saved.body).slice(0, 500)).toBe(200);
  expect(saved.body.data.lines.map((each: { description: string }) => each.description)).toEqual(
    lines.map((each) => each.description),
  );
});
