/**
 * One home for writing money, counts and dates: src/lib/format. A formatter built anywhere else (an
 * Intl.NumberFormat or Intl.DateTimeFormat, a toLocaleString, toLocaleDateString or toLocaleTimeString) is a
 * second way of writing the same sum or day, and the two drift apart: the rupee with or without paise, the
 * viewer's day or New Delhi's. Add a named function to src/lib/format/money.ts or dates.ts instead.
 */
import { describe, expect, it } from 'vitest';
import { sampleFiles, sourceFiles } from '../helpers/source-files.ts';

const HOME = 'src/lib/format/';
const FORMATTER = /\bIntl\.(?:NumberFormat|DateTimeFormat)\b|\.toLocale(?:Date|Time)?String\(/;

/** Each line, outside the home, that builds a formatter of its own: `path:line`. */
export function formattersOutsideHome(files: { path: string; text: string }[]): string[] {
  return files
    .filter((file) => !file.path.startsWith(HOME))
    .flatMap((file) =>
      file.text
        .split('\n')
        .map((line, index) => (FORMATTER.test(line) ? `${file.path}:${index + 1}` : null))
        .filter((found): found is string => found !== null),
    );
}

describe('money and dates are written only by src/lib/format', () => {
  it('finds a formatter made beside a screen, and none in the home', () => {
    const sample = sampleFiles(`
      @@ src/admin/dashboard/Cards.tsx
      import x from 'y';
      const rupees = new Intl.NumberFormat('en-IN');
      @@ src/lib/server/mail/due.ts
      const due = (iso: string) =>
        new Date(iso).toLocaleDateString('en-IN');
      @@ src/components/quote/count.ts
      export const pcs = (n: number) => \`\${n.toLocaleString('en-IN')} pcs\`;
      @@ src/lib/format/money.ts
      const COUNT = new Intl.NumberFormat('en-IN');
      @@ src/lib/format/dates.ts
      const DAY = new Intl.DateTimeFormat('en-IN');
    `);
    expect(formattersOutsideHome(sample)).toEqual([
      'src/admin/dashboard/Cards.tsx:2',
      'src/lib/server/mail/due.ts:2',
      'src/components/quote/count.ts:1',
    ]);
  });

  it('finds none in the product’s code', () => {
    const files = [...sourceFiles('src'), ...sourceFiles('netlify')];
    expect(files.filter((file) => file.path.startsWith(HOME)).length).toBeGreaterThan(1);
    expect(formattersOutsideHome(files)).toEqual([]);
  });
});
