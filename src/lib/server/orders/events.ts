/**
 * An order's story: the steps a quotation goes through (sent, answered, accepted, paid, invoiced …), each an
 * event on the record. Quotations, payments and invoices add steps the one same way.
 */
import type { Quotation, QuotationEvent } from '../../schemas/quotations.ts';

/** A step added to a quotation's story, its last activity moved on. */
export const withEvent = (quotation: Quotation, event: QuotationEvent): Quotation => ({
  ...quotation,
  events: [...(quotation.events ?? []), event],
  activityAt: event.at,
});
