/**
 * The small pages of the consent links, made by the function: the button that confirms, what was done, or why
 * the link does not work. The withdraw link's pages carry its signature from the query into their form, so
 * nothing in them runs. The confirming link's secret is in the fragment, which only the page itself can read:
 * its one inline script (allowed by its hash, nothing else runs or loads) copies it into the form. Inline
 * styles only.
 */
import { createHash } from 'node:crypto';
import { pathOf } from '../../api/define.ts';
import { consentApi } from '../../api/consent.ts';
import { CONSENT_TEXTS as T, NEWS_CONFIRM_TEXTS as N } from '../../messages/privacy.ts';
import { htmlPage } from '../html-page.ts';
import { escapeHtml } from '../mail/templates.ts';

const BUTTON =
  'font: inherit; font-weight: 600; color: #fff; background: #1e3a8a; border: 0; border-radius: 6px; padding: 0.7rem 1.2rem; cursor: pointer';

function page(status: number, title: string, body: string, script = ''): Response {
  const html = htmlPage(
    title,
    title,
    `${body}
<p><a href="/privacy/" style="color: #1e3a8a">${escapeHtml(T.noticeLink)}</a></p>${script && `\n<script>${script}</script>`}`,
  );
  const scripts = script ? `'sha256-${createHash('sha256').update(script).digest('base64')}'` : "'none'";
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      // The link's signature (and any secret) stays off other sites' logs.
      'referrer-policy': 'no-referrer',
      'content-security-policy': `default-src 'none'; script-src ${scripts}; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; frame-ancestors 'none'`,
    },
  });
}

/** The page the link opens: one button, posting the link's own query back to it. */
export function confirmPage(query: { c: string; t: string }): Response {
  const action = `?c=${encodeURIComponent(query.c)}&t=${encodeURIComponent(query.t)}`;
  return page(
    200,
    T.confirmTitle,
    `<p>${escapeHtml(T.confirmLead)}</p>
<form method="post" action="${escapeHtml(action)}">
<button type="submit" style="${BUTTON}">${escapeHtml(T.confirmButton)}</button>
</form>
<p>${escapeHtml(T.confirmNote)}</p>`,
  );
}

export const donePage = (message: string) => page(200, T.doneTitle, `<p role="status">${escapeHtml(message)}</p>`);

export const badLinkPage = () => page(400, T.badTitle, `<p role="alert">${escapeHtml(T.badLink)}</p>`);

/**
 * Copies the confirming link's key and secret from the fragment into the form and lets the button be pressed;
 * the fragment then leaves the address bar, so a bookmark or a shared screen does not keep it.
 */
const CONFIRM_SCRIPT = `(function () {
  var found = new URLSearchParams(location.hash.slice(1));
  var form = document.getElementById('confirm');
  if (!found.get('c') || !found.get('t') || !form) return;
  form.elements.c.value = found.get('c');
  form.elements.t.value = found.get('t');
  form.elements.go.disabled = false;
  history.replaceState(null, '', location.pathname);
})();`;

/** The page a confirming link opens: one button, posting the key and secret its script read from the fragment. */
export const confirmNewsPage = () =>
  page(
    200,
    N.pageTitle,
    `<p>${escapeHtml(N.pageLead)}</p>
<form id="confirm" method="post" action="${pathOf(consentApi.confirmNews)}">
<input type="hidden" name="c" value="">
<input type="hidden" name="t" value="">
<button type="submit" name="go" disabled style="${BUTTON}">${escapeHtml(N.button)}</button>
</form>
<noscript><p>${escapeHtml(N.noScript)}</p></noscript>`,
    CONFIRM_SCRIPT,
  );

export const newsConfirmedPage = () => page(200, N.doneTitle, `<p role="status">${escapeHtml(N.confirmed)}</p>`);

export const badConfirmLinkPage = () => page(400, N.badTitle, `<p role="alert">${escapeHtml(N.badLink)}</p>`);
