/**
 * `npm start`: the whole site on one machine, no account, no network. Serves the built site, the API and
 * an on-disk Blobs store; seeds demo content on first start; rebuilds the site after content changes.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { keepServingAfterStrayErrors } from './runtime/crash-guard.ts';
import { dataDir, startLocalBlobs } from './runtime/local-blobs.ts';
import { SiteBuilder } from './runtime/builder.ts';
import { ensureLocalAdmin } from './runtime/local-admin.ts';
import { localAuthSecret } from './runtime/local-secret.ts';
import { loadScheduled, startSchedules } from './runtime/scheduler.ts';
import { startRuntime } from './runtime/server.ts';
import { DEMO_CUSTOMER_PAGE_KEY } from './seed/quotations.ts';
import { STORE_NAMES, readJSON } from '../src/lib/server/store/index.ts';

// First: whatever a request does, the site goes on serving (scripts/runtime/crash-guard.ts).
keepServingAfterStrayErrors();
process.env.ASTRO_TELEMETRY_DISABLED = '1';
const projectRoot = process.cwd();
const dir = dataDir();
await mkdir(dir, { recursive: true });
process.env.AUTH_SECRET ||= await localAuthSecret(dir);

const blobs = await startLocalBlobs(path.join(dir, 'blobs'));
if (process.env.SEED !== '0') {
  // Loaded only when needed: seeding draws pictures with sharp.
  const { seedIfEmpty } = await import('./seed/seed.ts');
  if (await seedIfEmpty()) console.log('Seeded demo content.');
}
const demoAdmin = await ensureLocalAdmin();

const builder = new SiteBuilder({ sitesDir: path.join(dir, 'sites'), projectRoot });
const hadSite = await builder.restore();
const runtime = await startRuntime({
  projectRoot,
  builder,
  port: Number(process.env.PORT ?? 8888),
  host: process.env.HOST ?? '127.0.0.1',
});
process.env.BUILD_HOOK_URL = runtime.buildHookUrl;
await writeFile(
  path.join(dir, 'runtime.json'),
  JSON.stringify({ url: runtime.url, buildHookUrl: runtime.buildHookUrl, pid: process.pid }),
);

// Rebuild at start (the templates may have changed); tests skip it for a data folder this checkout just built.
const firstBuild = hadSite && process.env.REBUILD_AT_START === '0' ? Promise.resolve() : builder.request();
if (!hadSite) {
  console.log('Building the site…');
  await firstBuild;
}
// Scheduled functions (inbox compaction, mail retries) run on their schedule, as on Netlify.
process.env.URL ??= runtime.url;
const stopSchedules = startSchedules(await loadScheduled(path.join(projectRoot, 'netlify/functions')));
console.log(`\nSite ready at ${runtime.url}  (data in ${dir})`);
if (demoAdmin) console.log(`Sign in at ${runtime.url}/signin with ${demoAdmin.email} / ${demoAdmin.password}`);
const demoPage = await readJSON<string>(STORE_NAMES.meta, DEMO_CUSTOMER_PAGE_KEY).catch(() => null);
if (demoPage) console.log(`A customer's page of a demo quotation: ${runtime.url}/q/${demoPage}`);

async function shutdown() {
  stopSchedules();
  builder.stop();
  await runtime.close();
  await blobs.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
