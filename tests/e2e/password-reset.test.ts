/**
 * Password reset in a real browser: 'Forgot password?' from /signin answers the same for a
 * known and an unknown e-mail; a reset link the server made opens /reset-password, which takes the token
 * out of the address, holds a password to the server's rules, sets it (the person then signs in with it)
 * and calls the used link not valid; a page without a token says so; axe and the script budget.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { PASSWORD_MIN, type TeamMember } from '../../src/lib/schemas/team.ts';
import { callApi, expectAccessible, useBrowserSite } from './helpers/browser.ts';
import { scriptsBeforeInteraction } from './helpers/script-budget.ts';

const site = useBrowserSite();
const BROWSER_TEST_TIMEOUT = 90_000;

const PERSON = { email: 'reset.person@example.com', name: 'Reset Person', role: 'Staff', password: 'first-staff-secret-42' };
const NEW_PASSWORD = 'a-fresh-passphrase-2026';
let person: TeamMember;

/** A one-time reset link for PERSON, as an Admin gets it from Team; only its fragment is used here. */
async function resetLink(): Promise<string> {
  const { status, body } = await callApi<{ link: string }>(site, `/api/users/${person.id}/reset`, {
    method: 'POST',
    auth: true,
  });
  expect(status).toBe(200);
  return `/reset-password${new URL(body.link).hash}`;
}

/** The message a field says it has (aria-invalid, and its error paragraph), or null. */
function fieldError(page: Page, label: string): Promise<string | null> {
  return page.getByLabel(label, { exact: true }).evaluate((input) => {
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const note = ids.map((id) => document.getElementById(id)).find((element) => element?.classList.contains('field__error'));
    return input.getAttribute('aria-invalid') === 'true' && note && !note.hidden ? note.textContent : null;
  });
}

async function askForLink(page: Page, email: string) {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: MESSAGES.sendResetLink }).click();
  return page.getByRole('status').innerText();
}

beforeAll(async () => {
  const { status, body } = await callApi<{ data: TeamMember }>(site, '/api/users', { method: 'POST', auth: true, body: PERSON });
  expect(status).toBe(201);
  person = body.data;
});

describe('password reset', { timeout: BROWSER_TEST_TIMEOUT }, () => {
  it('is reached from /signin, and answers the same for a known and an unknown e-mail', async () => {
    const page = await site.newPage();
    await page.goto('/signin');
    await page.getByRole('link', { name: MESSAGES.forgotPassword }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/forgot-password'));
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(MESSAGES.forgotPassword);

    expect(await askForLink(page, PERSON.email)).toBe(MESSAGES.resetRequested);
    expect(await page.getByLabel('Email').isVisible()).toBe(false);
    expect(await askForLink(page, 'nobody.here@example.com')).toBe(MESSAGES.resetRequested);
    await expectAccessible(page);
  });

  it("says the schema's message under the e-mail before sending", async () => {
    const page = await site.newPage();
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('  ');
    await page.getByRole('button', { name: MESSAGES.sendResetLink }).click();
    await expect.poll(() => fieldError(page, 'Email')).toBe('Email is required');
    expect(await page.getByRole('status').count()).toBe(0);
  });

  it('sets a new password from a reset link, and the person signs in with it; the link then is not valid', async () => {
    const link = await resetLink();
    const page = await site.newPage();
    await page.goto(link);
    // The token leaves the address bar as soon as it is read.
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');

    const password = page.getByLabel('New password', { exact: true });
    const repeat = page.getByLabel('Repeat new password', { exact: true });
    await password.fill('too-short');
    await password.blur();
    await expect.poll(() => fieldError(page, 'New password')).toBe(`Password must be at least ${PASSWORD_MIN} characters`);
    await password.fill(NEW_PASSWORD);
    await expect.poll(() => fieldError(page, 'New password')).toBeNull();
    await repeat.fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: MESSAGES.setNewPassword }).click();
    await expect.poll(() => fieldError(page, 'Repeat new password')).toBe(MESSAGES.passwordsDiffer);
    await expectAccessible(page);

    const toggle = page.getByRole('button', { name: 'Show passwords' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await repeat.getAttribute('type')).toBe('text');

    await repeat.fill(NEW_PASSWORD);
    await page.getByRole('button', { name: MESSAGES.setNewPassword }).click();
    expect(await page.getByRole('status').innerText()).toBe(MESSAGES.passwordSet);

    await page.getByRole('link', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/signin');
    await page.getByLabel('Email').fill(PERSON.email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));

    const again = await site.newPage();
    await again.goto(link);
    await again.getByLabel('New password', { exact: true }).fill('another-passphrase-2026');
    await again.getByLabel('Repeat new password', { exact: true }).fill('another-passphrase-2026');
    await again.getByRole('button', { name: MESSAGES.setNewPassword }).click();
    await again.getByRole('alert').filter({ hasText: MESSAGES.resetLinkInvalid }).waitFor();
    expect(await again.getByRole('link', { name: MESSAGES.forgotPassword }).getAttribute('href')).toBe('/forgot-password');
  });

  it('refuses a common password with the rules the server runs', async () => {
    const page = await site.newPage();
    await page.goto(await resetLink());
    await page.getByLabel('New password', { exact: true }).fill('password1234');
    await page.getByLabel('Repeat new password', { exact: true }).fill('password1234');
    await page.getByRole('button', { name: MESSAGES.setNewPassword }).click();
    await expect
      .poll(() => fieldError(page, 'New password'))
      .toBe('This password is too common. Choose one that is harder to guess');
  });

  it('says a link without a token is not valid, and offers a new one', async () => {
    const page = await site.newPage();
    await page.goto('/reset-password');
    const alert = page.getByRole('alert').filter({ hasText: MESSAGES.resetLinkInvalid });
    await alert.waitFor();
    expect(await page.getByLabel('New password', { exact: true }).isVisible()).toBe(false);
    await page.getByRole('link', { name: MESSAGES.forgotPassword }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/forgot-password'));
    await expectAccessible(page);
  });

  it.each(['/forgot-password', '/reset-password'])(
    '%s ships at most 15 KB of gzipped script before any interaction',
    async (path) => {
      const { total, listing } = await scriptsBeforeInteraction(await site.newPage(), path);
      expect(total).toBeGreaterThan(0);
      expect(total, listing).toBeLessThanOrEqual(15 * 1024);
    },
  );
});
