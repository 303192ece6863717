/**
 * Every address of the API comes from the contract (src/lib/api, with `pathOf`): a path written out as a
 * literal elsewhere in src/ or netlify/ drifts when the contract changes. Fails naming file:line for each.
 * A function's `export const config` is allowed its paths: Netlify reads them from the source without
 * running it, and tests/unit/api-contract.test.ts holds them equal to the contract's.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const ROOTS = ['src', 'netlify'];
const ALLOWED = [path.join('src', 'lib', 'api') + path.sep];
const EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.jsx', '.astro']);
/** A string or template literal that starts an /api/ path. */
const LITERAL = /['"`]\/api\//;

async function* filesUnder(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const at = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) yield* filesUnder(at);
    } else if (EXTENSIONS.has(path.extname(entry.name))) yield at;
  }
}

/** The lines of a function file's `export const config = { … };`, where its routes are written out. */
function configLines(lines: string[]): Set<number> {
  const inside = new Set<number>();
  let open = false;
  for (const [index, line] of lines.entries()) {
    if (/^export const config\b/.test(line)) open = true;
    if (open) inside.add(index);
    if (open && /^\};?\s*$|;\s*$/.test(line)) open = false;
  }
  return inside;
}

export async function findApiLiterals(): Promise<string[]> {
  const found: string[] = [];
  for (const root of ROOTS) {
    for await (const file of filesUnder(root)) {
      if (ALLOWED.some((allowed) => file.startsWith(allowed))) continue;
      const lines = (await readFile(file, 'utf8')).split('\n');
      const config = file.startsWith(path.join('netlify', 'functions')) ? configLines(lines) : new Set<number>();
      for (const [index, line] of lines.entries()) {
        if (LITERAL.test(line) && !config.has(index)) found.push(`${file}:${index + 1}: ${line.trim()}`);
      }
    }
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = await findApiLiterals();
  if (found.length > 0) {
    console.error(
      `An /api/ path written out of the contract: use pathOf(…) or the call's path (src/lib/api).\n${found.join('\n')}`,
    );
    process.exit(1);
  }
  console.log('api-literals: every /api/ path comes from the contract');
}
