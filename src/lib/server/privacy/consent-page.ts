/**
 * The small pages of the withdraw link, made by the function (a static page could not carry the link's
 * signature into its form without a script): the button that confirms, what was done, or why the link does
 * not work. Inline styles only; nothing in them runs or loads.
 */
import { CONSENT_TEXTS as T } from '../../messages/privacy.ts';
import { htmlPage } from '../html-page.ts';
import { escapeHtml } from '../mail/templates.ts';

const BUTTON =
  'font: inherit; font-weight: 600; color: #fff; background: #1e3a8a; border: 0; border-radius: 6px; padding: 0.7rem 1.2rem; cursor: pointer';

function page(status: number, title: string, body: string): Response {
  const html = htmlPage(
    title,
    title,
    `${body}
<p><a href="/privacy/" style="color: #1e3a8a">${escapeHtml(T.noticeLink)}</a></p>`,
  );
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // The link's signature stays off other sites' logs.
      'referrer-policy': 'no-referrer',
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; frame-ancestors 'none'",
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
