/**
 * What is open with a customer, each in a small table: quotations still in play (a draft, sent, or changes
 * asked), orders not yet delivered or not yet paid in full (with their stage), invoices standing, payments
 * (those waiting for us first), and the artwork they approved. Each row links to its order's screen.
 */
import type { ReactNode } from 'react';
import type { CustomerDetail } from '../../lib/api/customers.ts';
import { artworkApi } from '../../lib/api/artwork.ts';
import { pathOf } from '../../lib/api/define.ts';
import { invoicesApi } from '../../lib/api/invoices.ts';
import { formatDateTime } from '../../lib/format.ts';
import { CUSTOMER_TEXTS as T } from '../../lib/messages/customers-screen.ts';
import { MONEY_TEXTS } from '../../lib/messages/payments-screen.ts';
import { formatMoney } from '../../lib/quotation.ts';
import { AdminLink } from '../components/AdminLink.tsx';
import { TableHead } from '../components/TableHead.tsx';
import { quotationPath } from '../paths.ts';
import { FileButton, currencyOf, invoiceFileName } from './linked.tsx';

const IN_PLAY = new Set(['Draft', 'Sent', 'Changes requested']);

function Table({
  id,
  title,
  caption,
  headings,
  rows,
}: {
  id: string;
  title: string;
  caption: string;
  headings: readonly string[];
  rows: ReactNode[];
}) {
  return (
    <div className="customer__open">
      <h3 id={id}>{title}</h3>
      {rows.length === 0 ? (
        <p className="customer__none">{T.nothingOpen}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby={id} tabIndex={0}>
          <table className="admin-table customer__table">
            <caption className="visually-hidden">{caption}</caption>
            <TableHead columns={headings} />
            <tbody>{rows}</tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export function CustomerBusiness({ customer }: { customer: CustomerDetail }) {
  const { quotations, invoices, payments, artwork } = customer.linked;
  const currency = currencyOf(customer);
  const open = quotations.filter((row) => IN_PLAY.has(row.status));
  const orders = quotations.filter(
    (row) => row.status === 'Accepted' && (row.stage !== 'Delivered' || (row.outstanding ?? 0) > 0),
  );
  const standing = invoices.filter((invoice) => invoice.status === 'issued');
  const paid = [...payments].sort(
    (a, b) => Number(b.status === 'reported') - Number(a.status === 'reported') || b.date.localeCompare(a.date),
  );
  const order = (id: string, number: string) => <AdminLink href={quotationPath(id)}>{number}</AdminLink>;
  const cell = (headings: readonly string[], index: number, content: ReactNode, number = false) => (
    <td data-label={headings[index]} className={number ? 'admin-table__number' : undefined}>
      {content}
    </td>
  );
  const Q = T.quotationHeadings;
  const O = T.orderHeadings;
  const I = T.invoiceHeadings;
  const P = T.paymentHeadings;
  const A = T.artworkHeadings;

  return (
    <section className="customer__section" aria-labelledby="customer-open">
      <h2 id="customer-open">{T.openTitle}</h2>
      <Table
        id="customer-open-quotations"
        title={T.openQuotations}
        caption={T.quotationsCaption}
        headings={Q}
        rows={open.map((row) => (
          <tr key={row._id}>
            {cell(Q, 0, order(row._id, row.number))}
            {cell(Q, 1, row.status)}
            {cell(Q, 2, formatMoney(row.total, row.currency), true)}
            {cell(Q, 3, formatDateTime(row.activityAt))}
          </tr>
        ))}
      />
      <Table
        id="customer-open-orders"
        title={T.openOrders}
        caption={T.ordersCaption}
        headings={O}
        rows={orders.map((row) => (
          <tr key={row._id}>
            {cell(O, 0, order(row._id, row.number))}
            {cell(O, 1, row.stage ?? row.status)}
            {cell(O, 2, formatMoney(row.total, row.currency), true)}
            {cell(O, 3, formatMoney(row.outstanding ?? 0, row.currency), true)}
          </tr>
        ))}
      />
      <Table
        id="customer-open-invoices"
        title={T.openInvoices}
        caption={T.invoicesCaption}
        headings={I}
        rows={standing.map((invoice) => (
          <tr key={invoice._id}>
            {cell(
              I,
              0,
              <>
                {invoice.number}{' '}
                <FileButton
                  path={pathOf(invoicesApi.pdf, { id: invoice._id })}
                  name={invoiceFileName(invoice.number)}
                  label={T.pdfLabel(invoice.number)}
                  text={T.pdf}
                />
              </>,
            )}
            {cell(I, 1, MONEY_TEXTS.kind(invoice.kind))}
            {cell(I, 2, invoice.date)}
            {cell(I, 3, formatMoney(invoice.total, currency(invoice.quotationId)), true)}
            {cell(I, 4, order(invoice.quotationId, invoice.quotationNumber))}
          </tr>
        ))}
      />
      <Table
        id="customer-open-payments"
        title={T.openPayments}
        caption={T.paymentsCaption}
        headings={P}
        rows={paid.map((payment) => (
          <tr key={payment._id}>
            {cell(P, 0, payment.date)}
            {cell(P, 1, formatMoney(payment.amount, currency(payment.quotationId)), true)}
            {cell(P, 2, MONEY_TEXTS.paymentStatus(payment.status))}
            {cell(P, 3, payment.reference || T.empty)}
            {cell(P, 4, order(payment.quotationId, payment.quotationNumber))}
          </tr>
        ))}
      />
      <Table
        id="customer-artwork"
        title={T.artworkTitle}
        caption={T.artworkTitle}
        headings={A}
        rows={artwork.map((file) => (
          <tr key={file.fileId}>
            {cell(
              A,
              0,
              <FileButton
                path={pathOf(artworkApi.download, { id: file.fileId })}
                name={file.name}
                label={T.downloadLabel(file.name)}
                text={file.name}
              />,
            )}
            {cell(A, 1, formatDateTime(file.at))}
            {cell(A, 2, order(file.quotationId, file.number))}
          </tr>
        ))}
      />
    </section>
  );
}
