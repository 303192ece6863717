/**
 * The customer's answers on their quotation's page (customer-quotation.ts loads this when they first reach for a
 * form): each form checked with its calls' own schemas before it is sent, as the server checks it, then sent,
 * and the page drawn again from the answer; an artwork file uploaded with its progress, then added. Accepting
 * is two calls: the billing details the invoices are made out to, then the acceptance.
 */
import * as v from 'valibot';
import { customerQuotationApi } from '../../lib/api/customer-quotations.ts';
import { customerInvoiceApi } from '../../lib/api/invoices.ts';
import { isIndia } from '../../lib/gst/states.ts';
import { paymentsApi } from '../../lib/api/payments.ts';
import { ApiError, callApi, errorMessage } from '../../lib/client/api.ts';
import { CUSTOMER_QUOTATION_TEXTS as T } from '../../lib/messages/customer-quotation.ts';
import { fieldErrors } from '../../lib/schemas/parts.ts';
import { uploadArtwork } from '../quote/artwork-upload.ts';
import type { AnswerContext } from './answer-context.ts';

type FormName =
  'accept' | 'billing' | 'changes' | 'decline' | 'renew' | 'sample-approve' | 'sample-changes' | 'message' | 'payment-report';

const text = (data: FormData, name: string) => String(data.get(name) ?? '');

/** One call a form makes, and what it sends (checked with the call's schema, as the server checks it). */
interface Step {
  endpoint: typeof customerQuotationApi.accept;
  body: (data: FormData, page: AnswerContext) => object;
}

/** The billing details as the call takes them: a state and GSTIN in India, the country from the list, a shipping address when asked for. */
const billing: Step = {
  endpoint: customerInvoiceApi.customerBilling as never,
  body: (data) => {
    const country = text(data, 'country');
    const abroad = !isIndia(country);
    return {
      legalName: text(data, 'legalName'),
      gstin: abroad ? '' : text(data, 'gstin'),
      address: text(data, 'address'),
      state: abroad ? '' : text(data, 'state'),
      country,
      shippingAddress: data.get('shipElsewhere') === 'on' ? text(data, 'shippingAddress') : '',
      poNumber: text(data, 'poNumber'),
    };
  },
};

/** An amount as typed ('5,000' reads as 5000); left out when empty, so the call takes it as not given. */
const amount = (typed: string) => (typed.trim() === '' ? undefined : Number(typed.replace(/[,\s]/g, '')));

/** Each form's calls, made in order; the last one's answer draws the page. */
const CALLS: Record<FormName, Step[]> = {
  accept: [
    billing,
    {
      endpoint: customerQuotationApi.accept,
      body: (data, page) => ({
        name: text(data, 'name'),
        revision: page.current().revision,
        approve: data.get('approve') === 'on',
      }),
    },
  ],
  billing: [billing],
  changes: [{ endpoint: customerQuotationApi.changes as never, body: (data) => ({ message: text(data, 'message') }) }],
  decline: [{ endpoint: customerQuotationApi.decline as never, body: (data) => ({ reason: text(data, 'reason') }) }],
  renew: [{ endpoint: customerQuotationApi.message as never, body: () => ({ message: T.newQuotationMessage }) }],
  'sample-approve': [{ endpoint: customerQuotationApi.sample as never, body: () => ({ approve: true }) }],
  'sample-changes': [
    { endpoint: customerQuotationApi.sample as never, body: (data) => ({ approve: false, message: text(data, 'message') }) },
  ],
  message: [{ endpoint: customerQuotationApi.message as never, body: (data) => ({ message: text(data, 'message') }) }],
  'payment-report': [
    {
      endpoint: paymentsApi.report as never,
      body: (data) => ({ reference: text(data, 'reference').trim(), amount: amount(text(data, 'amount')) }),
    },
  ],
};

/**
 * Says each field's message beside it and focuses the first in the form's order; a message whose field is not
 * shown (a state for an address said to be abroad) is said under the form. False when there is none.
 */
function showErrors(form: HTMLFormElement, errors: Record<string, string>, status: HTMLElement): boolean {
  form.querySelectorAll<HTMLElement>('.field__error').forEach((error) => (error.hidden = true));
  form.querySelectorAll('[aria-invalid]').forEach((field) => field.removeAttribute('aria-invalid'));
  const unshown = { ...errors };
  let first: HTMLElement | null = null;
  for (const field of form.querySelectorAll<HTMLInputElement>('[name]')) {
    const message = errors[field.name];
    const error = message && field.getClientRects().length > 0 && form.querySelector<HTMLElement>(`#${field.id}-error`);
    if (!error) continue;
    error.textContent = message;
    error.hidden = false;
    field.setAttribute('aria-invalid', 'true');
    delete unshown[field.name];
    first ??= field;
  }
  const rest = Object.values(unshown);
  if (rest.length) status.textContent = rest.join(' ');
  first?.focus();
  return Object.keys(errors).length > 0;
}

/** Every field message of the form's calls, as the server would give them. */
function refusals(steps: Step[], bodies: object[]): Record<string, string> {
  return Object.assign(
    {},
    ...steps.map((step, index) => {
      const checked = v.safeParse(step.endpoint.body as v.GenericSchema, bodies[index]);
      return checked.success ? {} : fieldErrors(checked.issues);
    }),
  );
}

export async function submitAnswer(form: HTMLFormElement, page: AnswerContext): Promise<void> {
  const steps = CALLS[form.dataset.form as FormName];
  if (!steps) return;
  const status = form.querySelector<HTMLElement>('.cq__said')!;
  status.textContent = '';
  page.part('[data-cq-said]').textContent = '';
  const data = new FormData(form);
  const bodies = steps.map((step) => step.body(data, page));
  if (showErrors(form, refusals(steps, bodies), status)) return;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  button.disabled = true;
  try {
    const receipt = form.dataset.form === 'payment-report' && (data.get('receipt') as File | null);
    if (receipt && receipt.size > 0) Object.assign(bodies[0], { fileId: await upload(receipt, status) });
    let answer!: { message: string; data: ReturnType<AnswerContext['current']> };
    for (const [index, step] of steps.entries())
      answer = await callApi(step.endpoint, { params: { secret: page.secret }, body: bodies[index] as never });
    form.reset();
    if (form.dataset.form === 'billing') {
      // Saved: the details are shown again as they now stand, with Edit.
      form.hidden = true;
      page.draw(answer.data);
      page.part('[data-cq-billing-said]').textContent = answer.message;
      page.part('[data-cq-billing-edit]').focus();
      return;
    }
    page.draw(answer.data);
    // A form hidden now (the quotation accepted, the sample approved): what happened is said under the state line.
    if (form.closest('[hidden]')) {
      page.part('[data-cq-said]').textContent = answer.message;
      page.part('[data-cq-title]').focus();
    } else status.textContent = answer.message;
  } catch (error) {
    if (error instanceof ApiError && error.errors) showErrors(form, error.errors, status);
    else status.textContent = errorMessage(error);
    if (error instanceof ApiError && error.status === 409) {
      // Refused for what changed meanwhile (expired, a newer revision): the page as it is now.
      const again = await callApi(customerQuotationApi.get, { params: { secret: page.secret } }).catch(() => null);
      if (again) page.draw(again.data);
      // Its form gone with it (the details locked by a tax invoice): said under the state line instead.
      if (form.closest('[hidden]')) page.part('[data-cq-said]').textContent = status.textContent;
    }
  } finally {
    button.disabled = false;
  }
}

/** A file uploaded to the artwork store with its progress said in `status`: its id. */
async function upload(file: File, status: HTMLElement): Promise<string> {
  const stored = await uploadArtwork(file, (fraction) => (status.textContent = T.uploading(Math.round(fraction * 100)))).done;
  status.textContent = '';
  return stored.id;
}

/** An artwork file: uploaded with its progress, then added to the quotation. */
export async function addFile(input: HTMLInputElement, page: AnswerContext): Promise<void> {
  const file = input.files?.[0];
  if (!file) return;
  const status = input.form!.querySelector<HTMLElement>('.cq__said')!;
  try {
    const fileId = await upload(file, status);
    const answer = await callApi(customerQuotationApi.addFile, { params: { secret: page.secret }, body: { fileId } });
    page.draw(answer.data);
    status.textContent = answer.message;
  } catch (error) {
    status.textContent = errorMessage(error);
  } finally {
    input.value = '';
  }
}

/** "Pay online": a payment link for what is due now, made by our server, and off to it. */
export async function payOnline(button: HTMLButtonElement, page: AnswerContext): Promise<void> {
  const status = page.part('[data-cq-online-said]');
  status.textContent = '';
  button.disabled = true;
  try {
    const answer = await callApi(paymentsApi.link, { params: { secret: page.secret } });
    location.assign(answer.data.url);
  } catch (error) {
    status.textContent = errorMessage(error);
    button.disabled = false;
  }
}
