/**
 * A quotation line made from a request line (src/lib/server/inbox/quote-lines.ts): the product's name and the
 * line's words, and the longest valid line fits the one description limit every path checks.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LINE_TEXT_LIMITS, MAX_LINE_DESCRIPTION, PRODUCT_NAME_LIMIT, quoteLineSchema } from '../../src/lib/schemas/inboxes.ts';
import { quotationLineSchema, quotationUpdateSchema } from '../../src/lib/schemas/quotations.ts';
import { describeRequestLine } from '../../src/lib/server/inbox/quote-lines.ts';

const longest = {
  productName: 'N'.repeat(PRODUCT_NAME_LIMIT),
  size: 's'.repeat(LINE_TEXT_LIMITS.size),
  material: 'm'.repeat(LINE_TEXT_LIMITS.material),
  finish: 'f'.repeat(LINE_TEXT_LIMITS.finish),
  colours: 'c'.repeat(LINE_TEXT_LIMITS.colours),
  note: 'n'.repeat(LINE_TEXT_LIMITS.note),
};

/** A request line's words as the inbox stores them: each one empty unless given. */
const lineOf = (words: Partial<typeof longest>) => ({
  productName: '',
  size: '',
  material: '',
  finish: '',
  colours: '',
  note: '',
  ...words,
});

describe('describeRequestLine', () => {
  it.each([
    [{ productName: 'Damask Label', size: '25 x 50 mm', material: 'Damask' }, 'Damask Label (25 x 50 mm · Damask)'],
    [{ productName: 'Damask Label', note: 'Samples' }, 'Damask Label (Samples)'],
    [{ productName: 'Damask Label' }, 'Damask Label'],
  ])('%j → %s', (words, description) => {
    expect(describeRequestLine(lineOf(words))).toBe(description);
  });

  it('keeps every word of the longest valid line, within the limit a quotation line is checked with', () => {
    expect(v.safeParse(quoteLineSchema, { productId: 'p', quantity: 1, ...longest }).success).toBe(true);
    const description = describeRequestLine(longest);
    expect(description).toContain(longest.note);
    expect(description).toHaveLength(MAX_LINE_DESCRIPTION);
    const line = { description, quantity: 1, unitPrice: 1 };
    expect(v.safeParse(quotationLineSchema, line).success).toBe(true);
    expect(v.safeParse(quotationUpdateSchema, { lines: [line] }).success).toBe(true);
  });

  it('cuts a line stored under longer limits to the one limit', () => {
    expect(describeRequestLine({ ...longest, note: 'n'.repeat(3000) })).toHaveLength(MAX_LINE_DESCRIPTION);
  });
});
