/**
 * The About page in a real browser (docs/product.md 2.8): story, specialties, values, the 2008–2024 timeline,
 * the achievement counters (the same counters as the home page), mission and vision, and axe.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowserSite } from './helpers/browser.ts';
import { yearsShown } from '../helpers/dates.ts';
import { oneLine } from './helpers/screen.ts';

const site = useBrowserSite();

const section = (page: Page, headingId: string) => page.locator('section', { has: page.locator(`#${headingId}`) });

// The reading tests share the file's page, each going to the page afresh; the counters and axe open their own.
describe('about page', { timeout: 60_000 }, () => {
  it('tells the story: since 2008, New Delhi, and everything the company makes', async () => {
    const page = await site.sharedPage();
    const response = await page.goto('/about');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').count()).resolves.toBe(1);
    const story = oneLine(await section(page, 'story-title').textContent());
    for (const words of [
      '2008',
      'New Delhi',
      'manufacturer and exporter',
      'woven and printed labels',
      'hang tags',
      'designer tags',
      'badges',
      'ribbons',
      'metal emblems',
      'packaging items',
      'promotional key rings',
    ]) {
      expect(story).toContain(words);
    }
  });

  it('has specialties, values, mission and vision', async () => {
    const page = await site.sharedPage();
    await page.goto('/about');
    const specialties = await section(page, 'specialties-title').locator('li h3').allTextContents();
    expect(specialties.map(oneLine)).toEqual([
      'Woven labels',
      'Printed labels',
      'Hang tags',
      'Designer tags',
      'Badges',
      'Ribbons',
      'Metal emblems',
      'Packaging items',
      'Promotional key rings',
    ]);
    await expect(section(page, 'values-title').locator('li h3').count()).resolves.toBeGreaterThanOrEqual(3);
    const mission = section(page, 'mission-title');
    await expect(mission.locator('h3', { hasText: 'Our mission' }).count()).resolves.toBe(1);
    await expect(mission.locator('h3', { hasText: 'Our vision' }).count()).resolves.toBe(1);
  });

  it('shows the timeline from 2008 to 2024 as an ordered list', async () => {
    const page = await site.sharedPage();
    await page.goto('/about');
    const years = await section(page, 'timeline-title')
      .locator('ol > li time')
      .evaluateAll((times) => times.map((time) => Number(time.getAttribute('datetime'))));
    expect(years[0]).toBe(2008);
    expect(years.at(-1)).toBe(2024);
    expect(years.length).toBeGreaterThanOrEqual(5);
    expect([...years].sort((a, b) => a - b)).toEqual(years);
  });

  it('counts up to the years since 2008, 1000+, 50+ and 100% when in view, the final numbers already in the HTML', async () => {
    const page = await site.newPage();
    await page.goto('/about');
    const numbers = page.locator('[data-counter]');
    await expect(numbers.allTextContents()).resolves.toEqual(['0+', '0+', '0+', '0%']);
    await numbers.first().scrollIntoViewIfNeeded();
    // Done within the 2 s and a margin (2.3 s from the scroll, as before), and read as soon as it is.
    await expect
      .poll(() => numbers.allTextContents().then((texts) => texts.map((text) => text.trim())), { timeout: 2300 })
      .toEqual([yearsShown(), '1000+', '50+', '100%']);
    const labels = oneLine(await section(page, 'achievements-title').textContent());
    expect(labels).toMatch(/quality assurance/i);

    const noScript = await site.newPage({ javaScriptEnabled: false });
    await noScript.goto('/about');
    const texts = await noScript.locator('[data-counter]').allTextContents();
    expect(texts.map((text) => text.trim())).toEqual([yearsShown(), '1000+', '50+', '100%']);
  });

  it('has no accessibility violations, on a desktop and on a phone', async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 667 },
    ]) {
      const page = await site.newPage({ viewport });
      await page.goto('/about', { waitUntil: 'load' });
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      // The scroll has been seen (solid header, back-to-top button) and their fades have ended: axe measures
      // the colours the visitor ends up with.
      await page.waitForFunction(
        () =>
          document.querySelector('[data-site-header].is-scrolled') &&
          document.querySelector('.back-to-top.is-visible') &&
          document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
      );
      await expectAccessible(page);
    }
  });
});
