/**
 * 'Forgot password?' and the reset link's page, without React, as /signin: each takes over
 * its server-rendered form. A field is checked with the server's rules (reset-validation.ts, loaded on
 * first use) when it is left, again as it changes once left, and every field on a submit; the server's
 * answer is shown in place of the form. The reset link carries its token in the fragment, which never
 * reaches a server log; it is read once and removed from the address bar.
 */
import { ApiError, callApi, errorMessage } from '../../lib/client/api.ts';
import type { emailError, newPasswordErrors } from './reset-validation.ts';

type Rules = { emailError: typeof emailError; newPasswordErrors: typeof newPasswordErrors };
let rules: Promise<Rules> | null = null;
function loadRules() {
  rules ??= import('./reset-validation.ts').catch((error: unknown) => {
    rules = null;
    throw error;
  });
  return rules;
}

/** The contract (with its schemas) loads with the first send, not with the page. */
const contract = () => import('../../lib/api/team.ts').then((module) => module.passwordResetApi);

/** Says `message` under `input` (its `-error` paragraph), or clears it; a hint stays described. */
function showError(input: HTMLInputElement, message: string | undefined) {
  const note = document.getElementById(`${input.id}-error`)!;
  note.textContent = message ?? '';
  note.hidden = !message;
  const hint = input.dataset.hint;
  const described = [hint, message ? note.id : undefined].filter(Boolean).join(' ');
  if (message) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
  if (described) input.setAttribute('aria-describedby', described);
  else input.removeAttribute('aria-describedby');
}

/** Puts `message` in `box` and moves there, so it is read out; `hide` leaves the page. */
function reveal(box: HTMLElement, message: string | null, ...hide: HTMLElement[]) {
  const text = box.querySelector<HTMLElement>('[data-message]')!;
  if (message) text.textContent = message;
  for (const element of hide) element.hidden = true;
  box.hidden = false;
  text.focus();
}

interface FormParts {
  form: HTMLFormElement;
  inputs: HTMLInputElement[];
  failure: HTMLElement;
  submit: HTMLButtonElement;
}

/**
 * The behaviour both forms share: `check` the fields given (answering the errors it showed) on leaving,
 * changing and submitting; `send` once every field passes, a failure said above the button.
 */
function enhance(parts: FormParts, check: (inputs: HTMLInputElement[]) => Promise<boolean>, send: () => Promise<void>) {
  const { form, inputs, failure, submit } = parts;
  const touched = new Set<HTMLInputElement>();
  const label = submit.textContent ?? '';
  let busy = false;
  const fieldOf = (target: EventTarget | null) => inputs.find((input) => input === target);

  const setBusy = (next: boolean) => {
    busy = next;
    submit.disabled = next;
    submit.textContent = next ? 'Sending…' : label;
    if (next) submit.setAttribute('aria-busy', 'true');
    else submit.removeAttribute('aria-busy');
  };

  form.addEventListener('focusin', () => void loadRules().catch(() => {}));
  form.addEventListener('focusout', (event) => {
    const input = fieldOf(event.target);
    if (!input) return;
    touched.add(input);
    void check([...touched]);
  });
  form.addEventListener('input', (event) => {
    if (fieldOf(event.target)) void check([...touched]);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    void (async () => {
      setBusy(true);
      for (const input of inputs) touched.add(input);
      failure.hidden = true;
      if (!(await check(inputs))) {
        setBusy(false);
        inputs.find((input) => input.getAttribute('aria-invalid') === 'true')?.focus();
        return;
      }
      try {
        await send();
      } catch (error) {
        failure.textContent = errorMessage(error);
        failure.hidden = false;
      }
      setBusy(false);
    })();
  });
  submit.disabled = false;
}

/** Runs the rules on what the fields hold; without them (a failed fetch) the server's check answers. */
async function withRules(run: (loaded: Rules) => boolean): Promise<boolean> {
  try {
    return run(await loadRules());
  } catch {
    return true;
  }
}

export function enhanceForgotForm(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('form')!;
  const email = form.querySelector<HTMLInputElement>('input[name="email"]')!;
  const done = root.querySelector<HTMLElement>('[data-done]')!;
  const parts = {
    form,
    inputs: [email],
    failure: form.querySelector<HTMLElement>('[role="alert"]')!,
    submit: form.querySelector<HTMLButtonElement>('button[type="submit"]')!,
  };
  enhance(
    parts,
    (inputs) =>
      withRules(({ emailError }) => {
        const message = emailError(email.value);
        if (inputs.includes(email)) showError(email, message);
        return !message;
      }),
    async () => {
      const answer = await callApi((await contract()).request, { body: { email: email.value } });
      reveal(done, answer.message, form);
    },
  );
}

/** The token of a reset link (`/reset-password#token=…`), or null. */
function tokenFrom(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') || null;
}

export function enhanceResetForm(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('form')!;
  const password = form.querySelector<HTMLInputElement>('input[name="password"]')!;
  const repeat = form.querySelector<HTMLInputElement>('input[name="repeat"]')!;
  const toggle = form.querySelector<HTMLButtonElement>('[data-reveal]')!;
  const invalid = root.querySelector<HTMLElement>('[data-invalid]')!;
  const done = root.querySelector<HTMLElement>('[data-done]')!;

  const token = tokenFrom(location.hash);
  // Out of the address bar, the history and anything the page later shares.
  if (location.hash) history.replaceState(history.state, '', location.pathname + location.search);
  if (!token) {
    reveal(invalid, null, form);
    return;
  }

  toggle.addEventListener('click', () => {
    const show = password.type === 'password';
    for (const input of [password, repeat]) input.type = show ? 'text' : 'password';
    toggle.setAttribute('aria-pressed', String(show));
  });
  toggle.disabled = false;

  const parts = {
    form,
    inputs: [password, repeat],
    failure: form.querySelector<HTMLElement>('[role="alert"]')!,
    submit: form.querySelector<HTMLButtonElement>('button[type="submit"]')!,
  };
  enhance(
    parts,
    (inputs) =>
      withRules(({ newPasswordErrors }) => {
        const errors = newPasswordErrors(password.value, repeat.value);
        if (inputs.includes(password)) showError(password, errors.password);
        if (inputs.includes(repeat)) showError(repeat, errors.repeat);
        return !errors.password && !errors.repeat;
      }),
    async () => {
      try {
        const answer = await callApi((await contract()).confirm, { body: { token, password: password.value } });
        reveal(done, answer.message, form);
      } catch (error) {
        const fieldMessage = error instanceof ApiError ? error.errors?.password : undefined;
        if (fieldMessage) {
          showError(password, fieldMessage);
          password.focus();
        } else if (error instanceof ApiError && error.status === 400) {
          reveal(invalid, error.message, form);
        } else throw error;
      }
    },
  );
}
