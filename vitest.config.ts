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
          // share their worker's modules instead. Each still starts its own Blobs store and leaves the
          // environment as it found it (setup-blobs.ts); a helper keeps a store's token or record only per
          // store (tests/helpers/per-store.ts, which tests/unit/test-helpers-guard.test.ts holds them to).
          isolate: false,
        },
      },
      {
        extends: true,
        // The unit files read source and call pure functions: nothing of one reaches the next.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: ['tests/**/*.test.ts'],
          exclude: ['node_modules/**', 'tests/api/**', 'tests/unit/**'],
          // Netlify's own runtime (tests/runtime/netlify-dev.test.ts) bundles every function in the worker:
          // with 34 functions it passed V8's default heap limit and aborted the worker (SIGABRT) twice in CI.
          execArgv: ['--max-old-space-size=8192'],
        },
      },
    ],
  },
});
