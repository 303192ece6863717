/**
 * Who gets into the admin, in a real browser (docs/product.md 2.13, 2.14; departure 1): a visitor without a
 * token sent to sign-in and back, the /admin redirects, a forged or expired token ending at sign-in, the
 * account menu by mouse and keyboard, and logout from it or the sidebar ending the session on the server.
 * Run alone: npx vitest run tests/e2e/admin-access.test.ts
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedStaffPage } from '../helpers/shared-staff-page.ts';
import { DEMO_ADMIN, useBrowserSite } from './helpers/browser.ts';
import { heading, toast } from './helpers/screen.ts';

const site = useBrowserSite();
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
// The signed-in tests that go to a screen afresh and do not sign out share the file's one page.
const staff = sharedStaffPage(site);

/** A JWT-shaped token whose payload says it expired an hour ago (its signature is never checked here). */
function expiredToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'admin', exp: Math.floor(Date.now() / 1000) - 3600 })}.c2lnbmF0dXJl`;
}

/** A page whose first load finds `token` in localStorage (later loads see what the app left there). */
async function pageWithToken(token: string): Promise<Page> {
  const page = await site.newPage();
  await page.context().addInitScript((value) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('tk', value);
  }, token);
  return page;
}

describe('access', () => {
  it('sends a visitor without a token to sign-in, and back to the asked-for page after signing in', async () => {
    const page = await site.newPage();
    await page.goto('/admin/quick-quotes');
    await page.waitForURL((url) => url.pathname === '/signin');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin/quick-quotes');

    await page.getByLabel('Email', { exact: true }).fill(DEMO_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/quick-quotes');
    await heading(page, 'Quick Quote Requests').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('tk'))).toBeTruthy();
  });

  it.each([
    ['/admin', '/admin/dashboard'],
    ['/admin/', '/admin/dashboard'],
    ['/admin/nonsense', '/admin/dashboard'],
    ['/admin/help-enquiries/', '/admin/help-enquiries'],
  ])('%s settles on %s', async (from, to) => {
    const page = await staff.page();
    await page.goto(from);
    await page.waitForURL((url) => url.pathname === to);
    await page.locator('#admin-main h1').waitFor();
    expect(new URL(page.url()).pathname).toBe(to);
  });

  it.each([
    ['a forged token', 'not-a-real-token'],
    ['an expired token', expiredToken()],
  ])('%s ends at sign-in with the expired message, and the token is dropped', async (_name, token) => {
    const page = await pageWithToken(token);
    await page.goto('/admin/contact-enquiries');
    await page.waitForURL((url) => url.pathname === '/signin');
    const params = new URL(page.url()).searchParams;
    expect(params.get('expired')).toBe('1');
    expect(params.get('next')).toBe('/admin/contact-enquiries');
    await toast(page, SESSION_EXPIRED).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('tk'))).toBeNull();
  });
});

describe('account menu and logout', () => {
  it("opens 'My Account' from the avatar, by mouse and keyboard, and leads back to the home page", async () => {
    const page = await staff.page();
    await page.goto('/admin/dashboard');
    const button = page.getByRole('button', { name: 'My Account' });
    await button.waitFor();
    expect(await button.getAttribute('aria-haspopup')).toBe('menu');
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'My Account' });
    await menu.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['My account', 'Back to home page', 'Logout']);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('My account');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Back to home page');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Logout');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('My Account');

    await button.click();
    await menu.getByRole('menuitem', { name: 'Back to home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it.each(['account menu', 'sidebar'])(
    "logs out from the %s: /signin, 'Logout Successful', token gone and refused",
    async (from) => {
      const token = await site.token({ fresh: true });
      const page = await pageWithToken(token);
      await page.goto('/admin/help-enquiries');
      await heading(page, 'Help Enquiries').waitFor();
      if (from === 'sidebar') {
        await page.locator('#admin-sidebar').getByRole('button', { name: 'Logout' }).click();
      } else {
        await page.getByRole('button', { name: 'My Account' }).click();
        await page.getByRole('menuitem', { name: 'Logout' }).click();
      }
      await page.waitForURL((url) => url.pathname === '/signin' && url.search === '');
      await toast(page, 'Logout Successful').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('tk'))).toBeNull();
      // The server ended the session: the token is refused even by a client that kept it.
      const after = await fetch(`${site.url}/api/dashboard`, { headers: { authorization: `Bearer ${token}` } });
      expect(after.status).toBe(401);
      // And the admin is closed again.
      await page.goto('/admin/dashboard');
      await page.waitForURL((url) => url.pathname === '/signin');
    },
  );
});
