/**
 * A quotation line with symbols no text font has (a check mark, an emoji) prints them, from the symbols and
 * emoji fallback fonts; a character no embedded font has is replaced by a visible "[?]", never dropped.
 */
import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { quotationsApi } from '../../src/lib/api/index.ts';
import { adminToken, callEndpoint } from '../helpers/api.ts';
import { createProduct, sentQuoteRequest, unique } from './fixtures.ts';

let token: string;
let enquiryId: string;

beforeAll(async () => {
  token = await adminToken();
  const product = await createProduct(token, { name: unique('Symbol Label') });
  const request = await sentQuoteRequest(token, {
    name: unique('Buyer'),
    email: 'b@example.in',
    phone: '+91 98100 12345',
    lines: [{ productId: product._id, quantity: 100 }],
  });
  enquiryId = request._id;
});

async function pdfTextOf(description: string): Promise<string> {
  const made = await callEndpoint(quotationsApi.create, {
    body: { enquiryId, lines: [{ description, quantity: 100, unitPrice: 2 }] },
    token,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const pdf = await callEndpoint(quotationsApi.pdf, { params: { id: made.body.data!._id }, token });
  expect(pdf.status).toBe(200);
  const { text } = await extractText(new Uint8Array(pdf.bytes), { mergePages: true });
  return text;
}

describe('symbols in the quotation PDF', () => {
  it('prints a check mark and an emoji', async () => {
    const text = await pdfTextOf('Wash care ✓ 😀 approved');
    expect(text).toContain('✓');
    expect(text).toContain('😀');
    expect(text).toContain('approved');
  });

  it('replaces a character no font has with a visible [?]', async () => {
    const text = await pdfTextOf('Kanji 漢 label');
    expect(text).toMatch(/Kanji \[\?\] label/);
  });
});
