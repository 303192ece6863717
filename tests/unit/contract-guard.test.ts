/**
 * What the contract declares (src/lib/api/define.ts) is done in one place, serve() and the answer helpers of
 * src/lib/server/http.ts, never a second time by hand in a handler: a handler that read If-Match itself could
 * skip the 428 or the 400 serve() gives, and one that set Cache-Control itself could let a cache keep what
 * is private. This reads the source of netlify/functions and src/lib/server and fails on either, outside
 * those two files.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const FOLDERS = ['netlify/functions', 'src/lib/server'];
/** The one place each is done. */
const HOMES = new Set(['src/lib/server/http.ts', 'src/lib/server/serve.ts']);

const RULES = [
  {
    rule: 'reads If-Match by hand (the contract says ifMatch; the handler is given `version`)',
    pattern: /\bifMatchVersion\s*\(|['"`]if-match['"`]/i,
  },
  {
    rule: "sets Cache-Control by hand (every answer is private, no-store; the contract says cache: 'immutable')",
    pattern: /['"`]cache-control['"`]/i,
  },
] as const;

export interface Finding {
  line: number;
  rule: (typeof RULES)[number]['rule'];
}

/** What one source file does by hand, each by its line (1-based). Comments may name the headers freely. */
export function findHandWork(text: string): Finding[] {
  const found: Finding[] = [];
  text.split('\n').forEach((line, index) => {
    if (/^\s*(?:\/\/|\*|\/\*)/.test(line)) return;
    for (const { rule, pattern } of RULES) if (pattern.test(line)) found.push({ line: index + 1, rule });
  });
  return found;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(?:ts|mts)$/.test(name))
    .map((name) => `${folder}/${name.replaceAll('\\', '/')}`);
}

describe('the contract is enforced in one place', () => {
  it('catches a handler of the kind there was (inline samples), and lets comments and the homes be', () => {
    const readsIfMatch = `  replace: async ({ request, params, body }) => {
    const ifVersion = ifMatchVersion(request);`;
    const readsHeader = `const header = request.headers.get('If-Match');`;
    const setsCache = `const PRIVATE = { 'cache-control': 'private, no-store' };`;
    const setsCacheInline = `      headers: { location: THANK_YOU_PAGE, "Cache-Control": 'no-store' },`;
    expect(findHandWork(readsIfMatch)).toEqual([{ line: 2, rule: RULES[0].rule }]);
    expect(findHandWork(readsHeader)).toEqual([{ line: 1, rule: RULES[0].rule }]);
    expect(findHandWork(setsCache)).toEqual([{ line: 1, rule: RULES[1].rule }]);
    expect(findHandWork(setsCacheInline)).toEqual([{ line: 1, rule: RULES[1].rule }]);
    const fine = `/**
 * Saved with If-Match ('if-match' names the version), never cached ('cache-control' by serve()).
 */
// ifMatchVersion(request) is serve()'s
  replace: async ({ params, body, version }) => json(await save(params.id, body, version)),`;
    expect(findHandWork(fine)).toEqual([]);
  });

  it('no handler or server module reads If-Match or sets Cache-Control by hand', () => {
    const files = FOLDERS.flatMap(sourceFiles).filter((file) => !HOMES.has(file));
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('netlify/functions/products.mts');
    const found = files.flatMap((file) =>
      findHandWork(readFileSync(join(ROOT, file), 'utf8')).map(({ line, rule }) => `${relative('.', file)}:${line} ${rule}`),
    );
    expect(found).toEqual([]);
  });
});
