/**
 * What every copy of a quotation shows, in the same words and order: the buyer's page and the PDF lay
 * them out each its own way, but a line's figures, the sums under the lines and the terms are worked out here
 * once, so the two copies cannot disagree.
 */
import { CUSTOMER_QUOTATION_TEXTS as T } from './messages/customer-quotation.ts';
import { formatDay } from './format/dates.ts';
import { formatMoney, formatQuantity } from './format/money.ts';
import {
  type PricedLine,
  type QuotationCurrency,
  type TaxFree,
  amountInWords,
  lineAmount,
  quotationTotals,
  taxRatesText,
} from './quotation.ts';

interface Priced {
  currency: QuotationCurrency;
  lines: readonly PricedLine[];
  charges: readonly { label: string; amount: number }[];
  taxPercent?: number;
  /** The order bears no tax under the letter of undertaking (its supply known): the sums carry none. */
  taxFree?: TaxFree | null;
}

/** A line's quantity, unit price and amount, written out. */
export const lineFigures = (line: PricedLine, currency: QuotationCurrency): string[] => [
  formatQuantity(line.quantity),
  formatMoney(line.unitPrice, currency),
  formatMoney(lineAmount(line), currency),
];

export interface Sum {
  label: string;
  amount: string;
  /** The last sum, the total. */
  total: boolean;
}

/**
 * The sums under the lines: subtotal, each charge, the tax when anything is taxed (or the nil tax of a supply
 * under the letter of undertaking, saying why), the round-off when any, the total.
 */
export function quotationSums(quotation: Priced): Sum[] {
  const totals = quotationTotals(quotation);
  const sum = (label: string, amount: number, total = false) => ({
    label,
    amount: formatMoney(amount, quotation.currency),
    total,
  });
  // Lines may carry their own rates: the tax row names each rate in use.
  const rates = taxRatesText(quotation);
  const tax = quotation.taxFree ? [sum(T.taxFree[quotation.taxFree], 0)] : rates ? [sum(T.tax(rates), totals.tax)] : [];
  return [
    sum(T.subtotal, totals.subtotal),
    ...quotation.charges.map((charge) => sum(charge.label, charge.amount)),
    ...tax,
    // What the invoices print too: the rupee total is rounded to the rupee.
    ...(totals.roundOff ? [sum(T.roundOff, totals.roundOff)] : []),
    sum(T.total, totals.total, true),
  ];
}

/** The total in words ("Rupees One Thousand … Only"). */
export const totalInWords = (quotation: Priced): string => amountInWords(quotationTotals(quotation).total, quotation.currency);

/** The terms under the sums, each a label and its words; those left empty are not shown. */
export function quotationTerms(quotation: { validUntil: string; leadTime: string; terms: string; notes: string }) {
  const terms: [string, string][] = [
    [T.terms.validUntil, formatDay(quotation.validUntil)],
    [T.terms.leadTime, quotation.leadTime],
    [T.terms.terms, quotation.terms],
    [T.terms.notes, quotation.notes],
  ];
  return terms.filter(([, text]) => text);
}
