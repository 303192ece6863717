/**
 * `npm run seed -- [--products N] [--blogs N] [--reset] [--no-enquiries]`: writes demo content into the
 * local store (DATA_DIR), e.g. `--products 1000` for benchmarks. A running `npm start` is told to rebuild.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dataDir, startLocalBlobs } from './runtime/local-blobs.ts';
import { seedDemo } from './seed/seed.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '40' },
    blogs: { type: 'string', default: '8' },
    reset: { type: 'boolean', default: false },
    'no-enquiries': { type: 'boolean', default: false },
  },
});

const started = Date.now();
const blobs = await startLocalBlobs(path.join(dataDir(), 'blobs'));
// The running runtime (if any) rebuilds through its hook once the content is in.
try {
  process.env.BUILD_HOOK_URL = JSON.parse(await readFile(path.join(dataDir(), 'runtime.json'), 'utf8')).buildHookUrl;
} catch {
  delete process.env.BUILD_HOOK_URL;
}
const added = await seedDemo({
  products: Number(values.products),
  blogs: Number(values.blogs),
  reset: values.reset,
  enquiries: !values['no-enquiries'],
});
console.log(
  `Added ${added.products} products, ${added.blogs} blog posts, ${added.testimonials} testimonials in ${Date.now() - started} ms.`,
);
await blobs.stop();
