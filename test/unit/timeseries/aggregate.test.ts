import { describe, expect, it } from 'vitest';
import {
  aggregate,
  aggregateFunctions,
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
      const s = [...vals].sort(cmp);
      const n = s.length;
      if (n % 2) return Number(s[(n - 1) / 2]);
      return type === 'Integer'
        ? Number((s[n / 2 - 1] as bigint) + (s[n / 2] as bigint)) / 2
        : ((s[n / 2 - 1] as number) + (s[n / 2] as number)) / 2;
    }
    case 'MODE': {
      const groups: Record<string, { v: PointValue; n: number; t: bigint }> = {};
      for (const p of pts) {
        const k = key(p.value);
        const g = groups[k] ?? { v: p.value, n: 0, t: p.timestamp };
        groups[k] = g;
        g.n++;
        if (p.timestamp < g.t) g.t = p.timestamp;
      }
      return Object.values(groups).sort((a, b) => b.n - a.n || (a.t < b.t ? -1 : a.t > b.t ? 1 : -cmp(a.v, b.v)))[0]!.v;
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

function refAggregate(points: Point[], o: Opts): { timestamp: bigint; value: AggregateValue | undefined }[] {
  const inRange = points.filter((p) => o.start <= p.timestamp && p.timestamp <= o.end);
  if (inRange.length === 0) return [];
  const windows: { lo: bigint; hi: bigint; ts: bigint }[] = [];
  if (o.groupBy === undefined) windows.push({ lo: o.start, hi: o.end + 1n, ts: o.start });
  else {
    for (let w = (o.start / o.groupBy) * o.groupBy; w <= o.end; w += o.groupBy)
      windows.push({ lo: w, hi: w + o.groupBy, ts: w });
  }
  if (o.fn === 'INTEGRAL') return refIntegral(inRange, o, windows);
  return windows.map(({ lo, hi, ts }) => {
    const pts = inRange.filter((p) => lo <= p.timestamp && p.timestamp < hi);
    return { timestamp: ts, value: pts.length === 0 ? undefined : refReduce(o.fn, o.type, pts) };
  });
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

  it('aligns buckets to the epoch and lists every bucket of [start, end], end inclusive', () => {
    const out = aggregate([p(0n, 1), p(25n * S, 2), p(30n * S, 3)], {
      fn: 'COUNT',
      type: 'Double',
      start: BASE + 3n * S,
      end: BASE + 30n * S,
      groupBy: g,
    });
    expect(out.map((b) => b.timestamp)).toEqual([0n, 1n, 2n, 3n].map((i) => start + i * g)); // the first bucket starts before start
    expect(out.map((b) => b.value)).toEqual([undefined, undefined, 1n, 1n]); // BASE + 0 lies before start; the point at end counts
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

  it('MODE ties go to the value seen first; FIRST/LAST ties at one timestamp to the greatest value', () => {
    const o = { type: 'String' as const, start: BASE, end: BASE + 10n };
    expect(aggregate([p(5n, 'b'), p(1n, 'z'), p(2n, 'b'), p(3n, 'z')], { ...o, fn: 'MODE' })[0]!.value).toBe('z');
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
    expect(aggregate(line([0n, 20n, 25n]), o).map((b) => b.value)).toEqual([50, undefined, 150 + 112.5]);
    // the last bucket is missing when its only point lies on its start (with it the area credited to it, as in InfluxQL)
    expect(aggregate(line([0n, 5n, 20n]), o).map((b) => b.value)).toEqual([50, undefined, undefined]);
    expect(aggregate(line([0n, 10n]), o).map((b) => b.value)).toEqual([50, undefined, undefined]);
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
