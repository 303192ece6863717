/**
 * The quotation editor's draft (src/admin/quotations/editor/draft.ts): a quotation as staff see it while they
 * type, back to what the API takes, and the GST rates its dropdowns offer.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { goodsOf, liveTotals, rateChoices, toBody, toDraft } from '../../src/admin/quotations/editor/draft.ts';
import { GST_RATES } from '../../src/lib/gst/rates.ts';
import { type QuotationTerms, quotationUpdateSchema } from '../../src/lib/schemas/quotations.ts';

const terms = (changes: Partial<QuotationTerms> = {}): QuotationTerms => ({
  lines: [{ productId: 'p1', description: 'Woven label', quantity: 1000, unitPrice: 2.5, hsn: '5807', taxPercent: 12 }],
  charges: [
    { label: 'Freight', amount: 300 },
    { label: 'Design service', amount: 1000, hsn: '998391', taxPercent: 18 },
  ],
  currency: 'INR',
  taxPercent: 5,
  validUntil: '',
  leadTime: '',
  terms: '',
  notes: '',
  ...changes,
});

describe('the draft and the body', () => {
  it("keeps a charge's own HSN code and rate through the editor, and a charge without them as the goods", () => {
    const body = v.parse(quotationUpdateSchema, toBody(toDraft(terms())));
    expect(body.charges).toEqual([
      { label: 'Freight', amount: 300, hsn: '' },
      { label: 'Design service', amount: 1000, hsn: '998391', taxPercent: 18 },
    ]);
    expect(body.lines[0]).toMatchObject({ hsn: '5807', taxPercent: 12 });
    expect(body.taxPercent).toBe(5);
  });

  it('shows a charge without its own HSN code and rate as empty fields, and a line without its rate as the quotation’s', () => {
    const draft = toDraft(terms({ lines: [{ productId: '', description: 'Label', quantity: 1, unitPrice: 1, hsn: '' }] }));
    expect(draft.charges[0]).toEqual({ label: 'Freight', amount: '300', hsn: '', taxPercent: '' });
    expect(draft.lines[0].taxPercent).toBe('');
    expect(toBody(draft).lines[0].taxPercent).toBeUndefined();
    expect(toBody(draft).charges[0].taxPercent).toBeUndefined();
  });

  it('works out the live totals with each charge at its own rate, else at the goods’', () => {
    // Lines 2500 at 12 %; freight 300 at the goods' 12 %; the design 1000 at its own 18 %.
    expect(liveTotals(toDraft(terms()))).toMatchObject({ subtotal: 2500, charges: 1300, tax: 300 + 36 + 180 });
  });
});

describe('the goods a charge goes with', () => {
  it('are the largest line: its HSN code, and its own rate else the quotation’s', () => {
    const lines = [
      { productId: '', description: 'Tag', quantity: 10, unitPrice: 1, hsn: '4821', taxPercent: 18 },
      { productId: '', description: 'Woven label', quantity: 1000, unitPrice: 2.5, hsn: '5807' },
    ];
    expect(goodsOf(toDraft(terms({ lines })))).toEqual({ hsn: '5807', taxPercent: '5' });
    expect(goodsOf(toDraft(terms()))).toEqual({ hsn: '5807', taxPercent: '12' });
  });
});

describe('the rates offered', () => {
  it('are the notified GST rates, from the one list', () => {
    expect(rateChoices('18').map((choice) => choice.value)).toEqual(GST_RATES.map(String));
    expect(rateChoices('').map((choice) => choice.value)).toEqual(GST_RATES.map(String));
  });

  it('name a stored rate that is not a GST rate, so staff see it and choose another', () => {
    const choices = rateChoices('7');
    expect(choices.map((choice) => choice.value)).toEqual([...GST_RATES.map(String), '7']);
    expect(choices.at(-1)?.label).toMatch(/not a GST rate/);
  });
});
