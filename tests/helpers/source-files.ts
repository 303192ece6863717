/** The project's own source, read as text for the guard tests that walk it. */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The repository's root. */
export const ROOT = join(import.meta.dirname, '../..');

/** Code of the kinds a guard reads: TypeScript, React and Astro. */
export const CODE = /\.(?:ts|tsx|mts|astro)$/;

/** Every file under `folder` (from the root) whose name `code` matches, with its path from the root and its text. */
export const sourceFiles = (folder: string, code: RegExp = CODE): { path: string; text: string }[] =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => code.test(name))
    .map((name) => {
      const path = relative(ROOT, join(ROOT, folder, name));
      return { path, text: readFileSync(join(ROOT, path), 'utf8') };
    });

/** What `find` reports in each of `files` (by line, with its rule), as `path:line rule`. */
export const findingsIn = (
  files: { path: string; text: string }[],
  find: (text: string, path: string) => { line: number; rule: string }[],
): string[] => files.flatMap(({ path, text }) => find(text, path).map(({ line, rule }) => `${path}:${line} ${rule}`));

/**
 * Files for a guard's own tests, written as one text: each file's path on a line of its own after `@@ `, its text
 * on the lines below, up to the next path; the indent the sample is written at is taken off.
 */
export const sampleFiles = (text: string): { path: string; text: string }[] =>
  text
    .split(/^[ \t]*@@ /m)
    .slice(1)
    .map((part) => {
      const [path, ...lines] = part.replace(/\n\s*$/, '').split('\n');
      const indent = Math.min(...lines.filter((line) => line.trim()).map((line) => /^ */.exec(line)![0].length));
      return { path: path.trim(), text: lines.map((line) => line.slice(indent)).join('\n') };
    });
