/**
 * `npm run import -- <file> [--force [--backup <file>]]`: restores an archive made by `npm run export`
 * into DATA_DIR's local store (or Netlify's Blobs when its environment is present). The target must be
 * empty unless --force, which first exports what it holds (to --backup, by default
 * backups/before-import-<time>.jsonl.gz) and then replaces it. An archive holding the local demo admin
 * is refused for Netlify's store. Counts are verified afterwards. Restart `npm start` (or redeploy)
 * afterwards so the public pages are built from the restored data.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { describeCounts, importArchive, openTarget } from './archive.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false }, backup: { type: 'string' } },
});
if (positionals.length !== 1) {
  console.error('Usage: npm run import -- <archive.jsonl.gz> [--force [--backup <file>]]');
  process.exit(2);
}
const file = path.resolve(positionals[0]);

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const backupFile = path.resolve(values.backup ?? path.join('backups', `before-import-${stamp}.jsonl.gz`));

const started = Date.now();
const target = await openTarget();
try {
  if (values.force) await mkdir(path.dirname(backupFile), { recursive: true });
  const counts = await importArchive(file, { force: values.force, backupFile, local: target.local });
  if (values.force) console.log(`What the store held before is saved in ${backupFile} (if it held anything).`);
  console.log(`Imported ${describeCounts(counts)} from ${file} into ${target.where} in ${Date.now() - started} ms.`);
} catch (error) {
  console.error(`Import failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await target.stop();
}
