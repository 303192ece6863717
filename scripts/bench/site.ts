/**
 * `npm run bench:site`: the public site as a visitor's phone gets it, over the real local runtime.
 * - JavaScript loaded before any interaction, gzip bytes per page (budgets: 15 KB; 70 KB on /products and /quote),
 *   measured in Chromium (files and inline code) and, as a check, Lighthouse's script transfer;
 * - Lighthouse 13, mobile preset, on every public page (budget: ≥ 98 in each category, CLS 0);
 * - catalogue filtering over 1,000 products (budget: < 10 ms per keystroke; scripts/bench/filter.ts).
 * Prints a table, writes bench-results/site.json, and exits 1 when a budget is missed.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchBrowser } from '../../tests/e2e/helpers/browser.ts';
import { productPath, toBlogSlug } from '../../src/lib/slugs.ts';
import { startSite } from '../runtime/spawn.ts';

const run = promisify(execFile);
const { values } = parseArgs({
  allowNegative: true,
  options: {
    // --no-lighthouse: only the script budgets (a minute instead of several).
    lighthouse: { type: 'boolean', default: true },
    // Measure a site already running (e.g. `npm start`) instead of starting one.
    url: { type: 'string' },
    // Only these pages (repeat it: --only /orders --only /privacy), e.g. after changing one.
    only: { type: 'string', multiple: true },
  },
});

const JS_BUDGET = 15 * 1024;
/** Pages allowed more than JS_BUDGET: the catalogue's island (it hydrates on interaction) and the quote list's (at once). */
const JS_BUDGETS: Record<string, number> = { '/products': 70 * 1024, '/quote': 70 * 1024 };
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
const LIGHTHOUSE_MIN = 98;

const site = values.url ? null : await startSite({ env: { FORM_RATE_LIMIT: '0' } });
const base = values.url ?? site!.url;

const products = (await (await fetch(`${base}/api/products?limit=1000`)).json()) as { name: string }[];
const { blogs } = (await (await fetch(`${base}/api/blogs`)).json()) as { blogs: { slug: string; title: string }[] };
const pages = [
  '/',
  '/products',
  productPath(products[0].name),
  '/about',
  '/blog',
  `/blog/${encodeURIComponent(toBlogSlug(blogs[0]))}`,
  '/contact',
  '/quote',
  '/signin',
  '/forgot-password',
  '/reset-password',
  '/privacy',
  '/privacy-request',
  '/orders',
];
/** A buyer's page of a demo quotation: the demo admin finds one sent, and its address. */
async function customerPage(): Promise<string> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'labels-demo-2026' }),
  });
  const { token } = (await login.json()) as { token: string };
  const staff = { authorization: `Bearer ${token}` };
  const sent = (await (await fetch(`${base}/api/quotations?status=Sent&limit=1`, { headers: staff })).json()) as {
    data: { _id: string }[];
  };
  const quotation = (await (await fetch(`${base}/api/quotations/${sent.data[0]._id}`, { headers: staff })).json()) as {
    data: { customerUrl: string };
  };
  return new URL(quotation.data.customerUrl).pathname;
}
const customer = await customerPage();
pages.push(customer);
/** How a page is named in the results: a buyer's page's secret is not printed. */
const named = (pathname: string) => (pathname === customer ? '/q/{secret}' : pathname);

/** Pages kept out of search on purpose (noindex): Lighthouse's SEO score counts that against them. */
const NOT_FOR_SEARCH = new Set(['/reset-password', customer]);

/** Gzip bytes of every script the page loads (files and inline code) until it is idle, untouched. */
async function scriptBytes(browser: Awaited<ReturnType<typeof launchBrowser>>, pathname: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  let files = 0;
  const scripts: string[] = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script') return;
    scripts.push(response.url());
    // The runtime answers gzip to a browser; sizes() gives the bytes that crossed the wire.
    const sizes = await response.request().sizes();
    files += sizes.responseBodySize;
  });
  await page.goto(`${base}${pathname}`, { waitUntil: 'networkidle' });
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')]
      .filter((script) => !/json/.test(script.getAttribute('type') ?? ''))
      .map((script) => script.textContent ?? '')
      .join('\n'),
  );
  await context.close();
  return { bytes: files + (inline ? gzipSync(inline).length : 0), scripts: scripts.length };
}

async function lighthouse(pathname: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'labels-lh-'));
  const output = path.join(dir, 'report.json');
  try {
    await run(
      'lighthouse',
      [
        `${base}${pathname}`,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
        '--only-categories=performance,accessibility,best-practices,seo',
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(await readFile(output, 'utf8'));
    const score = (id: string) => Math.round(report.categories[id].score * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      cls: report.audits['cumulative-layout-shift'].numericValue as number,
      lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
      scriptTransferBytes: (report.audits['network-requests'].details.items as { resourceType?: string; transferSize?: number }[])
        .filter((request) => request.resourceType === 'Script')
        .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
      failing: Object.values(report.audits as Record<string, { score: number | null; title: string; scoreDisplayMode: string }>)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
        .map((audit) => audit.title)
        .slice(0, 8),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const browser = await launchBrowser();
const rows: Record<string, unknown>[] = [];
const misses: string[] = [];
for (const pathname of pages.filter((page) => !values.only || values.only.includes(named(page)))) {
  const js = await scriptBytes(browser, pathname);
  const budget = JS_BUDGETS[pathname] ?? JS_BUDGET;
  const row: Record<string, unknown> = { page: named(pathname), jsKB: kb(js.bytes), jsBudgetKB: budget / 1024 };
  if (js.bytes > budget)
    misses.push(`${named(pathname)}: ${kb(js.bytes)} KB of script before interaction (budget ${budget / 1024} KB)`);
  if (values.lighthouse) {
    const { scriptTransferBytes, ...scores } = await lighthouse(pathname);
    Object.assign(row, { lighthouseScriptKB: kb(scriptTransferBytes) }, scores);
    if (scriptTransferBytes > budget)
      misses.push(`${named(pathname)}: Lighthouse counts ${kb(scriptTransferBytes)} KB of script (budget ${budget / 1024} KB)`);
    const judged = [scores.performance, scores.accessibility, scores.bestPractices];
    const lowest = Math.min(...judged, ...(NOT_FOR_SEARCH.has(pathname) ? [] : [scores.seo]));
    if (lowest < LIGHTHOUSE_MIN) misses.push(`${named(pathname)}: Lighthouse ${lowest} (budget ≥ ${LIGHTHOUSE_MIN})`);
    if (scores.cls > 0) misses.push(`${named(pathname)}: CLS ${scores.cls} (budget 0)`);
  }
  rows.push(row);
  console.log(JSON.stringify(row));
}
await browser.close();

// Measured against budget, one line a page.
console.table(
  rows.map(({ page, jsKB, jsBudgetKB, lighthouseScriptKB, performance, accessibility, bestPractices, seo, cls, lcpMs }) => ({
    page,
    'JS KB': jsKB,
    'budget KB': jsBudgetKB,
    ...(values.lighthouse && {
      'LH JS KB': lighthouseScriptKB,
      perf: performance,
      a11y: accessibility,
      BP: bestPractices,
      SEO: seo,
      CLS: cls,
      'LCP ms': lcpMs,
    }),
  })),
);

const filter = await run(process.execPath, ['scripts/bench/filter.ts']).catch((error: { stdout?: string; message: string }) => ({
  stdout: error.stdout ?? error.message,
}));
console.log(filter.stdout.trim());

await mkdir('bench-results', { recursive: true });
await writeFile(
  'bench-results/site.json',
  JSON.stringify({ date: new Date().toISOString(), pages: rows, filter: filter.stdout }, null, 2),
);
await site?.stop();
for (const miss of misses) console.log(`over budget: ${miss}`);
console.log(misses.length ? `\n${misses.length} budget(s) missed` : '\nEvery budget met');
process.exit(misses.length ? 1 : 0);
