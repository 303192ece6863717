/**
 * (Over 300 lines: one page, Contact; split, each part would start a site and a browser of its own.)
 * The contact page in a real browser (docs/product.md 2.9, 5, 8): each validation message after a field is
 * touched, success and failure toasts, the form posted without JavaScript, the map loaded only on
 * request, no React before the visitor reaches for the form, and axe.
 */
import { gzipSync } from 'node:zlib';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { callApi, expectAccessible, useBrowserSite } from './helpers/browser.ts';
import { holdIsland } from './helpers/hold-island.ts';

const site = useBrowserSite();

/** Budget of script a visitor downloads before touching anything (gzip bytes). */
const SCRIPT_BUDGET = 15 * 1024;
const MAP_PROVIDER = /openstreetmap\.org/;

interface ContactRecord {
  name: string;
  email: string;
  phone: string;
  company: string;
  subject: string;
  message: string;
}

let counter = 0;
const validValues = (): ContactRecord => ({
  name: `Browser Visitor ${Date.now().toString(36)}${(counter += 1)}`,
  email: 'visitor@example.com',
  phone: '9810012345',
  company: 'Shah Knits',
  subject: 'Bulk order',
  message: 'We need 5000 woven labels for a new line.',
});

const field = (page: Page, name: string) => page.locator(`#contact-${name}`);

/** Never lets a request reach the map provider (there is no network here); answers with a stub page. */
async function stubMapProvider(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(MAP_PROVIDER, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>map</title><p>map</p>' });
  });
  return requested;
}

async function openContact(options: { javaScriptEnabled?: boolean } = {}) {
  const page = await site.newPage(options);
  const mapRequests = await stubMapProvider(page);
  const response = await page.goto('/contact');
  expect(response?.status()).toBe(200);
  return { page, mapRequests };
}

/** Reaches for the form the way a visitor does, and waits until React has taken it over. */
async function hydrate(page: Page) {
  await field(page, 'name').focus();
  await page.locator('astro-island:has(#contact-form):not([ssr])').waitFor({ state: 'attached' });
  await expect.poll(() => page.locator('#contact-form').getAttribute('novalidate')).not.toBeNull();
}

async function fillAll(page: Page, values: ContactRecord) {
  for (const [name, value] of Object.entries(values)) await field(page, name).fill(value);
}

async function contactsListed(): Promise<ContactRecord[]> {
  const { status, body } = await callApi<{ data: ContactRecord[] }>(site, '/api/contacts?page=1&limit=10', { auth: true });
  expect(status).toBe(200);
  return body.data;
}

/** axe needs script: a page shown without JavaScript is checked as a copy in a page with it. */
async function expectAccessibleWithScript(page: Page) {
  const copy = await site.newPage();
  const { pathname } = new URL(page.url());
  if (pathname.startsWith('/api/')) {
    // The answer to a form post cannot be fetched again: check a copy of what the browser got.
    await copy.goto('/contact');
    await copy.setContent(await page.content(), { waitUntil: 'load' });
  } else {
    await copy.goto(pathname);
  }
  await expectAccessible(copy);
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });

describe('contact page', () => {
  it('shows the form, the contact cards, WhatsApp, why choose us and the 24-hour promise', async () => {
    const { page } = await openContact();
    await expect(page.locator('h1').textContent()).resolves.toBe('Contact Us');
    for (const label of ['Name', 'Email', 'Phone', 'Company', 'Subject', 'Message']) {
      await expect(page.getByLabel(label, { exact: false }).first().isVisible(), label).resolves.toBe(true);
    }
    // docs/product.md 5: phone and company carry no star but are required.
    for (const name of ['phone', 'company']) {
      await expect(page.locator(`label[for="contact-${name}"]`).textContent()).resolves.not.toContain('*');
      await expect(field(page, name).getAttribute('required')).resolves.not.toBeNull();
    }
    await expect(page.locator('label[for="contact-name"]').textContent()).resolves.toContain('*');
    await expect(page.locator('main').textContent()).resolves.toContain('within 24 hours');
    await expect(page.locator('a[href^="mailto:"]').count()).resolves.toBeGreaterThanOrEqual(2);
    await expect(page.locator('main a[href^="tel:"]').count()).resolves.toBeGreaterThanOrEqual(2);
    await expect(page.locator('main').textContent()).resolves.toContain('24x7 support');
    await expect(page.locator('main').textContent()).resolves.toContain('New Delhi');
    const whatsapp = page.locator('a[href^="https://wa.me/"]');
    await expect(whatsapp.getAttribute('target')).resolves.toBe('_blank');
    await expect(whatsapp.getAttribute('rel')).resolves.toMatch(/noopener/);
    await expect(page.getByRole('heading', { name: 'Why choose us' }).isVisible()).resolves.toBe(true);
  });

  it('ships no React and at most 15 KB of script (gzip) until the visitor reaches for the form', async () => {
    const page = await site.newPage();
    await stubMapProvider(page);
    const scripts: Request[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request);
    });
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    // Scrolling the whole page is not reaching for the form.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // Deliberate: that the scroll loads nothing can only be seen over a while.
    await page.waitForTimeout(300);

    const island = page.locator('astro-island:has(#contact-form)');
    await expect(island.getAttribute('client')).resolves.toBe('interaction');
    const componentUrl = new URL((await island.getAttribute('component-url'))!, site.url).href;
    const rendererUrl = new URL((await island.getAttribute('renderer-url'))!, site.url).href;
    const before = scripts.map((request) => request.url());
    expect(before).not.toContain(componentUrl);
    expect(before).not.toContain(rendererUrl);

    let bytes = 0;
    for (const request of scripts) {
      const body = await (await request.response())!.body();
      bytes += gzipSync(body).byteLength;
    }
    const inline = await page.$$eval('script:not([src]):not([type="application/ld+json"])', (nodes) =>
      nodes.map((node) => node.textContent ?? ''),
    );
    for (const text of inline) bytes += gzipSync(text).byteLength;
    expect(bytes).toBeLessThanOrEqual(SCRIPT_BUDGET);

    await hydrate(page);
    expect(scripts.map((request) => request.url())).toContain(componentUrl);
  });

  it(
    'each message of docs/product.md section 5 shows only after its field is touched, inline and announced',
    { timeout: 60_000 },
    async () => {
      const { page } = await openContact();
      await hydrate(page);
      const cases: [string, string, string, string][] = [
        ['name', 'Name is required', 'A', 'Name should be at least 2 characters'],
        ['email', 'Email is required', 'asha@', 'Invalid email address'],
        ['phone', 'Phone number is required', '98100', 'Phone number must be 10 digits'],
        ['company', 'Company name is required', 'A', 'Company name should be at least 2 characters'],
        ['subject', 'Subject is required', 'Hi', 'Subject should be at least 5 characters'],
        ['message', 'Message is required', 'Too short', 'Message should be at least 10 characters'],
      ];
      const errorOf = (name: string) => page.locator(`#contact-${name}-error`);
      for (const [index, [name, required, short, tooShort]] of cases.entries()) {
        // Not yet touched: no message for this field or any later one.
        for (const [later] of cases.slice(index)) await expect(errorOf(later).count(), `${later} before touch`).resolves.toBe(0);

        await field(page, name).focus();
        await field(page, name).blur();
        await expect.poll(() => errorOf(name).textContent(), { message: name }).toBe(required);
        await expect(field(page, name).getAttribute('aria-invalid')).resolves.toBe('true');
        await expect(field(page, name).getAttribute('aria-describedby')).resolves.toContain(`contact-${name}-error`);

        await field(page, name).fill(short);
        await field(page, name).blur();
        await expect.poll(() => errorOf(name).textContent(), { message: name }).toBe(tooShort);
      }
      await expectAccessible(page);

      await fillAll(page, validValues());
      for (const [name] of cases) {
        await expect.poll(() => errorOf(name).count(), { message: name }).toBe(0);
        await expect(field(page, name).getAttribute('aria-invalid')).resolves.toBeNull();
      }
    },
  );

  it(
    'what the visitor typed and left before the form hydrated is kept and validated as soon as it hydrates',
    { timeout: 60_000 },
    async () => {
      const { page } = await openContact();
      const release = await holdIsland(page, 'astro-island:has(#contact-form)');
      const errorOf = (name: string) => page.locator(`#contact-${name}-error`);

      await field(page, 'name').focus();
      await page.keyboard.type('A');
      await page.keyboard.press('Tab');
      await page.keyboard.type('asha@');
      await page.keyboard.press('Tab');
      // Still typing in Phone when the form takes over: it is not left yet.
      await page.keyboard.type('98100');
      await expect(page.locator('astro-island:has(#contact-form)').getAttribute('ssr')).resolves.not.toBeNull();

      release();
      await expect.poll(() => page.locator('#contact-form').getAttribute('novalidate')).not.toBeNull();
      await expect.poll(() => errorOf('name').textContent()).toBe('Name should be at least 2 characters');
      await expect.poll(() => errorOf('email').textContent()).toBe('Invalid email address');
      await expect(field(page, 'name').getAttribute('aria-invalid')).resolves.toBe('true');
      for (const name of ['phone', 'company', 'subject', 'message']) {
        await expect(errorOf(name).count(), `${name} not left, no message`).resolves.toBe(0);
      }
      for (const [name, value] of [
        ['name', 'A'],
        ['email', 'asha@'],
        ['phone', '98100'],
      ]) {
        await expect(field(page, name).inputValue(), name).resolves.toBe(value);
      }

      // As after hydration: the field left is checked again as the visitor corrects it, the one in use when left.
      await field(page, 'name').fill('Asha');
      await expect.poll(() => errorOf('name').count()).toBe(0);
      await field(page, 'phone').blur();
      await expect.poll(() => errorOf('phone').textContent()).toBe('Phone number must be 10 digits');
      await expectAccessible(page);
    },
  );

  it('success: the toast of docs/product.md 8, the form empties, and staff see the message', async () => {
    const { page } = await openContact();
    await hydrate(page);
    const values = validValues();
    await fillAll(page, values);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, MESSAGES.contactReceived).waitFor();
    for (const name of Object.keys(values)) await expect(field(page, name).inputValue(), name).resolves.toBe('');
    const stored = (await contactsListed()).find((row) => row.name === values.name);
    expect(stored).toMatchObject(values);
  });

  it('an answer lost on the way (the network dropped): Send again stores the message once', async () => {
    const { page } = await openContact();
    const keys: string[] = [];
    let lose = true;
    await page.route('**/api/contacts', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      // The server stores it, but its answer never reaches the browser.
      const response = await route.fetch();
      if (lose) {
        lose = false;
        await route.abort('internetdisconnected');
        expect(response.status()).toBe(201);
      } else await route.fulfill({ response });
    });
    await hydrate(page);
    const values = validValues();
    await fillAll(page, values);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => page.locator('#contact-form [role="status"]').textContent()).toMatch(/network|connection/i);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, MESSAGES.contactReceived).waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\w-]{16,}$/);
    expect(keys[1]).toBe(keys[0]);
    expect((await contactsListed()).filter((row) => row.name === values.name)).toHaveLength(1);
  });

  it('failure: an error toast with the message, the values kept, nothing shown as sent', async () => {
    const { page } = await openContact();
    await page.route('**/api/contacts', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Something went wrong on our side. Please try again.' }),
      }),
    );
    await hydrate(page);
    const values = validValues();
    await fillAll(page, values);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, 'Something went wrong on our side. Please try again.').waitFor();
    await expect(page.locator('#contact-form [role="status"]').textContent()).resolves.toBe(
      'Something went wrong on our side. Please try again.',
    );
    for (const [name, value] of Object.entries(values)) await expect(field(page, name).inputValue(), name).resolves.toBe(value);
    expect((await contactsListed()).some((row) => row.name === values.name)).toBe(false);
  });

  it(
    'without JavaScript the same form posts and lands on the thank-you page; the message is stored',
    { timeout: 60_000 },
    async () => {
      const { page } = await openContact({ javaScriptEnabled: false });
      await expect(page.locator('#contact-form').getAttribute('action')).resolves.toBe('/api/contacts');
      await expect(page.locator('#contact-form').getAttribute('novalidate')).resolves.toBeNull();
      const values = validValues();
      await fillAll(page, values);
      await Promise.all([page.waitForURL('**/contact/thank-you/'), page.getByRole('button', { name: 'Send Message' }).click()]);
      await expect(page.locator('main').textContent()).resolves.toContain(MESSAGES.contactReceived);
      await expect(page.getByRole('link', { name: 'Back to Contact Us' }).getAttribute('href')).resolves.toBe('/contact');
      expect((await contactsListed()).find((row) => row.name === values.name)).toMatchObject(values);
      await expectAccessibleWithScript(page);
    },
  );

  it(
    'without JavaScript the browser enforces the rules it can, and the server answers the rest with a page listing them',
    { timeout: 60_000 },
    async () => {
      const { page } = await openContact({ javaScriptEnabled: false });
      const values = { ...validValues(), phone: '98100' };
      await fillAll(page, values);
      await page.getByRole('button', { name: 'Send Message' }).click();
      // The browser's own pattern check keeps the page where it is.
      await expect(field(page, 'phone').evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).resolves.toBe(
        true,
      );
      expect(new URL(page.url()).pathname).toMatch(/^\/contact\/?$/);

      // Spaces satisfy the browser's `required` but not the server's rule.
      await field(page, 'phone').fill(values.phone.padEnd(10, '0'));
      await field(page, 'company').fill('   ');
      const [response] = await Promise.all([
        page.waitForNavigation(),
        page.getByRole('button', { name: 'Send Message' }).click(),
      ]);
      expect(response?.status()).toBe(400);
      await expect(page.locator('h1').textContent()).resolves.toBe('Your message was not sent');
      await expect(page.locator('li').allTextContents()).resolves.toEqual(['Company name is required']);
      await expect(page.getByRole('link', { name: 'Back to the contact form' }).getAttribute('href')).resolves.toBe(
        '/contact/#contact-form',
      );
      await expectAccessibleWithScript(page);
      expect((await contactsListed()).some((row) => row.name === values.name)).toBe(false);
    },
  );

  it('the map: a picture at first, the map provider reached only after Show map; Open in maps is a plain link', async () => {
    const { page, mapRequests } = await openContact();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    const picture = page.locator('[data-map-frame] img');
    await expect(picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).resolves.toBe(true);
    await expect(picture.getAttribute('width')).resolves.toBe('1200');
    await expect(picture.getAttribute('alt')).resolves.toMatch(/Map of Okhla/);
    await expect(page.locator('iframe').count()).resolves.toBe(0);
    expect(mapRequests).toEqual([]);

    const open = page.getByRole('link', { name: /Open in maps/ });
    await expect(open.getAttribute('href')).resolves.toMatch(MAP_PROVIDER);
    await expect(open.getAttribute('target')).resolves.toBe('_blank');

    await page.getByRole('button', { name: 'Show map' }).click();
    const iframe = page.locator('[data-map-frame] iframe');
    await expect(iframe.getAttribute('src')).resolves.toMatch(/openstreetmap\.org\/export\/embed\.html/);
    await expect(iframe.getAttribute('title')).resolves.toMatch(/Map/);
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Show map' }).count()).resolves.toBe(0);
  });

  it('without JavaScript there is no dead Show map button', async () => {
    const { page, mapRequests } = await openContact({ javaScriptEnabled: false });
    await expect(page.getByRole('button', { name: 'Show map' }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('link', { name: /Open in maps/ }).isVisible()).resolves.toBe(true);
    expect(mapRequests).toEqual([]);
  });

  it('has no axe violations at 1280 and 375 px', { timeout: 90_000 }, async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 800 },
    ]) {
      const page = await site.newPage({ viewport });
      await stubMapProvider(page);
      await page.goto('/contact');
      await expectAccessible(page);
    }
  });
});
