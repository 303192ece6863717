/**
 * The contact form (docs/product.md 2.9) and the Contact Us inbox. The form also works without JavaScript:
 * a browser's own form post gets a page to go to (303 to the thank-you page, or an HTML list of what
 * to fix) instead of JSON; every other caller gets JSON as always.
 */
import type { Config } from '@netlify/functions';
import { contactsApi } from '../../src/lib/api/inboxes.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { anyInbox, inboxes } from '../../src/lib/server/collections.ts';
import { deleteInquiry, listInquiries, updateRemark } from '../../src/lib/server/inbox/enquiries.ts';
import { htmlPage } from '../../src/lib/server/html-page.ts';
import { errorResponse, json } from '../../src/lib/server/http.ts';
import { escapeHtml } from '../../src/lib/server/mail/templates.ts';
import { consentFromForm } from '../../src/lib/server/privacy/consent.ts';
import { type SubmissionHandler, serve } from '../../src/lib/server/serve.ts';

const CONTACT_PAGE = '/contact/';
const THANK_YOU_PAGE = '/contact/thank-you/';

/** A browser posting the HTML form itself: urlencoded, and not a script asking for JSON. */
function isFormPost(request: Request): boolean {
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  return type === 'application/x-www-form-urlencoded' && !/\bapplication\/json\b/i.test(request.headers.get('accept') ?? '');
}

/** The JSON error answer as a small accessible page: each message, and the way back to the form. */
async function errorPage(error: unknown): Promise<Response> {
  const answer = errorResponse(error);
  const { message, errors } = (await answer.json()) as { message: string; errors?: Record<string, string> };
  const items = errors ? Object.values(errors) : [message];
  const html = htmlPage(
    'Please check your message',
    'Your message was not sent',
    `<p>Please fix the following and send it again:</p>
<ul id="errors" style="color: #b91c1c">
${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('\n')}
</ul>
<p>Your browser's Back button returns to the form with what you typed.</p>
<p><a href="${CONTACT_PAGE}#contact-form" style="color: #1e3a8a">Back to the contact form</a></p>`,
  );
  const headers = new Headers(answer.headers);
  headers.set('content-type', 'text/html; charset=utf-8');
  // The page's only styling is inline; nothing in it runs or loads.
  headers.set('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; frame-ancestors 'none'");
  return new Response(html, { status: answer.status, headers });
}

const create: SubmissionHandler<typeof contactsApi.create> = {
  store: async ({ body: { name, email, phone, company, subject, message, marketing } }) => {
    await inboxes.contacts.create({ name, email, phone, company, subject, message, remark: '', status: 'New' });
    await consentFromForm({ email, marketing }, 'contact');
  },
  // 303 for a browser's own form post: it follows with a GET, so reloading the thank-you page never posts twice.
  received: (request) =>
    isFormPost(request)
      ? new Response(null, { status: 303, headers: { location: THANK_YOU_PAGE } })
      : json({ message: MESSAGES.contactReceived }, 201),
  refused: async (request, error) => (isFormPost(request) ? errorPage(error) : undefined),
};

export default serve(contactsApi, {
  create,
  list: listInquiries(anyInbox('contacts')),
  remark: updateRemark(['contacts'], MESSAGES.remarkUpdatedDetail),
  remove: deleteInquiry(['contacts'], MESSAGES.contactDeleted),
});

export const config: Config = { path: ['/api/contacts', '/api/contacts/', '/api/contacts/:id'] };
