/**
 * Quotation numbers over the real local store (src/lib/server/quotations/numbers.ts): unique and without
 * gaps in a year when 20 are taken at the same moment, the next one after them, each year on its own, and
 * the same quotation asking twice keeping its number.
 */
import { describe, expect, it } from 'vitest';
import { allocateQuotationNumber, holderOfNumber } from '../../src/lib/server/quotations/numbers.ts';
import { newId } from '../../src/lib/server/ids.ts';

/** A year no other test uses, so each test starts at 0001. */
let year = 3000 + Math.floor(Math.random() * 5000);
const freshYear = () => (year += 1);

describe('quotation numbers', () => {
  it('20 quotations created at once get 0001 to 0020, each once, and the next gets 0021', async () => {
    const y = freshYear();
    const ids = Array.from({ length: 20 }, () => newId());
    const numbers = await Promise.all(ids.map((id) => allocateQuotationNumber(y, id)));
    expect([...numbers].sort()).toEqual(Array.from({ length: 20 }, (_, index) => `Q-${y}-${String(index + 1).padStart(4, '0')}`));
    for (const [index, number] of numbers.entries()) {
      expect(await holderOfNumber(y, Number(number.slice(-4)))).toBe(ids[index]);
    }
    expect(await allocateQuotationNumber(y, newId())).toBe(`Q-${y}-0021`);
  });

  it('counts each year on its own', async () => {
    const first = freshYear();
    const second = freshYear();
    expect(await allocateQuotationNumber(first, newId())).toBe(`Q-${first}-0001`);
    expect(await allocateQuotationNumber(second, newId())).toBe(`Q-${second}-0001`);
    expect(await allocateQuotationNumber(first, newId())).toBe(`Q-${first}-0002`);
  });

  it('answers a quotation that asks again (a retried request) with the number it already has', async () => {
    const y = freshYear();
    const id = newId();
    const number = await allocateQuotationNumber(y, id);
    await allocateQuotationNumber(y, newId());
    // The year has moved on; the same quotation still answers the number it was given, and takes no other.
    expect(await allocateQuotationNumber(y, id)).toBe(number);
    expect(await holderOfNumber(y, 1)).toBe(id);
    expect(await allocateQuotationNumber(y, newId())).toBe(`Q-${y}-0003`);
  });
});
