/**
 * Everything linked to a customer on one line of time, newest first: its enquiries, quotations, orders (with
 * their stage), invoices, payments and refunds (money going back, with a minus), approved artwork and the
 * merges that brought records in. Each links to its own screen where it has one (an enquiry, a quotation or
 * order); an invoice's PDF and an artwork file download with the staff token.
 */
import type { ReactNode } from 'react';
import type { CustomerDetail } from '../../lib/api/customers.ts';
import { formatDateTime } from '../../lib/format/dates.ts';
import { CUSTOMER_TEXTS as T } from '../../lib/messages/customers-screen.ts';
import { ENQUIRY_KIND_NAMES } from '../../lib/messages/inbox.ts';
import { MONEY_TEXTS } from '../../lib/messages/payments-screen.ts';
import { isRefund } from '../../lib/payments.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { AdminLink } from '../components/AdminLink.tsx';
import { enquiryPath } from '../paths.ts';
import { ArtworkFile, InvoicePdf, currencyOf, orderLink } from './linked.tsx';

type Kind = 'enquiry' | 'quotation' | 'order' | 'invoice' | 'payment' | 'refund' | 'artwork' | 'merge';

interface Event {
  key: string;
  /** An ISO time, or a day (YYYY-MM-DD) for invoices and payments. */
  at: string;
  kind: Kind;
  body: ReactNode;
}

/** A day alone reads as that day; a time as its day and time. */
const when = (at: string) => (/^\d{4}-\d{2}-\d{2}$/.test(at) ? at : formatDateTime(at));

/** An event of `kind` about the record `id` (its key), at its time. */
const eventOf = (kind: Kind, id: string, at: string, body: ReactNode): Event => ({ key: `${kind}-${id}`, at, kind, body });

function eventsOf(customer: CustomerDetail): Event[] {
  const { enquiries, quotations, invoices, payments, artwork } = customer.linked;
  const currency = currencyOf(customer);
  return [
    ...enquiries.map((enquiry) =>
      eventOf(
        'enquiry',
        enquiry.id,
        enquiry.dateAdded,
        <>
          <AdminLink href={enquiryPath(enquiry.id)}>{T.enquiryTitle(ENQUIRY_KIND_NAMES[enquiry.kind], enquiry.name)}</AdminLink>{' '}
          <span className="customer__muted">
            {enquiry.status} · {enquiry.email}
          </span>
          {enquiry.summary && <span className="customer__summary">{enquiry.summary}</span>}
        </>,
      ),
    ),
    ...quotations.map((row) =>
      eventOf(
        'quotation',
        row._id,
        row.createdAt,
        <>
          {orderLink(row._id, row.number)} {row.status} · {formatMoney(row.total, row.currency)}
        </>,
      ),
    ),
    ...quotations
      .filter((row) => row.acceptedAt)
      .map((row) =>
        eventOf(
          'order',
          row._id,
          row.acceptedAt!,
          <>
            {orderLink(row._id, row.number)} {T.orderStage(row.stage ?? row.status)}
          </>,
        ),
      ),
    ...invoices.map((invoice) =>
      eventOf(
        'invoice',
        invoice._id,
        invoice.date,
        <>
          {MONEY_TEXTS.kind(invoice)} {invoice.number} · {formatMoney(invoice.total, currency(invoice.quotationId))}
          {invoice.status === 'cancelled' && ` · ${MONEY_TEXTS.cancelled}`} ·{' '}
          {orderLink(invoice.quotationId, invoice.quotationNumber)} <InvoicePdf invoice={invoice} />
        </>,
      ),
    ),
    ...payments.map((payment) => {
      const amount = formatMoney(payment.amount, currency(payment.quotationId));
      // A refund is money going back, never one more payment: named so, its amount with a minus.
      return isRefund(payment)
        ? eventOf(
            'refund',
            payment._id,
            payment.date,
            <>
              {MONEY_TEXTS.refundAmount(amount)} · {payment.method}
              {payment.reason && ` · ${payment.reason}`} · {orderLink(payment.quotationId, payment.quotationNumber)}
            </>,
          )
        : eventOf(
            'payment',
            payment._id,
            payment.date,
            <>
              {amount} · {payment.method} · {MONEY_TEXTS.paymentStatus(payment.status)} ·{' '}
              {orderLink(payment.quotationId, payment.quotationNumber)}
            </>,
          );
    }),
    ...artwork.map((file) =>
      eventOf(
        'artwork',
        file.fileId,
        file.at,
        <>
          {file.name} · {orderLink(file.quotationId, file.number)} <ArtworkFile file={file} text={T.download} />
        </>,
      ),
    ),
    ...(customer.merges ?? []).map((merge) =>
      eventOf('merge', merge.from, merge.at, T.mergeNote(merge.name, merge.by, merge.enquiries.length, merge.quotations.length)),
    ),
  ].sort((a, b) => b.at.localeCompare(a.at));
}

export function CustomerTimeline({ customer }: { customer: CustomerDetail }) {
  const events = eventsOf(customer);
  return (
    <section className="customer__section" aria-labelledby="customer-timeline">
      <h2 id="customer-timeline">{T.timelineTitle}</h2>
      <p className="customer__lead">{T.timelineLead}</p>
      {events.length === 0 ? (
        <p className="customer__none">{T.noTimeline}</p>
      ) : (
        <ol className="customer__timeline">
          {events.map((event) => (
            <li key={event.key} className={`customer__event customer__event--${event.kind}`}>
              <span className="customer__event-head">
                <span className="customer__kind">{T.kinds[event.kind]}</span>
                <time dateTime={event.at}>{when(event.at)}</time>
              </span>
              <span className="customer__event-body">{event.body}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
