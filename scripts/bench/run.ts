/**
 * `npm run bench`: the local runtime with 1,000 products and 200 posts.
 * - full build time of the site;
 * - 50 concurrent clients on the catalogue read, a contact submission, the dashboard and a static page
 *   (p50/p95/req/s, and the function/static p95 ratio);
 * - time from an admin product change to its page being served;
 * - the contact submission with lead notifications on against off (scripts/bench/mail.ts), on the disk store
 *   and with 50 ms a store request (Netlify Blobs over the network).
 * Figures are printed and written to bench-results/runtime.json. Targets: p95 < 50 ms and function
 * p95 ≤ 3× static; build < 60 s (ideally < 15 s); change → live < 30 s; submission p95 with
 * notifications within 10 % of without.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startLocalBlobs } from '../runtime/local-blobs.ts';
import { productPath } from '../../src/lib/slugs.ts';
import { startSite } from '../runtime/spawn.ts';
import { seedDemo } from '../seed/seed.ts';
import { load } from './load.ts';
import { type NotificationBench, benchNotifications, printNotificationBench } from './mail.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '1000' },
    blogs: { type: 'string', default: '200' },
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    // Keep the store in memory (/dev/shm): shows the runtime's own ceiling, without the disk's.
    tmpfs: { type: 'boolean', default: false },
  },
});
const connections = Number(values.connections);
const durationMs = Number(values.seconds) * 1000;
const ADMIN = { email: 'bench@example.com', password: 'bench-password-123' };

const dir = await mkdtemp(path.join(values.tmpfs ? '/dev/shm' : tmpdir(), 'labels-bench-'));

console.log(`Seeding ${values.products} products and ${values.blogs} posts…`);
let started = Date.now();
process.env.DATA_DIR = dir;
const blobs = await startLocalBlobs(path.join(dir, 'blobs'));
await seedDemo({ products: Number(values.products), blogs: Number(values.blogs) });
await blobs.stop();
const seedMs = Date.now() - started;

console.log('Starting the runtime (first full build)…');
started = Date.now();
const site = await startSite({
  dataDir: dir,
  env: { SEED: '0', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, FORM_RATE_LIMIT: '0' },
});
const firstStartMs = Date.now() - started;
const fullBuildMs = Number(/\[build\] site rebuilt in (\d+) ms/.exec(site.output())?.[1]);

const post = async (pathname: string, body: unknown, token?: string) => {
  const response = await fetch(new URL(pathname, site.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return response.json();
};
const token: string = (await post('/api/login', ADMIN)).token;
const auth = { authorization: `Bearer ${token}` };
const products = await (await fetch(new URL('/api/products?limit=1000', site.url))).json();
const staticPath = `${productPath(products[0].name)}/`;

const scenarios = {
  'GET /api/products?limit=1000': { path: '/api/products?limit=1000' },
  'POST /api/contacts': {
    method: 'POST',
    path: '/api/contacts',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Visitor {n}',
      email: 'bench@example.com',
      phone: '9876543210',
      company: 'Bench Co',
      subject: 'bulk-order',
      message: 'Benchmark enquiry about 5000 woven labels.',
    }),
  },
  'GET /api/dashboard': { path: '/api/dashboard', headers: auth },
  [`GET ${staticPath} (static)`]: { path: staticPath },
};

const results: Record<string, Awaited<ReturnType<typeof load>>> = {};
for (const [name, spec] of Object.entries(scenarios)) {
  await load(site.url, spec, { connections, durationMs: 1000 }); // warm-up
  results[name] = await load(site.url, spec, { connections, durationMs });
  const r = results[name];
  console.log(
    `${name.padEnd(44)} p50 ${r.p50} ms  p95 ${r.p95} ms  p99 ${r.p99} ms  ${r.perSecond} req/s  ${JSON.stringify(r.statuses)}`,
  );
}
const staticP95 = results[`GET ${staticPath} (static)`].p95;
const functionP95 = Math.max(
  results['GET /api/products?limit=1000'].p95,
  results['POST /api/contacts'].p95,
  results['GET /api/dashboard'].p95,
);

// Change → live: create a product, then poll its page until it is served.
const changes: number[] = [];
for (let n = 1; n <= 3; n += 1) {
  const name = `Bench Live Tag ${n} ${Date.now()}`;
  const changed = Date.now();
  await post(
    '/api/products/',
    {
      name,
      category: 'hang tags',
      shortDescription: 'Bench tag',
      longDescription: 'A product made by the benchmark.',
      price: 9.5,
      status: 'Active',
    },
    token,
  );
  for (;;) {
    if ((await fetch(new URL(productPath(name), site.url))).status === 200) break;
    if (Date.now() - changed > 120_000) throw new Error('page never went live');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  changes.push(Date.now() - changed);
}

const summary = {
  date: new Date().toISOString(),
  store: values.tmpfs ? 'tmpfs (/dev/shm)' : `disk (${tmpdir()})`,
  products: Number(values.products),
  blogs: Number(values.blogs),
  connections,
  seconds: durationMs / 1000,
  seedMs,
  firstStartMs,
  fullBuildMs,
  results,
  functionToStaticP95: Math.round((functionP95 / staticP95) * 10) / 10,
  changeToLiveMs: changes,
  notifications: [] as NotificationBench[],
};
console.log(`\nFull build (${values.products} products, ${values.blogs} posts): ${fullBuildMs} ms`);
console.log(`Function/static p95 ratio: ${summary.functionToStaticP95}`);
console.log(`Product change → page served: ${changes.join(' ms, ')} ms`);
await site.stop();
await rm(dir, { recursive: true, force: true });

// Its own two runtimes (on and off), started once this one has stopped: once on the disk store, once with
// each store request taking 50 ms, as Netlify Blobs over the network (where the mails' work is not on the answer's path).
for (const storeLatencyMs of [0, 50]) {
  const notifications = await benchNotifications({ storeLatencyMs });
  printNotificationBench(notifications);
  summary.notifications.push(notifications);
}
await mkdir('bench-results', { recursive: true });
await writeFile(`bench-results/runtime${values.tmpfs ? '-tmpfs' : ''}.json`, JSON.stringify(summary, null, 2));
