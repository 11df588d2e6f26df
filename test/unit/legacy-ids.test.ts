import { describe, expect, it } from 'vitest';
import { cypherInt, createIdAllocator } from '../../layers/core/src/platform/graph/legacy-ids.ts';

/** A stand-in for the IdSequence node: one atomic increment per call. */
function sequence(start = 1) {
  let next = start;
  const calls: number[] = [];
  return {
    calls,
    reserve: async (size: number) => {
      await new Promise((r) => setTimeout(r, 1));
      calls.push(size);
      const s = next;
      next += size;
      return s;
    },
  };
}

describe('legacy id allocation (hi/lo)', () => {
  it('hands out consecutive ids from one reserved block', async () => {
    const seq = sequence();
    const ids = createIdAllocator(seq.reserve, 10);
    const got = [];
    for (let i = 0; i < 10; i++) got.push(await ids.next());
    expect(got).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(seq.calls).toEqual([10]);
  });

  it('stays unique under concurrency and reserves one block per block size', async () => {
    const seq = sequence();
    const ids = createIdAllocator(seq.reserve, 7);
    const got = await Promise.all(Array.from({ length: 50 }, () => ids.next()));
    expect(new Set(got).size).toBe(50);
    expect(got.every((id) => id > 0)).toBe(true);
    expect(seq.calls.length).toBeLessThanOrEqual(Math.ceil(50 / 7) + 1);
  });

  it('never reuses: two processes on one sequence never overlap', async () => {
    const seq = sequence();
    const a = createIdAllocator(seq.reserve, 5);
    const b = createIdAllocator(seq.reserve, 5);
    const got = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 3 === 0 ? a : b).next()));
    expect(new Set(got).size).toBe(40);
  });

  it('refuses a block beyond 2^53 rather than lose precision, and retries after a failure', async () => {
    const high = createIdAllocator(async () => Number.MAX_SAFE_INTEGER - 2, 10);
    await expect(high.next()).rejects.toThrow(/unusable block/);
    let fail = true;
    const flaky = createIdAllocator(async () => {
      if (fail) {
        fail = false;
        throw new Error('graph down');
      }
      return 100;
    }, 10);
    await expect(flaky.next()).rejects.toThrow('graph down');
    expect(await flaky.next()).toBe(100);
  });

  it('passes ids to Cypher as integers, never floats', () => {
    expect(cypherInt(42).toNumber()).toBe(42);
    expect(() => cypherInt(1.5)).toThrow(RangeError);
  });
});
