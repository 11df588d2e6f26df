import { describe, expect, it } from 'vitest';
import {
  combineStored,
  neumaierSum,
  summarize,
  summaryFromItem,
  summaryToItem,
} from '../../../layers/core/src/features/timeseries/summary.ts';
import type { Point, ValueType } from '../../../layers/core/src/features/timeseries/points.ts';

const pts = <V extends Point['value']>(...vs: V[]): Point<V>[] =>
  vs.map((value, i) => ({ timestamp: 1_700_000_000_123_456_789n + BigInt(i), value }));

describe('chunk summaries', () => {
  it.each<[ValueType, Point[]]>([
    ['Double', pts(1.5, -2.25, 1e300, 0.1)],
    ['Integer', pts(9_223_372_036_854_775_807n, 1n, -(2n ** 63n))],
    ['Boolean', pts(true, false, true)],
    ['String', pts('a', 'ü', '')],
  ])('%s: stored as attributes and read back unchanged', (type, points) => {
    const s = summarize(type, 1_700_000_000_000_000_000n, 1_700_000_000_000_000_002n, points);
    expect(summaryFromItem(type, s.bucket, s.partKey, summaryToItem(s))).toEqual(s);
  });

  it('sums Integers exactly and Doubles with compensation', () => {
    expect(summarize('Integer', 0n, 0n, pts(2n ** 62n, 2n ** 62n, 1n)).sum).toBe(2n ** 63n + 1n);
    expect(neumaierSum([1, 1e100, 1, -1e100])).toBe(2);
    const s = summarize('Double', 0n, 0n, pts(1, 2, 3, 4));
    expect(s).toMatchObject({ count: 4, sum: 10, min: 1, max: 4, m2: 5 });
    expect(summarize('Boolean', 0n, 0n, pts(true, false, true)).trues).toBe(2);
  });
});

describe('Integer sums beyond int64', () => {
  it('stay exact through a chunk summary, its stored item and a rollup of several', () => {
    const big = 2n ** 62n;
    const a = summarize('Integer', 0n, 0n, pts(big, big + 1n, big + 2n));
    const b = summarize('Integer', 0n, 3n, pts(big + 3n, big + 4n, big + 5n));
    expect(a.sum).toBe(3n * big + 3n); // past 2^63 already
    const stored = [a, b].map((s) => summaryFromItem('Integer', 0n, s.partKey, summaryToItem(s)));
    expect(combineStored(0n, stored)?.sum).toBe(6n * big + 15n);
  });
});
