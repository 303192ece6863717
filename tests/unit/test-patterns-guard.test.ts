/**
 * The tests' own honesty, by their text: patterns that let a test pass on a broken implementation.
 * - A fixed wait of half a second or less, then an expectation that nothing (more) came: a slow machine
 *   outlasts the wait and the test passes whatever was sent. Drain instead (tests/helpers/mail-drained.ts).
 * - `.every(` inside an `expect(` with no check of the same list's length just before: an empty list passes.
 * - A sum of money expected only to be more than 0: a wrong sum passes. Work the figure out from the inputs.
 * - A date, month or financial year worked out when the file loads (at its top or in a describe's body, not in
 *   a test, a hook or a function): a run that passes midnight at a month's end or 1 April in New Delhi expects
 *   the one before.
 * And the suite's shape, so a newcomer reads it as the product's scenes:
 * - A test file over 400 lines without a reason at its top, `(Over 400 lines: <why>)`: split it by scene.
 * - A helper written the same in two test files: it has one home, tests/helpers/ (tests/e2e/helpers/ for the
 *   browser's).
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
const NOTHING_MORE = /toHaveLength\(0\)|toEqual\(\[\]\)|\.toBe\(0\)|\.toBe\(before\b|received\.length|not\.toHaveBeenCalled/;
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
  rule:
    | 'fixed wait, then nothing'
    | 'every over a list of unchecked length'
    | 'money more than 0'
    | 'a date worked out when the file loads';
}

/** A calendar value: a year, month or day read off a date, New Delhi's date, a financial year. */
const CALENDAR =
  /getFullYear|getUTCFullYear|getMonth\(|getUTCMonth|getDate\(|getUTCDate|toISOString\(\)\.slice|todayInIndia\(|financialYear\(|toLocaleDateString|Intl\.DateTimeFormat/;
/** A declaration at a file's top (no indent) or in a describe's body (two spaces), and what it is set to. */
const DECLARATION = /^( {0,2})(?:export )?(?:const|let|var) \w+(?:\s*:\s*[^=]+)?\s*=\s*(.*)$/;
/** A value that is a function: worked out when called, not when declared. */
const FUNCTION_VALUE = /^(?:async\s*)?(?:<[^>]*>\s*)?\(.*\)\s*(?::\s*[^=]+)?=>|^(?:async\s+)?function\b|^(?:async\s*)?\w+\s*=>/;
/** The line that opens a describe's body (a table's end opens a describe.each's). */
const DESCRIBE_OPENER = /^(?:describe|\]\)\(|\] satisfies|\}\[\]\)\()/;

/** The longest a test file is without a reason at its top, and where the reason is looked for. */
const MOST_LINES = 400;
const REASON_REACH = 15;
const LONG_REASON = /\(Over 400 lines: \S.{4,}/;

/** Whether a test file of this text is over the lines a scene takes and does not say why. */
export const tooLongWithoutReason = (text: string): boolean => {
  const lines = text.split('\n');
  return lines.length > MOST_LINES && !lines.slice(0, REASON_REACH).some((line) => LONG_REASON.test(line));
};

/** The helpers a file defines at its top (`function name`, `const name = (...) =>`), each as its text, folded. */
export function helperDefinitions(text: string): { name: string; line: number; text: string }[] {
  const lines = text.split('\n');
  const found: { name: string; line: number; text: string }[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const start = /^(?:export )?(?:async )?function (\w+)|^(?:export )?const (\w+)\s*=\s*(?:async\s*)?(?:<[^>]*>)?\(/.exec(
      lines[index],
    );
    if (!start) continue;
    let end = index;
    // A definition ends on its own line (a `;` with nothing indented after it) or at the first line back at the margin.
    if (!/;\s*$/.test(lines[index]) || /^\s/.test(lines[index + 1] ?? '')) {
      end = index + 1;
      while (end < lines.length && /^(\s|$)/.test(lines[end])) end += 1;
      if (!/^[)}\]]/.test(lines[end] ?? '')) end -= 1;
    }
    const body = lines
      .slice(index, end + 1)
      .join('\n')
      .replace(/\s+/g, ' ')
      .trim();
    found.push({ name: start[1] ?? start[2], line: index + 1, text: body });
    index = end;
  }
  return found;
}

/** Helpers of at least this many characters written the same in two files (a one-word alias is not a helper). */
const HELPER_SIZE = 60;

/** Each helper written the same in more than one of `files`, as `name: file:line, file:line`. */
export function sharedHelpers(files: { path: string; text: string }[]): string[] {
  const places = new Map<string, string[]>();
  for (const { path, text } of files)
    for (const helper of helperDefinitions(text))
      if (helper.text.length >= HELPER_SIZE)
        places.set(helper.text, [...(places.get(helper.text) ?? []), `${path}:${helper.line} ${helper.name}`]);
  return [...places.values()]
    .filter((where) => new Set(where.map((place) => place.split(':')[0])).size > 1)
    .map((where) => where.join(', '));
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
    const declared = DECLARATION.exec(line);
    if (declared && !FUNCTION_VALUE.test(declared[2]) && !allowed(index) && loadsWithFile(lines, index, declared[1])) {
      let statement = line;
      for (let next = index; !/;\s*$/.test(lines[next]) && next < lines.length - 1 && next < index + 20; next += 1)
        statement += lines[next + 1];
      if (CALENDAR.test(statement)) found.push({ line: index + 1, rule: 'a date worked out when the file loads' });
    }
  });
  return found;
}

/** Whether a declaration indented `indent` on line `index` runs when the file loads: at its top, or in a describe's body. */
function loadsWithFile(lines: string[], index: number, indent: string): boolean {
  if (indent.length === 0) return true;
  let opener = index - 1;
  while (opener >= 0 && !/^\S/.test(lines[opener])) opener -= 1;
  return opener >= 0 && DESCRIBE_OPENER.test(lines[opener]);
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
    const sample = `const before = smtp.received.length;
await new Promise((resolve) => setTimeout(resolve, 100));
expect(smtp.received.length).toBe(before);`;
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
    const honest = `await new Promise((resolve) => setTimeout(resolve, 5_000));
expect(received).toHaveLength(0);
await new Promise((resolve) => setTimeout(resolve, 50));
expect(await mailsAbout(name, 1)).toHaveLength(1);
expect(rows).toHaveLength(21);
expect(rows.every((row) => row[0].startsWith('INV/'))).toBe(true);
expect(addresses(mail.to).length).toBeGreaterThanOrEqual(1);
expect(addresses(mail.to).every((address) => known.includes(address))).toBe(true);
expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
expect(row[0].wonValue).toBe(orderTotal());
// test-patterns: allow the stand-in answers within 10 ms and this checks only the order of two writes
await new Promise((resolve) => setTimeout(resolve, 100));
expect(writes).toEqual([]);`;
    expect(findPatterns(honest)).toEqual([]);
  });

  it('a month, a year or a financial year worked out when the file loads', () => {
    const sample = `const month = todayInIndia().slice(0, 7);
const YEARS = \`\${new Date().getFullYear() - 2008}+\`;
const SETTINGS = {
  lut: { financialYear: financialYear(new Date()).label },
};
describe('the report', () => {
  const thisMonth = new Date().toISOString().slice(0, 7);
  it('counts', () => {
    const month = todayInIndia().slice(0, 7);
  });
});
const dateIn = (days: number) => todayInIndia(new Date(Date.now() + days * 86_400_000));
const RUN = Date.now().toString(36);
const NOW = new Date('2026-11-27T06:00:00Z');
async function made() {
  const month = todayInIndia().slice(0, 7);
}`;
    expect(findPatterns(sample)).toEqual([
      { line: 1, rule: 'a date worked out when the file loads' },
      { line: 2, rule: 'a date worked out when the file loads' },
      { line: 3, rule: 'a date worked out when the file loads' },
      { line: 7, rule: 'a date worked out when the file loads' },
    ]);
  });

  it('needs a reason beside the marker', () => {
    const bare = '// test-patterns: allow\nawait sleep(100);\nexpect(mails).toHaveLength(0);';
    expect(findPatterns(bare)).toHaveLength(1);
  });
});

describe('the shape it finds', () => {
  const lines = (count: number, top = '/** A scene. */') => [top, ...Array.from({ length: count - 1 }, () => 'it();')].join('\n');

  it('a test file over 400 lines, unless its top says why', () => {
    expect(tooLongWithoutReason(lines(401))).toBe(true);
    expect(tooLongWithoutReason(lines(400))).toBe(false);
    expect(tooLongWithoutReason(lines(401, '/** (Over 400 lines: one screen whose steps go on from each other.) */'))).toBe(
      false,
    );
    expect(tooLongWithoutReason(lines(401, '/** (Over 400 lines:) */'))).toBe(true);
  });

  it('a helper written the same in two test files, not one in a single file nor two that only share a name', () => {
    const helper =
      'const staffRead = async (id: string) =>\n  (await callEndpoint(quotationsApi.get, { params: { id }, token })).body.data;\n';
    const other =
      'const staffRead = async (id: string) => (await callEndpoint(invoicesApi.get, { params: { id }, token })).body;\n';
    expect(
      sharedHelpers([
        { path: 'api/a.test.ts', text: `import x;\n\n${helper}` },
        { path: 'api/b.test.ts', text: `${helper}\ndescribe();` },
        { path: 'api/c.test.ts', text: other },
      ]),
    ).toEqual(['api/a.test.ts:3 staffRead, api/b.test.ts:1 staffRead']);
    expect(sharedHelpers([{ path: 'api/a.test.ts', text: helper }])).toEqual([]);
  });
});

describe('the test suite', () => {
  const files = () => testFiles(ROOT).filter((path) => relative(ROOT, path) !== SELF);

  it('holds none of them', () => {
    const found = files().flatMap((path) =>
      findPatterns(readFileSync(path, 'utf8')).map(({ line, rule }) => `tests/${relative(ROOT, path)}:${line} ${rule}`),
    );
    expect(files().length).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });

  it('has no test file over 400 lines without a reason at its top', () => {
    const tests = files().filter((path) => path.endsWith('.test.ts'));
    expect(tests.length).toBeGreaterThan(100);
    expect(tests.filter((path) => tooLongWithoutReason(readFileSync(path, 'utf8'))).map((path) => relative(ROOT, path))).toEqual(
      [],
    );
  });

  it('writes each helper once', () => {
    const tests = files().filter((path) => path.endsWith('.test.ts'));
    expect(tests.length).toBeGreaterThan(100);
    expect(sharedHelpers(tests.map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') })))).toEqual([]);
  });
});
