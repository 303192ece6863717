/**
 * Holds an island's component script until `release()`, so a test acts on the server-rendered page
 * before the island hydrates, however fast or slow the machine is. Call it after the page has loaded
 * and before anything wakes the island (client:interaction loads the script on first interaction).
 */
import type { Page } from 'playwright-core';

export async function holdIsland(page: Page, island: string): Promise<() => void> {
  const componentUrl = await page.locator(island).getAttribute('component-url');
  if (!componentUrl) throw new Error(`no island script for ${island}`);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new URL(componentUrl, page.url()).href, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
