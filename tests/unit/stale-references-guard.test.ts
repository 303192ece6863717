/**
 * A file cited by its path is a promise that it is there: the README's Layout, docs/*.md and the code's comments
 * send a reader to `src/...`, `tests/...`, `scripts/...` and `netlify/...` paths, and a re-layout that moves a file
 * leaves the citation behind, pointing nowhere. Every such path must exist (a folder when it ends with `/`); a
 * glob or a placeholder (`*`, `{`, `<`) is not a path.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const CITED = /(?<![\w./@-])(?:src|tests|scripts|netlify)\/[\w./[\]*{}<>-]*[\w/\]](?![\w#])/g;
/** Files gone for good that a doc or a guard still names on purpose, with why. */
const GONE: Record<string, string> = {
  'src/lib/types.ts': 'the types guard and docs/decisions.md say it must not come back',
};
const CODE = /\.(?:ts|tsx|mts|astro|css)$/;

/** Each cited path, in docs or code, that names nothing in `exists`: `file:line path`. */
export function staleReferences(files: { path: string; text: string }[], exists: (path: string) => boolean): string[] {
  return files.flatMap(({ path, text }) =>
    text.split('\n').flatMap((line, index) =>
      [...line.matchAll(CITED)]
        .map(([cited]) => cited.replace(/\.$/, ''))
        .filter((cited) => !/[*{<]/.test(cited) && !(cited.includes(']') && !cited.includes('[')) && !exists(cited))
        .map((cited) => `${path}:${index + 1} ${cited}`),
    ),
  );
}

/** A code file's comments alone, each at its own line (its strings may name made-up paths on purpose). */
export function commentsOf(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`|[^\n]/g, (part) =>
    part.startsWith('/*') || part.startsWith('//') ? part : part.replace(/[^\n]/g, ' '),
  );
}

const filesUnder = (folder: string, pattern: RegExp): string[] =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => pattern.test(name) && !name.includes('node_modules'))
    .map((name) => relative(ROOT, join(ROOT, folder, name)));

describe('every file a doc or a comment cites exists', () => {
  it('finds a moved file still cited, and passes one that is there', () => {
    const there = new Set(['src/lib/server/quotations/quotation-links.ts', 'src/lib/server/quotations', 'tests/api']);
    const files = [
      { path: 'README.md', text: 'Links: src/lib/server/quotations/links.ts and src/lib/server/quotations/quotation-links.ts.' },
      { path: 'src/a.ts', text: commentsOf("/** Tested in tests/api/ and tests/api/gone.test.ts; see src/lib/server/quotations/. */\nconst sample = 'src/made/up.ts';") },
      { path: 'docs/x.md', text: 'Each `src/lib/server/*/rows.ts`, `tests/api/<name>.test.ts` and `@netlify/blobs`.' },
    ];
    expect(staleReferences(files, (path) => there.has(path.replace(/\/$/, '')))).toEqual([
      'README.md:1 src/lib/server/quotations/links.ts',
      'src/a.ts:1 tests/api/gone.test.ts',
    ]);
  });

  it('finds none in the README, docs/*.md and the code', () => {
    const paths = [
      'README.md',
      ...filesUnder('docs', /\.md$/),
      ...['src', 'netlify', 'scripts', 'tests'].flatMap((folder) => filesUnder(folder, CODE)),
    ];
    const files = paths.map((path) => {
      const text = readFileSync(join(ROOT, path), 'utf8');
      return { path, text: path.endsWith('.md') ? text : commentsOf(text) };
    });
    expect(files.length).toBeGreaterThan(300);
    expect(staleReferences(files, (path) => Object.hasOwn(GONE, path) || existsSync(join(ROOT, path)))).toEqual([]);
  });
});
