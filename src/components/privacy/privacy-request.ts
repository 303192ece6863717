/**
 * The privacy request page without React: the form sends `{ email, kind, message }` and shows the server's answer
 * in its place; opened from the mailed link, the token in the fragment (never in a server log) is read once, taken
 * out of the address bar, and confirms the request. The contract loads with the first call, not with the page.
 */
import { callApi, errorMessage } from '../../lib/client/api.ts';
import { PRIVACY_REQUEST_MESSAGES as T } from '../../lib/messages/privacy-requests.ts';

const contract = () => import('../../lib/api/privacy.ts').then((module) => module.privacyApi);

function show(root: HTMLElement, message: string) {
  const form = root.querySelector('form')!;
  const done = root.querySelector<HTMLElement>('[data-done]')!;
  const text = done.querySelector<HTMLElement>('[data-message]')!;
  text.textContent = message;
  form.hidden = true;
  done.hidden = false;
  text.focus();
}

async function confirm(root: HTMLElement, token: string) {
  show(root, T.confirming);
  try {
    const answer = await callApi((await contract()).confirm, { body: { token } });
    show(root, answer.message);
  } catch (error) {
    show(root, errorMessage(error, T.linkInvalid));
  }
}

/** The link's token, taken out of the address bar; null without one. */
function takeToken(): string | null {
  const token = new URLSearchParams(location.hash.slice(1)).get('token');
  if (token) history.replaceState(null, '', location.pathname);
  return token;
}

export function enhancePrivacyRequest(root: HTMLElement): void {
  // The link followed in a tab already on this page changes only the fragment.
  addEventListener('hashchange', () => {
    const token = takeToken();
    if (token) void confirm(root, token);
  });
  const token = takeToken();
  if (token) {
    void confirm(root, token);
    return;
  }
  const form = root.querySelector('form')!;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const failure = form.querySelector<HTMLElement>('[data-failure]')!;
  submit.disabled = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!form.reportValidity()) return;
    const data = new FormData(form);
    const body = {
      email: String(data.get('email') ?? ''),
      kind: String(data.get('kind') ?? ''),
      message: String(data.get('message') ?? ''),
    };
    submit.disabled = true;
    failure.hidden = true;
    void contract()
      .then((api) => callApi(api.ask, { body: body as never }))
      .then((answer) => show(root, answer.message))
      .catch((error: unknown) => {
        failure.textContent = errorMessage(error);
        failure.hidden = false;
        submit.disabled = false;
      });
  });
}
