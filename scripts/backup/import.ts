/**
 * `npm run import -- <file> [--force]`: restores an archive made by `npm run export` into DATA_DIR's
 * local store (or Netlify's Blobs when its environment is present). The target must be empty unless
 * --force, which replaces its contents. Counts are verified afterwards. Restart `npm start` (or
 * redeploy) afterwards so the public pages are built from the restored data.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { describeCounts, importArchive, openTarget } from './archive.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false } },
});
if (positionals.length !== 1) {
  console.error('Usage: npm run import -- <archive.jsonl.gz> [--force]');
  process.exit(2);
}
const file = path.resolve(positionals[0]);

const started = Date.now();
const target = await openTarget();
try {
  const counts = await importArchive(file, { force: values.force });
  console.log(`Imported ${describeCounts(counts)} from ${file} into ${target.where} in ${Date.now() - started} ms.`);
} catch (error) {
  console.error(`Import failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await target.stop();
}
