import { badRequest } from '../../kernel/problem.ts';
import { compareTimestamps, compareValues, type Point, type PointValue, type ValueType } from './points.ts';
import type { ChunkSummary as StoredSummary } from './summary.ts';

/**
 * The 12 aggregate functions of `GET .../payload`, as shepard 5.2 computes them: upstream queried
 * TimescaleDB with `SELECT time_bucket[_gapfill](<width>, time), fn(value) ... WHERE time >= start
 * AND time <= end GROUP BY 1 ORDER BY 1` (fill: fill.ts; the legacy shelf's checks: query.ts).
 *
 * Range and buckets
 * - The range is [start, end], both ends inclusive (upstream's WHERE clause).
 * - Buckets of width g are aligned to the epoch as TimescaleDB's integer time_bucket aligns them:
 *   a point at t lies in the bucket starting at floor(t / g) · g (floor, also for negative t), and
 *   a bucket reports that start as its timestamp, so the first bucket may start before `start`.
 *   The legacy shelf passes g = end − start when no group_by is given (query.ts), so such a range
 *   answers one bucket or two.
 * - Without a width (the metrics of a reference, /v2 mappings) one bucket covers the whole range
 *   and reports `start`.
 * - aggregate() answers only the buckets that hold a point (time_bucket's answer: fill NONE);
 *   fill.ts adds the empty ones for the other fill options.
 * - All of it in exact bigint arithmetic: timestamps are int64 nanoseconds.
 *
 * Per bucket (n = points in it)
 * - COUNT: n (Integer). SUM: exact bigint for Integer channels, double for Double.
 * - MEAN: the average, double (Integer sums are exact before the one division).
 * - MEDIAN: PostgreSQL's percentile_cont(0.5) over the values as doubles: the middle value, or for
 *   even n lo + 0.5 · (hi − lo) of the two middle ones (interpolated).
 * - MIN, MAX, SPREAD (max − min, 0 for one point): the channel's type.
 * - FIRST / LAST: the value at the smallest / greatest timestamp (a channel holds one point per
 *   timestamp; should two meet, the greater value).
 * - MODE: PostgreSQL's mode(): the most frequent value; ties → the smallest value.
 * - STDDEV: sample standard deviation (n − 1), double; null for a single point (stddev_samp).
 *   Integer channels: the variance is computed exactly (bigint) before the one square root.
 * - INTEGRAL (svc's own, not on the legacy shelf: 5.2 answers "not implemented"; /v2 mappings use
 *   it): InfluxQL integral() with its default unit of one second: the sum of trapezoids between
 *   consecutive points, in value·seconds (double). A trapezoid that crosses a bucket border is
 *   split at the linearly interpolated value on the border; when empty buckets lie between two
 *   points, the part after the first point's bucket counts wholly to the second point's bucket;
 *   points at an equal timestamp enter with the first and leave with the last of them (in the
 *   order given); the last bucket is left out when its only point(s) lie exactly on its start (no
 *   area). A single point in the whole range integrates to 0.
 *
 * Value types: on the legacy shelf only COUNT, FIRST and LAST answer for Boolean and String
 * channels (checkLegacyFunction, as 5.2); svc's own callers (/v2 mappings) also get MODE there
 * (checkFunctionForType). Every other function needs an Integer or Double channel.
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

/** A bucket that holds points (fill.ts adds the empty ones). */
export interface RawBucket {
  readonly timestamp: bigint;
  readonly value: AggregateValue;
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
/** What 5.2 answers for Boolean and String channels. */
const legacyAnyTypeFunctions: ReadonlySet<AggregateFunction> = new Set(['COUNT', 'FIRST', 'LAST']);

export function isAggregateFunction(s: string): s is AggregateFunction {
  return (aggregateFunctions as readonly string[]).includes(s);
}

function refuseForType(fn: AggregateFunction, type: ValueType, anyType: string): never {
  const message = `${fn} needs an Integer or Double channel; this channel holds ${type} values (${anyType} answer for every type)`;
  throw badRequest(`function ${message}.`, { violations: [{ field: 'function', message }] });
}

/** 400 when `fn` cannot answer for a channel of `type` in svc's own routes (e.g. MEAN over a String channel). */
export function checkFunctionForType(fn: AggregateFunction, type: ValueType): void {
  if (anyTypeFunctions.has(fn) || type === 'Integer' || type === 'Double') return;
  refuseForType(fn, type, 'COUNT, FIRST, LAST and MODE');
}

/**
 * 400 when the legacy shelf refuses `fn` for a channel of `type`, as shepard 5.2 does: INTEGRAL
 * always ("not implemented" upstream), and on Boolean and String channels every function but
 * COUNT, FIRST and LAST.
 */
export function checkLegacyFunction(fn: AggregateFunction, type: ValueType): void {
  if (fn === 'INTEGRAL') {
    const message =
      'INTEGRAL is not implemented on /svc/api (shepard 5.2 answers the same); /v2 mappings compute it over a timeseries reference';
    throw badRequest(`function ${message}.`, { violations: [{ field: 'function', message }] });
  }
  if (legacyAnyTypeFunctions.has(fn) || type === 'Integer' || type === 'Double') return;
  refuseForType(fn, type, 'COUNT, FIRST and LAST');
}

/** floor(a / b) for b > 0, exact for every int64 (BigInt division truncates toward zero). */
export function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n ? q - 1n : q;
}

/** The start of the bucket of width g holding t: floor(t / g) · g, as TimescaleDB's integer time_bucket. */
export const bucketStart = (t: bigint, groupBy: bigint): bigint => floorDiv(t, groupBy) * groupBy;

/** How many buckets [start, end] spans with width groupBy (1 without group_by). */
export function bucketCount(start: bigint, end: bigint, groupBy?: bigint): bigint {
  return groupBy === undefined ? 1n : floorDiv(end, groupBy) - floorDiv(start, groupBy) + 1n;
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
 * - MODE needs the frequency of every distinct value: state as large as the data.
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
 * summaryBucket). Answers the buckets that hold a point, in time order.
 */
export function aggregate(
  points: readonly Point[],
  opts: AggregateOptions,
  summaries: readonly ChunkSummary[] = [],
): RawBucket[] {
  const { fn, type, start, end, groupBy } = opts;
  checkFunctionForType(fn, type);
  if (summaries.length > 0 && needsRawPoints(fn)) throw new Error(`${fn} cannot be answered from chunk summaries.`);
  const bucketOf = (t: bigint) => (groupBy === undefined ? start : bucketStart(t, groupBy));

  const inRange = points.filter((p) => p.timestamp >= start && p.timestamp <= end);
  if (fn === 'INTEGRAL') return inRange.length === 0 ? [] : integral(inRange, opts, bucketOf);

  const perBucket = new Map<bigint, Point[]>();
  for (const p of inRange) {
    const b = bucketOf(p.timestamp);
    const group = perBucket.get(b);
    if (group) group.push(p);
    else perBucket.set(b, [p]);
  }
  const ordered = (starts: Iterable<bigint>) => [...starts].sort(compareTimestamps);

  if (!needsRawPoints(fn)) {
    const parts = new Map<bigint, ChunkSummary[]>();
    for (const s of summaries) {
      const b = summaryBucket(s, opts);
      if (b === undefined)
        throw new Error('A chunk summary straddles a bucket border or the range; read its points instead.');
      const list = parts.get(b);
      if (list) list.push(s);
      else parts.set(b, [s]);
    }
    return ordered(new Set([...perBucket.keys(), ...parts.keys()])).map((b) => {
      const own = summarize(perBucket.get(b) ?? [], type);
      const rest = parts.get(b) ?? [];
      const all = combineSummaries(own === undefined ? rest : [own, ...rest])!;
      return { timestamp: b, value: fromSummary(fn as SummaryFunction, all) };
    });
  }
  return ordered(perBucket.keys()).map((b) => ({ timestamp: b, value: reduceRaw(fn, type, perBucket.get(b)!) }));
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
      // percentile_cont(0.5): the values as doubles, sorted; lo + 0.5 · (hi − lo) of the middle ones.
      const sorted = pts.map((p) => Number(p.value)).sort((a, b) => a - b);
      const lo = sorted[(sorted.length - 1) >> 1]!;
      const hi = sorted[sorted.length >> 1]!;
      return lo === hi ? lo : lo + 0.5 * (hi - lo);
    }
    case 'MODE': {
      // mode() WITHIN GROUP (ORDER BY value): the most frequent value, ties to the smallest.
      const counts = new Map<PointValue, number>();
      for (const p of pts) counts.set(p.value, (counts.get(p.value) ?? 0) + 1);
      let best: { v: PointValue; n: number } | undefined;
      for (const [v, n] of counts) {
        if (best === undefined || n > best.n || (n === best.n && compareValues(v, best.v) < 0)) best = { v, n };
      }
      return best!.v;
    }
    case 'STDDEV':
      return type === 'Integer' ? integerStddev(pts) : doubleStddev(pts);
    default:
      return fromSummary(fn as SummaryFunction, summarize(pts, type)!);
  }
}

/** Sample standard deviation of Integer values: the variance exact in bigints, then one square root. */
function integerStddev(pts: readonly Point[]): number | null {
  const n = BigInt(pts.length);
  if (n < 2n) return null;
  let sum = 0n;
  let squares = 0n;
  for (const p of pts) {
    const v = p.value as bigint;
    sum += v;
    squares += v * v;
  }
  // variance = (n·Σx² − (Σx)²) / (n·(n − 1)), a non-negative rational
  const num = n * squares - sum * sum;
  const den = n * (n - 1n);
  const whole = num / den;
  return Math.sqrt(Number(whole) + Number(num - whole * den) / Number(den));
}

function doubleStddev(pts: readonly Point[]): number | null {
  if (pts.length < 2) return null;
  const xs = pts.map((p) => Number(p.value));
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  return Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (xs.length - 1));
}

/** InfluxQL's integral over the buckets (svc's own function, see the opening comment); buckets with an area only. */
function integral(pts: readonly Point[], opts: AggregateOptions, bucketOf: (t: bigint) => bigint): RawBucket[] {
  const sorted = isSorted(pts) ? pts : [...pts].sort((a, b) => compareTimestamps(a.timestamp, b.timestamp));
  const sums = new Map<bigint, number>();
  const area = (t0: bigint, v0: number, t1: bigint, v1: number) => (0.5 * (v0 + v1) * Number(t1 - t0)) / 1e9;
  let prevT = sorted[0]!.timestamp;
  let prevV = Number(sorted[0]!.value);
  let win = bucketOf(prevT);
  let sum = 0;
  for (let k = 1; k < sorted.length; k++) {
    const t = sorted[k]!.timestamp;
    const v = Number(sorted[k]!.value);
    if (t === prevT) {
      prevV = v;
      continue;
    }
    const w = bucketOf(t);
    if (w !== win) {
      const winEnd = win + opts.groupBy!;
      const vEnd = ((v - prevV) / Number(t - prevT)) * Number(winEnd - prevT) + prevV;
      sum += area(prevT, prevV, winEnd, vEnd);
      sums.set(win, sum);
      prevT = winEnd;
      prevV = vEnd;
      win = w;
      sum = 0;
    }
    sum += area(prevT, prevV, t, v);
    prevT = t;
    prevV = v;
  }
  if (opts.groupBy === undefined || prevT !== win) sums.set(win, sum);
  return [...sums].map(([timestamp, value]) => ({ timestamp, value }));
}

function isSorted(pts: readonly Point[]): boolean {
  for (let i = 1; i < pts.length; i++) if (pts[i]!.timestamp < pts[i - 1]!.timestamp) return false;
  return true;
}

const firstWins = (p: Point, cur: Point) =>
  p.timestamp < cur.timestamp || (p.timestamp === cur.timestamp && compareValues(p.value, cur.value) > 0);
const lastWins = (p: Point, cur: Point) =>
  p.timestamp > cur.timestamp || (p.timestamp === cur.timestamp && compareValues(p.value, cur.value) > 0);
