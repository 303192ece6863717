/**
 * News by e-mail with a double opt-in, over the real handlers, the local store and a real SMTP server: a box
 * ticked on a public form is only asked (pending) until the link mailed to the address typed is followed (its
 * page's button posts it); pending counts as no consent wherever consent is read; one confirming mail an
 * address a day whatever the forms send; a withdrawal keeps when and how, and nothing else about the person.
 * (Over 300 lines: one concern, consent to news from its ask to its withdrawal, on one SMTP server.)
 */
import type { ParsedMail } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactsApi, quotesApi } from '../../src/lib/api/index.ts';
import { consentApi } from '../../src/lib/api/consent.ts';
import { CONSENT_TEXTS, NEWS_CONFIRM_TEXTS } from '../../src/lib/messages/privacy.ts';
import { privacyNotice } from '../../src/lib/messages/privacy-notice.ts';
import { noticeFacts } from '../../src/lib/server/privacy/consent-notice.ts';
import { cachedSiteSettings } from '../../src/lib/server/site/site-settings.ts';
import { myOrdersPage } from '../../src/lib/server/my-orders/buyer-history.ts';
import { accessCopy } from '../../src/lib/server/privacy/access-copy.ts';
import { consentKeyOf, consentOf, mayMailNews, withdrawConsent } from '../../src/lib/server/privacy/consent.ts';
import { withdrawQuery } from '../../src/lib/server/privacy/consent-link.ts';
import { mailPrivately } from '../../src/lib/server/mail/private.ts';
import { page } from '../../src/lib/server/mail/templates.ts';
import { housekeeping } from '../../src/lib/server/housekeeping.ts';
import { STORE_NAMES, listKeys, openStore } from '../../src/lib/server/store/index.ts';
import { adminToken, callEndpoint } from '../helpers/api.ts';
import { type TestSmtp, withTestMail } from '../helpers/smtp.ts';
import { createProduct, unique, valid } from './fixtures.ts';
import { uniqueEmail } from '../helpers/records.ts';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const DAY_MS = 24 * 60 * 60 * 1000;

let smtp: TestSmtp;
let productId: string;

withTestMail((started) => (smtp = started), { notifyStaff: true });

beforeAll(async () => {
  productId = (await createProduct(await adminToken()))._id;
});

/** The confirming mails that reached `email` (any case) so far, waiting up to 15 s for `count` of them. */
async function confirmMails(email: string, count: number): Promise<ParsedMail[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = smtp.received.filter(
      (mail) =>
        mail.subject?.startsWith(NEWS_CONFIRM_TEXTS.mailSubjectStart) &&
        JSON.stringify(mail.to).toLowerCase().includes(email.toLowerCase()),
    );
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The link in a confirming mail: this site's page, its key and secret in the fragment only. */
function linkOf(mail: ParsedMail) {
  const found = /(https:\/\/labels\.example\S*?)#c=([0-9a-f]{64})&t=([\w-]+)/.exec(mail.text ?? '');
  expect(found, mail.text).not.toBeNull();
  const [, address, c, t] = found!;
  return { address, c, t };
}

/** The stored record exactly as the store holds it. */
const storedRecord = async (email: string) =>
  (await openStore(STORE_NAMES.meta).get(`consent/${consentKeyOf(email)}`, { type: 'json' })) as Record<string, unknown> | null;

/** The ask of a ticked box not yet confirmed, as the `sessions` store holds it. */
const storedAsk = (email: string) => openStore(STORE_NAMES.sessions).get(`consent-ask/${consentKeyOf(email)}`, { type: 'json' });

/** Every outbox entry that names `email`, as the store holds it. */
async function outboxTexts(email: string): Promise<string> {
  const store = openStore(STORE_NAMES.outbox);
  const texts: string[] = [];
  for await (const listed of store.list({ paginate: true })) {
    for (const blob of listed.blobs) {
      const text = await store.get(blob.key, { type: 'text' });
      if (text?.toLowerCase().includes(email.toLowerCase())) texts.push(text);
    }
  }
  return texts.join('\n');
}

/** Moves every time of the stored record `ms` into the past, as if it had been written then. */
async function age(email: string, ms: number) {
  const store = openStore(STORE_NAMES.meta);
  const key = `consent/${consentKeyOf(email)}`;
  const text = (await store.get(key, { type: 'text' }))!;
  const aged = text.replace(
    /"(\d{4}-\d{2}-\d{2}T[\d:.]+Z)"/g,
    (_all, iso: string) => `"${new Date(Date.parse(iso) - ms).toISOString()}"`,
  );
  await store.set(key, aged);
}

async function tickContact(email: string) {
  const answer = await callEndpoint(contactsApi.create, { body: valid.contact({ email, marketing: true }) });
  expect(answer.status).toBe(201);
}

describe('a ticked box is confirmed by a mailed link', () => {
  it('is pending, mailed to the address typed, and confirmed only by the POST of the link’s page', async () => {
    const email = uniqueEmail('Double Opt');
    const typed = email.replace(/^d/, 'D');
    await tickContact(` ${typed} `);

    const pending = await consentOf(email);
    expect(pending).toMatchObject({ marketing: false, step: 'asked', source: 'contact' });
    expect(await mayMailNews(email)).toBe(false);

    const [mail] = await confirmMails(email, 1);
    expect(mail.to).toMatchObject({ value: [{ address: typed }] });
    const link = linkOf(mail);
    // The page's address carries no query: the secret is in the fragment, which no server or referrer sees.
    expect(link.address).toBe('https://labels.example/api/consent/confirm');
    expect(link.c).toBe(consentKeyOf(email));
    expect(Buffer.from(link.t, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(mail.html).toContain(`${link.address}#c=${link.c}&amp;t=${link.t}`);
    expect(mail.text).toContain(NEWS_CONFIRM_TEXTS.mailIgnore);
    // The secret is kept hashed only, and the outbox's copy of the mail loses the link once sent.
    expect(JSON.stringify(await storedRecord(email))).not.toContain(link.t);
    // The address is kept apart from the record, in the ask that runs out with the link.
    expect(JSON.stringify(await storedRecord(email))).not.toContain('@');
    expect(await storedAsk(email)).toMatchObject({ email });
    await expect.poll(() => outboxTexts(email), { timeout: 15_000 }).toContain(NEWS_CONFIRM_TEXTS.linkRemoved);
    expect(await outboxTexts(email)).not.toContain(link.t);

    // A mail scanner's GET of the page confirms nothing: it shows a button.
    const shown = await callEndpoint(consentApi.confirmNewsPage, { headers: { accept: BROWSER_ACCEPT } });
    expect(shown.status).toBe(200);
    expect(shown.body).toContain(NEWS_CONFIRM_TEXTS.button);
    expect(shown.body).toContain('method="post" action="/api/consent/confirm"');
    expect(shown.headers.get('referrer-policy')).toBe('no-referrer');
    const script = /<script>([\s\S]*?)<\/script>/.exec(shown.body)?.[1] ?? '';
    const { createHash } = await import('node:crypto');
    expect(shown.headers.get('content-security-policy')).toContain(
      `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
    );
    expect((await consentOf(email))?.marketing).toBe(false);

    const confirmed = await callEndpoint(consentApi.confirmNews, {
      rawBody: new URLSearchParams({ c: link.c, t: link.t }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: BROWSER_ACCEPT },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toContain(NEWS_CONFIRM_TEXTS.confirmed);
    const record = await consentOf(email);
    expect(record).toMatchObject({ marketing: true, step: 'given', source: 'confirmation', email });
    expect(record).not.toHaveProperty('pending');
    expect(await storedAsk(email)).toBeNull();
    expect(record!.history.map(({ step, source }) => `${step} ${source}`)).toEqual(['asked contact', 'given confirmation']);
    expect(await mayMailNews(email)).toBe(true);

    // Once: the same link again is refused and changes nothing.
    const again = await callEndpoint(consentApi.confirmNews, { body: { c: link.c, t: link.t } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(NEWS_CONFIRM_TEXTS.badLink);
    expect(await consentOf(email)).toEqual(record);
  });

  it('sends one confirming mail an address a day, whatever the forms send', async () => {
    const email = uniqueEmail('once a day');
    await tickContact(email);
    expect(await confirmMails(email, 1)).toHaveLength(1);
    await tickContact(email);
    const quote = await callEndpoint(quotesApi.create, { body: valid.productQuote(productId, { email, marketing: true }) });
    expect(quote.status).toBe(201);
    // A mail sent after those answers arrives: had they mailed again, that mail would have come before it.
    const marker = unique('marker');
    await mailPrivately([{ audience: 'visitor', to: [email], subject: marker, text: marker, html: page(marker) }], {
      enquiryKind: 'account',
      enquiryId: 'test',
    });
    await smtp.mailsAbout(marker, 1);
    expect(await confirmMails(email, 1)).toHaveLength(1);
    expect(await consentOf(email)).toMatchObject({ marketing: false, step: 'asked' });
  });

  it('refuses a changed, cut or borrowed secret, and a link past its 30 days; a day later a new tick mails again', async () => {
    const [email, other] = [uniqueEmail('attacked'), uniqueEmail('attacker')];
    await tickContact(email);
    await tickContact(other);
    const link = linkOf((await confirmMails(email, 1))[0]);
    const own = linkOf((await confirmMails(other, 1))[0]);
    const before = await storedRecord(email);
    for (const body of [
      { c: link.c, t: own.t },
      { c: link.c, t: `${link.t.slice(0, -1)}${link.t.endsWith('A') ? 'B' : 'A'}` },
      { c: link.c, t: link.t.slice(0, 20) },
      { c: link.c, t: '' },
      { c: '', t: link.t },
      { c: withdrawQuery(email).c, t: withdrawQuery(email).t },
    ]) {
      const answer = await callEndpoint(consentApi.confirmNews, { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toBe(NEWS_CONFIRM_TEXTS.badLink);
    }
    expect(await storedRecord(email)).toEqual(before);

    await age(email, 31 * DAY_MS);
    const late = await callEndpoint(consentApi.confirmNews, { body: { c: link.c, t: link.t } });
    expect(late.status).toBe(400);
    expect(await mayMailNews(email)).toBe(false);
    await tickContact(email);
    const second = linkOf((await confirmMails(email, 2))[1]);
    expect(second.t).not.toBe(link.t);
    expect((await callEndpoint(consentApi.confirmNews, { body: { c: second.c, t: second.t } })).status).toBe(200);
    expect(await mayMailNews(email)).toBe(true);
  });

  it('keeps the address of an ask never confirmed only until its link runs out: the housekeeping run removes it', async () => {
    const email = uniqueEmail('never confirmed');
    await tickContact(email);
    await confirmMails(email, 1);
    expect(await storedAsk(email)).toMatchObject({ email });
    await housekeeping({ now: Date.now() + 31 * DAY_MS });
    expect(await storedAsk(email)).toBeNull();
    // Neither consent's records nor the links' store hold it any more (the enquiry itself is kept as it always is).
    for (const [name, prefix] of [
      [STORE_NAMES.meta, 'consent/'],
      [STORE_NAMES.sessions, ''],
    ] as const) {
      const store = openStore(name);
      for (const key of await listKeys(name, prefix)) {
        expect(await store.get(key, { type: 'text' }), `${name}/${key}`).not.toContain(email);
      }
    }
    expect(await consentOf(email)).toMatchObject({ marketing: false, step: 'asked' });
    expect(await mayMailNews(email)).toBe(false);
  });

  it('counts pending as no consent on My orders and in the copy of a person’s data', async () => {
    const email = uniqueEmail('pending everywhere');
    await tickContact(email);
    await confirmMails(email, 1);
    expect((await myOrdersPage(email)).marketing).not.toBe(true);
    expect((await accessCopy(email)).consent).toMatchObject({ marketing: false, step: 'asked' });
  });
});

describe('the privacy notice', () => {
  it('says a ticked box counts once confirmed from the mail, and what a withdrawal keeps', async () => {
    const words = privacyNotice(noticeFacts(await cachedSiteSettings()));
    const text = JSON.stringify(words);
    expect(text).toContain('then confirming it with the link we mail to that address');
    expect(text).toContain('Until you confirm, we send none.');
    expect(text).toContain('we then keep only when and how you gave and withdrew it');
  });
});

describe('a withdrawal keeps its proof and nothing else', () => {
  it('by the link in a news mail: the record holds the key, the times and the ways only', async () => {
    const email = uniqueEmail('Withdrawn Person');
    await tickContact(email);
    const link = linkOf((await confirmMails(email, 1))[0]);
    expect((await callEndpoint(consentApi.confirmNews, { body: { c: link.c, t: link.t } })).status).toBe(200);
    const withdrawn = await callEndpoint(consentApi.withdraw, { query: withdrawQuery(email) });
    expect(withdrawn.body).toEqual({ message: CONSENT_TEXTS.withdrawn, withdrawn: true });

    const stored = (await storedRecord(email))!;
    const text = JSON.stringify(stored);
    expect(text).not.toContain('@');
    expect(text.toLowerCase()).not.toContain('withdrawn.person');
    expect(text).not.toContain(valid.contact().name);
    expect(Object.keys(stored).sort()).toEqual([
      'at',
      'history',
      'key',
      'mailedAt',
      'marketing',
      'noticeVersion',
      'source',
      'step',
    ]);
    expect(stored).toMatchObject({ key: consentKeyOf(email), marketing: false, step: 'withdrawn', source: 'link' });
    const history = stored.history as Record<string, unknown>[];
    expect(history.map(({ step, source }) => `${step} ${source}`)).toEqual([
      'asked contact',
      'given confirmation',
      'withdrawn link',
    ]);
    expect(history.map((change) => Object.keys(change).sort().join())).toEqual(history.map(() => 'at,noticeVersion,source,step'));
    expect(await mayMailNews(email)).toBe(false);
  });

  it('on My orders, also of a consent still pending', async () => {
    const email = uniqueEmail('withdrawn pending');
    await tickContact(email);
    await confirmMails(email, 1);
    expect(await withdrawConsent(email)).toEqual({ withdrawn: true });
    const stored = (await storedRecord(email))!;
    expect(JSON.stringify(stored)).not.toContain('@');
    expect(stored).not.toHaveProperty('pending');
    expect(stored).toMatchObject({ marketing: false, step: 'withdrawn', source: 'my-orders' });
    expect(await storedAsk(email)).toBeNull();
  });
});
