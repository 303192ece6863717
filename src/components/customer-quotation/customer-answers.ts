/**
 * The customer's answers on their quotation's page (customer-quotation.ts loads this when they first reach for a
 * form): each form checked with its call's own schema before it is sent, as the server checks it, then sent,
 * and the page drawn again from the answer; an artwork file uploaded with its progress, then added.
 */
import * as v from 'valibot';
import { customerQuotationApi } from '../../lib/api/customer-quotations.ts';
import { ApiError, callApi, errorMessage } from '../../lib/client/api.ts';
import { CUSTOMER_QUOTATION_TEXTS as T } from '../../lib/messages/customer-quotation.ts';
import { fieldErrors } from '../../lib/schemas/parts.ts';
import { uploadArtwork } from '../quote/artwork-upload.ts';
import type { AnswerContext } from './answer-context.ts';

type FormName = 'accept' | 'changes' | 'decline' | 'renew' | 'sample-approve' | 'sample-changes' | 'message';

const text = (data: FormData, name: string) => String(data.get(name) ?? '');

/** Each form: its call, and what it sends (checked with the call's schema, as the server checks it). */
const CALLS: Record<
  FormName,
  { endpoint: typeof customerQuotationApi.accept; body: (data: FormData, page: AnswerContext) => object }
> = {
  accept: {
    endpoint: customerQuotationApi.accept,
    body: (data, page) => ({
      name: text(data, 'name'),
      revision: page.current().revision,
      approve: data.get('approve') === 'on',
    }),
  },
  changes: { endpoint: customerQuotationApi.changes as never, body: (data) => ({ message: text(data, 'message') }) },
  decline: { endpoint: customerQuotationApi.decline as never, body: (data) => ({ reason: text(data, 'reason') }) },
  renew: { endpoint: customerQuotationApi.message as never, body: () => ({ message: T.newQuotationMessage }) },
  'sample-approve': { endpoint: customerQuotationApi.sample as never, body: () => ({ approve: true }) },
  'sample-changes': {
    endpoint: customerQuotationApi.sample as never,
    body: (data) => ({ approve: false, message: text(data, 'message') }),
  },
  message: { endpoint: customerQuotationApi.message as never, body: (data) => ({ message: text(data, 'message') }) },
};

/** Says each field's message beside it and focuses the first; false when the body passes. */
function refused(form: HTMLFormElement, schema: v.GenericSchema, body: object, status: HTMLElement): boolean {
  form.querySelectorAll<HTMLElement>('.field__error').forEach((error) => (error.hidden = true));
  form.querySelectorAll('[aria-invalid]').forEach((field) => field.removeAttribute('aria-invalid'));
  const checked = v.safeParse(schema, body);
  if (checked.success) return false;
  let first: HTMLElement | null = null;
  for (const [name, message] of Object.entries(fieldErrors(checked.issues))) {
    const field = form.querySelector<HTMLInputElement>(`[name="${name}"]`);
    const error = field && form.querySelector<HTMLElement>(`#${field.id}-error`);
    if (!field || !error) continue;
    error.textContent = message;
    error.hidden = false;
    field.setAttribute('aria-invalid', 'true');
    first ??= field;
  }
  if (first) first.focus();
  else status.textContent = checked.issues[0].message;
  return true;
}

export async function submitAnswer(form: HTMLFormElement, page: AnswerContext): Promise<void> {
  const call = CALLS[form.dataset.form as FormName];
  if (!call) return;
  const status = form.querySelector<HTMLElement>('.cq__said')!;
  status.textContent = '';
  page.part('[data-cq-said]').textContent = '';
  const body = call.body(new FormData(form), page);
  if (refused(form, call.endpoint.body as v.GenericSchema, body, status)) return;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  button.disabled = true;
  try {
    const answer = await callApi(call.endpoint, { params: { secret: page.secret }, body: body as never });
    page.draw(answer.data);
    form.reset();
    // A form hidden now (the quotation accepted, the sample approved): what happened is said under the state line.
    if (form.closest('[hidden]')) {
      page.part('[data-cq-said]').textContent = answer.message;
      page.part('[data-cq-title]').focus();
    } else status.textContent = answer.message;
  } catch (error) {
    status.textContent = errorMessage(error);
    if (error instanceof ApiError && error.status === 409) {
      // Refused for what changed meanwhile (expired, a newer revision): the page as it is now.
      const again = await callApi(customerQuotationApi.get, { params: { secret: page.secret } }).catch(() => null);
      if (again) page.draw(again.data);
    }
  } finally {
    button.disabled = false;
  }
}

/** An artwork file: uploaded with its progress, then added to the quotation. */
export async function addFile(input: HTMLInputElement, page: AnswerContext): Promise<void> {
  const file = input.files?.[0];
  if (!file) return;
  const status = input.form!.querySelector<HTMLElement>('.cq__said')!;
  try {
    const stored = await uploadArtwork(file, (fraction) => (status.textContent = T.uploading(Math.round(fraction * 100)))).done;
    const answer = await callApi(customerQuotationApi.addFile, { params: { secret: page.secret }, body: { fileId: stored.id } });
    page.draw(answer.data);
    status.textContent = answer.message;
  } catch (error) {
    status.textContent = errorMessage(error);
  } finally {
    input.value = '';
  }
}
