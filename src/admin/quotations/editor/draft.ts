/** A quotation as its editor holds it while staff type (numbers as typed), and as the API takes it. */
import type { QuotationAnswer } from '../../../lib/api/quotations.ts';
import { type QuotationCurrency, quotationTotals } from '../../../lib/quotation.ts';

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
export interface Draft {
  lines: DraftLine[];
  charges: { label: string; amount: string }[];
  currency: QuotationCurrency;
  taxPercent: string;
  validUntil: string;
  leadTime: string;
  terms: string;
  notes: string;
}

export const toDraft = (quotation: QuotationAnswer): Draft => ({
  lines: quotation.lines.map((line) => ({
    productId: line.productId,
    description: line.description,
    quantity: String(line.quantity),
    unitPrice: String(line.unitPrice),
    hsn: line.hsn ?? '',
    taxPercent: line.taxPercent === undefined ? '' : String(line.taxPercent),
  })),
  charges: quotation.charges.map((charge) => ({ label: charge.label, amount: String(charge.amount) })),
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
  charges: draft.charges.map((charge) => ({ label: charge.label, amount: number(charge.amount) })),
  currency: draft.currency,
  taxPercent: number(draft.taxPercent) ?? 0,
  validUntil: draft.validUntil,
  leadTime: draft.leadTime,
  terms: draft.terms,
  notes: draft.notes,
});

/** Sums as they stand while typing: what is not a number yet counts as 0. */
export const liveTotals = (draft: Draft) =>
  quotationTotals({
    lines: draft.lines.map((line) => ({
      quantity: Number(line.quantity) || 0,
      unitPrice: Number(line.unitPrice) || 0,
      taxPercent: line.taxPercent.trim() === '' ? undefined : Number(line.taxPercent) || 0,
    })),
    charges: draft.charges.map((charge) => ({ amount: Number(charge.amount) || 0 })),
    taxPercent: Number(draft.taxPercent) || 0,
    currency: draft.currency,
  });

/** What each part of the editor's form is given: the draft, a change to it, and the messages by path. */
/** A GST rate's input, for the quotation's rate and a line's own: a percentage to two decimals. */
export const GST_RATE_INPUT = { type: 'number', inputMode: 'decimal', min: 0, max: 100, step: 0.01 } as const;

export interface DraftPartProps {
  draft: Draft;
  change: (next: Partial<Draft>) => void;
  /** The first message per whole path ('lines.0.quantity', 'taxPercent'). */
  errors: Record<string, string>;
}
