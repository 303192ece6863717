/**
 * Manage Testimonials in the browser (docs/product.md 2.18, departure 5): add with 4 stars (name under
 * 'Client name', company under 'Company'), edit, delete with confirm, the toasts, and axe over the
 * screen and its modal.
 */
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Testimonial } from '../../src/lib/schemas/content.ts';
import { callApi, expectAccessible, useBrowserSite } from './helpers/browser.ts';
import { firstToast } from './helpers/screen.ts';

const site = useBrowserSite();
const NAME = 'Browser Test Client';
const COMPANY = 'Test Looms Pvt Ltd';
let page: Page;

const modal = () => page.getByRole('dialog');
const row = (text: string) => page.locator('tbody tr', { hasText: text });
/** The cell of `column` in the row holding `text`. */
async function cell(text: string, column: string) {
  const headings = await page.locator('thead th').allTextContents();
  return row(text).locator('td').nth(headings.indexOf(column));
}

afterEach(async () => {
  if (await modal().isVisible()) {
    await page.keyboard.press('Escape');
    await modal().waitFor({ state: 'hidden' });
  }
});

beforeAll(async () => {
  page = await site.adminPage();
  await page.goto('/admin/manage-testimonials');
  await page.getByRole('heading', { level: 1, name: 'Manage Testimonials' }).waitFor();
  await page.locator('tbody tr td').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
});

describe('Manage Testimonials', () => {
  it('lists testimonials under the corrected headings and passes axe', async () => {
    expect(await page.locator('thead th').allTextContents()).toEqual(['Client name', 'Star', 'Message', 'Company', 'Actions']);
    await expectAccessible(page);
  });

  it('validates and adds a testimonial: 4 star icons, name under Client name, company under Company', async () => {
    await page.getByRole('button', { name: 'Add New' }).click();
    await modal().getByRole('heading', { name: 'Add Testimonial' }).waitFor();
    expect(await modal().getByLabel('Star').inputValue()).toBe('5');
    expect(await modal().getByLabel('Star').locator('option').allTextContents()).toEqual(['5', '4', '3', '2', '1']);
    await expectAccessible(page);

    await modal().getByRole('button', { name: 'Add Testimonial' }).click();
    await modal().getByText('Client name is required', { exact: true }).waitFor();
    await modal().getByText('Testimonial content is required', { exact: true }).waitFor();

    await modal().getByLabel('Client Name').fill(NAME);
    await modal().getByLabel('Company').fill(COMPANY);
    await modal().getByLabel('Star').selectOption('4');
    await modal().getByLabel('Testimonial Content').fill('Labels arrived on time and matched the approved sample.');
    await modal().getByRole('button', { name: 'Add Testimonial' }).click();
    await firstToast(page, 'Testimonial added successfully').waitFor();
    await modal().waitFor({ state: 'hidden' });

    await row(NAME).waitFor();
    expect(await (await cell(NAME, 'Client name')).textContent()).toBe(NAME);
    expect(await (await cell(NAME, 'Company')).textContent()).toBe(COMPANY);
    const stars = (await cell(NAME, 'Star')).getByRole('img', { name: '4 out of 5 stars' });
    expect(await stars.locator('svg').count()).toBe(4);
  });

  it('edits a testimonial: the modal is prefilled and says Update Testimonial', async () => {
    await row(NAME)
      .getByRole('button', { name: `Edit testimonial from ${NAME}` })
      .click();
    await modal().getByRole('heading', { name: 'Edit Testimonial' }).waitFor();
    expect(await modal().getByLabel('Client Name').inputValue()).toBe(NAME);
    expect(await modal().getByLabel('Star').inputValue()).toBe('4');
    await modal().getByLabel('Star').selectOption('2');
    await modal().getByLabel('Company').fill(`${COMPANY}, Surat`);
    await modal().getByRole('button', { name: 'Update Testimonial' }).click();
    await firstToast(page, 'Testimonial updated successfully').waitFor();
    await modal().waitFor({ state: 'hidden' });
    await (await cell(NAME, 'Star')).getByRole('img', { name: '2 out of 5 stars' }).waitFor();
    expect(await (await cell(NAME, 'Company')).textContent()).toBe(`${COMPANY}, Surat`);
    const { body } = await callApi<Testimonial[]>(site, '/api/testimonials');
    expect(body.find((testimonial) => testimonial.name === NAME)?.star).toBe(2);
  });

  it('Escape closes the modal without saving and focus returns to Add New', async () => {
    const opener = page.getByRole('button', { name: 'Add New' });
    await opener.click();
    await modal().getByLabel('Client Name').fill('Never saved');
    await page.keyboard.press('Escape');
    await modal().waitFor({ state: 'hidden' });
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await row('Never saved').count()).toBe(0);
  });

  it('deletes only after the confirm is accepted', async () => {
    const questions: string[] = [];
    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await row(NAME)
      .getByRole('button', { name: `Delete testimonial from ${NAME}` })
      .click();
    expect(await row(NAME).count()).toBe(1);
    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.accept();
    });
    await row(NAME)
      .getByRole('button', { name: `Delete testimonial from ${NAME}` })
      .click();
    await firstToast(page, 'Testimonial deleted successfully').waitFor();
    await row(NAME).waitFor({ state: 'detached' });
    const question = 'Are you sure you want to delete this testimonial? This action cannot be undone.';
    expect(questions).toEqual([question, question]);
  });
});
