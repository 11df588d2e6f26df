import { describe, expect, it } from 'vitest';
import {
  bucketStart,
  chooseWidth,
  chunkKey,
  chunkKeyRange,
  DEFAULT_WIDTH_NS,
  groupByBucket,
  lowerBound,
  MAX_WIDTH_NS,
  MIN_WIDTH_NS,
  mergePoints,
  parseChunkKey,
} from '../../../layers/core/src/features/timeseries/buckets.ts';
import { splitParts, PART_BYTES } from '../../../layers/core/src/features/timeseries/chunk-store.ts';
import { checkBatch, type Point } from '../../../layers/core/src/features/timeseries/points.ts';
import { ProblemError } from '../../../layers/core/src/kernel/problem.ts';
import { INT64_MAX, randomInt64, rng } from './prng.ts';

const T0 = 1_700_000_000_000_000_000n;
const at = (hz: number, n: number) =>
  Array.from({ length: n }, (_, i) => T0 + (BigInt(i) * 1_000_000_000n) / BigInt(hz));

describe('bucket width', () => {
  it('holds about 2,000 points at the first batch rate, from {1,2,5}·10^k ns', () => {
    expect(chooseWidth(at(1000, 10_000))).toBe(2_000_000_000n); // 1 kHz: 2 s
    expect(chooseWidth(at(1, 100))).toBe(2_000_000_000_000n); // 1 Hz: 2,000 s
    expect(chooseWidth(at(10_000_000, 100))).toBe(MIN_WIDTH_NS);
    expect(chooseWidth([0n, INT64_MAX])).toBe(MAX_WIDTH_NS);
    expect(chooseWidth([T0])).toBe(DEFAULT_WIDTH_NS);
    expect(chooseWidth([T0, T0, T0])).toBe(DEFAULT_WIDTH_NS);
  });

  it('aligns buckets to multiples of the width, up to int64 max', () => {
    expect(bucketStart(T0 + 1_999_999_999n, 2_000_000_000n)).toBe(T0);
    expect(bucketStart(T0 + 2_000_000_000n, 2_000_000_000n)).toBe(T0 + 2_000_000_000n);
    expect(bucketStart(0n, MAX_WIDTH_NS)).toBe(0n);
    expect(bucketStart(INT64_MAX, MAX_WIDTH_NS)).toBe(INT64_MAX - (INT64_MAX % MAX_WIDTH_NS));
  });
});

describe('sort keys', () => {
  it('sort as time for random bucket starts, and parse back', () => {
    const r = rng(3);
    const starts = [0n, INT64_MAX, ...Array.from({ length: 500 }, () => randomInt64(r))];
    const keys = starts.map((s) => chunkKey(s, s));
    const byKey = [...keys].sort();
    const byTime = [...starts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map((s) => chunkKey(s, s));
    expect(byKey).toEqual(byTime);
    for (const s of starts) expect(parseChunkKey(chunkKey(s, s + 7n))).toEqual({ start: s, partKey: s + 7n });
  });

  it('a range covers the parts of its first and last bucket', () => {
    const [from, to] = chunkKeyRange(T0 + 500n, T0 + 2_500_000_000n, 2_000_000_000n);
    for (const k of [
      chunkKey(T0, T0),
      chunkKey(T0, T0 + 1_999_999_999n),
      chunkKey(T0 + 2_000_000_000n, T0 + 2_000_000_011n),
    ])
      expect(k >= from && k <= to).toBe(true);
    for (const k of [
      chunkKey(T0 - 2_000_000_000n, T0 - 1n),
      chunkKey(T0 + 4_000_000_000n, T0 + 4_000_000_000n),
      'META',
    ])
      expect(k >= from && k <= to).toBe(false);
  });
});

describe('merging', () => {
  const p = (t: number, v: number): Point<number> => ({ timestamp: BigInt(t), value: v });

  it('sorts out-of-order points, the last duplicate in a batch wins, a new point replaces a stored one', () => {
    expect(mergePoints([p(1, 1), p(3, 3), p(5, 5)], [p(4, 40), p(3, 30), p(0, 0), p(4, 41)])).toEqual([
      p(0, 0),
      p(1, 1),
      p(3, 30),
      p(4, 41),
      p(5, 5),
    ]);
  });

  it('groups by bucket, each group merged', () => {
    const g = groupByBucket([p(25, 1), p(5, 2), p(15, 3), p(5, 4)], 10n);
    expect([...g.keys()]).toEqual([20n, 0n, 10n]);
    expect(g.get(0n)).toEqual([p(5, 4)]);
  });

  it('lowerBound finds the first point at or after a time', () => {
    const pts = [p(1, 0), p(3, 0), p(3, 0), p(9, 0)];
    expect([0, 1, 2, 3, 4, 9, 10].map((t) => lowerBound(pts, BigInt(t)))).toEqual([0, 0, 1, 1, 3, 3, 4]);
  });
});

describe('parts', () => {
  it('a bucket over the part size splits by time into parts under it', () => {
    const r = rng(11);
    const points = Array.from({ length: 100_000 }, (_, i) => ({ timestamp: T0 + BigInt(i) * 1000n, value: r() }));
    const parts = splitParts('Double', points);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(part.data.length).toBeLessThanOrEqual(PART_BYTES);
    expect(parts.flatMap((x) => x.points)).toEqual(points);
  });
});

describe('batch checks', () => {
  const refused = (fn: () => unknown) => {
    try {
      fn();
    } catch (err) {
      expect(err).toBeInstanceOf(ProblemError);
      return (err as ProblemError).extensions;
    }
    return expect.fail('accepted');
  };

  it('names the first offending point', () => {
    expect(
      refused(() =>
        checkBatch([
          { timestamp: 1n, value: 1.5 },
          { timestamp: 2n, value: 2.5 },
          { timestamp: 3n, value: 3n },
          { timestamp: 4n, value: 'x' },
        ]),
      ),
    ).toEqual({
      index: 2,
      violations: [{ field: 'points.2.value', message: expect.stringMatching(/Integer.*Double/) }],
    });
    expect(refused(() => checkBatch([{ timestamp: 1n, value: 1n }], 'Double'))).toMatchObject({ index: 0 });
    expect(
      refused(() =>
        checkBatch([
          { timestamp: 1n, value: 1 },
          { timestamp: -1n, value: 1 },
        ]),
      ),
    ).toMatchObject({ index: 1, violations: [{ field: 'points.1.timestamp' }] });
    expect(refused(() => checkBatch([{ timestamp: INT64_MAX + 1n, value: 1 }]))).toMatchObject({ index: 0 });
    expect(refused(() => checkBatch([{ timestamp: 1n, value: 2n ** 63n }]))).toMatchObject({
      index: 0,
      violations: [{ field: 'points.0.value' }],
    });
    expect(
      refused(() =>
        checkBatch([
          { timestamp: 1n, value: 0 },
          { timestamp: 1n, value: NaN },
        ]),
      ),
    ).toMatchObject({ index: 1 });
    expect(refused(() => checkBatch([{ timestamp: 1n, value: 'é'.repeat(40_000) }]))).toMatchObject({ index: 0 });
    expect(refused(() => checkBatch([]))).toMatchObject({ violations: [{ field: 'points' }] });
  });

  it('answers the batch type', () => {
    expect(
      checkBatch([
        { timestamp: 0n, value: true },
        { timestamp: INT64_MAX, value: false },
      ]),
    ).toBe('Boolean');
    expect(checkBatch([{ timestamp: 0n, value: 's' }], 'String')).toBe('String');
  });
});
