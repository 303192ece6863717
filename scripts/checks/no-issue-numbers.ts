/**
 * Code says why in the product's words: a comment citing an issue by its number names something a reader
 * of the repository cannot open. Fails (exit 1) naming each file and line under src, netlify, scripts and
 * tests that cites one. Run by `npm run check`.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = new URL('../..', import.meta.url).pathname;
const FOLDERS = ['src', 'netlify', 'scripts', 'tests'];
const CODE = /\.(ts|tsx|mts|astro|css|js|mjs|cjs)$/;
const CITATION = /\bissues? #?\d+\b/i;

function* files(folder: string): Generator<string> {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (CODE.test(name)) yield path;
  }
}

const found: string[] = [];
for (const folder of FOLDERS) {
  for (const path of files(join(ROOT, folder))) {
    if (path.endsWith('no-issue-numbers.ts')) continue;
    readFileSync(path, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (CITATION.test(line)) found.push(`${relative(ROOT, path)}:${index + 1}: ${line.trim()}`);
      });
  }
}
if (found.length > 0) {
  console.error(`Comments cite issue numbers (say why in the product's words instead):\n${found.join('\n')}`);
  process.exit(1);
}
