/**
 * (Over 300 lines: one concern, the public shell; split, each part would start a site and a browser of its own.)
 * The public shell in a real browser (docs/product.md 2.2, 9): head tags, header, mobile menu and icon strip,
 * footer, back-to-top, carried anchors, accessibility, and the script it ships before any interaction.
 * Pages of other parts may still change: these tests use the shell's own pages (/blog, the not-found
 * pages) and lengthen a page where scrolling is needed.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, fullAddress, phoneLink } from '../../src/lib/settings.ts';

/** The demo site shows the first start's settings. */
const phone = phoneLink(DEFAULT_SETTINGS.phones[0]);
import { expectAccessible, useBrowserSite, waitFor } from './helpers/browser.ts';
import { scriptsBeforeInteraction } from './helpers/script-budget.ts';

const site = useBrowserSite();
/** Each test drives a browser against a real build; a busy machine makes that slow, never wrong. */
const BROWSER_TEST_TIMEOUT = 90_000;

const HEADER_ITEMS = ['Home', 'Our Product', 'Help', 'Quick Quote', 'About Us', 'Blog', 'Contact Us'];
/** A page of the shell's own, always there, whatever the other pages look like. */
const SHELL_PAGE = '/not-found/product/';

const visibleItems = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).locator('li > a:visible, li > button:visible').allInnerTexts();

/** Makes the page tall enough to scroll, so the test does not depend on another page's length. */
const lengthen = (page: Page) => page.evaluate(() => document.querySelector('main')!.style.setProperty('min-height', '4000px'));

describe('head', { timeout: BROWSER_TEST_TIMEOUT }, () => {
  it('writes the title, description, canonical, OpenGraph and Twitter tags', async () => {
    const page = await site.newPage();
    await page.goto('/blog');
    expect(await page.title()).toMatch(/ \| Labels & Tags Co\.$/);
    const meta = (selector: string) => page.locator(selector).first().getAttribute('content');
    expect((await meta('meta[name="description"]'))?.length).toBeGreaterThan(20);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe('/blog/');
    expect(await meta('meta[property="og:title"]')).toBeTruthy();
    expect(await meta('meta[property="og:type"]')).toBe('website');
    expect(new URL((await meta('meta[property="og:url"]'))!).pathname).toBe('/blog/');
    expect(new URL((await meta('meta[property="og:image"]'))!).pathname).toBe('/og-default.png');
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(await meta('meta[name="theme-color"]')).toMatch(/^#/);
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);

    const image = await page.request.get('/og-default.png');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toContain('image/png');
    const icon = await page.request.get('/favicon.ico');
    expect(icon.status()).toBe(200);
    expect([...(await icon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });

  it('keeps not-found pages out of search engines and offers a skip link to the content', async () => {
    const page = await site.newPage();
    await page.goto(SHELL_PAGE);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });
});

describe('header', { timeout: BROWSER_TEST_TIMEOUT }, () => {
  it('lists the items in docs/product.md 2.2 order, Sign In last without a token, with the phone link', async () => {
    const page = await site.newPage();
    await page.goto('/blog');
    expect(await visibleItems(page)).toEqual([...HEADER_ITEMS, 'Sign In']);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const hrefs = await nav.locator('li > a:visible').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['/', '/products#product-section', '/about', '/blog', '/contact', '/signin']);
    for (const name of ['Help', 'Quick Quote']) expect(await nav.getByRole('button', { name }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Blog' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    const call = page.locator(`header a[href="tel:${phone.tel}"]:visible`).first();
    expect(await call.innerText()).toContain(phone.display);
  });

  it('shows Dashboard instead of Sign In while a token is held, in the same slot', async () => {
    const visitor = await site.newPage();
    await visitor.goto('/blog');
    const admin = await site.adminPage();
    await admin.goto('/blog');
    expect(await visibleItems(admin)).toEqual([...HEADER_ITEMS, 'Dashboard']);
    expect(await admin.getByRole('link', { name: 'Dashboard' }).first().getAttribute('href')).toBe('/admin');
    expect(await admin.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
    const slot = (page: Page) => page.locator('.site-nav .session-slot').boundingBox();
    expect(await slot(admin)).toEqual(await slot(visitor));
  });

  it('turns solid after 20 px of scroll and back at the top', async () => {
    const page = await site.newPage();
    await page.goto(SHELL_PAGE);
    await lengthen(page);
    const header = page.locator('[data-site-header]');
    const state = () =>
      header.evaluate((element) => ({
        scrolled: element.classList.contains('is-scrolled'),
        background: getComputedStyle(element).backgroundColor,
      }));
    expect((await state()).scrolled).toBe(false);
    // Until the page has dispatched the scroll to 15 px and painted the frame after it.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          addEventListener('scroll', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), { once: true });
          window.scrollTo({ top: 15, behavior: 'instant' });
        }),
    );
    expect((await state()).scrolled).toBe(false);
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
    expect(await waitFor(async () => (await state()).scrolled)).toBe(true);
    expect(await waitFor(async () => (await state()).background === 'rgb(255, 255, 255)')).toBe(true);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    expect(await waitFor(async () => !(await state()).scrolled)).toBe(true);
  });

  it('folds the menu behind a toggle at 375 px and scrolls the icon strip 200 px per click', async () => {
    const page = await site.newPage({ viewport: { width: 375, height: 740 } });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator('#site-menu');
    expect(await toggle.getAttribute('aria-controls')).toBe('site-menu');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.isVisible()).toBe(true);
    expect(await visibleItems(page)).toEqual([...HEADER_ITEMS, 'Sign In']);
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);

    const strip = page.locator('[data-strip]');
    expect(await strip.isVisible()).toBe(true);
    const scrollLeft = () => strip.evaluate((element) => Math.round(element.scrollLeft));
    expect(await strip.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeGreaterThan(200);
    expect(await scrollLeft()).toBe(0);
    await page.getByRole('button', { name: 'Scroll shortcuts right' }).click();
    expect(await waitFor(async () => (await scrollLeft()) === 200)).toBe(true);
    await page.getByRole('button', { name: 'Scroll shortcuts left' }).click();
    expect(await waitFor(async () => (await scrollLeft()) === 0)).toBe(true);
  });

  it('shows neither the strip nor the toggle on a desktop', async () => {
    const page = await site.newPage();
    await page.goto('/');
    expect(await page.locator('[data-strip]').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
  });
});

describe('footer', { timeout: BROWSER_TEST_TIMEOUT }, () => {
  it('has the quick links, the product names, the contact details and this year', async () => {
    const page = await site.newPage();
    // The year comes from the visitor's clock, not from the day the site was built.
    await page.clock.setFixedTime(new Date('2031-01-05T10:00:00Z'));
    await page.goto(SHELL_PAGE);
    const footer = page.locator('footer');
    const links = await footer
      .locator('[data-footer-links] a')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(links).toEqual(['/', '/products', '/about', '/contact']);
    expect(await footer.locator('[data-footer-products] li').allInnerTexts()).toEqual([
      'Woven & Printed Labels',
      'Designer Tags',
      'Fancy Ribbons',
      'Fashion Badges',
      'Metal Badges',
      'Promotional Key Rings',
    ]);
    const text = await footer.innerText();
    for (const fact of [
      fullAddress(DEFAULT_SETTINGS),
      DEFAULT_SETTINGS.emails[0],
      phone.display,
      DEFAULT_SETTINGS.address.country,
    ])
      expect(text).toContain(fact);
    expect(await footer.locator('[data-current-year]').innerText()).toBe('2031');
    expect(text).toContain('© 2031');
  });

  it('offers a back-to-top button once scrolled, which scrolls smoothly to the top', async () => {
    const page = await site.newPage();
    await page.goto(SHELL_PAGE);
    await lengthen(page);
    const button = page.getByRole('button', { name: 'Back to top' });
    expect(await button.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo({ top: 2500, behavior: 'instant' }));
    expect(await waitFor(() => button.isVisible())).toBe(true);
    await button.click();
    const positions: number[] = [];
    await waitFor(async () => {
      positions.push(await page.evaluate(() => window.scrollY));
      return positions.at(-1) === 0;
    });
    expect(positions.at(-1)).toBe(0);
    // Smooth: it passed through positions between the two ends.
    expect(positions.some((y) => y > 0 && y < 2500)).toBe(true);
    expect(await waitFor(async () => !(await button.isVisible()))).toBe(true);
  });
});

describe('carried anchors', { timeout: BROWSER_TEST_TIMEOUT }, () => {
  it('clears the anchor of /products#product-section from the address', async () => {
    const page = await site.newPage();
    await page.goto('/products#product-section');
    expect(await waitFor(async () => !page.url().includes('#'))).toBe(true);
    expect(new URL(page.url()).pathname).toMatch(/^\/products\/?$/);
    // The catalogue has that section: the page scrolls to it and says nothing.
    expect(await waitFor(async () => (await page.evaluate(() => window.scrollY)) > 0)).toBe(true);
    // Deliberate: a toast that does not come can only be seen over a while (its code loads only when wanted).
    await page.waitForTimeout(800);
    expect(await page.getByText('Feature Coming Soon').count()).toBe(0);
  });

  it('scrolls smoothly to an anchor the page has, without a message', async () => {
    const page = await site.newPage();
    await page.goto(`${SHELL_PAGE}#site-footer`);
    expect(new URL(page.url()).hash).toBe('');
    expect(await waitFor(async () => (await page.evaluate(() => window.scrollY)) > 0)).toBe(true);
    // Deliberate, as above: no toast over a while.
    await page.waitForTimeout(800);
    expect(await page.getByText('Feature Coming Soon').count()).toBe(0);
  });

  it("says 'Feature Coming Soon' for 3 s when the anchor is missing", async () => {
    const page = await site.newPage();
    await page.goto('/blog#no-such-section');
    const toast = page.getByText('Feature Coming Soon');
    expect(await waitFor(() => toast.isVisible())).toBe(true);
    expect(new URL(page.url()).hash).toBe('');
    // Gone well before the 5 s every other toast stays.
    expect(await waitFor(async () => (await toast.count()) === 0, 4500)).toBe(true);
  });
});

describe('accessibility and weight', { timeout: BROWSER_TEST_TIMEOUT }, () => {
  it('has no axe violations in the header and footer on a desktop', async () => {
    const page = await site.newPage();
    await page.goto(SHELL_PAGE);
    await expectAccessible(page, 'header');
    await expectAccessible(page, 'footer');
  });

  it('has no axe violations with the mobile menu open', async () => {
    const page = await site.newPage({ viewport: { width: 375, height: 740 } });
    await page.goto(SHELL_PAGE);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expectAccessible(page, 'header');
    await expectAccessible(page, 'footer');
  });

  // The shell's share of a page's 15 KB budget (scripts/bench/site.ts checks whole pages).
  it('ships at most 6 KB of gzip script before any interaction, and no React', async () => {
    const { total, scripts, listing } = await scriptsBeforeInteraction(await site.newPage(), SHELL_PAGE);
    expect(total, listing).toBeLessThanOrEqual(6 * 1024);
    expect(scripts.map((script) => script.url).filter((url) => /react|SiteDialogs|client\./i.test(url))).toEqual([]);
  });
});

describe('layout stability', { timeout: BROWSER_TEST_TIMEOUT * 2 }, () => {
  /** What moved while the page loaded: each shift with the elements it moved, for the failure message. */
  async function shiftsWhileLoading(page: Page, path: string) {
    await page.goto(path, { waitUntil: 'networkidle' });
    // Deliberate: the window after load in which a late shift is looked for.
    await page.waitForTimeout(500);
    return page.evaluate(() => (window as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts);
  }

  it('moves nothing while any public page loads on a slow CPU', async () => {
    const page = await site.newPage();
    // A slow phone's CPU: the parser yields and paints a half-parsed page unless the shell stops it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.addInitScript(() => {
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
      const shifts: { value: number; moved: string[] }[] = [];
      (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput) continue;
          const moved = entry.sources.map((source) =>
            source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node?.textContent),
          );
          shifts.push({ value: entry.value, moved });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const links = async (path: string, prefix: string) => {
      expect(await shiftsWhileLoading(page, path), path).toEqual([]);
      return page.locator(`main a[href^="${prefix}"]`).first().getAttribute('href');
    };
    const product = await links('/products', '/products/');
    const post = await links('/blog', '/blog/');
    expect(product).toBeTruthy();
    expect(post).toBeTruthy();
    for (const path of ['/', '/about', '/contact', '/signin', '/forgot-password', '/reset-password', product!, post!]) {
      const shifts = await shiftsWhileLoading(page, path);
      expect(shifts, `${path}: ${JSON.stringify(shifts)}`).toEqual([]);
    }
  });
});
