/**
 * Sign-in without React (docs/product.md 2.12, docs/product.md departure 8): takes over the server-rendered form of
 * SignInForm.astro. Each field is checked with the server's loginSchema when it is left, again as it
 * changes once left, and every field on a submit attempt; a field typed into and left before this
 * script ran is checked as it takes over. Login posts /api/login: the token is kept, the server's
 * message travels as a flash to the admin, and the browser goes to `next` (admin paths only) or
 * /admin. A refusal, 429, network error or timeout is said under the form and in a toast, and the
 * form stays with what was typed.
 */
import { callApi, errorMessage } from '../../lib/client/api.ts';
import { setFlash, takeFlash } from '../../lib/client/flash.ts';
import { notify } from '../../lib/client/notify.ts';
import { setToken } from '../../lib/client/member-token.ts';
import { SIGN_IN_TEXTS } from '../../lib/messages/sign-in.ts';
import type { LoginField, loginErrors } from './login-validation.ts';

const FIELDS: readonly LoginField[] = ['email', 'password'];
type FieldErrors = Partial<Record<LoginField, string>>;

/** Where to go after signing in: an admin path from `next`, never another site or a public page. */
export function destinationFrom(search: string, origin: string): string {
  const next = new URLSearchParams(search).get('next');
  if (next && next.startsWith('/') && !next.startsWith('//') && !next.includes('\\')) {
    const url = new URL(next, origin);
    if (url.origin === origin && (url.pathname === '/admin' || url.pathname.startsWith('/admin/'))) {
      return url.pathname + url.search + url.hash;
    }
  }
  return '/admin';
}

/**
 * The logout message carried over from the admin, or why the session ended (src/admin/access.ts adds
 * `expired=1`, or `ended=1` when the server ended it: logout elsewhere, disabled, password changed).
 */
export function announceArrival(): void {
  const flash = takeFlash();
  if (flash) void notify[flash.kind](flash.message);
  const params = new URLSearchParams(location.search);
  if (params.get('ended') === '1') void notify.info(SIGN_IN_TEXTS.sessionEnded);
  else if (params.get('expired') === '1') void notify.info(SIGN_IN_TEXTS.sessionExpired);
}

// valibot and the schema load when the visitor first reaches for the form, not with the page.
let validation: Promise<{ loginErrors: typeof loginErrors }> | null = null;
function loadValidation() {
  validation ??= import('./login-validation.ts').catch((error: unknown) => {
    validation = null;
    throw error;
  });
  return validation;
}

export function enhanceSignInForm(form: HTMLFormElement): void {
  const field = (name: LoginField) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  const inputs: Record<LoginField, HTMLInputElement> = { email: field('email'), password: field('password') };
  const login = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const reveal = form.querySelector<HTMLButtonElement>('[data-signin-reveal]')!;
  const failure = form.querySelector<HTMLElement>('[role="alert"]')!;
  const touched = new Set<LoginField>();
  let busy = false;

  const values = () => ({ email: inputs.email.value, password: inputs.password.value });
  const fieldOf = (target: EventTarget | null) => FIELDS.find((name) => inputs[name] === target);

  function showError(name: LoginField, message: string | undefined) {
    const input = inputs[name];
    const note = document.getElementById(`${input.id}-error`)!;
    note.textContent = message ?? '';
    note.hidden = !message;
    if (message) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', note.id);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
  }

  /**
   * Shows the schema's verdict on `names` for what the fields hold now. Without the schema (a failed
   * fetch) nothing is shown, and the server's check still answers.
   */
  async function check(names: readonly LoginField[]): Promise<FieldErrors> {
    let errors: FieldErrors;
    try {
      errors = (await loadValidation()).loginErrors(values());
    } catch {
      return {};
    }
    for (const name of names) showError(name, errors[name]);
    return errors;
  }

  function showFailure(message: string | null) {
    failure.textContent = message ?? '';
    failure.hidden = !message;
    if (message) form.setAttribute('aria-describedby', failure.id);
    else form.removeAttribute('aria-describedby');
  }

  function setBusy(next: boolean) {
    busy = next;
    login.disabled = next;
    login.textContent = next ? SIGN_IN_TEXTS.signingIn : 'Login';
    if (next) login.setAttribute('aria-busy', 'true');
    else login.removeAttribute('aria-busy');
  }

  async function submit() {
    setBusy(true);
    for (const name of FIELDS) touched.add(name);
    const errors = await check(FIELDS);
    const invalid = FIELDS.find((name) => errors[name]);
    if (invalid) {
      setBusy(false);
      inputs[invalid].focus();
      return;
    }
    showFailure(null);
    try {
      // The contract (with its schemas) loads with the first sign-in, not with the page.
      const { loginApi } = await import('../../lib/api/staff.ts');
      const answer = await callApi(loginApi.signIn, { body: values() });
      setToken(answer.token);
      setFlash({ kind: 'success', message: answer.message });
      // Stays busy: the next page is on its way.
      location.assign(destinationFrom(location.search, location.origin));
    } catch (error) {
      const message = errorMessage(error);
      showFailure(message);
      void notify.error(message);
      setBusy(false);
    }
  }

  form.addEventListener('focusin', () => void loadValidation().catch(() => {}));
  form.addEventListener('focusout', (event) => {
    const name = fieldOf(event.target);
    if (!name) return;
    touched.add(name);
    void check([name]);
  });
  form.addEventListener('input', (event) => {
    const name = fieldOf(event.target);
    if (name && touched.has(name)) void check([name]);
  });
  // The browser refuses a submit with an empty or malformed field before 'submit' fires; its 'invalid'
  // events still bring the schema's messages under the fields, beside the browser's own bubble.
  form.addEventListener(
    'invalid',
    (event) => {
      const name = fieldOf(event.target);
      if (!name) return;
      touched.add(name);
      void check([name]);
    },
    true,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!busy) void submit();
  });
  reveal.addEventListener('click', () => {
    const show = inputs.password.type === 'password';
    inputs.password.type = show ? 'text' : 'password';
    reveal.setAttribute('aria-pressed', String(show));
  });
  // Back from the admin, a page kept in the back/forward cache would otherwise still say 'Signing in…'.
  addEventListener('pageshow', (event) => {
    if (event.persisted) setBusy(false);
  });

  const leftBeforeScript = FIELDS.filter((name) => inputs[name].value !== '' && document.activeElement !== inputs[name]);
  for (const name of leftBeforeScript) touched.add(name);
  if (leftBeforeScript.length) void check(leftBeforeScript);
  reveal.disabled = false;
  login.disabled = false;
}
