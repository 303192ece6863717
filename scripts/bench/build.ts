/**
 * `npm run bench:build -- [--products 1000] [--runs 2] [--profile]`: the static build alone, over a store
 * seeded with that many products and 200 posts (the local runtime's build child, as a publish runs it).
 * Prints each build's time; run it at 1,000 and 10,000 to see the time per 1,000 products. `--profile`
 * writes a V8 CPU profile of the last build into bench-results/.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startLocalBlobs } from '../runtime/local-blobs.ts';
import { seedDemo } from '../seed/seed.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '2' },
    profile: { type: 'boolean', default: false },
  },
});
const dir = await mkdtemp(path.join(tmpdir(), 'labels-build-'));
process.env.DATA_DIR = dir;
// The store is served from this process: the build child reads it over HTTP, so nothing here may block.
const blobs = await startLocalBlobs(path.join(dir, 'blobs'));
try {
  console.log(`Seeding ${values.products} products and 200 posts…`);
  await seedDemo({ products: Number(values.products), blogs: 200 });
  await mkdir('bench-results', { recursive: true });
  const runs = Number(values.runs);
  for (let run = 1; run <= runs; run += 1) {
    const profile = values.profile && run === runs ? ['--cpu-prof', '--cpu-prof-dir=bench-results'] : [];
    const started = Date.now();
    const code = await new Promise<number | null>((resolve) =>
      spawn(process.execPath, [...profile, 'scripts/runtime/build-site.ts', path.join(dir, `site-${run}`)], {
        env: { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' },
        stdio: ['ignore', 'ignore', 'inherit'],
      }).on('exit', resolve),
    );
    console.log(`Build ${run}: ${code === 0 ? 'ok' : `failed (${code})`} in ${Date.now() - started} ms`);
  }
} finally {
  await blobs.stop();
  await rm(dir, { recursive: true, force: true });
}
