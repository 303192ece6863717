/**
 * Manage Blog in the browser (docs/product.md 2.17, departures 10, 12): validation, add with a cover image,
 * edit to Draft, 'No Image', Show more / Show less, delete with confirm, and axe over the screen and
 * its side panel.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Blog } from '../../src/lib/schemas/content.ts';
import { callApi, expectAccessible, useBrowserSite } from './helpers/browser.ts';
import { firstToast } from './helpers/screen.ts';

const site = useBrowserSite();
const TITLE = 'Browser Test: Choosing Thread Colours';
const BARE_TITLE = 'Browser Test: A Post Without Cover';
const CONTENT = 'Thread colours are matched to Pantone references before the sample is woven.';
let page: Page;

const panel = () => page.getByRole('dialog');
const row = (title: string) => page.locator('tbody tr', { hasText: title });

async function openScreen() {
  await page.goto('/admin/manage-blog');
  await page.getByRole('heading', { level: 1, name: 'Manage Blog' }).waitFor();
  await page.locator('tbody tr td').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

afterEach(async () => {
  if (await panel().isVisible()) {
    await page.keyboard.press('Escape');
    await panel().waitFor({ state: 'hidden' });
  }
});

beforeAll(async () => {
  // A post without a cover, made through the API, for the 'No Image' cell.
  const created = await callApi(site, '/api/blogs', {
    method: 'POST',
    auth: true,
    body: { title: BARE_TITLE, content: 'Short text.' },
  });
  expect(created.status).toBe(201);
  page = await site.adminPage();
  await openScreen();
});

describe('Manage Blog', () => {
  it('lists posts with every column and passes axe', async () => {
    const headings = await page.locator('thead th').allTextContents();
    expect(headings).toEqual(['Title', 'Author', 'Content', 'Cover Image', 'Tags', 'Status', 'Action']);
    await row(BARE_TITLE).getByText('No Image', { exact: true }).waitFor();
    await expectAccessible(page);
  });

  it('requires a title and content, with the messages under the fields', async () => {
    await page.getByRole('button', { name: 'Add Blog' }).click();
    await panel().getByRole('heading', { name: 'Add Blog' }).waitFor();
    expect(await panel().getByLabel('Author').inputValue()).toBe('Admin');
    expect(await panel().getByLabel('Status').inputValue()).toBe('New');
    expect(await panel().getByLabel('Tags').getAttribute('placeholder')).toBe('tech, react');
    await expectAccessible(page);

    await panel().getByRole('button', { name: 'Submit Blog' }).click();
    await panel().getByText('Title is required', { exact: true }).waitFor();
    await panel().getByText('Content is required', { exact: true }).waitFor();
    // Nothing was sent: the panel is still open.
    expect(await panel().isVisible()).toBe(true);
  });

  it('previews the post before saving: Markdown as the page renders it, raw HTML as text; plain text when unticked', async () => {
    await page.getByRole('button', { name: 'Add Blog' }).click();
    await panel().getByLabel('Title').fill('Preview me');
    await panel()
      .getByLabel('Content')
      .fill('## Sizes\n\nWe weave **dense** damask.\n\n- 25 mm\n- 40 mm\n\n<script>bad()</script>');
    expect(await panel().getByLabel('Write in Markdown').isChecked()).toBe(true);
    expect(await panel().getByLabel('Publish date').getAttribute('type')).toBe('datetime-local');
    const toggle = panel().getByRole('button', { name: 'Preview' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const preview = panel().getByRole('region', { name: 'Preview of the post' });
    await preview.locator('h3').waitFor();
    expect(await preview.locator('h3').textContent()).toBe('Sizes');
    expect(await preview.locator('strong').textContent()).toBe('dense');
    expect(await preview.locator('li').allTextContents()).toEqual(['25 mm', '40 mm']);
    expect(await preview.locator('script').count()).toBe(0);
    await preview.getByText('<script>bad()</script>').waitFor();
    expect(await panel().getByRole('button', { name: 'Hide preview' }).getAttribute('aria-expanded')).toBe('true');
    await expectAccessible(page);

    await panel().getByLabel('Write in Markdown').uncheck();
    await preview.getByText('## Sizes', { exact: false }).waitFor();
    expect(await preview.locator('h3, strong, li').count()).toBe(0);
  });

  it('adds a Published post with a cover image: thumbnail and green badge', async () => {
    const cover = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#1e3a8a' } })
      .webp()
      .toBuffer();
    await page.getByRole('button', { name: 'Add Blog' }).click();
    await panel().getByLabel('Title').fill(TITLE);
    await panel().getByLabel('Content').fill(CONTENT);
    await panel().getByLabel('Tags').fill('thread, colour');
    await panel().getByLabel('Status').selectOption('Published');
    const picker = panel().getByLabel('Cover Image');
    await picker.setInputFiles({ name: 'cover.webp', mimeType: 'image/webp', buffer: cover });
    await panel().getByRole('img', { name: 'Preview of the chosen image' }).waitFor();
    expect(await picker.isDisabled()).toBe(true);

    await panel().getByRole('button', { name: 'Submit Blog' }).click();
    await firstToast(page, 'Blog submitted').waitFor();
    await panel().waitFor({ state: 'hidden' });
    await row(TITLE)
      .getByRole('img', { name: `Cover of ${TITLE}` })
      .waitFor();
    const badge = row(TITLE).getByText('Published', { exact: true });
    expect(await badge.getAttribute('class')).toContain('green');
    expect(await row(TITLE).textContent()).toContain('thread, colour');
    // The rows with a thumbnail and badges, checked once the toast (the shared toaster's) has gone.
    await firstToast(page, 'Blog submitted').waitFor({ state: 'detached', timeout: 20_000 });
    await expectAccessible(page);
  });

  it('cuts long content to 20 characters with Show more / Show less', async () => {
    const cell = row(TITLE).locator('td').nth(2);
    expect(await cell.textContent()).toBe(`${CONTENT.slice(0, 20)}...Show more`);
    await cell.getByRole('button', { name: 'Show more' }).click();
    await cell.getByRole('button', { name: 'Show less' }).waitFor();
    expect(await cell.textContent()).toBe(`${CONTENT}Show less`);
    await cell.getByRole('button', { name: 'Show less' }).click();
    await cell.getByRole('button', { name: 'Show more' }).waitFor();
  });

  it('edits the post to Draft: yellow badge, cover kept', async () => {
    await row(TITLE)
      .getByRole('button', { name: `Edit ${TITLE}` })
      .click();
    await panel().getByRole('heading', { name: 'Edit Blog' }).waitFor();
    expect(await panel().getByLabel('Title').inputValue()).toBe(TITLE);
    expect(await panel().getByLabel('Tags').inputValue()).toBe('thread, colour');
    await panel().getByRole('img', { name: 'Preview of the chosen image' }).waitFor();
    await panel().getByLabel('Status').selectOption('Draft');
    await panel().getByRole('button', { name: 'Submit Blog' }).click();
    await firstToast(page, 'Blog Updated').waitFor();
    await panel().waitFor({ state: 'hidden' });
    const badge = row(TITLE).getByText('Draft', { exact: true });
    await badge.waitFor();
    expect(await badge.getAttribute('class')).toContain('yellow');
    await row(TITLE)
      .getByRole('img', { name: `Cover of ${TITLE}` })
      .waitFor();
  });

  it('keeps the panel open and says why when the server refuses the image', async () => {
    await page.getByRole('button', { name: 'Add Blog' }).click();
    await panel().getByLabel('Title').fill('Browser Test: Broken Cover');
    await panel().getByLabel('Content').fill('This cover is not a picture at all.');
    // Named and typed as a PNG, but not one: only the server can tell.
    await panel()
      .getByLabel('Cover Image')
      .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await panel().getByRole('button', { name: 'Submit Blog' }).click();
    await firstToast(page, 'Blog not submitted').waitFor();
    expect(await panel().isVisible()).toBe(true);
    expect(await panel().locator('#blog-cover-error').textContent()).toBeTruthy();
  });

  it('deletes only after the confirm is accepted', async () => {
    const questions: string[] = [];
    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await row(TITLE)
      .getByRole('button', { name: `Delete ${TITLE}` })
      .click();
    expect(await row(TITLE).count()).toBe(1);
    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.accept();
    });
    await row(TITLE)
      .getByRole('button', { name: `Delete ${TITLE}` })
      .click();
    await firstToast(page, 'Blog deleted successfully').waitFor();
    await row(TITLE).waitFor({ state: 'detached' });
    expect(questions).toEqual([
      'Are you sure you want to delete the blog data?',
      'Are you sure you want to delete the blog data?',
    ]);
    const { body } = await callApi<{ blogs: Blog[] }>(site, '/api/blogs', { auth: true });
    expect(body.blogs.some((blog) => blog.title === TITLE)).toBe(false);
  });
});
