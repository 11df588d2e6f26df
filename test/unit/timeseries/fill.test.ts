import { describe, expect, it } from 'vitest';
import {
  aggregate,
  type AggregateFunction,
  type AggregateValue,
  type RawBucket,
} from '#core/features/timeseries/aggregate.ts';
import { applyFill, fillOptions, type FillOption } from '#core/features/timeseries/fill.ts';
import { rng } from './seeded-rng.ts';

const BASE = 1_700_000_000_000_000_000n;
const G = 1_000_000_000n;

/** Reference fill, restated per bucket by scanning outwards from each missing one. */
function refFill(
  buckets: RawBucket[],
  fill: FillOption,
  fn: AggregateFunction,
): { timestamp: bigint; value: AggregateValue }[] {
  const out: { timestamp: bigint; value: AggregateValue }[] = [];
  for (let i = 0; i < buckets.length; i++) {
    const b = buckets[i]!;
    if (b.value !== undefined) {
      out.push({ timestamp: b.timestamp, value: b.value });
      continue;
    }
    if (fill === 'NONE') continue;
    if (fill === 'NULL') {
      out.push({ timestamp: b.timestamp, value: fn === 'COUNT' ? 0n : null });
      continue;
    }
    let l = i - 1;
    while (l >= 0 && buckets[l]!.value === undefined) l--;
    if (fill === 'PREVIOUS') {
      out.push({ timestamp: b.timestamp, value: l >= 0 ? buckets[l]!.value! : null });
      continue;
    }
    let r = i + 1;
    while (r < buckets.length && buckets[r]!.value === undefined) r++;
    const a = buckets[l];
    const c = buckets[r];
    let value: AggregateValue = null;
    if (a && c && typeof a.value === 'number' && typeof c.value === 'number') {
      value = a.value + (c.value - a.value) * (Number(b.timestamp - a.timestamp) / Number(c.timestamp - a.timestamp));
    } else if (a && c && typeof a.value === 'bigint' && typeof c.value === 'bigint') {
      const num = (c.value - a.value) * (b.timestamp - a.timestamp);
      const den = c.timestamp - a.timestamp;
      const q = num / den; // bigint division truncates toward zero
      value = a.value + q;
    }
    out.push({ timestamp: b.timestamp, value });
  }
  return out;
}

function randomBuckets(seed: number): RawBucket[] {
  const r = rng(seed);
  const kind = r.pick(['number', 'bigint', 'string', 'boolean'] as const);
  const n = r.int(25);
  const start = BASE + BigInt(r.int(1000)) * G;
  return Array.from({ length: n }, (_, i) => {
    const roll = r.next();
    const value: AggregateValue | undefined =
      roll < 0.45
        ? undefined
        : roll < 0.5
          ? null
          : kind === 'number'
            ? (r.next() - 0.5) * 1e6
            : kind === 'bigint'
              ? r.next() < 0.5
                ? BigInt(r.int(2000) - 1000)
                : 2n ** 62n - BigInt(r.int(1e9))
              : kind === 'string'
                ? r.pick(['a', 'b', ''])
                : r.next() < 0.5;
    return { timestamp: start + BigInt(i) * G, value };
  });
}

describe('fill options against a reference on random bucket series', () => {
  for (const fill of fillOptions) {
    for (const fn of ['MEAN', 'COUNT', 'FIRST'] as const) {
      it(`${fill} (${fn})`, () => {
        for (let seed = 1; seed <= 300; seed++) {
          const buckets = randomBuckets(seed);
          const actual = applyFill(buckets, fill, fn);
          const expected = refFill(buckets, fill, fn);
          expect(actual.map((b) => b.timestamp)).toEqual(expected.map((b) => b.timestamp));
          actual.forEach((b, i) => {
            const e = expected[i]!.value;
            if (typeof e === 'number') expect(b.value as number).toBeCloseTo(e, 6);
            else expect(b.value).toEqual(e);
          });
        }
      });
    }
  }
});

describe('fill semantics', () => {
  const b = (i: number, value: AggregateValue | undefined): RawBucket => ({ timestamp: BASE + BigInt(i) * G, value });
  const series = [b(0, undefined), b(1, 10), b(2, undefined), b(3, undefined), b(4, 40), b(5, undefined)];
  const values = (fill: FillOption, s: RawBucket[] = series, fn: AggregateFunction = 'MEAN') =>
    applyFill(s, fill, fn).map((x) => x.value);

  it('LINEAR interpolates inside and leaves leading and trailing empties null', () => {
    expect(values('LINEAR')).toEqual([null, 10, 20, 30, 40, null]);
  });
  it('PREVIOUS carries forward; leading empties stay null', () => {
    expect(values('PREVIOUS')).toEqual([null, 10, 10, 10, 40, 40]);
  });
  it('NONE drops empty buckets; NULL keeps them with null', () => {
    expect(applyFill(series, 'NONE', 'MEAN').map((x) => x.timestamp)).toEqual([BASE + G, BASE + 4n * G]);
    expect(values('NULL')).toEqual([null, 10, null, null, 40, null]);
  });
  it('COUNT reports 0 for empty buckets under NULL (InfluxQL fill(null) → fill(0) for count)', () => {
    const counts = aggregate(
      [
        { timestamp: BASE + G, value: 1 },
        { timestamp: BASE + 3n * G, value: 1 },
      ],
      { fn: 'COUNT', type: 'Double', start: BASE, end: BASE + 4n * G, groupBy: G },
    );
    expect(applyFill(counts, 'NULL', 'COUNT').map((x) => x.value)).toEqual([0n, 1n, 0n, 1n, 0n]);
    expect(applyFill(counts, 'LINEAR', 'COUNT').map((x) => x.value)).toEqual([null, 1n, 1n, 1n, null]);
  });
  it('Integer results interpolate exactly beyond 2^53, truncating toward zero', () => {
    const big = 2n ** 62n;
    expect(values('LINEAR', [b(0, big), b(1, undefined), b(2, big + 3n)])).toEqual([big, big + 1n, big + 3n]);
    expect(values('LINEAR', [b(0, 0n), b(1, undefined), b(2, -3n)])).toEqual([0n, -1n, -3n]);
  });
  it('String and Boolean results are not interpolated; a null neighbour gives null', () => {
    expect(values('LINEAR', [b(0, 'a'), b(1, undefined), b(2, 'c')])).toEqual(['a', null, 'c']);
    expect(values('LINEAR', [b(0, null), b(1, undefined), b(2, 3)])).toEqual([null, null, 3]);
    expect(values('PREVIOUS', [b(0, 2), b(1, null), b(2, undefined)])).toEqual([2, null, null]);
  });
});
