import { describe, expect, it } from 'vitest';
import {
  aggregate,
  aggregateFunctions,
  bucketCount,
  bucketStart,
  checkLegacyFunction,
  combineSummaries,
  fromSummary,
  needsRawPoints,
  summarize,
  summaryBucket,
  type AggregateFunction,
  type AggregateValue,
  type ChunkSummary,
  type SummaryFunction,
} from '#core/features/timeseries/aggregate.ts';
import type { Point, PointValue, ValueType } from '#core/features/timeseries/points.ts';
import { ProblemError } from '#core/kernel/problem.ts';
import { rng, type Rng } from './seeded-rng.ts';

const BASE = 1_700_000_000_123_456_789n; // beyond 2^53
const S = 1_000_000_000n; // one second in ns

// ---------- a naive reference, written independently of the module ----------

const key = (v: PointValue) => `${typeof v}:${String(v)}`;
const utf8Cmp = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
function cmp(a: PointValue, b: PointValue): number {
  if (typeof a === 'string') return utf8Cmp(a, b as string);
  if (typeof a === 'boolean') return (a ? 1 : 0) - (b ? 1 : 0);
  return a < (b as number) ? -1 : a > (b as number) ? 1 : 0;
}

function refReduce(fn: AggregateFunction, type: ValueType, pts: Point[]): AggregateValue {
  const vals = pts.map((p) => p.value);
  const nums = vals.map(Number);
  switch (fn) {
    case 'COUNT':
      return BigInt(pts.length);
    case 'SUM':
      return type === 'Integer'
        ? vals.reduce<bigint>((a, v) => a + (v as bigint), 0n)
        : nums.reduce((a, v) => a + v, 0);
    case 'MEAN':
      return type === 'Integer'
        ? Number(vals.reduce<bigint>((a, v) => a + (v as bigint), 0n)) / pts.length
        : nums.reduce((a, v) => a + v, 0) / pts.length;
    case 'MIN':
      return [...vals].sort(cmp)[0]!;
    case 'MAX':
      return [...vals].sort(cmp).at(-1)!;
    case 'SPREAD': {
      const s = [...vals].sort(cmp);
      return type === 'Integer' ? (s.at(-1) as bigint) - (s[0] as bigint) : (s.at(-1) as number) - (s[0] as number);
    }
    case 'FIRST':
      return [...pts].sort((a, b) =>
        a.timestamp === b.timestamp ? -cmp(a.value, b.value) : a.timestamp < b.timestamp ? -1 : 1,
      )[0]!.value;
    case 'LAST':
      return [...pts].sort((a, b) =>
        a.timestamp === b.timestamp ? -cmp(a.value, b.value) : a.timestamp > b.timestamp ? -1 : 1,
      )[0]!.value;
    case 'MEDIAN': {
      // PostgreSQL's percentile_cont(0.5) over float8: rows (n − 1)/2 rounded down and up, lerped.
      const s = nums.slice().sort((a, b) => a - b);
      const pos = 0.5 * (s.length - 1);
      const lo = s[Math.floor(pos)]!;
      const hi = s[Math.ceil(pos)]!;
      return Math.floor(pos) === Math.ceil(pos) ? lo : lo + (pos - Math.floor(pos)) * (hi - lo);
    }
    case 'MODE': {
      // PostgreSQL's mode(): the most frequent value; ties to the first in sort order.
      const groups: Record<string, { v: PointValue; n: number }> = {};
      for (const p of pts) {
        const k = key(p.value);
        const g = groups[k] ?? { v: p.value, n: 0 };
        groups[k] = g;
        g.n++;
      }
      return Object.values(groups).sort((a, b) => b.n - a.n || cmp(a.v, b.v))[0]!.v;
    }
    case 'STDDEV': {
      if (pts.length === 1) return null;
      let mean = 0;
      let m2 = 0;
      nums.forEach((x, i) => {
        const d = x - mean;
        mean += d / (i + 1);
        m2 += d * (x - mean);
      });
      return Math.sqrt(m2 / (nums.length - 1));
    }
    case 'INTEGRAL':
      throw new Error('integral has its own reference');
  }
}

interface Opts {
  fn: AggregateFunction;
  type: ValueType;
  start: bigint;
  end: bigint;
  groupBy?: bigint | undefined;
}

/** The buckets that hold points (time_bucket: fill NONE), each reduced from its points. */
function refAggregate(points: Point[], o: Opts): { timestamp: bigint; value: AggregateValue }[] {
  const inRange = points.filter((p) => o.start <= p.timestamp && p.timestamp <= o.end);
  if (inRange.length === 0) return [];
  const windows: { lo: bigint; hi: bigint; ts: bigint }[] = [];
  if (o.groupBy === undefined) windows.push({ lo: o.start, hi: o.end + 1n, ts: o.start });
  else {
    for (let w = (o.start / o.groupBy) * o.groupBy; w <= o.end; w += o.groupBy)
      windows.push({ lo: w, hi: w + o.groupBy, ts: w });
  }
  const present = <T>(xs: { timestamp: bigint; value: T | undefined }[]) =>
    xs.filter((b): b is { timestamp: bigint; value: T } => b.value !== undefined);
  if (o.fn === 'INTEGRAL') return present(refIntegral(inRange, o, windows));
  return present(
    windows.map(({ lo, hi, ts }) => {
      const pts = inRange.filter((p) => lo <= p.timestamp && p.timestamp < hi);
      return { timestamp: ts, value: pts.length === 0 ? undefined : refReduce(o.fn, o.type, pts) };
    }),
  );
}

/** InfluxQL's integral, restated pairwise: each pair of consecutive distinct timestamps contributes a trapezoid, split at a bucket border. */
function refIntegral(pts: Point[], o: Opts, windows: { lo: bigint; ts: bigint }[]) {
  const sorted = pts
    .map((p, i) => ({ p, i }))
    .sort((a, b) => (a.p.timestamp === b.p.timestamp ? a.i - b.i : a.p.timestamp < b.p.timestamp ? -1 : 1))
    .map((x) => x.p);
  const distinct: { t: bigint; enter: number; leave: number }[] = [];
  for (const p of sorted) {
    const last = distinct.at(-1);
    if (last && last.t === p.timestamp) last.leave = Number(p.value);
    else distinct.push({ t: p.timestamp, enter: Number(p.value), leave: Number(p.value) });
  }
  const g = o.groupBy;
  const bucketOf = (t: bigint) => (g === undefined ? 0 : windows.findIndex((w) => w.lo <= t && t < w.lo + g));
  const area = new Map<number, number>();
  const add = (b: number, x: number) => area.set(b, (area.get(b) ?? 0) + x);
  for (const d of distinct) add(bucketOf(d.t), 0);
  for (let k = 1; k < distinct.length; k++) {
    const a = distinct[k - 1]!;
    const b = distinct[k]!;
    const ba = bucketOf(a.t);
    const bb = bucketOf(b.t);
    if (ba === bb) add(ba, ((a.leave + b.enter) / 2) * (Number(b.t - a.t) / 1e9));
    else {
      const border = windows[ba]!.lo + g!;
      const vb = a.leave + ((b.enter - a.leave) * Number(border - a.t)) / Number(b.t - a.t);
      add(ba, ((a.leave + vb) / 2) * (Number(border - a.t) / 1e9));
      add(bb, ((vb + b.enter) / 2) * (Number(b.t - border) / 1e9));
    }
  }
  const lastT = distinct.at(-1)!.t;
  if (g !== undefined && lastT === windows[bucketOf(lastT)]!.lo) area.delete(bucketOf(lastT));
  return windows.map((w, i) => ({ timestamp: w.ts, value: area.get(i) }));
}

// ---------- random data ----------

const strings = ['', 'a', 'b', 'ä', 'z', '😀', 'a,b', 'x"y'];
function randomValue(r: Rng, type: ValueType, huge: boolean): PointValue {
  switch (type) {
    case 'Double':
      return r.next() < 0.3 ? r.pick([0, 1.5, -2.25, 7]) : (r.next() - 0.5) * 2000;
    case 'Integer':
      return huge ? r.big(2n ** 62n) - 2n ** 61n : BigInt(r.int(21) - 10);
    case 'Boolean':
      return r.next() < 0.5;
    case 'String':
      return r.pick(strings);
  }
}

function randomCase(seed: number, type: ValueType) {
  const r = rng(seed);
  const groupBy = r.next() < 0.2 ? undefined : r.pick([1n, 7n, 1000n, S, 60n * S]);
  const unit = groupBy ?? S;
  const start = BASE + BigInt(r.int(1000)) * (unit / 3n + 1n);
  const buckets = 1 + r.int(12);
  const end = start + BigInt(buckets) * unit - BigInt(r.int(Number(unit > 1000n ? 1000n : unit)));
  const huge = r.next() < 0.5;
  const points: Point[] = [];
  const n = r.int(40);
  for (let i = 0; i < n; i++) {
    // Clustered offsets leave buckets empty or with one point; some fall outside [start, end].
    const off = BigInt(r.int(buckets + 2) - 1) * unit + BigInt(r.int(Number(unit > 5000n ? 5000n : unit)));
    const t = start + off;
    points.push({ timestamp: t < 0n ? 0n : t, value: randomValue(r, type, huge) });
    if (r.next() < 0.15) points.push({ timestamp: t, value: randomValue(r, type, huge) }); // a duplicate timestamp
  }
  return { points, start, end, groupBy };
}

function expectSame(
  actual: readonly { timestamp: bigint; value: AggregateValue | undefined }[],
  expected: readonly { timestamp: bigint; value: AggregateValue | undefined }[],
  what: string,
) {
  expect(
    actual.map((b) => b.timestamp),
    what,
  ).toEqual(expected.map((b) => b.timestamp));
  actual.forEach((b, i) => {
    const e = expected[i]!.value;
    if (typeof e === 'number' && typeof b.value === 'number') {
      expect(Math.abs(b.value - e), `${what} bucket ${i}: ${b.value} vs ${e}`).toBeLessThanOrEqual(
        1e-9 * Math.max(1, Math.abs(e)),
      );
    } else expect(b.value, `${what} bucket ${i}`).toEqual(e);
  });
}

const allowed = (fn: AggregateFunction, type: ValueType) =>
  ['COUNT', 'FIRST', 'LAST', 'MODE'].includes(fn) || type === 'Integer' || type === 'Double';

describe('aggregate: each function against a naive reference on random data', () => {
  for (const type of ['Double', 'Integer', 'Boolean', 'String'] as const) {
    for (const fn of aggregateFunctions) {
      if (!allowed(fn, type)) continue;
      it(`${fn} over ${type}`, () => {
        let nonEmpty = 0;
        for (let seed = 1; seed <= 60; seed++) {
          const c = randomCase(seed * 7919 + fn.length, type);
          const o = { fn, type, start: c.start, end: c.end, groupBy: c.groupBy };
          const expected = refAggregate(c.points, o);
          expectSame(aggregate(c.points, o), expected, `seed ${seed}`);
          expectSame(
            aggregate([...c.points].reverse(), o).filter(() => fn !== 'INTEGRAL'),
            expected.filter(() => fn !== 'INTEGRAL'),
            `seed ${seed} reversed`,
          );
          if (expected.length > 0) nonEmpty++;
        }
        expect(nonEmpty).toBeGreaterThan(20);
      });
    }
  }
});

describe('aggregate: documented semantics', () => {
  const p = (s: bigint, value: PointValue): Point => ({ timestamp: BASE + s, value });
  const g = 10n * S;
  const start = (BASE / g) * g; // a bucket border, so that buckets below are easy to name

  it('aligns buckets to the epoch and answers the buckets of [start, end] that hold points, end inclusive', () => {
    const out = aggregate([p(0n, 1), p(5n * S, 7), p(25n * S, 2), p(30n * S, 3)], {
      fn: 'COUNT',
      type: 'Double',
      start: BASE + 3n * S,
      end: BASE + 30n * S,
      groupBy: g,
    });
    // BASE + 0 lies before start; BASE + 5 s in the first bucket, which starts before start; the point at end counts
    expect(out).toEqual([
      { timestamp: start, value: 1n },
      { timestamp: start + 2n * g, value: 1n },
      { timestamp: start + 3n * g, value: 1n },
    ]);
  });

  it('aligns by floor (TimescaleDB time_bucket), exact for negative and huge int64 values', () => {
    expect(bucketStart(-1n, 10n)).toBe(-10n);
    expect(bucketStart(-10n, 10n)).toBe(-10n);
    expect(bucketStart(-11n, 10n)).toBe(-20n);
    expect(bucketStart(9n, 10n)).toBe(0n);
    const max = 2n ** 63n - 1n;
    const min = -(2n ** 63n);
    expect(bucketStart(max, 2n ** 62n)).toBe(2n ** 62n);
    expect(bucketStart(max, max)).toBe(max);
    expect(bucketStart(min, max)).toBe(-2n * max);
    expect(bucketStart(1_700_000_000_123_456_789n, 1_000_000_007n)).toBe(
      1_700_000_000_123_456_789n - (1_700_000_000_123_456_789n % 1_000_000_007n),
    );
    expect(bucketCount(-25n, 5n, 10n)).toBe(4n);
    expect(bucketCount(0n, max, max)).toBe(2n);
    const neg = aggregate(
      [
        { timestamp: -15n, value: 1 },
        { timestamp: -5n, value: 2 },
        { timestamp: 3n, value: 4 },
      ],
      { fn: 'SUM', type: 'Double', start: -20n, end: 5n, groupBy: 10n },
    );
    expect(neg).toEqual([
      { timestamp: -20n, value: 1 },
      { timestamp: -10n, value: 2 },
      { timestamp: 0n, value: 4 },
    ]);
  });

  it('with a width of end − start (the legacy default without group_by) a range can answer two buckets', () => {
    // [BASE + 3 s, BASE + 13 s] with width 10 s: buckets floor(t / 10 s) · 10 s
    const w = 10n * S;
    const out = aggregate([p(4n * S, 1), p(12n * S, 3)], {
      fn: 'MEAN',
      type: 'Double',
      start: BASE + 3n * S,
      end: BASE + 13n * S,
      groupBy: w,
    });
    expect(out.map((b) => b.timestamp)).toEqual([bucketStart(BASE + 4n * S, w), bucketStart(BASE + 12n * S, w)]);
    expect(out.length).toBe(bucketStart(BASE + 4n * S, w) === bucketStart(BASE + 12n * S, w) ? 1 : 2);
  });

  it('without group_by answers one bucket stamped with start, and nothing for an empty range', () => {
    expect(aggregate([p(5n, 2), p(9n, 4)], { fn: 'MEAN', type: 'Double', start: BASE, end: BASE + 100n })).toEqual([
      { timestamp: BASE, value: 3 },
    ]);
    expect(aggregate([p(500n, 2)], { fn: 'COUNT', type: 'Double', start: BASE, end: BASE + 100n })).toEqual([]);
    expect(
      aggregate([p(500n, 2)], { fn: 'COUNT', type: 'Double', start: BASE, end: BASE + 100n, groupBy: 10n }),
    ).toEqual([]);
  });

  it('single points: STDDEV null, SPREAD 0, MEDIAN the value; MEDIAN of an even count is the mean of the middle two', () => {
    const one = { type: 'Integer' as const, start: BASE, end: BASE + 10n };
    expect(aggregate([p(1n, 5n)], { ...one, fn: 'STDDEV' })[0]!.value).toBeNull();
    expect(aggregate([p(1n, 5n)], { ...one, fn: 'SPREAD' })[0]!.value).toBe(0n);
    expect(aggregate([p(1n, 5n)], { ...one, fn: 'MEDIAN' })[0]!.value).toBe(5);
    expect(aggregate([p(1n, 9n), p(2n, 1n), p(3n, 4n), p(4n, 5n)], { ...one, fn: 'MEDIAN' })[0]!.value).toBe(4.5);
  });

  it('Integer SUM is exact beyond 2^53 and beyond int64', () => {
    const big = 9_223_372_036_854_775_807n;
    expect(
      aggregate([p(1n, big), p(2n, big), p(3n, 1n)], { fn: 'SUM', type: 'Integer', start: BASE, end: BASE + 10n })[0]!
        .value,
    ).toBe(2n * big + 1n);
  });

  it('MODE ties go to the smallest value (mode()); FIRST/LAST ties at one timestamp to the greatest value', () => {
    const o = { type: 'String' as const, start: BASE, end: BASE + 10n };
    expect(aggregate([p(5n, 'b'), p(1n, 'z'), p(2n, 'b'), p(3n, 'z')], { ...o, fn: 'MODE' })[0]!.value).toBe('b');
    expect(
      aggregate([p(1n, 9n), p(2n, -4n), p(3n, 9n), p(4n, -4n), p(5n, 7n)], { ...o, type: 'Integer', fn: 'MODE' })[0]!
        .value,
    ).toBe(-4n);
    expect(aggregate([p(1n, 'a'), p(1n, 'c'), p(1n, 'b'), p(4n, 'x')], { ...o, fn: 'FIRST' })[0]!.value).toBe('c');
    expect(aggregate([p(4n, true), p(4n, false)], { ...o, type: 'Boolean', fn: 'LAST' })[0]!.value).toBe(true);
  });

  it('INTEGRAL is in value·seconds, split at bucket borders by linear interpolation', () => {
    // 0 at 0 s, 2 at 2 s: area 2 value·s without group_by
    expect(
      aggregate([p(0n, 0), p(2n * S, 2)], { fn: 'INTEGRAL', type: 'Double', start: BASE, end: BASE + 2n * S })[0]!
        .value,
    ).toBe(2);
    // a straight line v = t/s in 10 s buckets from a border: the trapezoid 0 s → 15 s splits at 10 s
    const t0 = start;
    const line = (secs: bigint[]) => secs.map((x) => ({ timestamp: t0 + x * S, value: Number(x) }));
    const o = { fn: 'INTEGRAL' as const, type: 'Double' as const, start: t0, end: t0 + 29n * S, groupBy: g };
    expect(aggregate(line([0n, 15n, 25n]), o).map((b) => b.value)).toEqual([50, 62.5 + 87.5, 112.5]);
    // across an empty bucket InfluxQL credits the area after the first bucket's border to the next point's bucket
    expect(aggregate(line([0n, 20n, 25n]), o)).toEqual([
      { timestamp: t0, value: 50 },
      { timestamp: t0 + 2n * g, value: 150 + 112.5 },
    ]);
    // the last bucket is left out when its only point lies on its start (with it the area credited to it, as in InfluxQL)
    expect(aggregate(line([0n, 5n, 20n]), o).map((b) => b.value)).toEqual([50]);
    expect(aggregate(line([0n, 10n]), o).map((b) => b.value)).toEqual([50]);
  });

  it('MEDIAN is percentile_cont(0.5): interpolated between the middle values as doubles', () => {
    const o = { type: 'Integer' as const, start: BASE, end: BASE + 10n, fn: 'MEDIAN' as const };
    const big = 2n ** 62n;
    // lo + 0.5 · (hi − lo) in doubles, not (lo + hi) / 2 in bigints
    expect(aggregate([p(1n, big), p(2n, big + 1000n)], o)[0]!.value).toBe(
      Number(big) + 0.5 * (Number(big + 1000n) - Number(big)),
    );
    expect(aggregate([p(1n, 3n), p(2n, 1n), p(3n, 2n)], o)[0]!.value).toBe(2);
    const d = { ...o, type: 'Double' as const };
    expect(aggregate([p(1n, 1.5), p(2n, -0.5), p(3n, 2.5), p(4n, 0.25)], d)[0]!.value).toBe(0.25 + 0.5 * (1.5 - 0.25));
    expect(aggregate([p(1n, Number.MAX_VALUE), p(2n, Number.MAX_VALUE)], d)[0]!.value).toBe(Number.MAX_VALUE); // no overflow
  });

  it('STDDEV of Integers is the sample deviation of the exact variance, also near 2^62', () => {
    const o = { type: 'Integer' as const, start: BASE, end: BASE + 10n, fn: 'STDDEV' as const };
    const big = 2n ** 62n;
    // values big, big + 2: mean big + 1, sample variance (1 + 1) / 1 = 2
    expect(aggregate([p(1n, big), p(2n, big + 2n)], o)[0]!.value).toBe(Math.SQRT2);
    expect(
      aggregate([p(1n, 2n), p(2n, 4n), p(3n, 4n), p(4n, 4n), p(5n, 5n), p(6n, 5n), p(7n, 7n), p(8n, 9n)], o)[0]!.value,
    ).toBeCloseTo(Math.sqrt(32 / 7), 14);
    expect(aggregate([p(1n, big)], o)[0]!.value).toBeNull();
  });

  it('the legacy shelf refuses INTEGRAL, and on Boolean and String channels all but COUNT, FIRST and LAST', () => {
    for (const type of ['Integer', 'Double', 'Boolean', 'String'] as const) {
      for (const fn of aggregateFunctions) {
        const allowedHere =
          fn !== 'INTEGRAL' && (type === 'Integer' || type === 'Double' || ['COUNT', 'FIRST', 'LAST'].includes(fn));
        if (allowedHere) expect(() => checkLegacyFunction(fn, type)).not.toThrow();
        else {
          try {
            checkLegacyFunction(fn, type);
            expect.unreachable(`${fn} over ${type}`);
          } catch (err) {
            expect((err as ProblemError).status).toBe(400);
            expect((err as ProblemError).detail).toContain(fn);
            expect((err as ProblemError).extensions['violations']).toEqual([
              expect.objectContaining({ field: 'function' }),
            ]);
          }
        }
      }
    }
  });

  it('refuses MEAN and the other numeric functions on String and Boolean channels with a 400 naming both', () => {
    for (const fn of ['MEAN', 'MEDIAN', 'SUM', 'MIN', 'MAX', 'INTEGRAL', 'SPREAD', 'STDDEV'] as const) {
      for (const type of ['String', 'Boolean'] as const) {
        try {
          aggregate([p(1n, 'x')], { fn, type, start: BASE, end: BASE + 10n });
          expect.unreachable();
        } catch (err) {
          expect(err).toBeInstanceOf(ProblemError);
          expect((err as ProblemError).status).toBe(400);
          expect((err as ProblemError).detail).toContain(fn);
          expect((err as ProblemError).detail).toContain(type);
          expect((err as ProblemError).extensions['violations']).toEqual([
            expect.objectContaining({ field: 'function' }),
          ]);
        }
      }
    }
  });
});

describe('chunk summaries', () => {
  const summaryFns: SummaryFunction[] = ['COUNT', 'SUM', 'MEAN', 'MIN', 'MAX', 'FIRST', 'LAST', 'SPREAD'];

  it('the planner: MEDIAN, MODE, STDDEV and INTEGRAL need raw points, the rest do not', () => {
    expect(aggregateFunctions.filter(needsRawPoints).sort()).toEqual(['INTEGRAL', 'MEDIAN', 'MODE', 'STDDEV']);
    expect(aggregateFunctions.filter((f) => !needsRawPoints(f)).sort()).toEqual([...summaryFns].sort());
  });

  for (const type of ['Double', 'Integer', 'Boolean', 'String'] as const) {
    it(`summaries of whole chunks + raw partial chunks = raw computation (${type})`, () => {
      let usedSummaries = 0;
      for (let seed = 1; seed <= 80; seed++) {
        const c = randomCase(seed * 104729, type);
        const r = rng(seed);
        const sorted = [...c.points].sort((a, b) =>
          a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0,
        );
        // cut into random contiguous chunks, as the store would hold them
        const chunks: Point[][] = [];
        for (let i = 0; i < sorted.length; ) {
          const len = 1 + r.int(6);
          chunks.push(sorted.slice(i, i + len));
          i += len;
        }
        const o = { start: c.start, end: c.end, groupBy: c.groupBy };
        for (const fn of summaryFns) {
          if (!allowed(fn, type)) continue;
          const raw: Point[] = [];
          const summaries: ChunkSummary[] = [];
          for (const chunk of chunks) {
            const s = summarize(chunk, type)!;
            if (summaryBucket(s, o) !== undefined) summaries.push(s);
            else raw.push(...chunk);
          }
          usedSummaries += summaries.length;
          expectSame(
            aggregate(raw, { ...o, fn, type }, summaries),
            aggregate(c.points, { ...o, fn, type }),
            `${fn} seed ${seed}`,
          );
        }
      }
      expect(usedSummaries).toBeGreaterThan(100);
    });
  }

  it('combineSummaries is order-independent and fromSummary matches the raw functions', () => {
    const r = rng(42);
    for (let k = 0; k < 50; k++) {
      const pts: Point[] = Array.from({ length: 1 + r.int(30) }, () => ({
        timestamp: BASE + BigInt(r.int(10)),
        value: BigInt(r.int(100)) - 50n,
      }));
      const parts = [pts.slice(0, 5), pts.slice(5, 12), pts.slice(12)]
        .filter((x) => x.length > 0)
        .map((x) => summarize(x, 'Integer')!);
      const a = combineSummaries(parts)!;
      const b = combineSummaries([...parts].reverse())!;
      expect(a).toEqual(b);
      for (const fn of summaryFns) expect(fromSummary(fn, a)).toEqual(refReduce(fn, 'Integer', pts));
    }
    expect(combineSummaries([])).toBeUndefined();
  });

  it('refuses summaries for the raw-only functions and summaries that straddle a border', () => {
    const s = summarize(
      [
        { timestamp: BASE, value: 1 },
        { timestamp: BASE + 20n, value: 2 },
      ],
      'Double',
    )!;
    expect(() => aggregate([], { fn: 'MEDIAN', type: 'Double', start: BASE, end: BASE + 100n }, [s])).toThrow(
      /summaries/,
    );
    expect(summaryBucket(s, { start: BASE, end: BASE + 100n, groupBy: 10n })).toBeUndefined();
    expect(summaryBucket(s, { start: BASE + 1n, end: BASE + 100n })).toBeUndefined();
    expect(summaryBucket(s, { start: BASE, end: BASE + 100n })).toBe(BASE);
  });
});
