/**
 * The buyer's page of a quotation (docs/product.md 2.26), in plain DOM: one call reads the quotation
 * (GET /api/q/{secret}) and draws it, with the order's money once accepted (customer-money.ts). Each answer
 * (billing details and accept, changes, decline, a message, a file, the sample, "I have paid") is one call, or
 * two, whose answer is the page drawn again; their code (customer-answers.ts, with the schemas) loads when the
 * customer first reaches for a form. What the quotation holds is only ever text (textContent), never HTML.
 */
import type { CustomerQuotation } from '../../lib/api/customer-quotation-reads.ts';
import type { AnswerContext } from './answer-context.ts';
import { CUSTOMER_QUOTATION_PATHS as paths, fillPath } from '../../lib/api/paths.ts';
import { element } from '../../lib/client/dom.ts';
import { copyDetail, drawMoney, editBilling } from './customer-money.ts';
import { CUSTOMER_QUOTATION_TEXTS as T } from '../../lib/messages/customer-quotation.ts';
import { formatDay, formatIndiaTime } from '../../lib/format/dates.ts';
import { lineFigures, quotationSums, quotationTerms, totalInWords } from '../../lib/quotation-copy.ts';

/** A link from the page: the page's own referrer policy aside, it names none. */
const link = (href: string, text: string) => {
  const anchor = element('a', '', text);
  anchor.href = href;
  anchor.rel = 'noreferrer';
  return anchor;
};

/** A figure's cell, naming its column for the phone's card layout. */
function labelled(figure: string, column: string) {
  const cell = element('td', 'cq__num', figure);
  cell.dataset.label = column;
  return cell;
}

type Quotation = CustomerQuotation;

export async function showQuotation(root: HTMLElement): Promise<void> {
  // The secret is the address's last part; a malformed escape in it reads as no secret (the not-found state).
  let secret = '';
  try {
    secret = decodeURIComponent(location.pathname.split('/')[2] ?? '');
  } catch {
    // left empty
  }
  const part = <E extends Element = HTMLElement>(selector: string) => root.querySelector<E>(selector)!;
  let current: Quotation;

  const draw = (quotation: Quotation) => {
    current = quotation;
    part('[data-cq-title]').textContent = T.heading(quotation.number);
    part('[data-cq-meta]').textContent = T.meta(quotation.revision, formatDay(quotation.validUntil));
    part<HTMLAnchorElement>('[data-cq-pdf]').href = fillPath(paths.pdf, { secret });
    part('[data-cq-earlier]').replaceChildren(
      ...quotation.earlierRevisions.map((revision) =>
        link(fillPath(paths.pdf, { secret }, { revision }), T.earlierPdf(revision)),
      ),
    );
    const state = part('[data-cq-state]');
    state.dataset.state = quotation.state;
    state.textContent =
      quotation.state === 'accepted' && quotation.acceptance
        ? T.states.accepted(quotation.acceptance.name, formatIndiaTime(quotation.acceptance.at))
        : quotation.state === 'declined'
          ? T.states.declined(quotation.declineReason ?? '')
          : T.states[quotation.state as 'open' | 'changes' | 'revising' | 'expired'];

    part('[data-cq-lines]').replaceChildren(
      ...quotation.lines.map((line) => {
        const row = element('tr');
        const figures = lineFigures(line, quotation.currency);
        row.append(
          element('td', '', line.description),
          // Each figure names its column, for the phone's card layout (the table head is then only read out).
          ...figures.map((figure, index) => labelled(figure, T.columns[index + 1])),
        );
        return row;
      }),
    );
    part('[data-cq-totals]').replaceChildren(
      ...quotationSums(quotation).map(({ label, amount, total }) => {
        const row = element('tr', total ? 'cq__total' : '');
        const name = element('th', 'cq__num', label);
        name.scope = 'row';
        name.colSpan = 3;
        row.append(name, element('td', 'cq__num', amount));
        return row;
      }),
    );
    part('[data-cq-words]').textContent = `${T.inWords}: ${totalInWords(quotation)}`;
    part('[data-cq-terms]').replaceChildren(
      ...quotationTerms(quotation).flatMap(([label, text]) => [element('dt', '', label), element('dd', '', text)]),
    );

    const proofs = part('[data-cq-proofs]');
    proofs.hidden = quotation.proofs.length === 0;
    proofs.querySelector('ul')!.replaceChildren(
      ...quotation.proofs.map((proof) => {
        const item = element('li');
        item.append(link(fillPath(paths.file, { secret, fileId: proof.id }), proof.name), ` (${T.proofVersion(proof.version)})`);
        return item;
      }),
    );

    part('[data-cq-accept]').hidden = !quotation.canAccept;
    drawMoney(part, quotation);
    part('[data-cq-expired]').hidden = quotation.state !== 'expired';
    part('[data-cq-sample]').hidden = quotation.stage !== 'Sample sent' || quotation.sampleChangesAsked;

    const stages = quotation.events.filter((event) => event.kind === 'stage' || event.kind === 'sample-approved');
    const timeline = part('[data-cq-timeline]');
    timeline.hidden = stages.length === 0;
    timeline.querySelector('ol')!.replaceChildren(
      ...stages.map((event) => {
        const item = element('li', 'cq__step');
        item.append(element('strong', '', event.stage ?? ''), element('span', 'cq__when', formatIndiaTime(event.at)));
        if (event.text) item.append(element('p', '', event.text));
        if (event.tracking) {
          const tracking = element('p', '', T.tracking(event.tracking.courier, event.tracking.number));
          if (event.tracking.link) tracking.append(' · ', link(event.tracking.link, T.track));
          item.append(tracking);
        }
        return item;
      }),
    );

    const said = (event: Quotation['events'][number]): string | null => {
      if (
        event.kind === 'message' ||
        event.kind === 'changes' ||
        event.kind === 'sample-changes' ||
        event.kind === 'payment-reported'
      )
        return event.kind === 'message' ? (event.text ?? '') : `${T.events[event.kind]}: ${event.text ?? ''}`;
      if (event.kind === 'sent') return T.events.sent(event.revision ?? 1);
      if (event.kind === 'accepted') return T.events.accepted(event.revision ?? 1);
      if (event.kind === 'declined') return `${T.events.declined}: ${event.text ?? ''}`;
      if (event.kind === 'expired') return T.events.expired;
      if (event.kind === 'file' && event.file) return T.events.file(event.file.name);
      return null;
    };
    const thread = quotation.events.flatMap((event) => {
      const text = said(event);
      if (text === null) return [];
      const item = element('li', `cq__note cq__note--${event.by}`);
      const who = element('p', 'cq__who', `${event.by === 'customer' ? T.you : T.us} · ${formatIndiaTime(event.at)}`);
      const body = element('p', 'cq__text', text);
      // An added file is the entry's link; a payment's receipt follows its words.
      const file = event.file;
      const href = file && fillPath(paths.file, { secret, fileId: file.id });
      if (href && event.kind === 'file') body.replaceChildren(link(href, text));
      else if (href) body.append(' · ', link(href, file.name));
      item.append(who, body);
      return [item];
    });
    part('[data-cq-thread]').replaceChildren(...(thread.length ? thread : [element('li', 'cq__none', T.noMessages)]));
  };

  // The quotation: one call.
  try {
    // Without the client and schemas the answers load later.
    const response = await fetch(fillPath(paths.get, { secret }), { headers: { accept: 'application/json' } });
    const answer = (await response.json().catch(() => null)) as { data?: Quotation; message?: string } | null;
    if (!response.ok || !answer?.data) throw Object.assign(new Error(answer?.message ?? ''), { status: response.status });
    draw(answer.data);
    part('[data-cq-loading]').hidden = true;
    part('[data-cq-body]').hidden = false;
  } catch (error) {
    part('[data-cq-loading]').hidden = true;
    part('[data-cq-missing]').hidden = false;
    const { status, message } = error as { status?: number; message: string };
    if (status !== 404 && message) part('[data-cq-missing-text]').textContent = message;
    return;
  }

  // The answers' code (their schemas, the upload) loads when the customer first reaches for a form.
  const answers = () => import('./customer-answers.ts');
  root.addEventListener('focusin', () => void answers(), { once: true });
  const page: AnswerContext = { root, secret, part, draw, current: () => current };
  root.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.dataset.form) return;
    event.preventDefault();
    void answers().then((module) => module.submitAnswer(form, page));
  });
  root.addEventListener('click', (event) => {
    const target = (event.target as Element).closest<HTMLButtonElement>('button');
    if (!target) return;
    if (target.dataset.copy !== undefined) copyDetail(target, part('[data-cq-copied]'));
    else if (target.matches('[data-cq-pay-online]')) void answers().then((module) => module.payOnline(target, page));
    else if (target.matches('[data-cq-billing-edit], [data-cq-billing-cancel]'))
      editBilling(part, target.matches('[data-cq-billing-edit]'), current.billing);
  });
  root.addEventListener('change', (event) => {
    const input = event.target as HTMLInputElement;
    if (input.matches('[data-cq-file]')) void answers().then((module) => module.addFile(input, page));
  });
}
