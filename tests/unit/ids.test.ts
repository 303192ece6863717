/** Record ids sort as they were made, which is how every list pages newest first. */
import { describe, expect, it } from 'vitest';
import { idTime, newId } from '../../src/lib/server/ids.ts';

describe('newId', () => {
  it('sorts ids of one millisecond in the order they were made, even between ids dated in the past', () => {
    const now = Date.now() + 60_000;
    const made: string[] = [];
    for (let index = 0; index < 200; index += 1) {
      made.push(newId(now));
      newId(now - 5 * 60_000);
    }
    expect([...made].sort()).toEqual(made);
    expect(new Set(made).size).toBe(made.length);
    expect(idTime(made[0])).toBe(now);
  });

  it('sorts ids dated at one past instant in the order they were made, between ids of now', () => {
    const past = Date.now() - 60 * 60_000;
    const made: string[] = [];
    for (let index = 0; index < 200; index += 1) {
      made.push(newId(past));
      newId();
    }
    expect([...made].sort()).toEqual(made);
  });
});
