/** Builds the static site into the folder named by the first argument (run as a child of the runtime). */
import { build } from 'astro';

const outDir = process.argv[2];
if (!outDir) {
  console.error('usage: build-site.ts <outDir>');
  process.exit(2);
}
await build({ root: process.cwd(), outDir, logLevel: 'warn' });
