/**
 * Mail health in a real browser. The runtime started here has no SMTP_URL, so a submitted
 * enquiry's mails are composed and kept in the outbox: the Mail screen lists them queued and says why,
 * Resend leaves them queued and says so, and the dashboard names the undelivered mails with a link here.
 * Run alone: npx vitest run tests/e2e/admin-mail.test.ts
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { OutboxMailView } from '../../src/lib/api/mail-types.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { callApi, expectAccessible, useBrowserSite } from './helpers/browser.ts';
import { heading, toast } from './helpers/screen.ts';

const site = useBrowserSite();

interface MailAnswer {
  data: OutboxMailView[];
  health: { undelivered: number; lastError: string | null };
}

const VISITOR = { name: 'Asha Verma', email: 'asha.verma@example.in' };
const SUBJECT = `Woven labels for a trial run ${Date.now()}`;
const STAFF_SUBJECT = `New message: ${SUBJECT}, from ${VISITOR.name}`;

const mailRow = (page: Page, subject: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: subject, exact: true }) });

const recentMails = async () => (await callApi<MailAnswer>(site, '/api/mail', { auth: true })).body;

let staffMail: OutboxMailView;
let confirmation: OutboxMailView;

beforeAll(async () => {
  const submitted = await callApi(site, '/api/contacts', {
    method: 'POST',
    body: { ...VISITOR, phone: '9810012345', company: 'Tests Ltd', subject: SUBJECT, message: 'About 2,000 labels.' },
  });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
  // The send after the answer finds no SMTP_URL and notes why on the mail.
  await vi.waitFor(
    async () => {
      const mail = (await recentMails()).data.find((found) => found.subject === STAFF_SUBJECT);
      expect(mail?.lastError).toBe(MESSAGES.mailNoSmtp);
    },
    { timeout: 15_000, interval: 200 },
  );
  const { data } = await recentMails();
  staffMail = data.find((mail) => mail.subject === STAFF_SUBJECT)!;
  confirmation = data.find((mail) => mail.enquiryId === staffMail.enquiryId && mail.audience === 'visitor')!;
  expect(confirmation.to).toEqual([VISITOR.email]);
});

describe('Mail screen', () => {
  it('lists the enquiry’s mails newest first, queued, with the reason they are kept here', async () => {
    const page = await site.adminPage();
    await page.goto('/admin/mail');
    await heading(page, 'Mail').waitFor();
    expect(await page.title()).toBe('Mail | Admin');
    const nav = page.getByRole('navigation', { name: 'Admin Panel' });
    expect(await nav.getByRole('link', { name: 'Mail' }).getAttribute('aria-current')).toBe('page');

    await page.getByText(MESSAGES.mailKeptLocally).waitFor();
    const row = mailRow(page, STAFF_SUBJECT);
    await row.waitFor();
    // The time as the browser's own clock and language say it.
    const when = await page.evaluate(
      (iso) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
      staffMail.createdAt,
    );
    const cells = await row.locator('th, td').allInnerTexts();
    expect(cells.slice(0, 6).map((cell) => cell.trim())).toEqual([
      when,
      staffMail.to.join(', '),
      STAFF_SUBJECT,
      'Queued',
      '0',
      MESSAGES.mailNoSmtp,
    ]);
    expect(await row.locator('time').getAttribute('datetime')).toBe(staffMail.createdAt);
    await row.getByRole('button', { name: `Resend: ${STAFF_SUBJECT}` }).waitFor();
    expect(await mailRow(page, confirmation.subject).first().locator('.mail-state').innerText()).toBe('Queued');

    // Newest first, as the outbox keeps them: the screen's order is the API's.
    const { data } = await recentMails();
    const subjects = await page.locator('tbody th[scope="row"]').allInnerTexts();
    expect(subjects).toEqual(data.map((mail) => mail.subject));
    const created = data.map((mail) => Date.parse(mail.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(subjects.slice(0, 2).sort()).toEqual([STAFF_SUBJECT, confirmation.subject].sort());

    await expectAccessible(page);
  });

  it('Resend answers with a toast; without SMTP the mail stays queued', async () => {
    const page = await site.adminPage();
    await page.goto('/admin/mail');
    const row = mailRow(page, STAFF_SUBJECT);
    const resend = row.getByRole('button', { name: `Resend: ${STAFF_SUBJECT}` });
    await resend.click();
    await toast(page, MESSAGES.mailNoSmtp).waitFor();
    await expect.poll(() => resend.isEnabled()).toBe(true);
    expect(await row.locator('.mail-state').innerText()).toBe('Queued');
    expect(await row.locator('td').nth(4).innerText()).toBe(MESSAGES.mailNoSmtp);
    const again = (await recentMails()).data.find((mail) => mail._id === staffMail._id);
    expect(again).toMatchObject({ state: 'queued', attempts: 0, lastError: MESSAGES.mailNoSmtp });
  });
});

describe('dashboard', () => {
  it('names the undelivered mails and the last error, and links to the Mail screen', async () => {
    const { health } = await recentMails();
    expect(health.undelivered).toBeGreaterThanOrEqual(2);
    const page = await site.adminPage();
    await page.goto('/admin/dashboard');
    const notice = page.getByRole('status').filter({ hasText: MESSAGES.mailUndelivered(health.undelivered) });
    await notice.waitFor();
    expect(await notice.innerText()).toContain(`Last error: ${MESSAGES.mailNoSmtp}`);
    // It comes before the cards.
    const noticeBox = (await notice.boundingBox())!;
    const cardBox = (await page.locator('.stat-card').first().boundingBox())!;
    expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(cardBox.y);

    await expectAccessible(page);

    await notice.getByRole('link', { name: 'Open the Mail screen' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/mail');
    await heading(page, 'Mail').waitFor();
  });
});
