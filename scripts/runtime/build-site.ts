/**
 * Builds the static site into the folder named by the first argument (run as a child of the runtime).
 * A failed build ends with one line saying why, for staff (BUILD_FAILURE_MARKER, read by builder.ts).
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'astro';
import { SITE_RECORDS_ERROR } from '../../src/integrations/site-checks.ts';
import { PUBLISH_MESSAGES } from '../../src/lib/messages/publishing.ts';
import { dataDir } from './local-blobs.ts';
import { BUILD_FAILURE_MARKER } from './builder.ts';

const outDir = process.argv[2];
if (!outDir) {
  console.error('usage: build-site.ts <outDir>');
  process.exit(2);
}
const root = process.cwd();
process.env.DATA_DIR ??= dataDir();

/** The records' own check says which record and why; anything else is said by its first line. */
function reasonFor(error: unknown): string {
  if (error instanceof Error && error.name === SITE_RECORDS_ERROR) return error.message;
  const firstLine = (error instanceof Error ? error.message : String(error)).split('\n')[0].trim();
  return firstLine ? PUBLISH_MESSAGES.buildFailedBecause(firstLine.slice(0, 300)) : PUBLISH_MESSAGES.buildFailed;
}

// With outDir outside the working folder, Astro bundles the pages' server code into <cwd>/.astro,
// which two builds at once would share and break. Each build works in a folder of its own inside the
// project (so that code still finds node_modules).
const workDir = path.join(root, '.netlify', 'builds', `${process.pid}-${Date.now()}`);
await mkdir(workDir, { recursive: true });
process.chdir(workDir);
let failure: unknown = null;
try {
  await build({ root, outDir: path.resolve(root, outDir), logLevel: 'warn' });
} catch (error) {
  failure = error;
} finally {
  process.chdir(root);
  await rm(workDir, { recursive: true, force: true });
}
if (failure) {
  console.error(failure);
  console.error(`\n${BUILD_FAILURE_MARKER}${JSON.stringify(reasonFor(failure))}`);
  // A build that failed half-way may leave its local store server running: end here.
  process.exit(1);
}
