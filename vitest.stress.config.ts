/**
 * `npm run test:stress`: the long fuzz run and the load run (tests/stress), kept out of `npm test`.
 * One file at a time, so the figures each prints are not skewed by the other.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/stress/**/*.test.ts'],
    setupFiles: ['tests/helpers/setup-blobs.ts'],
    testTimeout: 900_000,
    hookTimeout: 300_000,
    maxWorkers: 1,
    fileParallelism: false,
  },
});
