/**
 * The long generated-input run: 10,000 requests (FUZZ_RUNS) over every route and method, in-process
 * through the real handlers and a real Blobs store. No answer may be a 5xx; every error answer must be
 * a clean `{ message }`; afterwards every stored record must pass its schema. The seed is printed first;
 * FUZZ_SEED replays the same requests.
 */
import { expect, it } from 'vitest';
import { describeReport, prepareFuzz, runFuzz } from './fuzz-setup.ts';
import { fuzzSettings } from './fuzz.ts';
import { invalidStoredRecords } from './stored.ts';

it('10,000 generated requests: no 5xx, clean error bodies, every stored record valid', async () => {
  const { seed, runs } = fuzzSettings(10_000);
  console.log(`fuzz seed ${seed}, ${runs} requests (FUZZ_SEED=${seed} FUZZ_RUNS=${runs} to replay)`);
  const report = await runFuzz({ seed, runs, progress: true, ...(await prepareFuzz()) });
  console.log(describeReport(report));
  console.log(
    `  routes: ${Object.entries(report.byRoute)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([route, count]) => `${route} ${count}`)
      .join('; ')}`,
  );
  const stored = await invalidStoredRecords();
  console.log(`  stored afterwards: ${JSON.stringify(stored.counts)}, invalid: ${stored.problems.length}`);
  expect(report.requests).toBe(runs);
  expect(report.failures.slice(0, 30), `seed ${seed}`).toEqual([]);
  expect(stored.problems.slice(0, 30), `seed ${seed}`).toEqual([]);
  expect(Object.prototype).not.toHaveProperty('polluted');
});
