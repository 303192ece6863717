/**
 * What My orders shows a signed-in buyer: everything of the customer record that lists their e-mail as a
 * contact (src/lib/server/customers/lookup.ts): one their own e-mail made, or staff confirmed them on; never
 * one reached through a GSTIN, which anyone can type. The requests, the quotations sent with their own pages,
 * the orders with their stage and money, and the invoices. Before there is a customer record, an empty page.
 * Store requests: the customer (two) beside the consent (one), then its enquiries and quotations read in
 * parallel (settings are cached), so a buyer of ten orders waits about three round trips. Staff's notes,
 * drafts and tags never leave here.
 */
import type { MyInvoice, MyOrdersPage, MyQuotation, MyRequest } from '../../api/my-orders.ts';
import type { Customer } from '../../api/customers.ts';
import type { EnquiryKind } from '../../constants.ts';
import { reorderMark } from '../../messages/my-orders.ts';
import { inUnits } from '../../payments.ts';
import { linesOf } from '../../quote.ts';
import type { Quotation } from '../../schemas/quotations.ts';
import type { Enquiry, ProductQuote } from '../../schemas/inboxes.ts';
import { anyInbox } from '../collections.ts';
import { customerOfEmail } from '../customers/lookup.ts';
import { documentHead, taxFreeOf } from '../invoices/invoice.ts';
import { consentOf } from '../privacy/consent.ts';
import { moneyAnswer, moneyOf, paymentTerms } from '../orders/terms.ts';
import { customerView } from '../quotations/buyer-page.ts';
import { quotations } from '../quotations/quotation-collection.ts';
import { mapLimited } from '../store/concurrency.ts';
import { reorderLines } from './reorder-lines.ts';

const SUMMARY_LENGTH = 200;

/** A request in a few words: the products asked for, or the subject, or the first words of the message. */
function summaryOf(kind: EnquiryKind, record: Enquiry & Record<string, unknown>): string {
  const text =
    kind === 'quotes'
      ? linesOf(record as unknown as ProductQuote)
          .map((line) => `${line.productName} × ${line.quantity}`)
          .join(', ')
      : String(record.subject ?? record.question ?? record.message ?? '');
  return text.replace(/\s+/g, ' ').trim().slice(0, SUMMARY_LENGTH);
}

/** A quotation the buyer may see: sent at least once (a draft never made it to them). */
const sent = (quotation: Quotation | null): quotation is Quotation =>
  !!quotation && (!!quotation.sentRevision || !!quotation.acceptance);

export async function myOrdersPage(email: string): Promise<MyOrdersPage> {
  const [customer, consent] = await Promise.all([customerOfEmail(email), consentOf(email)]);
  const marketing = consent ? consent.marketing : null;
  if (!customer) return { customer: null, enquiries: [], quotations: [], invoices: [], marketing };
  const [records, found, terms] = await Promise.all([
    mapLimited(customer.enquiries, async ({ kind, id }) => ({ kind, record: await anyInbox(kind).get(id) })),
    mapLimited(customer.quotations, (id) => quotations.get(id)),
    paymentTerms(),
  ]);
  const orders = found.filter(sent).sort((a, b) => b._id.localeCompare(a._id));
  return {
    customer: customerShown(customer, email),
    enquiries: records
      .flatMap(({ kind, record }) => (record ? [requestShown(kind, record as Enquiry & Record<string, unknown>)] : []))
      .sort((a, b) => b._id.localeCompare(a._id)),
    quotations: orders.map((quotation) => quotationShown(quotation, terms)),
    invoices: orders.flatMap((quotation) =>
      (quotation.invoices ?? []).map((invoice): MyInvoice => ({
        ...documentHead(invoice),
        total: inUnits(invoice.total),
        currency: quotation.currency,
        status: invoice.status,
        quotationId: quotation._id,
        quotationNumber: quotation.number,
      })),
    ),
    marketing,
  };
}

const customerShown = (customer: Customer, email: string): MyOrdersPage['customer'] => {
  const contact = customer.contacts.find((each) => each.email.toLowerCase() === email.toLowerCase());
  return { name: contact?.name ?? customer.name, company: customer.company ?? customer.name, email };
};

function requestShown(kind: EnquiryKind, record: Enquiry & Record<string, unknown>): MyRequest {
  const reorder = record.reorderOf as { number?: string } | undefined;
  return {
    _id: record._id,
    kind,
    dateAdded: record.dateAdded,
    summary: summaryOf(kind, record),
    ...(reorder?.number && { reorderOf: reorderMark(reorder.number) }),
  };
}

function quotationShown(quotation: Quotation, terms: Awaited<ReturnType<typeof paymentTerms>>): MyQuotation {
  const view = customerView(quotation, { payment: null, taxFree: taxFreeOf(quotation, terms.tax) });
  const lines = reorderLines(quotation);
  return {
    _id: quotation._id,
    number: quotation.number,
    status: quotation.status,
    state: view.state,
    sentAt: view.sentAt,
    total: view.total,
    currency: view.currency,
    stage: view.stage,
    page: `/q/${quotation.secret}`,
    money: quotation.status === 'Accepted' ? moneyAnswer(moneyOf(quotation, terms)) : null,
    reorder: lines ? { lines: lines.map(({ description, quantity }) => ({ description, quantity })) } : null,
  };
}
