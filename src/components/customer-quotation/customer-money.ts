/**
 * The money side of an accepted order on the buyer's page, drawn with the rest of it (customer-quotation.ts):
 * what is due now and how to pay it, the order's invoices, the billing details they are made out to. Only text
 * from the order (textContent); the one exception is the UPI QR code, an SVG our server makes from a fixed
 * library, shown as an image's data address, which runs nothing. Copying a bank detail is here too: the
 * clipboard wants the click's own moment, not one after the answers' code has loaded.
 */
import type { CustomerQuotation } from '../../lib/api/customer-quotation-reads.ts';
import { element } from '../../lib/client/dom.ts';
import { findCountry } from '../../lib/gst/countries.ts';
import { CUSTOMER_QUOTATION_TEXTS as T } from '../../lib/messages/customer-quotation.ts';
import { formatDay } from '../../lib/format/dates.ts';
import { formatMoney } from '../../lib/format/money.ts';

type Part = <E extends Element = HTMLElement>(selector: string) => E;

/** A list of terms and their values, the empty ones left out. */
function terms(list: HTMLElement, rows: [string, string][]) {
  list.replaceChildren(
    ...rows.filter(([, text]) => text).flatMap(([label, text]) => [element('dt', '', label), element('dd', '', text)]),
  );
}

/** The billing details as the invoices print them: the address with its state (India) or its country. */
function billingRows(billing: NonNullable<CustomerQuotation['billing']>): [string, string][] {
  const B = T.billing;
  const place = billing.country === 'India' ? `${billing.state}, India` : billing.country;
  return [
    [B.legalName, billing.legalName],
    [B.gstin, billing.gstin],
    [B.address, `${billing.address}\n${place}`],
    [B.shippingAddress, billing.shippingAddress],
    [B.poNumber, billing.poNumber],
  ];
}

/** Fills a billing form's fields from the details as stored. */
function fillBilling(form: HTMLFormElement, billing: CustomerQuotation['billing']) {
  if (!billing) return;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  for (const name of ['legalName', 'gstin', 'address', 'state', 'shippingAddress', 'poNumber'] as const)
    field(name).value = billing[name];
  // A country an older record wrote its own way is shown as the list's (none chosen when it is not there).
  field('country').value = findCountry(billing.country)?.name ?? '';
  field('shipElsewhere').checked = billing.shippingAddress !== '';
}

export function drawMoney(part: Part, quotation: CustomerQuotation) {
  const accepted = quotation.state === 'accepted';
  const { billing, invoices, payment } = quotation;

  // Before accepting, the accept form asks for them, filled from what was given (only when that changed, so a
  // page drawn again keeps what is being typed).
  const acceptForm = part<HTMLFormElement>('form[data-form="accept"]');
  const given = JSON.stringify(billing);
  if (billing && acceptForm.dataset.filled !== given) {
    fillBilling(acceptForm, billing);
    acceptForm.dataset.filled = given;
  }

  const billingPart = part('[data-cq-billing]');
  billingPart.hidden = !accepted;
  const editable = quotation.billingEditable;
  terms(part('[data-cq-billing-details]'), billing ? billingRows(billing) : []);
  const form = part<HTMLFormElement>('[data-cq-billing-form]');
  // Without details (an order accepted before they were asked) the form is open at once.
  if (!accepted || !editable) form.hidden = true;
  else if (!billing) form.hidden = false;
  part('[data-cq-billing-missing]').hidden = !!billing;
  part('[data-cq-billing-edit]').hidden = !editable || !form.hidden;

  const list = part('[data-cq-invoices]');
  list.hidden = invoices.length === 0;
  list.querySelector('ul')!.replaceChildren(
    ...invoices.map((invoice) => {
      const item = element('li', invoice.status === 'cancelled' ? 'cq__cancelled' : '');
      const name = [T.invoices.kind(invoice), invoice.number, invoice.original && T.invoices.against(invoice.original)]
        .filter(Boolean)
        .join(' ');
      const anchor = element('a', '', `${name} (PDF)`);
      anchor.href = invoice.pdf;
      anchor.rel = 'noreferrer';
      item.append(anchor, ` · ${formatDay(invoice.date)} · ${formatMoney(invoice.total, quotation.currency)}`);
      if (invoice.status === 'cancelled') item.append(' ', element('strong', 'cq__badge', T.invoices.cancelled));
      return item;
    }),
  );

  const pay = part('[data-cq-pay]');
  pay.hidden = !accepted || !payment || payment.due + payment.paid + payment.refunded + payment.reported <= 0;
  if (pay.hidden || !payment) return;
  const P = T.pay;
  const money = (amount: number) => formatMoney(amount, payment.currency);
  terms(part('[data-cq-pay-sums]'), [
    [P.due, money(payment.due)],
    [payment.refunded > 0 ? P.paidLessRefunds : P.paid, money(payment.paid)],
    [P.refunded, payment.refunded > 0 ? money(payment.refunded) : ''],
    [P.reported, payment.reported > 0 ? money(payment.reported) : ''],
    [P.outstanding, payment.outstanding !== payment.due ? money(payment.outstanding) : ''],
    [P.credit, payment.credit > 0 ? money(payment.credit) : ''],
  ]);
  const due = payment.due > 0;
  part('[data-cq-pay-ways]').hidden = !due;
  part('[data-cq-report]').hidden = !due;
  part('[data-cq-pay-note]').textContent = P.note(payment.note);

  const upi = part('[data-cq-upi]');
  upi.hidden = !payment.upiLink || !payment.upiQrSvg;
  if (payment.upiLink && payment.upiQrSvg) {
    const qr = part<HTMLImageElement>('[data-cq-qr]');
    qr.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(payment.upiQrSvg)}`;
    qr.alt = P.qrAlt(money(payment.due));
    part<HTMLAnchorElement>('[data-cq-upi-app]').href = payment.upiLink;
  }

  const bank = payment.bank;
  part('[data-cq-bank]').hidden = !bank;
  part('[data-cq-bank-details]').replaceChildren(
    ...(bank
      ? (Object.keys(P.bankFields) as (keyof typeof P.bankFields)[]).flatMap((key) => {
          const label = P.bankFields[key];
          const value = element('dd');
          const copy = element('button', 'button button--secondary cq__copy', P.copy);
          copy.type = 'button';
          copy.dataset.copy = bank[key];
          copy.dataset.copyName = label;
          copy.setAttribute('aria-label', P.copyLabel(label));
          value.append(element('span', 'cq__value', bank[key]), copy);
          return [element('dt', '', label), value];
        })
      : []),
  );
  part('[data-cq-online]').hidden = !payment.payOnline;
}

/** Opens the billing form filled with the details as they stand (Edit), or closes it (Cancel). */
export function editBilling(part: Part, editing: boolean, billing: CustomerQuotation['billing']) {
  const form = part<HTMLFormElement>('[data-cq-billing-form]');
  const edit = part('[data-cq-billing-edit]');
  if (editing) fillBilling(form, billing);
  part('[data-cq-billing-said]').textContent = '';
  form.hidden = !editing;
  edit.hidden = editing;
  (editing ? form.querySelector<HTMLElement>('input')! : edit).focus();
}

/** A bank detail to the clipboard, said in the live region beside them. */
export function copyDetail(button: HTMLElement, said: HTMLElement) {
  said.textContent = '';
  navigator.clipboard.writeText(button.dataset.copy ?? '').then(
    () => (said.textContent = T.pay.copied(button.dataset.copyName ?? '')),
    () => (said.textContent = T.pay.copyFailed),
  );
}
