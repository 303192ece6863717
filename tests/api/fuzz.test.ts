/**
 * A short generated-input run over every endpoint, so the normal suite keeps guarding what the long
 * run (tests/stress/fuzz.stress.ts, `npm run test:stress`) proves: no 5xx, every error a clean `{ message }`,
 * every stored record valid afterwards. FUZZ_SEED and FUZZ_RUNS replay or lengthen it.
 */
import { expect, it } from 'vitest';
import { describeReport, prepareFuzz, runFuzz } from '../stress/fuzz-setup.ts';
import { fuzzSettings } from '../stress/fuzz.ts';
import { invalidStoredRecords } from '../stress/stored.ts';

it('500 generated requests: no 5xx, clean error bodies, every stored record valid', { timeout: 120_000 }, async () => {
  const { seed, runs } = fuzzSettings(500);
  console.log(`fuzz seed ${seed}, ${runs} requests (FUZZ_SEED=${seed} to replay)`);
  // Every way this test can fail names the seed, so the failure can be replayed.
  const report = await runFuzz({ seed, runs, ...(await prepareFuzz()) }).catch((error: unknown) => {
    throw new Error(`fuzz seed ${seed} (FUZZ_SEED=${seed} to replay): ${String(error)}`, { cause: error });
  });
  console.log(describeReport(report));
  expect(report.failures.slice(0, 20), `seed ${seed}`).toEqual([]);
  const stored = await invalidStoredRecords();
  expect(stored.problems.slice(0, 20), `seed ${seed}`).toEqual([]);
  expect(Object.prototype).not.toHaveProperty('polluted');
});
