/**
 * The privacy notice and the line beside every form's Send button, in a real browser: /privacy shows the
 * settings' grievance officer and retention months, runs within the script budget and passes axe; each public
 * form links the notice, and those asking for an e-mail carry an unticked news box that is sent when ticked.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PRIVACY_FORM_TEXTS } from '../../src/lib/messages/privacy.ts';
import { DEFAULT_PRIVACY_SETTINGS } from '../../src/lib/schemas/privacy.ts';
import { phoneLink } from '../../src/lib/settings.ts';
import { productPath } from '../../src/lib/slugs.ts';
import type { Product } from '../../src/lib/schemas/content.ts';
import { callApi, expectAccessible, useBrowserSite } from './helpers/browser.ts';
import { scriptsBeforeInteraction } from './helpers/script-budget.ts';

const site = useBrowserSite();
const BROWSER_TEST_TIMEOUT = 90_000;

/** Nothing leaves the machine (the contact page's map): every request to another host is refused. */
async function localOnly(page: Page) {
  await page.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => route.abort(),
  );
}

/** The notice link and, where `box`, the unticked news box, inside `scope`. */
async function expectPrivacyLine(scope: ReturnType<Page['locator']>, box: boolean) {
  await expect(scope.getByRole('link', { name: PRIVACY_FORM_TEXTS.noticeLink }).getAttribute('href')).resolves.toBe('/privacy/');
  const news = scope.getByRole('checkbox', { name: PRIVACY_FORM_TEXTS.newsByEmail });
  await expect(news.count()).resolves.toBe(box ? 1 : 0);
  if (box) await expect(news.isChecked()).resolves.toBe(false);
}

describe('the privacy notice', { timeout: BROWSER_TEST_TIMEOUT }, () => {
  it('shows the grievance officer and the months from the settings, and the footer links it', async () => {
    const page = await site.newPage();
    await page.goto('/');
    await page.locator('[data-footer-privacy]').click();
    await page.getByRole('heading', { level: 1, name: 'Privacy notice' }).waitFor();
    const { grievance, retentionMonths, noticeVersion } = DEFAULT_PRIVACY_SETTINGS;
    const contact = await page.locator('[data-grievance]').innerText();
    for (const fact of [grievance.name, grievance.email, phoneLink(grievance.phone).display]) expect(contact).toContain(fact);
    await expect(page.locator('[data-retention]').innerText()).resolves.toContain(`${retentionMonths} months`);
    await expect(page.locator('[data-notice-version]').innerText()).resolves.toContain(noticeVersion);
    await expect(page.locator('#main').getByRole('link', { name: 'My orders' }).getAttribute('href')).resolves.toBe('/orders/');
  });

  it('loads at most 15 KB of compressed JavaScript before any interaction, and passes axe', async () => {
    const { total, listing } = await scriptsBeforeInteraction(await site.newPage(), '/privacy/');
    expect(total, listing).toBeLessThanOrEqual(15 * 1024);
    const page = await site.newPage({ viewport: { width: 375, height: 667 } });
    await page.goto('/privacy/', { waitUntil: 'load' });
    await expectAccessible(page);
  });
});

describe('beside every form’s Send button', { timeout: BROWSER_TEST_TIMEOUT }, () => {
  it('the contact form: the notice and an unticked box, sent as marketing when ticked', async () => {
    const page = await site.newPage();
    await localOnly(page);
    await page.goto('/contact');
    const form = page.locator('#contact-form');
    await expectPrivacyLine(form, true);
    // Without JavaScript the browser posts the box itself.
    await expect(form.locator('input[type="checkbox"]').getAttribute('name')).resolves.toBe('marketing');
    await expect(form.locator('input[type="checkbox"]').getAttribute('value')).resolves.toBe('true');

    const values = {
      name: 'News Reader',
      email: 'news.reader@example.com',
      phone: '9810012345',
      company: 'Acme Textiles',
      subject: 'Bulk order',
      message: 'Please send us your catalogue.',
    };
    for (const [name, value] of Object.entries(values)) await page.locator(`#contact-${name}`).fill(value);
    await form.getByRole('checkbox', { name: PRIVACY_FORM_TEXTS.newsByEmail }).check();
    // Once hydrated, the island sends JSON (before, the browser's own post would carry the same box).
    await expect.poll(() => form.getAttribute('novalidate')).not.toBeNull();
    const [request] = await Promise.all([
      page.waitForRequest((sent) => sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/contacts'),
      page.getByRole('button', { name: 'Send Message' }).click(),
    ]);
    expect(request.postDataJSON()).toMatchObject({ email: values.email, marketing: 'true' });
  });

  it('the quote request, the product quote and the help and quick-quote dialogs (no e-mail there, so no box)', async () => {
    const page = await site.newPage();
    await page.goto('/quote');
    await expectPrivacyLine(page.locator('form:has(.quote-form__send)'), true);

    const [product] = (await callApi<Product[]>(site, '/api/products?limit=1')).body;
    await page.goto(productPath(product.name));
    await page.getByRole('button', { name: 'Send Quote' }).click();
    const modal = page.getByRole('dialog', { name: 'Get Custom Assistance' });
    await modal.waitFor();
    await expectPrivacyLine(modal, true);
    await page.keyboard.press('Escape');

    for (const [button, title] of [
      ['Help', 'Need Help?'],
      ['Quick Quote', 'Get a Quick Quote'],
    ]) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      await expectPrivacyLine(dialog, false);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
  });
});
