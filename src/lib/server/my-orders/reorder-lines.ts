/**
 * What a reorder starts from: the lines of the revision the buyer accepted (description, quantity, the
 * product, its HSN code and GST rate, the price then), and only for a delivered order. A rule over the
 * record alone, so My orders, the reorder and "Make a quotation" from a reorder read it alike.
 */
import type { Quotation, QuotationTerms } from '../../schemas/quotations.ts';

export type ReorderLine = QuotationTerms['lines'][number];

/** What a reorder request carries beside a request's own fields. */
export interface ReorderOf {
  quotationId: string;
  number: string;
  /** The earlier quotation's lines with the quantities asked now (their prices are the earlier ones). */
  lines: ReorderLine[];
}

/** The accepted revision's terms (the current one when it is that revision, or an earlier one kept). */
function acceptedTerms(quotation: Quotation): Pick<QuotationTerms, 'lines'> {
  const revision = quotation.acceptance?.revision;
  if (revision === undefined || revision === quotation.revision) return quotation;
  return quotation.earlier.find((each) => each.revision === revision) ?? quotation;
}

/** A delivered order's lines to reorder; null for a quotation not delivered. */
export function reorderLines(quotation: Quotation): ReorderLine[] | null {
  if (quotation.status !== 'Accepted' || quotation.stage !== 'Delivered') return null;
  return acceptedTerms(quotation).lines;
}
