import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    setupFiles: ['tests/helpers/setup-blobs.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // Runtime tests build the whole site; two at once are what two cores can take.
    maxWorkers: 2,
  },
});
