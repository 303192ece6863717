/** A quotation as its editor holds it while staff type (numbers as typed), and as the API takes it. */
import { GST_RATES, isGstRate } from '../../../lib/gst/rates.ts';
import { QUOTATION_TEXTS } from '../../../lib/messages/quotations.ts';
import { type QuotationCurrency, mainGoods, quotationTotals } from '../../../lib/quotation.ts';
import type { QuotationTerms } from '../../../lib/schemas/quotations.ts';

export interface DraftLine {
  productId: string;
  description: string;
  quantity: string;
  unitPrice: string;
  hsn: string;
  /** The line's own GST rate; '' for the quotation's. */
  taxPercent: string;
}

export const emptyLine = (): DraftLine => ({
  productId: '',
  description: '',
  quantity: '',
  unitPrice: '',
  hsn: '',
  taxPercent: '',
});
/** A charge: its own HSN (SAC) code and rate '' when it goes with the goods and takes theirs. */
export interface DraftCharge {
  label: string;
  amount: string;
  hsn: string;
  taxPercent: string;
}

export const emptyCharge = (): DraftCharge => ({ label: '', amount: '', hsn: '', taxPercent: '' });

export interface Draft {
  lines: DraftLine[];
  charges: DraftCharge[];
  currency: QuotationCurrency;
  taxPercent: string;
  validUntil: string;
  leadTime: string;
  terms: string;
  notes: string;
}

const rateText = (rate: number | undefined) => (rate === undefined ? '' : String(rate));

export const toDraft = (quotation: QuotationTerms): Draft => ({
  lines: quotation.lines.map((line) => ({
    productId: line.productId,
    description: line.description,
    quantity: String(line.quantity),
    unitPrice: String(line.unitPrice),
    hsn: line.hsn ?? '',
    taxPercent: rateText(line.taxPercent),
  })),
  charges: quotation.charges.map((charge) => ({
    label: charge.label,
    amount: String(charge.amount),
    hsn: charge.hsn ?? '',
    taxPercent: rateText(charge.taxPercent),
  })),
  currency: quotation.currency,
  taxPercent: String(quotation.taxPercent),
  validUntil: quotation.validUntil,
  leadTime: quotation.leadTime,
  terms: quotation.terms,
  notes: quotation.notes,
});

/** A typed number as the API takes it: '' stays missing, so the schema says it is required. */
const number = (text: string) => (text.trim() === '' ? undefined : Number(text));

export const toBody = (draft: Draft) => ({
  lines: draft.lines.map((line) => ({
    productId: line.productId,
    description: line.description,
    quantity: number(line.quantity),
    unitPrice: number(line.unitPrice),
    hsn: line.hsn,
    // Empty: the quotation's rate.
    taxPercent: number(line.taxPercent),
  })),
  charges: draft.charges.map((charge) => ({
    label: charge.label,
    amount: number(charge.amount),
    // Empty: the goods' code and rate.
    hsn: charge.hsn,
    taxPercent: number(charge.taxPercent),
  })),
  currency: draft.currency,
  taxPercent: number(draft.taxPercent) ?? 0,
  validUntil: draft.validUntil,
  leadTime: draft.leadTime,
  terms: draft.terms,
  notes: draft.notes,
});

/** A rate as typed: '' (none of its own) stays missing; what is not a number yet counts as 0. */
const liveRate = (text: string) => (text.trim() === '' ? undefined : Number(text) || 0);

const livePrices = (draft: Draft) =>
  draft.lines.map((line) => ({
    quantity: Number(line.quantity) || 0,
    unitPrice: Number(line.unitPrice) || 0,
    taxPercent: liveRate(line.taxPercent),
  }));

/** Sums as they stand while typing, each line and charge at the rate its invoice will tax it at. */
export const liveTotals = (draft: Draft) =>
  quotationTotals({
    lines: livePrices(draft),
    charges: draft.charges.map((charge) => ({ amount: Number(charge.amount) || 0, taxPercent: liveRate(charge.taxPercent) })),
    taxPercent: Number(draft.taxPercent) || 0,
    currency: draft.currency,
  });

/** The goods a charge without its own code and rate goes with (the largest line): their HSN code and rate. */
export function goodsOf(draft: Draft): { hsn: string; taxPercent: string } {
  const prices = livePrices(draft);
  const main = draft.lines[mainGoods(prices)];
  return { hsn: main?.hsn ?? '', taxPercent: main?.taxPercent || draft.taxPercent };
}

/**
 * What a GST rate's dropdown offers: the notified rates (src/lib/gst/rates.ts), and a stored rate that is not
 * one of them (kept from before the list), named as such: shown as it is, so staff see it and choose another.
 */
export function rateChoices(current: string): { value: string; label: string }[] {
  const choices = GST_RATES.map((rate) => ({ value: String(rate), label: `${rate}%` }));
  if (current.trim() === '' || isGstRate(Number(current))) return choices;
  return [...choices, { value: current, label: QUOTATION_TEXTS.notGstRate(current) }];
}

/** What each part of the editor's form is given: the draft, a change to it, and the messages by path. */
export interface DraftPartProps {
  draft: Draft;
  change: (next: Partial<Draft>) => void;
  /** The first message per whole path ('lines.0.quantity', 'taxPercent'). */
  errors: Record<string, string>;
}
