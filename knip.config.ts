/**
 * `npm run check` runs knip for dependencies only: every package imported or run is declared in
 * package.json (not merely installed as some other package's dependency), and every declared one is used.
 * Knip's Astro, Netlify (functions) and Vitest plugins find pages, functions and test files; the entries
 * below add what they cannot see: scripts run by path, and test helpers.
 */
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  include: ['dependencies', 'unlisted', 'binaries', 'unresolved'],
  entry: ['scripts/**/*.ts', 'tests/**/*.ts'],
  project: ['**/*.{ts,mts,tsx,astro,js}'],
  // scripts/bench/site.ts runs the lighthouse binary with execFile, which knip does not read; the quotation
  // PDF reads its Noto fonts from the @fontsource packages by file path (src/lib/server/pdf/fonts.ts).
  ignoreDependencies: [
    'lighthouse',
    '@fontsource/noto-sans',
    '@fontsource/noto-sans-devanagari',
    '@fontsource/noto-sans-symbols-2',
    '@fontsource/noto-emoji',
  ],
};

export default config;
