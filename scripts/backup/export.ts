/**
 * `npm run export -- [file]`: writes every store (records, meta, users, images with their metadata) to
 * one archive, by default backups/labels-<time>.jsonl.gz. Reads DATA_DIR's local store, or Netlify's
 * Blobs when its environment is present.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { describeCounts, exportArchive, openTarget } from './archive.ts';

const { positionals } = parseArgs({ allowPositionals: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = path.resolve(positionals[0] ?? path.join('backups', `labels-${stamp}.jsonl.gz`));
await mkdir(path.dirname(file), { recursive: true });

const started = Date.now();
const target = await openTarget();
try {
  const counts = await exportArchive(file);
  console.log(`Exported ${describeCounts(counts)} from ${target.where} to ${file} in ${Date.now() - started} ms.`);
} catch (error) {
  console.error(`Export failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await target.stop();
}
