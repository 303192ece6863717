/**
 * mapLimited (src/lib/server/store/concurrency.ts): a few at a time, in order; at the first failure no new
 * item starts, and the failure is answered only once the items already under way have settled, so a
 * caller that puts back what was written sees every write that will ever land.
 */
import { describe, expect, it } from 'vitest';
import { mapLimited } from '../../src/lib/server/store/concurrency.ts';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('mapLimited', () => {
  it('answers every result in the order of the items', async () => {
    const items = Array.from({ length: 100 }, (_, index) => index);
    expect(await mapLimited(items, async (item) => (await tick(item % 3), item * 2))).toEqual(items.map((item) => item * 2));
  });

  it('starts no item after the first failure, and fails only once the items under way have settled', async () => {
    const items = Array.from({ length: 1000 }, (_, index) => index);
    const started: number[] = [];
    const settled: number[] = [];
    let failedAt = -1;
    const run = mapLimited(items, async (item) => {
      started.push(item);
      await tick(item === 100 ? 1 : 5 + (item % 7));
      if (item === 100) {
        failedAt = started.length;
        throw new Error('the store failed');
      }
      settled.push(item);
      return item;
    });
    await expect(run).rejects.toThrow('the store failed');
    const startedWhenAnswered = started.length;
    const settledWhenAnswered = settled.length;
    await tick(100);
    expect(started.length).toBe(failedAt);
    expect(started.length).toBe(startedWhenAnswered);
    expect(settled.length).toBe(settledWhenAnswered);
    // Every item started but the failed one had settled before the answer.
    expect(settledWhenAnswered).toBe(startedWhenAnswered - 1);
  });

  it('answers the first failure when several fail', async () => {
    const run = mapLimited([1, 2, 3], async (item) => {
      await tick(item * 5);
      throw new Error(`item ${item}`);
    });
    await expect(run).rejects.toThrow('item 1');
  });
});
