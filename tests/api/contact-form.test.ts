/**
 * The contact form posted by a browser without JavaScript (docs/product.md 2.9): urlencoded in, a page out —
 * 303 to the thank-you page when stored, an HTML list of messages (400) when not. JSON callers and
 * urlencoded callers asking for JSON keep their JSON answers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '../../src/lib/constants.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { contactsApi } from '../../src/lib/api/index.ts';
import type { ContactInput } from '../../src/lib/schemas/inboxes.ts';
import { adminToken, callEndpoint } from '../helpers/api.ts';
import { INBOX_LISTS, readAll, unique, valid } from './fixtures.ts';

/** What Chromium sends with a form's navigation. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
const FORM = 'application/x-www-form-urlencoded';

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

const stored = async () => readAll(INBOX_LISTS.contacts, token);
/** The form's fields urlencoded, as a browser sends them. */
const encoded = (fields: Partial<ContactInput>) =>
  new URLSearchParams(Object.entries(fields).map(([field, value]) => [field, String(value)])).toString();
const postForm = (fields: Partial<ContactInput>, accept = BROWSER_ACCEPT) =>
  callEndpoint(contactsApi.create, {
    rawBody: encoded(fields),
    headers: { 'content-type': FORM, accept },
  });

describe('a form post from a browser without JavaScript', () => {
  it('valid → 303 See Other to /contact/thank-you/, the record stored with trimmed text and an empty remark', async () => {
    const name = unique('Form Visitor');
    const fields = { ...valid.contact({ name: `  ${name} `, subject: 'Bulk order' }), [HONEYPOT_FIELD]: '' };
    const answer = await postForm(fields);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/contact/thank-you/');
    expect(answer.body).toBeNull();
    const record = (await stored()).find((row) => row.name === name);
    expect(record).toMatchObject({ ...valid.contact({ name, subject: 'Bulk order' }), remark: '' });
    expect(record).not.toHaveProperty(HONEYPOT_FIELD);
  });

  it('a content type with a charset parameter is still a form post', async () => {
    const name = unique('Charset');
    const answer = await callEndpoint(contactsApi.create, {
      rawBody: encoded(valid.contact({ name })),
      headers: { 'content-type': `${FORM}; charset=UTF-8`, accept: BROWSER_ACCEPT },
    });
    expect(answer.status).toBe(303);
    expect((await stored()).some((row) => row.name === name)).toBe(true);
  });

  it.each([
    [
      'every field missing',
      {},
      [
        'Name is required',
        'Email is required',
        'Phone number is required',
        'Company name is required',
        'Subject is required',
        'Message is required',
      ],
    ],
    [
      'a short name and a bad phone',
      { name: 'A', phone: '98765' },
      ['Name should be at least 2 characters', 'Phone number must be 10 digits'],
    ],
    ['a bad email', { email: 'asha@' }, ['Invalid email address']],
    [
      'blank company, short subject and message',
      { company: '   ', subject: 'Hi', message: 'Short' },
      ['Company name is required', 'Subject should be at least 5 characters', 'Message should be at least 10 characters'],
    ],
  ])(
    'invalid (%s) → 400 HTML page listing each message, linking back to the form; nothing stored',
    async (_case, change, messages) => {
      const before = await stored();
      const name = (change as { name?: string }).name;
      const fields = Object.keys(change).length ? valid.contact(change) : {};
      const answer = await postForm(fields);
      expect(answer.status).toBe(400);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      const html = String(answer.body);
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('<h1');
      expect(html).toContain('href="/contact/#contact-form"');
      const listed = [...html.matchAll(/<li>([^<]*)<\/li>/g)].map((match) => match[1]);
      expect(listed).toEqual(messages);
      expect(await stored()).toEqual(before);
      if (name) expect(before.some((row) => row.name === name)).toBe(false);
    },
  );

  it('what the visitor typed is escaped on the error page, never markup', async () => {
    const answer = await postForm(valid.contact({ email: '<script>alert(1)</script>@x' }));
    expect(answer.status).toBe(400);
    expect(String(answer.body)).not.toContain('<script>');
  });

  it('a filled honeypot looks like success (303) and stores nothing', async () => {
    const before = await stored();
    const answer = await postForm({ ...valid.contact({ name: unique('Bot') }), [HONEYPOT_FIELD]: 'https://spam.example' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/contact/thank-you/');
    expect(await stored()).toEqual(before);
  });
});

describe('JSON answers are unchanged', () => {
  it('a JSON post → 201 { message }', async () => {
    const name = unique('Json Visitor');
    const answer = await callEndpoint(contactsApi.create, { body: valid.contact({ name }) });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.body).toEqual({ message: MESSAGES.contactReceived });
    expect((await stored()).some((row) => row.name === name)).toBe(true);
  });

  it('an invalid JSON post → 400 { message, errors }', async () => {
    const answer = await callEndpoint(contactsApi.create, { body: valid.contact({ phone: '12' }) });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: 'Phone number must be 10 digits',
      errors: { phone: 'Phone number must be 10 digits' },
    });
  });

  it('a urlencoded post that asks for JSON gets JSON: 201, or 400 with the messages', async () => {
    const name = unique('Script');
    const ok = await postForm(valid.contact({ name }), 'application/json');
    expect(ok.status).toBe(201);
    expect(ok.body).toEqual({ message: MESSAGES.contactReceived });
    expect((await stored()).some((row) => row.name === name)).toBe(true);

    const refused = await postForm(valid.contact({ message: 'Too short' }), 'application/json, text/plain, */*');
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      message: 'Message should be at least 10 characters',
      errors: { message: 'Message should be at least 10 characters' },
    });
  });
});
