/**
 * The help and quick-quote dialogs in a real browser (docs/product.md 2.3, 5, 8): the first click opens them
 * before React is loaded, required messages on touched fields, success with the server's message and a
 * stored record, failure that keeps the dialog and its values, keyboard use, and axe.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { callApi, expectAccessible, useBrowserSite, waitFor } from './helpers/browser.ts';
import { holdIsland } from './helpers/hold-island.ts';

const site = useBrowserSite();
/** Each test drives a browser against a real build; a busy machine makes that slow, never wrong. */
const BROWSER_TEST_TIMEOUT = 90_000;

/** How long what the page shows may take on a busy machine: it comes late there, never wrong. */
const SHOWN = { timeout: 30_000 };

/** A page of the shell's own, whatever the other pages look like. */
const SHELL_PAGE = '/not-found/blog/';

const DIALOGS = [
  {
    button: 'Help',
    title: 'Need Help?',
    detail: 'Your question',
    placeholder: null,
    detailRequired: 'Question is required',
    received: MESSAGES.helpReceived,
    inbox: '/api/help/get-help?page=1&limit=10',
    detailKey: 'question',
  },
  {
    button: 'Quick Quote',
    title: 'Get a Quick Quote',
    // Labelled as its message names it; the question that used to label it is the hint.
    detail: 'Message',
    placeholder: 'What do you need? Product, size, quantity',
    detailRequired: 'Message is required',
    received: MESSAGES.quickQuoteReceived,
    inbox: '/api/help/get-quites?page=1&limit=10',
    detailKey: 'message',
  },
] as const;

const headerButton = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name });
const dialogOf = (page: Page, title: string) => page.getByRole('dialog', { name: title });

async function openFromHeader(page: Page, button: string, title: string) {
  await headerButton(page, button).click();
  const dialog = dialogOf(page, title);
  await dialog.waitFor(SHOWN);
  // The dialog puts focus on Name a frame after it opens; text typed before that frame could land in Name.
  await expect.poll(() => dialog.getByLabel('Name').evaluate((input) => input === document.activeElement), SHOWN).toBe(true);
  return dialog;
}

describe.each(DIALOGS)(
  '$title dialog',
  { timeout: BROWSER_TEST_TIMEOUT },
  ({ button, title, detail, placeholder, detailRequired, received, inbox, detailKey }) => {
    it('opens on the first click, before React was loaded, ready to check what is typed at once', async () => {
      const page = await site.newPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(SHELL_PAGE, { waitUntil: 'networkidle' });
      expect(scripts.filter((url) => /SiteDialogs/.test(url))).toEqual([]);
      const release = await holdIsland(page, `[data-site-dialogs] astro-island`);
      await headerButton(page, button).click();
      expect(await waitFor(() => Promise.resolve(scripts.some((url) => /SiteDialogs/.test(url))))).toBe(true);
      expect(await dialogOf(page, title).isVisible()).toBe(false);
      release();
      const dialog = dialogOf(page, title);
      expect(await waitFor(() => dialog.isVisible())).toBe(true);
      // The visitor starts typing in the first field, and leaving it says its rule straight away.
      const name = dialog.getByLabel('Name');
      expect(await waitFor(() => name.evaluate((input) => input === document.activeElement))).toBe(true);
      await page.keyboard.press('Tab');
      expect(await waitFor(() => dialog.getByText('Name is required').isVisible())).toBe(true);
    });

    it('says what is required on touched fields only', async () => {
      const page = await site.newPage();
      await page.goto(SHELL_PAGE);
      const dialog = await openFromHeader(page, button, title);
      const name = dialog.getByLabel('Name');
      await name.focus();
      await page.keyboard.press('Tab');
      expect(await dialog.getByText('Name is required').isVisible()).toBe(true);
      expect(await dialog.getByText('Mobile number is required').count()).toBe(0);
      expect(await name.getAttribute('aria-invalid')).toBe('true');
      const describedBy = await name.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe('Name is required');

      await page.keyboard.press('Tab');
      expect(await dialog.getByText('Mobile number is required').isVisible()).toBe(true);
      expect(await dialog.getByText(detailRequired).count()).toBe(0);
      await page.keyboard.press('Tab');
      expect(await dialog.getByText(detailRequired).isVisible()).toBe(true);
      // The third field's label and its message name the same thing.
      const detailField = dialog.getByRole('textbox', { name: detail, exact: true });
      expect(await detailField.getAttribute('placeholder')).toBe(placeholder);
      const detailMessage = await detailField.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${detailMessage}"]`).innerText()).toBe(detailRequired);

      await name.fill('Asha');
      await page.keyboard.press('Tab');
      expect(await waitFor(async () => (await dialog.getByText('Name is required').count()) === 0)).toBe(true);
      expect(await name.getAttribute('aria-invalid')).toBeNull();
    });

    it("sends the request, closes, resets and toasts the server's message", async () => {
      const page = await site.newPage();
      await page.goto(SHELL_PAGE);
      const dialog = await openFromHeader(page, button, title);
      const visitor = `Dialog test ${button} ${Date.now()}`;
      await dialog.getByLabel('Name').fill(visitor);
      await dialog.getByLabel('Mobile number').fill('9810012345');
      await dialog.getByLabel(detail).fill('Woven labels for 500 shirts, 2.5 x 1 inch.');
      await dialog.getByRole('button', { name: /^(Send Question|Get Quote)$/ }).click();

      expect(await waitFor(() => page.getByText(received).isVisible())).toBe(true);
      expect(await waitFor(async () => !(await dialog.isVisible()))).toBe(true);

      const { status, body } = await callApi<{ data: Record<string, string>[] }>(site, inbox, { auth: true });
      expect(status).toBe(200);
      const record = body.data.find((row) => row.name === visitor);
      expect(record).toMatchObject({ mobile: '9810012345', [detailKey]: 'Woven labels for 500 shirts, 2.5 x 1 inch.' });

      await openFromHeader(page, button, title);
      expect(await dialog.getByLabel('Name').inputValue()).toBe('');
      expect(await dialog.getByLabel(detail).inputValue()).toBe('');
    });

    it('keeps the dialog open with the values when the server fails, and says why', async () => {
      const page = await site.newPage();
      await page.route('**/api/help/create', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'The enquiry store is down' }),
        }),
      );
      await page.goto(SHELL_PAGE);
      const dialog = await openFromHeader(page, button, title);
      await dialog.getByLabel('Name').fill('Ravi');
      await dialog.getByLabel('Mobile number').fill('9999999999');
      await dialog.getByLabel(detail).fill('Hang tags, 1000 pcs');
      await dialog.getByRole('button', { name: /^(Send Question|Get Quote)$/ }).click();

      // The toast lives a few seconds: waited for in the page, not by asking it again and again.
      await page.getByRole('listitem').getByText('The enquiry store is down').waitFor(SHOWN);
      await expect.poll(() => dialog.getByRole('alert').innerText(), SHOWN).toContain('The enquiry store is down');
      expect(await dialog.isVisible()).toBe(true);
      expect(await dialog.getByLabel('Name').inputValue()).toBe('Ravi');
      expect(await dialog.getByLabel(detail).inputValue()).toBe('Hang tags, 1000 pcs');

      // Unreachable server: the transport's own message.
      await page.unroute('**/api/help/create');
      await page.route('**/api/help/create', (route) => route.abort('connectionrefused'));
      await dialog.getByRole('button', { name: /^(Send Question|Get Quote)$/ }).click();
      await page.getByRole('listitem').getByText('Network Error').waitFor(SHOWN);
      await expect.poll(() => dialog.getByRole('alert').innerText(), SHOWN).toContain('Network Error');
      expect(await dialog.isVisible()).toBe(true);
      expect(await dialog.getByLabel('Mobile number').inputValue()).toBe('9999999999');
    });

    it('shows a busy submit button while the request runs', async () => {
      const page = await site.newPage();
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/help/create', async (route) => {
        await held;
        await route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ message: received }) });
      });
      await page.goto(SHELL_PAGE);
      const dialog = await openFromHeader(page, button, title);
      await dialog.getByLabel('Name').fill('Meera');
      await dialog.getByLabel('Mobile number').fill('9810000000');
      await dialog.getByLabel(detail).fill('Ribbons');
      await dialog.getByRole('button', { name: /^(Send Question|Get Quote)$/ }).click();
      const busy = dialog.getByRole('button', { name: 'Sending…' });
      expect(await waitFor(() => busy.isVisible())).toBe(true);
      expect(await busy.isDisabled()).toBe(true);
      expect(await busy.getAttribute('aria-busy')).toBe('true');
      release();
      expect(await waitFor(async () => !(await dialog.isVisible()))).toBe(true);
    });

    it('keeps Tab inside, closes on Escape and gives focus back to the header button', async () => {
      const page = await site.newPage();
      await page.goto(SHELL_PAGE);
      const trigger = headerButton(page, button);
      await trigger.focus();
      await page.keyboard.press('Enter');
      const dialog = dialogOf(page, title);
      expect(await waitFor(() => dialog.isVisible())).toBe(true);
      for (let step = 0; step < 10; step += 1) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);
      }
      await page.keyboard.press('Escape');
      expect(await waitFor(async () => !(await dialog.isVisible()))).toBe(true);
      expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
    });

    it('has no axe violations while open, errors showing', async () => {
      const page = await site.newPage();
      await page.goto(SHELL_PAGE);
      const dialog = await openFromHeader(page, button, title);
      await dialog.getByLabel('Name').focus();
      await page.keyboard.press('Tab');
      await expectAccessible(page, 'dialog[open]');
    });
  },
);

describe('other openers', { timeout: BROWSER_TEST_TIMEOUT }, () => {
  it('opens from an element of any page, even when nothing woke React before', async () => {
    const page = await site.newPage();
    await page.goto(SHELL_PAGE, { waitUntil: 'networkidle' });
    // A scripted click fires no pointer or focus event the island's hydration listens for.
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.dataset.dialog = 'quick-quote';
      button.textContent = 'Ask for a price';
      document.querySelector('main')!.append(button);
      button.click();
    });
    expect(await waitFor(() => dialogOf(page, 'Get a Quick Quote').isVisible())).toBe(true);
  });

  it("opens from the mobile icon strip's buttons", async () => {
    const page = await site.newPage({ viewport: { width: 375, height: 740 } });
    await page.goto(SHELL_PAGE);
    await page.locator('[data-strip] [data-dialog="help"]').click();
    expect(await waitFor(() => dialogOf(page, 'Need Help?').isVisible())).toBe(true);
  });
});
