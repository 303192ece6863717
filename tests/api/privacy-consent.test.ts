/**
 * Consent to news by e-mail and the privacy notice's settings: the forms' box asks for a consent only when
 * ticked, with its time, form and the notice's version (its confirmation: consent-confirm.test.ts); the signed link in a mail withdraws it once and a
 * forged one changes nothing; the Privacy settings are checked, and the notice's version moves on by itself
 * when what the notice says changes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type BodyOf, contactsApi, quotesApi, settingsApi } from '../../src/lib/api/index.ts';
import { consentApi } from '../../src/lib/api/consent.ts';
import { CONSENT_TEXTS } from '../../src/lib/messages/privacy.ts';
import { consentKeyOf, consentOf, recordConsent, withdrawConsent } from '../../src/lib/server/privacy/consent.ts';
import { nextNoticeVersion, noticeVersionOf } from '../../src/lib/server/privacy/consent-notice.ts';
import { withdrawLink, withdrawQuery } from '../../src/lib/server/privacy/consent-link.ts';
import { STORE_NAMES, listKeys } from '../../src/lib/server/store/index.ts';
import type { SiteSettings } from '../../src/lib/settings.ts';
import { adminToken, callEndpoint, offContract } from '../helpers/api.ts';
import { ISO_UTC, createProduct, valid } from './fixtures.ts';
import { uniqueEmail } from '../helpers/records.ts';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let token: string;
let productId: string;
beforeAll(async () => {
  token = await adminToken();
  productId = (await createProduct(token))._id;
});

const settingsNow = async () => (await callEndpoint(settingsApi.get, { token })).body as { data: SiteSettings; version: number };
const saveSettings = (data: BodyOf<typeof settingsApi.save>, version: number) =>
  callEndpoint(settingsApi.save, { token, body: data, headers: { 'if-match': String(version) } });

describe('the forms’ news box', () => {
  it('records nothing when left unticked, on every form that has it', async () => {
    const email = uniqueEmail('unticked');
    const answers = await Promise.all([
      callEndpoint(contactsApi.create, { body: valid.contact({ email }) }),
      callEndpoint(contactsApi.create, { body: valid.contact({ email, marketing: false }) }),
      callEndpoint(quotesApi.create, { body: valid.productQuote(productId, { email }) }),
      callEndpoint(quotesApi.create, {
        body: { name: 'Unticked Buyer', email, phone: '9811122233', lines: [{ productId, quantity: 100 }], marketing: false },
      }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect(await consentOf(email)).toBeNull();
    expect(await listKeys(STORE_NAMES.meta, `consent/${consentKeyOf(email)}`)).toEqual([]);
  });

  it('records a ticked box as asked, with its time, form and the notice’s version, keyed by the e-mail’s hash', async () => {
    const email = uniqueEmail('Ticked');
    const { data: settings } = await settingsNow();
    const before = new Date().toISOString();
    const answer = await callEndpoint(contactsApi.create, {
      body: valid.contact({ email: ` ${email.toUpperCase()} `, marketing: true }),
    });
    expect(answer.status).toBe(201);
    const record = await consentOf(email);
    // Asked, not given: the link mailed to the address gives it (tests/api/consent-confirm.test.ts).
    expect(record).toMatchObject({
      marketing: false,
      step: 'asked',
      source: 'contact',
      // The notice's version as /privacy prints it: the settings' day and the hash of its words.
      noticeVersion: noticeVersionOf(settings),
    });
    // The address waits apart, with the link's expiry (consent-confirm.test.ts).
    expect(record).not.toHaveProperty('email');
    expect(record!.at).toMatch(ISO_UTC);
    expect(record!.at >= before && record!.at <= new Date().toISOString()).toBe(true);
    expect(record!.history).toHaveLength(1);
    // The key names the e-mail's sha256, never the address.
    const keys = await listKeys(STORE_NAMES.meta, 'consent/');
    expect(keys).toContain(`consent/${consentKeyOf(email)}`);
    expect(keys.join(' ')).not.toContain('@');
    // The enquiry itself does not carry the box.
    const stored = (await callEndpoint(contactsApi.list, { token, query: { q: email } })).body.data[0];
    expect(stored).toBeDefined();
    expect(stored).not.toHaveProperty('marketing');
  });

  it('records it from the product quote, the quote request and the contact form posted without JavaScript', async () => {
    const [quote, request, form] = [uniqueEmail('quote'), uniqueEmail('request'), uniqueEmail('form')];
    const answers = await Promise.all([
      callEndpoint(quotesApi.create, { body: valid.productQuote(productId, { email: quote, marketing: true }) }),
      callEndpoint(quotesApi.create, {
        body: {
          name: 'Ticked Buyer',
          email: request,
          phone: '9811122233',
          lines: [{ productId, quantity: 100 }],
          marketing: true,
        },
      }),
      callEndpoint(contactsApi.create, {
        rawBody: new URLSearchParams({ ...valid.contact({ email: form }), marketing: 'true' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: BROWSER_ACCEPT },
      }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 303]);
    expect((await consentOf(quote))?.source).toBe('product-quote');
    expect((await consentOf(request))?.source).toBe('quote-request');
    expect((await consentOf(form))?.source).toBe('contact');
  });

  it('refuses a box that is neither yes nor no, storing nothing', async () => {
    const email = uniqueEmail('odd box');
    for (const marketing of ['yes', 1, { on: true }, 'तुम']) {
      const answer = await callEndpoint(contactsApi.create, { body: offContract({ ...valid.contact({ email }), marketing }) });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ marketing: 'News by e-mail must be yes or no' });
    }
    expect((await callEndpoint(contactsApi.list, { token, query: { q: email } })).body.data).toEqual([]);
    expect(await consentOf(email)).toBeNull();
  });
});

describe('the withdraw link', () => {
  it('is this site’s address with the e-mail’s key and signature, never the address', () => {
    const email = 'Someone@Example.com';
    const link = new URL(withdrawLink(email));
    expect(link.pathname).toBe('/api/consent/withdraw');
    expect(link.searchParams.get('c')).toBe(consentKeyOf('someone@example.com'));
    expect(link.searchParams.get('t')).toMatch(/^[\w-]{43}$/);
    expect(link.href).not.toContain('xample');
  });

  it('opens a page with one button; a good link withdraws once, a second use changes nothing', async () => {
    const email = uniqueEmail('withdraw');
    await recordConsent({ email, marketing: true, source: 'my-orders' });
    const query = withdrawQuery(email);

    const page = await callEndpoint(consentApi.confirmWithdraw, { query, headers: { accept: BROWSER_ACCEPT } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain(CONSENT_TEXTS.confirmButton);
    expect(page.body).toContain(`action="?c=${query.c}&amp;t=${query.t}"`);
    expect((await consentOf(email))?.marketing).toBe(true);

    const first = await callEndpoint(consentApi.withdraw, { query });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: CONSENT_TEXTS.withdrawn, withdrawn: true });
    const withdrawn = await consentOf(email);
    expect(withdrawn).toMatchObject({ marketing: false, source: 'link' });
    expect(withdrawn!.history.map((change) => change.step)).toEqual(['given', 'withdrawn']);

    const again = await callEndpoint(consentApi.withdraw, { query, headers: { accept: BROWSER_ACCEPT } });
    expect(again.status).toBe(200);
    expect(again.headers.get('content-type')).toContain('text/html');
    expect(again.body).toContain(CONSENT_TEXTS.alreadyWithdrawn);
    expect(await consentOf(email)).toEqual(withdrawn);
  });

  it('refuses a forged, changed or cut link and changes nothing', async () => {
    const [email, other] = [uniqueEmail('kept'), uniqueEmail('other')];
    await callEndpoint(contactsApi.create, { body: valid.contact({ email, marketing: true }) });
    const before = await consentOf(email);
    const good = withdrawQuery(email);
    const forged = [
      { c: good.c, t: withdrawQuery(other).t },
      { c: good.c, t: `${good.t.slice(0, -1)}${good.t.endsWith('A') ? 'B' : 'A'}` },
      { c: good.c, t: good.t.slice(0, 20) },
      { c: good.c, t: '' },
      { c: '', t: good.t },
      { c: `${good.c}0`, t: good.t },
    ];
    for (const query of forged) {
      const json = await callEndpoint(consentApi.withdraw, { query });
      expect(json.status).toBe(400);
      expect(json.body.message).toBe(CONSENT_TEXTS.badLink);
      const page = await callEndpoint(consentApi.withdraw, { query, headers: { accept: BROWSER_ACCEPT } });
      expect(page.status).toBe(400);
      expect(page.body).toContain(CONSENT_TEXTS.badTitle);
    }
    expect((await callEndpoint(consentApi.confirmWithdraw, { query: forged[0] })).status).toBe(400);
    expect(await consentOf(email)).toEqual(before);
  });

  it('withdrawConsent (My orders) withdraws; with nothing given it records nothing', async () => {
    const email = uniqueEmail('my orders');
    expect(await withdrawConsent(email)).toEqual({ withdrawn: false });
    expect(await consentOf(email)).toBeNull();
    await callEndpoint(contactsApi.create, { body: valid.contact({ email, marketing: true }) });
    expect(await withdrawConsent(email)).toEqual({ withdrawn: true });
    expect(await consentOf(email)).toMatchObject({ marketing: false, source: 'my-orders' });
  });
});

describe('the Privacy settings', () => {
  it.each([
    ['2026-11-26', '2026-11-27', '2026-11-27'],
    ['2026-11-27', '2026-11-27', '2026-11-27.2'],
    ['2026-11-27.2', '2026-11-27', '2026-11-27.3'],
    ['2026-11-28', '2026-11-27', '2026-11-28.2'],
  ])('the version after %s on %s is %s', (current, today, next) => {
    expect(nextNoticeVersion(current, today)).toBe(next);
  });

  it('refuses bad values, naming each, and changes nothing', async () => {
    const current = await settingsNow();
    const privacy = current.data.privacy;
    const cases: [object, string][] = [
      [{ retentionMonths: 5 }, 'Months to keep enquiries must be at least 6'],
      [{ retentionMonths: 121 }, 'Months to keep enquiries must be at most 120'],
      [{ retentionMonths: 36.5 }, 'Months to keep enquiries must be a whole number'],
      [{ retentionMonths: '36' }, 'Months to keep enquiries must be a number'],
      [{ grievance: { ...privacy.grievance, email: 'not an e-mail' } }, 'Invalid email address'],
      [{ grievance: { ...privacy.grievance, name: '  ' } }, 'Name of the grievance officer is required'],
      [
        { grievance: { ...privacy.grievance, phone: 'call me' } },
        'Phone of the grievance officer must be a number that can be dialled, like +91 98100 12345',
      ],
    ];
    for (const [change, message] of cases) {
      const answer = await saveSettings({ ...current.data, privacy: { ...privacy, ...change } }, current.version);
      expect(answer.status, message).toBe(400);
      expect(Object.values(answer.body.errors ?? {})).toContain(message);
    }
    expect(await settingsNow()).toEqual(current);
  });

  it('the notice’s version moves on when what the notice says changes, and a consent records the new one', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const first = await settingsNow();
    // Only the version the server keeps counts; one sent with a save is ignored.
    const unrelated = await saveSettings(
      { ...first.data, tagline: 'Labels with care', privacy: { ...first.data.privacy, noticeVersion: '2030-01-01' } },
      first.version,
    );
    expect(unrelated.status).toBe(200);
    expect(unrelated.body.data.privacy.noticeVersion).toBe(first.data.privacy.noticeVersion);

    const grievance = { name: 'Priya Nair', email: 'grievance@labelsandtags.in', phone: '+91 98111 22233' };
    const changed = await saveSettings(
      { ...unrelated.body.data, privacy: { ...unrelated.body.data.privacy, grievance, retentionMonths: 24 } },
      unrelated.body.version,
    );
    expect(changed.status).toBe(200);
    const version = changed.body.data.privacy.noticeVersion;
    expect(changed.body.data.privacy).toEqual({
      grievance,
      retentionMonths: 24,
      noticeVersion: nextNoticeVersion(first.data.privacy.noticeVersion, today),
    });
    expect(version.startsWith(today)).toBe(true);

    const again = await saveSettings(
      { ...changed.body.data, privacy: { ...changed.body.data.privacy, retentionMonths: 48 } },
      changed.body.version,
    );
    expect(again.body.data.privacy.noticeVersion).toBe(nextNoticeVersion(version, today));
    expect(again.body.data.privacy.noticeVersion).not.toBe(version);

    const email = uniqueEmail('after the change');
    await callEndpoint(contactsApi.create, { body: valid.contact({ email, marketing: true }) });
    expect((await consentOf(email))?.noticeVersion).toBe(noticeVersionOf(again.body.data));
    expect(noticeVersionOf(again.body.data).startsWith(`${again.body.data.privacy.noticeVersion}-`)).toBe(true);
    // The public read carries the section (the notice prints it).
    expect((await callEndpoint(settingsApi.get)).body.data.privacy).toEqual(again.body.data.privacy);
  });
});
