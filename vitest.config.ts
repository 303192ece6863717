import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // A fresh worker per API file spent 2.6 s importing the server before its first test: the API files
          // share their worker's modules instead (each still starts its own Blobs store in setup-blobs.ts, and
          // the collections' cached lists are checked against the store's change stamp, so none leaks).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'isolated', include: ['tests/**/*.test.ts'], exclude: ['node_modules/**', 'tests/api/**'] },
      },
    ],
  },
});
