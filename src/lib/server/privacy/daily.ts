/**
 * A housekeeping task that has to list a whole store to find what ran out (every customer's access log, every
 * mail of the outbox) runs once a day, not every ten minutes: its last finished day is kept in `meta` under
 * `privacy/swept/{name}`, so the other runs of the day cost one read. A sweep cut off by its deadline or limit
 * is not finished, and the next run goes on.
 */
import { STORE_NAMES, readJSON, writeJSON } from '../store/index.ts';
import type { SweepLimits } from '../store/sweep.ts';

type Sweep = (now: number, limits: SweepLimits) => Promise<number>;

/** New Delhi's day of `now` (YYYY-MM-DD). */
const dayOf = (now: number) => new Date(now + 330 * 60 * 1000).toISOString().slice(0, 10);

export function oncePerDay(name: string, sweep: Sweep): Sweep {
  const key = `privacy/swept/${name}`;
  return async (now, limits) => {
    const day = dayOf(now);
    if ((await readJSON<{ day: string }>(STORE_NAMES.meta, key))?.day === day) return 0;
    const removed = await sweep(now, limits);
    if (removed < limits.limit && Date.now() < limits.deadline) await writeJSON(STORE_NAMES.meta, key, { day });
    return removed;
  };
}
