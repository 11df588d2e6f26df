import { badRequest } from '../../kernel/problem.ts';
import { compareTimestamps, compareValues, type Point, type PointValue, type ValueType } from './points.ts';
import type { ChunkSummary as StoredSummary } from './summary.ts';

/**
 * The 12 aggregate functions of `GET .../payload`, with InfluxQL 1.x semantics (upstream queried
 * InfluxDB 1.x with `SELECT fn("field") ... WHERE time >= start AND time <= end
 * GROUP BY time(<group_by>ns) fill(<option>)`).
 *
 * Range and buckets
 * - The range is [start, end], both ends inclusive (upstream's WHERE clause).
 * - With group_by g, buckets are aligned to the epoch as InfluxQL aligns GROUP BY time(): a point
 *   at t lies in the bucket starting at floor(t / g) * g, and a bucket reports that start as its
 *   timestamp, so the first bucket may start before `start`. The buckets listed are those from the
 *   one holding `start` to the one holding `end`.
 * - Without group_by, one bucket covers the whole range and reports `start` as its timestamp.
 * - A range holding no point at all answers no bucket, whatever the fill (InfluxQL returns no
 *   series then). Otherwise a bucket holding no point is *missing* (`value: undefined` here) and
 *   fill.ts decides what becomes of it; upstream sent no fill clause when none was given, so the
 *   default is InfluxQL's fill(null), under which COUNT reports 0 (InfluxQL turns fill(null) into
 *   fill(0) for count).
 *
 * Per bucket (n = points in it)
 * - COUNT: n (Integer). SUM: exact bigint for Integer channels, double for Double.
 * - MEAN: double (Integer sums are exact before the one division). MEDIAN: double; the middle
 *   value, or the mean of the two middle values for even n.
 * - MIN, MAX, SPREAD (max − min, 0 for one point): the channel's type.
 * - FIRST / LAST: the value at the smallest / greatest timestamp; several points at that
 *   timestamp → the greatest value (InfluxQL's tie rule; false < true, strings by code point).
 * - MODE: the most frequent value; ties → the value whose earliest point is earliest (InfluxQL's
 *   documented rule), then the greatest value.
 * - STDDEV: sample standard deviation (n − 1), double; null for a single point (InfluxQL).
 * - INTEGRAL: InfluxQL integral() with its default unit of one second: the sum of trapezoids
 *   between consecutive points, in value·seconds (double). As in InfluxQL, a trapezoid that
 *   crosses a bucket boundary is split at the linearly interpolated value on the boundary; when
 *   empty buckets lie between two points, the part after the first point's bucket counts wholly
 *   to the second point's bucket; points at an equal timestamp enter with the first and leave with
 *   the last of them (in the order given); the last bucket is missing when its only point(s) lie
 *   exactly on its start (no area). A single point in the whole range integrates to 0.
 *
 * Value types: COUNT, FIRST, LAST and MODE answer for every channel type; the others need an
 * Integer or Double channel and refuse a Boolean or String one with a 400 naming both (InfluxQL
 * errors there too).
 */
export const aggregateFunctions = [
  'MEAN',
  'MEDIAN',
  'COUNT',
  'SUM',
  'MIN',
  'MAX',
  'LAST',
  'FIRST',
  'INTEGRAL',
  'MODE',
  'SPREAD',
  'STDDEV',
] as const;
export type AggregateFunction = (typeof aggregateFunctions)[number];

/** A bucket's answer; null only where a function has no answer for a non-empty bucket (STDDEV of one point). */
export type AggregateValue = PointValue | null;

/** A bucket before fill: `value` is undefined when the bucket is missing (holds no point). */
export interface RawBucket {
  readonly timestamp: bigint;
  readonly value: AggregateValue | undefined;
}

export interface AggregateOptions {
  readonly fn: AggregateFunction;
  readonly type: ValueType;
  readonly start: bigint;
  readonly end: bigint;
  /** Bucket width in ns (> 0); absent: one bucket for the whole range. */
  readonly groupBy?: bigint | undefined;
}

const anyTypeFunctions: ReadonlySet<AggregateFunction> = new Set(['COUNT', 'FIRST', 'LAST', 'MODE']);

export function isAggregateFunction(s: string): s is AggregateFunction {
  return (aggregateFunctions as readonly string[]).includes(s);
}

/** 400 when `fn` cannot answer for a channel of `type` (e.g. MEAN over a String channel). */
export function checkFunctionForType(fn: AggregateFunction, type: ValueType): void {
  if (anyTypeFunctions.has(fn) || type === 'Integer' || type === 'Double') return;
  const message = `${fn} needs an Integer or Double channel; this channel holds ${type} values (COUNT, FIRST, LAST and MODE answer for every type)`;
  throw badRequest(`function ${message}.`, { violations: [{ field: 'function', message }] });
}

/** The start of the bucket holding t: InfluxQL aligns GROUP BY time() buckets to the epoch. */
export const bucketStart = (t: bigint, groupBy: bigint): bigint => t - (t % groupBy);

/** How many buckets [start, end] spans with width groupBy (1 without group_by). */
export function bucketCount(start: bigint, end: bigint, groupBy?: bigint): bigint {
  return groupBy === undefined ? 1n : end / groupBy - start / groupBy + 1n;
}

/**
 * Per-chunk summary kept by the store beside each chunk's points. COUNT, SUM, MEAN, MIN, MAX,
 * FIRST, LAST and SPREAD over a bucket are functions of the combined summaries of its parts, so a
 * chunk wholly inside one bucket (and inside the range) need not be read point by point.
 * `sum`, `min` and `max` are null for Boolean and String channels.
 */
export interface ChunkSummary {
  readonly count: number;
  readonly sum: bigint | number | null;
  readonly min: bigint | number | null;
  readonly max: bigint | number | null;
  readonly first: { readonly t: bigint; readonly v: PointValue };
  readonly last: { readonly t: bigint; readonly v: PointValue };
}

/** A stored chunk summary (summary.ts, as the store reads it) in the shape aggregate() combines. */
export function fromStoredSummary(s: StoredSummary): ChunkSummary {
  return {
    count: s.count,
    sum: s.sum ?? null,
    min: s.min ?? null,
    max: s.max ?? null,
    first: { t: s.first.timestamp, v: s.first.value },
    last: { t: s.last.timestamp, v: s.last.value },
  };
}

/**
 * Whether a function needs the raw points of a bucket rather than chunk summaries:
 * - MEDIAN is an order statistic: it depends on the whole multiset of values, which no fixed-size
 *   summary holds.
 * - MODE needs the frequency of every distinct value (and the time of its first point for ties):
 *   state as large as the data.
 * - STDDEV could be combined from (count, mean, sum of squared deviations), but the summary does
 *   not carry the latter; adding it is the way to take STDDEV off this list.
 * - INTEGRAL depends on every pair of consecutive points (and on the points across chunk and
 *   bucket borders), not on totals.
 */
export function needsRawPoints(fn: AggregateFunction): boolean {
  return fn === 'MEDIAN' || fn === 'MODE' || fn === 'STDDEV' || fn === 'INTEGRAL';
}

/** The bucket (its start) a summary lies wholly in, within the range; undefined when it straddles a border: read its points then. */
export function summaryBucket(
  summary: ChunkSummary,
  opts: Pick<AggregateOptions, 'start' | 'end' | 'groupBy'>,
): bigint | undefined {
  if (summary.first.t < opts.start || summary.last.t > opts.end) return undefined;
  if (opts.groupBy === undefined) return opts.start;
  const b = bucketStart(summary.first.t, opts.groupBy);
  return bucketStart(summary.last.t, opts.groupBy) === b ? b : undefined;
}

/**
 * Aggregates points (any order; those outside [start, end] are ignored) and, for the functions
 * that allow it, chunk summaries that each lie wholly in one bucket of the range (see
 * summaryBucket). Answers every bucket from the one holding start to the one holding end, missing
 * ones with value undefined; or none when nothing lies in the range.
 */
export function aggregate(
  points: readonly Point[],
  opts: AggregateOptions,
  summaries: readonly ChunkSummary[] = [],
): RawBucket[] {
  const { fn, type, start, end, groupBy } = opts;
  checkFunctionForType(fn, type);
  if (summaries.length > 0 && needsRawPoints(fn)) throw new Error(`${fn} cannot be answered from chunk summaries.`);
  const first = groupBy === undefined ? 0n : start / groupBy;
  const n = Number(bucketCount(start, end, groupBy));
  const indexOf = (t: bigint) => (groupBy === undefined ? 0 : Number(t / groupBy - first));
  const timestampOf = (i: number) => (groupBy === undefined ? start : (first + BigInt(i)) * groupBy);

  const inRange = points.filter((p) => p.timestamp >= start && p.timestamp <= end);
  if (inRange.length === 0 && summaries.length === 0) return [];

  if (fn === 'INTEGRAL') return integral(inRange, opts, n, indexOf, timestampOf);

  const perBucket: Point[][] = Array.from({ length: n }, () => []);
  for (const p of inRange) perBucket[indexOf(p.timestamp)]!.push(p);

  if (!needsRawPoints(fn)) {
    const parts: ChunkSummary[][] = Array.from({ length: n }, () => []);
    for (const s of summaries) {
      const b = summaryBucket(s, opts);
      if (b === undefined)
        throw new Error('A chunk summary straddles a bucket border or the range; read its points instead.');
      parts[indexOf(b)]!.push(s);
    }
    return perBucket.map((pts, i) => {
      const own = summarize(pts, type);
      const all = combineSummaries(own === undefined ? parts[i]! : [own, ...parts[i]!]);
      return {
        timestamp: timestampOf(i),
        value: all === undefined ? undefined : fromSummary(fn as SummaryFunction, all),
      };
    });
  }
  return perBucket.map((pts, i) => ({
    timestamp: timestampOf(i),
    value: pts.length === 0 ? undefined : reduceRaw(fn, type, pts),
  }));
}

export type SummaryFunction = 'COUNT' | 'SUM' | 'MEAN' | 'MIN' | 'MAX' | 'FIRST' | 'LAST' | 'SPREAD';

/** Summarises points (of one channel type); undefined for none. */
export function summarize(points: readonly Point[], type: ValueType): ChunkSummary | undefined {
  if (points.length === 0) return undefined;
  const numeric = type === 'Integer' || type === 'Double';
  let sum: bigint | number | null = numeric ? (type === 'Integer' ? 0n : 0) : null;
  let min: bigint | number | null = null;
  let max: bigint | number | null = null;
  let first = points[0]!;
  let last = points[0]!;
  for (const p of points) {
    if (numeric) {
      const v = p.value as bigint | number;
      sum = (sum as number) + (v as number); // bigint + bigint or number + number: the channel has one type
      if (min === null || v < min) min = v;
      if (max === null || v > max) max = v;
    }
    if (firstWins(p, first)) first = p;
    if (lastWins(p, last)) last = p;
  }
  return {
    count: points.length,
    sum,
    min,
    max,
    first: { t: first.timestamp, v: first.value },
    last: { t: last.timestamp, v: last.value },
  };
}

/** Combines summaries of disjoint parts of one channel (associative and commutative); undefined for none. */
export function combineSummaries(parts: readonly ChunkSummary[]): ChunkSummary | undefined {
  if (parts.length === 0) return undefined;
  return parts.reduce((a, b) => ({
    count: a.count + b.count,
    sum: a.sum === null || b.sum === null ? null : (a.sum as number) + (b.sum as number),
    min: a.min === null || b.min === null ? null : b.min < a.min ? b.min : a.min,
    max: a.max === null || b.max === null ? null : b.max > a.max ? b.max : a.max,
    first: firstWins({ timestamp: b.first.t, value: b.first.v }, { timestamp: a.first.t, value: a.first.v })
      ? b.first
      : a.first,
    last: lastWins({ timestamp: b.last.t, value: b.last.v }, { timestamp: a.last.t, value: a.last.v })
      ? b.last
      : a.last,
  }));
}

/** Evaluates a summary-capable function on a (combined) summary. */
export function fromSummary(fn: SummaryFunction, s: ChunkSummary): AggregateValue {
  switch (fn) {
    case 'COUNT':
      return BigInt(s.count);
    case 'SUM':
      return s.sum;
    case 'MEAN':
      return s.sum === null ? null : Number(s.sum) / s.count;
    case 'MIN':
      return s.min;
    case 'MAX':
      return s.max;
    case 'FIRST':
      return s.first.v;
    case 'LAST':
      return s.last.v;
    case 'SPREAD':
      return s.min === null || s.max === null ? null : (s.max as number) - (s.min as number);
  }
}

function reduceRaw(fn: AggregateFunction, type: ValueType, pts: readonly Point[]): AggregateValue {
  switch (fn) {
    case 'MEDIAN': {
      const sorted = pts.map((p) => p.value as number | bigint).sort(compareValues);
      const mid = sorted.length >> 1;
      if (sorted.length % 2 === 1) return Number(sorted[mid]!);
      const a = sorted[mid - 1]!;
      const b = sorted[mid]!;
      return type === 'Integer' ? Number((a as bigint) + (b as bigint)) / 2 : ((a as number) + (b as number)) / 2;
    }
    case 'MODE': {
      const seen = new Map<PointValue, { count: number; firstT: bigint }>();
      for (const p of pts) {
        const e = seen.get(p.value);
        if (e === undefined) seen.set(p.value, { count: 1, firstT: p.timestamp });
        else {
          e.count++;
          if (p.timestamp < e.firstT) e.firstT = p.timestamp;
        }
      }
      let best: { v: PointValue; count: number; firstT: bigint } | undefined;
      for (const [v, e] of seen) {
        if (
          best === undefined ||
          e.count > best.count ||
          (e.count === best.count &&
            (e.firstT < best.firstT || (e.firstT === best.firstT && compareValues(v, best.v) > 0)))
        ) {
          best = { v, ...e };
        }
      }
      return best!.v;
    }
    case 'STDDEV': {
      if (pts.length < 2) return null;
      const xs = pts.map((p) => Number(p.value));
      const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
      return Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (xs.length - 1));
    }
    default:
      return fromSummary(fn as SummaryFunction, summarize(pts, type)!);
  }
}

function integral(
  pts: readonly Point[],
  opts: AggregateOptions,
  n: number,
  indexOf: (t: bigint) => number,
  timestampOf: (i: number) => bigint,
): RawBucket[] {
  const sorted = isSorted(pts) ? pts : [...pts].sort((a, b) => compareTimestamps(a.timestamp, b.timestamp));
  const sums: (number | undefined)[] = new Array<number | undefined>(n).fill(undefined);
  const area = (t0: bigint, v0: number, t1: bigint, v1: number) => (0.5 * (v0 + v1) * Number(t1 - t0)) / 1e9;
  let prevT = sorted[0]!.timestamp;
  let prevV = Number(sorted[0]!.value);
  let win = indexOf(prevT);
  let sum = 0;
  for (let k = 1; k < sorted.length; k++) {
    const t = sorted[k]!.timestamp;
    const v = Number(sorted[k]!.value);
    if (t === prevT) {
      prevV = v;
      continue;
    }
    const w = indexOf(t);
    if (w !== win) {
      const winEnd = timestampOf(win) + opts.groupBy!;
      const vEnd = ((v - prevV) / Number(t - prevT)) * Number(winEnd - prevT) + prevV;
      sum += area(prevT, prevV, winEnd, vEnd);
      sums[win] = sum;
      prevT = winEnd;
      prevV = vEnd;
      win = w;
      sum = 0;
    }
    sum += area(prevT, prevV, t, v);
    prevT = t;
    prevV = v;
  }
  if (opts.groupBy === undefined || prevT !== timestampOf(win)) sums[win] = sum;
  return sums.map((s, i) => ({ timestamp: timestampOf(i), value: s }));
}

function isSorted(pts: readonly Point[]): boolean {
  for (let i = 1; i < pts.length; i++) if (pts[i]!.timestamp < pts[i - 1]!.timestamp) return false;
  return true;
}

const firstWins = (p: Point, cur: Point) =>
  p.timestamp < cur.timestamp || (p.timestamp === cur.timestamp && compareValues(p.value, cur.value) > 0);
const lastWins = (p: Point, cur: Point) =>
  p.timestamp > cur.timestamp || (p.timestamp === cur.timestamp && compareValues(p.value, cur.value) > 0);
