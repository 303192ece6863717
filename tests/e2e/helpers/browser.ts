/**
 * Browser tests: Debian's Chromium driven by playwright-core against the real local runtime
 * (`npm start`'s entry point on a free port, its own data folder, seeded with the demo content).
 * Each file starts its own site on its own copy of the run's seeded and built data folder
 * (tests/helpers/site-template.ts): run one file at a time while developing,
 * `npm test -- tests/e2e/<file>.test.ts`. playwright-core has no `expect`: use vitest's.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Download, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import type { RunningSite } from '../../../scripts/runtime/spawn.ts';
import { startSiteFromTemplate, type TemplateSpec } from '../../helpers/site-template.ts';
import { launchBrowser, TEST_BROWSER_OPTIONS } from './chromium.ts';

export { CHROMIUM_ARGS, CHROMIUM_PATH, launchBrowser } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's Chromium (tests/helpers/global-setup.ts), when the run has browser test files. */
    chromiumEndpoint?: string;
  }
}

/**
 * The file's connection to the run's Chromium, or a Chromium of its own without one (another config). Its
 * contexts are its own, as a launched browser's are: own storage, cookies and cache; closing it closes them.
 */
function connectBrowser(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  return endpoint ? chromium.connect(endpoint) : launchBrowser(TEST_BROWSER_OPTIONS);
}

/** The bytes of a download, read over the connection (a connected browser's download has no local path). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface BrowserSite {
  /** The site's base address, e.g. http://127.0.0.1:41234 */
  readonly url: string;
  readonly site: RunningSite;
  readonly browser: Browser;
  /**
   * A fresh context (own storage, so no token) and page; closed after the test that opened it (after the
   * file when opened outside a test): an open page keeps painting its animations, a core's worth for a few.
   */
  newPage(options?: { viewport?: { width: number; height: number }; javaScriptEnabled?: boolean }): Promise<Page>;
  /** A page whose localStorage already holds a valid staff token `tk`. */
  adminPage(options?: { viewport?: { width: number; height: number } }): Promise<Page>;
  /** A staff token for direct API calls. */
  token(options?: { fresh?: boolean }): Promise<string>;
  /** Keeps a page opened in a test open until the file ends, for a later test that goes on with it. */
  keepOpen(page: Page): void;
  /**
   * The file's one page at the default size (1280 × 800, scripts on), opened on first use and closed when the file
   * ends: for the tests of one screen that each go to it afresh and only read it, so none waits for a context of
   * its own. A test that scripts the page, listens to it or changes what is stored opens its own with newPage.
   */
  sharedPage(): Promise<Page>;
}

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'labels-demo-2026' };

/** The first start of `npm start` with nothing set: the demo content and the demo admin. */
const DEMO_TEMPLATE: TemplateSpec = { name: 'demo', env: {} };

/**
 * One running site per test file, and the file's own connection to the run's Chromium (its contexts are its
 * own). `env` goes to the runtime; a file that needs other first content (e.g. SEED=0 for an empty store)
 * names its own `template`; `stepTimeout` is how long a page's step may wait (15 s unless a file's pages are
 * heavier).
 */
export function useBrowserSite(
  options: { env?: Record<string, string>; template?: TemplateSpec; stepTimeout?: number } = {},
): BrowserSite {
  let site: RunningSite | undefined;
  let browser: Browser | undefined;
  let cachedToken: string | undefined;
  const contexts: BrowserContext[] = [];
  /** The contexts opened by the running test, or null between tests. */
  let testContexts: BrowserContext[] | null = null;
  /** The file's shared page, once a test has asked for it. */
  let shared: Promise<Page> | undefined;

  beforeAll(async () => {
    [site, browser] = await Promise.all([
      startSiteFromTemplate(options.template ?? DEMO_TEMPLATE, { FORM_RATE_LIMIT: '0', ...options.env }),
      connectBrowser(),
    ]);
  });
  beforeEach(() => {
    testContexts = [];
  });
  afterEach(async () => {
    const opened = testContexts ?? [];
    testContexts = null;
    await Promise.all(opened.map((context) => context.close().catch(() => {})));
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => {})));
    // A connected browser's close ends the connection and the contexts made through it, not the run's Chromium.
    await browser?.close();
    await site?.stop();
  });

  const api: BrowserSite = {
    get url() {
      if (!site) throw new Error('site not started');
      return site.url;
    },
    get site() {
      if (!site) throw new Error('site not started');
      return site;
    },
    get browser() {
      if (!browser) throw new Error('browser not started');
      return browser;
    },
    async newPage({ viewport = { width: 1280, height: 800 }, javaScriptEnabled = true } = {}) {
      const context = await api.browser.newContext({ baseURL: api.url, viewport, javaScriptEnabled });
      (testContexts ?? contexts).push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(options.stepTimeout ?? 15_000);
      // A whole page load (every image and font) under CI's load of two test files building at once on
      // two cores has been seen to pass 15 s; what a page does after loading keeps the 15 s.
      page.setDefaultNavigationTimeout(45_000);
      return page;
    },
    /** The demo admin's token, shared by the file's tests; `fresh` signs in anew (for a test that ends its session). */
    async token({ fresh = false } = {}) {
      if (!cachedToken || fresh) {
        const response = await fetch(`${api.url}/api/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(DEMO_ADMIN),
        });
        const body = (await response.json()) as { token?: string; message?: string };
        if (!body.token) throw new Error(`login failed: ${response.status} ${body.message}`);
        if (fresh) return body.token;
        cachedToken = body.token;
      }
      return cachedToken;
    },
    sharedPage() {
      shared ??= (async () => {
        const context = await api.browser.newContext({ baseURL: api.url, viewport: { width: 1280, height: 800 } });
        contexts.push(context);
        const page = await context.newPage();
        page.setDefaultTimeout(options.stepTimeout ?? 15_000);
        page.setDefaultNavigationTimeout(45_000);
        return page;
      })();
      return shared;
    },
    keepOpen(page) {
      const index = testContexts?.indexOf(page.context()) ?? -1;
      if (index >= 0) contexts.push(...(testContexts ?? []).splice(index, 1));
    },
    async adminPage(pageOptions = {}) {
      const token = await api.token();
      const page = await api.newPage(pageOptions);
      await page.context().addInitScript((value) => {
        if (!localStorage.getItem('tk')) localStorage.setItem('tk', value);
      }, token);
      return page;
    },
  };
  return api;
}

/** axe-core over the page (or a part of it): no WCAG 2.2 A/AA violation. */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  // A toast still fading in is half transparent: axe would measure its text against the page behind it.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-sonner-toast]')].every((toast) => getComputedStyle(toast).opacity === '1'),
  );
  // Legacy mode runs axe in the page itself: the default opens a blank page of its own to put the results of
  // each frame together, which doubled each check's time, and these pages have no frame from elsewhere.
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

/** Calls the site's API directly (to set up or check what the browser did). */
export async function callApi<T = unknown>(
  site: BrowserSite,
  path: string,
  options: { method?: string; body?: unknown; auth?: boolean } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.auth) headers.Authorization = `Bearer ${await site.token()}`;
  const response = await fetch(`${site.url}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as T };
}

/** Polls `check` until it holds, and answers whether it did within `timeoutMs`. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

/** Waits until GET /api/site-status says the public site holds every change made so far. */
export async function waitForLive(site: BrowserSite, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    const { body } = await callApi<{ state?: string }>(site, '/api/site-status', { auth: true });
    last = body;
    if (body?.state === 'live') return;
    if (body?.state === 'failed') throw new Error(`site build failed: ${JSON.stringify(body)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`site not live in ${timeoutMs} ms: ${JSON.stringify(last)}`);
}
