import { describe, expect, it } from 'vitest';
import {
  combineStored,
  neumaierSum,
  summarize,
  summarizeTiles,
  summaryFromItem,
  summaryToItem,
  tilesToAttribute,
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

describe('tile summaries', () => {
  it('summarise each tenth of the bucket that holds points, and are stored and read back exactly', () => {
    const bucket = 1_700_000_000_000_000_000n;
    const width = 2_000_000_000n; // 2 s: tiles of 200 ms
    const at = (ms: bigint, value: bigint): Point => ({ timestamp: bucket + ms * 1_000_000n, value });
    // Tiles 0, 2 and 9 hold points; 199.999… ms is still tile 0, 400 ms starts tile 2.
    const points = [at(0n, 2n ** 63n - 1n), at(199n, -(2n ** 63n)), at(400n, 5n), at(599n, 6n), at(1999n, 7n)];
    const tiles = summarizeTiles('Integer', bucket, width, bucket, points);
    expect(tiles.map((t) => [t.count, t.first.timestamp - bucket, t.last.timestamp - bucket])).toEqual([
      [2, 0n, 199_000_000n],
      [2, 400_000_000n, 599_000_000n],
      [1, 1_999_000_000n, 1_999_000_000n],
    ]);
    expect(tiles[0]).toMatchObject({ sum: -1n, min: -(2n ** 63n), max: 2n ** 63n - 1n });
    const item = {
      ...summaryToItem(summarize('Integer', bucket, bucket, points)),
      st: tilesToAttribute('Integer', bucket, tiles),
    };
    const back = summaryFromItem('Integer', bucket, bucket, item).tiles;
    expect(back).toEqual(tiles.map(({ m2: _m2, ...rest }) => rest));
  });
});

describe('tile summaries of every value type', () => {
  it.each<[ValueType, Point['value'][]]>([
    ['Double', [1.5, -2.25, 1e300, 0.1, Number.MIN_VALUE]],
    ['Integer', [9_223_372_036_854_775_807n, 1n, -(2n ** 63n), 0n, 5n]],
    ['Boolean', [true, false, true, true, false]],
  ])('%s: read back exactly', (type, values) => {
    const bucket = 1_000_000_000_000n;
    const points = values.map((value, i) => ({ timestamp: bucket + BigInt(i) * 23_000n, value }));
    const tiles = summarizeTiles(type, bucket, 100_000n, bucket, points);
    expect(tiles.length).toBeGreaterThan(1);
    const back = summaryFromItem(type, bucket, bucket, {
      n: 1,
      t0: '0',
      t1: '0',
      f: '1',
      l: '1',
      st: tilesToAttribute(type, bucket, tiles),
    });
    expect(back.tiles).toEqual(tiles.map(({ m2: _m2, ...rest }) => rest));
  });
});
