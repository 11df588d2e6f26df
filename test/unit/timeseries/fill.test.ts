import { describe, expect, it } from 'vitest';
import { aggregate, type AggregateValue, type RawBucket } from '#core/features/timeseries/aggregate.ts';
import { applyFill, fillOptions, roundHalfAway, type FillOption } from '#core/features/timeseries/fill.ts';
import { rng } from './seeded-rng.ts';

const BASE = 1_700_000_000_000_000_000n;
const G = 1_000_000_000n;

/**
 * Reference gap fill, restated from TimescaleDB's time_bucket_gapfill with locf() and
 * interpolate(): every bucket start from floor(start / g)·g while ≤ end; a gap takes the nearest
 * present neighbours (scanning outwards from it). Integers: exact rational, halves away from zero.
 */
function refFill(
  present: readonly RawBucket[],
  fill: FillOption,
  start: bigint,
  end: bigint,
  g: bigint,
): { timestamp: bigint; value: AggregateValue }[] {
  if (fill === 'NONE') return [...present];
  const first = start >= 0n || start % g === 0n ? (start / g) * g : (start / g - 1n) * g;
  const byTime = new Map(present.map((b) => [b.timestamp, b]));
  const out: { timestamp: bigint; value: AggregateValue }[] = [];
  for (let t = first; t <= end; t += g) {
    const here = byTime.get(t);
    if (here) {
      out.push(here);
      continue;
    }
    const before = present.filter((b) => b.timestamp < t).at(-1);
    const after = present.find((b) => b.timestamp > t);
    let value: AggregateValue = null;
    if (fill === 'PREVIOUS') value = before?.value ?? null;
    if (fill === 'LINEAR' && before && after) {
      const [x0, x1, y0, y1] = [before.timestamp, after.timestamp, before.value, after.value];
      if (typeof y0 === 'number' && typeof y1 === 'number')
        value = y0 === y1 ? y0 : (y0 * Number(x1 - t) + y1 * Number(t - x0)) / Number(x1 - x0);
      if (typeof y0 === 'bigint' && typeof y1 === 'bigint') {
        const num = y0 * (x1 - t) + y1 * (t - x0);
        const den = x1 - x0;
        const twice = (2n * (num < 0n ? -num : num)) / den; // ⌊2|q|⌋
        const rounded = (twice + 1n) / 2n; // halves up, in magnitude
        value = num < 0n ? -rounded : rounded;
      }
    }
    out.push({ timestamp: t, value });
  }
  return out;
}

function randomCase(seed: number) {
  const r = rng(seed);
  const kind = r.pick(['number', 'bigint'] as const);
  const n = r.int(25);
  const start = BASE + BigInt(r.int(1000)) * G + BigInt(r.int(Number(G)));
  const end = start + BigInt(n) * G - BigInt(r.int(1000));
  const present: RawBucket[] = [];
  for (let t = (start / G) * G; t <= end; t += G) {
    const roll = r.next();
    if (roll < 0.45) continue;
    const value: AggregateValue =
      roll < 0.5
        ? null
        : kind === 'number'
          ? r.next() < 0.1
            ? 7.5
            : (r.next() - 0.5) * 1e6
          : r.next() < 0.5
            ? BigInt(r.int(2000) - 1000)
            : 2n ** 62n - BigInt(r.int(1e9));
    present.push({ timestamp: t, value });
  }
  return { present, start, end };
}

describe('fill options against a reference on random bucket series', () => {
  for (const fill of fillOptions) {
    it(fill, () => {
      let gaps = 0;
      for (let seed = 1; seed <= 300; seed++) {
        const { present, start, end } = randomCase(seed);
        const actual = applyFill(present, fill, { start, end, groupBy: G });
        const expected = refFill(present, fill, start, end, G);
        expect(actual, `seed ${seed}`).toEqual(expected);
        gaps += expected.length - present.length;
      }
      if (fill !== 'NONE') expect(gaps).toBeGreaterThan(500);
    });
  }
});

describe('fill semantics (shepard 5.2: time_bucket_gapfill, locf, interpolate)', () => {
  const at = (i: number, value: AggregateValue): RawBucket => ({ timestamp: BASE + BigInt(i) * G, value });
  const range = { start: BASE, end: BASE + 5n * G, groupBy: G };
  const series = [at(1, 10), at(4, 40)];
  const values = (fill: FillOption, s: RawBucket[] = series, r = range) => applyFill(s, fill, r).map((x) => x.value);

  it('NONE answers only the buckets that hold points', () => {
    expect(applyFill(series, 'NONE', range)).toEqual(series);
  });
  it('NULL, LINEAR and PREVIOUS answer every bucket from the one holding start to the one holding end', () => {
    const r = { start: BASE + G / 2n, end: BASE + 5n * G, groupBy: G }; // start inside bucket 0, end on bucket 5's start
    expect(applyFill(series, 'NULL', r).map((x) => x.timestamp)).toEqual(
      [0, 1, 2, 3, 4, 5].map((i) => BASE + BigInt(i) * G),
    );
    expect(values('NULL')).toEqual([null, 10, null, null, 40, null]);
  });
  it('LINEAR interpolates inside and leaves leading and trailing gaps null', () => {
    expect(values('LINEAR')).toEqual([null, 10, 20, 30, 40, null]);
  });
  it('PREVIOUS carries forward; leading gaps stay null; a null answer is carried as null', () => {
    expect(values('PREVIOUS')).toEqual([null, 10, 10, 10, 40, 40]);
    expect(values('PREVIOUS', [at(0, 2), at(1, null)])).toEqual([2, null, null, null, null, null]);
  });
  it('COUNT gaps are null under NULL, not 0 (a gap has no aggregate)', () => {
    const counts = aggregate(
      [
        { timestamp: BASE + G, value: 1 },
        { timestamp: BASE + 3n * G, value: 1 },
      ],
      { fn: 'COUNT', type: 'Double', start: BASE, end: BASE + 4n * G, groupBy: G },
    );
    expect(counts).toEqual([at(1, 1n), at(3, 1n)]);
    expect(applyFill(counts, 'NULL', { start: BASE, end: BASE + 4n * G, groupBy: G }).map((x) => x.value)).toEqual([
      null,
      1n,
      null,
      1n,
      null,
    ]);
  });
  it('a range with no point answers every bucket null under NULL, LINEAR and PREVIOUS, none under NONE', () => {
    for (const fill of ['NULL', 'LINEAR', 'PREVIOUS'] as const)
      expect(values(fill, [], { start: BASE, end: BASE + 2n * G, groupBy: G })).toEqual([null, null, null]);
    expect(values('NONE', [], range)).toEqual([]);
  });
  it('Integer results interpolate exactly beyond 2^53, rounding halves away from zero', () => {
    const big = 2n ** 62n;
    const r = { start: BASE, end: BASE + 2n * G, groupBy: G };
    expect(values('LINEAR', [at(0, big), at(2, big + 3n)], r)).toEqual([big, big + 2n, big + 3n]); // 1.5 → 2
    expect(values('LINEAR', [at(0, 0n), at(2, -3n)], r)).toEqual([0n, -2n, -3n]); // -1.5 → -2
    expect(values('LINEAR', [at(0, 0n), at(3, 1n)], { ...r, end: BASE + 3n * G })).toEqual([0n, 0n, 1n, 1n]); // 1/3 → 0, 2/3 → 1
    expect(roundHalfAway(5n, 2n)).toBe(3n);
    expect(roundHalfAway(-5n, 2n)).toBe(-3n);
    expect(roundHalfAway(4n, 3n)).toBe(1n);
  });
  it('Double results: equal neighbours give their value; a null neighbour gives null', () => {
    const r = { start: BASE, end: BASE + 2n * G, groupBy: G };
    expect(values('LINEAR', [at(0, 0.1), at(2, 0.1)], r)).toEqual([0.1, 0.1, 0.1]);
    expect(values('LINEAR', [at(0, null), at(2, 3)], r)).toEqual([null, null, 3]);
  });
  it('aligns gaps to the epoch by floor also for negative starts and near int64 bounds (exact)', () => {
    expect(applyFill([], 'NULL', { start: -25n, end: 5n, groupBy: 10n }).map((x) => x.timestamp)).toEqual([
      -30n,
      -20n,
      -10n,
      0n,
    ]);
    const max = 2n ** 63n - 1n;
    const g = 2n ** 62n;
    expect(applyFill([], 'NULL', { start: max - 1n, end: max, groupBy: g }).map((x) => x.timestamp)).toEqual([g]);
    expect(applyFill([], 'NULL', { start: 0n, end: max, groupBy: g }).map((x) => x.timestamp)).toEqual([0n, g]);
  });
});
