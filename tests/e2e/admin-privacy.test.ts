/**
 * A privacy request end to end in real Chromium against the real local server and a real SMTP server: a buyer asks
 * for a copy of their data on /privacy-request, confirms it from the mailed link, and staff open it on the Privacy
 * requests screen, download the copy and answer it in one step (the buyer is mailed the copy). axe on both pages.
 */
import { describe, expect, it } from 'vitest';
import { PRIVACY_REQUEST_KIND_LABELS as KINDS, PRIVACY_REQUEST_MESSAGES as T } from '../../src/lib/messages/privacy-requests.ts';
import { downloadedBytes, expectAccessible, useBrowserSite } from './helpers/browser.ts';
import { useMailServer } from './helpers/mail-server.ts';

const mailbox = useMailServer();
const site = useBrowserSite({ env: mailbox.env, template: { name: 'unseeded', env: { SEED: '0' } } });

const EMAIL = `privacy.${Date.now()}@brand.example`;

describe('a privacy request', () => {
  it('is asked on the public page, confirmed from the mail, and answered by staff in one step', async () => {
    const page = await site.newPage();
    await page.goto('/privacy-request');
    await page.getByLabel(T.emailLabel).fill(EMAIL);
    await page.getByLabel(T.kindLabel).selectOption('access');
    await page.getByLabel(T.messageLabel).fill('Everything, please — सब कुछ');
    await expectAccessible(page);
    await page.getByRole('button', { name: T.submit }).click();
    await page.getByText(T.asked).waitFor();

    const [mail] = await mailbox.smtp.mailsAbout(EMAIL, 1);
    const link = new URL(/https?:\/\/\S+#token=[\w-]+/.exec(mail.text ?? '')![0]);
    // A mail's link opens a page of its own.
    const opened = await site.newPage();
    await opened.goto(`${link.pathname}${link.hash}`);
    await opened.getByText(/Your request is confirmed/).waitFor();
    expect(new URL(opened.url()).hash).toBe('');

    const staff = await site.adminPage();
    await staff.goto('/admin/privacy-requests');
    await staff.getByRole('heading', { level: 1, name: T.title }).waitFor();
    const row = staff.getByRole('row').filter({ hasText: EMAIL });
    await row.waitFor();
    expect(await row.innerText()).toContain(KINDS.access);
    await expectAccessible(staff);
    await row.getByRole('button', { name: T.openRequest(KINDS.access) }).click();
    await staff.getByText('Everything, please — सब कुछ').waitFor();
    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByRole('button', { name: T.downloadJson }).click(),
    ]);
    expect(JSON.parse((await downloadedBytes(download)).toString())).toMatchObject({ email: EMAIL });

    await staff.getByLabel(T.answer).fill('Your data is attached.');
    await staff.getByRole('button', { name: T.send }).click();
    await staff.getByText(/^Answered by /).waitFor();
    expect(await row.innerText()).toContain(T.answeredStatus);
    await expectAccessible(staff);
    const [answer] = await mailbox.smtp.mailsAbout(`${KINDS.access}: our answer`, 1);
    expect(answer.attachments.map((file) => file.filename).sort()).toEqual(['my-data.csv', 'my-data.json']);
  });
});
