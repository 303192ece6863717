/**
 * The signed-in page of My orders: quotations and orders (each with its own page, its stage, what is due, and
 * a reorder on a delivered one), invoices (a PDF downloaded with the session), requests, news by mail and a
 * request about their data. Records are only ever drawn as text.
 */
import { MY_ORDERS_PATHS as P } from '../../lib/api/my-orders-paths.ts';
import type { MyOrdersPage, MyQuotation } from '../../lib/api/my-orders.ts';
import { fillPath } from '../../lib/api/paths.ts';
import { element } from '../../lib/client/dom.ts';
import { formatDay } from '../../lib/format/dates.ts';
import { formatMoneyForBuyer as money } from '../../lib/format/money.ts';
import { MY_ORDERS_TEXTS as T } from '../../lib/messages/my-orders.ts';
import { call, download } from './buyer-calls.ts';

interface PageActions {
  reload: () => Promise<void>;
  say: (text: string) => void;
}

const empty = (text: string) => element('li', 'mo__none', text);

function quotationCard(quotation: MyQuotation, actions: PageActions): HTMLLIElement {
  const card = element('li', 'mo__card');
  const head = element('div', 'mo__card-head');
  head.append(element('h3', '', quotation.number), element('span', 'mo__badge', quotation.stage ?? T.states[quotation.state]));
  const facts = element('p', 'mo__facts', money(quotation.total, quotation.currency));
  if (quotation.sentAt) facts.append(` · ${formatDay(quotation.sentAt)}`);
  card.append(head, facts);
  if (quotation.stage) card.append(element('p', '', T.stage(quotation.stage)));
  if (quotation.money) {
    const { due, outstanding, currency } = quotation.money;
    card.append(
      element(
        'p',
        due > 0 ? 'mo__due' : '',
        due > 0 ? T.due(money(due, currency)) : outstanding > 0 ? T.outstanding(money(outstanding, currency)) : T.paidInFull,
      ),
    );
  }
  const actionsRow = element('div', 'mo__actions');
  const open = element('a', 'button button--secondary', T.openQuotation);
  open.href = quotation.page;
  open.rel = 'noreferrer';
  actionsRow.append(open);
  if (quotation.reorder) {
    const reorder = element('button', 'button', T.reorder);
    reorder.type = 'button';
    reorder.addEventListener('click', () => {
      reorder.hidden = true;
      const form = reorderForm(quotation, actions, () => {
        form.remove();
        reorder.hidden = false;
        reorder.focus();
      });
      card.append(form);
      form.querySelector('input')?.focus();
    });
    actionsRow.append(reorder);
  }
  card.append(actionsRow);
  return card;
}

/** The reorder's small form: the lines prefilled with their quantities, sent as they stand. */
function reorderForm(quotation: MyQuotation, actions: PageActions, close: () => void): HTMLFormElement {
  const form = element('form', 'mo__reorder');
  form.noValidate = true;
  form.setAttribute('aria-label', T.reorderTitle(quotation.number));
  form.append(element('h4', '', T.reorderTitle(quotation.number)), element('p', 'field__hint', T.reorderLead));
  const inputs = quotation.reorder!.lines.map((line, index) => {
    const field = element('div', 'field');
    const id = `mo-q-${quotation._id}-${index}`;
    const label = element('label', '', T.quantityOf(line.description));
    label.htmlFor = id;
    const input = element('input');
    Object.assign(input, { id, type: 'number', min: '1', step: '1', inputMode: 'numeric', value: String(line.quantity) });
    field.append(label, input);
    form.append(field);
    return input;
  });
  const error = element('p', 'field__error');
  error.hidden = true;
  error.setAttribute('role', 'alert');
  const send = element('button', 'button', T.sendReorder);
  const cancel = element('button', 'button button--secondary', T.cancel);
  cancel.type = 'button';
  cancel.addEventListener('click', close);
  form.addEventListener('keydown', (event) => event.key === 'Escape' && close());
  const row = element('div', 'mo__actions');
  row.append(send, cancel);
  form.append(error, row);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const quantities = inputs.map((input) => Number(input.value));
    const bad = inputs.findIndex((_, index) => !Number.isInteger(quantities[index]) || quantities[index] < 1);
    error.textContent = bad >= 0 ? T.quantityError : '';
    error.hidden = bad < 0;
    inputs.forEach((input, index) => input.setAttribute('aria-invalid', String(index === bad)));
    if (bad >= 0) return inputs[bad].focus();
    send.disabled = true;
    const answer = await call<{ message: string; _id: string }>('POST', P.reorder, { quotationId: quotation._id, quantities });
    send.disabled = false;
    if (answer.status !== 201) {
      error.textContent = answer.body.message ?? T.failed;
      error.hidden = false;
      return;
    }
    await actions.reload();
    actions.say(answer.body.message ?? '');
  });
  return form;
}

export function drawPage(root: HTMLElement, data: MyOrdersPage, actions: PageActions): void {
  const part = <E extends HTMLElement = HTMLElement>(selector: string) => root.querySelector<E>(selector)!;
  part('[data-mo-who]').textContent = data.customer
    ? `${T.signedInAs(data.customer.email)}${data.customer.company ? ` · ${data.customer.company}` : ''}`
    : T.nothingYet;

  const quotations = data.quotations.map((quotation) => quotationCard(quotation, actions));
  part('[data-mo-quotations]').replaceChildren(...(quotations.length ? quotations : [empty(T.noQuotations)]));

  const invoices = data.invoices.map((invoice) => {
    const row = element('li', 'mo__row');
    const named = invoice.original ? `${invoice.number} ${T.against(invoice.original)}` : invoice.number;
    const what = `${T.invoiceKind(invoice)} ${named} · ${formatDay(invoice.date)} · ${money(invoice.total, invoice.currency)}`;
    row.append(element('span', '', invoice.status === 'cancelled' ? `${what} · ${T.cancelled}` : what));
    const pdf = element('button', 'button button--secondary', T.downloadPdf);
    pdf.type = 'button';
    pdf.setAttribute('aria-label', `${T.downloadPdf}: ${invoice.number}`);
    pdf.addEventListener('click', async () => {
      const name = `${invoice.number.replaceAll('/', '-')}.pdf`;
      if (!(await download(fillPath(P.invoicePdf, { id: invoice._id }), name))) actions.say(T.failed);
    });
    row.append(pdf);
    return row;
  });
  part('[data-mo-invoices]').replaceChildren(...(invoices.length ? invoices : [empty(T.noInvoices)]));

  const requests = data.enquiries.map((request) => {
    const row = element('li', 'mo__row');
    row.append(
      element('span', 'mo__when', formatDay(request.dateAdded)),
      element('span', '', `${request.reorderOf ?? T.requestKinds[request.kind]}: ${request.summary}`),
    );
    return row;
  });
  part('[data-mo-requests]').replaceChildren(...(requests.length ? requests : [empty(T.noRequests)]));

  const marketing = part<HTMLInputElement>('[data-mo-marketing]');
  marketing.checked = data.marketing === true;
  if (root.dataset.moBound) return;
  // The forms that stay across redraws are wired once.
  root.dataset.moBound = 'yes';
  marketing.addEventListener('change', async () => {
    const answer = await call<{ message: string }>('POST', P.consent, { marketing: marketing.checked });
    if (answer.status !== 200) marketing.checked = !marketing.checked;
    actions.say(answer.body.message ?? T.failed);
  });
  const privacy = part<HTMLFormElement>('[data-mo-privacy]');
  privacy.addEventListener('submit', async (event) => {
    event.preventDefault();
    const body = Object.fromEntries(new FormData(privacy));
    const answer = await call<{ message: string }>('POST', P.privacy, body);
    if (answer.status === 201) privacy.reset();
    actions.say(answer.body.message ?? T.failed);
  });
}
