/**
 * `npm run seed -- [--products N] [--blogs N] [--enquiries N] [--reset] [--no-enquiries]`: writes demo
 * content into the local store (DATA_DIR), e.g. `--products 1000` for benchmarks. `--enquiries 100000`
 * adds that many enquiries of the four kinds over the last two years (scripts/seed/bulk-enquiries.ts);
 * `--no-enquiries` leaves out the few sample ones. A running `npm start` is told to rebuild.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dataDir, startLocalBlobs } from './runtime/local-blobs.ts';
import { seedEnquiries } from './seed/bulk-enquiries.ts';
import { seedDemo } from './seed/seed.ts';
import { products } from '../src/lib/server/collections.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '40' },
    blogs: { type: 'string', default: '8' },
    enquiries: { type: 'string', default: '0' },
    reset: { type: 'boolean', default: false },
    'no-enquiries': { type: 'boolean', default: false },
  },
});

const enquiries = Number(values.enquiries);
if (!Number.isInteger(enquiries) || enquiries < 0) throw new Error(`--enquiries takes a whole number, not "${values.enquiries}"`);

let started = Date.now();
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
if (enquiries > 0) {
  started = Date.now();
  const active = (await products.all()).filter((product) => product.status === 'Active');
  const byKind = await seedEnquiries(enquiries, { products: active, seed: Date.now() });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `Added ${enquiries} enquiries (${Object.entries(byKind)
      .map(([kind, n]) => `${n} ${kind}`)
      .join(', ')}) in ${seconds} s.`,
  );
}
await blobs.stop();
