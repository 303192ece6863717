/**
 * The tests' own honesty, by their text: patterns that let a test pass on a broken implementation.
 * - A fixed wait of half a second or less, then an expectation that nothing (more) came: a slow machine
 *   outlasts the wait and the test passes whatever was sent. Drain instead (tests/helpers/mail-drained.ts).
 * - `.every(` inside an `expect(` with no check of the same list's length just before: an empty list passes.
 * - A sum of money expected only to be more than 0: a wrong sum passes. Work the figure out from the inputs.
 * A case that is justified says so on its line or the line above: `// test-patterns: allow <why>`.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const SELF = relative(ROOT, import.meta.filename);
const ALLOW = /\/\/ test-patterns: allow \S.{4,}/;

/** How far a wait and the expectation it serves may be apart, and a length check from its `every`. */
const WAIT_REACH = 4;
const LENGTH_REACH = 6;

const FIXED_WAIT = /(?:setTimeout\(\s*\w+\s*,\s*|\bsleep\(\s*|\bwaitForTimeout\(\s*)(\d[\d_]*)\s*\)/;
const NOTHING_MORE =
  /toHaveLength\(0\)|toEqual\(\[\]\)|\.toBe\(0\)|\.toBe\(before\b|received\.length|not\.toHaveBeenCalled/;
/** A mail wait's third argument, its time-out, of under a second: a fixed wait by another name. */
const ARGUMENT = '(?:[^,()]|\\([^()]*\\))*';
const SHORT_MAIL_WAIT = new RegExp(
  `(?:mailsAbout|confirmationsTo|confirmMails)\\(${ARGUMENT},${ARGUMENT},\\s*[1-9]\\d{0,2}\\)\\)\\.toHaveLength\\(`,
);
const EVERY_IN_EXPECT = /expect\((.+?)\.every\(/;
const MONEY = /wonValue|outstanding|amount|paid|balance|igst|cgst|sgst|taxable|price|rupees|paise|advance|credit|refund/i;
const MORE_THAN_NOTHING = /expect\((.*)\)\.toBeGreaterThan\(0\)/;

export interface Finding {
  line: number;
  rule: 'fixed wait, then nothing' | 'every over a list of unchecked length' | 'money more than 0';
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A check of `list`'s length (or size) on one of `lines`. */
function lengthChecked(list: string, lines: string[]): boolean {
  const name = escape(list.trim());
  const check = new RegExp(`${name}\\)?\\.(?:length|size)\\b|${name}\\)\\.toHaveLength\\(|\\(${name}\\)\\.size`);
  return lines.some((line) => check.test(line));
}

/** The patterns found in one file's text, each by its line (1-based); lines allowed are left out. */
export function findPatterns(text: string): Finding[] {
  const lines = text.split('\n');
  const allowed = (index: number) => ALLOW.test(lines[index]) || (index > 0 && ALLOW.test(lines[index - 1]));
  const found: Finding[] = [];
  lines.forEach((line, index) => {
    const wait = FIXED_WAIT.exec(line);
    if (wait && Number(wait[1].replaceAll('_', '')) <= 500) {
      const after = lines.slice(index + 1, index + 1 + WAIT_REACH).findIndex((next) => NOTHING_MORE.test(next));
      if (after >= 0 && !allowed(index) && !allowed(index + 1 + after))
        found.push({ line: index + 2 + after, rule: 'fixed wait, then nothing' });
    }
    if (SHORT_MAIL_WAIT.test(line) && !allowed(index)) found.push({ line: index + 1, rule: 'fixed wait, then nothing' });
    const every = EVERY_IN_EXPECT.exec(line);
    if (every && !allowed(index)) {
      const near = lines.slice(Math.max(0, index - LENGTH_REACH), index + 1);
      if (!lengthChecked(every[1], near)) found.push({ line: index + 1, rule: 'every over a list of unchecked length' });
    }
    const more = MORE_THAN_NOTHING.exec(line);
    if (more && MONEY.test(more[1]) && !allowed(index)) found.push({ line: index + 1, rule: 'money more than 0' });
  });
  return found;
}

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('the patterns it finds', () => {
  it('a wait of a fixed 100 ms, then "nothing was mailed"', () => {
    const sample = [
      'const before = smtp.received.length;',
      'await new Promise((resolve) => setTimeout(resolve, 100));',
      'expect(smtp.received.length).toBe(before);',
    ].join('\n');
    expect(findPatterns(sample)).toEqual([{ line: 3, rule: 'fixed wait, then nothing' }]);
  });

  it('a sleep, then an empty list; a mail count awaited for a few hundred ms', () => {
    expect(findPatterns('await sleep(300);\n\nexpect(await mails()).toHaveLength(0);')).toEqual([
      { line: 3, rule: 'fixed wait, then nothing' },
    ]);
    expect(findPatterns('expect(await smtp.mailsAbout(`Order ${n}: Dispatched`, 2, 300)).toHaveLength(1);')).toEqual([
      { line: 1, rule: 'fixed wait, then nothing' },
    ]);
  });

  it('every over a list whose length nobody checked', () => {
    expect(findPatterns("expect(rows.every((row) => row.status === 'Accepted')).toBe(true);")).toEqual([
      { line: 1, rule: 'every over a list of unchecked length' },
    ]);
  });

  it('money only more than 0', () => {
    expect(findPatterns('expect(row[0].wonValue).toBeGreaterThan(0);')).toEqual([{ line: 1, rule: 'money more than 0' }]);
  });

  it('leaves the honest forms, and a case allowed with its reason', () => {
    const honest = [
      'await new Promise((resolve) => setTimeout(resolve, 5_000));',
      'expect(received).toHaveLength(0);',
      'await new Promise((resolve) => setTimeout(resolve, 50));',
      'expect(await mailsAbout(name, 1)).toHaveLength(1);',
      'expect(rows).toHaveLength(21);',
      "expect(rows.every((row) => row[0].startsWith('INV/'))).toBe(true);",
      'expect(addresses(mail.to).length).toBeGreaterThanOrEqual(1);',
      'expect(addresses(mail.to).every((address) => known.includes(address))).toBe(true);',
      "expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);",
      'expect(row[0].wonValue).toBe(orderTotal());',
      '// test-patterns: allow the stand-in answers within 10 ms and this checks only the order of two writes',
      'await new Promise((resolve) => setTimeout(resolve, 100));',
      'expect(writes).toEqual([]);',
    ].join('\n');
    expect(findPatterns(honest)).toEqual([]);
  });

  it('needs a reason beside the marker', () => {
    const bare = '// test-patterns: allow\nawait sleep(100);\nexpect(mails).toHaveLength(0);';
    expect(findPatterns(bare)).toHaveLength(1);
  });
});

describe('the test suite', () => {
  it('holds none of them', () => {
    const files = testFiles(ROOT).filter((path) => relative(ROOT, path) !== SELF);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((path) =>
      findPatterns(readFileSync(path, 'utf8')).map(({ line, rule }) => `tests/${relative(ROOT, path)}:${line} ${rule}`),
    );
    expect(found).toEqual([]);
  });
});
