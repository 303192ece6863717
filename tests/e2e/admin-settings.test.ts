/**
 * The Settings screen in a real browser (docs/product.md 2.22): an Admin changes the WhatsApp number and a
 * price row and saves (the site then republishes); a number that cannot be dialled is said under its field
 * and nothing is saved; the company's tax, bank and UPI details (and a signature image, previewed) are saved for
 * Admins alone; a save over someone else's is refused and the saved settings can be loaded; Staff see the
 * refusal. axe over the screen.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { SETTINGS_TEXTS as T } from '../../src/lib/messages/settings.ts';
import { callApi, expectAccessible, useBrowserSite, waitForLive } from './helpers/browser.ts';
import { toast } from './helpers/screen.ts';

const site = useBrowserSite();

async function openSettings(): Promise<Page> {
  const page = await site.adminPage();
  await page.goto('/admin/settings');
  await page.getByRole('heading', { level: 1, name: T.title }).waitFor();
  await page.getByLabel(T.name).waitFor();
  return page;
}

const stored = async () =>
  (
    await callApi<{
      data: { whatsapp: string; priceTable: { rows: { price: number }[] }; quotations?: { expire: boolean; remind: boolean } };
      version: number;
    }>(site, '/api/settings')
  ).body;

describe('Settings', () => {
  it('saves a changed WhatsApp number and price, says so, and the site republishes', async () => {
    const page = await openSettings();
    await expectAccessible(page);
    await page.getByLabel(T.whatsapp).fill('+91 98111 22233');
    await page.getByLabel(/^Price \(₹\) of row 1\b/).fill('1250');
    // The quotations' run starts on; the reminder is turned off here.
    expect(await page.getByLabel(T.expireQuotations).isChecked()).toBe(true);
    await page.getByLabel(T.remindCustomers).uncheck();
    await page.getByRole('button', { name: T.save }).click();
    await toast(page, MESSAGES.settingsSaved).waitFor();
    const saved = await stored();
    expect(saved.data.whatsapp).toBe('+91 98111 22233');
    expect(saved.data.priceTable.rows[0].price).toBe(1250);
    expect(saved.data.quotations).toEqual({ expire: true, remind: false });
    await waitForLive(site);
    const home = await (await fetch(new URL('/', site.url))).text();
    expect(home).toContain('₹1,250');
    // It waits for the site's rebuild, which takes most of a minute on a busy machine.
  }, 120_000);

  it('says under the field what is wrong with a number that cannot be dialled, and saves nothing', async () => {
    const before = await stored();
    const page = await openSettings();
    await page.getByLabel(`${T.phone} 1`).fill('call us');
    await page.getByRole('button', { name: T.save }).click();
    const field = page.getByLabel(`${T.phone} 1`);
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    await page.getByText('Phone must be a number that can be dialled, like +91 98100 12345').waitFor();
    expect(await stored()).toEqual(before);
    await expectAccessible(page);
  });

  it('adds and removes a social link and a price row by keyboard-reachable buttons', async () => {
    const page = await openSettings();
    await page.getByRole('button', { name: T.addSocial }).click();
    await page.getByLabel(`${T.socialLabel} 1`).fill('Instagram');
    await page.getByLabel(`${T.socialUrl} 1`).fill('https://instagram.com/labels');
    const rows = await page.getByLabel(/^Quantity of row \d+/).count();
    await page.getByRole('button', { name: T.addPriceRow }).click();
    expect(await page.getByLabel(/^Quantity of row \d+/).count()).toBe(rows + 1);
    await page.getByRole('button', { name: `${T.remove} ${T.priceRow} ${rows + 1}` }).click();
    await page.getByRole('button', { name: T.save }).click();
    await toast(page, MESSAGES.settingsSaved).waitFor();
    expect((await callApi<{ data: { social: unknown[] } }>(site, '/api/settings')).body.data.social).toEqual([
      { label: 'Instagram', url: 'https://instagram.com/labels' },
    ]);
  });

  it('an Admin gives the tax, bank and UPI details: the GSTIN’s state is read out, a wrong IFSC is said under its field, and none of it is public', async () => {
    const page = await openSettings();
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await field(T.legalName).fill('Labels & Tags Private Limited');
    await field(T.gstin).fill('27AAPFU0939F1ZV');
    await page.getByText(T.stateFromGstin('Maharashtra', '27')).waitFor();
    // The demo's PAN is its Delhi GSTIN's, and its letter of undertaking this year's: a new registration has neither yet.
    await field(T.pan).fill('');
    await field(T.lutReference).fill('');
    await field(T.lutYear).fill('');
    await field(T.signatoryName).fill('Asha Verma');
    // Up to ₹5 crore until chosen otherwise; above it, tax invoices need HSN codes of 6 digits.
    await expect.poll(() => field(T.turnover).inputValue()).toBe('up-to-5-crore');
    await field(T.turnover).selectOption({ label: T.turnovers['up-to-10-crore'] });
    // The signature image goes up at once as a private file and is previewed; the save names it.
    const signature = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#1e3a8a' } })
      .png()
      .toBuffer();
    await field(T.signatureImage).setInputFiles({ name: 'signature.png', mimeType: 'image/png', buffer: signature });
    await page.getByRole('img', { name: T.signaturePreview }).waitFor();
    await page.getByText(T.signatureNotSaved).waitFor();
    await field(T.holder).fill('Labels & Tags Pvt Ltd');
    await field(T.account).fill('50200012345678');
    await field(T.ifsc).fill('HDFC1001234');
    await field(T.bankName).fill('HDFC Bank');
    await field(T.branch).fill('Okhla Phase II');
    await field(T.upiId).fill('labelsandtags@okhdfcbank');
    await field(T.payee).fill('Labels & Tags');
    // A required field's label ends with its mark.
    await page.getByLabel(T.balanceDueDays).fill('30');
    await page.getByRole('button', { name: T.save }).click();
    await expect.poll(() => field(T.ifsc).getAttribute('aria-invalid')).toBe('true');
    await page.getByText('IFSC must look like HDFC0001234').waitFor();
    await expectAccessible(page);

    await field(T.ifsc).fill('HDFC0001234');
    await page.getByRole('button', { name: T.save }).click();
    await toast(page, MESSAGES.settingsSaved).waitFor();
    const admin = (await callApi<{ data: Record<string, unknown> }>(site, '/api/settings', { auth: true })).body.data;
    expect(admin).toMatchObject({
      tax: {
        legalName: 'Labels & Tags Private Limited',
        gstin: '27AAPFU0939F1ZV',
        advancePercent: 50,
        signatory: { name: 'Asha Verma', imageId: expect.stringMatching(/^[0-9a-z]{18}$/) },
        turnover: 'up-to-10-crore',
      },
      bank: { account: '50200012345678', ifsc: 'HDFC0001234' },
      upi: { id: 'labelsandtags@okhdfcbank', payee: 'Labels & Tags' },
      payments: { balanceDueDays: 30, productionWaitsForAdvance: true },
    });
    expect(admin.tax).not.toHaveProperty('lut');
    const visitor = JSON.stringify((await stored()).data);
    expect(visitor).not.toContain('50200012345678');
    expect(visitor).not.toContain('labelsandtags@okhdfcbank');
    // Two saves, an upload and two axe runs: on a busy machine this takes over a minute.
  }, 120_000);

  it('a save over someone else’s is refused, and the saved settings can be loaded', async () => {
    const page = await openSettings();
    const current = await stored();
    const other = await fetch(new URL('/api/settings', site.url), {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${await site.token()}`,
        'content-type': 'application/json',
        'if-match': String(current.version),
      },
      body: JSON.stringify({ ...current.data, hours: 'Changed elsewhere' }),
    });
    expect(other.status).toBe(200);
    await page.getByLabel(T.hours).fill('Changed here');
    await page.getByRole('button', { name: T.save }).click();
    await page.getByRole('alert').filter({ hasText: MESSAGES.settingsConflict }).waitFor();
    await page.getByRole('button', { name: T.loadStored }).click();
    await expect.poll(() => page.getByLabel(T.hours).inputValue()).toBe('Changed elsewhere');
  });
});
