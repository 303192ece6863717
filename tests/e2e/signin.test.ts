/**
 * Sign-in in a real browser (docs/product.md 2.12, departures 1 and 8): a refused password stays with the
 * server's message, the demo admin gets in with the token stored and 'Login Successful' shown, `next`
 * is honoured for admin paths only, session-end and logout messages show on arrival, and axe.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/lib/messages.ts';
import { DEMO_ADMIN, expectAccessible, useBrowserSite } from './helpers/browser.ts';

const site = useBrowserSite();
/** Each test drives a browser against a real build; a busy machine makes that slow, never wrong. */
const BROWSER_TEST_TIMEOUT = 90_000;

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

const token = (page: Page) => page.evaluate(() => localStorage.getItem('tk'));

describe('sign-in page', { timeout: BROWSER_TEST_TIMEOUT }, () => {
  it('has the logo, the title, both fields required, the divider and the way home; indexable like every public page', async () => {
    const page = await site.newPage();
    const response = await page.goto('/signin');
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Sign In');
    expect(await page.getByRole('link', { name: /Labels & Tags Co/ }).getAttribute('href')).toBe('/');
    expect(await page.getByLabel('Email').getAttribute('required')).not.toBeNull();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('required')).not.toBeNull();
    expect(await page.getByText('or', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Back to Home Page' }).getAttribute('href')).toBe('/');
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
  });

  it('does not send an empty form (the browser asks for the fields)', async () => {
    const page = await site.newPage();
    let calls = 0;
    await page.route('**/api/login', (route) => {
      calls += 1;
      return route.continue();
    });
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForTimeout(500);
    expect(calls).toBe(0);
    expect(await page.getByLabel('Email').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  });

  it('shows and hides the password with a toggle button', async () => {
    const page = await site.newPage();
    await page.goto('/signin');
    const password = page.getByLabel('Password', { exact: true });
    const toggle = page.getByRole('button', { name: 'Show password' });
    expect(await password.getAttribute('type')).toBe('password');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await password.getAttribute('type')).toBe('text');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await toggle.click();
    expect(await password.getAttribute('type')).toBe('password');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
  });

  it("refuses a wrong password with the server's message and stays", async () => {
    const page = await site.newPage();
    await page.goto('/signin');
    await signIn(page, DEMO_ADMIN.email, 'not-the-password');
    expect(await waitFor(() => page.getByRole('listitem').getByText(MESSAGES.loginFailed).isVisible())).toBe(true);
    expect(await page.getByRole('alert').innerText()).toContain(MESSAGES.loginFailed);
    expect(new URL(page.url()).pathname).toMatch(/^\/signin\/?$/);
    expect(await token(page)).toBeNull();
    expect(await page.getByLabel('Email').inputValue()).toBe(DEMO_ADMIN.email);
  });

  it("signs the demo admin in: token kept, /admin, 'Login Successful'", async () => {
    const page = await site.newPage();
    await page.goto('/signin');
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));
    expect(await token(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await waitFor(() => page.getByText(MESSAGES.loginSuccess).first().isVisible())).toBe(true);
  });

  it.each([
    { next: '/admin/quick-quotes', lands: '/admin/quick-quotes' },
    { next: 'https://example.org/admin/steal', lands: '/admin' },
    { next: '//example.org/admin/x', lands: '/admin' },
    { next: '/products', lands: '/admin' },
  ])('after sign-in with next=$next goes to $lands (admin pages only)', async ({ next, lands }) => {
    const page = await site.newPage();
    let target = '';
    // Stop at the first document request after sign-in: where the form sent the browser.
    await page.route('**/admin**', (route) => {
      target = new URL(route.request().url()).pathname;
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>admin</h1>' });
    });
    await page.goto(`/signin?next=${encodeURIComponent(next)}`);
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect(await waitFor(async () => target !== '')).toBe(true);
    expect(target.replace(/\/$/, '')).toBe(lands);
  });

  it('says why the visitor is here: an ended session, or the logout message', async () => {
    const expired = await site.newPage();
    await expired.goto('/signin?expired=1&next=%2Fadmin%2Fdashboard');
    expect(await waitFor(() => expired.getByText('Your session has expired. Please sign in again.').isVisible())).toBe(true);

    const loggedOut = await site.newPage();
    await loggedOut.goto('/signin');
    await loggedOut.evaluate(
      (message) => sessionStorage.setItem('flash', JSON.stringify({ kind: 'success', message })),
      MESSAGES.logout,
    );
    await loggedOut.reload();
    expect(await waitFor(() => loggedOut.getByText(MESSAGES.logout).isVisible())).toBe(true);
    // Shown once.
    await loggedOut.reload();
    await loggedOut.waitForTimeout(1000);
    expect(await loggedOut.getByText(MESSAGES.logout).count()).toBe(0);
  });

  it('has no axe violations, on a phone too', async () => {
    const page = await site.newPage();
    await page.goto('/signin');
    await expectAccessible(page);
    const phone = await site.newPage({ viewport: { width: 375, height: 740 } });
    await phone.goto('/signin');
    await expectAccessible(phone);
  });
});
