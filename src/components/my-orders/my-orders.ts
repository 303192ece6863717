/**
 * My orders (/orders), in plain DOM: the sign-in link's token is taken out of the address before anything
 * else (history.replaceState: it never stays in the history, a bookmark or a shared address), traded for a
 * session, and the buyer's page drawn from GET /api/my (signed-in-page.ts). Without a session, the e-mail form; its
 * answer is the same words for any e-mail.
 */
import { MY_ORDERS_PATHS as P } from '../../lib/api/my-orders-paths.ts';
import type { MyOrdersPage } from '../../lib/api/my-orders.ts';
import { MY_ORDERS_TEXTS as T } from '../../lib/messages/my-orders.ts';
import { drawPage } from './signed-in-page.ts';
import { call, session } from './buyer-calls.ts';

/** The link's token from the address's fragment (`#token=…`), removed from the address at once. */
function takeLinkToken(): string | null {
  const token = new URLSearchParams(location.hash.slice(1)).get('token');
  if (location.hash) history.replaceState(null, '', location.pathname + location.search);
  return token;
}

export async function showMyOrders(root: HTMLElement): Promise<void> {
  const linkToken = takeLinkToken();
  const part = <E extends HTMLElement = HTMLElement>(selector: string) => root.querySelector<E>(selector)!;
  const status = part('[data-mo-status]');
  const ask = part('[data-mo-ask]');
  const page = part('[data-mo-page]');
  const say = (text: string) => (status.textContent = text);

  const showForm = (message = '') => {
    page.hidden = true;
    ask.hidden = false;
    say(message);
  };

  const load = async (): Promise<void> => {
    say(T.loading);
    const answer = await call<{ data: MyOrdersPage }>('GET', P.read);
    if (answer.status === 401) {
      session.clear();
      return showForm(answer.body.message ?? T.sessionExpired);
    }
    if (answer.status !== 200) return void say(answer.body.message ?? T.failed);
    say('');
    ask.hidden = true;
    page.hidden = false;
    drawPage(root, answer.body.data, { reload: load, say });
  };

  // Sign out ends the session on the server too; the page forgets the token whatever the answer.
  part('[data-mo-signout]').addEventListener('click', async () => {
    const answer = await call('DELETE', P.session);
    session.clear();
    showForm(answer.status === 200 || answer.status === 401 ? T.signedOut : T.signedOutHere);
    part('#mo-title').focus();
  });

  const form = part<HTMLFormElement>('[data-mo-link]');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const input = part<HTMLInputElement>('#mo-email');
    const error = part('#mo-email-error');
    const button = form.querySelector('button')!;
    const email = input.value.trim();
    const problem = !email ? T.emailRequired : input.validity.typeMismatch ? 'Invalid email address' : '';
    error.textContent = problem;
    error.hidden = !problem;
    input.setAttribute('aria-invalid', String(!!problem));
    if (problem) return input.focus();
    button.disabled = true;
    say(T.sending);
    const answer = await call<{ message: string }>('POST', P.link, { email });
    button.disabled = false;
    const fieldError = answer.body.errors?.email;
    if (fieldError) {
      error.textContent = fieldError;
      error.hidden = false;
      input.setAttribute('aria-invalid', 'true');
      say('');
      return input.focus();
    }
    say(answer.status === 200 ? T.linkSent : (answer.body.message ?? T.failed));
  });

  // A link opened over this very page (same address, a new fragment) is a new sign-in: start again with it.
  addEventListener('hashchange', () => location.hash.includes('token=') && location.reload());

  if (linkToken) {
    say(T.signingIn);
    const answer = await call<{ token: string }>('POST', P.session, { token: linkToken });
    if (answer.status !== 200) return showForm(answer.body.message ?? T.linkInvalid);
    session.set(answer.body.token);
  }
  if (session.get()) await load();
  else showForm();
}
