/** Builds the static site into the folder named by the first argument (run as a child of the runtime). */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'astro';
import { dataDir } from './local-blobs.ts';

const outDir = process.argv[2];
if (!outDir) {
  console.error('usage: build-site.ts <outDir>');
  process.exit(2);
}
const root = process.cwd();
process.env.DATA_DIR ??= dataDir();
// With outDir outside the working folder, Astro bundles the pages' server code into <cwd>/.astro,
// which two builds at once would share and break. Each build works in a folder of its own inside the
// project (so that code still finds node_modules).
const workDir = path.join(root, '.netlify', 'builds', `${process.pid}-${Date.now()}`);
await mkdir(workDir, { recursive: true });
process.chdir(workDir);
try {
  await build({ root, outDir: path.resolve(root, outDir), logLevel: 'warn' });
} finally {
  process.chdir(root);
  await rm(workDir, { recursive: true, force: true });
}
