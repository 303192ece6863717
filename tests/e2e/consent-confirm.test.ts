/**
 * The confirming link of a news box, in a real browser: the page behind the mailed link reads the key and the
 * secret from the fragment (its one script allowed by the page's own CSP), takes them out of the address bar, and
 * its button confirms; no request the browser makes carries the secret in its address or a referrer. The
 * page is served by the real handler (no site build: the function answers it alone).
 */
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contactsApi } from '../../src/lib/api/index.ts';
import { NEWS_CONFIRM_TEXTS } from '../../src/lib/messages/privacy.ts';
import { consentOf } from '../../src/lib/server/privacy/consent.ts';
import { call, callEndpoint } from '../helpers/api.ts';
import { type TestSmtp, withTestMail } from '../helpers/smtp.ts';
import { unique, valid } from '../api/fixtures.ts';
import { TEST_BROWSER_OPTIONS, launchBrowser } from './helpers/chromium.ts';

const SITE = 'https://labels.example';
let smtp: TestSmtp;
let browser: Browser;

withTestMail((started) => (smtp = started), { notifyStaff: true, siteUrl: SITE });

beforeAll(async () => {
  const endpoint = inject('chromiumEndpoint');
  browser = await (endpoint ? chromium.connect(endpoint) : launchBrowser(TEST_BROWSER_OPTIONS));
});
afterAll(async () => {
  await browser?.close();
});

describe('the confirming link’s page', { timeout: 60_000 }, () => {
  it('confirms with its button, the secret never in an address or a referrer', async () => {
    const email = `${unique('browser').replace(/\W+/g, '.').toLowerCase()}@example.com`;
    expect((await callEndpoint(contactsApi.create, { body: valid.contact({ email, marketing: true }) })).status).toBe(201);
    const [mail] = await smtp
      .mailsAbout(NEWS_CONFIRM_TEXTS.mailSubjectStart, 1)
      .then((mails) => mails.filter((each) => JSON.stringify(each.to).includes(email)));
    const link = /https:\/\/labels\.example\S*#c=[0-9a-f]{64}&t=([\w-]+)/.exec(mail.text ?? '');
    expect(link).not.toBeNull();
    const secret = link![1];

    const context = await browser.newContext();
    const seen: { url: string; referer?: string; body: string }[] = [];
    // The site's address is answered by the real handlers; nothing else is reached.
    await context.route('**/*', async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      if (url.origin !== SITE) return route.abort();
      seen.push({ url: request.url(), referer: request.headers().referer, body: request.postData() ?? '' });
      const answer = await call(request.method(), `${url.pathname}${url.search}`, {
        rawBody: request.postData() ?? undefined,
        headers: request.headers(),
      });
      await route.fulfill({
        status: answer.status,
        headers: Object.fromEntries(answer.headers),
        body: Buffer.from(answer.bytes),
      });
    });
    const page = await context.newPage();
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await page.goto(link![0]);
    const button = page.getByRole('button', { name: NEWS_CONFIRM_TEXTS.button });
    await expect.poll(() => button.isEnabled()).toBe(true);
    expect(blocked).toEqual([]);
    expect(page.url()).toBe(`${SITE}/api/consent/confirm`);
    expect((await consentOf(email))?.marketing).toBe(false);

    await button.click();
    await page.getByRole('heading', { name: NEWS_CONFIRM_TEXTS.doneTitle }).waitFor();
    await expect(page.getByRole('status').innerText()).resolves.toBe(NEWS_CONFIRM_TEXTS.confirmed);
    expect(await consentOf(email)).toMatchObject({ marketing: true, step: 'given', email });

    expect(seen.map((request) => `${request.url} ${request.referer ?? ''}`).join('\n')).not.toContain(secret);
    expect(seen.filter((request) => request.body.includes(secret))).toHaveLength(1);
    await context.close();
  });
});
