/**
 * What is open with a customer, each in a small table: quotations still in play (a draft, sent, or changes
 * asked), orders not yet delivered or not yet paid in full (with their stage), invoices standing, payments
 * (those waiting for us first), and the artwork they approved. Each row links to its order's screen.
 */
import type { CustomerDetail } from '../../lib/api/customers.ts';
import { formatDateTime } from '../../lib/format/dates.ts';
import { CUSTOMER_TEXTS as T } from '../../lib/messages/customers-screen.ts';
import { MONEY_TEXTS } from '../../lib/messages/payments-screen.ts';
import { isRefund } from '../../lib/payments.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { type QuotationCurrency } from '../../lib/quotation.ts';
import { type Column, DataTable, NUMBER } from '../components/DataTable.tsx';
import { ArtworkFile, InvoicePdf, currencyOf, orderLink } from './linked.tsx';

type Linked = CustomerDetail['linked'];
type Quotation = Linked['quotations'][number];
/** Invoices and payments carry their order's currency. */
type Invoice = Linked['invoices'][number] & { currency: QuotationCurrency };
type Payment = Linked['payments'][number] & { currency: QuotationCurrency };
type Artwork = Linked['artwork'][number];

const IN_PLAY = new Set(['Draft', 'Sent', 'Changes requested']);

const byId = (row: { _id: string }) => row._id;

/** One kind of open business: its heading (whose id names its table), caption and columns, and each row's key. */
interface OpenKind<T> {
  id: string;
  title: string;
  caption: string;
  rowKey: (row: T) => string;
  columns: readonly Column<T>[];
}

function openKind<T>(id: string, title: string, caption: string, rowKey: (row: T) => string, columns: Column<T>[]): OpenKind<T> {
  return { id, title, caption, rowKey, columns };
}

/** One kind of open business under its own heading, or None. */
function OpenTable<T>({ kind: { id, title, ...table }, rows }: { kind: OpenKind<T>; rows: readonly T[] }) {
  return (
    <div className="customer__open">
      <h3 id={id}>{title}</h3>
      {rows.length === 0 ? (
        <p className="customer__none">{T.nothingOpen}</p>
      ) : (
        <DataTable {...table} rows={rows} labelledBy={id} className="customer__table" />
      )}
    </div>
  );
}

const Q = T.quotationHeadings;
const O = T.orderHeadings;
const I = T.invoiceHeadings;
const P = T.paymentHeadings;
const A = T.artworkHeadings;

const QUOTATIONS = openKind<Quotation>('customer-open-quotations', T.openQuotations, T.quotationsCaption, byId, [
  { heading: Q[0], cell: (row) => orderLink(row._id, row.number) },
  { heading: Q[1], cell: (row) => row.status },
  { heading: Q[2], cell: (row) => formatMoney(row.total, row.currency), className: NUMBER },
  { heading: Q[3], cell: (row) => formatDateTime(row.activityAt) },
]);

const ORDERS = openKind<Quotation>('customer-open-orders', T.openOrders, T.ordersCaption, byId, [
  { heading: O[0], cell: (row) => orderLink(row._id, row.number) },
  { heading: O[1], cell: (row) => row.stage ?? row.status },
  { heading: O[2], cell: (row) => formatMoney(row.total, row.currency), className: NUMBER },
  { heading: O[3], cell: (row) => formatMoney(row.outstanding ?? 0, row.currency), className: NUMBER },
]);

const INVOICES = openKind<Invoice>('customer-open-invoices', T.openInvoices, T.invoicesCaption, byId, [
  {
    heading: I[0],
    cell: (invoice) => (
      <>
        {invoice.number} <InvoicePdf invoice={invoice} />
      </>
    ),
  },
  { heading: I[1], cell: (invoice) => MONEY_TEXTS.kind(invoice) },
  { heading: I[2], cell: (invoice) => invoice.date },
  { heading: I[3], cell: (invoice) => formatMoney(invoice.total, invoice.currency), className: NUMBER },
  { heading: I[4], cell: (invoice) => orderLink(invoice.quotationId, invoice.quotationNumber) },
]);

const PAYMENTS = openKind<Payment>('customer-open-payments', T.openPayments, T.paymentsCaption, byId, [
  { heading: P[0], cell: (payment) => payment.date },
  {
    heading: P[1],
    cell: (payment) => {
      const amount = formatMoney(payment.amount, payment.currency);
      return isRefund(payment) ? MONEY_TEXTS.refundAmount(amount) : amount;
    },
    className: NUMBER,
  },
  {
    heading: P[2],
    cell: (payment) =>
      isRefund(payment) ? MONEY_TEXTS.refundStatus(payment.reason ?? '') : MONEY_TEXTS.paymentStatus(payment.status),
  },
  { heading: P[3], cell: (payment) => payment.reference || T.empty },
  { heading: P[4], cell: (payment) => orderLink(payment.quotationId, payment.quotationNumber) },
]);

const ARTWORK = openKind<Artwork>('customer-artwork', T.artworkTitle, T.artworkTitle, (file) => file.fileId, [
  { heading: A[0], cell: (file) => <ArtworkFile file={file} text={file.name} /> },
  { heading: A[1], cell: (file) => formatDateTime(file.at) },
  { heading: A[2], cell: (file) => orderLink(file.quotationId, file.number) },
]);

export function CustomerBusiness({ customer }: { customer: CustomerDetail }) {
  const { quotations, invoices, payments, artwork } = customer.linked;
  const currency = currencyOf(customer);
  const open = quotations.filter((row) => IN_PLAY.has(row.status));
  const orders = quotations.filter(
    (row) => row.status === 'Accepted' && (row.stage !== 'Delivered' || (row.outstanding ?? 0) > 0),
  );
  const standing = invoices
    .filter((invoice) => invoice.status === 'issued')
    .map((invoice) => ({ ...invoice, currency: currency(invoice.quotationId) }));
  const paid = payments
    .map((payment) => ({ ...payment, currency: currency(payment.quotationId) }))
    .sort((a, b) => Number(b.status === 'reported') - Number(a.status === 'reported') || b.date.localeCompare(a.date));

  return (
    <section className="customer__section" aria-labelledby="customer-open">
      <h2 id="customer-open">{T.openTitle}</h2>
      <OpenTable kind={QUOTATIONS} rows={open} />
      <OpenTable kind={ORDERS} rows={orders} />
      <OpenTable kind={INVOICES} rows={standing} />
      <OpenTable kind={PAYMENTS} rows={paid} />
      <OpenTable kind={ARTWORK} rows={artwork} />
    </section>
  );
}
