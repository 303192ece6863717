/**
 * The quotations: versioned records (If-Match, 409 on a stale save). What follows each write: its entry
 * in the activity list, its row for the lists that span every quotation (quotation-rows.ts), its money in the
 * months' money register the books read (orders/money-register.ts), and what
 * follows each step it added to the quotation's story (step-follow-ups.ts: mails, the open index, the enquiry, the
 * proforma invoice on acceptance).
 */
import { PAYMENT_MESSAGES } from '../../messages/payments.ts';
import type { Quotation } from '../../schemas/quotations.ts';
import { linkQuotationLater } from '../customers/link-later.ts';
import { followUps } from '../follow-ups.ts';
import { followMoney } from '../orders/money-register.ts';
import { indexQuotation } from './quotation-rows.ts';
import { type Collection, collection } from '../store/index.ts';
import { followEvents } from './step-follow-ups.ts';

const activity = followUps<Quotation>({
  activity: {
    kind: 'quotations',
    label: (quotation) => quotation.number || quotation._id,
    // Production gone ahead of the advance is an entry of its own in the activity list, with its reason.
    also: ({ record, before }) =>
      record.advanceWaived && record.advanceWaived.at !== before?.advanceWaived?.at
        ? [PAYMENT_MESSAGES.advanceWaived(record.advanceWaived.reason)]
        : [],
  },
});

export const quotations: Collection<Quotation> = collection<Quotation>('quotations', {
  versioned: true,
  follow: (change) =>
    Promise.all([
      activity(change),
      indexQuotation(change),
      followEvents(change, quotations),
      // The month's money the books read (a payment, a refund, the billing a receipt names).
      followMoney(change),
      // Its customer (and a GSTIN its billing details give) is linked after the answer.
      change.change !== 'deleted' && linkQuotationLater(change.record),
    ]).then(() => undefined),
});
