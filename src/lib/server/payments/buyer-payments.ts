/**
 * The customer's side of an order's money, on their page: what is due now and how to pay it (the UPI link and
 * its QR code, the bank account, online payment when set up), and "I have paid" with the reference. A report is
 * one of the page's writes: limited per link and bounded by what a quotation holds (quotations/buyer-page.ts),
 * and staff hear of it by mail (the 'payment-reported' step's follow-up).
 */
import { toString as qrSvg } from 'qrcode';
import type { CustomerPayment, CustomerQuotation } from '../../api/customer-quotation-reads.ts';
import { upiLink } from '../../gst/upi.ts';
import { MESSAGES } from '../../messages/answers.ts';
import { PAYMENT_MAIL_TEXTS } from '../../messages/payments.ts';
import { type OrderMoney, fromProduction, inUnits, toMinor } from '../../payments.ts';
import { formatMoney } from '../../format/money.ts';
import { todayInIndia } from '../../format/dates.ts';
import type { Payment } from '../../schemas/payments.ts';
import type { Quotation, QuotationEvent } from '../../schemas/quotations.ts';
import { HttpError } from '../http.ts';
import { claimArtwork } from '../uploads/artwork.ts';
import { quotations } from '../quotations/quotation-collection.ts';
import { taxFreeOf } from '../invoices/invoice.ts';
import { type CustomerAnswer, customerView, customerWrite, forWriting } from '../quotations/buyer-page.ts';
import { customerWriteRefusal } from '../quotations/quotation-rules.ts';
import { withEvent } from '../orders/events.ts';
import { refused } from '../orders/refusals.ts';
import { newId } from '../store/index.ts';
import { razorpayEnvironment } from './razorpay-environment.ts';
import { reportRefusal, reportedAmount, sameReport } from './payment-rules.ts';
import { type PaymentTerms, moneyOf, paymentTerms } from '../orders/terms.ts';

/** The document a payment is for: the latest standing tax invoice from production on, else the proforma, else the quotation. */
export function paymentNote(quotation: Quotation): string {
  const standing = (quotation.invoices ?? []).filter((invoice) => invoice.status === 'issued');
  const tax = fromProduction(quotation.stage) ? standing.findLast((invoice) => invoice.kind === 'tax') : undefined;
  return (tax ?? standing.findLast((invoice) => invoice.kind === 'proforma'))?.number ?? quotation.number;
}

/** How the customer pays what is due now (null before acceptance): amounts in units. */
export async function customerPayment(quotation: Quotation, terms?: PaymentTerms): Promise<CustomerPayment | null> {
  if (quotation.status !== 'Accepted') return null;
  const settings = terms ?? (await paymentTerms());
  const money = moneyOf(quotation, settings);
  const note = paymentNote(quotation);
  const link =
    settings.upi && quotation.currency === 'INR' && money.due > 0
      ? upiLink({ id: settings.upi.id, payee: settings.upi.payee, amount: money.due, note })
      : null;
  const { holder, account, ifsc, bank, branch } = settings.bank ?? {};
  return {
    currency: money.currency,
    due: inUnits(money.due),
    paid: inUnits(money.paid),
    refunded: inUnits(money.refunded),
    credit: inUnits(money.credit),
    reported: inUnits(money.reported),
    outstanding: inUnits(money.outstanding),
    note,
    upiLink: link,
    upiQrSvg: link ? await qrSvg(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) : null,
    bank: holder && account && ifsc && bank && branch ? { holder, account, ifsc, bank, branch } : null,
    payOnline: !!razorpayEnvironment() && money.due > 0,
  };
}

/**
 * The buyer's page as it stands: its sums as the invoices will bill them and how to pay what is due, under
 * one read of the settings (cached a minute: no store request most of the time).
 */
export async function customerPage(quotation: Quotation): Promise<CustomerQuotation> {
  const terms = await paymentTerms();
  const payment = await customerPayment(quotation, terms);
  return customerView(quotation, { payment, taxFree: taxFreeOf(quotation, terms.tax) });
}

const amountWords = (money: OrderMoney, minor: number) => formatMoney(inUnits(minor), money.currency);

/** Leaves a report's write undone: the same reference landed first (an HttpError, which the store's guard passes through). */
class AlreadyReported extends HttpError {
  constructor() {
    super(200, MESSAGES.paymentAlreadyReported);
  }
}

/** A rupee payment's 12-digit reference is a UPI transaction's (its UTR); anything else a bank transfer's. */
const methodOf = (quotation: Quotation, reference: string): Payment['method'] =>
  quotation.currency === 'INR' && /^\d{12}$/.test(reference) ? 'UPI' : 'Bank transfer';

/**
 * "I have paid": a report waiting for staff to confirm it against the bank, with the receipt the customer
 * uploaded (POST /api/artwork) when they add one. The same reference reported again answers the first report.
 */
export async function reportPayment(
  secret: string,
  body: { reference: string; amount?: number; fileId: string },
  address: string,
): Promise<CustomerAnswer> {
  const reference = body.reference.toUpperCase();
  const [found, terms] = await Promise.all([forWriting(secret, address), paymentTerms()]);
  if (sameReport(found.value, reference)) return { message: MESSAGES.paymentAlreadyReported, quotation: found.value };
  const asked = body.amount === undefined ? undefined : toMinor(body.amount);
  const early = reportRefusal(found.value, asked, moneyOf(found.value, terms));
  if (early) throw refused(early);
  let file: QuotationEvent['file'];
  if (body.fileId) {
    const [claimed] = await claimArtwork([body.fileId], found.value._id);
    file = { id: claimed.id, name: claimed.name, size: claimed.size };
  }
  const written = await customerWrite(
    found,
    (current, at) => {
      // Reported in another tab between the read and this write: that report stands, and nothing is written.
      if (sameReport(current, reference)) throw new AlreadyReported();
      const money = moneyOf(current, terms);
      const amount = asked ?? reportedAmount(money);
      const text = PAYMENT_MAIL_TEXTS.reportedText(amountWords(money, amount), reference);
      const refusal = reportRefusal(current, asked, money) ?? customerWriteRefusal(current, text.length);
      if (refusal) throw refused(refusal);
      const payment: Payment = {
        _id: newId(),
        amount,
        date: todayInIndia(new Date(at)),
        method: methodOf(current, reference),
        reference,
        status: 'reported',
        source: 'customer',
        ...(file && { fileId: file.id }),
        at,
        by: 'customer',
      };
      return withEvent(
        { ...current, payments: [...(current.payments ?? []), payment] },
        { kind: 'payment-reported', at, by: 'customer', text, ...(file && { file }) },
      );
    },
    'Payment reported by the customer',
  ).catch(async (error) => {
    if (!(error instanceof AlreadyReported)) throw error;
    return null;
  });
  if (!written)
    return { message: MESSAGES.paymentAlreadyReported, quotation: (await quotations.get(found.value._id)) ?? found.value };
  return { message: MESSAGES.paymentReported, quotation: written };
}
