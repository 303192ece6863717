/**
 * `npm exec -- node scripts/bench/publish.ts [--products 1000] [--runs 3]` (Node 24 from node_modules):
 * the time from clicking 'Save Product' in Manage Products to the new product's public page being
 * served, with a large catalogue seeded. Drives the real admin screen in Chromium against the local
 * runtime; prints each run, the median and the site's build times, and writes bench-results/publish.json.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startLocalBlobs } from '../runtime/local-blobs.ts';
import { productPath } from '../../src/lib/slugs.ts';
import { launchBrowser } from '../../tests/e2e/helpers/browser.ts';
import { startSite } from '../runtime/spawn.ts';
import { seedDemo } from '../seed/seed.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '3' },
  },
});
const ADMIN = { email: 'bench@example.com', password: 'bench-password-123' };

const dir = await mkdtemp(path.join(tmpdir(), 'labels-publish-'));
console.log(`Seeding ${values.products} products…`);
process.env.DATA_DIR = dir;
const blobs = await startLocalBlobs(path.join(dir, 'blobs'));
await seedDemo({ products: Number(values.products), blogs: 8, enquiries: false });
await blobs.stop();

console.log('Starting the runtime (first full build)…');
const site = await startSite({
  dataDir: dir,
  timeoutMs: 300_000,
  env: { SEED: '0', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
});
const browser = await launchBrowser();
const runs: number[] = [];
const buildsMs: number[] = [];
try {
  const login = await fetch(`${site.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const context = await browser.newContext({ baseURL: site.url, viewport: { width: 1280, height: 800 } });
  await context.addInitScript((value) => localStorage.setItem('tk', value), token);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await page.goto('/admin/manage-products');
  await page.getByRole('heading', { level: 1, name: 'Manage Products' }).waitFor();

  for (let run = 1; run <= Number(values.runs); run += 1) {
    const name = `Publish Bench Tag ${run} ${Date.now()}`;
    await page.getByRole('button', { name: 'Add New' }).click();
    const panel = page.getByRole('dialog');
    await panel.getByLabel('Name').fill(name);
    await panel.getByLabel('Category').selectOption('hang tags');
    await panel.getByLabel('Short Description').fill('A tag made by the publishing benchmark');
    await panel.getByLabel('Long Description').fill('Made by scripts/bench/publish.ts to time Save → live.');
    await panel.getByLabel(/^Price/).fill('9.5');
    const started = Date.now();
    await panel.getByRole('button', { name: 'Save Product' }).click();
    for (;;) {
      if ((await fetch(`${site.url}${productPath(name)}`)).status === 200) break;
      if (Date.now() - started > 180_000) throw new Error(`${name}: page never went live`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    runs.push(Date.now() - started);
    console.log(`Run ${run}: Save → public page live in ${runs.at(-1)} ms`);
    await panel.waitFor({ state: 'hidden' });
  }
  // The runtime's own build times, to tell the build from the rest of the path.
  buildsMs.push(...[...site.output().matchAll(/\[build\] site rebuilt in (\d+) ms/g)].map((match) => Number(match[1])));
} finally {
  await browser.close();
  await site.stop();
  await rm(dir, { recursive: true, force: true });
}

const median = [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)];
console.log(`\nSave → live with ${values.products} products: median ${median} ms (${runs.join(', ')} ms)`);
console.log(`Site builds during the run (first is the start): ${buildsMs.join(', ')} ms`);
await mkdir('bench-results', { recursive: true });
await writeFile(
  'bench-results/publish.json',
  JSON.stringify(
    { date: new Date().toISOString(), products: Number(values.products), runsMs: runs, medianMs: median, buildsMs },
    null,
    2,
  ),
);
