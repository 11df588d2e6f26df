import { describe, expect, it } from 'vitest';
import {
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
