/**
 * On Netlify a function reads the PDFs' fonts from node_modules only if netlify.toml's `included_files` bring
 * them along: a function that draws a PDF without them fails on Netlify though it works here, where node_modules
 * is all there. This reads which functions' imports reach the fonts (src/lib/server/pdf/fonts.ts; type-only
 * imports left out, as the bundler leaves them) and holds netlify.toml's font list to exactly those.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const FONTS = 'src/lib/server/pdf/fonts.ts';
const FUNCTIONS = 'netlify/functions';

/** The relative modules a file imports for their code (not `import type`, not `export type`). */
function importsOf(file: string): string[] {
  const source = readFileSync(path.join(ROOT, file), 'utf8');
  const specifiers = [
    ...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm),
    ...source.matchAll(/import\(\s*['"](\.[^'"]+)['"]\s*\)/g),
  ].map((match) => match[1]);
  return specifiers
    .map((specifier) => path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)))
    .filter((resolved) => existsSync(path.join(ROOT, resolved)));
}

/** Whether `file`'s imports, followed through, reach `target`. */
function reaches(file: string, target: string): boolean {
  const seen = new Set([file]);
  const next = [file];
  while (next.length) {
    const current = next.pop()!;
    if (current === target) return true;
    for (const imported of importsOf(current))
      if (!seen.has(imported)) {
        seen.add(imported);
        next.push(imported);
      }
  }
  return false;
}

/** The function names each `[functions.…]` block whose included_files hold the fonts names (`{a,b}` spelt out). */
function functionsGivenFonts(): string[] {
  const toml = readFileSync(path.join(ROOT, 'netlify.toml'), 'utf8');
  const names: string[] = [];
  for (const block of toml.split(/^(?=\[)/m)) {
    const key = block.match(/^\[functions\.(?:"([^"]+)"|([\w-]+))\]/);
    if (!key || !block.includes('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff')) continue;
    const expression = key[1] ?? key[2];
    const braces = expression.match(/^\{([\w,-]+)\}$/);
    // Another glob would match names this test cannot spell out: keep the list plain.
    expect(braces || /^[\w-]+$/.test(expression), `a plain name or {a,b} list: ${expression}`).toBeTruthy();
    names.push(...(braces ? braces[1].split(',') : [expression]));
  }
  return names.sort();
}

describe("the PDFs' fonts on Netlify", () => {
  it('go with every function that draws a PDF, and only with those', () => {
    const drawing = readdirSync(path.join(ROOT, FUNCTIONS))
      .filter((name) => name.endsWith('.mts'))
      .filter((name) => reaches(`${FUNCTIONS}/${name}`, FONTS))
      .map((name) => name.replace(/\.mts$/, ''))
      .sort();
    // The quotation's, the invoice's and the pack's at least: the walk follows the imports that matter.
    expect(drawing).toEqual(expect.arrayContaining(['invoices', 'quotations', 'returns']));
    expect(functionsGivenFonts()).toEqual(drawing);
  });
});
