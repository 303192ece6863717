/**
 * Staff accounts in a real browser (docs/product.md 2.21): an Admin adds a Staff member on Team;
 * the Staff member signs in in their own browser, changes an enquiry's status and cannot open Team; Activity
 * lists their change, filters by person and pages (both kept in the address); disabling them sends their open
 * tab to /signin with 'You have been signed out.'; the server's refusals are said in the row; a reset shows
 * its one-time link; My account changes one's name and password. axe over Team, the add dialog, My account
 * and Activity.
 * Run alone: npx vitest run tests/e2e/admin-team.test.ts
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TEXTS } from '../../src/lib/messages/admin.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { TEAM_TEXTS } from '../../src/lib/messages/team.ts';
import { callApi, DEMO_ADMIN, expectAccessible, useBrowserSite } from './helpers/browser.ts';
import { loaded, toast } from './helpers/screen.ts';

const site = useBrowserSite();

const RUN = Date.now().toString(36);
const STAFF = { email: `priya.${RUN}@example.in`, name: `Priya ${RUN}`, password: 'kraft-hang-tags-2026' };
const ENQUIRY = `Woven order ${RUN}`;
const TIMEOUT = 180_000;

const personRow = (page: Page, email: string) => page.locator(`tr[data-person="${email}"]`);
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin Panel' });
const focusInDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));

async function open(page: Page, path: string, title: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await loaded(page);
}

/** Signs in at /signin in a browser of its own, landing on `next`. */
async function signIn(email: string, password: string, next: string): Promise<Page> {
  const page = await site.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(`/signin?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === next);
  return page;
}

const login = (email: string, password: string) => callApi(site, '/api/login', { method: 'POST', body: { email, password } });

let admin: Page;
let staff: Page;

beforeAll(async () => {
  const answer = await callApi(site, '/api/contacts', {
    method: 'POST',
    body: {
      name: ENQUIRY,
      email: 'buyer@example.in',
      phone: '9810012345',
      company: 'Kaveri Weaves',
      subject: 'Bulk order of labels',
      message: 'Need 500 woven labels',
    },
  });
  expect(answer.status).toBe(201);
  admin = await site.adminPage();
  admin.on('dialog', (dialog) => void dialog.accept());
});

describe('staff accounts', { timeout: TIMEOUT }, () => {
  it('an Admin adds a Staff member; the dialog checks with the schema, traps focus and closes on Escape', async () => {
    await open(admin, '/admin/team', TEAM_TEXTS.team);
    await personRow(admin, DEMO_ADMIN.email).waitFor();
    await sidebar(admin).getByRole('link', { name: TEAM_TEXTS.team }).waitFor();
    await expectAccessible(admin);

    const opener = admin.getByRole('button', { name: TEAM_TEXTS.addPerson });
    await opener.click();
    const dialog = admin.getByRole('dialog', { name: TEAM_TEXTS.addPerson });
    await expect.poll(() => admin.evaluate(() => document.activeElement?.id)).toBe('person-email');
    for (let step = 0; step < 9; step += 1) {
      await admin.keyboard.press('Tab');
      expect(await focusInDialog(admin)).toBe(true);
    }
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => admin.evaluate(() => document.activeElement?.textContent)).toBe(TEAM_TEXTS.addPerson);

    await opener.click();
    const submit = dialog.getByRole('button', { name: TEAM_TEXTS.addPerson });
    await submit.click();
    await dialog.getByText('Email is required').waitFor();
    await dialog.getByLabel('E-mail').fill(DEMO_ADMIN.email);
    await dialog.getByLabel('Name').fill(STAFF.name);
    await dialog.getByLabel('Password').fill('short');
    await submit.click();
    await dialog.getByText('Password must be at least 12 characters').waitFor();
    await expectAccessible(admin, 'dialog[open]');

    // The server's refusal: under the field and the form, and in a toast.
    await dialog.getByLabel('Password').fill(STAFF.password);
    await submit.click();
    await toast(admin, MESSAGES.accountExists).waitFor();
    expect(await dialog.getByText(MESSAGES.accountExists).count()).toBe(2);

    await dialog.getByLabel('E-mail').fill(STAFF.email);
    await dialog.getByLabel('Role').selectOption('Staff');
    await submit.click();
    await toast(admin, MESSAGES.personAdded).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const row = personRow(admin, STAFF.email);
    await row.getByRole('rowheader', { name: STAFF.name }).waitFor();
    expect(await row.getByRole('combobox', { name: TEAM_TEXTS.roleOf(STAFF.name) }).inputValue()).toBe('Staff');
    await row.getByText(TEAM_TEXTS.neverSignedIn).waitFor();
  });

  it('the Staff member signs in, changes a status, and cannot open Team', async () => {
    staff = await signIn(STAFF.email, STAFF.password, '/admin/contact-enquiries');
    // A later test goes on with this session.
    site.keepOpen(staff);
    await staff.getByRole('heading', { level: 1, name: 'Contact Us Enquiries' }).waitFor();
    await loaded(staff);
    await expect.poll(() => staff.getByTestId('signed-in-name').textContent()).toBe(STAFF.name);
    // Team and Settings are not in the Staff member's 'Team and data' group; Activity is.
    await sidebar(staff).getByRole('button', { name: ADMIN_TEXTS.navigation.team }).click();
    await sidebar(staff).getByRole('link', { name: 'Activity' }).waitFor();
    expect(await sidebar(staff).getByRole('link', { name: TEAM_TEXTS.team }).count()).toBe(0);
    expect(await sidebar(staff).getByRole('link', { name: 'Settings' }).count()).toBe(0);

    await staff.getByRole('combobox', { name: `Status of ${ENQUIRY}` }).selectOption('Quoted');
    await toast(staff, MESSAGES.statusUpdated).waitFor();

    // A second tab of the same browser (same session), so the first stays on the inbox.
    const other = await staff.context().newPage();
    await other.goto('/admin/team');
    await other.getByText(MESSAGES.adminOnly).waitFor();
    expect(await other.getByRole('button', { name: TEAM_TEXTS.addPerson }).count()).toBe(0);
    // Staff may not list the team: Activity offers everyone or themselves.
    await open(other, '/admin/activity', TEAM_TEXTS.activity);
    await expect
      .poll(() => other.getByLabel(TEAM_TEXTS.member).locator('option').allTextContents())
      .toEqual([TEAM_TEXTS.everyone, TEAM_TEXTS.onlyMe(STAFF.name)]);
    await other.close();
  });

  it("Activity lists the Staff member's change, filters by person and keeps the filter for Back", async () => {
    await open(admin, '/admin/activity', TEAM_TEXTS.activity);
    const change = admin.locator('tbody tr').filter({ hasText: ENQUIRY });
    await change.filter({ hasText: 'Status changed to Quoted' }).filter({ hasText: STAFF.name }).waitFor();
    await expectAccessible(admin);

    const member = admin.getByLabel(TEAM_TEXTS.member);
    await member.selectOption({ label: STAFF.name });
    await admin.waitForURL((url) => url.searchParams.has('user'));
    await loaded(admin);
    await expect.poll(() => admin.locator('tbody tr').count()).toBe(1);
    await change.waitFor();

    await member.selectOption({ label: TEAM_TEXTS.everyone });
    await admin.waitForURL((url) => !url.searchParams.has('user'));
    await loaded(admin);
    await admin.locator('tbody tr').filter({ hasText: 'Person added as Staff' }).first().waitFor();
    await admin.goBack();
    await admin.waitForURL((url) => url.searchParams.has('user'));
    await expect.poll(() => admin.locator('tbody tr').count()).toBe(1);
    expect(await member.inputValue()).not.toBe('');

    // Paging: the page is in the address too; Previous leads back to the first page.
    await open(admin, '/admin/activity?page=2', TEAM_TEXTS.activity);
    const pages = admin.getByRole('navigation', { name: TEAM_TEXTS.activityPages });
    await pages.getByText('Page 2').waitFor();
    await pages.getByRole('button', { name: 'Previous' }).click();
    await admin.waitForURL((url) => !url.searchParams.has('page'));
    await pages.getByText('Page 1').waitFor();
    expect(await pages.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
  });

  it("the server's refusals are said in the row; disabling the Staff member signs out their open tab", async () => {
    await open(admin, '/admin/team', TEAM_TEXTS.team);
    const own = personRow(admin, DEMO_ADMIN.email);
    await own.getByRole('button', { name: new RegExp(`^${TEAM_TEXTS.disable}`) }).click();
    await toast(admin, MESSAGES.notYourself).waitFor();
    await own.getByRole('alert').filter({ hasText: MESSAGES.notYourself }).waitFor();
    await own.getByRole('combobox').selectOption('Staff');
    await own.getByRole('alert').filter({ hasText: MESSAGES.lastAdmin }).waitFor();
    await expect.poll(() => own.getByRole('combobox').inputValue()).toBe('Admin');

    const row = personRow(admin, STAFF.email);
    // Their sign-in a test or two ago: 'just now', or a few minutes on a busy machine.
    await row.getByText(/just now|\d+ min ago/).waitFor();
    await row.getByRole('button', { name: `${TEAM_TEXTS.disable} ${STAFF.name}` }).click();
    await toast(admin, MESSAGES.personUpdated).waitFor();
    await row.getByText(TEAM_TEXTS.disabled, { exact: true }).waitFor();

    // The Staff member's tab, still open: its next call is refused and it goes to /signin saying why.
    await staff.getByRole('combobox', { name: `Status of ${ENQUIRY}` }).selectOption('Won');
    await staff.waitForURL((url) => url.pathname === '/signin');
    expect(new URL(staff.url()).searchParams.get('ended')).toBe('1');
    await toast(staff, MESSAGES.sessionEnded).waitFor();
    expect((await login(STAFF.email, STAFF.password)).status).toBe(403);
  });

  it('a password reset shows the one-time link with Copy, valid 30 minutes', async () => {
    const row = personRow(admin, STAFF.email);
    await row.getByRole('button', { name: `${TEAM_TEXTS.resetPassword} ${STAFF.name}` }).click();
    const dialog = admin.getByRole('dialog', { name: TEAM_TEXTS.resetLinkTitle });
    await dialog.waitFor();
    const link = await dialog.getByLabel(TEAM_TEXTS.resetLinkLabel).inputValue();
    expect(link).toMatch(/\/reset-password#token=/);
    await dialog.getByText(/expires in 30 minutes/).waitFor();
    await admin.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await dialog.getByRole('button', { name: TEAM_TEXTS.copy }).click();
    await toast(admin, TEAM_TEXTS.copied).waitFor();
    expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('My account changes the name (the top bar follows) and the password (the old one is then refused)', async () => {
    const member = { email: `meera.${RUN}@example.in`, name: `Meera ${RUN}`, password: 'satin-ribbon-2026-x' };
    const added = await callApi(site, '/api/users', { method: 'POST', auth: true, body: { ...member, role: 'Staff' } });
    expect(added.status).toBe(201);
    const page = await signIn(member.email, member.password, '/admin/dashboard');
    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('menuitem', { name: TEAM_TEXTS.myAccount }).click();
    await page.waitForURL((url) => url.pathname === '/admin/account');
    await page.getByRole('heading', { level: 1, name: TEAM_TEXTS.myAccount }).waitFor();
    await expectAccessible(page);

    const renamed = `Meera Kapoor ${RUN}`;
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(renamed);
    await page.getByRole('button', { name: TEAM_TEXTS.saveName }).click();
    await toast(page, MESSAGES.nameUpdated).waitFor();
    await expect.poll(() => page.getByTestId('signed-in-name').textContent()).toBe(renamed);

    const current = page.getByLabel(TEAM_TEXTS.currentPassword);
    const next = page.getByLabel(TEAM_TEXTS.newPassword);
    const change = page.getByRole('button', { name: TEAM_TEXTS.changePassword });
    await current.fill('not-my-password');
    await next.fill('short');
    await change.click();
    await page.getByText('Password must be at least 12 characters').waitFor();
    await next.fill(member.email);
    await change.click();
    await toast(page, MESSAGES.currentPasswordWrong).waitFor();
    await page.getByRole('alert').filter({ hasText: MESSAGES.currentPasswordWrong }).first().waitFor();
    await current.fill(member.password);
    await change.click();
    await page.getByText(MESSAGES.passwordIsEmail).first().waitFor();

    const newPassword = 'jute-bag-printing-77';
    await next.fill(newPassword);
    await change.click();
    await toast(page, MESSAGES.passwordChanged).waitFor();
    await page.getByRole('status').filter({ hasText: MESSAGES.passwordChanged }).waitFor();
    expect((await login(member.email, member.password)).status).toBe(401);
    expect((await login(member.email, newPassword)).status).toBe(200);
  });
});
