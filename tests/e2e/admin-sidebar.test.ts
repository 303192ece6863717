/**
 * The admin's sidebar in a real browser (docs/product.md 2.13; departure 8): the screens in their groups, the
 * current group open, navigation without a page load, the 60 px rail on a desktop, the overlay on a phone, and
 * every entry reachable without scrolling at 1280 × 720 and from the menu at 390 px, by keyboard and with axe.
 * Run alone: npx vitest run tests/e2e/admin-sidebar.test.ts
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_TEXTS } from '../../src/lib/messages/admin.ts';
import { ADMIN_GROUPS } from '../../src/admin/paths.ts';
import { ADMIN_ROUTES } from '../../src/admin/routes.ts';
import { sidebarToggle } from '../helpers/shared-staff-page.ts';
import { expectAccessible, useBrowserSite } from './helpers/browser.ts';
import { heading } from './helpers/screen.ts';

const site = useBrowserSite();

const PHONE = { width: 375, height: 740 };
const LAPTOP = { width: 1280, height: 720 };
const SMALL_PHONE = { width: 390, height: 720 };
const HEADINGS = ADMIN_GROUPS.map((group) => ADMIN_TEXTS.navigation[group]);
/** The sidebar's entries of each group, as an Admin sees them (Team and Settings included). */
const GROUP_ENTRIES = ADMIN_GROUPS.map((group) =>
  ADMIN_ROUTES.filter((route) => route.group === group).map((route) => route.label),
);

const sidebarNav = (page: Page) => page.getByRole('navigation', { name: 'Admin Panel' });
const groupButton = (page: Page, name: string) => sidebarNav(page).getByRole('button', { name, exact: true });

/** Opens a sidebar group (a click on a closed heading; an open one stays open). */
async function openGroup(page: Page, name: string) {
  const button = groupButton(page, name);
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
}

/** Which group headings are open, in order. */
const expandedGroups = (page: Page) =>
  sidebarNav(page)
    .getByRole('heading', { level: 3 })
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-expanded')));

/** Every sidebar entry and Logout lie wholly inside the window, the panel unscrolled, for each group opened. */
async function expectAllWithinView(page: Page, viewport: { width: number; height: number }) {
  for (const [index, heading] of HEADINGS.entries()) {
    await openGroup(page, heading);
    // One group at a time: opening this one closed the others.
    expect(await expandedGroups(page)).toEqual(HEADINGS.map((_, other) => String(other === index)));
    const listId = await groupButton(page, heading).getAttribute('aria-controls');
    const entries = page.locator(`[id="${listId}"]`).getByRole('link');
    await expect.poll(() => entries.allTextContents()).toEqual(GROUP_ENTRIES[index]);
    // The dashboard and this group's entries, nothing else.
    const links = sidebarNav(page).getByRole('link');
    expect(await links.count()).toBe(1 + GROUP_ENTRIES[index].length);
    const controls = [...(await links.all()), ...(await sidebarNav(page).getByRole('button').all())];
    controls.push(page.locator('#admin-sidebar').getByRole('button', { name: 'Logout' }));
    for (const control of controls) {
      const box = await control.boundingBox();
      const name = (await control.textContent()) ?? '';
      expect(box, name).not.toBeNull();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height, name).toBeLessThanOrEqual(viewport.height);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    }
    expect(await page.locator('#admin-sidebar').evaluate((panel) => panel.scrollHeight - panel.clientHeight)).toBe(0);
  }
}

describe('sidebar', () => {
  it('lists the screens in their groups, in order, Sales open on the dashboard, and navigates without a page load', async () => {
    const page = await site.adminPage();
    await page.goto('/admin/dashboard');
    const links = sidebarNav(page).getByRole('link');
    await links.first().waitFor();
    // Team shows once the app knows the person is an Admin; My account is in the avatar menu; an enquiry's
    // own screen is reached from the lists.
    expect(HEADINGS).toEqual(['Sales', 'Money', 'Website', 'Team and data']);
    expect(GROUP_ENTRIES).toEqual([
      ['All enquiries', 'Quick Quotes', 'Product Quotes', 'Help Enquiries', 'Contact Us', 'Customers', 'Orders'],
      ['Payments', 'Returns', 'Report'],
      ['Manage Products', 'Categories', 'Manage Blog', 'Manage Testimonials'],
      ['Mail', 'Privacy requests', 'Team', 'Settings', 'Activity'],
    ]);
    // Every sidebar route is in one group, but the dashboard above them.
    const sidebarRoutes = ADMIN_ROUTES.filter((route) => !route.accountMenu && !route.within);
    expect(sidebarRoutes.filter((route) => !route.group).map((route) => route.label)).toEqual(['Dashboard']);
    expect(GROUP_ENTRIES.flat().length).toBe(sidebarRoutes.length - 1);
    await expect.poll(() => links.allTextContents()).toEqual(['Dashboard', ...GROUP_ENTRIES[0]]);
    expect(await sidebarNav(page).getByRole('heading', { level: 3 }).allTextContents()).toEqual(HEADINGS);
    expect(await expandedGroups(page)).toEqual(['true', 'false', 'false', 'false']);
    await expect(page.getByRole('button', { name: 'Logout' }).isVisible()).resolves.toBe(true);
    expect(await sidebarNav(page).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');

    // A marker on window survives only if no full page load happens.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.evaluate(() => window.scrollTo(0, 200));
    await sidebarNav(page).getByRole('link', { name: 'Help Enquiries' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/help-enquiries');
    await heading(page, 'Help Enquiries').waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(await sidebarNav(page).getByRole('link', { name: 'Help Enquiries' }).getAttribute('aria-current')).toBe('page');
    expect(await sidebarNav(page).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
    expect(await page.title()).toBe('Help Enquiries | Admin');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Help Enquiries');

    await page.goBack();
    await heading(page, 'Dashboard Overview').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard');

    // The logo leads to the dashboard too.
    await sidebarNav(page).getByRole('link', { name: 'Contact Us' }).click();
    await heading(page, 'Contact Us Enquiries').waitFor();
    await page
      .getByRole('banner')
      .getByRole('link', { name: /admin dashboard/ })
      .click();
    await heading(page, 'Dashboard Overview').waitFor();
  });

  it('collapses to a 60 px rail of named icons and opens to 250 px on a desktop', async () => {
    const page = await site.adminPage();
    await page.goto('/admin/dashboard');
    const sidebar = page.locator('#admin-sidebar');
    await sidebar.waitFor();
    expect(await sidebarToggle(page).getAttribute('aria-expanded')).toBe('true');
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(250);
    await sidebarToggle(page).click();
    expect(await sidebarToggle(page).getAttribute('aria-expanded')).toBe('false');
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(60);
    // The labels are gone from view but still name the headings and links.
    await openGroup(page, 'Website');
    await sidebarNav(page).getByRole('link', { name: 'Manage Products' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/manage-products');
  });

  it('is an overlay at 375 px that a tap on the backdrop, Escape or a navigation closes', async () => {
    const page = await site.adminPage({ viewport: PHONE });
    await page.goto('/admin/dashboard');
    await heading(page, 'Dashboard Overview').waitFor();
    const sidebar = page.locator('#admin-sidebar');
    const backdrop = page.getByTestId('sidebar-backdrop');
    expect(await sidebarToggle(page).getAttribute('aria-expanded')).toBe('false');
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(60);

    await sidebarToggle(page).click();
    await backdrop.waitFor();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(250);
    // Over the screen, not beside it: the screen keeps its place.
    expect((await page.locator('#admin-main').boundingBox())?.x).toBe(60);
    await page.mouse.click(340, 400);
    await backdrop.waitFor({ state: 'detached' });
    expect(await sidebarToggle(page).getAttribute('aria-expanded')).toBe('false');

    await sidebarToggle(page).click();
    await backdrop.waitFor();
    await page.keyboard.press('Escape');
    await backdrop.waitFor({ state: 'detached' });

    await sidebarToggle(page).click();
    await sidebarNav(page).getByRole('link', { name: 'Quick Quotes' }).click();
    await heading(page, 'Quick Quote Requests').waitFor();
    await backdrop.waitFor({ state: 'detached' });
  });

  it('fits a 1280 × 720 laptop without scrolling: the current group open, its entry current, keyboard and axe', async () => {
    const page = await site.adminPage({ viewport: LAPTOP });
    await page.goto('/admin/payments');
    await heading(page, 'Payments').waitFor();
    // The current screen's group is open, the others closed, and its entry is the current page.
    await expect.poll(() => expandedGroups(page)).toEqual(['false', 'true', 'false', 'false']);
    expect(await sidebarNav(page).getByRole('link', { name: 'Payments' }).getAttribute('aria-current')).toBe('page');
    expect(await sidebarNav(page).locator('[aria-current]').count()).toBe(1);
    await page.screenshot({ path: '/tmp/admin-navigation-1280.png' });
    await expectAccessible(page);

    // Tab goes down the sidebar: the dashboard, each heading, the open group's entries under its heading, Logout.
    await sidebarNav(page).getByRole('link', { name: 'Dashboard' }).focus();
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    const order = [await focused()];
    while (order.at(-1) !== 'Logout' && order.length < 12) {
      await page.keyboard.press('Tab');
      order.push(await focused());
    }
    expect(order).toEqual(['Dashboard', 'Sales', 'Money', 'Payments', 'Returns', 'Report', 'Website', 'Team and data', 'Logout']);
    // Enter on a heading opens its group (closing the other) and Tab goes on into its entries.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('Website');
    await page.keyboard.press('Enter');
    await expect.poll(() => expandedGroups(page)).toEqual(['false', 'false', 'true', 'false']);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Manage Products');
    await expectAccessible(page);

    await expectAllWithinView(page, LAPTOP);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // A screen of one record opens the group of the list it belongs to.
    await page.goto('/admin/customers/nobody-by-this-id');
    await expect.poll(() => expandedGroups(page)).toEqual(['true', 'false', 'false', 'false']);
    expect(await sidebarNav(page).getByRole('link', { name: 'Customers' }).getAttribute('aria-current')).toBe('page');
  }, 90_000);

  it('reaches every entry from the menu at 390 px', async () => {
    const page = await site.adminPage({ viewport: SMALL_PHONE });
    await page.goto('/admin/manage-blog');
    await heading(page, 'Manage Blog').waitFor();
    await sidebarToggle(page).click();
    await page.getByTestId('sidebar-backdrop').waitFor();
    await expect.poll(() => expandedGroups(page)).toEqual(['false', 'false', 'true', 'false']);
    // Once the menu has opened to its full width, no entry's name is cut off at its edge.
    const sidebar = page.locator('.admin-sidebar');
    await expect.poll(() => sidebar.evaluate((element) => element.getBoundingClientRect().width)).toBe(250);
    const clipped = await sidebar.evaluate((element) =>
      [...element.querySelectorAll<HTMLElement>('a, button')]
        .filter((control) => control.offsetParent !== null && control.scrollWidth > control.clientWidth)
        .map((control) => control.textContent),
    );
    expect(clipped).toEqual([]);
    await page.screenshot({ path: '/tmp/admin-navigation-390.png' });
    await expectAllWithinView(page, SMALL_PHONE);
    // The last entry of the last group works from the menu, which then closes.
    await sidebarNav(page).getByRole('link', { name: 'Activity' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/activity');
    await page.getByTestId('sidebar-backdrop').waitFor({ state: 'detached' });
    await sidebarToggle(page).click();
    await expect.poll(() => expandedGroups(page)).toEqual(['false', 'false', 'false', 'true']);
    expect(await sidebarNav(page).getByRole('link', { name: 'Activity' }).getAttribute('aria-current')).toBe('page');
  }, 90_000);
});
