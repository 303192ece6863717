import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['node_modules/**'],
    setupFiles: ['tests/helpers/setup-blobs.ts'],
    // The run's folder for the seeded, built data folders that sites start from (tests/helpers/site-template.ts).
    globalSetup: ['tests/helpers/global-setup.ts'],
    testTimeout: 60_000,
    // Each file's duration and the slowest files close a run of several, so a file that grew slow is seen.
    reporters: ['default', './tests/helpers/slowest-files.ts'],
    // Browser tests poll what the page shows; a busy machine needs more than the 1 s default.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 360_000,
    // Runtime and browser tests build and serve the whole site; two at once are what two cores can take.
    maxWorkers: 2,
  },
});
