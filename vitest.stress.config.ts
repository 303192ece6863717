/**
 * `npm run test:stress`: the long fuzz run and the load run (tests/stress/*.stress.ts). Not named
 * *.test.ts, so `npm test` does not pick them up. One file at a time, so neither skews the other's figures.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/stress/**/*.stress.ts'],
    setupFiles: ['tests/helpers/setup-blobs.ts'],
    testTimeout: 900_000,
    hookTimeout: 300_000,
    maxWorkers: 1,
    fileParallelism: false,
  },
});
