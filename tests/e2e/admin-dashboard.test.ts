/**
 * The dashboard in a real browser (docs/product.md 2.13): a card per count with its trend, each inbox's New
 * count linking to that inbox filtered to New, axe on a desktop and with the phone overlay open, and the public
 * site's publishing status followed through a rebuild.
 * Run alone: npx vitest run tests/e2e/admin-dashboard.test.ts
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_LABELS } from '../../src/lib/constants.ts';
import { listedRows, searchOf, statusFilter } from '../helpers/inbox-screen.ts';
import { sharedStaffPage, sidebarToggle } from '../helpers/shared-staff-page.ts';
import { callApi, expectAccessible, useBrowserSite, waitForLive } from './helpers/browser.ts';
import { publishStatus, publishStatusAt } from './helpers/publish-status.ts';
import { heading } from './helpers/screen.ts';

const site = useBrowserSite();

const PHONE = { width: 375, height: 740 };
// The tests that only read the dashboard share the file's one signed-in page.
const staff = sharedStaffPage(site);

describe('dashboard', () => {
  it('shows one card per count, labelled, with its trend against the 30 days before', async () => {
    const page = await staff.page();
    await page.goto('/admin/dashboard');
    await heading(page, 'Dashboard Overview').waitFor();
    const { body } = await callApi<{
      data: Record<string, number>;
      trend: Record<string, { current: number; previous: number }>;
    }>(site, '/api/dashboard', { auth: true });
    // The count cards; the money's two (outstanding, payments to confirm) come before them.
    const cards = page.locator('.stat-card:not(.dashboard__money *)');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(Object.keys(body.data).length);
    expect(await page.locator('.dashboard__money .stat-card').count()).toBe(2);
    for (const [key, count] of Object.entries(body.data)) {
      const label = DASHBOARD_LABELS[key as keyof typeof DASHBOARD_LABELS] ?? key;
      const card = cards.filter({ has: page.getByRole('heading', { name: label, exact: true }) });
      expect(await card.locator('.stat-card__value').textContent()).toBe(String(count));
      // The last 30 days against the 30 before, as the demo's dates give them (its history goes back a year).
      const { current, previous } = body.trend[key];
      expect(current + previous).toBeLessThanOrEqual(count);
      const change = previous ? Math.round(((current - previous) / previous) * 100) : null;
      const said = change === null ? (current ? `+${current} new` : '+0%') : `${change >= 0 ? '+' : '−'}${Math.abs(change)}%`;
      expect(await card.locator('.stat-card__trend').textContent()).toBe(`${said} vs last period`);
    }
    expect(await page.title()).toBe('Dashboard | Admin');
    // The mail notice shows exactly when mails wait (the seeded sample enquiries' do: this site has no SMTP).
    const { mail } = (await callApi(site, '/api/dashboard', { auth: true })).body as { mail: { undelivered: number } };
    expect(await page.locator('.mail-notice').count()).toBe(mail.undelivered > 0 ? 1 : 0);
  });

  it('has no accessibility violations, on a desktop and with the phone overlay open', async () => {
    const page = await staff.page();
    await page.goto('/admin/dashboard');
    await page.locator('.stat-card').first().waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /public site/i })
      .waitFor();
    await expectAccessible(page);

    const phone = await site.adminPage({ viewport: PHONE });
    await phone.goto('/admin/dashboard');
    await phone.locator('.stat-card').first().waitFor();
    await sidebarToggle(phone).click();
    await phone.getByTestId('sidebar-backdrop').waitFor();
    await expectAccessible(phone);
  }, 90_000);

  it("shows each inbox's New count, linking to that inbox filtered to New", async () => {
    const page = await staff.open('/admin/dashboard', 'Dashboard Overview');
    await page.locator('.stat-card').first().waitFor();
    const { body } = await callApi<{ newCounts: Record<string, number> }>(site, '/api/dashboard', { auth: true });
    const labels = {
      Quick_Quotes: 'Quick Quotes',
      product_quotes: 'Product Quotes',
      Help_Enquiries: 'Help Enquiries',
      contacts: 'Contact Enquiries',
    };
    for (const [key, label] of Object.entries(labels)) {
      const link = page.getByRole('link', { name: `${body.newCounts[key]} new ${label}`, exact: true });
      expect(await link.textContent()).toBe(`${body.newCounts[key]} new ${label}`);
    }
    const contactsNew = (await listedRows(site, '/api/contacts', '&status=New')).length;
    expect(body.newCounts.contacts).toBe(contactsNew);

    await page.getByRole('link', { name: `${contactsNew} new Contact Enquiries`, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact Us Enquiries' }).waitFor();
    expect(searchOf(page).get('status')).toBe('New');
    await expect.poll(() => statusFilter(page).inputValue()).toBe('New');
    await expectAccessible(page);
  }, 60_000);
});

/** Waits for the rebuild to end either way, then says which way it ended. */
async function expectSettledLive(status: Locator) {
  const settled = status.filter({ hasText: /up to date|update failed/ });
  // A full rebuild on a busy 2-core machine (two browser-test sites building at once) can take minutes.
  await settled.waitFor({ timeout: 180_000 });
  expect(await settled.textContent()).toBe('Public site is up to date');
}

describe('publishing status', () => {
  it('follows a content change until the public site is up to date', async () => {
    const { page, status } = await publishStatusAt(site, '/admin/dashboard');

    const created = await callApi(site, '/api/testimonials', {
      method: 'POST',
      auth: true,
      body: { name: 'Status Check', company: 'Browser tests', message: 'Publishing status test.', star: 5 },
    });
    expect(created.status).toBe(201);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('admin:content-changed')));
    await status.filter({ hasText: 'Updating the public site…' }).waitFor();
    await expectSettledLive(status);
    const { body } = await callApi<{ state: string }>(site, '/api/site-status', { auth: true });
    expect(body.state).toBe('live');
  }, 240_000);

  it('reads the status on load: a rebuild under way is followed to its end', async () => {
    await waitForLive(site);
    const created = await callApi(site, '/api/testimonials', {
      method: 'POST',
      auth: true,
      body: { name: 'Status Reload', company: 'Browser tests', message: 'Publishing status on load.', star: 4 },
    });
    expect(created.status).toBe(201);
    const page = await site.adminPage();
    await page.goto('/admin/quick-quotes');
    const status = publishStatus(page);
    await status.filter({ hasText: 'Updating the public site…' }).waitFor();
    await expectSettledLive(status);
  }, 240_000);
});
