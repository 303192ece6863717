/**
 * The customer's reminders of a balance due, once per step (reminders.ts decides which): before dispatch, and
 * after the tax invoice's due date. Plain paragraphs (src/lib/messages/payments.ts) made into text and HTML by
 * the quotation's mail module; the link to their order's page, where they pay and report a payment.
 */
import { PAYMENT_MAIL_TEXTS as TEXT } from '../../messages/payments.ts';
import { DEFAULT_ADVANCE_PERCENT, inUnits, orderMoney } from '../../payments.ts';
import { formatDay, todayInIndia } from '../../format/dates.ts';
import { formatMoney } from '../../format/money.ts';
import type { SiteSettings } from '../../settings.ts';
import type { Quotation, QuotationEvent } from '../../schemas/quotations.ts';
import { billedTotal } from '../invoices/invoice.ts';
import type { ComposedMail } from '../mail/templates.ts';
import { compose, customerAddress, hello, signature } from './quotation-mails.ts';

/** The reminder a 'payment-reminded' step sends: which one it is, by the time the step wrote for it. */
export function paymentReminderMail(
  quotation: Quotation,
  event: QuotationEvent,
  link: string,
  company: SiteSettings,
): ComposedMail[] {
  const to = customerAddress(quotation);
  if (!to) return [];
  // What is outstanding does not hang on the advance asked for: the default stands in for Settings' here.
  const at = new Date(event.at);
  const billed = { ...quotation, total: billedTotal(quotation, company.tax, at) };
  const money = orderMoney(billed, { advancePercent: DEFAULT_ADVANCE_PERCENT, today: todayInIndia(at) });
  if (money.outstanding === 0) return [];
  const amount = formatMoney(inUnits(money.outstanding), quotation.currency);
  const overdue = quotation.paymentReminders?.afterDue === event.at;
  const [subject, words] = overdue
    ? [
        TEXT.afterDueSubject(quotation.number, company.name),
        TEXT.afterDue(quotation.number, amount, money.dueDate ? formatDay(money.dueDate) : ''),
      ]
    : [TEXT.beforeDispatchSubject(quotation.number, company.name), TEXT.beforeDispatch(quotation.number, amount)];
  return [compose('visitor', [to], subject, [hello(quotation), words, { text: TEXT.howToPay, href: link }, signature(company)])];
}
