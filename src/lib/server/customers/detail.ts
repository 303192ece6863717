/**
 * A customer as staff read it: the record, its figures, and everything linked (enquiries, quotations and
 * orders, invoices, payments, approved artwork), read in parallel: the record (one or two requests with a
 * merge to follow), then one round for the rest. And the whole of what is held, for an export. Each read and
 * each export is logged (access-log.ts), kept like the activity list.
 */
import type { CustomerArtwork, CustomerDetail, CustomerEnquiry, CustomerExport } from '../../api/customers.ts';
import { statusOf } from '../../constants.ts';
import { CUSTOMER_MESSAGES as TEXT } from '../../messages/customers.ts';
import { inUnits } from '../../payments.ts';
import type { Quotation } from '../../schemas/quotations.ts';
import type { Enquiry } from '../../schemas/inboxes.ts';
import { anyInbox } from '../collections.ts';
import { HttpError } from '../http.ts';
import { invoices as invoiceRecords } from '../invoices/invoice-storage.ts';
import type { SignedInMember } from '../signed-in-member.ts';
import { quotations as quotationRecords } from '../quotations/quotation-collection.ts';
import { mapLimited } from '../store/concurrency.ts';
import { recordAccess } from './access-log.ts';
import { customerById } from './lookup.ts';
import { moneyOf, quotationRowsById } from './customer-rows.ts';

const SUMMARY_LENGTH = 160;

function enquiryOf(kind: CustomerEnquiry['kind'], record: Enquiry): CustomerEnquiry {
  const fields = record as Enquiry & { name?: unknown; email?: unknown; message?: unknown; productName?: unknown };
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const summary = text(fields.message) || text(fields.productName);
  return {
    kind,
    id: record._id,
    name: text(fields.name),
    email: text(fields.email),
    status: statusOf(record),
    dateAdded: record.dateAdded,
    summary: summary.length > SUMMARY_LENGTH ? `${summary.slice(0, SUMMARY_LENGTH - 1)}…` : summary,
  };
}

/** GET /api/customers/{id}. */
export async function customerDetail(id: string, member: SignedInMember): Promise<CustomerDetail> {
  const customer = await customerById(id);
  if (!customer) throw new HttpError(404, TEXT.customerNotFound);
  const [rows, enquiries, quotations] = await Promise.all([
    quotationRowsById(),
    mapLimited(customer.enquiries, async (ref) => {
      const record = await anyInbox(ref.kind).get(ref.id);
      return record ? enquiryOf(ref.kind, record) : null;
    }),
    mapLimited(customer.quotations, (quotationId) => quotationRecords.get(quotationId)),
    recordAccess(member, 'viewed', customer),
  ]);
  const found = quotations.filter((quotation): quotation is Quotation => quotation !== null);
  const of = (quotation: Quotation) => ({ quotationId: quotation._id, quotationNumber: quotation.number });
  const artwork: CustomerArtwork[] = found
    .filter((quotation) => quotation.status === 'Accepted')
    .flatMap((quotation) =>
      (quotation.proofs ?? []).map((proof) => ({
        quotationId: quotation._id,
        number: quotation.number,
        fileId: proof.fileId,
        name: proof.name,
        at: proof.at,
      })),
    );
  return {
    ...customer,
    ...moneyOf(customer.quotations, rows),
    linked: {
      enquiries: enquiries.filter((each): each is CustomerEnquiry => each !== null).sort((a, b) => b.id.localeCompare(a.id)),
      quotations: customer.quotations.flatMap((quotationId) => rows.get(quotationId) ?? []),
      // The order keeps its money in paise; the page shows it in the currency's units, as staff's answers do.
      invoices: found.flatMap((quotation) =>
        (quotation.invoices ?? []).map((invoice) => ({
          ...invoice,
          total: inUnits(invoice.total),
          ...(invoice.advance !== undefined && { advance: inUnits(invoice.advance) }),
          ...of(quotation),
        })),
      ),
      payments: found.flatMap((quotation) =>
        (quotation.payments ?? []).map((payment) => ({ ...payment, amount: inUnits(payment.amount), ...of(quotation) })),
      ),
      artwork,
    },
  };
}

/** GET /api/customers/{id}/export: everything held about the customer, whole; a quotation's page secret left out. */
export async function customerExport(id: string, member: SignedInMember): Promise<CustomerExport> {
  const customer = await customerById(id);
  if (!customer) throw new HttpError(404, TEXT.customerNotFound);
  const [enquiries, quotations, invoices] = await Promise.all([
    mapLimited(customer.enquiries, async (ref) => {
      const record = await anyInbox(ref.kind).get(ref.id);
      return record ? { ...record, kind: ref.kind } : null;
    }),
    mapLimited(customer.quotations, (quotationId) => quotationRecords.get(quotationId)),
    mapLimited(customer.invoices, (invoiceId) => invoiceRecords.get(invoiceId)),
    recordAccess(member, 'exported', customer),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    customer,
    enquiries: enquiries.filter((each) => each !== null) as CustomerExport['enquiries'],
    quotations: quotations
      .filter((each): each is Quotation => each !== null)
      .map(({ secret: _secret, ...quotation }) => quotation) as unknown as CustomerExport['quotations'],
    invoices: invoices.filter((each) => each !== null) as unknown as CustomerExport['invoices'],
  };
}
