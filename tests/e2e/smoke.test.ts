import { describe, expect, it } from 'vitest';
import { useBrowserSite } from './helpers/browser.ts';

const site = useBrowserSite();

describe('browser harness', () => {
  it('serves the home page to Chromium', async () => {
    const page = await site.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').first().isVisible()).resolves.toBe(true);
  });
});
